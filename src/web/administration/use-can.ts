import { can, type Permission } from '../../domain/permissions';
import { heldBy } from '../resources/resource-meta';
import { useSessionUser } from '../shell/session-user';

/** True when the signed-in user holds the permission (effective permissions preferred). */
export function useCan(permission: Permission): boolean {
  return can(heldBy(useSessionUser()), permission);
}
