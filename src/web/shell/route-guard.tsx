import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { can, type Permission } from '../../domain/permissions';
import { PATHS } from '../app/paths';
import { useSessionUser } from './session-user';

/** The one guard of the route table (src/web/app/route-permissions.ts): without the permission, the refusal page. */
export function RouteGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const user = useSessionUser();
  if (!can(user.permissions ?? user.authorities, permission)) return <Navigate to={PATHS.noPermission} replace />;
  return children;
}
