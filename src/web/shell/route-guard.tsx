import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { can } from '../../domain/permissions';
import { PATHS } from '../app/paths';
import type { RoutePermission } from '../app/route-permissions';
import { useSessionUser } from './session-user';

/**
 * The one guard of the route table (src/web/app/route-permissions.ts): without the permission (or any one of
 * several), the refusal page.
 */
export function RouteGuard({ permission, children }: { permission: RoutePermission; children: ReactNode }) {
  const user = useSessionUser();
  const held = user.permissions ?? user.authorities;
  const any = typeof permission === 'string' ? [permission] : permission;
  if (!any.some((p) => can(held, p))) return <Navigate to={PATHS.noPermission} replace />;
  return children;
}
