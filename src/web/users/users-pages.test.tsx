// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userDetail, userRow } from '../../domain/user-responses';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const API = '/api/v1/lintas/trucking';
const PLATFORM = {
  authorities: ['SP_OP_ADMIN'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'users.manage', 'sysparam.manage'],
};
const COMPANY = {
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO1',
  accnName: 'PT Kargo',
  permissions: ['dashboard.view', 'users.manage'],
};

const user = wire(userRow, {
  usrId: 'BUDI',
  usrName: 'Budi',
  usrTitle: null,
  accnId: 'CO1',
  accnName: 'PT Kargo',
  contactEmail: 'budi@example.co.id',
  contactTel: '+62 811 111',
  usrStatus: 'A',
  lockedUntil: '2999-01-01T00:00:00Z',
  activated: false,
  roles: ['OFFICER'],
  updatedAt: '2026-03-01T02:03:04.000Z',
  version: 4,
});

const server = signedInServer;
const page = (rows: unknown[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('users list', () => {
  it('sends the platform filters and shows locked / not activated users', async () => {
    const { client, calls } = server(PLATFORM, ({ url }) =>
      url.startsWith(`${API}/users?`) ? { body: page([user]) } : undefined,
    );
    renderApp('/opadmin/users?accnId=CO1&usrStatus=A&sort=usrName&size=200', client);
    const row = (await within(await screen.findByTestId('users-list')).findAllByTestId('user-row'))[0]!;
    expect(row).toHaveTextContent('PT Kargo');
    expect(row).toHaveTextContent('Officer');
    expect(row).not.toHaveTextContent('OFFICER');
    expect(within(row).getByTestId('user-not-activated')).toHaveTextContent('Not activated yet');
    expect(calls.find((c) => c.url.startsWith(`${API}/users?`))?.url).toBe(
      `${API}/users?start=0&length=200&sort=usrName&order=asc&usrStatus=A&accnId=CO1`,
    );
  });

  it('unlocks a locked user and deactivates after a confirmation', async () => {
    const { client, calls } = server(COMPANY, ({ url, method }) => {
      if (method === 'POST') return { status: 204 };
      return url.startsWith(`${API}/users?`) ? { body: page([user]) } : undefined;
    });
    renderApp('/manageUsers/user/list', client);
    fireEvent.click(await screen.findByTestId('user-action-unlock'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === `${API}/users/BUDI/unlock`)).toBe(true));
    fireEvent.click(await screen.findByTestId('user-action-deactivate'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls.find((c) => c.url === `${API}/users/BUDI/deactivate`)?.body).toEqual({ version: 4 }));
  });

  it('shows a deactivation refused as stale (409) in the conflict alert; Reload reads the list again', async () => {
    const { client, calls } = server(COMPANY, ({ url, method }) => {
      if (method === 'POST')
        return { status: 409, body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'Changed by someone else' } } };
      return url.startsWith(`${API}/users?`) ? { body: page([user]) } : undefined;
    });
    renderApp('/manageUsers/user/list', client);
    fireEvent.click(await screen.findByTestId('user-action-deactivate'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    const alert = await screen.findByTestId('users-conflict');
    expect(alert).toHaveTextContent('Changed by someone else');
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${API}/users?`)).length;
    const before = reads();
    fireEvent.click(within(alert).getByTestId('users-reload'));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByTestId('users-conflict')).toBeNull();
  });
});

describe('user form', () => {
  it('names the user in the breadcrumb trail', async () => {
    const { client } = server(COMPANY, ({ url }) => {
      if (url.startsWith(`${API}/roles`)) return { body: [{ value: 'OFFICER', desc: 'Officer' }] };
      if (url.startsWith(`${API}/users/BUDI`))
        return { body: wire(userDetail, { ...user, usrPassNid: null, atypId: 'ACC_TYPE_CO' }) };
      return undefined;
    });
    renderApp('/manageUsers/user/view/BUDI', client);
    const trail = await screen.findByRole('navigation', { name: 'You are here' });
    await waitFor(() => expect(within(trail).getByTestId('breadcrumb-current')).toHaveTextContent('Budi'));
    expect(trail).not.toHaveTextContent('BUDI');
    // Read-only values are text: the roles too, not disabled checkboxes.
    await waitFor(() => expect(screen.getByTestId('user-roles')).toHaveTextContent('Officer (OFFICER)'));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers the roles from /roles for the own company and validates with the shared schema', async () => {
    const { client, calls } = server(COMPANY, ({ url, method }) => {
      if (url.startsWith(`${API}/roles?atypId=ACC_TYPE_CO`))
        return {
          body: [
            { value: 'ACCN_ADMIN', desc: 'Administrator' },
            { value: 'OFFICER', desc: 'Officer' },
          ],
        };
      if (method === 'POST' && url === `${API}/users`) return { status: 201, body: { usrId: 'SARI' } };
      return undefined;
    });
    const { router } = renderApp('/manageUsers/user/new', client);
    await screen.findByTestId('user-role-OFFICER');
    expect(screen.getByTestId('user-role-ACCN_ADMIN')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('user-usrId'), { target: { value: 'sari' } });
    fireEvent.change(screen.getByTestId('user-usrName'), { target: { value: 'Sari' } });
    fireEvent.change(screen.getByTestId('user-contactEmail'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByTestId('user-contactTel'), { target: { value: '+62 812 3456' } });
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('user-contactEmail'), { target: { value: 'sari@example.co.id' } });
    fireEvent.click(screen.getByTestId('user-role-OFFICER'));
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        usrId: 'SARI',
        roles: ['OFFICER'],
        contactEmail: 'sari@example.co.id',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageUsers/user/list'));
  });

  it('asks the platform for the company first, then offers the roles of its type', async () => {
    const { client, calls } = server(PLATFORM, ({ url }) => {
      if (url.startsWith(`${API}/accounts/FF0001`))
        return { body: { accnId: 'FF0001', accnName: 'PT Cepat', atypId: 'ACC_TYPE_FF' } };
      if (url.startsWith(`${API}/roles?atypId=ACC_TYPE_FF`)) return { body: [{ value: 'FF_ADMIN', desc: 'Forwarder admin' }] };
      return undefined;
    });
    renderApp('/opadmin/user/new', client);
    fireEvent.change(await screen.findByTestId('user-accnId'), { target: { value: 'ff0001' } });
    expect(await screen.findByTestId('user-role-FF_ADMIN', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(`${API}/roles?atypId=ACC_TYPE_FF`))).toBe(true);
  });

  it('shows server field errors under the fields and a 409 with reload', async () => {
    let put = 0;
    const { client } = server(COMPANY, ({ url, method }) => {
      if (url.startsWith(`${API}/roles`)) return { body: [{ value: 'OFFICER', desc: 'Officer' }] };
      if (method === 'PUT') {
        put += 1;
        return put === 1
          ? { status: 400, body: { status: 'VALIDATION_FAILED', message: { contactEmail: 'Already used' } } }
          : { status: 409, body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'Changed by someone else' } } };
      }
      if (url.startsWith(`${API}/users/BUDI`))
        return { body: wire(userDetail, { ...user, usrPassNid: null, atypId: 'ACC_TYPE_CO' }) };
      return undefined;
    });
    renderApp('/manageUsers/user/edit/BUDI', client);
    expect(await screen.findByTestId('user-usrName')).toHaveValue('Budi');
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByTestId('user-conflict')).toHaveTextContent('Changed by someone else');
  });
});
