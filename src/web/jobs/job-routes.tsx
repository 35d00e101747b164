import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { PATHS } from '../lib/paths';

/** Routes of the trucking jobs (spec §2.2), for the signed-in shell. */
export function jobRoutes(): RouteObject[] {
  return [
    {
      path: PATHS.jobsCo,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="co" variant="co" />,
      ),
    },
    {
      path: PATHS.jobsFf,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="ff" variant="ff" />,
      ),
    },
    {
      path: PATHS.jobsTo,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="to" variant="to" />,
      ),
    },
    {
      path: PATHS.jobsGli,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="gli" variant="platform" />,
      ),
    },
    {
      path: PATHS.jobsPlatform,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="platform" variant="platform" />,
      ),
    },
    {
      path: PATHS.jobsAssign,
      lazy: lazyPage(
        () => import('./bulk-assign-page'),
        (m) => <m.BulkAssignPage />,
      ),
    },
    {
      path: PATHS.jobDetail,
      lazy: lazyPage(
        () => import('./job-detail-page'),
        (m) => <m.JobPage />,
      ),
    },
    {
      path: PATHS.jobDetailAlt,
      lazy: lazyPage(
        () => import('./job-detail-page'),
        (m) => <m.JobPage />,
      ),
    },
  ];
}
