import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../app/api-context';
import { API_PATHS, BASENAME, PATHS } from '../app/paths';
import { errorMessage } from '../lib/error-message';
import { safeRedirectPath } from '../lib/safe-redirect';
import { setLoginPath, setToken } from '../lib/session-store';
import { LanguageSelect } from './language-select';
import type { LoginRequest, LoginResponse } from './login-api';
import { SessionLayout } from './session-layout';
import { EMPTY_SIGNIN, validateSignin, type SigninFieldErrors, type SigninValues } from './signin-form-state';

export function SigninPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SigninValues>(EMPTY_SIGNIN);
  const [fieldErrors, setFieldErrors] = useState<SigninFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => setLoginPath(PATHS.signin), []);

  const update = (patch: Partial<SigninValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFieldErrors((e) => ({
      ...e,
      ...('userId' in patch ? { userId: undefined } : {}),
      ...('password' in patch ? { password: undefined } : {}),
    }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateSignin(values);
    setFieldErrors(errors);
    setServerError(null);
    if (errors.userId || errors.password) return;
    setSubmitting(true);
    try {
      const body: LoginRequest = {
        id: values.userId.trim(),
        password: values.password,
        isRememberMe: values.remember,
      };
      const result = await api.post<LoginResponse | undefined>(API_PATHS.login, body);
      if (result?.loginStatus === 'AUTHORIZED_LOGIN' && result.token) {
        setToken(result.token, values.remember);
        const target = safeRedirectPath(searchParams.get('redirect'), BASENAME);
        await navigate(target ?? PATHS.workbench, { replace: true });
        return;
      }
      setServerError(result?.err?.msg || t('errors.generic'));
    } catch (error) {
      setServerError(errorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  }

  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <SessionLayout>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('session.signin.title')}>
        <Stack gap="md">
          <Text fw={600} size="lg">
            {t('session.signin.title')}
          </Text>
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
          <LanguageSelect />
        </Stack>
      </form>
    </SessionLayout>
  );
}
