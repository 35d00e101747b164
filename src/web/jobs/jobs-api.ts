import { useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../domain/datatable';
import type { JobSide, JobVerb } from '../../domain/jobs/job-actions';
import { apiPath } from '../administration/admin-api';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { useListLookup } from '../resources/use-lookup-options';
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
export interface JobRow {
  jobId: string;
  jobState: string;
  jobOutPaymentState: string;
  creatorAccnId: string;
  creatorName: string | null;
  customerAccnId: string;
  customerName: string | null;
  toAccnId: string;
  toName: string | null;
  shipmentType: string;
  loadType: string;
  truckingDirection: string;
  customerRef: string | null;
  blNo: string | null;
  doNo: string | null;
  containers: string | null;
  pickupAt: string;
  currency: string | null;
  totalCharge: string | null;
  createdAt: string;
  version: number;
}

export interface JobContainer {
  seq: number;
  containerNo: string;
  sizeType: string;
  sealNo: string | null;
  grossWeightKg: number;
  goodType: string;
  containerLoad: string;
}

export interface JobDrop {
  dropId: number;
  tripId: number;
  seq: number;
  locId: string;
  /** The location's name and city (of whichever party it belongs to). */
  locName?: string | null;
  locCity?: string | null;
  dropAt: string;
  charge: string | null;
  deliveredAt: string | null;
  receiverName: string | null;
  podAttId: string | null;
  deliveredBy: string | null;
}

export interface JobTrip {
  tripId: number;
  seq: number;
  tripType: string;
  vehicleType: string;
  containerNo: string | null;
  pickupLocId: string;
  pickupLocName?: string | null;
  pickupLocCity?: string | null;
  pickupAt: string;
  driverId: string | null;
  truckId: string | null;
  chsId: string | null;
  /** The assigned driver's name and phone and the truck's plate (for every party of the job). */
  driverName?: string | null;
  driverPhone?: string | null;
  truckPlate?: string | null;
  assignedAt: string | null;
  charge: string | null;
  deliveredAt: string | null;
  drops: JobDrop[];
}

export interface JobEvent {
  at: string;
  usrId: string | null;
  usrName: string | null;
  accnId: string | null;
  verb: string;
  fromState: string | null;
  toState: string | null;
  reason: string | null;
  /** What the action carried: the price at submit, the assignment, the delivered drop. */
  details?: Record<string, unknown> | null;
}

export interface JobDetail extends Omit<JobRow, 'containers'> {
  chargeBasis: string;
  remarks: string | null;
  doAttId: string | null;
  contractId: string | null;
  submittedAt: string | null;
  containers: JobContainer[];
  trips: JobTrip[];
  events: JobEvent[];
  side: JobSide | null;
  actions: JobVerb[];
}

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
