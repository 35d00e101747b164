import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { billInput } from '../../../tests/support/billing-kit';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { addToDate, businessDate } from '../../domain/contracts/contracts';
import { DEMO_PDF } from '../db/seed/demo-files';
import { jobResourceHolds, jobs, jobTrips } from '../db/schema';

// Truck rentals through the real server: request, quote, accept, assign (held like a job's), start, complete, then
// billed and paid through the job's billing and the payment desk.
const ctx = useTestApp();
const db = () => ctx.database.db;
const { call } = apiCallers(ctx);
const BASE = '/api/v1/lintas/trucking/rentals';
const BILLING = '/api/v1/lintas/trucking/billing';
const PAYMENTS = '/api/v1/lintas/trucking/payments';

afterEach(async () => {
  await expectLedgerInvariants(db());
});

type Rental = {
  rentalId: string;
  state: string;
  total: string | null;
  jobId: string | null;
  jobState: string | null;
  version: number;
  actions: string[];
  trucks: Array<{
    seq: number;
    truckId: string | null;
    plateNo: string | null;
    driverId: string | null;
    driverName: string | null;
    charge: string | null;
  }>;
  paid: boolean;
};

const today = businessDate();
const request = (over: Record<string, unknown> = {}) => ({
  toAccnId: 'TO0001',
  vehicleType: 'PRIME_MOVER',
  truckCount: 2,
  startDate: addToDate(today, { days: 3 }),
  endDate: addToDate(today, { days: 5 }),
  pickupLocId: 'LOC-CO1-SUNTER',
  rentalType: 'PTD',
  remarks: 'Stock transfer to the Cikarang warehouse',
  ...over,
});

async function requested(usrId = 'CO1', over: Record<string, unknown> = {}): Promise<Rental> {
  const res = await call<Rental>(usrId, 'POST', BASE, request(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function verb(usrId: string, rentalId: string, v: string, body: unknown = {}) {
  return call<Rental>(usrId, 'POST', `${BASE}/${rentalId}/${v}`, body);
}

async function ok(usrId: string, rentalId: string, v: string, body: unknown = {}): Promise<Rental> {
  const res = await verb(usrId, rentalId, v, body);
  expect(res.status, `${v}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** TO1's active trucks of a type and ready drivers that no job holds now. */
async function free(vhType: string, n: number) {
  const trucks = await db().execute<{ truck_id: string }>(sql`
    select truck_id from trucks t where accn_id = 'TO0001' and vh_type = ${vhType} and status = 'A' and vh_state <> 'MAINTENANCE'
      and not exists (select 1 from job_resource_holds h where h.res_type = 'TRUCK' and h.res_id = t.truck_id) order by truck_id`);
  const drivers = await db().execute<{ driver_id: string }>(sql`
    select driver_id from drivers d where accn_id = 'TO0001' and status = 'A' and drv_state = 'RDY'
      and not exists (select 1 from job_resource_holds h where h.res_type = 'DRIVER' and h.res_id = d.driver_id) order by driver_id`);
  expect(trucks.rows.length).toBeGreaterThanOrEqual(n);
  expect(drivers.rows.length).toBeGreaterThanOrEqual(n);
  return Array.from({ length: n }, (_v, i) => ({ truckId: trucks.rows[i]!.truck_id, driverId: drivers.rows[i]!.driver_id }));
}

describe('a rental request', () => {
  it('refuses bad input field by field, never a 500', async () => {
    const res = await call<{ status: string; message: Record<string, string> }>('CO1', 'POST', BASE, {
      ...request(),
      truckCount: 0,
      rentalType: 'PX',
      endDate: addToDate(today, { days: 1 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.message).sort()).toEqual(['rentalType', 'truckCount']);
    const period = await call<{ message: Record<string, string> }>(
      'CO1',
      'POST',
      BASE,
      request({ endDate: addToDate(today, { days: 1 }) }),
    );
    expect(period.body.message).toEqual({ endDate: 'The end is before the start' });
    // An operator without a contract, another company's location, a start in the past: checked on the server.
    const checked = await call<{ message: Record<string, string> }>(
      'CO1',
      'POST',
      BASE,
      request({ toAccnId: 'TO0003', pickupLocId: 'LOC-TO1-DEPO', startDate: addToDate(today, { days: -2 }) }),
    );
    expect(checked.status).toBe(400);
    expect(checked.body.message).toEqual({
      toAccnId: 'No active contract with this truck operator on the start date',
      pickupLocId: 'Choose one of your active locations',
      startDate: 'The start cannot be in the past',
    });
    const quote = await requested();
    const price = await call<{ message: Record<string, string> }>('TO1', 'POST', `${BASE}/${quote.rentalId}/quote`, {
      unitPrice: '12.345',
    });
    expect(price.body.message).toEqual({ unitPrice: 'The amount has more decimals than the currency has' });
    expect((await verb('TO1', quote.rentalId, 'decline', {})).body).toMatchObject({ message: { reason: expect.any(String) } });
  });

  it('is seen by its renter, its operator and the platform only; each side uses only its verbs', async () => {
    const r = await requested();
    expect(r.actions).toEqual(['cancel']);
    expect((await call<Rental>('TO1', 'GET', `${BASE}/${r.rentalId}`)).body.actions).toEqual(['quote', 'decline']);
    expect((await call('TO2', 'GET', `${BASE}/${r.rentalId}`)).status).toBe(404);
    expect((await call('FF1', 'GET', `${BASE}/${r.rentalId}`)).status).toBe(404);
    expect((await call('TO2', 'POST', `${BASE}/${r.rentalId}/quote`, { unitPrice: '100' })).status).toBe(404);
    expect((await call('L1SUPPORT', 'GET', `${BASE}/${r.rentalId}`)).body).toMatchObject({ actions: [] });
    // The renter may not quote (no jobs.operate), the operator may not accept.
    expect((await verb('CO1', r.rentalId, 'quote', { unitPrice: '100' })).status).toBe(403);
    await ok('TO1', r.rentalId, 'quote', { unitPrice: '1500000' });
    expect((await verb('TO1', r.rentalId, 'accept')).status).toBe(403);
    const lists = async (usrId: string) =>
      (await call<{ aaData: Rental[] }>(usrId, 'GET', `${BASE}?length=100`)).body.aaData.map((x) => x.rentalId);
    expect(await lists('CO1')).toContain(r.rentalId);
    expect(await lists('TO1')).toContain(r.rentalId);
    expect(await lists('TO2')).not.toContain(r.rentalId);
    expect(await lists('FF1')).not.toContain(r.rentalId);
    expect((await call('CO1', 'GET', `${BASE}?length=7`)).status).toBe(400);
  });
});

describe('a rental from request to paid', () => {
  it('is quoted exactly, accepted into a job, held, completed, billed, approved and paid with balanced entries', async () => {
    const r = await requested();
    // Per truck per day: 2 trucks × 3 days × Rp1,500,000.
    const quoted = await ok('TO1', r.rentalId, 'quote', { unitPrice: '1500000', quoteNote: 'Driver and fuel included' });
    expect(quoted).toMatchObject({ state: 'QUO', total: '9000000.00', actions: ['quote', 'decline'] });
    const accepted = await ok('CO1', r.rentalId, 'accept', { version: quoted.version });
    expect(accepted).toMatchObject({ state: 'ACC', jobState: 'ACP' });
    expect(accepted.trucks.map((t) => t.charge)).toEqual(['4500000.00', '4500000.00']);
    const jobId = accepted.jobId!;
    const [job] = await db().select().from(jobs).where(eq(jobs.jobId, jobId));
    expect(job).toMatchObject({
      creatorAccnId: 'CO0001',
      toAccnId: 'TO0001',
      totalCharge: '9000000.00',
      customerRef: r.rentalId,
    });

    // Assigned: the job's holds. The same truck for another rental is refused (409) while this one holds it.
    const picked = await free('PRIME_MOVER', 2);
    const assigned = await ok('TO1', r.rentalId, 'assign', { trips: picked });
    expect(assigned).toMatchObject({ state: 'ASG', jobState: 'ASG' });
    const held = await db().select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, jobId));
    expect(held.map((h) => h.resId).sort()).toEqual([...picked.map((p) => p.truckId), ...picked.map((p) => p.driverId)].sort());
    // The detail names each truck by its plate and driver.
    const plates = await db().execute<{ vh_plate_no: string }>(
      sql`select vh_plate_no from trucks where truck_id = ${picked[0]!.truckId}`,
    );
    expect(assigned.trucks[0]).toMatchObject({ truckId: picked[0]!.truckId, plateNo: plates.rows[0]!.vh_plate_no });
    expect(assigned.trucks[0]!.driverName).toEqual(expect.any(String));
    // The rental runs its job: the job offers and accepts none of its own dispatch, edit or termination verbs.
    const JOBS = '/api/v1/lintas/trucking/jobs';
    const jobDetail = await call<{ rentalId: string; actions: string[] }>('TO1', 'GET', `${JOBS}/${jobId}`);
    expect(jobDetail.body).toMatchObject({ rentalId: r.rentalId, actions: [] });
    const listed = await call<{ aaData: Array<{ jobId: string; rentalId: string | null; actions: string[] }> }>(
      'CO1',
      'GET',
      `${JOBS}?search=${jobId}`,
    );
    expect(listed.body.aaData.find((j) => j.jobId === jobId)).toMatchObject({ rentalId: r.rentalId, actions: [] });
    expect((await call('TO1', 'POST', `${JOBS}/${jobId}/start`, {})).status).toBe(409);
    expect((await call('CO1', 'POST', `${JOBS}/${jobId}/cancel`, { reason: 'Not through the job' })).status).toBe(409);
    const assignable = await call<{ aaData: Array<{ jobId: string }> }>(
      'TO1',
      'GET',
      `${JOBS}/assignable?length=100&search=${jobId}`,
    );
    expect(assignable.body.aaData.map((j) => j.jobId)).not.toContain(jobId);
    const other = await requested('CO1', { truckCount: 1 });
    await ok('TO1', other.rentalId, 'quote', { unitPrice: '2000000' });
    await ok('CO1', other.rentalId, 'accept');
    const lost = await verb('TO1', other.rentalId, 'assign', { trips: [picked[0]] });
    expect(lost.status, JSON.stringify(lost.body)).toBe(409);
    // A truck in maintenance and an unknown driver are field errors of their row.
    const wrong = await call<{ message: Record<string, string> }>('TO1', 'POST', `${BASE}/${other.rentalId}/assign`, {
      trips: [{ truckId: 'TRK-TO1-07', driverId: 'DRV-TO1-99' }],
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.message).sort()).toEqual(['trips.0.driverId', 'trips.0.truckId']);

    await ok('TO1', r.rentalId, 'start');
    expect((await verb('TO1', r.rentalId, 'start')).status).toBe(409);
    const done = await ok('TO1', r.rentalId, 'complete');
    expect(done).toMatchObject({ state: 'COM', jobState: 'DLV', paid: false });
    expect(await db().select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, jobId))).toEqual([]);
    // Free again: the other rental takes the truck now.
    await ok('TO1', other.rentalId, 'assign', { trips: [picked[0]] });

    // Billed and approved through the job's billing (the same calls as any job).
    const bill = async (usrId: string, url: string, body: unknown = {}, method: 'GET' | 'POST' = 'POST') => {
      const res = await call<Record<string, unknown>>(usrId, method, `${BILLING}${url}`, method === 'GET' ? undefined : body);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body;
    };
    await bill('TO1', `/jobs/${jobId}/bill`, await billInput(ctx, { reimbursements: [] }));
    await bill('CO1', `/jobs/${jobId}/verify`);
    await bill('CO1FIN', `/jobs/${jobId}/acknowledge`);
    const billing = await bill('L1SUPPORT', `/jobs/${jobId}`, undefined, 'GET');
    for (const doc of billing.documents as Array<{ id: number }>)
      await bill('L1SUPPORT', `/jobs/${jobId}/documents/${doc.id}/verify`, { state: 'VERIFIED' });
    const approved = (await bill('L1SUPPORT', `/jobs/${jobId}/approve`)) as {
      moneyDocuments: Array<{ docId: number; docType: string; total: string }>;
    };
    const dnCo = approved.moneyDocuments.find((d) => d.docType === 'DN_CO')!;
    // The rental's Rp9,000,000 and the e-Meterai (over Rp5,000,000).
    expect(dnCo.total).toBe('9010000.00');
    const dnTo = approved.moneyDocuments.find((d) => d.docType === 'DN_TO')!;
    expect(dnTo.total).toBe('9000000.00');
    expect((await call<Rental>('CO1', 'GET', `${BASE}/${r.rentalId}`)).body).toMatchObject({ jobState: 'APP_BILL', paid: false });

    // Paid at the payment desk: a manual transfer recorded by GLI finance and verified by its head (maker-checker).
    const docs = (
      await call<{ aaData: Array<{ docId: number; docType: string; jobId: string; outstanding: string }> }>(
        'CO1FIN',
        'GET',
        `${PAYMENTS}/documents?side=owe&status=NEW&length=100`,
      )
    ).body.aaData.filter((d) => d.jobId === jobId);
    expect(docs.map((d) => d.docType).sort()).toEqual(['DN_CO', 'PF_CO']);
    const cents = docs.reduce((a, d) => a + BigInt(d.outstanding.replace('.', '')), 0n);
    const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    const proof = await call<{ attId: string }>('GLIFIN', 'POST', '/api/v1/lintas/trucking/documents', {
      attType: 'RECEIPT',
      attName: 'transfer-slip.pdf',
      attSize: DEMO_PDF.length,
      attData: DEMO_PDF.toString('base64'),
    });
    const recorded = await call<{ txnId: string }>('GLIFIN', 'POST', `${PAYMENTS}/manual`, {
      accnId: 'CO0001',
      currency: 'IDR',
      amount,
      paidOn: today,
      bankRef: 'BCA-TRF-RENTAL-01',
      proofAttId: proof.body.attId,
      docIds: docs.map((d) => d.docId),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect((await call('GLIHEAD', 'POST', `${PAYMENTS}/txns/${recorded.body.txnId}/verify`)).status).toBe(200);
    expect((await call<Rental>('CO1', 'GET', `${BASE}/${r.rentalId}`)).body).toMatchObject({ state: 'COM', paid: true });
    const trips = await db()
      .select()
      .from(jobTrips)
      .where(and(eq(jobTrips.jobId, jobId)));
    expect(trips.every((t) => t.deliveredAt)).toBe(true);
  });
});

describe('races', () => {
  it('two accepts of one quote: one wins, one job; two quotes at once: one wins', async () => {
    const r = await requested();
    const [q1, q2] = await Promise.all([
      verb('TO1', r.rentalId, 'quote', { unitPrice: '1000000', version: 1 }),
      verb('TO1', r.rentalId, 'quote', { unitPrice: '1100000', version: 1 }),
    ]);
    expect([q1.status, q2.status].sort()).toEqual([200, 409]);
    const [a, b] = await Promise.all([verb('CO1', r.rentalId, 'accept'), verb('CO1', r.rentalId, 'accept')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const made = await db().select().from(jobs).where(eq(jobs.customerRef, r.rentalId));
    expect(made).toHaveLength(1);
    // The renter's cancel after acceptance is refused by the state (409).
    expect((await verb('CO1', r.rentalId, 'cancel', { reason: 'Changed plans' })).status).toBe(409);
  });

  it('a forwarder rents too; cancelling and declining keep the reason', async () => {
    const f = await requested('FF1', { pickupLocId: 'LOC-FF1-CFS', rentalType: 'PM', truckCount: 1, vehicleType: 'PRIME_MOVER' });
    await ok('TO1', f.rentalId, 'quote', { currency: 'USD', unitPrice: '2500.50' });
    expect((await call<Rental>('FF1', 'GET', `${BASE}/${f.rentalId}`)).body.total).toBe('2500.50');
    const c = await ok('FF1', f.rentalId, 'cancel', { reason: 'Vessel delayed' });
    expect(c).toMatchObject({ state: 'CAN', reason: 'Vessel delayed' });
    const d = await requested();
    expect(await ok('TO1', d.rentalId, 'decline', { reason: 'No box trucks that week' })).toMatchObject({ state: 'REJ' });
  });
});

describe('demo rentals', () => {
  it('CO1 and FF1 have rentals in several states, TO1 sees them', async () => {
    const states = async (usrId: string) =>
      (await call<{ aaData: Rental[] }>(usrId, 'GET', `${BASE}?length=100`)).body.aaData.map((r) => r.state).sort();
    expect(await states('CO1')).toEqual(expect.arrayContaining(['QUO', 'REJ', 'REQ']));
    expect(await states('FF1')).toEqual(expect.arrayContaining(['CAN', 'REQ']));
    expect((await states('TO1')).length).toBeGreaterThanOrEqual(5);
  });

  describe('the assignment choices', () => {
    it("name the job holding each of the operator's trucks and drivers (null when free)", async () => {
      const holds = await db().select().from(jobResourceHolds);
      const options = await call<{
        trucks: Array<{ value: string; heldBy: string | null }>;
        drivers: Array<{ value: string; heldBy: string | null }>;
      }>('TO1', 'GET', `${BASE}/options`);
      expect(options.status).toBe(200);
      const heldTruck = holds.find((h) => h.resType === 'TRUCK' && options.body.trucks.some((t) => t.value === h.resId));
      expect(heldTruck).toBeTruthy();
      expect(options.body.trucks.find((t) => t.value === heldTruck!.resId)?.heldBy).toBe(heldTruck!.jobId);
      const free = options.body.trucks.filter((t) => !holds.some((h) => h.resType === 'TRUCK' && h.resId === t.value));
      expect(free.length).toBeGreaterThan(0);
      expect(free.every((t) => t.heldBy === null)).toBe(true);
      // A truck in maintenance is not offered (the assignment refuses it).
      const maintenance = await db().execute<{ truck_id: string }>(
        sql`select truck_id from trucks where accn_id = 'TO0001' and status = 'A' and vh_state = 'MAINTENANCE'`,
      );
      expect(maintenance.rows.length).toBeGreaterThan(0);
      for (const r of maintenance.rows) expect(options.body.trucks.some((t) => t.value === r.truck_id)).toBe(false);
      const heldDriver = holds.find((h) => h.resType === 'DRIVER' && options.body.drivers.some((d) => d.value === h.resId));
      expect(options.body.drivers.find((d) => d.value === heldDriver!.resId)?.heldBy).toBe(heldDriver!.jobId);
    });
  });
});
