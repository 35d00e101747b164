import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { CO2X_ROUTES as P } from './co2x-paths';

const pages = () => import('./co2x-pages');
const SECTIONS = ['co2x', 'jobs'];

/**
 * Routes of CO2 emissions (issue 19): a company's, the offset, the platform's list and a job's detail; the permission
 * each needs is in the route table (src/web/app/route-permissions.ts).
 */
export function co2xRoutes(): RouteObject[] {
  return [
    { path: P.company, lazy: lazyPage(pages, (m) => <m.Co2xPage key="company" />, SECTIONS) },
    { path: P.redirect, lazy: lazyPage(pages, (m) => <m.Co2xRedirectPage />, SECTIONS) },
    { path: P.platform, lazy: lazyPage(pages, (m) => <m.Co2xPage key="platform" platform />, SECTIONS) },
    { path: P.detail, lazy: lazyPage(pages, (m) => <m.Co2xJobPage />, SECTIONS) },
  ];
}
