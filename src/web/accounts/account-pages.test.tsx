// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';

const API = '/api/v1/lintas/trucking';
const PLATFORM = {
  authorities: ['SP_OP_ADMIN'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'users.manage', 'sysparam.manage', 'accounts.list', 'accounts.profileAll'],
};
const CO_ADMIN = {
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO1',
  permissions: ['dashboard.view', 'users.manage', 'accounts.list', 'accounts.profile'],
};
const FF_ADMIN = {
  authorities: ['FF_ADMIN'],
  accnType: 'ACC_TYPE_FF',
  accnId: 'FF1',
  permissions: ['dashboard.view', 'users.manage', 'accounts.profile'],
};

const account = {
  accnId: 'CO1',
  accnName: 'PT Kargo',
  accnCoyRegn: '0123456789012345',
  accnStatus: 'A',
  atypId: 'ACC_TYPE_CO',
  atypDesc: 'Cargo owner',
  contactTel: '+62 21 555 1234',
  contactEmail: 'info@kargo.co.id',
  contactFax: null,
  addrLn1: 'Jl. Sudirman 1',
  addrLn2: null,
  addrLn3: null,
  addrCity: 'Jakarta',
  addrProv: 'DKI',
  addrPcode: '10210',
  addrCtry: 'ID',
  updatedAt: null,
  version: 6,
  history: [
    {
      audtEvent: 'ACCOUNT_ACTIVATED',
      audtTimestamp: '2026-03-05T01:02:03Z',
      audtUid: 'OPADMIN',
      audtUname: 'Op',
      audtRemarks: 'ok',
    },
  ],
};

const server = signedInServer;
const page = (rows: unknown[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('companies', () => {
  it('pre-filters the cargo owner list and keeps it in the URL', async () => {
    const { client, calls } = server(PLATFORM, ({ url }) =>
      url.startsWith(`${API}/accounts?`) ? { body: page([account]) } : undefined,
    );
    const { router } = renderApp('/opadmin/accounts/co/list', client);
    const rows = await within(await screen.findByTestId('accounts-list')).findAllByTestId('account-row');
    expect(rows[0]).toHaveTextContent('Active');
    await waitFor(() => expect(router.state.location.search).toBe('?atypId=ACC_TYPE_CO'));
    expect(calls.filter((c) => c.url.startsWith(`${API}/accounts?`)).every((c) => c.url.includes('atypId=ACC_TYPE_CO'))).toBe(
      true,
    );
  });

  it('lets a company administrator edit the own profile, checked with the shared schema', async () => {
    const { client, calls } = server(CO_ADMIN, ({ url, method }) => {
      if (method === 'PUT') return { body: { ...account, version: 7 } };
      return url.startsWith(`${API}/accounts/CO1`) ? { body: account } : undefined;
    });
    const { router } = renderApp('/account/profile/', client);
    fireEvent.click(await screen.findByTestId('profile-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile/edit'));
    expect((await screen.findByTestId('profile-accnName')).tagName).not.toBe('INPUT');
    expect(screen.getByTestId('profile-addrPcode').tagName).toBe('INPUT');
    fireEvent.change(screen.getByTestId('profile-addrPcode'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Use a postal code of 3 to 10 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('profile-addrPcode'), { target: { value: '12190' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.url).toBe(`${API}/accounts/CO1/profile`));
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ addrPcode: '12190', version: 6 });
    expect(body).not.toHaveProperty('accnName');
  });
});

describe('forwarder customers', () => {
  it('turns away users who are not forwarders', async () => {
    const { client } = server(CO_ADMIN, () => undefined);
    const { router } = renderApp('/manageAccountsFfCo/all/list', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
  });

  it("names the customer's company in the breadcrumb trail", async () => {
    const { client } = server(FF_ADMIN, ({ url }) =>
      url === `${API}/ff-customers/FC1`
        ? { body: { ...account, accnId: 'FC1', accnName: 'PT Pelanggan', ffAccnId: 'FF1' } }
        : undefined,
    );
    renderApp('/manageAccountsFfCo/view/FC1/FF1', client);
    const trail = await screen.findByRole('navigation', { name: 'You are here' });
    await waitFor(() => expect(within(trail).getByTestId('breadcrumb-current')).toHaveTextContent('PT Pelanggan'));
    expect(trail).not.toHaveTextContent('FC1');
  });

  it('checks the NPWP before creating a customer', async () => {
    const { client, calls } = server(FF_ADMIN, ({ url }) =>
      url.startsWith(`${API}/ff-customers?`) ? { body: page([]) } : undefined,
    );
    const { router } = renderApp('/manageAccountsFfCo/all/list', client);
    await screen.findByTestId('ffco-list');
    fireEvent.click(screen.getByTestId('ffco-new'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageAccountsFfCo/new/0/FF1'));
    await screen.findByTestId('ffco-form');
    const fill: Record<string, string> = {
      accnName: 'PT Baru',
      accnCoyRegn: '12345',
      contactTel: '+62 21 1234567',
      contactEmail: 'a@baru.co.id',
      addrLn1: 'Jl. A',
      addrCity: 'Bandung',
      addrProv: 'JABAR',
      addrPcode: '40111',
    };
    for (const [f, v] of Object.entries(fill)) fireEvent.change(screen.getByTestId(`ffco-${f}`), { target: { value: v } });
    fireEvent.click(screen.getByTestId('ffco-save'));
    expect(await screen.findByText('Use the 16-digit NPWP tax number')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
