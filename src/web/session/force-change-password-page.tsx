import { Alert, Button, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useLocation, useSearchParams } from '../lib/router';
import { getLoginPath } from '../lib/session-store';
import { PasswordDone } from './password-done';
import { PasswordField, PasswordHint } from './password-field';
import { SessionLayout } from './session-layout';
import { usePasswordChange } from './use-password-change';

function userIdFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('userId' in state)) return null;
  const { userId } = state as { userId: unknown };
  return typeof userId === 'string' && userId.trim() !== '' ? userId : null;
}

/** /session/force-change-password?key=K with the user id in navigation state. Without it: back to sign-in. */
export function ForceChangePasswordPage() {
  const location = useLocation();
  const userId = userIdFromState(location.state);
  if (!userId) return <Navigate to={getLoginPath()} replace />;
  return <ForceChangeForm userId={userId} />;
}

function ForceChangeForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const form = usePasswordChange({
    initial: { userId },
    toBody: (v) => ({
      token: key,
      userId,
      currentPassword: v.currentPassword,
      newPassword: v.newPassword,
      confirmPassword: v.confirmPassword,
      forceChangePwd: true,
    }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <SessionLayout title={t('session.forceChange.title')}>
      {form.done ? (
        <PasswordDone testId="force-done" />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('session.forceChange.title')}>
          <Stack gap="md">
            <Alert color="blue" data-testid="force-intro">
              {t('session.forceChange.intro')}
            </Alert>
            {form.tokenError && (
              <Alert color="red" data-testid="force-token-error">
                {form.tokenError}
              </Alert>
            )}
            {form.formError && (
              <Alert color="red" data-testid="force-error">
                {form.formError}
              </Alert>
            )}
            <TextInput
              name="userId"
              label={t('session.signin.userId')}
              value={userId}
              readOnly
              required
              error={form.errors.userId}
              data-testid="force-userid"
            />
            <PasswordField
              name="currentPassword"
              label={t('session.password.current')}
              testId="force-current"
              autoComplete="current-password"
              control={form.control}
              error={form.errors.currentPassword}
            />
            <PasswordField
              name="newPassword"
              label={t('session.password.new')}
              testId="force-new"
              control={form.control}
              error={form.errors.newPassword}
            />
            <PasswordField
              name="confirmPassword"
              label={t('session.password.confirm')}
              testId="force-confirm"
              control={form.control}
              error={form.errors.confirmPassword}
            />
            <PasswordHint />
            <Button type="submit" fullWidth loading={form.submitting} data-testid="force-submit">
              {t('session.forceChange.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </SessionLayout>
  );
}
