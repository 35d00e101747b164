import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBody } from '../../domain/password';
import { useApi } from '../app/api-context';
import { API_PATHS } from '../app/paths';
import { serverErrors, useFormState, zodFieldErrors } from '../lib/form';
import { getLoginPath } from '../lib/session-store';
import { SessionLayout } from './session-layout';

interface ForgotResponse {
  message?: string;
}

/** /session/forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const form = useFormState({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const problems = zodFieldErrors(forgotPasswordBody, form.values);
    if (problems) {
      form.setErrors({ email: problems.email ? t(problems.email) : undefined });
      return;
    }
    setSubmitting(true);
    try {
      const result = await api.post<ForgotResponse | undefined>(API_PATHS.forgotPassword, { email: form.values.email.trim() });
      setSent(result?.message || t('session.forgot.sent'));
    } catch (error) {
      const { fields, form: text } = serverErrors(error, ['email'], t);
      form.setErrors(fields);
      setFormError(text);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <SessionLayout title={t('session.forgot.title')}>
      <Stack gap="md">
        {sent ? (
          <Alert color="green" data-testid="forgot-message">
            {sent}
          </Alert>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('session.forgot.title')}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('session.forgot.intro')}
              </Text>
              {formError && (
                <Alert color="red" data-testid="forgot-error">
                  {formError}
                </Alert>
              )}
              <TextInput
                name="email"
                type="email"
                label={t('session.forgot.email')}
                autoComplete="email"
                required
                value={form.values.email}
                error={form.errors.email}
                data-testid="forgot-email"
                onChange={(e) => form.set('email', e.currentTarget.value)}
              />
              <Button type="submit" fullWidth loading={submitting} data-testid="forgot-submit">
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
