import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { SAGE_ROUTES } from './sage-api';

/** The AR report and the Sage 300 screens (issue 15); their permissions are in route-permissions.ts. */
export function sageRoutes(): RouteObject[] {
  return [
    {
      path: SAGE_ROUTES.arReport,
      lazy: lazyPage(
        () => import('./ar-report-page'),
        (m) => <m.ArReportPage />,
        'money',
      ),
    },
    {
      path: SAGE_ROUTES.batches,
      lazy: lazyPage(
        () => import('./sage-batches-page'),
        (m) => <m.SageBatchesPage />,
        'money',
      ),
    },
    {
      path: SAGE_ROUTES.settings,
      lazy: lazyPage(
        () => import('./sage-settings-page'),
        (m) => <m.SageSettingsPage />,
        'money',
      ),
    },
    {
      path: SAGE_ROUTES.integrations,
      lazy: lazyPage(
        () => import('./sage-batches-page'),
        (m) => <m.SageIntegrationsPage />,
        'money',
      ),
    },
  ];
}
