import { asc, eq } from 'drizzle-orm';
import type { EventType } from '../../domain/notifications/event-types';
import type { Tx } from '../db/client';
import { drivers, jobEvents, jobTrips, trucks } from '../db/schema';
import { audit } from '../http/audit';
import type { Principal } from '../http/principal';
import { recordEvent } from '../notifications/record-event';

export interface JobEventInput {
  verb: string;
  fromState: string | null;
  toState: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one action on a job in the caller's transaction: a timeline row (job_events) and an audit row.
 * Both commit with the change or not at all, so a lost race leaves no trace on the timeline.
 */
export async function recordJobEvent(tx: Tx, actor: Principal, jobId: string, e: JobEventInput): Promise<void> {
  await tx.insert(jobEvents).values({
    jobId,
    usrId: actor.usrId,
    accnId: actor.accnId,
    verb: e.verb,
    fromState: e.fromState,
    toState: e.toState,
    reason: e.reason ?? null,
    details: e.details === undefined ? null : e.details,
  });
  await audit(tx, actor, {
    event: `JOB_${e.verb.toUpperCase()}`,
    entity: 'job',
    entityId: jobId,
    remarks: e.reason ?? null,
    before: e.fromState ? { jobState: e.fromState } : undefined,
    after: e.details === undefined ? { jobState: e.toState } : { jobState: e.toState, ...(e.details as object) },
  });
}

/** The portal event of each job verb that tells the other party (decision 0023). */
const JOB_EVENT_OF: Record<string, EventType> = {
  submit: 'JOB_SUBMITTED',
  accept: 'JOB_ACCEPTED',
  reject: 'JOB_REJECTED',
  cancel: 'JOB_CANCELLED',
  assign: 'JOB_ASSIGNED',
  start: 'JOB_STARTED',
  deliver: 'JOB_DELIVERED',
  withdraw: 'JOB_WITHDRAWN',
  document: 'JOB_DOCUMENT_ATTACHED',
};

/**
 * Tells the other party of a job action (the truck operator when the creator acts; the creator and the customer
 * when the operator acts): records the verb's portal event in the caller's transaction (`recordEvent`), delivered
 * afterwards by the fan-out to each user of those companies, in the portal and by e-mail, by their preferences.
 * Answers the event's id, or null for a verb that tells no one (pause, arrival at a stop …).
 */
export async function notifyOtherParty(
  tx: Tx,
  actor: Principal,
  job: { jobId: string; creatorAccnId: string; customerAccnId: string; toAccnId: string; customerRef?: string | null },
  verb: string,
  state: string,
  reason?: string | null,
): Promise<string | null> {
  const type = JOB_EVENT_OF[verb];
  if (!type) return null;
  const to = actor.accnId === job.toAccnId ? [...new Set([job.creatorAccnId, job.customerAccnId])] : [job.toAccnId];
  const data: Record<string, string | null> = {
    jobNo: job.jobId,
    customerRefNo: job.customerRef ?? null,
    jobState: state,
    actorCompany: actor.accnName,
    reason: reason ?? null,
  };
  if (verb === 'assign') {
    // The first trip's driver and truck (a job of several trips names the first in its text).
    const [trip] = await tx
      .select({ driverName: drivers.drvName, truckPlate: trucks.vhPlateNo })
      .from(jobTrips)
      .leftJoin(drivers, eq(drivers.driverId, jobTrips.driverId))
      .leftJoin(trucks, eq(trucks.truckId, jobTrips.truckId))
      .where(eq(jobTrips.jobId, job.jobId))
      .orderBy(asc(jobTrips.seq))
      .limit(1);
    data.driverName = trip?.driverName ?? null;
    data.truckPlate = trip?.truckPlate ?? null;
  }
  return recordEvent(tx, {
    type,
    accnIds: to,
    record: { kind: 'job', id: job.jobId, path: `/applications/services/job/truck/view/${job.jobId}` },
    data,
  });
}
