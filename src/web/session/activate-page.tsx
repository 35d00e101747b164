import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { passwordProblems } from '../../domain/password';
import { useApi } from '../lib/api-context';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { saveProblemOf } from '../components/form/server-errors';
import { getLoginPath } from '../lib/session-store';
import { PasswordField, PasswordHint } from './password-field';
import { SessionLayout } from './session-layout';
import { TRUCKING_API } from '../../domain/api-paths';

const ACTIVATE = `${TRUCKING_API}/auth/activate`;

/** /activate/:activationToken: a new user chooses a password with the e-mailed link (public page). */
export function ActivatePage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { activationToken = '' } = useParams();
  const info = useQuery({
    queryKey: ['activate', activationToken],
    queryFn: ({ signal }) =>
      api.get<{ usrId: string; usrName: string }>(`${ACTIVATE}/${encodeURIComponent(activationToken)}`, { signal }),
    retry: false,
  });
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; confirmPassword?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const invalid =
    info.isError &&
    info.error instanceof ApiError &&
    (info.error.status === 404 || info.error.status === 410 || info.error.status === 400);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const problems = passwordProblems(newPassword, info.data?.usrId);
    const next: typeof errors = {};
    if (!newPassword) next.newPassword = t('validation.required');
    else if (problems.length) next.newPassword = problems.map((k) => t(k)).join(' · ');
    if (!confirmPassword) next.confirmPassword = t('validation.required');
    else if (confirmPassword !== newPassword) next.confirmPassword = t('validation.passwordsMismatch');
    setErrors(next);
    if (next.newPassword || next.confirmPassword) return;
    setSubmitting(true);
    try {
      await api.post(ACTIVATE, { token: activationToken, newPassword, confirmPassword });
      setDone(true);
    } catch (error) {
      const known = ['newPassword', 'confirmPassword', 'token'];
      const { fields, form, conflict } = saveProblemOf(error, (path) => known.includes(path), t);
      setErrors({ newPassword: fields.newPassword, confirmPassword: fields.confirmPassword });
      setFormError(fields.token ?? form ?? conflict);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SessionLayout title={t('activate.title')}>
      {info.isLoading && <Loader aria-label={t('common.loading')} />}
      {invalid && (
        <Alert color="red" data-testid="activate-invalid">
          {t('activate.invalid')}
        </Alert>
      )}
      {info.isError && !invalid && <Alert color="red">{errorMessage(info.error, t)}</Alert>}
      {done && (
        <Stack gap="md" data-testid="activate-done">
          <Alert color="green" title={t('activate.doneTitle')}>
            {t('activate.doneMessage')}
          </Alert>
          <Button onClick={() => void navigate(getLoginPath(), { replace: true })} data-testid="activate-signin">
            {t('activate.signin')}
          </Button>
        </Stack>
      )}
      {info.data && !done && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('activate.title')}>
          <Stack gap="md">
            <Text data-testid="activate-user">{t('activate.welcome', { name: info.data.usrName, id: info.data.usrId })}</Text>
            {formError && (
              <Alert color="red" data-testid="activate-error">
                {formError}
              </Alert>
            )}
            <PasswordField
              name="newPassword"
              label={t('session.password.new')}
              testId="activate-new"
              value={newPassword}
              error={errors.newPassword}
              onChange={(v) => {
                setNewPassword(v);
                setErrors((e) => ({ ...e, newPassword: undefined }));
              }}
            />
            <PasswordField
              name="confirmPassword"
              label={t('session.password.confirm')}
              testId="activate-confirm"
              value={confirmPassword}
              error={errors.confirmPassword}
              onChange={(v) => {
                setConfirmPassword(v);
                setErrors((e) => ({ ...e, confirmPassword: undefined }));
              }}
            />
            <PasswordHint />
            <Button type="submit" fullWidth loading={submitting} data-testid="activate-submit">
              {t('activate.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </SessionLayout>
  );
}
