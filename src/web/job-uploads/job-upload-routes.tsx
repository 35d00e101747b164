import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { PATHS } from '../lib/paths';

/** Routes of the bulk upload of jobs (spec §2.2 job/upload and job/uploadList), for the signed-in shell. */
export function jobUploadRoutes(): RouteObject[] {
  return [
    {
      path: PATHS.jobUpload,
      lazy: lazyPage(
        () => import('./job-upload-page'),
        (m) => <m.JobUploadPage />,
      ),
    },
    {
      path: PATHS.jobUploadList,
      lazy: lazyPage(
        () => import('./job-upload-list-page'),
        (m) => <m.JobUploadListPage />,
      ),
    },
    {
      path: PATHS.jobUploadDetail,
      lazy: lazyPage(
        () => import('./job-upload-list-page'),
        (m) => <m.JobUploadDetailPage />,
      ),
    },
  ];
}
