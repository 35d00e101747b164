import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountRequests, accounts, auditLog, notificationEvents, outbox, sessions, users } from '../db/schema';
import { deliverPendingNotifications } from '../notifications/fanout';
import { TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';

/**
 * Spec §4 account statuses: every transition of the account requests and every refused one.
 * Suspension A -> P -> S, termination A or S -> V -> T, resumption S -> Q -> A; a rejection returns
 * the company to where it was. Maker-checker: the requester may not decide (403).
 */
const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: { authorization }, payload });
}
const statusOf = async (accnId: string) =>
  (await ctx.database.db.select({ s: accounts.accnStatus }).from(accounts).where(eq(accounts.accnId, accnId)))[0]!.s;
const login = async (usrId: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { id: usrId, password: 'Demo#2026', force: true },
    })
  ).json().loginStatus as string;
const profile = async (authorization: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/co/cac/profile/', headers: { authorization } })).statusCode;
const audits = async (accnId: string) =>
  (
    await ctx.database.db
      .select({ e: auditLog.audtEvent })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, accnId)))
      .orderBy(auditLog.id)
  ).map((r) => r.e);
const mailsTo = async (address: string) =>
  (
    await ctx.database.db
      .select({ subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.toAddress, address), eq(outbox.template, 'ACCOUNT_STATUS')))
      .orderBy(outbox.id)
  ).map((m) => m.body);
const suspendedEvents = (accnId: string) =>
  ctx.database.db
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.type, 'ACCOUNT_SUSPENDED'), sql`${notificationEvents.record}->>'id' = ${accnId}`));

describe('suspension A -> P -> S', () => {
  it('a rejected suspension returns the company to A; an approved one suspends it: sessions end, sign-in says ACCOUNT_SUSPENDED', async () => {
    const op = await as('OPADMIN');
    const su = await as('SUPERADMIN');
    const user = await ctx.signIn('TO1');
    const first = await op('/accounts/TO0001/requests', { reqType: 'SUSPENSION', reason: 'Late documents' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ reqType: 'SUSPENSION', fromStatus: 'A', status: 'PENDING', requestedBy: 'OPADMIN' });
    expect(await statusOf('TO0001')).toBe('P');
    // While the request is pending the company works as before.
    expect(await profile(user.authorization)).toBe(200);
    expect((await op(`/account-requests/${first.json().reqId}/reject`)).statusCode).toBe(403);
    const rejected = await su(`/account-requests/${first.json().reqId}/reject`, { reason: 'Documents arrived' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', accnStatus: 'A' });
    // A rejected suspension suspends nothing: no ACCOUNT_SUSPENDED.
    expect(await suspendedEvents('TO0001')).toEqual([]);
    expect(await statusOf('TO0001')).toBe('A');
    expect(await profile(user.authorization)).toBe(200);

    const second = await op('/accounts/TO0001/requests', { reqType: 'SUSPENSION', reason: 'Unpaid fees' });
    const approved = await su(`/account-requests/${second.json().reqId}/approve`, { reason: 'Confirmed' });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', accnStatus: 'S' });
    expect(await statusOf('TO0001')).toBe('S');
    // The existing token no longer works (the session ended) and a new sign-in is refused.
    expect(await profile(user.authorization)).toBe(408);
    const ended = await ctx.database.db.select().from(sessions).where(eq(sessions.usrId, 'TO1'));
    expect(ended.every((s) => s.endedAt !== null)).toBe(true);
    expect(ended.map((s) => s.endedReason)).toContain('ACCOUNT_SUSPENDED');
    expect(await login('TO1')).toBe('ACCOUNT_SUSPENDED');

    expect(await audits('TO0001')).toEqual([
      'ACCOUNT_SUSPENSION_REQUESTED',
      'ACCOUNT_SUSPENSION_REJECTED',
      'ACCOUNT_SUSPENSION_REQUESTED',
      'ACCOUNT_SUSPENSION_APPROVED',
    ]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'TO0001'), eq(auditLog.audtEvent, 'ACCOUNT_SUSPENSION_APPROVED')));
    expect(audit).toMatchObject({ audtUid: 'SUPERADMIN', before: { accnStatus: 'P' }, after: { accnStatus: 'S' } });
    // The company administrator is e-mailed at each change; the approved suspension is the ACCOUNT_SUSPENDED event
    // (mandatory: every active user of the company, in the portal and by e-mail) instead of the status e-mail.
    expect(await mailsTo('slamet@truknusantara.co.id')).toHaveLength(3);
    const [event] = await suspendedEvents('TO0001');
    expect(event).toMatchObject({
      type: 'ACCOUNT_SUSPENDED',
      accnIds: ['TO0001'],
      usrIds: [],
      record: { kind: 'account', id: 'TO0001', path: '/account/profile/' },
      data: { accnName: 'PT Truk Nusantara', reason: 'Unpaid fees' },
    });
    await deliverPendingNotifications(ctx.database.db, { publicUrl: TEST_PUBLIC_URL });
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'ACCOUNT_SUSPENDED'), eq(outbox.toAddress, 'slamet@truknusantara.co.id')));
    expect(mail!.subject).toContain('The account of PT Truk Nusantara is suspended');
    expect(mail!.body).toContain('Reason: Unpaid fees');
  });

  it('refused: suspending a company that is not active (suspended, pending, terminated, in registration, the platform)', async () => {
    const op = await as('OPADMIN');
    const suspend = (accnId: string) => op(`/accounts/${accnId}/requests`, { reqType: 'SUSPENSION', reason: 'x' });
    expect((await suspend('CO0002')).statusCode).toBe(409); // S
    expect((await suspend('TO0003')).statusCode).toBe(409); // R
    expect((await suspend('LINTAS')).statusCode).toBe(409); // the platform itself
    expect((await suspend('NOSUCH')).statusCode).toBe(404);
    const pending = await suspend('SP0001');
    expect(pending.statusCode).toBe(201);
    expect((await suspend('SP0001')).statusCode).toBe(409); // P: one pending request per company
    expect((await op('/accounts/SP0001/requests', { reqType: 'TERMINATION', reason: 'x' })).statusCode).toBe(409);
    expect((await op('/accounts/SP0001/requests', { reqType: 'RESUMPTION', reason: 'x' })).statusCode).toBe(409);
    const res = await suspend('CO0002');
    expect(res.json().err.msg).toBe("This request is not possible in the company's current status");
  });
});

describe('termination A or S -> V -> T', () => {
  it('from S: a rejection returns to S; an approval terminates; users get ACCOUNT_INACTIVE; records are kept', async () => {
    const op = await as('OPADMIN');
    const su = await as('SUPERADMIN');
    expect(await statusOf('CO0002')).toBe('S');
    const first = await op('/accounts/CO0002/requests', { reqType: 'TERMINATION', reason: 'Closed for a year' });
    expect(first.json()).toMatchObject({ fromStatus: 'S' });
    expect(await statusOf('CO0002')).toBe('V');
    // A termination requested while suspended keeps the company suspended until it is decided.
    expect(await login('SUSP1')).toBe('ACCOUNT_SUSPENDED');
    expect((await su(`/account-requests/${first.json().reqId}/reject`, { reason: 'They will reopen' })).json()).toMatchObject({
      status: 'REJECTED',
      accnStatus: 'S',
    });
    expect(await statusOf('CO0002')).toBe('S');
    const second = await op('/accounts/CO0002/requests', { reqType: 'TERMINATION', reason: 'Closed for good' });
    expect((await su(`/account-requests/${second.json().reqId}/approve`)).json()).toMatchObject({ accnStatus: 'T' });
    expect(await statusOf('CO0002')).toBe('T');
    expect(await login('SUSP1')).toBe('ACCOUNT_INACTIVE');
    // Records are kept: the company, its users and the request history.
    expect(await ctx.database.db.$count(users, eq(users.accnId, 'CO0002'))).toBeGreaterThan(0);
    expect(await ctx.database.db.$count(accountRequests, eq(accountRequests.accnId, 'CO0002'))).toBe(2);
    expect(await audits('CO0002')).toEqual([
      'ACCOUNT_TERMINATION_REQUESTED',
      'ACCOUNT_TERMINATION_REJECTED',
      'ACCOUNT_TERMINATION_REQUESTED',
      'ACCOUNT_TERMINATION_APPROVED',
    ]);
    expect(await mailsTo('joko@cvterhenti.co.id')).toHaveLength(4);

    // T is final: no request of any kind.
    for (const reqType of ['SUSPENSION', 'TERMINATION', 'RESUMPTION'])
      expect((await op('/accounts/CO0002/requests', { reqType, reason: 'x' })).statusCode, reqType).toBe(409);
  });

  it('from A: the existing sessions end (408) and sign-in says ACCOUNT_INACTIVE', async () => {
    const op = await as('OPADMIN');
    const su = await as('SUPERADMIN');
    const user = await ctx.signIn('SL1');
    const req = await op('/accounts/SL0001/requests', { reqType: 'TERMINATION', reason: 'Merged' });
    expect(req.json()).toMatchObject({ fromStatus: 'A' });
    expect(await profile(user.authorization)).toBe(200);
    await su(`/account-requests/${req.json().reqId}/approve`);
    expect(await statusOf('SL0001')).toBe('T');
    expect(await profile(user.authorization)).toBe(408);
    const [ended] = await ctx.database.db.select().from(sessions).where(eq(sessions.usrId, 'SL1'));
    expect(ended!.endedReason).toBe('ACCOUNT_TERMINATED');
    expect(await login('SL1')).toBe('ACCOUNT_INACTIVE');
  });
});

describe('resumption S -> Q -> A', () => {
  it('a rejected resumption returns to S; an approved one makes the company active and its users can sign in', async () => {
    const op = await as('OPADMIN');
    const su = await as('SUPERADMIN');
    const suspension = await op('/accounts/FF0001/requests', { reqType: 'SUSPENSION', reason: 'Audit' });
    await su(`/account-requests/${suspension.json().reqId}/approve`);
    expect(await statusOf('FF0001')).toBe('S');
    expect((await op('/accounts/FF0001/requests', { reqType: 'SUSPENSION', reason: 'again' })).statusCode).toBe(409);

    const first = await op('/accounts/FF0001/requests', { reqType: 'RESUMPTION', reason: 'Audit passed' });
    expect(first.json()).toMatchObject({ fromStatus: 'S' });
    expect(await statusOf('FF0001')).toBe('Q');
    // Still suspended while the resumption waits for a decision.
    expect(await login('FF1')).toBe('ACCOUNT_SUSPENDED');
    expect((await op('/accounts/FF0001/requests', { reqType: 'RESUMPTION', reason: 'again' })).statusCode).toBe(409);
    expect((await op(`/account-requests/${first.json().reqId}/approve`)).statusCode).toBe(403);
    expect((await su(`/account-requests/${first.json().reqId}/reject`, { reason: 'Not yet' })).json()).toMatchObject({
      accnStatus: 'S',
    });
    expect(await statusOf('FF0001')).toBe('S');
    expect(await login('FF1')).toBe('ACCOUNT_SUSPENDED');

    // The other platform user requests this time; the first one may decide.
    const second = await su('/accounts/FF0001/requests', { reqType: 'RESUMPTION', reason: 'Audit passed' });
    expect((await su(`/account-requests/${second.json().reqId}/approve`)).statusCode).toBe(403);
    expect((await op(`/account-requests/${second.json().reqId}/approve`)).json()).toMatchObject({ accnStatus: 'A' });
    expect(await statusOf('FF0001')).toBe('A');
    expect(await login('FF1')).toBe('AUTHORIZED_LOGIN');
    expect(await audits('FF0001')).toEqual([
      'ACCOUNT_SUSPENSION_REQUESTED',
      'ACCOUNT_SUSPENSION_APPROVED',
      'ACCOUNT_RESUMPTION_REQUESTED',
      'ACCOUNT_RESUMPTION_REJECTED',
      'ACCOUNT_RESUMPTION_REQUESTED',
      'ACCOUNT_RESUMPTION_APPROVED',
    ]);
    // Six changes: five status e-mails and the approved suspension's ACCOUNT_SUSPENDED event.
    const mails = await mailsTo('yusuf@cepatkirim.co.id');
    expect(mails).toHaveLength(5);
    expect(await suspendedEvents('FF0001')).toHaveLength(1);
    expect(mails.at(-1)).toContain('Account resumed');
  });

  it('refused: resuming an active or a pending company', async () => {
    const op = await as('OPADMIN');
    expect((await op('/accounts/CO0001/requests', { reqType: 'RESUMPTION', reason: 'x' })).statusCode).toBe(409);
    expect((await op('/accounts/CO0003/requests', { reqType: 'RESUMPTION', reason: 'x' })).statusCode).toBe(409);
  });
});

describe('deciding', () => {
  it('a decided request cannot be decided again (approve twice, reject after approve, approve after reject): 409', async () => {
    const op = await as('OPADMIN');
    const su = await as('SUPERADMIN');
    const a = await op('/accounts/CO0003/requests', { reqType: 'SUSPENSION', reason: 'x' });
    expect((await su(`/account-requests/${a.json().reqId}/approve`)).statusCode).toBe(200);
    const twice = await su(`/account-requests/${a.json().reqId}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().err.msg).toBe('This request has already been decided');
    expect((await su(`/account-requests/${a.json().reqId}/reject`)).statusCode).toBe(409);
    const b = await op('/accounts/CO0003/requests', { reqType: 'RESUMPTION', reason: 'x' });
    expect((await su(`/account-requests/${b.json().reqId}/reject`)).statusCode).toBe(200);
    expect((await su(`/account-requests/${b.json().reqId}/approve`)).statusCode).toBe(409);
    expect((await su(`/account-requests/${b.json().reqId}/reject`)).statusCode).toBe(409);
    expect(await statusOf('CO0003')).toBe('S');
  });

  it('the requester deciding gets 403 (approve or reject); only platform lifecycle users may request or decide', async () => {
    const op = await as('OPADMIN');
    const req = await op('/accounts/TO0002/requests', { reqType: 'SUSPENSION', reason: 'x' });
    const reqId = req.json().reqId as string;
    for (const verb of ['approve', 'reject']) {
      const res = await op(`/account-requests/${reqId}/${verb}`);
      expect(res.statusCode, verb).toBe(403);
      expect(res.json().err.msg).toBe('Another platform user must decide on a request you made');
    }
    for (const usrId of ['L1SUPPORT', 'CO1', 'TO2', 'GLIHEAD']) {
      const other = await as(usrId);
      expect((await other(`/account-requests/${reqId}/approve`)).statusCode, usrId).toBe(403);
      expect((await other('/accounts/CO0001/requests', { reqType: 'SUSPENSION', reason: 'x' })).statusCode, usrId).toBe(403);
    }
    const su = await as('SUPERADMIN');
    expect((await su('/account-requests/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    expect(await statusOf('TO0002')).toBe('P');
    // Nothing was written by the refused decisions.
    const [row] = await ctx.database.db.select().from(accountRequests).where(eq(accountRequests.reqId, reqId));
    expect(row).toMatchObject({ status: 'PENDING', decidedBy: null });
    expect(
      await ctx.database.db.$count(auditLog, and(eq(auditLog.entityId, 'TO0002'), like(auditLog.audtEvent, '%APPROVED'))),
    ).toBe(0);
  });
});
