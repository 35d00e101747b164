import type { RouteObject } from 'react-router';
import { PATHS } from '../app/paths';
import { BulkAssignPage } from './bulk-assign-page';
import { JobPage } from './job-detail-page';
import { JobListPage } from './job-list-page';

/** Routes of the trucking jobs (spec §2.2), for the signed-in shell. */
export function jobRoutes(): RouteObject[] {
  return [
    { path: PATHS.jobsCo, element: <JobListPage key="co" variant="co" /> },
    { path: PATHS.jobsFf, element: <JobListPage key="ff" variant="ff" /> },
    { path: PATHS.jobsTo, element: <JobListPage key="to" variant="to" /> },
    { path: PATHS.jobsGli, element: <JobListPage key="gli" variant="platform" /> },
    { path: PATHS.jobsPlatform, element: <JobListPage key="platform" variant="platform" /> },
    { path: PATHS.jobsAssign, element: <BulkAssignPage /> },
    { path: PATHS.jobDetail, element: <JobPage /> },
    { path: PATHS.jobDetailAlt, element: <JobPage /> },
  ];
}
