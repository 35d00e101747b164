import { Alert, Anchor, Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useSearchParams } from '../lib/router';
import { getLoginPath } from '../lib/session-store';
import { PasswordDone } from './password-done';
import { PasswordField, PasswordHint } from './password-field';
import { SessionLayout } from './session-layout';
import { usePasswordChange } from './use-password-change';

/** /session/reset-password?key=K: choose a new password with the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const form = usePasswordChange({
    toBody: (v) => ({ token: key, newPassword: v.newPassword, confirmPassword: v.confirmPassword }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <SessionLayout title={t('session.reset.title')}>
      {form.done ? (
        <PasswordDone testId="reset-done" />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('session.reset.title')}>
          <Stack gap="md">
            {(form.tokenError || !key) && (
              <Alert color="red" data-testid="reset-token-error">
                {form.tokenError ?? t('session.password.linkInvalid')}
              </Alert>
            )}
            {form.formError && (
              <Alert color="red" data-testid="reset-error">
                {form.formError}
              </Alert>
            )}
            <PasswordField
              name="newPassword"
              label={t('session.password.new')}
              testId="reset-new"
              control={form.control}
              error={form.errors.newPassword}
            />
            <PasswordField
              name="confirmPassword"
              label={t('session.password.confirm')}
              testId="reset-confirm"
              control={form.control}
              error={form.errors.confirmPassword}
            />
            <PasswordHint />
            <Button type="submit" fullWidth loading={form.submitting} data-testid="reset-submit">
              {t('session.reset.submit')}
            </Button>
            <Anchor component={Link} to={getLoginPath()} size="sm" ta="center">
              {t('session.backToSignin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </SessionLayout>
  );
}
