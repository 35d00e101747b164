import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_ACCOUNT_TYPES } from '../../domain/accounts';
import type { JobUpload } from '../../domain/jobs/job-upload';
import { apiPath } from '../lib/admin-api';
import { fileToBase64 } from '../lib/file-to-base64';
import { useApi } from '../lib/api-context';
import type { ApiClient } from '../lib/api-client';
import { PATHS } from '../lib/paths';

/** The API of job uploads (under the jobs). */
export const UPLOADS_API = 'jobs/uploads';

export const jobUploadPath = (uploadId: string) => `${PATHS.jobUploadList}/${encodeURIComponent(uploadId)}`;

/** Where a creator's own jobs are listed: the forwarder's list or the cargo owner's. */
export const jobListOf = (accnType: string) => (accnType === 'ACC_TYPE_FF' ? PATHS.jobsFf : PATHS.jobsCo);

export const isJobCreatorCompany = (accnType: string) => (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(accnType);

/** The job uploads' query keys; invalidation goes through them. */
export const jobUploadKeys = {
  all: [UPLOADS_API] as const,
  list: (query: Record<string, string | number>) => [UPLOADS_API, 'list', query] as const,
  item: (uploadId: string) => [UPLOADS_API, 'item', uploadId] as const,
};
export const jobUploadQueryKey = jobUploadKeys.item;

export function useJobUpload(uploadId: string) {
  const api = useApi();
  return useQuery({
    queryKey: jobUploadQueryKey(uploadId),
    queryFn: ({ signal }) => api.get<JobUpload>(apiPath(UPLOADS_API, uploadId), { signal }),
    enabled: uploadId !== '',
  });
}

/** Sends a file as the other uploads of the app do (base64 `attData`) and answers the upload with its report. */
export async function uploadJobFile(api: ApiClient, file: File): Promise<JobUpload> {
  return api.post<JobUpload>(apiPath(UPLOADS_API), {
    attName: file.name,
    attSize: file.size,
    attData: await fileToBase64(file),
  });
}
