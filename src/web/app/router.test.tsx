// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-errors';
import { LOGIN_PATH_KEY, TOKEN_KEY } from '../lib/session-store';
import { fakeApi, renderApp } from '../test/render-app';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWithExp = (exp: number) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: 'U', exp }))}.sig`;
const liveToken = tokenWithExp(Math.floor(Date.now() / 1000) + 3600);

const profile = {
  user: {
    usrId: 'OPS1',
    usrName: 'Budi',
    accnId: 'TO1',
    accnName: 'PT Truk Jaya',
    accnType: 'ACC_TYPE_TO',
    accnStatus: 'A',
    authorities: [],
  },
  token: liveToken,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('routes', () => {
  it('sends a visitor without a token to sign-in with the intended URL', async () => {
    const { router } = renderApp('/general/landing/workbench?tab=2', fakeApi(() => profile).client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/general/landing/workbench?tab=2')}`);
  });

  it('treats an expired token as signed out', async () => {
    localStorage.setItem(TOKEN_KEY, tokenWithExp(Math.floor(Date.now() / 1000) - 10));
    const { router } = renderApp('/general/landing/workbench', fakeApi(() => profile).client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('uses the stored login path for the guard', async () => {
    localStorage.setItem(LOGIN_PATH_KEY, '/session/signin/back-to-login');
    const { router } = renderApp('/general/landing/workbench', fakeApi(() => profile).client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin/back-to-login'));
  });

  it('redirects / to the workbench', async () => {
    sessionStorage.setItem(TOKEN_KEY, liveToken);
    const { router } = renderApp('/', fakeApi(() => profile).client);
    expect(await screen.findByTestId('workbench-user')).toHaveTextContent('Signed in as Budi (PT Truk Jaya)');
    expect(router.state.location.pathname).toBe('/general/landing/workbench');
    expect(screen.getByRole('heading', { name: 'Workbench' })).toBeInTheDocument();
  });

  it('redirects unknown paths to the 404 page', async () => {
    const { router } = renderApp('/no/such/page', fakeApi(() => undefined).client);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/404');
  });

  it('shows the spec text on the timeout page and goes home to the login path', async () => {
    sessionStorage.setItem(TOKEN_KEY, liveToken);
    const { router } = renderApp('/session/timeout', fakeApi(() => undefined).client);
    expect(await screen.findByTestId('timeout-message')).toHaveTextContent(
      'You have been logged out due to expired or multiple sessions. Please click Home button to log in.',
    );
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    fireEvent.click(screen.getByTestId('timeout-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
  });

  it('shows the spec text on the no-permission page', async () => {
    renderApp('/session/nopermission', fakeApi(() => undefined).client);
    expect(await screen.findByTestId('no-permission-message')).toHaveTextContent('You are not authorized to access this page.');
    expect(screen.getByTestId('no-permission-action')).toHaveTextContent('Back');
  });

  it('signs out: calls logout, clears the token, returns to sign-in', async () => {
    localStorage.setItem(TOKEN_KEY, liveToken);
    const { client, call } = fakeApi((path) => (path.endsWith('/logout') ? undefined : profile));
    const { router } = renderApp('/general/landing/workbench', client);
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('user-menu-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
    expect(call).toHaveBeenCalledWith('POST', '/api/v1/lintas/trucking/auth/logout', undefined);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('treats a failed profile load as signed out', async () => {
    sessionStorage.setItem(TOKEN_KEY, liveToken);
    const { client } = fakeApi(() => {
      throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such user' });
    });
    const { router } = renderApp('/general/landing/workbench', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session and offers a retry when offline', async () => {
    sessionStorage.setItem(TOKEN_KEY, liveToken);
    const { client } = fakeApi(() => {
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Please check your internet connection!',
        i18nKey: 'errors.network',
      });
    });
    renderApp('/general/landing/workbench', client);
    expect(await screen.findByTestId('profile-error')).toHaveTextContent('Please check your internet connection!');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(liveToken);
  });
});
