import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { TERMINATION_ROUTES as P } from './termination-paths';

const pages = () => import('./termination-pages');
const SECTIONS = ['orderTermination', 'jobs'];

/** Routes of order terminations (issue 19); the permissions are in the route table (app/route-permissions.ts). */
export function terminationRoutes(): RouteObject[] {
  return [
    { path: P.list, lazy: lazyPage(pages, (m) => <m.TerminationListPage />, SECTIONS) },
    { path: P.detail, lazy: lazyPage(pages, (m) => <m.TerminationDetailPage />, SECTIONS) },
  ];
}
