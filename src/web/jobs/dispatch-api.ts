import type { assignableDrop, assignableJob, assignableTrip, driverAvailabilityRow } from '../../domain/jobs/job-responses';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';
import type { TripField } from './trip-assignment-fields';

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

/** `${jobId}|${tripId}|${field}` of a trip's field error. */
export const tripErrorKey = (jobId: string, tripId: number, field: TripField) => `${jobId}|${tripId}|${field}`;

/**
 * The server's field errors of `POST /jobs/assign` (`jobs.{n}.trips.{i}.driverId`, `jobs.{n}.version`, …) read back
 * onto what was sent: per trip field, per job (anything else of job n), and the rest.
 */
export function readBulkErrors(flat: Record<string, string>, sent: SentJobs) {
  const trips: Record<string, string> = {};
  const jobs: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, text] of Object.entries(flat)) {
    const trip = /^jobs\.(\d+)\.trips\.(\d+)\.(driverId|truckId|chsId)$/.exec(key);
    const job = /^jobs\.(\d+)(\.|$)/.exec(key);
    const sentJob = sent[Number((trip ?? job)?.[1] ?? -1)];
    const tripId = trip ? sentJob?.tripIds[Number(trip[2])] : undefined;
    if (trip && sentJob && tripId !== undefined) trips[tripErrorKey(sentJob.jobId, tripId, trip[3] as TripField)] = text;
    else if (sentJob) (jobs[sentJob.jobId] ??= []).push(text);
    else other.push(text);
  }
  return { trips, jobs, other };
}
