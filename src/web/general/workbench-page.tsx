import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../app/api-context';
import { API_PATHS, PATHS } from '../app/paths';
import { signinUrlFor } from '../app/require-auth';
import { isApiError, isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { clearToken } from '../lib/session-store';
import { useProfile } from './use-profile';

export function WorkbenchPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [signingOut, setSigningOut] = useState(false);
  const offline = isApiError(profile.error) && profile.error.status === 0;

  // Spec §8: a failed profile load means signed-out. Timeout and no-permission
  // are already handled by the API client; a network failure is shown instead.
  useEffect(() => {
    if (!profile.error || offline || isSessionHandledError(profile.error)) return;
    clearToken();
    void navigate(signinUrlFor(location.pathname + location.search), { replace: true });
  }, [profile.error, offline, navigate, location.pathname, location.search]);

  async function signOut() {
    setSigningOut(true);
    try {
      await api.post(API_PATHS.logout);
    } catch {
      // The session is ended locally whatever the server says.
    } finally {
      clearToken();
      queryClient.clear();
      await navigate(PATHS.signin, { replace: true });
    }
  }

  const user = profile.data?.user;
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="lg">
        <Text fw={700} c="blue.8" size="xl">
          {t('app.name')}
        </Text>
        <Button variant="light" loading={signingOut} onClick={() => void signOut()} data-testid="signout">
          {t('workbench.signOut')}
        </Button>
      </Group>
      <Stack gap="sm">
        <Title order={2}>{t('workbench.title')}</Title>
        {profile.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {offline && (
          <Alert color="red" data-testid="workbench-error">
            <Group justify="space-between">
              <Text size="sm">{errorMessage(profile.error, t)}</Text>
              <Button size="xs" variant="white" onClick={() => void profile.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {user && (
          <Text data-testid="workbench-user">{t('workbench.signedInAs', { name: user.usrName, account: user.accnName })}</Text>
        )}
        <Text c="dimmed">{t('workbench.placeholder')}</Text>
      </Stack>
    </Container>
  );
}
