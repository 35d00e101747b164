// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobActionsOf, type JobSide } from '../../domain/jobs/job-actions';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { findFieldError } from '../test/field-error';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';

// These pages render a lot (a whole job, a whole form): give a loaded machine time.
configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking';
const CO = {
  usrId: 'CO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO0001',
  permissions: ['dashboard.view', 'contracts.read', 'jobs.read', 'jobs.create'],
};
const TO = {
  usrId: 'TO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_TO',
  accnId: 'TO0001',
  permissions: ['dashboard.view', 'contracts.read', 'jobs.read', 'jobs.operate'],
};

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const jobBase = (over: Record<string, unknown> = {}) => ({
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
  blNo: 'BL1',
  doNo: 'DO1',
  remarks: null,
  doAttId: null,
  pickupAt: inHours(24),
  jobState: 'DRF',
  jobOutPaymentState: 'NEW',
  currency: 'IDR',
  totalCharge: '1500000.00',
  submittedAt: null,
  version: 3,
  createdAt: '2026-11-23T01:00:00Z',
  updatedAt: '2026-11-23T01:00:00Z',
  containers: [
    {
      seq: 1,
      containerNo: 'CSQU3054383',
      sizeType: '22G1',
      sealNo: null,
      grossWeightKg: 18000,
      goodType: 'GENERAL',
      containerLoad: 'FCL',
    },
  ],
  trips: [
    {
      tripId: 11,
      seq: 1,
      tripType: 'M',
      vehicleType: 'VT20FT_BOX',
      containerNo: null,
      pickupLocId: 'LOC-CO1-CIKARANG',
      pickupAt: inHours(24),
      driverId: null,
      truckId: null,
      chsId: null,
      assignedAt: null,
      charge: '1500000.00',
      deliveredAt: null,
      drops: [
        {
          dropId: 21,
          tripId: 11,
          seq: 1,
          locId: 'LOC-CO1-KARAWANG',
          dropAt: inHours(27),
          charge: '1000000.00',
          deliveredAt: null,
          receiverName: null,
          podAttId: null,
          deliveredBy: null,
        },
        {
          dropId: 22,
          tripId: 11,
          seq: 2,
          locId: 'LOC-CO1-SUNTER',
          dropAt: inHours(30),
          charge: '500000.00',
          deliveredAt: null,
          receiverName: null,
          podAttId: null,
          deliveredBy: null,
        },
      ],
    },
  ],
  events: [
    {
      at: '2026-11-23T01:00:00Z',
      usrId: 'CO1',
      usrName: 'Citra',
      accnId: 'CO0001',
      verb: 'create',
      fromState: null,
      toState: 'DRF',
      reason: null,
    },
  ],
  side: 'creator',
  actions: [],
  ...over,
});

/** A job as the server sends it: with the verbs its side may use now (`actions`) for a user holding `permissions`. */
const job = (over: Record<string, unknown> = {}, permissions: string[] = ['jobs.create', 'jobs.operate']) => {
  const base = jobBase(over);
  return { ...base, actions: over.actions ?? jobActionsOf(base, base.side as JobSide, { usrId: 'U', permissions }) };
};

const server = signedInServer;

const JOB_URL = `${API}/jobs/JB2026112300001`;
const VIEW = '/applications/services/job/truck/view/JB2026112300001';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('job detail buttons by state and side', { timeout: 20_000 }, () => {
  it('the creator of a draft sees edit, submit, cancel and delete, never the operator verbs', async () => {
    const { client, calls } = server(CO, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/submit`) return { body: job({ jobState: 'SUB', version: 4 }) };
      if (url === JOB_URL) return { body: job() };
      return undefined;
    });
    renderApp(VIEW, client);
    const submit = await screen.findByTestId('job-action-submit');
    expect(screen.getByTestId('job-edit')).toBeInTheDocument();
    expect(screen.getByTestId('job-action-cancel')).toBeInTheDocument();
    expect(screen.getByTestId('job-action-delete')).toBeInTheDocument();
    for (const verb of ['accept', 'reject', 'start', 'pause', 'withdraw'])
      expect(screen.queryByTestId(`job-action-${verb}`)).toBeNull();
    expect(screen.queryByTestId('job-assign')).toBeNull();
    expect(screen.getByTestId('job-state')).toHaveTextContent('Draft');
    expect(screen.getByTestId('job-total')).toHaveTextContent('Rp 1.500.000');
    expect(within(screen.getByTestId('job-timeline')).getByText('23/11/2026 08:00:00')).toBeInTheDocument();
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/submit'))?.body).toEqual({ version: 3 }),
    );
  });

  it('the truck operator of a submitted job sees accept and reject; reject needs a reason', async () => {
    const { client, calls } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/reject`)
        return { body: job({ jobState: 'REJ', side: 'operator', version: 4 }) };
      if (url === JOB_URL) return { body: job({ jobState: 'SUB', side: 'operator' }) };
      return undefined;
    });
    renderApp(VIEW, client);
    await screen.findByTestId('job-action-accept');
    expect(screen.getByTestId('job-action-reject')).toBeInTheDocument();
    for (const verb of ['submit', 'cancel', 'delete', 'withdraw', 'start'])
      expect(screen.queryByTestId(`job-action-${verb}`)).toBeNull();
    expect(screen.queryByTestId('job-edit')).toBeNull();
    fireEvent.click(screen.getByTestId('job-action-reject'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'No trucks that day' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ version: 3, reason: 'No trucks that day' }),
    );
  });

  it('an ongoing job offers pause and delivery of the next drop only', async () => {
    const { client } = server(TO, ({ url }) =>
      url === JOB_URL ? { body: job({ jobState: 'ONGOING', side: 'operator' }) } : undefined,
    );
    renderApp(VIEW, client);
    await screen.findByTestId('job-action-pause');
    expect(screen.getByTestId('job-deliver-1-1')).toBeInTheDocument();
    expect(screen.queryByTestId('job-deliver-1-2')).toBeNull();
    expect(screen.queryByTestId('job-action-start')).toBeNull();
    fireEvent.click(screen.getByTestId('job-deliver-1-1'));
    fireEvent.click(await screen.findByTestId('job-deliver-confirm'));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
  });

  it('delivers a drop: the proof goes to the repository first, then the delivery with its id', async () => {
    const { client, calls } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/documents`)
        return { status: 201, body: { attId: '5f0c3f9e-8d5e-4c55-9d1e-0a7b9b1c2d3e' } };
      if (method === 'POST' && url === `${JOB_URL}/deliver`)
        return { body: job({ jobState: 'ONGOING', side: 'operator', version: 4 }) };
      if (url === JOB_URL) return { body: job({ jobState: 'ONGOING', side: 'operator' }) };
      return undefined;
    });
    renderApp(VIEW, client);
    fireEvent.click(await screen.findByTestId('job-deliver-1-1'));
    await screen.findByTestId('job-deliver-confirm');
    const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).not.toBeNull();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'pod.pdf', { type: 'application/pdf' })] } });
    fireEvent.change(screen.getByTestId('job-deliver-receiver'), { target: { value: 'Siti Rahma' } });
    fireEvent.change(screen.getByTestId('job-deliver-time'), { target: { value: '23/11/2026 10:15' } });
    fireEvent.click(screen.getByTestId('job-deliver-confirm'));
    await waitFor(() => expect(calls.some((c) => c.url === `${JOB_URL}/deliver`)).toBe(true));
    const upload = calls.find((c) => c.url === `${API}/documents`);
    expect(upload?.body).toMatchObject({ attType: 'POD', attName: 'pod.pdf', attReferenceid: 'JB2026112300001' });
    expect(calls.find((c) => c.url === `${JOB_URL}/deliver`)?.body).toEqual({
      version: 3,
      dropId: 21,
      receiverName: 'Siti Rahma',
      deliveredAt: '2026-11-23T10:15:00+07:00',
      podAttId: '5f0c3f9e-8d5e-4c55-9d1e-0a7b9b1c2d3e',
    });
  });

  it('an accepted job shows the assignment panel to the operator', async () => {
    const { client } = server(TO, ({ url }) =>
      url === JOB_URL ? { body: job({ jobState: 'ACP', side: 'operator' }) } : undefined,
    );
    renderApp(VIEW, client);
    expect(await screen.findByTestId('job-assign')).toBeInTheDocument();
    expect(screen.getByTestId('job-assign-driver-1')).toBeInTheDocument();
    expect(screen.getByTestId('job-assign-truck-1')).toBeInTheDocument();
    expect(screen.getByTestId('job-assign-chassis-1')).toBeInTheDocument();
    expect(screen.getByTestId('job-action-reject')).toBeInTheDocument();
    expect(screen.queryByTestId('job-action-accept')).toBeNull();
  });

  it('a user without the operate permission sees no buttons', async () => {
    const { client } = server({ ...TO, permissions: ['jobs.read'] }, ({ url }) =>
      url === JOB_URL ? { body: job({ jobState: 'SUB', side: 'operator' }, ['jobs.read']) } : undefined,
    );
    renderApp(VIEW, client);
    await screen.findByTestId('job-state');
    expect(screen.queryByTestId('job-action-accept')).toBeNull();
  });
});

describe('a lost race (409)', { timeout: 20_000 }, () => {
  it('says someone changed the job and reloads it', async () => {
    let reads = 0;
    const { client } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/accept`)
        return {
          status: 409,
          body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'The job was changed by someone else' }, message: 'x' },
        };
      if (url === JOB_URL) {
        reads++;
        return {
          body: job(reads > 1 ? { jobState: 'CAN', side: 'operator', version: 4 } : { jobState: 'SUB', side: 'operator' }),
        };
      }
      return undefined;
    });
    renderApp(VIEW, client);
    fireEvent.click(await screen.findByTestId('job-action-accept'));
    expect(await screen.findByTestId('job-conflict')).toHaveTextContent('Someone changed this job');
    await waitFor(() => expect(screen.getByTestId('job-state')).toHaveTextContent('Cancelled'));
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('job-action-accept')).toBeNull();
  });
});

describe('a refusal of the server (409 without a change)', { timeout: 20_000 }, () => {
  it("shows the server's reason, not the race notice", async () => {
    const { client } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/start`)
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'Attach the delivery order document before starting the job' },
            message: 'Attach the delivery order document before starting the job',
          },
        };
      if (url === JOB_URL) return { body: job({ jobState: 'ASG', side: 'operator' }) };
      return undefined;
    });
    renderApp(VIEW, client);
    fireEvent.click(await screen.findByTestId('job-action-start'));
    expect(await screen.findByTestId('job-action-error')).toHaveTextContent('Attach the delivery order document');
    expect(screen.queryByTestId('job-conflict')).toBeNull();
  });
});

const invalid = (message: Record<string, string>) => ({
  status: 400,
  body: { status: 'VALIDATION_FAILED', err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' }, message },
});
const conflict = (msg: string) => ({ status: 409, body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg }, message: msg } });
const POD_ID = '5f0c3f9e-8d5e-4c55-9d1e-0a7b9b1c2d3e';

/** Opens the delivery of drop 1, fills it in and confirms. */
async function deliverDrop() {
  fireEvent.click(await screen.findByTestId('job-deliver-1-1'));
  await screen.findByTestId('job-deliver-confirm');
  const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'pod.pdf', { type: 'application/pdf' })] } });
  fireEvent.change(screen.getByTestId('job-deliver-receiver'), { target: { value: 'Siti Rahma' } });
  fireEvent.click(screen.getByTestId('job-deliver-confirm'));
}

describe('the delivery form', { timeout: 20_000 }, () => {
  it("shows the server's field errors on their fields, the upload's on the proof", async () => {
    const { client } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/documents`) return { status: 201, body: { attId: POD_ID } };
      if (method === 'POST' && url === `${JOB_URL}/deliver`)
        return invalid({ receiverName: 'Name the person who signed', podAttId: 'The proof is not in your repository' });
      if (url === JOB_URL) return { body: job({ jobState: 'ONGOING', side: 'operator' }) };
      return undefined;
    });
    renderApp(VIEW, client);
    await deliverDrop();
    expect(await findFieldError('job-deliver-receiver', 'Name the person who signed')).toBeInTheDocument();
    expect(await findFieldError('job-deliver-file', 'The proof is not in your repository')).toBeInTheDocument();
    expect(screen.queryByTestId('job-deliver-error')).toBeNull();
  });

  it('a 409 after someone changed the job closes the form and shows the conflict alert, whose Reload reads it again', async () => {
    let reads = 0;
    const { client } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/documents`) return { status: 201, body: { attId: POD_ID } };
      if (method === 'POST' && url === `${JOB_URL}/deliver`) return conflict('The job was changed by someone else');
      if (url === JOB_URL) {
        reads++;
        return { body: job({ jobState: 'ONGOING', side: 'operator', version: reads > 1 ? 4 : 3 }) };
      }
      return undefined;
    });
    renderApp(VIEW, client);
    await deliverDrop();
    expect(await screen.findByTestId('job-conflict')).toHaveTextContent('Someone changed this job');
    expect(screen.queryByTestId('job-deliver-confirm')).toBeNull();
    const before = reads;
    fireEvent.click(screen.getByTestId('job-reload'));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('job-conflict')).toBeNull());
  });
});

describe('the assignment panel', { timeout: 20_000 }, () => {
  const picked = (over: Record<string, unknown> = {}) => {
    const base = jobBase({ jobState: 'ACP', side: 'operator', ...over });
    const trips = base.trips.map((trip) => ({ ...trip, driverId: 'DRV-1', truckId: 'TRK-1' }));
    return job({ jobState: 'ACP', side: 'operator', ...over, trips });
  };

  it("sends every trip's picks and shows the server's field errors under the trip's select", async () => {
    const { client, calls } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/assign`)
        return invalid({ 'trips.0.truckId': "This truck's vehicle type is not the one the trip asks for" });
      if (url === JOB_URL) return { body: picked() };
      return undefined;
    });
    renderApp(VIEW, client);
    fireEvent.click(await screen.findByTestId('job-assign-save'));
    expect(
      await findFieldError('job-assign-truck-1', "This truck's vehicle type is not the one the trip asks for"),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${JOB_URL}/assign`)?.body).toEqual({
      version: 3,
      trips: [{ tripId: 11, driverId: 'DRV-1', truckId: 'TRK-1', chsId: null }],
    });
    expect(screen.queryByTestId('job-assign-error')).toBeNull();
  });

  it('asks for a driver and a truck before sending', async () => {
    const { client, calls } = server(TO, ({ url }) =>
      url === JOB_URL ? { body: job({ jobState: 'ACP', side: 'operator' }) } : undefined,
    );
    renderApp(VIEW, client);
    fireEvent.click(await screen.findByTestId('job-assign-save'));
    expect(await findFieldError('job-assign-driver-1', 'This field is required')).toBeInTheDocument();
    expect(await findFieldError('job-assign-truck-1', 'This field is required')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `${JOB_URL}/assign`)).toBe(false);
  });

  it("a 409 without a change of the job is the server's refusal, said in the panel; with one, the conflict alert", async () => {
    let reads = 0;
    let moved = false;
    const { client } = server(TO, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/assign`) return conflict('The driver is already on another job');
      if (url === JOB_URL) {
        reads++;
        return { body: picked({ version: moved ? 4 : 3 }) };
      }
      return undefined;
    });
    renderApp(VIEW, client);
    fireEvent.click(await screen.findByTestId('job-assign-save'));
    expect(await screen.findByTestId('job-assign-error')).toHaveTextContent('The driver is already on another job');
    expect(screen.queryByTestId('job-conflict')).toBeNull();
    moved = true;
    fireEvent.click(screen.getByTestId('job-assign-save'));
    expect(await screen.findByTestId('job-conflict')).toHaveTextContent('Someone changed this job');
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});

describe('the job form', { timeout: 20_000 }, () => {
  it('checks the content with the shared schema before sending', async () => {
    const { client, calls } = server(CO, () => undefined);
    renderApp('/applications/services/job/truck/new', client);
    fireEvent.click(await screen.findByTestId('job-form-add-container'));
    fireEvent.change(screen.getByTestId('job-form-container-0-no'), { target: { value: 'MSKU1234560' } });
    fireEvent.click(screen.getByTestId('job-form-save'));
    expect(await screen.findByText(/Not a valid container number/)).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(screen.getByTestId('job-form-error')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `${API}/jobs`)).toBe(false);
  });

  it("shows the server's field errors under the nested fields", async () => {
    const { client, calls } = server(CO, ({ url, method }) => {
      if (method === 'PUT' && url === JOB_URL)
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
            message: {
              toAccnId: 'There is no active contract with this truck operator on the pickup date',
              'trips.0.drops.1.locId': 'Choose an active location of the customer or the truck operator',
            },
          },
        };
      if (url === JOB_URL) return { body: job() };
      return undefined;
    });
    renderApp('/applications/services/job/truck/edit/JB2026112300001', client);
    fireEvent.click(await screen.findByTestId('job-form-save'));
    expect(
      await screen.findByText('There is no active contract with this truck operator on the pickup date'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose an active location of the customer or the truck operator')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 3, toAccnId: 'TO0001', trips: [{ tripType: 'M', drops: [{}, {}] }] });
  });
});

describe('job list', { timeout: 20_000 }, () => {
  it('lists the jobs with translated states, filters in the query and a new-job button for creators', async () => {
    const { client, calls } = server(CO, ({ url }) =>
      url.startsWith(`${API}/jobs?`)
        ? {
            body: {
              draw: 0,
              iTotalRecords: 1,
              iTotalDisplayRecords: 1,
              aaData: [{ ...job({ jobState: 'SUB' }), containers: 'CSQU3054383' }],
            },
          }
        : undefined,
    );
    renderApp('/applications/services/job/coff/truck?jobState=SUB', client);
    const row = await screen.findByTestId('jobs-row');
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(within(row).getByText('Rp 1.500.000')).toBeInTheDocument();
    expect(screen.getByTestId('jobs-new')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(`${API}/jobs?`) && c.url.includes('jobState=SUB'))).toBe(true);
  });

  it('has no new-job button for a truck operator', async () => {
    const { client } = server(TO, ({ url }) =>
      url.startsWith(`${API}/jobs?`) ? { body: { draw: 0, iTotalRecords: 0, iTotalDisplayRecords: 0, aaData: [] } } : undefined,
    );
    renderApp('/applications/services/job/to/truck', client);
    await screen.findByTestId('jobs-list');
    expect(screen.queryByTestId('jobs-new')).toBeNull();
  });
});
