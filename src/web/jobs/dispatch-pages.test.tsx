// @vitest-environment jsdom
import '../test/dom-setup';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { TOKEN_KEY } from '../lib/session-store';
import { type FakeCall, signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';

configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking';
const TO = {
  usrId: 'TO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_TO',
  accnId: 'TO0001',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.operate'],
};
const CO = { ...TO, usrId: 'CO1', accnType: 'ACC_TYPE_CO', accnId: 'CO0001', permissions: ['jobs.read', 'jobs.create'] };

const trip = (jobId: string, tripId: number) => ({
  tripId,
  jobId,
  seq: 1,
  tripType: 'M',
  vehicleType: 'VT20FT_BOX',
  containerNo: null,
  sizeType: null,
  pickupLocId: 'LOC-CO1-CIKARANG',
  pickupLocName: 'Pabrik Sumber Makmur Cikarang',
  pickupLocCity: 'Bekasi',
  pickupAt: '2026-11-24T02:00:00Z',
  driverId: null,
  truckId: null,
  chsId: null,
  drops: [
    {
      dropId: tripId * 10,
      tripId,
      seq: 1,
      locId: 'LOC-CO1-KARAWANG',
      locName: 'Pusat Distribusi Karawang',
      locCity: 'Karawang',
      dropAt: '2026-11-24T05:00:00Z',
      deliveredAt: null,
    },
  ],
});
const assignable = (jobId: string, tripId: number, over: Record<string, unknown> = {}) => ({
  jobId,
  jobState: 'ACP',
  version: 3,
  customerAccnId: 'CO0001',
  customerName: 'PT Sumber Makmur Abadi',
  customerRef: `REF-${jobId.slice(-1)}`,
  blNo: null,
  containers: null,
  pickupAt: '2026-11-24T02:00:00Z',
  createdAt: '2026-11-23T01:00:00Z',
  trips: [trip(jobId, tripId)],
  ...over,
});
const page = (rows: unknown[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

const JOB_A = 'JB2026112300011';
const JOB_B = 'JB2026112300012';

/** The lookups of the fleet: two drivers, two trucks of the trip's type, no chassis. */
function fleet(url: string) {
  if (url.startsWith(`${API}/lookups/driver`))
    return {
      body: [
        { value: 'DRV-1', desc: 'Agus Wijaya - SIM1' },
        { value: 'DRV-2', desc: 'Joko Susilo - SIM2' },
      ],
    };
  if (url.startsWith(`${API}/lookups/truck`))
    return url.includes('vhType=VT20FT_BOX')
      ? {
          body: [
            { value: 'TRK-1', desc: 'B 9105 TNA - VT20FT_BOX' },
            { value: 'TRK-2', desc: 'B 9106 TNA - VT20FT_BOX' },
          ],
        }
      : { body: [] };
  if (url.startsWith(`${API}/lookups/veh-type`)) return { body: [{ value: 'VT20FT_BOX', desc: '20 ft box truck' }] };
  return undefined;
}

const server = (me: object, route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) =>
  signedInServer(me, route, (call) => fleet(call.url));

async function choose(testId: string, option: RegExp) {
  fireEvent.click(await screen.findByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(async () => {
  await act(() => setLanguage('en'));
  sessionStorage.clear();
});

describe('bulk assignment screen', { timeout: 30_000 }, () => {
  it('picks driver and truck per trip, sends the ticked jobs in one call and shows the field errors in place', async () => {
    let posts = 0;
    const { client, calls } = server(TO, ({ url, method }) => {
      if (url.startsWith(`${API}/jobs/assignable?`)) return { body: page([assignable(JOB_A, 11), assignable(JOB_B, 12)]) };
      if (method === 'POST' && url === `${API}/jobs/assign`) {
        posts++;
        if (posts === 1)
          return {
            status: 400,
            body: {
              status: 'VALIDATION_FAILED',
              err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
              message: { 'jobs.1.trips.0.truckId': "This truck's vehicle type is not the one the trip asks for" },
            },
          };
        return { body: { jobs: [{ jobId: JOB_A, jobState: 'ASG' }] } };
      }
      return undefined;
    });
    renderApp('/applications/services/job/to/assign', client);
    const rowA = await screen.findByText(JOB_A);
    expect(
      screen.getAllByText(/Pabrik Sumber Makmur Cikarang \(Bekasi\).*→ Pusat Distribusi Karawang \(Karawang\)/),
    ).toHaveLength(2);
    expect(rowA.closest('tr')).toHaveTextContent('Accepted');
    expect(screen.getByTestId('bulk-assign')).toBeDisabled();
    // Trucks are asked for of the trip's vehicle type and unassigned, drivers ready.
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/lookups/truck?vhType=VT20FT_BOX&vhState=UNASSIGNED'))).toBe(true),
    );
    expect(calls.some((c) => c.url.includes('/lookups/driver?drvState=RDY'))).toBe(true);

    await choose(`bulk-driver-${JOB_A}-1`, /Agus Wijaya/);
    await choose(`bulk-truck-${JOB_A}-1`, /B 9105 TNA/);
    await choose(`bulk-driver-${JOB_B}-1`, /Joko Susilo/);
    await choose(`bulk-truck-${JOB_B}-1`, /B 9106 TNA/);
    expect(screen.getByTestId('bulk-selected')).toHaveTextContent('2 selected');
    fireEvent.click(screen.getByTestId('bulk-assign'));

    await waitFor(() => expect(posts).toBe(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      jobs: [
        { jobId: JOB_A, version: 3, trips: [{ tripId: 11, driverId: 'DRV-1', truckId: 'TRK-1', chsId: null }] },
        { jobId: JOB_B, version: 3, trips: [{ tripId: 12, driverId: 'DRV-2', truckId: 'TRK-2', chsId: null }] },
      ],
    });
    // The error of job 1 (the second sent), trip 0, is shown under that trip's truck.
    expect(await screen.findByTestId('bulk-error')).toHaveTextContent(`Jobs to correct: ${JOB_B}`);
    const tripB = screen.getByTestId(`bulk-trip-${JOB_B}-1`);
    expect(within(tripB).getByText("This truck's vehicle type is not the one the trip asks for")).toBeInTheDocument();
    expect(within(screen.getByTestId(`bulk-trip-${JOB_A}-1`)).queryByText(/vehicle type/)).toBeNull();

    // Untick job B and assign job A alone.
    fireEvent.click(screen.getByTestId(`bulk-select-${JOB_B}`));
    fireEvent.click(screen.getByTestId('bulk-assign'));
    await waitFor(() => expect(posts).toBe(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      jobs: [{ jobId: JOB_A, version: 3, trips: [{ tripId: 11, driverId: 'DRV-1', truckId: 'TRK-1', chsId: null }] }],
    });
    expect(await screen.findByText('Jobs assigned: 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bulk-selected')).toHaveTextContent('Tick at least one job'));
  });

  it('a 409 says nothing was assigned, with the reason, and reads the list again', async () => {
    let reads = 0;
    const { client } = server(TO, ({ url, method }) => {
      if (url.startsWith(`${API}/jobs/assignable?`)) {
        reads++;
        return { body: page([assignable(JOB_A, 11)]) };
      }
      if (method === 'POST' && url === `${API}/jobs/assign`)
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'The driver, truck or chassis is already on another job' },
            message: 'The driver, truck or chassis is already on another job',
          },
        };
      return undefined;
    });
    renderApp('/applications/services/job/to/assign', client);
    await choose(`bulk-driver-${JOB_A}-1`, /Agus Wijaya/);
    await choose(`bulk-truck-${JOB_A}-1`, /B 9105 TNA/);
    const before = reads;
    fireEvent.click(screen.getByTestId('bulk-assign'));
    expect(await screen.findByTestId('bulk-conflict')).toHaveTextContent(
      'Nothing was assigned: The driver, truck or chassis is already on another job. The list has been reloaded',
    );
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    // The picks of a job that did not change stay, to correct and send again.
    expect(screen.getByTestId('bulk-selected')).toHaveTextContent('1 selected');
  });

  it('is reached from the operator’s job list, and refused to a cargo owner', async () => {
    const { client } = server(TO, ({ url }) =>
      url.startsWith(`${API}/jobs?`) || url.startsWith(`${API}/jobs/assignable?`) ? { body: page([]) } : undefined,
    );
    const operator = renderApp('/applications/services/job/to/truck', client);
    fireEvent.click(await screen.findByTestId('jobs-assign-many'));
    await waitFor(() => expect(operator.router.state.location.pathname).toBe('/applications/services/job/to/assign'));
    expect(await screen.findByTestId('bulk-list')).toBeInTheDocument();
    operator.unmount();

    const co = server(CO, ({ url }) => (url.startsWith(`${API}/jobs?`) ? { body: page([]) } : undefined));
    const view = renderApp('/applications/services/job/coff/truck', co.client);
    await screen.findByTestId('jobs-list');
    expect(screen.queryByTestId('jobs-assign-many')).toBeNull();
    view.unmount();
    const refused = renderApp('/applications/services/job/to/assign', server(CO, () => undefined).client);
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/session/nopermission'));
  });
});

describe('driver availability on the workbench', { timeout: 30_000 }, () => {
  const dashboard = {
    tabs: ['truckingJobs', 'driverAvailability', 'jobBilling'],
    cards: [
      {
        id: 'driverAvailability',
        dbType: 'TRUCKING_JOBS',
        title: 'Driver availability',
        tabCode: 'driverAvailability',
        transStatistic: { RDY: 1, ASG: 1, UNRDY: 0 },
        accnType: 'ACC_TYPE_TO',
        img: 'trucking_jobs',
      },
    ],
  };
  const rows = [
    {
      driverId: 'DRV-TO1-01',
      drvName: 'Bambang Sutrisno',
      phone: '+628120000000',
      licenceClass: 'B2_UMUM',
      drvState: 'ASG',
      jobId: 'JB2026112300004',
      jobState: 'ONGOING',
      tripId: 4,
      tripSeq: 1,
      tripCount: 1,
      pickupAt: '2026-11-24T02:00:00Z',
      pickupLocId: 'LOC-CO1-CIKARANG',
      pickupLocName: 'Pabrik Sumber Makmur Cikarang',
      pickupLocCity: 'Bekasi',
      dropLocId: 'LOC-CO1-SUNTER',
      dropLocName: 'Gudang Sumber Makmur Sunter',
      dropLocCity: 'Jakarta Utara',
      dropSeq: 2,
      dropCount: 2,
    },
    {
      driverId: 'DRV-TO1-04',
      drvName: 'Joko Susilo',
      phone: '+628120000003',
      licenceClass: 'B2_UMUM',
      drvState: 'RDY',
      jobId: null,
      jobState: null,
      tripId: null,
      tripSeq: null,
      tripCount: null,
      pickupAt: null,
      pickupLocId: null,
      pickupLocName: null,
      pickupLocCity: null,
      dropLocId: null,
      dropLocName: null,
      dropLocCity: null,
      dropSeq: null,
      dropCount: null,
    },
  ];

  it('lists the drivers with their current job under the card; the card’s numbers filter the table', async () => {
    const { client, calls } = server(TO, ({ url }) => {
      if (url.endsWith('/trucking/dashboard')) return { body: dashboard };
      if (url.startsWith(`${API}/jobs/drivers/availability?`)) {
        const state = new URL(url, 'http://x').searchParams.get('drvState');
        return { body: page(rows.filter((r) => !state || r.drvState === state)) };
      }
      return undefined;
    });
    const { router } = renderApp('/general/landing/workbench?tab=driverAvailability', client);
    const table = await screen.findByTestId('drivers-list');
    const busy = await within(table).findByText('Bambang Sutrisno');
    const row = busy.closest('tr')!;
    expect(row).toHaveTextContent('Assigned');
    expect(row).toHaveTextContent(
      'Pabrik Sumber Makmur Cikarang (Bekasi) → Gudang Sumber Makmur Sunter (Jakarta Utara) (drop 2 of 2)',
    );
    expect(within(row).getByTestId('drivers-job-link')).toHaveAttribute(
      'href',
      '/applications/services/job/truck/view/JB2026112300004',
    );
    expect(within(table).getByText('Joko Susilo').closest('tr')).toHaveTextContent('No job');

    const card = screen.getByTestId('dashboard-card-driverAvailability');
    fireEvent.click(within(card).getByRole('link', { name: /^Show the drivers: Ready: \d+$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=driverAvailability&drvState=RDY'));
    await waitFor(() => expect(within(table).queryByText('Bambang Sutrisno')).toBeNull());
    expect(calls.some((c) => c.url.includes('/jobs/drivers/availability?') && c.url.includes('drvState=RDY'))).toBe(true);

    await act(() => setLanguage('id'));
    expect(await screen.findByText('Pengemudi dan pekerjaan mereka saat ini')).toBeInTheDocument();
    expect(within(table).getByText('Joko Susilo').closest('tr')).toHaveTextContent('Tanpa pekerjaan');
  });
});

describe('job detail: location names', { timeout: 30_000 }, () => {
  it('shows the name and city of each pickup and drop that came with the job', async () => {
    const job = {
      jobId: 'JB2026112300001',
      creatorAccnId: 'CO0001',
      creatorName: 'PT Sumber Makmur Abadi',
      customerAccnId: 'CO0001',
      customerName: 'PT Sumber Makmur Abadi',
      toAccnId: 'TO0001',
      toName: 'PT Truk Nusantara',
      contractId: null,
      shipmentType: 'IMPORT',
      loadType: 'FTL',
      truckingDirection: 'IN',
      chargeBasis: 'BL',
      customerRef: 'REF-1',
      blNo: null,
      doNo: null,
      remarks: null,
      doAttId: null,
      pickupAt: '2026-11-24T02:00:00Z',
      jobState: 'ASG',
      jobOutPaymentState: 'NEW',
      currency: 'IDR',
      totalCharge: '100.00',
      submittedAt: null,
      version: 3,
      createdAt: '2026-11-23T01:00:00Z',
      updatedAt: '2026-11-23T01:00:00Z',
      containers: [],
      trips: [{ ...trip('JB2026112300001', 11), charge: '100.00', assignedAt: null, deliveredAt: null }],
      events: [],
      side: 'operator',
      actions: [],
    };
    const { client } = server(TO, ({ url }) => (url === `${API}/jobs/JB2026112300001` ? { body: job } : undefined));
    renderApp('/applications/services/job/truck/view/JB2026112300001', client);
    expect(await screen.findByTestId('job-trip-1-pickup')).toHaveTextContent('Pabrik Sumber Makmur Cikarang (Bekasi)');
    expect(screen.getByTestId('job-drop-1-1-place')).toHaveTextContent('Pusat Distribusi Karawang (Karawang)');
  });
});
