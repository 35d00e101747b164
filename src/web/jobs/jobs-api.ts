import { useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../domain/datatable';
import type { jobContainer, jobDetail, jobDrop, jobEvent, jobListRow, jobTrip } from '../../domain/jobs/job-responses';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { useListLookup } from '../resources';
import { jobKeys } from './job-keys';

/** Web routes of the trucking jobs (spec §2.2). */
export const JOB_ROUTES = {
  coList: PATHS.jobsCo,
  ffList: PATHS.jobsFf,
  toList: PATHS.jobsTo,
  gliList: PATHS.jobsGli,
  platformList: PATHS.jobsPlatform,
  /** The truck operator's bulk assignment. */
  assign: PATHS.jobsAssign,
  /** + /{viewType}/{jobId}; /new for a new job. */
  detail: '/applications/services/job/truck',
  detailAlt: '/applications/services/truck/job',
} as const;

export const jobViewPath = (jobId: string, base: string = JOB_ROUTES.detail) => `${base}/view/${encodeURIComponent(jobId)}`;
export const jobEditPath = (jobId: string) => `${JOB_ROUTES.detail}/edit/${encodeURIComponent(jobId)}`;
export const jobNewPath = () => `${JOB_ROUTES.detail}/new`;

/** One row of the job list. */
export type JobRow = WireOf<typeof jobListRow>;
export type JobContainer = WireOf<typeof jobContainer>;
export type JobDrop = WireOf<typeof jobDrop>;
export type JobTrip = WireOf<typeof jobTrip>;
/** One entry of the timeline; `details` is what the action carried (the price at submit, the assignment, the delivered drop). */
export type JobEvent = WireOf<typeof jobEvent>;
/** One job with its children, timeline, the caller's side and the verbs it may use now. */
export type JobDetail = WireOf<typeof jobDetail>;

export const jobQueryKey = jobKeys.item;

export function useJob(jobId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: jobQueryKey(jobId),
    queryFn: ({ signal }) => api.get<JobDetail>(apiPath('jobs', jobId), { signal }),
    enabled: enabled && jobId !== '',
  });
}

/** value -> its label (the value itself when unknown). */
export function useLabels(name: string, enabled = true): (value: string | null | undefined) => string {
  const options = useListLookup(name, enabled).data;
  return (value) => {
    if (!value) return '—';
    return options?.find((o) => o.value === value)?.desc ?? value;
  };
}

/** A location as people read it: "name (city)", or its id when the name did not come with it. */
export function placeText(id: string | null | undefined, name?: string | null, city?: string | null): string {
  if (!name) return id || '—';
  return city ? `${name} (${city})` : name;
}

export const toSelectData = (options: LookupOption[] | undefined) =>
  (options ?? []).map((o) => ({ value: o.value, label: o.desc || o.value }));

/** Badge colour of a job state. */
export function jobStateColor(state: string): string {
  switch (state) {
    case 'DRF':
      return 'gray';
    case 'SUB':
      return 'blue';
    case 'ACP':
      return 'cyan';
    case 'ASG':
      return 'indigo';
    case 'ONGOING':
      return 'orange';
    case 'PAUSED':
      return 'yellow';
    case 'DLV':
      return 'green';
    case 'REJ':
    case 'CAN':
      return 'red';
    default:
      return 'dark';
  }
}

/** Payment states of a job (spec §4). */
export const PAYMENT_STATES = ['NEW', 'PAYING', 'PAID', 'VER', 'APP', 'CAN'] as const;
