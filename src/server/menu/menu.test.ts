import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
type Item = { id: string; title: string; path?: string; children?: Item[] };
const ids = (items: Item[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

describe('menu', () => {
  it('is built on the server for the user from the role -> permission table', async () => {
    const admin = await ctx.signIn('OPADMIN');
    const adminMenu = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/auth/menu', headers: { authorization: admin.authorization } })
    ).json();
    expect(ids(adminMenu)).toEqual(
      expect.arrayContaining(['workbench', 'administrations', 'outbox', 'whitelabel', 'updatePassword', 'help']),
    );
    expect(ids(adminMenu)).not.toContain('analytics');

    const co = await ctx.signIn('CO1');
    const coMenu = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/auth/menu', headers: { authorization: co.authorization } })
    ).json();
    expect(ids(coMenu)).toEqual(expect.arrayContaining(['workbench', 'updatePassword', 'help']));
    expect(ids(coMenu)).not.toContain('outbox');

    const superAdmin = await ctx.signIn('SUPERADMIN');
    const superMenu = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/auth/menu',
      headers: { authorization: superAdmin.authorization, 'accept-language': 'id' },
    });
    const items: Item[] = superMenu.json();
    expect(ids(items)).toContain('analytics');
    expect(items.find((i) => i.id === 'workbench')!.title).not.toBe('menu.workbench');
  });

  it('the same table decides API access: the outbox is refused to a cargo owner', async () => {
    const co = await ctx.signIn('CO1');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/lintas/trucking/outbox',
          headers: { authorization: co.authorization },
        })
      ).statusCode,
    ).toBe(403);
    const admin = await ctx.signIn('OPADMIN');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/lintas/trucking/outbox',
          headers: { authorization: admin.authorization },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('fits the company type as well as the role: the same administrator role sees the work of its side only', async () => {
    const menuOf = async (usrId: string) => {
      const user = await ctx.signIn(usrId);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/auth/menu',
        headers: { authorization: user.authorization },
      });
      return ids(res.json());
    };
    // CO1, TO1 and SL1 are each their company's ACCN_ADMIN.
    const cargoOwner = await menuOf('CO1');
    expect(cargoOwner).toEqual(expect.arrayContaining(['jobsNew', 'jobsUpload', 'jobsCreated']));
    for (const id of ['jobsAssign', 'jobsOperated', 'fleet', 'ffCustomers']) expect(cargoOwner).not.toContain(id);
    const truckOperator = await menuOf('TO1');
    expect(truckOperator).toEqual(expect.arrayContaining(['jobsAssign', 'jobsOperated', 'fleet']));
    for (const id of ['jobsNew', 'jobsUpload', 'jobsCreated', 'ffCustomers']) expect(truckOperator).not.toContain(id);
    const shippingLine = await menuOf('SL1');
    for (const id of ['jobsNew', 'jobsUpload', 'jobsAssign', 'jobsOperated', 'fleet', 'ffCustomers'])
      expect(shippingLine).not.toContain(id);
    // A shipping line and a ship agent are party to no job, contract, credit line or payment: no such entries.
    const shipAgent = await menuOf('AGENT1');
    for (const id of ['contractManagement', 'rateTables', 'creditLine', 'paymentDocuments', 'paymentTxns']) {
      expect(shippingLine).not.toContain(id);
      expect(shipAgent).not.toContain(id);
      expect(cargoOwner).toContain(id);
    }
    expect(await menuOf('FF1')).toContain('ffCustomers');
  });

  it('the server refuses what the company type may not do, whatever the role: a cargo owner assigning, a truck operator creating', async () => {
    const co = await ctx.signIn('CO1');
    const to = await ctx.signIn('TO1');
    const get = (auth: string, url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: auth } }).then((r) => r.statusCode);
    expect(await get(co.authorization, '/api/v1/lintas/trucking/jobs/assignable')).toBe(403);
    expect(await get(to.authorization, '/api/v1/lintas/trucking/jobs/operator-options')).toBe(403);
  });
});
