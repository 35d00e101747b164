import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp(undefined, (app) => {
  app.get('/api/v1/lintas/trucking/test-only/fail', { preHandler: app.auth.requireUser }, async () => {
    throw new Error('probe failure for the exception log');
  });
});

describe('audit and exception logs', () => {
  it('the audit log lists changes newest first and filters by user, event and day', async () => {
    const { authorization } = await ctx.signIn('SUPERADMIN');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/lintas/trucking/sysparams/SUPPORT_EMAIL',
      headers: { authorization },
      payload: { sysValue: 'help@lintas.co.id', version: 1 },
    });
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/trucking/audit?length=10&audtEvent=sysparam_update',
        headers: { authorization },
      })
    ).json();
    expect(list.aaData[0]).toMatchObject({
      audtEvent: 'SYSPARAM_UPDATE',
      audtUid: 'SUPERADMIN',
      entityId: 'SUPPORT_EMAIL',
      after: { sysValue: 'help@lintas.co.id' },
    });
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const byDay = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/lintas/trucking/audit?length=100&from=${today}&to=${today}&audtUid=superadmin`,
        headers: { authorization },
      })
    ).json();
    expect(byDay.aaData.map((r: { audtEvent: string }) => r.audtEvent)).toEqual(
      expect.arrayContaining(['LOGIN', 'SYSPARAM_UPDATE']),
    );
    const none = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/trucking/audit?length=10&from=2001-01-01&to=2001-01-02',
        headers: { authorization },
      })
    ).json();
    expect(none.iTotalDisplayRecords).toBe(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/audit?from=yesterday', headers: { authorization } }))
        .statusCode,
    ).toBe(400);
  });

  it('the exception log shows what failed, with its stack, to platform admins only', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const failed = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/test-only/fail', headers: { authorization } })
    ).json();
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/trucking/exceptions?length=10&search=probe',
        headers: { authorization },
      })
    ).json();
    expect(list.aaData[0]).toMatchObject({ id: failed.errorId, usrId: 'OPADMIN' });
    const one = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/lintas/trucking/exceptions/${failed.errorId}`,
        headers: { authorization },
      })
    ).json();
    expect(one.stack).toContain('probe failure');
    const co = await ctx.signIn('CO1');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/lintas/trucking/exceptions',
          headers: { authorization: co.authorization },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/lintas/trucking/audit',
          headers: { authorization: co.authorization },
        })
      ).statusCode,
    ).toBe(403);
  });
});
