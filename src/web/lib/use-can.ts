import { can, type Permission } from '../../domain/permissions';
import { useSessionUser } from './session-user';

/**
 * What the user holds for permission checks: the effective permissions sent with the session user
 * (the role -> permission table as the server keeps it), else the role codes (their defaults).
 */
export const heldBy = (user: {
  authorities: readonly string[];
  permissions?: readonly string[] | undefined;
}): readonly string[] => user.permissions ?? user.authorities;

/** True when the signed-in user holds the permission (effective permissions preferred). */
export function useCan(permission: Permission): boolean {
  return can(heldBy(useSessionUser()), permission);
}
