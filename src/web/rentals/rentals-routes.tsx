import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { RENTAL_ROUTES as P } from './rentals-paths';

const pages = () => import('./rentals-pages');
const form = () => import('./rental-request-form');
const SECTIONS = ['rentals', 'jobs', 'resources'];

/**
 * Routes of truck rentals (issue 19): the list of both sides, the renter's request and one rental, under the spec's
 * two names (truckrental, rental-management: decision 0033); the permission each needs is in the route table
 * (src/web/app/route-permissions.ts).
 */
export function rentalRoutes(): RouteObject[] {
  const list = lazyPage(pages, (m) => <m.RentalListPage />, SECTIONS);
  const request = lazyPage(form, (m) => <m.RentalRequestPage />, SECTIONS);
  const detail = lazyPage(pages, (m) => <m.RentalDetailPage />, SECTIONS);
  return [
    { path: P.list, lazy: list },
    { path: P.new, lazy: request },
    { path: P.detail, lazy: detail },
    { path: P.managementList, lazy: list },
    { path: P.managementNew, lazy: request },
    { path: P.managementDetail, lazy: detail },
  ];
}
