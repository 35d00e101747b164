/** What other features use of jobs (the lint rule lets them import only this file). */
export { DriverAvailabilityTable, DriverStateBadge } from './driver-availability';
export { jobKeys } from './job-keys';
export { jobViewPath, useLabels } from './jobs-api';
export { JobStateBadge } from './job-list-page';
export { ACCEPT_DOCUMENTS, fileProblem, uploadDocument } from './upload-document';
