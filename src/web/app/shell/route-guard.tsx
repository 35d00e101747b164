import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from '../../lib/router';
import { PATHS } from '../../lib/paths';
import { mayOpen, type RouteRule } from '../route-permissions';
import { useSessionUser } from '../../lib/session-user';

/**
 * The one guard of the route table (src/web/app/route-permissions.ts): without what the route's rule asks for, the
 * refusal page (inside the shell).
 */
export function RouteGuard({ rule, children }: { rule: RouteRule; children: ReactNode }) {
  const user = useSessionUser();
  const params = useParams();
  const [search] = useSearchParams();
  if (!mayOpen(rule, user, params, search)) return <Navigate to={PATHS.noPermission} replace />;
  return children;
}
