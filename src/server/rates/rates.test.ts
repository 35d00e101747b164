import { describe, expect, it } from 'vitest';
import { addToDate, businessDate } from '../../domain/contracts/contracts';
import { useTestApp } from '../../../tests/support/test-app';
import { activeRateFor } from './rates.service';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';
const today = businessDate();

type Reply = { statusCode: number; body: string; json: () => any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => Promise<Reply>;
const sessions = new Map<string, string>();
async function as(usrId: string): Promise<Call> {
  if (!sessions.has(usrId)) sessions.set(usrId, (await ctx.signIn(usrId)).authorization);
  const authorization = sessions.get(usrId)!;
  return (method, url, payload) =>
    ctx.app.inject({ method, url: `${BASE}${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
}

const table = (over: Record<string, unknown> = {}) => ({
  rateName: 'Priok – Karawang test',
  toAccnId: 'TO0001',
  customerAccnId: 'CO0001',
  currency: 'IDR',
  validFrom: today,
  validTo: addToDate(today, { months: 6 }),
  lines: [
    { fromLocId: 'LOC-TO1-PRIOK', toLocId: 'LOC-CO1-KARAWANG', vehicleType: 'PRIME_MOVER', tripType: 'S', charge: '3100000' },
    {
      fromLocId: 'LOC-CO1-KARAWANG',
      toLocId: 'LOC-CO1-SUNTER',
      vehicleType: 'VT20FT',
      tripType: 'C',
      dropSeq: 2,
      charge: '700000.50',
    },
  ],
  ...over,
});

const lane = {
  toAccnId: 'TO0001',
  customerAccnId: 'CO0001',
  fromLocId: 'LOC-TO1-PRIOK',
  toLocId: 'LOC-CO1-KARAWANG',
  vehicleType: 'PRIME_MOVER',
  tripType: 'S',
  onDate: today,
};

describe('rate tables', () => {
  it('submitted by the operator, verified, approved, activated: only then it prices; deactivated with a reason', async () => {
    const to1 = await as('TO1');
    const l1 = await as('L1SUPPORT');
    const head = await as('GLIHEAD');
    const created = await to1('POST', '/rate-tables', table());
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json();
    expect(t).toMatchObject({ state: 'SUB', lineCount: 2, submittedBy: 'TO1' });
    expect(t.lines[1]).toMatchObject({ tripType: 'C', dropSeq: 2, charge: '700000.50' });
    expect(await activeRateFor(ctx.database.db, lane)).toBeNull();

    // Not in the table yet: approve before verify, activate before approve.
    expect((await head('POST', `/rate-tables/${t.rateId}/approve`, { version: 1 })).statusCode).toBe(409);
    expect((await to1('POST', `/rate-tables/${t.rateId}/activate`, { version: 1 })).statusCode).toBe(409);
    // The operator cannot verify its own table (no permission).
    expect((await to1('POST', `/rate-tables/${t.rateId}/verify`, { version: 1 })).statusCode).toBe(403);
    const verified = await l1('POST', `/rate-tables/${t.rateId}/verify`, { version: 1 });
    expect(verified.json()).toMatchObject({ state: 'VER', verifiedBy: 'L1SUPPORT' });
    expect((await l1('POST', `/rate-tables/${t.rateId}/verify`, { version: 2 })).statusCode).toBe(409);
    const approved = await head('POST', `/rate-tables/${t.rateId}/approve`, { version: 2 });
    expect(approved.json()).toMatchObject({ state: 'APP', approvedBy: 'GLIHEAD' });
    expect(await activeRateFor(ctx.database.db, lane)).toBeNull();
    const stale = await to1('POST', `/rate-tables/${t.rateId}/activate`, { version: 2 });
    expect(stale.statusCode).toBe(409);
    const active = await to1('POST', `/rate-tables/${t.rateId}/activate`, { version: 3 });
    expect(active.json().state).toBe('A');
    expect(await activeRateFor(ctx.database.db, lane)).toMatchObject({ rateId: t.rateId, charge: '3100000.00', currency: 'IDR' });
    expect(
      await activeRateFor(ctx.database.db, {
        ...lane,
        fromLocId: 'LOC-CO1-KARAWANG',
        toLocId: 'LOC-CO1-SUNTER',
        vehicleType: 'VT20FT',
        tripType: 'C',
        dropSeq: 2,
      }),
    ).toMatchObject({ charge: '700000.50' });
    // Outside its validity it does not price.
    expect(await activeRateFor(ctx.database.db, { ...lane, onDate: addToDate(today, { months: 7 }) })).toBeNull();

    const noReason = await to1('POST', `/rate-tables/${t.rateId}/deactivate`, { version: 4 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toHaveProperty('reason');
    const off = await to1('POST', `/rate-tables/${t.rateId}/deactivate`, { version: 4, reason: 'Fuel surcharge revision' });
    expect(off.json()).toMatchObject({ state: 'I', reason: 'Fuel surcharge revision' });
    expect(await activeRateFor(ctx.database.db, lane)).toBeNull();
  });

  it('maker-checker: a platform maker cannot verify its own table; a rejected table is edited and submitted again', async () => {
    const su = await as('SUPERADMIN');
    const l1 = await as('L1SUPPORT');
    const created = await l1('POST', '/rate-tables', table({ rateName: 'By support' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().rateId;
    expect((await l1('POST', `/rate-tables/${id}/verify`, { version: 1 })).statusCode).toBe(403);
    const rejected = await su('POST', `/rate-tables/${id}/reject`, { version: 1, reason: 'Charges missing VAT' });
    expect(rejected.json()).toMatchObject({ state: 'REJ', reason: 'Charges missing VAT' });
    const edited = await l1('PUT', `/rate-tables/${id}`, { ...table({ rateName: 'By support v2' }), version: 2 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ state: 'SUB', rateName: 'By support v2', reason: null });
    const verified = await su('POST', `/rate-tables/${id}/verify`, { version: 3 });
    expect(verified.json().state).toBe('VER');
    // The verifier may not approve too.
    expect((await su('POST', `/rate-tables/${id}/approve`, { version: 4 })).statusCode).toBe(403);
  });

  it('validation: field errors for lines, dates and locations of other companies', async () => {
    const to1 = await as('TO1');
    const res = await to1(
      'POST',
      '/rate-tables',
      table({
        validTo: addToDate(today, { days: -1 }),
        lines: [{ fromLocId: 'LOC-TO1-PRIOK', toLocId: 'LOC-TO1-PRIOK', vehicleType: 'BICYCLE', tripType: 'C', charge: '-5' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().message).sort()).toEqual(['lines.0.charge', 'lines.0.vehicleType']);
    // Rules across fields answer once the fields themselves are valid.
    const cross = await to1(
      'POST',
      '/rate-tables',
      table({
        validTo: addToDate(today, { days: -1 }),
        lines: [{ fromLocId: 'LOC-TO1-PRIOK', toLocId: 'LOC-TO1-PRIOK', vehicleType: 'VT20FT', tripType: 'C', charge: '5' }],
      }),
    );
    expect(Object.keys(cross.json().message).sort()).toEqual(['lines.0.dropSeq', 'lines.0.toLocId', 'validTo']);
    const empty = await to1('POST', '/rate-tables', table({ lines: [] }));
    expect(empty.json().message).toHaveProperty('lines');
    const foreign = await to1(
      'POST',
      '/rate-tables',
      table({
        lines: [{ fromLocId: 'LOC-TO2-PERAK', toLocId: 'LOC-CO1-SUNTER', vehicleType: 'VT25FT', tripType: 'S', charge: '1' }],
      }),
    );
    expect(foreign.json().message).toEqual({ 'lines.0.fromLocId': expect.any(String) });
    // A truck operator makes tables only for itself.
    const other = await to1('POST', '/rate-tables', table({ toAccnId: 'TO0002' }));
    expect(other.json().message).toHaveProperty('toAccnId');
    // A cargo owner makes none: its company type never holds rates.manage (issue 12), whatever its roles.
    const co = await (await as('CO1'))('POST', '/rate-tables', table());
    expect(co.statusCode).toBe(403);
  });

  it('tenancy: another company gets 404; parties see their tables; the platform sees all', async () => {
    const to1 = await as('TO1');
    const to2 = await as('TO2');
    const co = await as('CO1');
    const mine = await to1('GET', '/rate-tables?length=100');
    const rows = mine.json().aaData as { rateId: string; toAccnId: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.toAccnId === 'TO0001')).toBe(true);
    const id = rows[0]!.rateId;
    expect((await to2('GET', `/rate-tables/${id}`)).statusCode).toBe(404);
    expect((await to2('POST', `/rate-tables/${id}/deactivate`, { version: 1, reason: 'x' })).statusCode).toBe(404);
    const coRows = (await co('GET', '/rate-tables?length=100')).json().aaData as { customerAccnId: string }[];
    expect(coRows.every((r) => r.customerAccnId === 'CO0001')).toBe(true);
    // The customer reads but cannot switch the operator's table on or off (a cargo owner never holds rates.manage).
    const coTable = (await co('GET', '/rate-tables?length=100&state=A')).json().aaData[0];
    expect(coTable.actions).toEqual([]);
    expect(
      (await co('POST', `/rate-tables/${coTable.rateId}/deactivate`, { version: coTable.version, reason: 'x' })).statusCode,
    ).toBe(403);
    const all = (await (await as('OPADMIN'))('GET', '/rate-tables?length=100')).json();
    expect(all.iTotalRecords).toBeGreaterThan(rows.length);
    expect((await to2('GET', '/rate-tables/location-options?toAccnId=TO0001&customerAccnId=CO0001')).statusCode).toBe(403);
    const opts = (await to1('GET', '/rate-tables/location-options?toAccnId=TO0001&customerAccnId=CO0001')).json();
    expect(opts.map((o: { value: string }) => o.value)).toContain('LOC-CO1-SUNTER');
  });
});
