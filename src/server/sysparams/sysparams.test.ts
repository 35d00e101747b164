import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, systemParams } from '../db/schema';
import { audit } from '../http/audit';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const URL_ = '/api/v1/lintas/trucking/sysparams';

const auditRows = (key: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'system_param'), eq(auditLog.entityId, key)));

describe('system parameters and the audit log', () => {
  it('lists the parameters with their defaults', async () => {
    const { authorization } = await ctx.signIn('SUPERADMIN');
    const res = (await ctx.app.inject({ method: 'GET', url: `${URL_}?length=100`, headers: { authorization } })).json();
    const byKey = Object.fromEntries(res.aaData.map((r: { sysKey: string; sysValue: string }) => [r.sysKey, r.sysValue]));
    expect(byKey).toMatchObject({ SESSION_IDLE_MINUTES: '30', PASSWORD_MAX_AGE_DAYS: '90', LOGIN_MAX_ATTEMPTS: '5' });
  });

  it('writes the change and its audit row together (who, when, before and after)', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/PASSWORD_MAX_AGE_DAYS`,
      headers: { authorization },
      payload: { sysValue: '60', version: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sysValue: '60', version: 2 });
    const rows = await auditRows('PASSWORD_MAX_AGE_DAYS');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      audtEvent: 'SYSPARAM_UPDATE',
      audtUid: 'OPADMIN',
      audtUname: 'Bambang Setiawan',
      accnId: 'LINTAS',
      before: { sysValue: '90' },
      after: { sysValue: '60' },
    });
    expect(Date.now() - rows[0]!.audtTimestamp.getTime()).toBeLessThan(60_000);
  });

  it('a change that lost the race gets 409, keeps the winner’s value and writes no audit row', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const put = (value: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${URL_}/LOGIN_LOCK_MINUTES`,
        headers: { authorization },
        payload: { sysValue: value, version: 1 },
      });
    const [a, b] = await Promise.all([put('20'), put('25')]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json().status).toBe('CONFLICT');
    const [row] = await ctx.database.db.select().from(systemParams).where(eq(systemParams.sysKey, 'LOGIN_LOCK_MINUTES'));
    expect(row!.sysValue).toBe(winner.json().sysValue);
    expect(await auditRows('LOGIN_LOCK_MINUTES')).toHaveLength(1);
  });

  it('an invalid value is a field error, and nothing (neither change nor audit) is written', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/LOGIN_MAX_ATTEMPTS`,
      headers: { authorization },
      payload: { sysValue: '0', version: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { sysValue: 'Too small' } });
    const [row] = await ctx.database.db.select().from(systemParams).where(eq(systemParams.sysKey, 'LOGIN_MAX_ATTEMPTS'));
    expect(row).toMatchObject({ sysValue: '5', version: 1 });
    expect(await auditRows('LOGIN_MAX_ATTEMPTS')).toHaveLength(0);
  });

  it('an audit row written in a transaction that fails is rolled back with it', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await audit(tx, null, { event: 'TEST_EVENT', entity: 'system_param', entityId: 'ROLLBACK_PROBE' });
        await tx.update(systemParams).set({ sysValue: 'changed' }).where(eq(systemParams.sysKey, 'SUPPORT_EMAIL'));
        throw new Error('fails after the audit row');
      }),
    ).rejects.toThrow('fails after the audit row');
    expect(await auditRows('ROLLBACK_PROBE')).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(systemParams).where(eq(systemParams.sysKey, 'SUPPORT_EMAIL'));
    expect(row!.sysValue).toBe('support@lintas.co.id');
  });
});
