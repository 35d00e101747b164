import type { ReactNode } from 'react';
import { Navigate } from '../../lib/router';
import { ROUTE_ROLES } from '../../../domain/permissions';
import { hasAuthority } from '../../../domain/roles';
import { PATHS } from '../../lib/paths';
import { useSessionUser } from '../../lib/session-user';

/** Spec §6: the routes of ROUTE_ROLES need their role code; without it, the no-permission page. */
export function RequireRole({ route, children }: { route: string; children: ReactNode }) {
  const user = useSessionUser();
  const role = ROUTE_ROLES[route];
  if (role && !hasAuthority(user.authorities, role)) return <Navigate to={PATHS.noPermission} replace />;
  return children;
}
