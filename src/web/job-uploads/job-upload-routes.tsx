import type { RouteObject } from 'react-router';
import { PATHS } from '../app/paths';
import { JobUploadDetailPage, JobUploadListPage } from './job-upload-list-page';
import { JobUploadPage } from './job-upload-page';

/** Routes of the bulk upload of jobs (spec §2.2 job/upload and job/uploadList), for the signed-in shell. */
export function jobUploadRoutes(): RouteObject[] {
  return [
    { path: PATHS.jobUpload, element: <JobUploadPage /> },
    { path: PATHS.jobUploadList, element: <JobUploadListPage /> },
    { path: PATHS.jobUploadDetail, element: <JobUploadDetailPage /> },
  ];
}
