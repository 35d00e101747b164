// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

const LOGIN = '/api/v1/lintas/trucking/auth/login';
const token = liveToken('BUDI');
const profile = profileOf({ usrId: 'BUDI', usrName: 'Budi Santoso' });

function loginResult(loginStatus: string, extra: Record<string, unknown> = {}) {
  return { user: profile.user, token: null, loginStatus, err: null, ...extra };
}

/** Answers the shell's calls; `login` answers each sign-in attempt in turn. */
function server(login: (call: FakeCall, attempt: number) => unknown, other: (call: FakeCall) => unknown = () => undefined) {
  let attempt = 0;
  return fakeFetchClient((call) => {
    if (call.url === LOGIN) return { body: login(call, attempt++) };
    const answer = other(call);
    if (answer !== undefined) return { body: answer };
    if (call.url.startsWith('/api/co/cac/profile')) return { body: profile };
    if (call.url.endsWith('/auth/menu')) return { body: [] };
    if (call.url.endsWith('/announcements/active')) return { body: [] };
    if (call.url.endsWith('/dashboard')) return { body: { tabs: [], cards: [] } };
    return undefined;
  });
}

function submit(id = 'budi', password = 'Secret#123') {
  fireEvent.change(screen.getByTestId('signin-userid'), { target: { value: id } });
  fireEvent.change(screen.getByTestId('signin-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('signin-submit'));
}

const logins = (calls: FakeCall[]) => calls.filter((c) => c.url === LOGIN).map((c) => c.body);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sign-in statuses', () => {
  it('USER_SESSION_EXISTING: Yes signs in again with force and lands on the workbench', async () => {
    const { client, calls } = server((_call, attempt) =>
      attempt === 0
        ? loginResult('USER_SESSION_EXISTING', { err: { msg: 'You are already signed in elsewhere.' } })
        : loginResult('AUTHORIZED_LOGIN', { token }),
    );
    const { router } = renderApp('/session/signin', client);
    submit();
    expect(await screen.findByTestId('confirm-message')).toHaveTextContent('You are already signed in elsewhere.');
    fireEvent.click(screen.getByTestId('confirm-yes'));

    expect(await screen.findByTestId('workbench-user')).toHaveTextContent('Budi Santoso');
    expect(router.state.location.pathname).toBe('/general/landing/workbench');
    expect(logins(calls)).toEqual([
      { id: 'BUDI', password: 'Secret#123', isRememberMe: false },
      { id: 'BUDI', password: 'Secret#123', isRememberMe: false, force: true },
    ]);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('USER_SESSION_EXISTING: No stays on sign-in without another call', async () => {
    const { client, calls } = server(() => loginResult('USER_SESSION_EXISTING', { err: { msg: 'Taken over?' } }));
    const { router } = renderApp('/session/signin', client);
    submit();
    fireEvent.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/session/signin');
    expect(logins(calls)).toHaveLength(1);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('AUTHORIZED_LOGIN_CHNG_PW_RQD opens the forced change with the key and user id, storing no token', async () => {
    const { client } = server(() => loginResult('AUTHORIZED_LOGIN_CHNG_PW_RQD', { token: 'change-key-1' }));
    const { router } = renderApp('/session/signin', client);
    submit();
    expect(await screen.findByTestId('force-userid')).toHaveValue('BUDI');
    expect(screen.getByTestId('force-userid')).toHaveAttribute('readonly');
    expect(router.state.location.pathname).toBe('/session/force-change-password');
    expect(router.state.location.search).toBe('?key=change-key-1');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('AUTHORIZED_REG opens the company registration read-only with the access answered, storing no token', async () => {
    const regId = 'REGxx0123456789abcde';
    const reg = (call: FakeCall) =>
      call.url === `/api/register/${regId}` && call.headers['x-registration-secret'] === 'read-access-1'
        ? {
            accnrId: regId,
            approvalState: 'C',
            readOnly: true,
            portalAccn: { accnDetails: { accnName: 'PT Depot Baru', TMstAccnType: { atypId: 'ACC_TYPE_SP' } } },
            coreUsr: null,
            services: ['DEPOT'],
            adminTabEnabled: true,
            supDocsEnabled: true,
          }
        : undefined;
    const lists = (call: FakeCall) => (call.url === '/api/accountTypes/all' || call.url === '/api/country/all' ? [] : undefined);
    const { client, calls } = server(
      () =>
        loginResult('AUTHORIZED_REG', {
          err: { msg: 'Your company registration is not complete yet' },
          registration: { regId, access: 'read-access-1' },
        }),
      (call) => reg(call) ?? lists(call),
    );
    const { router } = renderApp('/session/signin', client);
    submit();
    expect(await screen.findByTestId('registration-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/session/register/${regId}`);
    expect(screen.getByTestId('reg-state')).toHaveTextContent('Pending account activation');
    expect(screen.getByTestId('reg-read-only')).toBeInTheDocument();
    expect(screen.getByTestId('field-accnDetails.accnName')).toHaveValue('PT Depot Baru');
    expect(screen.getByTestId('field-accnDetails.accnName')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('reg-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reg-submit')).not.toBeInTheDocument();
    expect(logins(calls)).toHaveLength(1);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('AUTHORIZED_REG without a registration shows the server text', async () => {
    const { client } = server(() =>
      loginResult('AUTHORIZED_REG', { err: { msg: 'Your company registration is not complete yet' }, registration: null }),
    );
    renderApp('/session/signin', client);
    submit();
    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Your company registration is not complete yet');
  });

  it('other statuses show the server text under the password field', async () => {
    const { client } = server(() =>
      loginResult('ACCOUNT_SUSPENDED', { user: null, err: { msg: 'Your company account is suspended' } }),
    );
    renderApp('/session/signin', client);
    submit();
    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Your company account is suspended');
  });

  it('lands a remembered sign-in on the redirect and keeps the token in localStorage', async () => {
    const { client } = server(() => loginResult('AUTHORIZED_LOGIN', { token }));
    const { router } = renderApp('/session/signin?redirect=%2Fhelp', client);
    fireEvent.click(screen.getByTestId('signin-remember'));
    submit();
    expect(await screen.findByTestId('help-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });
});
