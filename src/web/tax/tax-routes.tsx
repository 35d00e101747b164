import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { TAX_ROUTES } from './tax-api';

/** GLI's tax back office (issue 15); its permission is in route-permissions.ts. */
export function taxRoutes(): RouteObject[] {
  return [
    {
      path: TAX_ROUTES.dashboard,
      lazy: lazyPage(
        () => import('./gli-dashboard-page'),
        (m) => <m.GliDashboardPage />,
        'money',
      ),
    },
    {
      path: TAX_ROUTES.invoices,
      lazy: lazyPage(
        () => import('./tax-invoices-list'),
        (m) => <m.TaxInvoicesPage />,
        'money',
      ),
    },
    {
      path: `${TAX_ROUTES.sequenceView}/:id`,
      lazy: lazyPage(
        () => import('./tax-sequence-page'),
        (m) => <m.TaxSequencePage />,
        'money',
      ),
    },
  ];
}
