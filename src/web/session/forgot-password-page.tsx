import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { forgotPasswordBody, type forgotPasswordResult } from '../../domain/password';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { useEntityForm } from '../components/form/use-entity-form';
import { getLoginPath } from '../lib/session-store';
import { SessionLayout } from './session-layout';

/** The forgot-password answer: the same message whether or not the e-mail is known. */
type ForgotResponse = WireOf<typeof forgotPasswordResult>;

/** /session/forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [sent, setSent] = useState<string | null>(null);
  const entity = useEntityForm({
    defaultValues: { email: '' },
    schema: forgotPasswordBody,
    guard: false,
    save: (values) => api.post<ForgotResponse>(API_PATHS.forgotPassword, { email: values.email.trim() }),
    onSaved: (result) => setSent((result as ForgotResponse | undefined)?.message || t('session.forgot.sent')),
  });

  return (
    <SessionLayout title={t('session.forgot.title')}>
      <Stack gap="md">
        {sent ? (
          <Alert color="green" data-testid="forgot-message">
            {sent}
          </Alert>
        ) : (
          <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('session.forgot.title')}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('session.forgot.intro')}
              </Text>
              {entity.formError && (
                <Alert color="red" data-testid="forgot-error">
                  {entity.formError}
                </Alert>
              )}
              <TextInput
                type="email"
                label={t('session.forgot.email')}
                autoComplete="email"
                required
                {...entity.form.register('email')}
                error={entity.errorOf('email')}
                data-testid="forgot-email"
              />
              <Button type="submit" fullWidth loading={entity.saving} data-testid="forgot-submit">
                {t('session.forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={getLoginPath()} size="sm" ta="center" data-testid="forgot-back">
          {t('session.backToSignin')}
        </Anchor>
      </Stack>
    </SessionLayout>
  );
}
