import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../lib/api-context';
import { API_PATHS, BASENAME, PATHS } from '../lib/paths';
import { useConfirm } from '../components/confirm-dialog';
import { errorMessage } from '../lib/error-message';
import { safeRedirectPath } from '../lib/safe-redirect';
import { setToken } from '../lib/session-store';
import { LanguageSelect } from './language-select';
import type { LoginRequest, LoginResponse } from './login-api';
import { afterSigninPath, loginOutcome } from './login-flow';
import { usePublicChrome } from './public-layout';
import { storeRegistrationAccess } from '../registration';
import { EMPTY_SIGNIN, validateSignin, type SigninFieldErrors, type SigninValues } from './signin-form-state';

/** The sign-in form, shared by /session/signin and the white-label sign-in. */
export function SigninForm() {
  const { t } = useTranslation();
  const api = useApi();
  // The query cache, when a screen has created it (app/query-client-store.ts); a first visit has none yet.
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const withChrome = usePublicChrome();
  const { confirm, dialog } = useConfirm();
  const [values, setValues] = useState<SigninValues>(EMPTY_SIGNIN);
  const [fieldErrors, setFieldErrors] = useState<SigninFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const update = (patch: Partial<SigninValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFieldErrors((e) => ({
      ...e,
      ...('userId' in patch ? { userId: undefined } : {}),
      ...('password' in patch ? { password: undefined } : {}),
    }));
  };

  async function signIn(body: LoginRequest): Promise<void> {
    const result = await api.post<LoginResponse | undefined>(API_PATHS.login, body);
    const outcome = loginOutcome(result, body.id);
    switch (outcome.kind) {
      case 'signedIn': {
        setToken(outcome.token, body.isRememberMe === true);
        queryClient?.clear(); // nothing cached for a previous user survives
        const redirect = safeRedirectPath(searchParams.get('redirect'), BASENAME);
        await navigate(afterSigninPath(outcome.user, redirect), { replace: true });
        return;
      }
      case 'confirmTakeover':
        if (await confirm(outcome.message || t('session.signin.sessionExists'))) await signIn({ ...body, force: true });
        return;
      case 'changePassword':
        await navigate(`${PATHS.forceChangePassword}?key=${encodeURIComponent(outcome.key)}`, {
          state: { userId: outcome.userId },
        });
        return;
      case 'register':
        storeRegistrationAccess(outcome.regId, outcome.access);
        await navigate(`${PATHS.register}/${encodeURIComponent(outcome.regId)}`);
        return;
      default:
        setServerError(outcome.message || t('errors.generic'));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateSignin(values);
    setFieldErrors(errors);
    setServerError(null);
    if (errors.userId || errors.password) return;
    setSubmitting(true);
    try {
      await signIn({ id: values.userId.trim(), password: values.password, isRememberMe: values.remember });
    } catch (error) {
      setServerError(errorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  }

  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('session.signin.title')}>
        <Stack gap="md">
          <TextInput
            name="id"
            data-testid="signin-userid"
            label={t('session.signin.userId')}
            placeholder={t('session.signin.userIdPlaceholder')}
            autoComplete="username"
            autoCapitalize="characters"
            required
            value={values.userId}
            error={fieldError(fieldErrors.userId)}
            onChange={(e) => update({ userId: e.currentTarget.value.toUpperCase() })}
          />
          <div>
            <PasswordInput
              name="password"
              data-testid="signin-password"
              label={t('session.signin.password')}
              placeholder={t('session.signin.passwordPlaceholder')}
              autoComplete="current-password"
              required
              value={values.password}
              error={fieldError(fieldErrors.password)}
              visible={showPassword}
              onVisibilityChange={setShowPassword}
              visibilityToggleButtonProps={{
                'aria-label': t(showPassword ? 'session.signin.hidePassword' : 'session.signin.showPassword'),
                'data-testid': 'signin-password-toggle',
              }}
              onChange={(e) => update({ password: e.currentTarget.value })}
            />
            {serverError && (
              <Text c="red" size="sm" mt={6} role="alert" data-testid="signin-error">
                {serverError}
              </Text>
            )}
          </div>
          <Group justify="space-between">
            <Checkbox
              name="remember"
              data-testid="signin-remember"
              label={t('session.signin.rememberMe')}
              checked={values.remember}
              onChange={(e) => update({ remember: e.currentTarget.checked })}
            />
            <Anchor component={Link} to={PATHS.forgotPassword} size="sm" data-testid="signin-forgot">
              {t('session.signin.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting} data-testid="signin-submit">
            {t('session.signin.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('session.signin.noAccount')}{' '}
            <Anchor component={Link} to={PATHS.signup} fw={500} style={{ whiteSpace: 'nowrap' }} data-testid="signin-register">
              {t('session.signin.registerCompany')}
            </Anchor>
          </Text>
          {!withChrome && <LanguageSelect />}
        </Stack>
      </form>
      {dialog}
    </>
  );
}
