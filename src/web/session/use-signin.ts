import { useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { ApiClient } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { API_PATHS, BASENAME, PATHS } from '../lib/paths';
import { safeRedirectPath } from '../lib/safe-redirect';
import { setToken } from '../lib/session-store';
import { storeRegistrationAccess } from '../registration';
import type { LoginRequest, LoginResponse } from './login-api';
import { afterSigninPath, loginOutcome } from './login-flow';
import { EMPTY_SIGNIN, validateSignin, type SigninFieldErrors, type SigninValues } from './signin-form-state';

/** How a sign-in form leaves the page: the app's router inside the app, a full page load on the light sign-in page. */
export type SigninGo = (path: string, options?: { replace?: boolean; state?: unknown }) => void | Promise<void>;

export interface UseSigninOptions {
  api: ApiClient;
  /** The `redirect` query parameter (checked here with safeRedirectPath). */
  redirectParam: string | null;
  go: SigninGo;
  /** The session-takeover question (spec §5): resolves true on Yes. */
  confirm: (message: string) => Promise<boolean>;
  /** Called once the token is stored, before leaving (the app clears its query cache). */
  onSignedIn?: () => void;
}

/**
 * The sign-in form's state and steps (values, validation, the login call and what each login status does),
 * shared by the app's sign-in form (signin-form.tsx, Mantine) and the light sign-in page (signin-light.tsx,
 * plain CSS, its own entry): one behaviour, two skins.
 */
export function useSignin({ api, redirectParam, go, confirm, onSignedIn }: UseSigninOptions) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SigninValues>(EMPTY_SIGNIN);
  const [fieldErrors, setFieldErrors] = useState<SigninFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
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
        onSignedIn?.(); // nothing cached for a previous user survives
        const redirect = safeRedirectPath(redirectParam, BASENAME);
        await go(afterSigninPath(outcome.user, redirect), { replace: true });
        return;
      }
      case 'confirmTakeover':
        if (await confirm(outcome.message || t('session.signin.sessionExists'))) await signIn({ ...body, force: true });
        return;
      case 'changePassword':
        await go(`${PATHS.forceChangePassword}?key=${encodeURIComponent(outcome.key)}`, {
          state: { userId: outcome.userId },
        });
        return;
      case 'register':
        storeRegistrationAccess(outcome.regId, outcome.access);
        await go(`${PATHS.register}/${encodeURIComponent(outcome.regId)}`);
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

  /** A field's error text (the state holds i18n keys). */
  const fieldError = (field: keyof SigninFieldErrors) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);

  return { values, update, fieldError, serverError, submitting, onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e) };
}
