// @vitest-environment jsdom
import '../../test/dom-setup';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_PATH_KEY, TOKEN_KEY } from '../../lib/session-store';
import { fakeApi, renderApp } from '../../test/render-app';
import { liveToken, profileOf } from '../../test/tokens';

function signedInAs(user: { authorities: string[]; accnType: string; permissions?: string[] }) {
  sessionStorage.setItem(TOKEN_KEY, liveToken());
  const profile = profileOf(user);
  return fakeApi((path) => {
    if (path.startsWith('/api/co/cac/profile')) return profile;
    if (path.endsWith('/auth/menu')) return [];
    return undefined;
  }).client;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(LOGIN_PATH_KEY, '/session/signin');
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the route table (issue 12): one guard, the refusal inside the shell', () => {
  it('a user without the screen permission gets the in-shell refusal', async () => {
    // A truck operator's officer holds jobs.read but not jobs.create: the job form is not theirs.
    const client = signedInAs({ authorities: ['TO_OPERATION'], accnType: 'ACC_TYPE_TO' });
    const { router } = renderApp('/applications/services/job/truck/new', client);
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/nopermission');
    expect(screen.getByTestId('app-shell')).toBeInTheDocument();
  });

  it('a rule over the company type refuses what the role alone would allow', async () => {
    // The permission alone is not enough: uploading jobs is for the cargo side's companies.
    const client = signedInAs({ authorities: ['OPS_ADMIN_OFFICER'], accnType: 'ACC_TYPE_TO', permissions: ['jobs.create'] });
    const { router } = renderApp('/applications/services/job/upload', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
    expect(await screen.findByTestId('app-shell')).toBeInTheDocument();
  });

  it('the platform-only list refuses a company user manager', async () => {
    const client = signedInAs({ authorities: ['ACCN_ADMIN'], accnType: 'ACC_TYPE_TO' });
    const { router } = renderApp('/manageUsers/users/all/list', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
  });
});
