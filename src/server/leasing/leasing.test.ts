import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { addToDate, businessDate } from '../../domain/contracts/contracts';
import { auditLog, leaseApplications, leasingProviders } from '../db/schema';

// Truck leasing through the real server: TO1 applies to SP0003 (LEASE1), LEASE1 quotes, TO1 accepts, LEASE1 approves;
// rejections and withdrawals with reasons, races, tenancy and hostile input.
const ctx = useTestApp();
const db = () => ctx.database.db;
const { call } = apiCallers(ctx);
const BASE = '/api/v1/lintas/trucking/leasing';

type Lease = {
  applicationId: string;
  state: string;
  toAccnId: string;
  providerAccnId: string;
  wantedPrice: string;
  monthlyPrice: string | null;
  total: string | null;
  endDate: string;
  reason: string | null;
  version: number;
  actions: string[];
};
type Failure = { status: string; message: Record<string, string> | string };

const today = businessDate();
const application = (over: Record<string, unknown> = {}) => ({
  providerAccnId: 'SP0003',
  vehicleType: 'PRIME_MOVER',
  truckCount: 3,
  startDate: addToDate(today, { days: 10 }),
  months: 12,
  wantedPrice: '18000000',
  contactName: 'Bambang Sutrisno',
  contactPhone: '+62 812 8800 1201',
  remarks: 'Fleet expansion',
  ...over,
});

async function applied(usrId = 'TO1', over: Record<string, unknown> = {}): Promise<Lease> {
  const res = await call<Lease>(usrId, 'POST', BASE, application(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const verb = (usrId: string, id: string, v: string, body: unknown = {}) => call<Lease>(usrId, 'POST', `${BASE}/${id}/${v}`, body);

async function ok(usrId: string, id: string, v: string, body: unknown = {}): Promise<Lease> {
  const res = await verb(usrId, id, v, body);
  expect(res.status, `${v}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

describe('a lease application', () => {
  it('runs: TO1 applies, LEASE1 quotes, TO1 accepts, LEASE1 approves; amounts exact, audited', async () => {
    const a = await applied();
    expect(a).toMatchObject({
      state: 'SUB',
      toAccnId: 'TO0001',
      providerAccnId: 'SP0003',
      wantedPrice: '18000000.00',
      monthlyPrice: null,
      total: null,
      endDate: addToDate(addToDate(today, { days: 10 }), { months: 12, days: -1 }),
      actions: ['withdraw'],
    });
    expect((await call<Lease>('LEASE1', 'GET', `${BASE}/${a.applicationId}`)).body.actions).toEqual(['quote', 'reject']);
    const q = await ok('LEASE1', a.applicationId, 'quote', {
      version: 1,
      monthlyPrice: '18250000.50',
      quoteNote: 'Insurance included',
    });
    expect(q).toMatchObject({ state: 'QUO', monthlyPrice: '18250000.50', total: '657000018.00', version: 2 });
    // Stored in minor units (sen), bigint.
    const [row] = await db().select().from(leaseApplications).where(eq(leaseApplications.applicationId, a.applicationId));
    expect(row!.monthlyPriceMinor).toBe(1_825_000_050n);
    expect(row!.wantedPriceMinor).toBe(1_800_000_000n);
    const acc = await ok('TO1', a.applicationId, 'accept', { version: 2 });
    expect(acc).toMatchObject({ state: 'ACC', actions: ['withdraw'] });
    // The provider cannot re-quote an accepted quote; the operator cannot approve.
    expect((await verb('LEASE1', a.applicationId, 'quote', { monthlyPrice: '1' })).status).toBe(409);
    expect((await verb('TO1', a.applicationId, 'approve')).status).toBe(403);
    const app = await ok('LEASE1', a.applicationId, 'approve', { version: 3 });
    expect(app).toMatchObject({ state: 'APP', actions: [], monthlyPrice: '18250000.50' });
    expect((await verb('TO1', a.applicationId, 'withdraw', { reason: 'Too late' })).status).toBe(409);
    const events = await db().select().from(auditLog).where(eq(auditLog.entityId, a.applicationId));
    expect(events.map((e) => e.audtEvent).sort()).toEqual(['LEASE_ACCEPT', 'LEASE_APPLY', 'LEASE_APPROVE', 'LEASE_QUOTE']);
    // The platform sees it among all, filtered by state and provider, and acts on none.
    const all = await call<{ aaData: Lease[]; iTotalRecords: number }>(
      'OPADMIN',
      'GET',
      `${BASE}?state=APP&providerAccnId=SP0003&length=100`,
    );
    expect(all.status).toBe(200);
    expect(all.body.aaData.some((r) => r.applicationId === a.applicationId)).toBe(true);
    expect(all.body.aaData.every((r) => r.state === 'APP' && r.actions.length === 0)).toBe(true);
  });

  it('is rejected and withdrawn with a reason only', async () => {
    const a = await applied('TO2');
    const noReason = await verb('LEASE1', a.applicationId, 'reject', {});
    expect(noReason.status).toBe(400);
    expect((noReason.body as unknown as Failure).message).toEqual({ reason: expect.any(String) });
    const r = await ok('LEASE1', a.applicationId, 'reject', { reason: 'Under our cost' });
    expect(r).toMatchObject({ state: 'REJ', reason: 'Under our cost', actions: [] });
    const b = await applied('TO1');
    await ok('LEASE1', b.applicationId, 'quote', { monthlyPrice: '20000000' });
    const w = await ok('TO1', b.applicationId, 'withdraw', { reason: 'Bought instead' });
    expect(w).toMatchObject({ state: 'WDR', reason: 'Bought instead' });
    expect((await verb('LEASE1', b.applicationId, 'quote', { monthlyPrice: '19000000' })).status).toBe(409);
  });

  it('is seen by its operator, its provider and the platform only (another company: 404); sides are enforced', async () => {
    const a = await applied();
    expect((await call('TO2', 'GET', `${BASE}/${a.applicationId}`)).status).toBe(404);
    expect((await verb('TO2', a.applicationId, 'withdraw', { reason: 'x' })).status).toBe(404);
    expect((await call('AGENT1', 'GET', `${BASE}/${a.applicationId}`)).status).toBe(404);
    expect((await verb('AGENT1', a.applicationId, 'quote', { monthlyPrice: '1' })).status).toBe(404);
    expect((await call('CO1', 'GET', `${BASE}/${a.applicationId}`)).status).toBe(404);
    expect((await call<Lease>('OPADMIN', 'GET', `${BASE}/${a.applicationId}`)).body.actions).toEqual([]);
    // The platform reads; it has no verb (403).
    expect((await verb('OPADMIN', a.applicationId, 'reject', { reason: 'No' })).status).toBe(403);
    // TO2's list holds none of TO1's; LEASE1's holds both operators'.
    const to2 = await call<{ aaData: Lease[] }>('TO2', 'GET', `${BASE}?length=100`);
    expect(to2.body.aaData.every((r) => r.toAccnId === 'TO0002')).toBe(true);
    const lease1 = await call<{ aaData: Lease[] }>('LEASE1', 'GET', `${BASE}?length=100`);
    expect(new Set(lease1.body.aaData.map((r) => r.toAccnId))).toEqual(new Set(['TO0001', 'TO0002']));
    // Only truck operators apply; a provider, a cargo owner and the platform cannot.
    for (const usrId of ['LEASE1', 'CO1', 'OPADMIN']) expect((await call(usrId, 'POST', BASE, application())).status).toBe(403);
    // The form's providers: the registered leasing providers only.
    const options = await call<{ providers: { value: string }[] }>('TO1', 'GET', `${BASE}/options`);
    expect(options.body.providers.map((p) => p.value)).toEqual(['SP0003']);
  });

  it('refuses bad input field by field, never a 500', async () => {
    const bad = await call<Failure>('TO1', 'POST', BASE, {
      ...application(),
      truckCount: 0,
      months: 61,
      wantedPrice: '12.345',
      contactPhone: 'call me',
      vehicleType: 'ROCKET',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe('VALIDATION_FAILED');
    expect(bad.body.message).toEqual({
      truckCount: 'Between 1 and 50 trucks',
      months: 'Between 1 and 60 months',
      wantedPrice: 'The amount has more decimals than the currency has',
      contactPhone: 'A phone number: digits, spaces, brackets and dashes, optionally starting with +',
      vehicleType: expect.any(String),
    });
    // Checked on the server: not a provider (the ship agent), a start in the past.
    const checked = await call<Failure>('TO1', 'POST', BASE, application({ providerAccnId: 'SP0002', startDate: '2020-01-01' }));
    expect(checked.status).toBe(400);
    expect(checked.body.message).toEqual({
      providerAccnId: 'Choose one of the active leasing providers',
      startDate: 'The start cannot be in the past',
    });
    // Over-long strings and NUL bytes are field errors.
    const long = await call<Failure>(
      'TO1',
      'POST',
      BASE,
      application({ contactName: 'x'.repeat(101), remarks: 'y'.repeat(501) }),
    );
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.message as Record<string, string>).sort()).toEqual(['contactName', 'remarks']);
    const nul = await call<Failure>('TO1', 'POST', BASE, application({ contactName: 'Bambang\u0000' }));
    expect(nul.status).toBe(400);
    expect(nul.body.status).toBe('VALIDATION_FAILED');
    const a = await applied();
    const zero = await verb('LEASE1', a.applicationId, 'quote', { monthlyPrice: '0' });
    expect((zero.body as unknown as Failure).message).toEqual({ monthlyPrice: 'The price must be more than zero' });
    const nulQuote = await verb('LEASE1', a.applicationId, 'quote', { monthlyPrice: '1000', quoteNote: 'a\u0000b' });
    expect(nulQuote.status).toBe(400);
    const hugeId = await call('TO1', 'GET', `${BASE}/${'X'.repeat(300)}`);
    expect([400, 414]).toContain(hugeId.status);
    const unknown = await call('TO1', 'POST', BASE, { ...application(), extra: 1 });
    expect(unknown.status).toBe(400);
  });
});

describe('the menu', () => {
  it('has Truck leasing for operators, Lease applications for leasing providers only, the platform list for the platform', async () => {
    type Entry = { id: string; path?: string; children?: Entry[] };
    const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
    const menuOf = async (usrId: string) =>
      flat((await call<Entry[]>(usrId, 'GET', '/api/v1/lintas/auth/menu')).body).map((e) => `${e.id} ${e.path ?? ''}`);
    expect(await menuOf('TO1')).toContain('truckLeasing /administrations/truckleasing');
    expect(await menuOf('LEASE1')).toContain('leaseApplications /administrations/truckleasing');
    expect(await menuOf('OPADMIN')).toContain('truckLeasingAll /opadmin/truckleasing/list');
    // AGENT1's company is a service provider too, a ship agent: it leases nothing, so neither menu nor tab.
    for (const usrId of ['CO1', 'FF1', 'CO1FIN', 'AGENT1'])
      expect((await menuOf(usrId)).join(' '), usrId).not.toContain('truckleasing');
    // Registered as a leasing provider, it gets them at its next menu.
    await db().insert(leasingProviders).values({ accnId: 'SP0002' });
    expect(await menuOf('AGENT1')).toContain('leaseApplications /administrations/truckleasing');
    await db().delete(leasingProviders).where(eq(leasingProviders.accnId, 'SP0002'));
  });
});

describe('races', () => {
  it('two quotes at once: one wins (409 for the other, its price not kept); two approvals: one wins', async () => {
    const a = await applied();
    const [q1, q2] = await Promise.all([
      verb('LEASE1', a.applicationId, 'quote', { monthlyPrice: '19000000', version: 1 }),
      verb('LEASE1', a.applicationId, 'quote', { monthlyPrice: '21000000', version: 1 }),
    ]);
    expect([q1.status, q2.status].sort()).toEqual([200, 409]);
    const winner = q1.status === 200 ? q1.body : q2.body;
    const now = (await call<Lease>('TO1', 'GET', `${BASE}/${a.applicationId}`)).body;
    expect(now.monthlyPrice).toBe(winner.monthlyPrice);
    // A stale version is 409 too, nothing kept.
    expect((await verb('TO1', a.applicationId, 'accept', { version: 1 })).status).toBe(409);
    // Accept and withdraw at once: one wins.
    const [acc, wdr] = await Promise.all([
      verb('TO1', a.applicationId, 'accept', { version: 2 }),
      verb('TO1', a.applicationId, 'withdraw', { version: 2, reason: 'Changed plans' }),
    ]);
    expect([acc.status, wdr.status].sort()).toEqual([200, 409]);
    const b = await applied();
    await ok('LEASE1', b.applicationId, 'quote', { monthlyPrice: '19000000' });
    await ok('TO1', b.applicationId, 'accept');
    const [x, y] = await Promise.all([
      verb('LEASE1', b.applicationId, 'approve'),
      verb('LEASE1', b.applicationId, 'reject', { reason: 'Units sold' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const final = (await call<Lease>('LEASE1', 'GET', `${BASE}/${b.applicationId}`)).body;
    expect(final.state).toBe(x.status === 200 ? 'APP' : 'REJ');
  });
});
