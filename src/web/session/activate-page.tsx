import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from '../lib/translator';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useParams } from '../lib/router';
import { passwordProblems } from '../../domain/password';
import { activateBody } from '../../domain/users';
import type { activationTarget } from '../../domain/user-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { schemaResolver } from '../components/form/schema-resolver';
import { SERVER_ERROR, useEntityForm } from '../components/form/use-entity-form';
import { FormProblems } from '../components/form/form-problems';
import { getLoginPath } from '../lib/session-store';
import { PasswordField, PasswordHint } from './password-field';
import { SessionLayout } from './session-layout';
import { sessionKeys } from './session-keys';
import { TRUCKING_API } from '../../domain/api-paths';

const ACTIVATE = `${TRUCKING_API}/auth/activate`;

/** Who the activation link is for. */
type ActivationTarget = WireOf<typeof activationTarget>;

/** The link's token is not typed; it stays a value so the server's word on it has a place. */
interface ActivateValues {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The shared body schema (required, confirmation), and the password rules (which need the user id) on the new
 * password: every rule it breaks, as the screen has always listed them.
 */
function activateResolver(usrId: string | undefined, t: TFunction): Resolver<ActivateValues, unknown, ActivateValues> {
  const check = schemaResolver<ActivateValues, ActivateValues>(activateBody, (values) => values);
  return async (values, context, options) => {
    const checked = await check(values, context, options);
    const errors = { ...checked.errors };
    const problems = values.newPassword ? passwordProblems(values.newPassword, usrId) : [];
    // Already in the user's language (several keys in one text), as the server's texts are.
    if (problems.length && !errors.newPassword)
      errors.newPassword = { type: SERVER_ERROR, message: problems.map((key) => t(key)).join(' · ') };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/** /activate/:activationToken: a new user chooses a password with the e-mailed link (public page). */
export function ActivatePage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { activationToken = '' } = useParams();
  const info = useQuery({
    queryKey: sessionKeys.activation(activationToken),
    queryFn: ({ signal }) => api.get<ActivationTarget>(`${ACTIVATE}/${encodeURIComponent(activationToken)}`, { signal }),
    retry: false,
  });
  const [done, setDone] = useState(false);
  const entity = useEntityForm<ActivateValues>({
    defaultValues: { token: activationToken, newPassword: '', confirmPassword: '' },
    resolver: activateResolver(info.data?.usrId, t),
    guard: false,
    save: (values) => api.post(ACTIVATE, values),
    onSaved: () => setDone(true),
    onReload: () => void info.refetch(),
  });
  // The server's word on the link (the token is no field) is the form's error.
  const problems = { ...entity, formError: entity.errorOf('token') ?? entity.formError };

  const invalid =
    info.isError &&
    info.error instanceof ApiError &&
    (info.error.status === 404 || info.error.status === 410 || info.error.status === 400);

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
        <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('activate.title')}>
          <Stack gap="md">
            <Text data-testid="activate-user">{t('activate.welcome', { name: info.data.usrName, id: info.data.usrId })}</Text>
            <FormProblems form={problems} errorTestId="activate-error" />
            <PasswordField
              name="newPassword"
              label={t('session.password.new')}
              testId="activate-new"
              control={entity.form.control}
              error={entity.errorOf('newPassword')}
            />
            <PasswordField
              name="confirmPassword"
              label={t('session.password.confirm')}
              testId="activate-confirm"
              control={entity.form.control}
              error={entity.errorOf('confirmPassword')}
            />
            <PasswordHint />
            <Button type="submit" fullWidth loading={entity.saving} data-testid="activate-submit">
              {t('activate.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </SessionLayout>
  );
}
