import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const URL_ = '/api/v1/lintas/trucking/authorisations';

describe('authorisations: the role -> permission table', () => {
  it('is readable by admins, editable by the super admin, and used by the server for every check and the menu', async () => {
    const op = await ctx.signIn('OPADMIN');
    const table = (await ctx.app.inject({ method: 'GET', url: URL_, headers: { authorization: op.authorization } })).json();
    const opRole = table.roles.find((r: { roleId: string }) => r.roleId === 'SP_OP_ADMIN');
    expect(opRole.permissions).toContain('outbox.read');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `${URL_}/SP_OP_ADMIN`,
          headers: { authorization: op.authorization },
          payload: { permissions: [], version: 1 },
        })
      ).statusCode,
    ).toBe(403);

    const su = await ctx.signIn('SUPERADMIN');
    const next = opRole.permissions.filter((p: string) => p !== 'outbox.read');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/SP_OP_ADMIN`,
      headers: { authorization: su.authorization },
      payload: { permissions: next, version: opRole.version },
    });
    expect(put.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/lintas/trucking/outbox',
          headers: { authorization: op.authorization },
        })
      ).statusCode,
    ).toBe(403);
    const menu = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/auth/menu', headers: { authorization: op.authorization } })
    ).json();
    expect(JSON.stringify(menu)).not.toContain('"outbox"');
    const profile = (
      await ctx.app.inject({ method: 'GET', url: '/api/co/cac/profile/', headers: { authorization: op.authorization } })
    ).json();
    expect(profile.user.permissions).not.toContain('outbox.read');
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/SP_OP_ADMIN`,
      headers: { authorization: su.authorization },
      payload: { permissions: opRole.permissions, version: opRole.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses unknown permissions and taking the right to edit away from the super admin', async () => {
    const su = await ctx.signIn('SUPERADMIN');
    const table = (await ctx.app.inject({ method: 'GET', url: URL_, headers: { authorization: su.authorization } })).json();
    const suRole = table.roles.find((r: { roleId: string }) => r.roleId === 'SYS_SUPER_ADMIN');
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/OFFICER`,
      headers: { authorization: su.authorization },
      payload: { permissions: ['rule.world'], version: 1 },
    });
    expect(Object.keys(unknown.json().message)).toEqual(['permissions']);
    const lockout = await ctx.app.inject({
      method: 'PUT',
      url: `${URL_}/SYS_SUPER_ADMIN`,
      headers: { authorization: su.authorization },
      payload: { permissions: ['dashboard.view'], version: suRole.version },
    });
    expect(lockout.statusCode).toBe(409);
  });
});

describe('a permission new in the code', () => {
  it('is granted once to its default roles, keeping what the super admin removed before', async () => {
    const { permissionCatalog, rolePermissionSets } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const { seedRolePermissions } = await import('./authorisations.service');
    const db = ctx.database.db;
    // As if logs.read were new: forget it, and take it and outbox.read from the operator admin role.
    await db.delete(permissionCatalog).where(eq(permissionCatalog.permission, 'logs.read'));
    const [row] = await db.select().from(rolePermissionSets).where(eq(rolePermissionSets.roleId, 'SP_OP_ADMIN'));
    await db
      .update(rolePermissionSets)
      .set({ permissions: row!.permissions.filter((p) => p !== 'logs.read' && p !== 'outbox.read') })
      .where(eq(rolePermissionSets.roleId, 'SP_OP_ADMIN'));
    await seedRolePermissions(db);
    const [after] = await db.select().from(rolePermissionSets).where(eq(rolePermissionSets.roleId, 'SP_OP_ADMIN'));
    expect(after!.permissions).toContain('logs.read');
    expect(after!.permissions).not.toContain('outbox.read');
    await seedRolePermissions(db);
    const [again] = await db.select().from(rolePermissionSets).where(eq(rolePermissionSets.roleId, 'SP_OP_ADMIN'));
    expect(again!.permissions).toEqual(after!.permissions);
  });
});
