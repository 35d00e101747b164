import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, outbox } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: { authorization }, payload });
}
const statusOf = async (accnId: string) =>
  (await ctx.database.db.select({ s: accounts.accnStatus }).from(accounts).where(eq(accounts.accnId, accnId)))[0]!.s;

describe('account lifecycle', () => {
  it('suspension: requested by one platform user, approved by another; the company is locked out, then resumed', async () => {
    const userSession = await ctx.signIn('TO2');
    const op = await as('OPADMIN');
    const requested = await op('/accounts/TO0002/requests', {
      reqType: 'SUSPENSION',
      reason: 'Unpaid platform fees for three months',
    });
    expect(requested.statusCode).toBe(201);
    expect(await statusOf('TO0002')).toBe('P');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/co/cac/profile/',
          headers: { authorization: userSession.authorization },
        })
      ).statusCode,
    ).toBe(200);
    const again = await op('/accounts/TO0002/requests', { reqType: 'SUSPENSION', reason: 'twice' });
    expect(again.statusCode).toBe(409);

    const reqId = requested.json().reqId;
    const selfApprove = await op(`/account-requests/${reqId}/approve`);
    expect(selfApprove.statusCode).toBe(403);
    const su = await as('SUPERADMIN');
    const approved = await su(`/account-requests/${reqId}/approve`, { reason: 'Confirmed with finance' });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', accnStatus: 'S' });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/co/cac/profile/',
          headers: { authorization: userSession.authorization },
        })
      ).statusCode,
    ).toBe(408);
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { id: 'TO2', password: 'Demo#2026' },
    });
    expect(login.json().loginStatus).toBe('ACCOUNT_SUSPENDED');
    expect((await su(`/account-requests/${reqId}/approve`)).statusCode).toBe(409);

    const resume = await op('/accounts/TO0002/requests', { reqType: 'RESUMPTION', reason: 'Fees paid' });
    expect(await statusOf('TO0002')).toBe('Q');
    const resumed = await su(`/account-requests/${resume.json().reqId}/approve`);
    expect(resumed.json()).toMatchObject({ status: 'APPROVED' });
    expect(await statusOf('TO0002')).toBe('A');
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { id: 'TO2', password: 'Demo#2026', force: true },
    });
    expect(relogin.json().loginStatus).toBe('AUTHORIZED_LOGIN');
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.template, 'ACCOUNT_STATUS'));
    // The approved suspension is told by the ACCOUNT_SUSPENDED event, not by a status e-mail.
    expect(mails.filter((m) => m.toAddress === 'eko@angkutanjaya.co.id').length).toBeGreaterThanOrEqual(3);
  });

  it('a rejected request returns the company to where it was; termination makes users inactive; refused transitions are 409', async () => {
    const op = await as('OPADMIN');
    const su = await as('SUPERADMIN');
    const resumeActive = await op('/accounts/SL0001/requests', { reqType: 'RESUMPTION', reason: 'not suspended' });
    expect(resumeActive.statusCode).toBe(409);
    const term = await op('/accounts/SL0001/requests', { reqType: 'TERMINATION', reason: 'Company closed' });
    expect(await statusOf('SL0001')).toBe('V');
    await su(`/account-requests/${term.json().reqId}/reject`, { reason: 'Documents missing' });
    expect(await statusOf('SL0001')).toBe('A');
    const term2 = await op('/accounts/SL0001/requests', { reqType: 'TERMINATION', reason: 'Company closed' });
    await su(`/account-requests/${term2.json().reqId}/approve`);
    expect(await statusOf('SL0001')).toBe('T');
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { id: 'SL1', password: 'Demo#2026' },
    });
    expect(login.json().loginStatus).toBe('ACCOUNT_INACTIVE');
    expect((await op('/accounts/SL0001/requests', { reqType: 'SUSPENSION', reason: 'x' })).statusCode).toBe(409);
    expect((await op('/accounts/LINTAS/requests', { reqType: 'SUSPENSION', reason: 'x' })).statusCode).toBe(409);
    const co = await as('CO1');
    expect((await co('/accounts/CO0001/requests', { reqType: 'SUSPENSION', reason: 'x' })).statusCode).toBe(403);
  });

  it('pending requests are listed for the platform and counted on the dashboard', async () => {
    const op = await as('OPADMIN');
    await op('/accounts/FF0001/requests', { reqType: 'SUSPENSION', reason: 'Audit' });
    const { authorization } = await ctx.signIn('OPADMIN');
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/account-requests?length=10&status=PENDING`,
        headers: { authorization },
      })
    ).json();
    expect(list.aaData.map((r: { accnId: string }) => r.accnId)).toContain('FF0001');
    const dash = (await ctx.app.inject({ method: 'GET', url: `${BASE}/dashboard`, headers: { authorization } })).json();
    expect(
      dash.cards.find((c: { tabCode: string }) => c.tabCode === 'accountSuspension').transStatistic.P,
    ).toBeGreaterThanOrEqual(1);
  });
});
