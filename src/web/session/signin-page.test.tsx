// @vitest-environment jsdom
import '../test/dom-setup';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-errors';
import { LANGUAGE_PREFERENCE_KEY, i18n, setLanguage } from '../lib/i18n';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeApi, renderApp } from '../test/render-app';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const liveToken = `${b64url('{"alg":"HS256"}')}.${b64url(
  JSON.stringify({ sub: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 3600 }),
)}.sig`;

const profile = {
  user: {
    usrId: 'ADMIN',
    usrName: 'Siti Admin',
    accnId: 'LINTAS',
    accnName: 'Lintas Platform',
    accnType: 'SP_OP_ADMIN',
    accnStatus: 'A',
    authorities: ['SP_OP_ADMIN'],
  },
  token: liveToken,
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await act(() => setLanguage('en'));
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('sign-in page', () => {
  it('shows the required-field messages on an empty submit and calls nothing', async () => {
    const { client, call } = fakeApi(() => undefined);
    renderApp('/session/signin', client);

    expect(screen.getByText('Lintas')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('signin-submit'));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    // Only the footer's public announcements are fetched; no sign-in call is made.
    expect(call.mock.calls.filter(([method]) => method !== 'GET')).toEqual([]);
  });

  it('switches labels to Bahasa Indonesia and remembers the choice', async () => {
    const { client } = fakeApi(() => undefined);
    renderApp('/session/signin', client);
    expect(screen.getByLabelText(/User ID/)).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'id' } });

    expect(await screen.findByLabelText(/ID Pengguna/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Kata Sandi/)).toBeInTheDocument();
    expect(screen.getByText('Ingat saya')).toBeInTheDocument();
    expect(screen.getByText('Lupa kata sandi?')).toBeInTheDocument();
    expect(screen.getByTestId('signin-submit')).toHaveTextContent('Masuk');
    expect(localStorage.getItem(LANGUAGE_PREFERENCE_KEY)).toBe('id');
    expect(document.documentElement.lang).toBe('id');

    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findAllByText('Kolom ini wajib diisi')).toHaveLength(2);
    expect(i18n.language).toBe('id');
  });

  it('upper-cases the user id as typed and toggles password visibility', async () => {
    const { client } = fakeApi(() => undefined);
    renderApp('/session/signin', client);
    const userId = screen.getByTestId('signin-userid');
    fireEvent.change(userId, { target: { value: 'budi.s' } });
    expect(userId).toHaveValue('BUDI.S');

    const password = screen.getByTestId('signin-password');
    expect(password).toHaveAttribute('type', 'password');
    // Mantine toggles on mouse down (so the input keeps focus).
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('shows the server error text under the password field', async () => {
    const { client, call } = fakeApi(() => ({
      user: null,
      token: null,
      loginStatus: 'UNAUTHENTICATED',
      err: { msg: 'Invalid user id or password' },
    }));
    renderApp('/session/signin', client);
    fireEvent.change(screen.getByTestId('signin-userid'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('signin-submit'));

    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Invalid user id or password');
    expect(call).toHaveBeenCalledWith('POST', '/api/v1/lintas/trucking/auth/login', {
      id: 'ADMIN',
      password: 'wrong',
      isRememberMe: false,
    });
  });

  it('shows a thrown error in the current language', async () => {
    const { client } = fakeApi(() => {
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Please check your internet connection!',
        i18nKey: 'errors.network',
      });
    });
    renderApp('/session/signin', client);
    fireEvent.change(screen.getByTestId('signin-userid'), { target: { value: 'a' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'b' } });
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Please check your internet connection!');
  });

  it('stores the token and goes to the redirect target after AUTHORIZED_LOGIN', async () => {
    const { client } = fakeApi((path) =>
      path.includes('/auth/login') ? { user: {}, token: liveToken, loginStatus: 'AUTHORIZED_LOGIN', err: null } : profile,
    );
    const { router } = renderApp('/session/signin?redirect=%2Fgeneral%2Flanding%2Fworkbench%3Ftab%3Djobs', client);
    fireEvent.change(screen.getByTestId('signin-userid'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('signin-remember'));
    fireEvent.click(screen.getByTestId('signin-submit'));

    expect(await screen.findByTestId('workbench-user')).toHaveTextContent('Signed in as Siti Admin (Lintas Platform)');
    expect(router.state.location.search).toBe('?tab=jobs');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(liveToken);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('ignores a redirect to another site', async () => {
    const { client } = fakeApi((path) =>
      path.includes('/auth/login') ? { user: {}, token: liveToken, loginStatus: 'AUTHORIZED_LOGIN', err: null } : profile,
    );
    const { router } = renderApp('/session/signin?redirect=https%3A%2F%2Fevil.example', client);
    fireEvent.change(screen.getByTestId('signin-userid'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('signin-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/general/landing/workbench'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(liveToken);
  });
});
