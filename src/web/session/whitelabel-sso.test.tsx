// @vitest-environment jsdom
import '../test/dom-setup';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-errors';
import { LOGIN_PATH_KEY, TOKEN_KEY } from '../lib/session-store';
import { fakeApi, renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { WHITELABEL_IMAGE_DELAY_MS } from './whitelabel-login-page';

const brand = { name: 'nusantara', displayName: 'Nusantara Logistik', mimeType: 'image/png', data: 'iVBORw0KGgo=' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('white-label sign-in', () => {
  it('shows the sign-in form, stores its login path and fades the image in after 1000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client } = fakeApi((path) => (path === '/api/v1/lintas/whitelabel/nusantara' ? brand : undefined));
    renderApp('/nusantara/login', client);
    expect(await screen.findByTestId('whitelabel-name')).toHaveTextContent('Nusantara Logistik');
    expect(screen.getByTestId('signin-userid')).toBeInTheDocument();
    expect(localStorage.getItem(LOGIN_PATH_KEY)).toBe('/nusantara/login');
    expect(screen.queryByTestId('whitelabel-bg')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(WHITELABEL_IMAGE_DELAY_MS - 50));
    expect(screen.queryByTestId('whitelabel-bg')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    const bg = await screen.findByTestId('whitelabel-bg');
    expect(bg.style.backgroundImage).toContain('data:image/png;base64,iVBORw0KGgo=');
    expect(WHITELABEL_IMAGE_DELAY_MS).toBe(1000);
  });

  it('shows the 404 page for an unknown brand and keeps the login path', async () => {
    const { client } = fakeApi(() => {
      throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such brand' });
    });
    const { router } = renderApp('/nobody/login', client);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/404');
    expect(localStorage.getItem(LOGIN_PATH_KEY)).toBeNull();
  });

  it('never treats /session as a brand', async () => {
    const { client, call } = fakeApi(() => undefined);
    const { router } = renderApp('/session/login', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/404'));
    expect(call).not.toHaveBeenCalledWith('GET', '/api/v1/lintas/whitelabel/session');
  });
});

describe('SSO', () => {
  it('without a token goes to sign-in', async () => {
    const { client, call } = fakeApi(() => undefined);
    const { router } = renderApp('/session/sso', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
    expect(call).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
  });

  it('a refused token goes to sign-in', async () => {
    const { client } = fakeApi((path) =>
      path.endsWith('/auth/sso') ? { user: null, token: null, loginStatus: 'UNAUTHENTICATED', err: { msg: 'bad' } } : undefined,
    );
    const { router } = renderApp('/session/sso?token=abc', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('an accepted token is stored for the tab and the user goes home', async () => {
    const session = liveToken();
    const profile = profileOf({});
    const { client, call } = fakeApi((path) => {
      if (path.endsWith('/auth/sso')) return { user: profile.user, token: session, loginStatus: 'AUTHORIZED_LOGIN', err: null };
      if (path.startsWith('/api/co/cac/profile')) return profile;
      return undefined;
    });
    const { router } = renderApp('/session/sso?token=sso-1', client);
    expect(await screen.findByTestId('workbench-user')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/general/landing/workbench');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(session);
    expect(call).toHaveBeenCalledWith('POST', '/api/v1/lintas/trucking/auth/sso', { token: 'sso-1' });
  });
});
