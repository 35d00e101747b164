import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { notifySuccess } from '../lib/notify';
import { PasswordField, PasswordHint } from './password-field';
import { usePasswordChange } from './use-password-change';
import { useSessionUser } from '../lib/session-user';
import { PageTitle } from '../components/page-title';

/** /manageUsers/updatePassword: the signed-in user changes their own password; other sessions end. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const form = usePasswordChange({
    toBody: (v) => ({ currentPassword: v.currentPassword, newPassword: v.newPassword, confirmPassword: v.confirmPassword }),
    // The user id is checked (a password must not contain it) but not sent.
    validateAs: (body) => ({ ...body, userId: user.usrId }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await form.submit()) {
      notifySuccess(t('session.ownChange.success'));
      form.reset();
    }
  }

  return (
    <Stack gap="md" maw={480}>
      <PageTitle>{t('menu.changePassword')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('session.ownChange.intro')}
      </Text>
      <Card withBorder radius="md" p="lg">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('menu.changePassword')}>
          <Stack gap="md">
            {form.formError && (
              <Alert color="red" data-testid="own-error">
                {form.formError}
              </Alert>
            )}
            <PasswordField
              name="currentPassword"
              label={t('session.password.current')}
              testId="own-current"
              autoComplete="current-password"
              control={form.control}
              error={form.errors.currentPassword}
            />
            <PasswordField
              name="newPassword"
              label={t('session.password.new')}
              testId="own-new"
              control={form.control}
              error={form.errors.newPassword}
            />
            <PasswordField
              name="confirmPassword"
              label={t('session.password.confirm')}
              testId="own-confirm"
              control={form.control}
              error={form.errors.confirmPassword}
            />
            <PasswordHint />
            <Button type="submit" loading={form.submitting} data-testid="own-submit">
              {t('session.ownChange.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
