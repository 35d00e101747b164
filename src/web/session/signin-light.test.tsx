// @vitest-environment jsdom
import '../test/dom-setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-errors';
import { LANGUAGE_PREFERENCE_KEY, i18n, setLanguage } from '../lib/i18n';
import { LOGIN_PATH_KEY, TOKEN_KEY } from '../lib/session-store';
import { fakeApi } from '../test/render-app';
import { LightSigninPage } from './signin-light';

// The light sign-in page (its own entry, signin.html): the same behaviour as the app's sign-in form, through the
// same hook (use-signin.ts), leaving with a full page load (here a spy).

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const liveToken = `${b64url('{"alg":"HS256"}')}.${b64url(
  JSON.stringify({ sub: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 3600 }),
)}.sig`;
const admin = { usrId: 'ADMIN', accnType: 'SP_OP_ADMIN', authorities: ['SP_OP_ADMIN'] };

const ANNOUNCEMENTS = '/api/v1/lintas/trucking/announcements/active';

/** The page with a fake API: `handler` answers the sign-in calls; the footer's announcements answer `notices`. */
function renderLight(handler: (path: string, body?: unknown) => unknown, notices: unknown[] = []) {
  const { client, call } = fakeApi((path, body) => (path === ANNOUNCEMENTS ? notices : handler(path, body)));
  const go = vi.fn();
  // jsdom has no <dialog> modal API: a shown dialog is an open one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  render(<LightSigninPage api={client} go={go} />);
  return { call, go };
}

function fill(userId: string, password: string) {
  fireEvent.change(screen.getByTestId('signin-userid'), { target: { value: userId } });
  fireEvent.change(screen.getByTestId('signin-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('signin-submit'));
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/trucking/session/signin');
  await act(() => setLanguage('en'));
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('light sign-in page', () => {
  it('has one h1, labelled fields, and the required-field messages on an empty submit without a call', async () => {
    const { call } = renderLight(() => undefined);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
    expect(screen.getByLabelText(/User ID/)).toBe(screen.getByTestId('signin-userid'));
    expect(screen.getByTestId('signin-forgot')).toHaveAttribute('href', '/trucking/session/forgot-password');
    expect(screen.getByTestId('signin-register')).toHaveAttribute('href', '/trucking/session/signup');
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(call.mock.calls.filter(([method]) => method === 'POST')).toHaveLength(0);
    expect(localStorage.getItem(LOGIN_PATH_KEY) ?? sessionStorage.getItem(LOGIN_PATH_KEY)).toBe('/session/signin');
  });

  it('switches to Bahasa Indonesia and stores the choice', async () => {
    renderLight(() => undefined);
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'id' } });
    expect(await screen.findByLabelText(/ID Pengguna/)).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_PREFERENCE_KEY)).toBe('id');
  });

  it('signs in (upper-cased id, remember me) and loads the remembered page', async () => {
    window.history.replaceState(null, '', '/trucking/session/signin?redirect=%2Ftrucking%2Fjobs%2Flist');
    const { call, go } = renderLight(() => ({ user: admin, token: liveToken, loginStatus: 'AUTHORIZED_LOGIN', err: null }));
    fireEvent.click(screen.getByTestId('signin-remember'));
    fill('admin', 'Demo#2026');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/jobs/list', { replace: true }));
    expect(call).toHaveBeenCalledWith('POST', expect.stringContaining('/auth/login'), {
      id: 'ADMIN',
      password: 'Demo#2026',
      isRememberMe: true,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(liveToken);
  });

  it('ignores a redirect to another site and lands on the user kind landing page', async () => {
    window.history.replaceState(null, '', '/trucking/session/signin?redirect=https%3A%2F%2Fevil.example%2F');
    const { go } = renderLight(() => ({ user: admin, token: liveToken, loginStatus: 'AUTHORIZED_LOGIN', err: null }));
    fill('ADMIN', 'x');
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(go.mock.calls[0]![0]).not.toContain('evil');
  });

  it('asks before taking over a session and signs in with force on Yes', async () => {
    const { call, go } = renderLight((_path, body) =>
      (body as { force?: boolean }).force
        ? { user: admin, token: liveToken, loginStatus: 'AUTHORIZED_LOGIN', err: null }
        : { loginStatus: 'USER_SESSION_EXISTING', err: { msg: 'Already signed in elsewhere' } },
    );
    fill('ADMIN', 'x');
    expect(await screen.findByTestId('confirm-message')).toHaveTextContent('Already signed in elsewhere');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const posts = call.mock.calls.filter(([method]) => method === 'POST');
    expect(posts.at(-1)).toEqual(['POST', expect.any(String), expect.objectContaining({ force: true })]);
  });

  it('shows the announcements for everyone in the footer; a closed one stays closed and the next shows', async () => {
    const notices = [
      {
        canuId: 'ANN1',
        canuSubject: 'Welcome to Lintas',
        canuDescription: 'One place',
        canuContent: 'Post jobs.<br>Approve bills.',
      },
      { canuId: 'ANN2', canuSubject: 'Planned maintenance', canuDescription: 'Sunday', canuContent: 'Two hours.' },
    ];
    renderLight(() => undefined, notices);
    const banner = await screen.findByTestId('announcements');
    expect(banner).toHaveTextContent('Welcome to Lintas');
    expect(screen.getAllByTestId('announcement-line').map((line) => line.textContent)).toEqual(['Post jobs.', 'Approve bills.']);
    expect(screen.getByTestId('announcements-more')).toHaveTextContent('1');
    fireEvent.click(screen.getByRole('button', { name: 'Close this announcement' }));
    expect(await screen.findByText('Planned maintenance')).toBeInTheDocument();
    expect(localStorage.getItem('dismissedAnnouncements')).toContain('ANN1');
  });

  it('sends a forced password change on with the user id in the navigation state', async () => {
    const { go } = renderLight(() => ({ user: { usrId: 'NEWBIE' }, token: 'k1', loginStatus: 'AUTHORIZED_LOGIN_CHNG_PW_RQD' }));
    fill('newbie', 'x');
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/key=k1$/), { state: { userId: 'NEWBIE' } }));
  });

  it('shows the server message for a locked account and the translated text for a fixed error', async () => {
    let answer: unknown = { loginStatus: 'LOCKED', err: { msg: 'Your account is locked' } };
    renderLight(() => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    fill('ADMIN', 'x');
    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Your account is locked');
    answer = new ApiError({ status: 500, code: 'INTERNAL', message: 'boom', i18nKey: 'errors.generic' });
    // The error shows a moment before the button is enabled again (the submit's `finally`): a click on the disabled
    // button would do nothing, as in a browser; on a busy machine that moment was long enough to fail the test.
    await waitFor(() => expect(screen.getByTestId('signin-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('signin-submit'));
    await waitFor(() => expect(screen.getByTestId('signin-error')).toHaveTextContent(i18n.t('errors.generic')));
  });

  it('shows the message another page left in the history entry, then hides it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      window.history.replaceState({ usr: { message: 'Your password has been changed.' } }, '', '/trucking/session/signin');
      renderLight(() => undefined);
      expect(screen.getByTestId('signin-message')).toHaveTextContent('Your password has been changed.');
      await act(() => vi.advanceTimersByTimeAsync(3100));
      expect(screen.queryByTestId('signin-message')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
