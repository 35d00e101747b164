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
        { seq: 1, truckId: 'TRK001', plateNo: 'B 9001 TRK', driverId: 'DRV001', driverName: 'Budi Santoso', charge: '7500000' },
        { seq: 2, truckId: 'TRK002', plateNo: 'B 9002 TRK', driverId: 'DRV002', driverName: 'Agus Salim', charge: '7500000' },
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
    // The trucks are named by plate and driver, not by their ids.
    expect(screen.getAllByTestId('rental-truck-plate').map((c) => c.textContent)).toEqual(['B 9001 TRK', 'B 9002 TRK']);
    expect(screen.getAllByTestId('rental-truck-driver')[0]).toHaveTextContent('Budi Santoso');
    fireEvent.click(screen.getByTestId('rental-start'));
    expect(await screen.findByTestId('rental-conflict')).toHaveTextContent('Someone changed this rental');
    expect(calls.find((c) => c.url.endsWith('/start'))?.body).toEqual({ version: 4 });
    const reads = calls.filter((c) => c.url === `${API}/RNT000001`).length;
    fireEvent.click(screen.getByTestId('rental-reload'));
    await waitFor(() => expect(calls.filter((c) => c.url === `${API}/RNT000001`).length).toBeGreaterThan(reads));
    expect(screen.queryByTestId('rental-conflict')).toBeNull();
  }, 60_000);
});

async function choose(testId: string, option: RegExp) {
  fireEvent.click(await screen.findByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const options = {
  operators: [{ value: 'TO0001', desc: 'PT Truk Jaya' }],
  locations: [{ value: 'LOC001', desc: 'Gudang Cikarang' }],
  trucks: [
    { value: 'TRK001', desc: 'B 1234 KJ', vhType: 'VT20FT_BOX', heldBy: null },
    { value: 'TRK002', desc: 'B 2222 KJ', vhType: 'VT20FT_BOX', heldBy: 'JB2026112700004' },
    { value: 'TRK009', desc: 'B 9999 XX', vhType: 'VT40FT_BOX', heldBy: null },
  ],
  drivers: [
    { value: 'DRV001', desc: 'Agus Salim', heldBy: null },
    { value: 'DRV002', desc: 'Budi Held', heldBy: 'JB2026112700004' },
  ],
};

describe('the renter asks for trucks', () => {
  it('checks the period with the shared schema, then posts the request and opens the rental', async () => {
    const { client, calls } = signedInServer(RENTER, ({ url, method }) => {
      if (url === `${API}/options`) return { body: options };
      if (url.includes('/lookups/veh-type')) return { body: [{ value: 'VT20FT_BOX', desc: '20 ft box truck' }] };
      if (method === 'POST' && url === API)
        return { status: 201, body: rental({ vehicleType: 'VT20FT_BOX', actions: ['cancel'] }) };
      if (url === `${API}/RNT000001`) return { body: rental({ vehicleType: 'VT20FT_BOX', actions: ['cancel'] }) };
      return undefined;
    });
    const { router } = renderApp('/administrations/truckrental/new', client);
    await choose('rental-operator', /PT Truk Jaya/);
    await choose('rental-pickup', /Gudang Cikarang/);
    await choose('rental-vehicle-type', /20 ft box truck/);
    fireEvent.change(screen.getByTestId('rental-truck-count'), { target: { value: '2' } });
    const start = screen.getByTestId('rental-start');
    fireEvent.change(start, { target: { value: '05/12/2026' } });
    fireEvent.blur(start);
    const end = screen.getByTestId('rental-end');
    fireEvent.change(end, { target: { value: '01/12/2026' } });
    fireEvent.blur(end);
    await choose('rental-type', /Per truck per day/);
    fireEvent.click(screen.getByTestId('rental-submit'));
    expect(await screen.findByText('The end is before the start')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(end, { target: { value: '10/12/2026' } });
    fireEvent.blur(end);
    fireEvent.click(screen.getByTestId('rental-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        toAccnId: 'TO0001',
        pickupLocId: 'LOC001',
        vehicleType: 'VT20FT_BOX',
        truckCount: 2,
        startDate: '2026-12-05',
        endDate: '2026-12-10',
        rentalType: 'PTD',
        remarks: null,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrations/truckrental/view/RNT000001'));
  }, 60_000);
});

describe('the operator assigns', () => {
  it("offers its trucks of the rental's type and its drivers, and posts one pair per rented truck with the version", async () => {
    const accepted = rental({
      state: 'ACC',
      vehicleType: 'VT20FT_BOX',
      truckCount: 1,
      currency: 'IDR',
      unitPrice: '1500000',
      total: '7500000',
      jobId: 'JOB000010',
      jobState: 'ACP',
      version: 3,
      trucks: [{ seq: 1, truckId: null, plateNo: null, driverId: null, driverName: null, charge: '7500000' }],
      actions: ['assign'],
    });
    const { client, calls } = signedInServer(OPERATOR, ({ url, method }) => {
      if (url === `${API}/options`) return { body: options };
      if (method === 'POST' && url === `${API}/RNT000001/assign`)
        return {
          body: {
            ...accepted,
            state: 'ASG',
            version: 4,
            trucks: [
              {
                ...accepted.trucks[0]!,
                truckId: 'TRK001',
                plateNo: 'B 9001 TRK',
                driverId: 'DRV001',
                driverName: 'Budi Santoso',
              },
            ],
          },
        };
      if (url === `${API}/RNT000001`) return { body: accepted };
      return undefined;
    });
    renderApp('/administrations/truckrental/view/RNT000001', client);
    const assign = await screen.findByTestId('rental-assign', {}, { timeout: 20_000 });
    await waitFor(() => expect(assign).toBeEnabled());
    fireEvent.click(assign);
    fireEvent.click(await screen.findByTestId('rental-assign-truck-0'));
    const free = await screen.findByRole('option', { name: /TRK001/ });
    expect(screen.queryByRole('option', { name: /TRK009/ })).toBeNull();
    // A truck another job holds is not offered either.
    expect(screen.queryByRole('option', { name: /TRK002/ })).toBeNull();
    fireEvent.click(free);
    await choose('rental-assign-driver-0', /Agus Salim/);
    fireEvent.click(screen.getByTestId('rental-assign-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/assign'))?.body).toEqual({
        version: 3,
        trips: [{ truckId: 'TRK001', driverId: 'DRV001' }],
      }),
    );
    expect(await screen.findByTestId('rental-state')).toHaveAttribute('data-state', 'ASG');
  }, 60_000);
});
