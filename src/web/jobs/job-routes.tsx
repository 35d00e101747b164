import type { RouteObject } from '../lib/router';
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
        ['jobs'],
      ),
    },
    {
      path: PATHS.jobsFf,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="ff" variant="ff" />,
        ['jobs'],
      ),
    },
    {
      path: PATHS.jobsTo,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="to" variant="to" />,
        ['jobs'],
      ),
    },
    {
      path: PATHS.jobsGli,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="gli" variant="platform" />,
        ['jobs'],
      ),
    },
    {
      path: PATHS.jobsPlatform,
      lazy: lazyPage(
        () => import('./job-list-page'),
        (m) => <m.JobListPage key="platform" variant="platform" />,
        ['jobs'],
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
