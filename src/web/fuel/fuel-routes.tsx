import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { FUEL_ROUTES as P } from './fuel-paths';

const cards = () => import('./fuel-cards-pages');
const invoicing = () => import('./fuel-invoicing-pages');
const payments = () => import('./fuel-payments-page');
const SECTIONS = ['fuel', 'payments'];

/** Routes of fuel cards and invoicing (issue 19, decision 0039); their permissions are in the route table. */
export function fuelRoutes(): RouteObject[] {
  return [
    { path: P.cards, lazy: lazyPage(cards, (m) => <m.FuelCardListPage />, SECTIONS) },
    { path: P.cardNew, lazy: lazyPage(cards, (m) => <m.FuelCardNewPage />, SECTIONS) },
    { path: P.card, lazy: lazyPage(cards, (m) => <m.FuelCardDetailPage />, SECTIONS) },
    { path: P.invoicing, lazy: lazyPage(invoicing, (m) => <m.StatementListPage />, SECTIONS) },
    { path: P.statement, lazy: lazyPage(invoicing, (m) => <m.StatementDetailPage />, SECTIONS) },
    { path: P.payments, lazy: lazyPage(payments, (m) => <m.FuelPaymentsPage />, SECTIONS) },
  ];
}
