// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_PATH_KEY, TOKEN_KEY } from '../lib/session-store';
import { fakeApi, renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

const analytics = {
  accountsByStatus: { A: 7, S: 1 },
  accountsByType: { ACC_TYPE_TO: 4, ACC_TYPE_CO: 3 },
  users: { total: 20, active: 18, locked: 2 },
  signInsLast24h: 31,
  failedSignInsLast24h: 4,
  liveSessions: 9,
};

function signedInAs(authorities: string[]) {
  sessionStorage.setItem(TOKEN_KEY, liveToken());
  const profile = profileOf({ authorities });
  return fakeApi((path) => {
    if (path.startsWith('/api/co/cac/profile')) return profile;
    if (path.endsWith('/dashboard/analytics')) return analytics;
    if (path.endsWith('/auth/menu')) return [];
    return undefined;
  }).client;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('role-guarded routes (spec §6)', () => {
  it('/dashboard/analytics shows the no-permission page without SYS_SUPER_ADMIN', async () => {
    const { router } = renderApp('/dashboard/analytics', signedInAs(['SP_OP_ADMIN', 'ADMIN']));
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/nopermission');
    // The refusal stays inside the app shell (issue 12): the menu and the user menu remain.
    expect(screen.getByTestId('app-shell')).toBeInTheDocument();
  });

  it('/dashboard/analytics shows the figures to a super admin, with translated labels', async () => {
    renderApp('/dashboard/analytics', signedInAs(['SYS_SUPER_ADMIN']));
    expect(await screen.findByTestId('analytics-page')).toBeInTheDocument();
    expect(await screen.findByTestId('analytics-users-total')).toHaveTextContent('20');
    expect(screen.getByTestId('analytics-sessions')).toHaveTextContent('9');
    expect(screen.getByTestId('analytics-by-status')).toHaveTextContent('Active7');
    expect(screen.getByTestId('analytics-by-status')).toHaveTextContent('Suspended1');
    expect(screen.getByTestId('analytics-by-type')).toHaveTextContent('Truck operator4');
  });

  it.each(['/dashboard/analytics-2', '/dashboard/inventory-management'])('%s: no permission without ADMIN', async (path) => {
    const { router } = renderApp(path, signedInAs(['SYS_SUPER_ADMIN']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
  });

  it.each([
    ['/dashboard/analytics-2', 'Company analytics'],
    ['/dashboard/inventory-management', 'Fleet inventory'],
  ])('%s: an admin opens the screen (issue 17)', async (path, title) => {
    const { router } = renderApp(path, signedInAs(['ADMIN']));
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(title) }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('signed-out visitors', () => {
  it('go to the stored white-label login with the intended URL, and back there after signing in', async () => {
    localStorage.setItem(LOGIN_PATH_KEY, '/nusantara/login');
    const token = liveToken();
    const profile = profileOf({ authorities: ['SYS_SUPER_ADMIN'] });
    const { client } = fakeApi((path) => {
      if (path === '/api/v1/lintas/whitelabel/nusantara')
        return { name: 'nusantara', displayName: 'Nusantara Logistik', mimeType: 'image/png', data: 'iVBORw0KGgo=' };
      if (path.endsWith('/auth/login')) return { user: profile.user, token, loginStatus: 'AUTHORIZED_LOGIN', err: null };
      if (path.startsWith('/api/co/cac/profile')) return profile;
      if (path.endsWith('/dashboard/analytics')) return analytics;
      return undefined;
    });
    const { router } = renderApp('/dashboard/analytics', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/nusantara/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/dashboard/analytics')}`);
    expect(await screen.findByTestId('whitelabel-name')).toHaveTextContent('Nusantara Logistik');

    fireEvent.change(screen.getByTestId('signin-userid'), { target: { value: 'root' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByTestId('analytics-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
  });
});
