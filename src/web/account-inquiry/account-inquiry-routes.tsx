import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { ACCOUNT_INQUIRY_ROUTES as P } from './account-inquiry-paths';

const pages = () => import('./account-inquiry-pages');
const SECTIONS = ['accountInquiry', 'jobs', 'accountType', 'accountStatus'];

/** Routes of the account inquiry (issue 19); the permission is in the route table (app/route-permissions.ts). */
export function accountInquiryRoutes(): RouteObject[] {
  return [
    { path: P.list, lazy: lazyPage(pages, (m) => <m.AccountInquiryListPage />, SECTIONS) },
    { path: P.view, lazy: lazyPage(pages, (m) => <m.AccountInquiryPage />, SECTIONS) },
  ];
}
