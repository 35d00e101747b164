import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { LEASING_ROUTES as P } from './leasing-paths';

const pages = () => import('./leasing-pages');
const form = () => import('./lease-application-form');
const SECTIONS = ['leasing', 'jobs', 'resources'];

/**
 * Routes of truck leasing (issue 19): the list of both sides, the operator's application, one application and the
 * platform's list; the permission each needs is in the route table (src/web/app/route-permissions.ts).
 */
export function leasingRoutes(): RouteObject[] {
  const list = lazyPage(pages, (m) => <m.LeaseListPage />, SECTIONS);
  return [
    { path: P.list, lazy: list },
    { path: P.new, lazy: lazyPage(form, (m) => <m.LeaseApplicationPage />, SECTIONS) },
    { path: P.detail, lazy: lazyPage(pages, (m) => <m.LeaseDetailPage />, SECTIONS) },
    { path: P.platformList, lazy: list },
  ];
}
