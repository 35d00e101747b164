// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaseDetail, leaseList } from '../../domain/leasing/leasing';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const API = '/api/v1/lintas/trucking/leasing';
const OPERATOR = {
  usrId: 'TO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_TO',
  accnId: 'TO0001',
  permissions: ['dashboard.view', 'jobs.read', 'fleet.manage'],
};
const PROVIDER = {
  usrId: 'LEASE1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_SP',
  accnId: 'SP0003',
  permissions: ['dashboard.view', 'accounts.profile'],
};
const PLATFORM = {
  usrId: 'OPADMIN',
  authorities: ['SP_OP_ADMIN'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'jobs.readAll'],
};
const OPTIONS = { providers: [{ value: 'SP0003', desc: 'PT Armada Sewa Finance' }] };

const row = {
  applicationId: 'LA2611270001',
  toAccnId: 'TO0001',
  toName: 'PT Truk Nusantara',
  providerAccnId: 'SP0003',
  providerName: 'PT Armada Sewa Finance',
  vehicleType: 'PRIME_MOVER',
  truckCount: 3,
  startDate: '2027-01-01',
  months: 12,
  endDate: '2027-12-31',
  state: 'SUB',
  currency: 'IDR',
  wantedPrice: '18000000.00',
  monthlyPrice: null,
  total: null,
  createdAt: '2026-11-20T01:00:00Z',
  version: 1,
  actions: [],
} as const;

const lease = (over: Record<string, unknown> = {}) =>
  wire(leaseDetail, {
    ...row,
    contactName: 'Bambang Sutrisno',
    contactPhone: '+62 812 8800 1201',
    remarks: null,
    quoteNote: null,
    reason: null,
    appliedBy: 'TO1',
    quotedBy: null,
    quotedAt: null,
    acceptedBy: null,
    acceptedAt: null,
    decidedBy: null,
    decidedAt: null,
    actions: ['quote', 'reject'],
    ...over,
  } as never);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the lease applications list', () => {
  it("shows the server's rows with their states and prices, and the operator's Apply", async () => {
    const list = wire(leaseList, {
      draw: 1,
      iTotalRecords: 2,
      iTotalDisplayRecords: 2,
      aaData: [
        { ...row, actions: [] },
        {
          ...row,
          applicationId: 'LA2611270002',
          state: 'APP',
          monthlyPrice: '17900000.00',
          total: '644400000.00',
          version: 4,
          actions: [],
        },
      ],
    });
    const { client, calls } = signedInServer(OPERATOR, ({ url }) => (url.startsWith(`${API}?`) ? { body: list } : undefined));
    renderApp('/administrations/truckleasing', client);
    const rows = await within(await screen.findByTestId('leases-list', {}, { timeout: 20_000 })).findAllByTestId('leases-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('lease-state-LA2611270001')).toHaveAttribute('data-state', 'SUB');
    expect(screen.getByTestId('lease-state-LA2611270002')).toHaveTextContent('Approved');
    expect(rows[1]).toHaveTextContent('Rp 644.400.000');
    expect(screen.getByText('Truck leasing')).toBeInTheDocument();
    expect(screen.getByTestId('leases-new')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(`${API}?`))).toBe(true);
  }, 60_000);

  it("the platform's list at /opadmin/truckleasing/list filters by provider; no Apply", async () => {
    const list = wire(leaseList, { draw: 1, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [{ ...row, actions: [] }] });
    const { client } = signedInServer(PLATFORM, ({ url }) => {
      if (url === `${API}/options`) return { body: OPTIONS };
      return url.startsWith(`${API}?`) ? { body: list } : undefined;
    });
    renderApp('/opadmin/truckleasing/list', client);
    expect(await screen.findAllByTestId('leases-row', {}, { timeout: 20_000 })).toHaveLength(1);
    expect(screen.getByText('Truck leasing applications')).toBeInTheDocument();
    expect(screen.getByTestId('leases-filter-provider')).toBeInTheDocument();
    expect(screen.queryByTestId('leases-new')).toBeNull();
  }, 60_000);
});

describe('a lease application viewed', () => {
  it("shows the provider the server's actions only; the quote dialog posts the monthly price with the version read", async () => {
    const { client, calls } = signedInServer(PROVIDER, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/LA2611270001/quote`)
        return {
          body: lease({
            state: 'QUO',
            monthlyPrice: '18250000.00',
            total: '657000000.00',
            version: 2,
            actions: ['quote', 'reject'],
          }),
        };
      if (url === `${API}/LA2611270001`) return { body: lease() };
      return undefined;
    });
    renderApp('/administrations/truckleasing/view/LA2611270001', client);
    await screen.findByTestId('lease-price', {}, { timeout: 20_000 });
    const actions = within(screen.getByTestId('lease-actions'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));
    expect(actions).toEqual(['lease-quote', 'lease-reject']);
    expect(screen.getByTestId('lease-not-quoted')).toBeInTheDocument();
    expect(screen.getByTestId('lease-wanted-price')).toHaveTextContent('Rp 18.000.000');
    expect(screen.getByTestId('lease-period')).toHaveTextContent('01/01/2027 – 31/12/2027 (12 months)');

    fireEvent.click(screen.getByTestId('lease-quote'));
    fireEvent.change(await screen.findByTestId('lease-quote-price'), { target: { value: '18250000' } });
    fireEvent.click(screen.getByTestId('lease-quote-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/quote'))?.body).toEqual({
        version: 1,
        monthlyPrice: '18250000',
        quoteNote: null,
      }),
    );
    expect(await screen.findByTestId('lease-breakdown')).toHaveTextContent(
      'Rp 18.250.000 × 3 trucks × 12 months = Rp 657.000.000',
    );
    expect(screen.getByTestId('lease-state')).toHaveAttribute('data-state', 'QUO');
  }, 60_000);

  it('a lost race (409) on accept shows the conflict alert with Reload; withdraw asks for a reason', async () => {
    const quoted = lease({
      state: 'QUO',
      monthlyPrice: '18250000.00',
      total: '657000000.00',
      version: 2,
      actions: ['accept', 'withdraw'],
    });
    const { client, calls } = signedInServer(OPERATOR, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/LA2611270001/accept`)
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'Someone changed this application at the same time: reload it' },
            message: 'Someone changed this application at the same time: reload it',
          },
        };
      if (url === `${API}/LA2611270001`) return { body: quoted };
      return undefined;
    });
    renderApp('/administrations/truckleasing/view/LA2611270001', client);
    fireEvent.click(await screen.findByTestId('lease-accept', {}, { timeout: 20_000 }));
    expect(await screen.findByTestId('lease-conflict')).toHaveTextContent('Someone changed this application');
    expect(calls.find((c) => c.url.endsWith('/accept'))?.body).toEqual({ version: 2 });
    fireEvent.click(screen.getByTestId('lease-withdraw'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Withdraw');
  }, 60_000);
});
