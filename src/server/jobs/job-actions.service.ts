import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { businessDate } from '../../domain/contracts/contracts';
import { JOB_ACTIONS, refusalOfJob, releasesResources, type JobState } from '../../domain/jobs/job-actions';
import { truckFitsTrip } from '../../domain/jobs/job-dispatch';
import { priceTrips } from '../../domain/jobs/job-pricing';
import {
  chassisSizeFor,
  type AssignBody,
  type BulkAssignBody,
  type DeliverBody,
  type AttachDoBody,
  type JobVerbBody,
} from '../../domain/jobs/job-requests';
import { assertCompanyActive } from '../account-requests/company-guard';
import { activeContractFor } from '../contracts/contracts.service';
import type { Db, Tx } from '../db/client';
import {
  attachments,
  chassis,
  drivers,
  jobContainers,
  jobDrops,
  jobEvents,
  jobResourceHolds,
  jobs,
  jobTrips,
  trucks,
} from '../db/schema';
import { AppError, conflict, validationFailed, type FieldErrors } from '../http/errors';
import type { Principal } from '../http/principal';
import { releaseCreditForJob, reserveCreditForJob } from '../payments/credit-line';
import { activeRateLanes } from '../rates/rates.service';
import { readIntParam } from '../sysparams/sysparams.service';
import { notifyOtherParty, recordJobEvent } from './job-events';
import { recordJobEmissions } from '../co2x/co2x.service';
import { findJob, getJob, requireSide, type Job } from './jobs.service';

/** A deadlock or serialisation failure between racing actions is a lost race: 409. */
async function raceSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '40P01' || code === '40001') throw conflict('jobs.server.stale');
    throw error;
  }
}

/** The verbs that only move the state (assign and deliver have their own calls). */
export const STATE_VERBS = ['submit', 'withdraw', 'delete', 'cancel', 'accept', 'reject', 'start', 'pause'] as const;
export type StateVerb = (typeof STATE_VERBS)[number];

/** Frees the drivers, trucks and chassis a job holds (its holds go; drivers ready, trucks unassigned again). */
export async function releaseResources(tx: Tx, jobId: string, keep: { type: string; id: string }[] = []): Promise<void> {
  const held = await tx.select().from(jobResourceHolds).where(eq(jobResourceHolds.jobId, jobId));
  const gone = held.filter((h) => !keep.some((k) => k.type === h.resType && k.id === h.resId));
  if (!gone.length) return;
  for (const h of gone) {
    await tx
      .delete(jobResourceHolds)
      .where(
        and(eq(jobResourceHolds.resType, h.resType), eq(jobResourceHolds.resId, h.resId), eq(jobResourceHolds.jobId, jobId)),
      );
  }
  const ids = (type: string) => gone.filter((h) => h.resType === type).map((h) => h.resId);
  if (ids('DRIVER').length) {
    await tx
      .update(drivers)
      .set({ drvState: 'RDY' })
      .where(and(inArray(drivers.driverId, ids('DRIVER')), eq(drivers.drvState, 'ASG')));
  }
  if (ids('TRUCK').length) {
    await tx
      .update(trucks)
      .set({ vhState: 'UNASSIGNED' })
      .where(and(inArray(trucks.truckId, ids('TRUCK')), eq(trucks.vhState, 'ASSIGNED')));
  }
}

/**
 * Prices every drop from the active rates at this moment (`priceTrips`, the function the draft checks and the job
 * form use): drop 1 is the trip's leg (pickup -> drop, trip type S or M), drop n > 1 the child leg C with drop
 * sequence n-1. Stores the charges, each trip's sum and the job's total and currency. No contract on the job date,
 * or a leg without an active rate: field errors (`trips.{i}`).
 */
async function priceJob(tx: Tx, job: Job): Promise<{ contractId: string; currency: string; total: string }> {
  const onDate = businessDate(job.pickupAt);
  const contract = await activeContractFor(tx, { customerAccnId: job.customerAccnId, toAccnId: job.toAccnId, onDate });
  if (!contract) throw validationFailed({ toAccnId: 'jobs.errors.noContract' });
  const trips = await tx.select().from(jobTrips).where(eq(jobTrips.jobId, job.jobId)).orderBy(asc(jobTrips.seq));
  const drops = await tx.select().from(jobDrops).where(eq(jobDrops.jobId, job.jobId)).orderBy(asc(jobDrops.seq));
  const lanes = await activeRateLanes(tx, {
    customerAccnIds: [job.customerAccnId],
    toAccnIds: [job.toAccnId],
    from: onDate,
    to: onDate,
  });
  const own = trips.map((trip) => drops.filter((d) => d.tripId === trip.tripId));
  const price = priceTrips(
    lanes,
    trips.map((trip, i) => ({ ...trip, drops: own[i]! })),
    onDate,
  );
  if (price.unpriced.length) {
    const errors: FieldErrors = {};
    for (const i of price.unpriced) {
      errors[`trips.${i}`] = Object.values(price.errors).includes('jobs.errors.rateCurrency')
        ? 'jobs.errors.rateCurrency'
        : 'jobs.errors.noRate';
    }
    throw validationFailed(errors);
  }
  for (const [i, trip] of trips.entries()) {
    for (const [k, drop] of own[i]!.entries()) {
      const rate = price.legs[i]![k]!;
      await tx.update(jobDrops).set({ rateLineId: rate.lineId, charge: rate.charge }).where(eq(jobDrops.dropId, drop.dropId));
    }
    await tx.update(jobTrips).set({ charge: price.tripCharges[i]! }).where(eq(jobTrips.tripId, trip.tripId));
  }
  return { contractId: contract.contractId, currency: price.currency ?? contract.currency, total: price.total ?? '0.00' };
}

/**
 * submit, withdraw, delete, cancel, accept, reject, start, pause. The caller must be on the verb's side (403), the
 * state must allow it (409), and the change is one conditional UPDATE on the state and version read: of two racing
 * actions one wins, the other gets 409 and leaves no trace (no timeline row, no mail).
 */
export async function actOnJob(db: Db, p: Principal, jobId: string, verb: StateVerb, body: JobVerbBody, now = new Date()) {
  const action = JOB_ACTIONS[verb];
  const reason = body.reason?.trim() || null;
  if ('reason' in action && action.reason && !reason) throw validationFailed({ reason: 'validation.required' });
  const to = action.to as JobState;
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const job = await findJob(tx, p, jobId);
      requireSide(job, p, action.side);
      if (refusalOfJob(verb, job, action.side, p)) throw conflict('jobs.server.notAllowed');
      if (body.version !== undefined && body.version !== job.version) throw conflict('jobs.server.stale');
      const set: Partial<typeof jobs.$inferInsert> = {
        jobState: to,
        version: job.version + 1,
        updatedAt: now,
        updatedBy: p.usrId,
      };
      let details: Record<string, unknown> | undefined;
      if (verb === 'submit') {
        await assertCompanyActive(tx, job.creatorAccnId);
        // What start needs is asked for at submit: the delivery order document (docs/decisions/0005-jobs.md).
        if (!job.doAttId) throw validationFailed({ doAttId: 'jobs.errors.doRequired' });
        const price = await priceJob(tx, job);
        Object.assign(set, {
          contractId: price.contractId,
          currency: price.currency,
          totalCharge: price.total,
          submittedAt: now,
        });
        details = { currency: price.currency, totalCharge: price.total };
        // A contract paid by Credit reserves the price on the creator's line, or refuses past the available credit.
        const reserved = await reserveCreditForJob(
          tx,
          p.usrId,
          {
            jobId,
            creatorAccnId: job.creatorAccnId,
            contractId: price.contractId,
            currency: price.currency,
            totalCharge: price.total,
          },
          now,
        );
        if (reserved !== null) details = { ...details, creditJournalId: reserved };
      }
      if (verb === 'start' && !job.doAttId) throw conflict('jobs.server.noDeliveryOrder');
      if (verb === 'start' && job.jobState === 'ASG') {
        // Not earlier than the window (a system parameter) before the job's earliest pickup.
        const hours = await readIntParam(tx, 'JOB_START_WINDOW_HOURS');
        if (now.getTime() < job.pickupAt.getTime() - hours * 3_600_000) throw conflict('jobs.server.startTooEarly');
      }
      const [won] = await tx
        .update(jobs)
        .set(set)
        .where(and(eq(jobs.jobId, jobId), eq(jobs.jobState, job.jobState), eq(jobs.version, job.version)))
        .returning({ jobId: jobs.jobId });
      if (!won) throw conflict('jobs.server.stale');
      if (releasesResources(job.jobState, to) || ['REJ', 'CAN'].includes(to)) await releaseResources(tx, jobId);
      // Withdrawn, rejected or cancelled: the credit reserved at submit goes back to the line (issue 14).
      if (verb === 'withdraw' || verb === 'reject' || verb === 'cancel') await releaseCreditForJob(tx, p.usrId, jobId, now);
      if (verb === 'withdraw' || verb === 'reject') {
        // Back with the creator: the charges fixed at submit go, and are priced again at the next submit.
        await tx.update(jobDrops).set({ charge: null, rateLineId: null }).where(eq(jobDrops.jobId, jobId));
        await tx.update(jobTrips).set({ charge: null }).where(eq(jobTrips.jobId, jobId));
        await tx.update(jobs).set({ totalCharge: null, currency: null }).where(eq(jobs.jobId, jobId));
      }
      await recordJobEvent(tx, p, jobId, { verb, fromState: job.jobState, toState: to, reason, details });
      if (verb !== 'delete') await notifyOtherParty(tx, p, job, verb, to, reason);
      if (verb === 'accept') await keepAssignments(tx, p, { ...job, jobState: to, version: job.version + 1 }, now);
      return getJob(tx, p, jobId);
    }),
  );
}

const heldBy = async (tx: Tx, type: string, id: string) =>
  (
    await tx
      .select({ jobId: jobResourceHolds.jobId })
      .from(jobResourceHolds)
      .where(and(eq(jobResourceHolds.resType, type), eq(jobResourceHolds.resId, id)))
  )[0]?.jobId ?? null;

/** Takes (or keeps) a resource for a job; held by another job: 409. Concurrent takers wait on the key; one wins. */
async function hold(tx: Tx, type: string, id: string, jobId: string): Promise<void> {
  const rows = await tx
    .insert(jobResourceHolds)
    .values({ resType: type, resId: id, jobId })
    .onConflictDoUpdate({
      target: [jobResourceHolds.resType, jobResourceHolds.resId],
      set: { heldAt: sql`excluded.held_at` },
      setWhere: sql`${jobResourceHolds.jobId} = excluded.job_id`,
    })
    .returning({ resId: jobResourceHolds.resId });
  if (!rows.length) throw conflict('jobs.server.resourceBusy');
}

/**
 * The field errors of an assignment of a job's trips (`prefix`-keyed). A resource on another job is 409 (as a lost
 * race would be), or with `lenient` a field error too (the assignments kept at a re-accept are checked so).
 */
async function checkAssignment(
  tx: Tx,
  job: Job,
  trips: (typeof jobTrips.$inferSelect)[],
  body: AssignBody,
  prefix: string,
  lenient = false,
): Promise<FieldErrors> {
  const containers = await tx.select().from(jobContainers).where(eq(jobContainers.jobId, job.jobId));
  const errors: FieldErrors = {};
  const at = (i: number, field: string) => `${prefix}trips.${i}.${field}`;
  for (const [i, a] of body.trips.entries()) {
    const trip = trips.find((t) => t.tripId === a.tripId);
    if (!trip) {
      errors[at(i, 'tripId')] = 'jobs.errors.trip';
      continue;
    }
    const driverId = a.driverId.toUpperCase();
    const truckId = a.truckId.toUpperCase();
    const chsId = a.chsId?.trim().toUpperCase() || null;
    const [driver] = await tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.driverId, driverId), eq(drivers.accnId, job.toAccnId), eq(drivers.status, 'A')));
    // On another job: 409 (as a lost race would be); not ready for another reason: a field error.
    const busy = async (type: string, resId: string, field: string) => {
      const holder = await heldBy(tx, type, resId);
      if (holder && holder !== job.jobId) {
        if (!lenient) throw conflict('jobs.server.resourceBusy');
        errors[at(i, field)] = 'jobs.errors.busy';
      }
      return holder === job.jobId;
    };
    if (!driver) errors[at(i, 'driverId')] = 'jobs.errors.driver';
    else if (!(await busy('DRIVER', driverId, 'driverId')) && driver.drvState !== 'RDY') {
      errors[at(i, 'driverId')] ??= 'jobs.errors.driverNotReady';
    }
    const [truck] = await tx
      .select()
      .from(trucks)
      .where(and(eq(trucks.truckId, truckId), eq(trucks.accnId, job.toAccnId), eq(trucks.status, 'A')));
    if (!truck) errors[at(i, 'truckId')] = 'jobs.errors.truck';
    else if (truck.vhState === 'MAINTENANCE') errors[at(i, 'truckId')] = 'jobs.errors.truckMaintenance';
    else if (!truckFitsTrip(truck.vhType, trip.vehicleType)) errors[at(i, 'truckId')] = 'jobs.errors.truckType';
    else await busy('TRUCK', truckId, 'truckId');
    const container = containers.find((c) => c.containerNo === trip.containerNo);
    if (chsId) {
      const [chs] = await tx
        .select()
        .from(chassis)
        .where(and(eq(chassis.chsId, chsId), eq(chassis.accnId, job.toAccnId), eq(chassis.chsStatus, 'A')));
      if (!chs) errors[at(i, 'chsId')] = 'jobs.errors.chassis';
      else if (container && chs.chsType !== chassisSizeFor(container.sizeType))
        errors[at(i, 'chsId')] = 'jobs.errors.chassisSize';
      else await busy('CHASSIS', chsId, 'chsId');
    } else if (container) {
      errors[at(i, 'chsId')] = 'jobs.errors.chassisRequired';
    }
  }
  return errors;
}

/**
 * A re-accepted job (rejected, changed, submitted and accepted again) keeps the assignment of each trip whose
 * driver, truck and chassis are all still valid (active, ready, of the trip's type and size, on no other job): their
 * holds are taken again, and the job is ASG when every trip keeps one. The others' assignment is cleared.
 */
async function keepAssignments(tx: Tx, p: Principal, job: Job, now: Date): Promise<void> {
  const trips = await tx.select().from(jobTrips).where(eq(jobTrips.jobId, job.jobId)).orderBy(asc(jobTrips.seq));
  const proposed: AssignBody['trips'] = trips
    .filter((t) => t.driverId && t.truckId)
    .map((t) => ({ tripId: t.tripId, driverId: t.driverId!, truckId: t.truckId!, chsId: t.chsId }));
  if (!trips.some((t) => t.driverId || t.truckId || t.chsId)) return;
  const errors = proposed.length ? await checkAssignment(tx, job, trips, { trips: proposed }, '', true) : {};
  const kept = proposed.filter((_a, i) => !Object.keys(errors).some((k) => k.startsWith(`trips.${i}.`)));
  const keptIds = kept.map((a) => a.tripId);
  await tx
    .update(jobTrips)
    .set({ driverId: null, truckId: null, chsId: null, assignedAt: null })
    .where(and(eq(jobTrips.jobId, job.jobId), keptIds.length ? notInArray(jobTrips.tripId, keptIds) : undefined));
  if (kept.length) await assignInTx(tx, p, job, { trips: kept }, '', now, { kept: true });
}

/** Assigns the trips of one locked job inside the caller's transaction; field errors keyed under `prefix`. */
export async function assignInTx(
  tx: Tx,
  p: Principal,
  job: Job,
  body: AssignBody,
  prefix: string,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  requireSide(job, p, 'operator');
  if (refusalOfJob('assign', job, 'operator', p)) throw conflict('jobs.server.notAllowed');
  if (body.version !== undefined && body.version !== job.version) throw conflict('jobs.server.stale');
  const trips = await tx.select().from(jobTrips).where(eq(jobTrips.jobId, job.jobId)).orderBy(asc(jobTrips.seq));
  const errors = await checkAssignment(tx, job, trips, body, prefix);
  if (Object.keys(errors).length) throw validationFailed(errors);

  for (const a of body.trips) {
    await tx
      .update(jobTrips)
      .set({
        driverId: a.driverId.toUpperCase(),
        truckId: a.truckId.toUpperCase(),
        chsId: a.chsId?.trim().toUpperCase() || null,
        assignedAt: now,
      })
      .where(eq(jobTrips.tripId, a.tripId));
  }
  const after = await tx.select().from(jobTrips).where(eq(jobTrips.jobId, job.jobId));
  const used = after.flatMap((t) => [
    ...(t.driverId ? [{ type: 'DRIVER', id: t.driverId }] : []),
    ...(t.truckId ? [{ type: 'TRUCK', id: t.truckId }] : []),
    ...(t.chsId ? [{ type: 'CHASSIS', id: t.chsId }] : []),
  ]);
  // A fixed order of taking holds: two assignments over the same resources wait on each other, never deadlock.
  const sorted = [...used].sort((a, b) => `${a.type}|${a.id}`.localeCompare(`${b.type}|${b.id}`));
  for (const u of sorted) await hold(tx, u.type, u.id, job.jobId);
  await releaseResources(tx, job.jobId, used);
  const ids = (type: string) => used.filter((u) => u.type === type).map((u) => u.id);
  if (ids('DRIVER').length)
    await tx
      .update(drivers)
      .set({ drvState: 'ASG' })
      .where(inArray(drivers.driverId, ids('DRIVER')));
  if (ids('TRUCK').length)
    await tx
      .update(trucks)
      .set({ vhState: 'ASSIGNED' })
      .where(inArray(trucks.truckId, ids('TRUCK')));

  const complete = after.every((t) => t.driverId && t.truckId && (!t.containerNo || t.chsId));
  const to: JobState = job.jobState === 'ACP' && complete ? 'ASG' : (job.jobState as JobState);
  const [won] = await tx
    .update(jobs)
    .set({ jobState: to, version: job.version + 1, updatedAt: now, updatedBy: p.usrId })
    .where(and(eq(jobs.jobId, job.jobId), eq(jobs.version, job.version)))
    .returning({ jobId: jobs.jobId });
  if (!won) throw conflict('jobs.server.stale');
  await recordJobEvent(tx, p, job.jobId, {
    verb: 'assign',
    fromState: job.jobState,
    toState: to,
    details: { trips: body.trips, ...extra },
  });
  await notifyOtherParty(tx, p, job, 'assign', to);
}

/** Assigns driver, truck and chassis per trip: ACP -> ASG once every trip is assigned; reassigning in ASG. */
export async function assignJob(db: Db, p: Principal, jobId: string, body: AssignBody, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const job = await findJob(tx, p, jobId, true);
      await assignInTx(tx, p, job, body, '', now);
      return getJob(tx, p, jobId);
    }),
  );
}

/**
 * A driver, truck or chassis chosen for two jobs of one bulk assignment: a field error on each later choice (else
 * the later job would meet the earlier one's hold: a 409 naming neither). Within one job it may run several trips.
 */
function usedTwice(body: BulkAssignBody): FieldErrors {
  const errors: FieldErrors = {};
  const first = new Map<string, string>();
  body.jobs.forEach((j, n) =>
    j.trips.forEach((a, i) => {
      const chosen = { driverId: a.driverId, truckId: a.truckId, chsId: a.chsId ?? '' };
      for (const [field, value] of Object.entries(chosen)) {
        const id = value.trim().toUpperCase();
        if (!id) continue;
        const key = `${field}|${id}`;
        const jobId = j.jobId.trim().toUpperCase();
        const owner = first.get(key);
        if (owner === undefined) first.set(key, jobId);
        else if (owner !== jobId) errors[`jobs.${n}.trips.${i}.${field}`] = 'jobs.errors.usedTwice';
      }
    }),
  );
  return errors;
}

/**
 * Many jobs at once, all or nothing; field errors keyed `jobs.{n}.trips.{i}.driverId` (n: the job's index in the
 * body, i: the trip's index in that job's `trips`), collected over every job before anything is kept.
 */
export async function bulkAssign(db: Db, p: Principal, body: BulkAssignBody, now = new Date()) {
  const twice = usedTwice(body);
  if (Object.keys(twice).length) throw validationFailed(twice);
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const done: { jobId: string; jobState: string }[] = [];
      const errors: FieldErrors = {};
      // Lock in a fixed order, so two bulk assignments over the same jobs cannot deadlock.
      const order = body.jobs
        .map((j, n) => ({ ...j, n, jobId: j.jobId.toUpperCase() }))
        .sort((a, b) => a.jobId.localeCompare(b.jobId));
      for (const j of order) {
        const job = await findJob(tx, p, j.jobId, true);
        try {
          await assignInTx(tx, p, job, { version: j.version, trips: j.trips }, `jobs.${j.n}.`, now);
        } catch (error) {
          // A job's field errors are checked before it writes anything: go on to report the others' too.
          if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED' || !error.fieldErrors) throw error;
          Object.assign(errors, error.fieldErrors);
        }
      }
      // Nothing is kept when any job failed (the transaction rolls back).
      if (Object.keys(errors).length) throw validationFailed(errors);
      for (const j of body.jobs) {
        const [row] = await tx
          .select({ jobId: jobs.jobId, jobState: jobs.jobState })
          .from(jobs)
          .where(eq(jobs.jobId, j.jobId.toUpperCase()));
        done.push(row!);
      }
      return { jobs: done };
    }),
  );
}

/**
 * Delivers one drop with its proof (an attachment of the operator's repository), in the trip's order. The trip is
 * delivered with its last drop; the job becomes DLV (and frees its resources) when every drop is.
 */
export async function deliverDrop(db: Db, p: Principal, jobId: string, body: DeliverBody, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const job = await findJob(tx, p, jobId, true);
      requireSide(job, p, 'operator');
      if (refusalOfJob('deliver', job, 'operator', p)) throw conflict('jobs.server.notAllowed');
      if (body.version !== undefined && body.version !== job.version) throw conflict('jobs.server.stale');
      const [drop] = await tx
        .select()
        .from(jobDrops)
        .where(and(eq(jobDrops.dropId, body.dropId), eq(jobDrops.jobId, jobId)));
      if (!drop) throw validationFailed({ dropId: 'jobs.errors.drop' });
      const [doc] = await tx
        .select({ attId: attachments.attId })
        .from(attachments)
        .where(and(eq(attachments.attId, body.podAttId), eq(attachments.accnId, job.toAccnId)));
      if (!doc) throw validationFailed({ podAttId: 'jobs.errors.document' });
      const deliveredAt = Date.parse(body.deliveredAt);
      if (deliveredAt > now.getTime() + 5 * 60_000) throw validationFailed({ deliveredAt: 'jobs.errors.futureTime' });
      // Not before the pickup: the job's start (the truck set off; never before the start window) nor the drop
      // before it on the trip (its minute: the form enters minutes).
      const [started] = await tx
        .select({ at: jobEvents.at })
        .from(jobEvents)
        .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.verb, 'start')))
        .orderBy(asc(jobEvents.at))
        .limit(1);
      const [previous] = await tx
        .select({ at: jobDrops.deliveredAt })
        .from(jobDrops)
        .where(and(eq(jobDrops.tripId, drop.tripId), lt(jobDrops.seq, drop.seq), isNotNull(jobDrops.deliveredAt)))
        .orderBy(desc(jobDrops.seq))
        .limit(1);
      const minute = (d: Date) => Math.floor(d.getTime() / 60_000) * 60_000;
      if (started && deliveredAt < minute(started.at))
        throw validationFailed({ deliveredAt: 'jobs.errors.deliveredBeforeStart' });
      if (previous?.at && deliveredAt < minute(previous.at))
        throw validationFailed({ deliveredAt: 'jobs.errors.deliveredBeforePrevious' });
      const [earlier] = await tx
        .select({ dropId: jobDrops.dropId })
        .from(jobDrops)
        .where(and(eq(jobDrops.tripId, drop.tripId), lt(jobDrops.seq, drop.seq), isNull(jobDrops.deliveredAt)));
      if (earlier) throw conflict('jobs.server.dropOrder');
      const [done] = await tx
        .update(jobDrops)
        .set({
          deliveredAt: new Date(body.deliveredAt),
          receiverName: body.receiverName,
          podAttId: body.podAttId,
          deliveredBy: p.usrId,
        })
        .where(and(eq(jobDrops.dropId, drop.dropId), isNull(jobDrops.deliveredAt)))
        .returning({ dropId: jobDrops.dropId });
      if (!done) throw conflict('jobs.server.delivered');
      const [tripOpen] = await tx
        .select({ dropId: jobDrops.dropId })
        .from(jobDrops)
        .where(and(eq(jobDrops.tripId, drop.tripId), isNull(jobDrops.deliveredAt)));
      if (!tripOpen)
        await tx
          .update(jobTrips)
          .set({ deliveredAt: new Date(body.deliveredAt) })
          .where(eq(jobTrips.tripId, drop.tripId));
      const [jobOpen] = await tx
        .select({ dropId: jobDrops.dropId })
        .from(jobDrops)
        .where(and(eq(jobDrops.jobId, jobId), isNull(jobDrops.deliveredAt), ne(jobDrops.dropId, drop.dropId)));
      const to: JobState = jobOpen ? (job.jobState as JobState) : 'DLV';
      await tx
        .update(jobs)
        .set({ jobState: to, version: job.version + 1, updatedAt: now, updatedBy: p.usrId })
        .where(eq(jobs.jobId, jobId));
      if (releasesResources(job.jobState, to)) await releaseResources(tx, jobId);
      // The delivered job's CO2e per trip, in the delivery's transaction (issue 19, decision 0034).
      if (to === 'DLV') await recordJobEmissions(tx, jobId);
      await recordJobEvent(tx, p, jobId, {
        verb: 'deliver',
        fromState: job.jobState,
        toState: to,
        details: {
          tripId: drop.tripId,
          dropId: drop.dropId,
          dropSeq: drop.seq,
          receiverName: body.receiverName,
          podAttId: body.podAttId,
        },
      });
      await notifyOtherParty(tx, p, job, 'deliver', to);
      return getJob(tx, p, jobId);
    }),
  );
}

/**
 * The creator attaches (or replaces) the job's delivery order document, a document of its repository, while the job
 * is live (not delivered, cancelled or deleted), without editing the job: a job submitted before it was at hand can
 * start once it is attached. Timeline `document`, audit `JOB_DOCUMENT`, the operator e-mailed.
 */
export async function attachDeliveryOrder(db: Db, p: Principal, jobId: string, body: AttachDoBody, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const job = await findJob(tx, p, jobId, true);
      requireSide(job, p, 'creator');
      if (refusalOfJob('attachDo', job, 'creator', p)) throw conflict('jobs.server.notAllowed');
      if (body.version !== undefined && body.version !== job.version) throw conflict('jobs.server.stale');
      await assertCompanyActive(tx, p.accnId);
      const [doc] = await tx
        .select({ attId: attachments.attId })
        .from(attachments)
        .where(and(eq(attachments.attId, body.doAttId), eq(attachments.accnId, p.accnId)));
      if (!doc) throw validationFailed({ doAttId: 'jobs.errors.document' });
      const [won] = await tx
        .update(jobs)
        .set({ doAttId: body.doAttId, version: job.version + 1, updatedAt: now, updatedBy: p.usrId })
        .where(and(eq(jobs.jobId, jobId), eq(jobs.version, job.version)))
        .returning({ jobId: jobs.jobId });
      if (!won) throw conflict('jobs.server.stale');
      await recordJobEvent(tx, p, jobId, {
        verb: 'document',
        fromState: job.jobState,
        toState: job.jobState,
        details: { doAttId: body.doAttId, replaced: job.doAttId },
      });
      if (!['DRF', 'REJ'].includes(job.jobState)) await notifyOtherParty(tx, p, job, 'document', job.jobState);
      return getJob(tx, p, jobId);
    }),
  );
}
