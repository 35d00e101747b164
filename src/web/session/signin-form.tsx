import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate, useSearchParams } from '../lib/router';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { useConfirm } from '../components/confirm-dialog';
import { LanguageSelect } from './language-select';
import { usePublicChrome } from './public-layout';
import { useSignin } from './use-signin';

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
  const [showPassword, setShowPassword] = useState(false);
  const { values, update, fieldError, serverError, submitting, onSubmit } = useSignin({
    api,
    redirectParam: searchParams.get('redirect'),
    go: (path, options) => navigate(path, options),
    confirm: (message) => confirm(message),
    onSignedIn: () => queryClient?.clear(), // nothing cached for a previous user survives
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('session.signin.title')}>
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
            error={fieldError('userId')}
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
              error={fieldError('password')}
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
