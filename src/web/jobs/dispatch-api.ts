import type { assignableDrop, assignableJob, assignableTrip, driverAvailabilityRow } from '../../domain/jobs/job-responses';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

/** One drop of a trip to assign, with its location's name. */
export type AssignableDrop = WireOf<typeof assignableDrop>;
/** One trip of a job to assign: what it needs (vehicle type, container size) and its current assignment. */
export type AssignableTrip = WireOf<typeof assignableTrip>;
/** A row of `GET /jobs/assignable`: an ACP or ASG job of the caller with its trips. */
export type AssignableJob = WireOf<typeof assignableJob>;
/** A row of `GET /jobs/drivers/availability` (drvState: ASG while a job holds the driver, else its own state). */
export type DriverAvailabilityRow = WireOf<typeof driverAvailabilityRow>;

/**
 * The operator's jobs to assign (`GET /jobs/assignable`, a datatable), listed under `jobKeys.assignable`: every
 * assignment or state change (which invalidates `jobKeys.all`) refreshes them too.
 */
export const ASSIGNABLE_PATH = apiPath('jobs', 'assignable');

/** What a bulk assignment sent: the jobs in body order, each with its trips in order (to read the error keys back). */
export type SentJobs = { jobId: string; tripIds: number[] }[];
