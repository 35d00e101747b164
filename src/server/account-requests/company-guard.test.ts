import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { AppError } from '../http/errors';
import { useTestApp } from '../../../tests/support/test-app';
import { assertCompanyActive, companyActivity, requireActiveCompany } from './company-guard';

const GUARDED = '/api/v1/lintas/trucking/test-only/guarded';
const ctx = useTestApp({}, (app) => {
  // What a job or billing route does: signed in, then the company must be active.
  app.post(GUARDED, { preHandler: [app.auth.requireUser, requireActiveCompany(ctx.database.db)] }, async () => ({ ok: true }));
});
const BASE = '/api/v1/lintas/trucking';

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url: url.startsWith('/api') ? url : `${BASE}${url}`, headers: { authorization }, payload });
}

const refusal = async (accnId: string) => {
  try {
    await assertCompanyActive(ctx.database.db, accnId);
    return null;
  } catch (error) {
    return error instanceof AppError ? `${error.httpStatus} ${error.code} ${error.message}` : String(error);
  }
};

describe('companyActivity (spec §4 account statuses)', () => {
  it.each([
    ['A', undefined, 'ACTIVE'],
    ['P', undefined, 'ACTIVE'],
    ['S', undefined, 'SUSPENDED'],
    ['Q', undefined, 'SUSPENDED'],
    ['V', 'A', 'ACTIVE'],
    ['V', 'S', 'SUSPENDED'],
    ['V', null, 'SUSPENDED'],
    ['T', undefined, 'INACTIVE'],
    ['N', undefined, 'INACTIVE'],
    ['R', undefined, 'INACTIVE'],
    ['X', undefined, 'INACTIVE'],
    ['D', undefined, 'INACTIVE'],
  ] as const)('%s (termination from %s) is %s', (status, from, activity) => {
    expect(companyActivity(status, from)).toBe(activity);
  });
});

describe('assertCompanyActive / requireActiveCompany', () => {
  it('reads the company status: 403 ACCOUNT_SUSPENDED or ACCOUNT_INACTIVE, 404 for no company', async () => {
    expect(await refusal('CO0001')).toBeNull();
    expect(await refusal('CO0002')).toBe('403 ACCOUNT_SUSPENDED server.account.suspended');
    expect(await refusal('TO0003')).toBe('403 ACCOUNT_INACTIVE server.account.inactive');
    expect(await refusal('NOSUCH')).toBe('404 NOT_FOUND Account not found');
  });

  it('guards a route through the lifecycle: active and pending suspension pass; resumption pending is still suspended', async () => {
    const co = await as('CO1');
    expect((await co(GUARDED)).json()).toEqual({ ok: true });
    const op = await as('OPADMIN');
    const su = await as('SUPERADMIN');

    const suspension = await op('/accounts/CO0001/requests', { reqType: 'SUSPENSION', reason: 'Audit' });
    expect((await co(GUARDED)).statusCode).toBe(200); // P
    await su(`/account-requests/${suspension.json().reqId}/approve`);
    expect((await co(GUARDED)).statusCode).toBe(408); // S: the session ended
    expect(await refusal('CO0001')).toBe('403 ACCOUNT_SUSPENDED server.account.suspended');

    const resumption = await op('/accounts/CO0001/requests', { reqType: 'RESUMPTION', reason: 'Audit passed' });
    expect(resumption.statusCode).toBe(201);
    // Q: still suspended until the resumption is approved.
    expect(await refusal('CO0001')).toBe('403 ACCOUNT_SUSPENDED server.account.suspended');
    await su(`/account-requests/${resumption.json().reqId}/approve`);
    const again = await as('CO1');
    expect((await again(GUARDED)).statusCode).toBe(200);

    // V from A works until the termination is approved.
    const termination = await op('/accounts/CO0001/requests', { reqType: 'TERMINATION', reason: 'Closing' });
    expect((await again(GUARDED)).statusCode).toBe(200);
    await su(`/account-requests/${termination.json().reqId}/reject`, { reason: 'Not closing' });
  });

  it('answers the envelope with code ACCOUNT_SUSPENDED and the translated message (Bahasa Indonesia too)', async () => {
    const { authorization } = await ctx.signIn('CO1');
    // A status the session check lets through (V with no known earlier status counts as suspended), to reach the guard itself.
    await ctx.database.db.update(accounts).set({ accnStatus: 'V' }).where(eq(accounts.accnId, 'CO0001'));
    const en = await ctx.app.inject({ method: 'POST', url: GUARDED, headers: { authorization } });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({
      status: 'ACCOUNT_SUSPENDED',
      err: { code: 'ACCOUNT_SUSPENDED', msg: "Your company's account is suspended, so this is not possible" },
      message: "Your company's account is suspended, so this is not possible",
    });
    const id = await ctx.app.inject({ method: 'POST', url: GUARDED, headers: { authorization, 'accept-language': 'id' } });
    expect(id.json().err.msg).toBe('Akun perusahaan Anda ditangguhkan, sehingga tindakan ini tidak dapat dilakukan');
    await ctx.database.db.update(accounts).set({ accnStatus: 'R' }).where(eq(accounts.accnId, 'CO0001'));
    const inactive = await ctx.app.inject({ method: 'POST', url: GUARDED, headers: { authorization } });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().status).toBe('ACCOUNT_INACTIVE');
    await ctx.database.db.update(accounts).set({ accnStatus: 'A' }).where(eq(accounts.accnId, 'CO0001'));
    expect((await ctx.app.inject({ method: 'POST', url: GUARDED })).statusCode).toBe(401);
  });
});
