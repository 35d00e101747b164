import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToDate, businessDate } from '../../domain/contracts/contracts';
import { useTestApp } from '../../../tests/support/test-app';
import { contracts } from '../db/schema';

/**
 * Calls that name another company (location options, party options, rate tables) answer only for a company the
 * caller is bound to by an active contract, or its own; the platform and the back office for any.
 */
const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';
const today = businessDate();

type Reply = { statusCode: number; json: () => any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const sessions = new Map<string, string>();
async function as(usrId: string) {
  if (!sessions.has(usrId)) sessions.set(usrId, (await ctx.signIn(usrId)).authorization);
  const authorization = sessions.get(usrId)!;
  return (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<Reply> =>
    ctx.app.inject({ method, url: `${BASE}${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
}
const values = (r: Reply) => (r.json() as { value: string }[]).map((o) => o.value);

describe('tenancy: calls naming another company', () => {
  it('job location options: only an operator under an active contract with the customer (or the caller itself)', async () => {
    const co1 = await as('CO1');
    for (const other of ['LINTAS', 'GLI', 'TO0003', 'CO0002']) {
      expect((await co1('GET', `/jobs/location-options?toAccnId=${other}`)).statusCode, other).toBe(403);
    }
    const own = await co1('GET', '/jobs/location-options?toAccnId=CO0001');
    expect(own.statusCode).toBe(200);
    expect(values(own)).toContain('LOC-CO1-SUNTER');
    expect(values(await co1('GET', '/jobs/location-options?toAccnId=to0001'))).toContain('LOC-TO1-PRIOK');
    // FF1 and TO2 have only a contract request, no contract.
    const ff1 = await as('FF1');
    expect((await ff1('GET', '/jobs/location-options?toAccnId=TO0002')).statusCode).toBe(403);
    expect(values(await ff1('GET', '/jobs/location-options?toAccnId=TO0001'))).toContain('LOC-TO1-DEPO');
  });

  it('an expired contract no longer opens the other company', async () => {
    const co1 = await as('CO1');
    expect((await co1('GET', '/jobs/location-options?toAccnId=TO0002')).statusCode).toBe(200);
    await ctx.database.db
      .update(contracts)
      .set({ status: 'EXPIRED' })
      .where(and(eq(contracts.customerAccnId, 'CO0001'), eq(contracts.toAccnId, 'TO0002')));
    expect((await co1('GET', '/jobs/location-options?toAccnId=TO0002')).statusCode).toBe(403);
    // Still ACTIVE but past its end date (the schedule has not run yet): closed as well.
    await ctx.database.db
      .update(contracts)
      .set({ status: 'ACTIVE', validFrom: addToDate(today, { days: -30 }), validTo: addToDate(today, { days: -1 }) })
      .where(and(eq(contracts.customerAccnId, 'CO0001'), eq(contracts.toAccnId, 'TO0002')));
    expect((await co1('GET', '/jobs/location-options?toAccnId=TO0002')).statusCode).toBe(403);
  });

  it('rate location options: a party only with a contract partner; the platform any pair', async () => {
    const to1 = await as('TO1');
    for (const other of ['CO0003', 'GLI', 'LINTAS']) {
      const res = await to1('GET', `/rate-tables/location-options?toAccnId=TO0001&customerAccnId=${other}`);
      expect(res.statusCode, other).toBe(403);
    }
    expect(values(await to1('GET', '/rate-tables/location-options?toAccnId=TO0001&customerAccnId=FF0001'))).toContain(
      'LOC-FF1-CFS',
    );
    const admin = await as('OPADMIN');
    const any = await admin('GET', '/rate-tables/location-options?toAccnId=TO0001&customerAccnId=CO0003');
    expect(any.statusCode).toBe(200);
    expect(values(any)).toContain('LOC-TO1-PRIOK');
  });

  it('party options: a company lists only its contract partners; the back office every company', async () => {
    const to1 = await as('TO1');
    expect(values(await to1('GET', '/contracts/party-options?side=customer')).sort()).toEqual(['CO0001', 'FF0001']);
    expect(values(await to1('GET', '/contracts/party-options?side=operator'))).toEqual(['TO0001']);
    const l1 = await as('L1SUPPORT');
    expect(values(await l1('GET', '/contracts/party-options?side=customer'))).toContain('CO0003');
  });

  it('a truck operator cannot submit a rate table for a customer it has no contract with', async () => {
    const to1 = await as('TO1');
    const body = {
      rateName: 'No contract',
      toAccnId: 'TO0001',
      customerAccnId: 'CO0003',
      currency: 'IDR',
      validFrom: today,
      validTo: addToDate(today, { months: 1 }),
      lines: [{ fromLocId: 'LOC-TO1-PRIOK', toLocId: 'LOC-TO1-DEPO', vehicleType: 'VT20FT', tripType: 'S', charge: '100' }],
    };
    const res = await to1('POST', '/rate-tables', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      customerAccnId: 'There is no active contract between the customer and the truck operator',
    });
    expect((await to1('POST', '/rate-tables', { ...body, customerAccnId: 'CO0001' })).statusCode).toBe(201);
  });
});
