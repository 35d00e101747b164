import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { REPORT_ROUTES } from './reports-paths';

/** The background reports' screens (issue 17); their permission is in route-permissions.ts. */
export function reportRoutes(): RouteObject[] {
  return [
    {
      path: REPORT_ROUTES.list,
      lazy: lazyPage(
        () => import('./reports-list-page'),
        (m) => <m.ReportsListPage />,
        'money',
      ),
    },
    {
      path: REPORT_ROUTES.generate,
      lazy: lazyPage(
        () => import('./report-generate-page'),
        (m) => <m.ReportGeneratePage />,
        'money',
      ),
    },
  ];
}
