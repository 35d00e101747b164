// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rentalDetail, rentalList } from '../../domain/rentals/rentals';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const API = '/api/v1/lintas/trucking/rentals';
const RENTER = {
  usrId: 'CO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO0001',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.create'],
};
const OPERATOR = {
  usrId: 'TO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_TO',
  accnId: 'TO0001',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.operate'],
};

const row = {
  rentalId: 'RNT000001',
  renterAccnId: 'CO0001',
  renterName: 'PT Kargo Nusantara',
  toAccnId: 'TO0001',
  toName: 'PT Truk Jaya',
  vehicleType: 'WINGBOX',
  truckCount: 2,
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  rentalType: 'PTD',
  pickupLocId: 'LOC001',
  pickupName: 'Gudang Cikarang',
  state: 'REQ',
  currency: null,
  unitPrice: null,
  total: null,
  jobId: null,
  jobState: null,
  createdAt: '2026-11-20T01:00:00Z',
  version: 1,
  actions: [],
} as const;

const rental = (over: Record<string, unknown> = {}) =>
  wire(rentalDetail, {
    ...row,
    units: 5,
    remarks: null,
    quoteNote: null,
    reason: null,
    requestedBy: 'CO1',
    quotedAt: null,
    acceptedAt: null,
    startedAt: null,
    completedAt: null,
    trucks: [],
    paid: false,
    actions: ['quote', 'decline'],
    ...over,
  } as never);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the rentals list', () => {
  it("shows the server's rows with their states, and the renter's New request", async () => {
    const list = wire(rentalList, {
      draw: 1,
      iTotalRecords: 2,
      iTotalDisplayRecords: 2,
      aaData: [
        { ...row, actions: [] },
        {
          ...row,
          rentalId: 'RNT000002',
          state: 'ACC',
          currency: 'IDR',
          unitPrice: '1500000',
          total: '15000000',
          jobId: 'JOB000010',
          jobState: 'ACP',
          version: 3,
          actions: [],
        },
      ],
    });
    const { client, calls } = signedInServer(RENTER, ({ url }) => (url.startsWith(`${API}?`) ? { body: list } : undefined));
    renderApp('/administrations/truckrental', client);
    const rows = await within(await screen.findByTestId('rentals-list', {}, { timeout: 20_000 })).findAllByTestId('rentals-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('rental-state-RNT000001')).toHaveAttribute('data-state', 'REQ');
    expect(screen.getByTestId('rental-state-RNT000002')).toHaveTextContent('Accepted');
    expect(rows[1]).toHaveTextContent('Rp 15.000.000');
    expect(screen.getByTestId('rentals-new')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(`${API}?`))).toBe(true);
  }, 60_000);

  it('the same screen under /administrations/rental-management; an operator has no New request', async () => {
    const list = wire(rentalList, { draw: 1, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [{ ...row, actions: [] }] });
    const { client } = signedInServer(OPERATOR, ({ url }) => (url.startsWith(`${API}?`) ? { body: list } : undefined));
    renderApp('/administrations/rental-management', client);
    expect(await screen.findAllByTestId('rentals-row', {}, { timeout: 20_000 })).toHaveLength(1);
    expect(screen.getByText('Rental requests')).toBeInTheDocument();
    expect(screen.queryByTestId('rentals-new')).toBeNull();
  }, 60_000);
});

describe('a rental viewed', () => {
  it("shows the server's actions only; the quote dialog posts the unit price with the version read", async () => {
    const { client, calls } = signedInServer(OPERATOR, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/RNT000001/quote`)
        return {
          body: rental({
            state: 'QUO',
            currency: 'IDR',
            unitPrice: '1500000',
            total: '15000000',
            version: 2,
            actions: ['quote', 'decline'],
          }),
        };
      if (url === `${API}/RNT000001`) return { body: rental() };
      return undefined;
    });
    renderApp('/administrations/truckrental/view/RNT000001', client);
    await screen.findByTestId('rental-price', {}, { timeout: 20_000 });
    const actions = within(screen.getByTestId('rental-actions'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));
    expect(actions).toEqual(['rental-quote', 'rental-decline']);
    expect(screen.queryByTestId('rental-accept')).toBeNull();
    expect(screen.queryByTestId('rental-assign')).toBeNull();
    expect(screen.getByTestId('rental-state')).toHaveAttribute('data-state', 'REQ');
    expect(screen.getByTestId('rental-not-quoted')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('rental-quote'));
    fireEvent.change(await screen.findByTestId('rental-quote-price'), { target: { value: '1500000' } });
    fireEvent.click(screen.getByTestId('rental-quote-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/quote'))?.body).toEqual({
        version: 1,
        currency: 'IDR',
        unitPrice: '1500000',
        quoteNote: null,
      }),
    );
    // The answer shows: the price worked out (per truck per day: price × 5 days × 2 trucks).
    expect(await screen.findByTestId('rental-breakdown')).toHaveTextContent('Rp 1.500.000 × 5 × 2 = Rp 15.000.000');
    expect(screen.getByTestId('rental-state')).toHaveAttribute('data-state', 'QUO');
  }, 60_000);

  it('an accepted rental links to its job; a lost race (409) shows the conflict alert with Reload', async () => {
    const accepted = rental({
      state: 'ASG',
      currency: 'IDR',
      unitPrice: '1500000',
      total: '15000000',
      jobId: 'JOB000010',
      jobState: 'ASG',
      version: 4,
      trucks: [
        { seq: 1, truckId: 'TRK001', driverId: 'DRV001', charge: '7500000' },
        { seq: 2, truckId: 'TRK002', driverId: 'DRV002', charge: '7500000' },
      ],
      actions: ['assign', 'start'],
    });
    const { client, calls } = signedInServer(OPERATOR, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/RNT000001/start`)
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'Someone changed this rental at the same time: reload it' },
            message: 'Someone changed this rental at the same time: reload it',
          },
        };
      if (url === `${API}/options`) return { body: { operators: [], locations: [], trucks: [], drivers: [] } };
      if (url === `${API}/RNT000001`) return { body: accepted };
      return undefined;
    });
    renderApp('/administrations/truckrental/view/RNT000001', client);
    expect(await screen.findByTestId('rental-job', {}, { timeout: 20_000 })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/view\/JOB000010$/),
    );
    expect(screen.getAllByTestId('rental-truck-row')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('rental-start'));
    expect(await screen.findByTestId('rental-conflict')).toHaveTextContent('Someone changed this rental');
    expect(calls.find((c) => c.url.endsWith('/start'))?.body).toEqual({ version: 4 });
    const reads = calls.filter((c) => c.url === `${API}/RNT000001`).length;
    fireEvent.click(screen.getByTestId('rental-reload'));
    await waitFor(() => expect(calls.filter((c) => c.url === `${API}/RNT000001`).length).toBeGreaterThan(reads));
    expect(screen.queryByTestId('rental-conflict')).toBeNull();
  }, 60_000);
});
