import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { INSURANCE_ROUTES as P } from './insurance-paths';

const pages = () => import('./insurance-pages');
const form = () => import('./insurance-form');
const SECTIONS = ['insurance', 'jobs'];

/** Routes of cargo insurance (issue 19): the list, the application form and one application (decision 0038). */
export function insuranceRoutes(): RouteObject[] {
  return [
    { path: P.list, lazy: lazyPage(pages, (m) => <m.InsuranceListPage />, SECTIONS) },
    { path: P.add, lazy: lazyPage(form, (m) => <m.InsuranceApplyPage />, SECTIONS) },
    { path: P.detail, lazy: lazyPage(pages, (m) => <m.InsuranceDetailPage />, SECTIONS) },
  ];
}
