import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { CREDIT_ROUTES } from './credit-api';

const limitPages = () => import('./credit-limit-pages');
const linePage = () => import('./credit-line-page');

/** Credit limits (platform and GLI) and a company's credit line; their permissions are in route-permissions.ts. */
export function creditRoutes(): RouteObject[] {
  return [
    { path: CREDIT_ROUTES.limitList, lazy: lazyPage(limitPages, (m) => <m.CreditLimitListPage />, 'money') },
    { path: CREDIT_ROUTES.limitNew, lazy: lazyPage(limitPages, (m) => <m.CreditLimitFormPage key="new" isNew />, 'money') },
    { path: CREDIT_ROUTES.limitEdit, lazy: lazyPage(limitPages, (m) => <m.CreditLimitFormPage key="edit" />, 'money') },
    { path: CREDIT_ROUTES.creditLine, lazy: lazyPage(linePage, (m) => <m.CreditLinePage />, 'money') },
  ];
}
