import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { ApiClient } from '../lib/api-client';
import { SUPPORTED_LANGUAGES, isSupportedLanguage, setLanguage } from '../lib/i18n';
import { BASENAME, PATHS } from '../lib/paths';
import { SNACKBAR_MS } from '../lib/snackbar';
import { setLoginPath } from '../lib/session-store';
import { LightAnnouncementBanner } from '../announcements';
import { useSignin, type SigninGo } from './use-signin';
import './signin-light.css';

/**
 * Leaves the light sign-in page for the app with a full page load. Navigation state (e.g. the user id for the
 * forced password change) rides in the history entry, where the app's router reads it as `location.state`.
 */
export const goToApp: SigninGo = (path, options = {}) => {
  const url = BASENAME + path;
  if (options.state === undefined) {
    if (options.replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  const entry = { usr: options.state, key: 'signin', idx: 0 };
  if (options.replace) window.history.replaceState(entry, '', url);
  else window.history.pushState(entry, '', url);
  window.location.reload();
};

/** A message another page sent along in the history entry (`{ message }`, e.g. after a password reset). */
function historyMessage(): string | null {
  const state = (window.history.state as { usr?: { message?: unknown } } | null)?.usr;
  return typeof state?.message === 'string' && state.message.trim() ? state.message : null;
}

function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className={compact ? 'ls-lang ls-lang-compact' : 'ls-lang'}>
      <label htmlFor={id} className={compact ? 'lintas-visually-hidden' : 'ls-label'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        name="language"
        data-testid="language-select"
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isSupportedLanguage(next)) void setLanguage(next);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The session-takeover question as a native modal dialog (Yes / No, like the app's confirm dialog). */
function useNativeConfirm() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState('');
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const answer = (value: boolean) => {
    ref.current?.close();
    resolver.current?.(value);
    resolver.current = null;
  };
  const confirm = (text: string) => {
    resolver.current?.(false);
    setMessage(text);
    ref.current?.showModal?.();
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  };
  const dialog = (
    <dialog ref={ref} className="ls-dialog" aria-labelledby="ls-dialog-title" onCancel={() => answer(false)}>
      <h2 id="ls-dialog-title">{t('confirm.title')}</h2>
      <p data-testid="confirm-message">{message}</p>
      <div className="ls-dialog-actions">
        <button type="button" className="ls-button ls-button-default" onClick={() => answer(false)} data-testid="confirm-no">
          {t('common.no')}
        </button>
        <button type="button" className="ls-button" onClick={() => answer(true)} data-testid="confirm-yes" autoFocus>
          {t('common.yes')}
        </button>
      </div>
    </dialog>
  );
  return { confirm, dialog };
}

export interface LightSigninPageProps {
  api: ApiClient;
  /** Leaves the page (a full page load into the app; tests pass a spy). */
  go?: SigninGo;
}

/**
 * The sign-in page of a first visit (its own entry, signin-main.tsx): the same form and behaviour as the app's
 * (use-signin.ts) in plain HTML and CSS, without Mantine, the router or the query cache, so the first load stays
 * within its JavaScript budget. A successful sign-in loads the app.
 */
export function LightSigninPage({ api, go = goToApp }: LightSigninPageProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(historyMessage);
  const [showPassword, setShowPassword] = useState(false);
  const { confirm, dialog } = useNativeConfirm();
  const { values, update, fieldError, serverError, submitting, onSubmit } = useSignin({
    api,
    redirectParam: new URLSearchParams(window.location.search).get('redirect'),
    go,
    confirm,
  });
  useEffect(() => setLoginPath(PATHS.signin), []);
  // Spec §9: the success message shows for 3 seconds.
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const userIdError = fieldError('userId');
  const passwordError = fieldError('password');
  return (
    <div className="lintas-public ls-root">
      <header className="ls-topbar" data-testid="public-topbar">
        <div className="ls-brand">
          <a href={BASENAME + PATHS.signin} className="ls-name">
            {t('app.name')}
          </a>
          <span className="ls-tagline">{t('app.tagline')}</span>
        </div>
        <LanguageSelect compact />
      </header>
      <main className="lintas-public-main">
        <div className="lintas-session-page ls-page">
          <div className="ls-card">
            <h1 className="ls-title">{t('session.signin.title')}</h1>
            {message && (
              <div className="ls-alert" role="status" data-testid="signin-message">
                {message}
              </div>
            )}
            <form onSubmit={onSubmit} noValidate aria-label={t('session.signin.title')} className="ls-form">
              <div className="ls-field">
                <label htmlFor="signin-userid" className="ls-label">
                  {t('session.signin.userId')}{' '}
                  <span className="ls-required" aria-hidden="true">
                    *
                  </span>
                </label>
                <input
                  id="signin-userid"
                  name="id"
                  data-testid="signin-userid"
                  className="ls-input"
                  placeholder={t('session.signin.userIdPlaceholder')}
                  autoComplete="username"
                  autoCapitalize="characters"
                  required
                  aria-invalid={userIdError ? true : undefined}
                  aria-describedby={userIdError ? 'signin-userid-error' : undefined}
                  value={values.userId}
                  onChange={(e) => update({ userId: e.currentTarget.value.toUpperCase() })}
                />
                {userIdError && (
                  <p id="signin-userid-error" className="ls-error">
                    {userIdError}
                  </p>
                )}
              </div>
              <div className="ls-field">
                <label htmlFor="signin-password" className="ls-label">
                  {t('session.signin.password')}{' '}
                  <span className="ls-required" aria-hidden="true">
                    *
                  </span>
                </label>
                <div className="ls-password">
                  <input
                    id="signin-password"
                    name="password"
                    type={showPassword ? 'text' : 'password'}
                    data-testid="signin-password"
                    className="ls-input"
                    placeholder={t('session.signin.passwordPlaceholder')}
                    autoComplete="current-password"
                    required
                    aria-invalid={passwordError ? true : undefined}
                    aria-describedby={passwordError ? 'signin-password-error' : undefined}
                    value={values.password}
                    onChange={(e) => update({ password: e.currentTarget.value })}
                  />
                  <button
                    type="button"
                    className="ls-eye"
                    data-testid="signin-password-toggle"
                    aria-label={t(showPassword ? 'session.signin.hidePassword' : 'session.signin.showPassword')}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    <svg
                      viewBox="0 0 24 24"
                      width="18"
                      height="18"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                      <circle cx="12" cy="12" r="3" />
                      {showPassword && <path d="M3 3l18 18" />}
                    </svg>
                  </button>
                </div>
                {passwordError && (
                  <p id="signin-password-error" className="ls-error">
                    {passwordError}
                  </p>
                )}
                {serverError && (
                  <p className="ls-error ls-server-error" role="alert" data-testid="signin-error">
                    {serverError}
                  </p>
                )}
              </div>
              <div className="ls-row">
                <label className="ls-check">
                  <input
                    type="checkbox"
                    name="remember"
                    data-testid="signin-remember"
                    checked={values.remember}
                    onChange={(e) => update({ remember: e.currentTarget.checked })}
                  />
                  {t('session.signin.rememberMe')}
                </label>
                <a href={BASENAME + PATHS.forgotPassword} className="ls-link" data-testid="signin-forgot">
                  {t('session.signin.forgotPassword')}
                </a>
              </div>
              <button
                type="submit"
                className="ls-button ls-submit"
                data-testid="signin-submit"
                disabled={submitting}
                aria-busy={submitting}
              >
                {submitting && <span className="ls-spinner" aria-hidden="true" />}
                {t('session.signin.submit')}
              </button>
              <p className="ls-register">
                {t('session.signin.noAccount')}{' '}
                <a href={BASENAME + PATHS.signup} className="ls-link ls-strong" data-testid="signin-register">
                  {t('session.signin.registerCompany')}
                </a>
              </p>
            </form>
          </div>
        </div>
      </main>
      <LightAnnouncementBanner api={api} />
      <footer className="ls-footer" data-testid="site-footer">
        <span className="ls-dimmed">
          © {new Date().getFullYear()} {t('app.name')}
        </span>
        <span className="ls-footer-links">
          <a href={BASENAME + PATHS.sessionFaq} className="ls-link" data-testid="footer-faq">
            {t('faq.link')}
          </a>
          <a href={BASENAME + PATHS.sessionContact} className="ls-link" data-testid="footer-contact">
            {t('contact.link')}
          </a>
        </span>
      </footer>
      {dialog}
    </div>
  );
}
