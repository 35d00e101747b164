import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, signinFailures, users } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const LOGIN = '/api/v1/lintas/trucking/auth/login';
const login = (id: string, password: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: LOGIN, payload: { id, password, ...extra } });

describe('sign-in (foundation)', () => {
  it('signs a demo user in with the upper-cased id and returns the user and a token', async () => {
    const res = await login('to1', 'Demo#2026');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.loginStatus).toBe('AUTHORIZED_LOGIN');
    expect(body.user).toMatchObject({ usrId: 'TO1', accnId: 'TO0001', accnName: 'PT Truk Nusantara', accnType: 'ACC_TYPE_TO' });
    expect(body.user.authorities).toEqual(['ACCN_ADMIN', 'ADMIN', 'TO_OPERATION']);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/co/cac/profile/',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.json().user.usrId).toBe('TO1');
  });

  it('answers the same text for an unknown user and a wrong password', async () => {
    const unknown = (await login('NOSUCHUSER', 'Demo#2026')).json();
    const wrong = (await login('TO2', 'wrong-password')).json();
    expect(unknown.loginStatus).toBe('UNAUTHENTICATED');
    expect(wrong.loginStatus).toBe('UNAUTHENTICATED');
    expect(unknown.err.msg).toBe(wrong.err.msg);
    expect(unknown.token).toBeNull();
  });

  it('refuses the suspended company with ACCOUNT_SUSPENDED', async () => {
    const body = (await login('SUSP1', 'Demo#2026')).json();
    expect(body.loginStatus).toBe('ACCOUNT_SUSPENDED');
    expect(body.token).toBeNull();
  });

  it('answers ACCOUNT_INACTIVE for an inactive user or a terminated company, AUTHORIZED_REG while registering', async () => {
    const { accounts, users: usersTable } = await import('../db/schema');
    await ctx.database.db.update(usersTable).set({ usrStatus: 'I' }).where(eq(usersTable.usrId, 'CO1FIN'));
    expect((await login('CO1FIN', 'Demo#2026')).json().loginStatus).toBe('ACCOUNT_INACTIVE');
    await ctx.database.db.update(accounts).set({ accnStatus: 'T' }).where(eq(accounts.accnId, 'SP0001'));
    await ctx.database.db.insert(usersTable).values({
      usrId: 'SP1',
      accnId: 'SP0001',
      usrName: 'Depot Admin',
      passwordHash: (await ctx.database.db.select().from(usersTable).where(eq(usersTable.usrId, 'TO1')))[0]!.passwordHash,
    });
    const terminated = (await login('SP1', 'Demo#2026')).json();
    expect(terminated.loginStatus).toBe('ACCOUNT_INACTIVE');
    expect(terminated.err.msg).toBe('Your user or company account is inactive');
    await ctx.database.db.update(accounts).set({ accnStatus: 'R' }).where(eq(accounts.accnId, 'SP0001'));
    const registering = (await login('SP1', 'Demo#2026')).json();
    expect(registering.loginStatus).toBe('AUTHORIZED_REG');
    expect(registering.user.accnId).toBe('SP0001');
    expect(registering.token).toBeNull();
  });

  it('asks before ending a live session, and the taken-over session is dead (408)', async () => {
    const first = (await login('FF1', 'Demo#2026')).json();
    expect(first.loginStatus).toBe('AUTHORIZED_LOGIN');
    const second = (await login('FF1', 'Demo#2026')).json();
    expect(second.loginStatus).toBe('USER_SESSION_EXISTING');
    expect(second.token).toBeNull();
    const forced = (await login('FF1', 'Demo#2026', { force: true })).json();
    expect(forced.loginStatus).toBe('AUTHORIZED_IGNORE');
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/co/cac/profile/',
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(old.statusCode).toBe(408);
    expect(old.json().status).toBe('SESSION_EXPIRED_OR_INACTIVE');
  });

  it('logout ends the session on the server and is audited', async () => {
    const { authorization } = await ctx.signIn('SL1');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/lintas/trucking/auth/logout', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/co/cac/profile/', headers: { authorization } });
    expect(after.statusCode).toBe(408);
    const events = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.audtUid, 'SL1'))).map((r) => r.audtEvent);
    expect(events).toEqual(expect.arrayContaining(['LOGIN', 'LOGOUT']));
  });

  it('locks a user after 5 wrong passwords in a row (UNAUTHORIZED even with the right one)', async () => {
    for (let i = 0; i < 5; i++) expect((await login('GLIFIN', `wrong-${i}`)).json().loginStatus).toBe('UNAUTHENTICATED');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.usrId, 'GLIFIN'));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await login('GLIFIN', 'Demo#2026')).json().loginStatus).toBe('UNAUTHORIZED');
  });

  it('while locked, the right and the wrong password get the same answer', async () => {
    for (let i = 0; i < 5; i++) await login('GLIHEAD', `wrong-${i}`);
    const right = await login('GLIHEAD', 'Demo#2026');
    const wrong = await login('GLIHEAD', 'wrong-again');
    expect(right.statusCode).toBe(wrong.statusCode);
    expect(right.json()).toEqual(wrong.json());
    expect(wrong.json().loginStatus).toBe('UNAUTHORIZED');
    expect(wrong.json().token).toBeNull();
  });

  it('an id that is no user locks after as many failures as a real one, with the same answers', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await login('CO1OPS', `wrong-${i}`)).json());
      unknown.push((await login('NOSUCHUSER7', `wrong-${i}`)).json());
    }
    expect(unknown).toEqual(known);
    expect((unknown[5] as { loginStatus: string }).loginStatus).toBe('UNAUTHORIZED');
    const events = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'NOSUCHUSER7'));
    expect(events.map((e) => e.audtEvent)).toContain('LOGIN_LOCKED');
    // A row a day old is dropped with the next unknown id's failure.
    await ctx.database.db
      .update(signinFailures)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(signinFailures.usrId, 'NOSUCHUSER7'));
    await login('NOSUCHUSER8', 'wrong');
    const left = await ctx.database.db.select().from(signinFailures).where(eq(signinFailures.usrId, 'NOSUCHUSER7'));
    expect(left).toEqual([]);
  });

  it('rejects a login body with unknown fields or a missing password as VALIDATION_FAILED', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { id: 'CO1', pwd: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['password', 'pwd']);
  });
});
