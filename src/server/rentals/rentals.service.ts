import { and, asc, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { businessDate } from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import { randomCode } from '../../domain/format';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { isPlatform } from '../../domain/permissions';
import {
  RENTAL_WORKFLOW,
  rentalActionsOf,
  rentalAmount,
  type RentalAssignBody,
  type RentalQuoteBody,
  type RentalRequestBody,
  type RentalsQuery,
  type RentalSide,
  type RentalState,
  type RentalType,
  type RentalVerb,
  type RentalVerbBody,
} from '../../domain/rentals/rentals';
import { refusalOf, type Actor } from '../../domain/workflow';
import { assertCompanyActive } from '../account-requests/company-guard';
import { activeContractFor } from '../contracts/contracts.service';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, contracts, drivers, jobResourceHolds, jobs, jobTrips, locations, rentals, trucks } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { assignInTx, releaseResources } from '../jobs/job-actions.service';
import { recordJobEvent } from '../jobs/job-events';
import { findJob, newJobId } from '../jobs/jobs.service';

/**
 * Truck rentals (issue 19; docs/decisions/0033-truck-rentals.md). Who sees a rental: its renter, its operator and the
 * platform (`jobs.readAll`). The renter's side needs `jobs.create`, the operator's `jobs.operate` (the workflow's
 * permissions). From acceptance the rental runs on its job: the job's trips hold the trucks and drivers assigned
 * (`job_resource_holds`, the same holds as any job: a truck of a live rental cannot go to another job or rental),
 * completing delivers the job, and the job is billed and paid like any other (`/billing`, `/payments`).
 */

type Row = typeof rentals.$inferSelect;

/** A lost race (deadlock or serialisation failure) is a 409. */
async function raceSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '40P01' || code === '40001') throw conflict('rentals.server.stale');
    throw error;
  }
}

const readsAll = (p: Principal) => isPlatform(p) && p.permissions.includes('jobs.readAll');

/** The rentals the caller may see (the tenancy of every query here). */
function visibleTo(p: Principal): SQL {
  if (readsAll(p)) return sql`true`;
  return or(eq(rentals.renterAccnId, p.accnId), eq(rentals.toAccnId, p.accnId))!;
}

function sidesOf(r: Pick<Row, 'renterAccnId' | 'toAccnId'>, p: Principal): RentalSide[] {
  const sides: RentalSide[] = [];
  if (r.renterAccnId === p.accnId) sides.push('renter');
  if (r.toAccnId === p.accnId) sides.push('operator');
  return sides;
}

const actorOf = (r: Pick<Row, 'renterAccnId' | 'toAccnId'>, p: Principal): Actor => ({
  usrId: p.usrId,
  permissions: p.permissions,
  sides: sidesOf(r, p),
});

const renterName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${rentals.renterAccnId})`;
const toName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${rentals.toAccnId})`;
const pickupName = sql<string>`(select l.loc_name from locations l where l.loc_id = ${rentals.pickupLocId})`;
const jobState = sql<string | null>`(select j.job_state from jobs j where j.job_id = rentals.job_id)`;

const listColumns = {
  rentalId: rentals.rentalId,
  renterAccnId: rentals.renterAccnId,
  renterName,
  toAccnId: rentals.toAccnId,
  toName,
  vehicleType: rentals.vehicleType,
  truckCount: rentals.truckCount,
  startDate: rentals.startDate,
  endDate: rentals.endDate,
  rentalType: rentals.rentalType,
  pickupLocId: rentals.pickupLocId,
  pickupName,
  state: rentals.state,
  currency: rentals.currency,
  unitPrice: rentals.unitPrice,
  total: rentals.total,
  jobId: rentals.jobId,
  jobState,
  createdAt: rentals.createdAt,
  version: rentals.version,
};

const SORTABLE = {
  createdAt: rentals.createdAt,
  rentalId: rentals.rentalId,
  startDate: rentals.startDate,
  state: rentals.state,
  total: rentals.total,
};

/** The rentals the caller may see, newest first (server-paged); filters state, side, free text. */
export async function listRentals(db: DbOrTx, p: Principal, q: RentalsQuery) {
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(rentals.state, q.state));
  if (q.side === 'renter') filters.push(eq(rentals.renterAccnId, p.accnId));
  if (q.side === 'operator') filters.push(eq(rentals.toAccnId, p.accnId));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(rentals.rentalId, like), ilike(renterName, like), ilike(toName, like), ilike(rentals.jobId, like))!);
  }
  const page = await pagedFrom(q as DatatableQuery, {
    columns: listColumns,
    from: (fields) => db.select(fields).from(rentals),
    scope: visibleTo(p),
    filter: filters.length ? and(...filters) : undefined,
    order: q.sort ? orderBy(q, SORTABLE, 'createdAt', rentals.rentalId) : [desc(rentals.createdAt), desc(rentals.rentalId)],
  });
  return {
    ...page,
    aaData: page.aaData.map((r) => ({ ...r, actions: rentalActionsOf(r.state, actorOf(r, p)) })),
  };
}

/** One rental with its trucks (the job's trips) and whether the renter's documents are paid (not visible: 404). */
export async function getRental(db: DbOrTx, p: Principal, rentalId: string) {
  const [found] = await db
    .select({ ...listColumns, r: rentals })
    .from(rentals)
    .where(and(eq(rentals.rentalId, rentalId), visibleTo(p)));
  if (!found) throw notFound('rentals.server.notFound');
  const { r, ...row } = found;
  const trips = r.jobId
    ? await db
        .select({
          seq: jobTrips.seq,
          truckId: jobTrips.truckId,
          plateNo: trucks.vhPlateNo,
          driverId: jobTrips.driverId,
          driverName: drivers.drvName,
          charge: jobTrips.charge,
        })
        .from(jobTrips)
        .leftJoin(trucks, eq(trucks.truckId, jobTrips.truckId))
        .leftJoin(drivers, eq(drivers.driverId, jobTrips.driverId))
        .where(eq(jobTrips.jobId, r.jobId))
        .orderBy(asc(jobTrips.seq))
    : [];
  const paid = r.jobId
    ? (
        await db.execute<{ paid: boolean }>(sql`
          select exists (select 1 from job_payments jp join money_documents d on d.doc_id = jp.doc_id
                         where jp.job_id = ${r.jobId} and d.doc_type in ('DN_CO','PF_CO'))
             and not exists (select 1 from job_payments jp join money_documents d on d.doc_id = jp.doc_id
                         where jp.job_id = ${r.jobId} and d.doc_type in ('DN_CO','PF_CO') and jp.status <> 'PAID') as paid`)
      ).rows[0]!.paid
    : false;
  return {
    ...row,
    units: rentalAmount({ ...r, rentalType: r.rentalType, unitPrice: r.unitPrice ?? '0', currency: r.currency ?? 'IDR' }).units,
    remarks: r.remarks,
    quoteNote: r.quoteNote,
    reason: r.reason,
    requestedBy: r.requestedBy,
    quotedAt: r.quotedAt,
    acceptedAt: r.acceptedAt,
    startedAt: r.startedAt,
    completedAt: r.completedAt,
    trucks: trips,
    paid,
    actions: rentalActionsOf(r.state, actorOf(r, p)),
  };
}

/** What the forms offer: a renter's operators (active contracts) and locations; an operator's trucks and drivers. */
export async function rentalOptions(db: DbOrTx, p: Principal) {
  const operators = p.permissions.includes('jobs.create')
    ? await db
        .selectDistinct({ value: accounts.accnId, desc: accounts.accnName })
        .from(contracts)
        .innerJoin(accounts, eq(accounts.accnId, contracts.toAccnId))
        .where(and(eq(contracts.customerAccnId, p.accnId), eq(contracts.status, 'ACTIVE'), eq(accounts.accnStatus, 'A')))
        .orderBy(accounts.accnName)
    : [];
  const locs = p.permissions.includes('jobs.create')
    ? await db
        .select({ value: locations.locId, desc: locations.locName })
        .from(locations)
        .where(and(eq(locations.accnId, p.accnId), eq(locations.locStatus, 'A')))
        .orderBy(locations.locName)
    : [];
  const fleet = p.permissions.includes('jobs.operate')
    ? await db
        .select({ value: trucks.truckId, desc: trucks.vhPlateNo, vhType: trucks.vhType, heldBy: jobResourceHolds.jobId })
        .from(trucks)
        .leftJoin(jobResourceHolds, and(eq(jobResourceHolds.resType, 'TRUCK'), eq(jobResourceHolds.resId, trucks.truckId)))
        // What the assignment accepts (job-actions.service): active and not in maintenance.
        .where(and(eq(trucks.accnId, p.accnId), eq(trucks.status, 'A'), ne(trucks.vhState, 'MAINTENANCE')))
        .orderBy(trucks.truckId)
    : [];
  const crew = p.permissions.includes('jobs.operate')
    ? await db
        .select({ value: drivers.driverId, desc: drivers.drvName, heldBy: jobResourceHolds.jobId })
        .from(drivers)
        .leftJoin(jobResourceHolds, and(eq(jobResourceHolds.resType, 'DRIVER'), eq(jobResourceHolds.resId, drivers.driverId)))
        // Ready drivers, and held ones (the rental's own, for a reassignment; the screen leaves out other jobs').
        .where(
          and(
            eq(drivers.accnId, p.accnId),
            eq(drivers.status, 'A'),
            or(eq(drivers.drvState, 'RDY'), isNotNull(jobResourceHolds.jobId)),
          ),
        )
        .orderBy(drivers.driverId)
    : [];
  return { operators, locations: locs, trucks: fleet, drivers: crew };
}

/**
 * A renter's request (REQ): the operator must be one the renter has an active contract with on the start date, the
 * pickup location one of the renter's active locations (field errors otherwise).
 */
export async function createRental(db: Db, p: Principal, body: RentalRequestBody, now = new Date()) {
  if (!p.permissions.includes('jobs.create') || isPlatform(p)) throw forbidden();
  return db.transaction(async (tx) => {
    await assertCompanyActive(tx, p.accnId);
    const errors: Record<string, string> = {};
    const contract = await activeContractFor(tx, { customerAccnId: p.accnId, toAccnId: body.toAccnId, onDate: body.startDate });
    if (!contract) errors.toAccnId = 'rentals.errors.noContract';
    const [loc] = await tx
      .select({ locId: locations.locId })
      .from(locations)
      .where(and(eq(locations.locId, body.pickupLocId), eq(locations.accnId, p.accnId), eq(locations.locStatus, 'A')));
    if (!loc) errors.pickupLocId = 'rentals.errors.location';
    if (body.startDate < businessDate(now)) errors.startDate = 'rentals.errors.pastStart';
    if (Object.keys(errors).length) throw validationFailed(errors);
    const rentalId = randomCode('RN', now);
    await tx.insert(rentals).values({
      rentalId,
      renterAccnId: p.accnId,
      toAccnId: body.toAccnId,
      vehicleType: body.vehicleType,
      truckCount: body.truckCount,
      startDate: body.startDate,
      endDate: body.endDate,
      pickupLocId: body.pickupLocId,
      rentalType: body.rentalType,
      remarks: body.remarks?.trim() || null,
      requestedBy: p.usrId,
      createdBy: p.usrId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, p, { event: 'RENTAL_REQUEST', entity: 'rental', entityId: rentalId, after: body });
    return getRental(tx, p, rentalId);
  });
}

/** The rental locked for the verb: visible (404), the verb's side and permission (403), its state (409), the version. */
async function lockFor(tx: Tx, p: Principal, rentalId: string, verb: RentalVerb, version: number | undefined) {
  const [r] = await tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.rentalId, rentalId), visibleTo(p)))
    .for('update');
  if (!r) throw notFound('rentals.server.notFound');
  const refusal = refusalOf(RENTAL_WORKFLOW, verb, { state: r.state }, actorOf(r, p));
  if (refusal === 'state') throw conflict('rentals.server.notAllowed');
  if (refusal) throw forbidden();
  if (version !== undefined && version !== r.version) throw conflict('rentals.server.stale');
  await assertCompanyActive(tx, p.accnId);
  return r;
}

/** The conditional update of one verb (state and version as read): a lost race is 409, nothing kept. */
async function move(tx: Tx, p: Principal, r: Row, to: RentalState, set: Partial<typeof rentals.$inferInsert>, now: Date) {
  const [won] = await tx
    .update(rentals)
    .set({ ...set, state: to, version: r.version + 1, updatedAt: now, updatedBy: p.usrId })
    .where(and(eq(rentals.rentalId, r.rentalId), eq(rentals.state, r.state), eq(rentals.version, r.version)))
    .returning({ rentalId: rentals.rentalId });
  if (!won) throw conflict('rentals.server.stale');
}

/** The rental's job moved with it (a conditional update on its state), with the job's timeline. */
async function moveJob(tx: Tx, p: Principal, jobId: string, from: string, to: string, verb: string, now: Date) {
  const [won] = await tx
    .update(jobs)
    .set({ jobState: to, version: sql`${jobs.version} + 1`, updatedAt: now, updatedBy: p.usrId })
    .where(and(eq(jobs.jobId, jobId), eq(jobs.jobState, from)))
    .returning({ jobId: jobs.jobId });
  if (!won) throw conflict('rentals.server.stale');
  await recordJobEvent(tx, p, jobId, { verb, fromState: from, toState: to, details: { rental: true } });
}

/** The operator's quote: unit price × units (× trucks for the per-truck types), exact. REQ/QUO -> QUO. */
export async function quoteRental(db: Db, p: Principal, rentalId: string, body: RentalQuoteBody, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const r = await lockFor(tx, p, rentalId, 'quote', body.version);
      const amount = rentalAmount({
        ...r,
        rentalType: r.rentalType as RentalType,
        unitPrice: body.unitPrice,
        currency: body.currency,
      });
      await move(
        tx,
        p,
        r,
        'QUO',
        {
          currency: body.currency,
          unitPrice: fromMinor(toMinor(body.unitPrice, body.currency), body.currency),
          total: amount.total,
          quoteNote: body.quoteNote?.trim() || null,
          quotedBy: p.usrId,
          quotedAt: now,
        },
        now,
      );
      await audit(tx, p, {
        event: 'RENTAL_QUOTE',
        entity: 'rental',
        entityId: rentalId,
        after: { currency: body.currency, unitPrice: body.unitPrice, units: amount.units, total: amount.total },
      });
      return getRental(tx, p, rentalId);
    }),
  );
}

/**
 * The renter accepts the quote (QUO -> ACC): the rental's job opens in ACP under the contract in force on the start
 * date (none: 409), one trip per truck from the pickup location, each priced at its share of the quote.
 */
async function acceptInTx(tx: Tx, p: Principal, r: Row, now: Date) {
  const contract = await activeContractFor(tx, { customerAccnId: r.renterAccnId, toAccnId: r.toAccnId, onDate: r.startDate });
  if (!contract) throw conflict('rentals.server.noContract');
  const amount = rentalAmount({
    ...r,
    rentalType: r.rentalType as RentalType,
    unitPrice: r.unitPrice!,
    currency: r.currency!,
  });
  const jobId = newJobId(now);
  const pickupAt = new Date(`${r.startDate}T08:00:00+07:00`);
  await tx.insert(jobs).values({
    jobId,
    creatorAccnId: r.renterAccnId,
    customerAccnId: r.renterAccnId,
    toAccnId: r.toAccnId,
    contractId: contract.contractId,
    shipmentType: 'LOCAL',
    loadType: 'FTL',
    truckingDirection: 'OUT',
    chargeBasis: 'DO',
    customerRef: r.rentalId,
    remarks: `Truck rental ${r.rentalId} / Sewa truk ${r.rentalId}: ${r.startDate} – ${r.endDate}`,
    pickupAt,
    jobState: 'ACP',
    currency: r.currency,
    totalCharge: amount.total,
    submittedAt: now,
    createdAt: now,
    updatedAt: now,
    createdBy: p.usrId,
    updatedBy: p.usrId,
  });
  await tx.insert(jobTrips).values(
    amount.shares.map((charge, i) => ({
      jobId,
      seq: i + 1,
      tripType: 'S',
      vehicleType: r.vehicleType,
      pickupLocId: r.pickupLocId,
      pickupAt,
      charge,
    })),
  );
  await recordJobEvent(tx, p, jobId, { verb: 'accept', fromState: null, toState: 'ACP', details: { rentalId: r.rentalId } });
  return jobId;
}

/** accept, decline, cancel, start, complete. */
export async function actOnRental(
  db: Db,
  p: Principal,
  rentalId: string,
  verb: Exclude<RentalVerb, 'quote' | 'assign'>,
  body: RentalVerbBody,
  now = new Date(),
) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const r = await lockFor(tx, p, rentalId, verb, body.version);
      const reason = body.reason?.trim() || null;
      if (RENTAL_WORKFLOW.verbs[verb].to && 'reason' in RENTAL_WORKFLOW.verbs[verb] && !reason)
        throw validationFailed({ reason: 'validation.required' });
      const to = RENTAL_WORKFLOW.verbs[verb].to;
      if (verb === 'accept') {
        const jobId = await acceptInTx(tx, p, r, now);
        await move(tx, p, r, to, { jobId, acceptedBy: p.usrId, acceptedAt: now }, now);
      } else if (verb === 'start') {
        await moveJob(tx, p, r.jobId!, 'ASG', 'ONGOING', 'start', now);
        await move(tx, p, r, to, { startedAt: now }, now);
      } else if (verb === 'complete') {
        // The job delivered: every trip delivered now, the trucks and drivers free again, billing open (DLV).
        await tx.update(jobTrips).set({ deliveredAt: now }).where(eq(jobTrips.jobId, r.jobId!));
        await moveJob(tx, p, r.jobId!, 'ONGOING', 'DLV', 'deliver', now);
        await releaseResources(tx, r.jobId!);
        await move(tx, p, r, to, { completedAt: now }, now);
      } else {
        await move(tx, p, r, to, { reason }, now);
      }
      await audit(tx, p, {
        event: `RENTAL_${verb.toUpperCase()}`,
        entity: 'rental',
        entityId: rentalId,
        before: { state: r.state },
        after: { state: to, ...(reason ? { reason } : {}) },
      });
      return getRental(tx, p, rentalId);
    }),
  );
}

/**
 * The operator assigns a truck and a driver to each rented truck (ACC/ASG -> ASG): the job's assignment, so the
 * same checks (the operator's active truck of the type, a ready driver) and the same holds (one taken by another
 * job or rental: 409); field errors under `trips.{i}`.
 */
export async function assignRental(db: Db, p: Principal, rentalId: string, body: RentalAssignBody, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const r = await lockFor(tx, p, rentalId, 'assign', body.version);
      if (body.trips.length !== r.truckCount) throw validationFailed({ trips: 'rentals.errors.truckCount' });
      const job = await findJob(tx, p, r.jobId!, true);
      const trips = await tx.select().from(jobTrips).where(eq(jobTrips.jobId, job.jobId)).orderBy(asc(jobTrips.seq));
      await assignInTx(
        tx,
        p,
        // The rental runs its job's assignment (the job's own verbs refuse a rental's job: RENTAL_RUN_VERBS).
        { ...job, rentalId: null },
        {
          trips: body.trips.map((a, i) => ({ tripId: trips[i]!.tripId, truckId: a.truckId, driverId: a.driverId, chsId: null })),
        },
        '',
        now,
        { rentalId },
      );
      await move(tx, p, r, 'ASG', {}, now);
      await audit(tx, p, { event: 'RENTAL_ASSIGN', entity: 'rental', entityId: rentalId, after: body.trips });
      return getRental(tx, p, rentalId);
    }),
  );
}
