import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PERMISSIONS, ROLE_PERMISSIONS } from '../../domain/permissions';
import type { RoleCode } from '../../domain/roles';
import type { Db, DbOrTx } from '../db/client';
import { permissionCatalog, rolePermissionSets, roles } from '../db/schema';
import { audit } from '../http/audit';
import { conflict, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

/**
 * Seeds each role's default permissions once; what the super admin changed later is kept. A
 * permission that is new in the code (not in `permission_catalog`) is added to its default roles
 * once, so an upgrade grants it without undoing earlier edits.
 */
export async function seedRolePermissions(db: DbOrTx): Promise<void> {
  await db
    .insert(rolePermissionSets)
    .values(
      Object.entries(ROLE_PERMISSIONS).map(([roleId, permissions]) => ({
        roleId,
        permissions: [...new Set(permissions)].sort(),
        updatedBy: 'SYSTEM',
      })),
    )
    .onConflictDoNothing();
  const known = new Set((await db.select().from(permissionCatalog)).map((r) => r.permission));
  const fresh = PERMISSIONS.filter((p) => !known.has(p));
  if (fresh.length === 0) return;
  if (known.size > 0) {
    for (const permission of fresh) {
      const roleIds = Object.entries(ROLE_PERMISSIONS)
        .filter(([, ps]) => ps.includes(permission))
        .map(([roleId]) => roleId);
      if (roleIds.length === 0) continue;
      await db
        .update(rolePermissionSets)
        .set({
          permissions: sql`array(select distinct p from unnest(${rolePermissionSets.permissions} || array[${permission}]::text[]) as p order by 1)`,
        })
        .where(inArray(rolePermissionSets.roleId, roleIds));
    }
  }
  await db
    .insert(permissionCatalog)
    .values(fresh.map((permission) => ({ permission })))
    .onConflictDoNothing();
}

export async function permissionsOfRoles(db: DbOrTx, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ permissions: rolePermissionSets.permissions })
    .from(rolePermissionSets)
    .where(inArray(rolePermissionSets.roleId, roleIds));
  return [...new Set(rows.flatMap((r) => r.permissions))].sort();
}

export async function listAuthorisations(db: Db) {
  return db
    .select({
      roleId: roles.roleId,
      descEn: roles.descEn,
      descId: roles.descId,
      permissions: sql<string[]>`coalesce(${rolePermissionSets.permissions}, '{}')`,
      version: sql<number>`coalesce(${rolePermissionSets.version}, 0)`.mapWith(Number),
    })
    .from(roles)
    .leftJoin(rolePermissionSets, eq(rolePermissionSets.roleId, roles.roleId))
    .orderBy(asc(roles.roleId));
}

/** The super admin sets a role's permissions (optimistic); the super admin role keeps the right to do so. */
export async function setAuthorisation(db: Db, actor: Principal, roleId: string, permissions: string[], version: number) {
  const unknown = permissions.find((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown) throw validationFailed({ permissions: 'validation.option' });
  if (roleId === ('SYS_SUPER_ADMIN' satisfies RoleCode) && !permissions.includes('authorisations.manage'))
    throw conflict('server.authorisations.lockout');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(rolePermissionSets).where(eq(rolePermissionSets.roleId, roleId)).for('update');
    if (!before) throw notFound('Role not found');
    if (before.version !== version) throw conflict('server.errors.conflict');
    const next = [...new Set(permissions)].sort();
    const [after] = await tx
      .update(rolePermissionSets)
      .set({ permissions: next, version: version + 1, updatedAt: new Date(), updatedBy: actor.usrId })
      .where(eq(rolePermissionSets.roleId, roleId))
      .returning();
    await audit(tx, actor, {
      event: 'AUTHORISATION_UPDATE',
      entity: 'role',
      entityId: roleId,
      before: { permissions: before.permissions },
      after: { permissions: next },
    });
    return after!;
  });
}
