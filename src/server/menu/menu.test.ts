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
});
