import { randomInt } from 'node:crypto';
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES, businessDate } from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import { EDITABLE_STATES, actionsFor, type JobSide } from '../../domain/jobs/job-actions';
import type { JobBody, JobUpdateBody } from '../../domain/jobs/job-requests';
import { jobSchema } from '../../domain/jobs/job-schema';
import { assertCompanyActive } from '../account-requests/company-guard';
import { activeContractFor } from '../contracts/contracts.service';
import type { Db, DbOrTx, Tx } from '../db/client';
import {
  accounts,
  attachments,
  contracts,
  ffCustomers,
  jobContainers,
  jobDrops,
  jobEvents,
  jobs,
  jobTrips,
  locations,
  users,
} from '../db/schema';
import { cachedCount, countsSql, dayRangeFilters, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { toFieldErrors } from '../http/field-errors';
import { isPlatform, type Principal } from '../http/principal';
import { recordJobEvent } from './job-events';

const creator = aliasedTable(accounts, 'creator');
const customer = aliasedTable(accounts, 'customer');
const operator = aliasedTable(accounts, 'operator');

export type Job = typeof jobs.$inferSelect;

/** A company sees the jobs it created, is the customer of, or operates; the platform sees all. */
/** The platform and GLI (tax administration) read every job, with the permission to; companies only theirs. */
export const seesAllJobs = (p: Principal): boolean =>
  (isPlatform(p) || p.accnType === 'ACC_TYPE_GLI') && p.permissions.includes('jobs.readAll');

export const jobScope = (p: Principal): SQL | undefined =>
  seesAllJobs(p)
    ? undefined
    : or(eq(jobs.creatorAccnId, p.accnId), eq(jobs.customerAccnId, p.accnId), eq(jobs.toAccnId, p.accnId));

/** The side the caller acts on: the creator company's users, or the truck operator's; others only read. */
export function sideOf(job: Pick<Job, 'creatorAccnId' | 'toAccnId'>, p: Principal): JobSide | null {
  if (p.accnId === job.creatorAccnId) return 'creator';
  if (p.accnId === job.toAccnId) return 'operator';
  return null;
}

/** The job if the caller is party to it (or the platform), else 404 (never 403: existence is not leaked). */
export async function findJob(tx: DbOrTx, p: Principal, jobId: string, lock = false): Promise<Job> {
  const query = tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.jobId, jobId), jobScope(p)));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw notFound('Job not found');
  return job;
}

/** The caller must be on `side` of the job and hold its permission (403 otherwise). */
export function requireSide(job: Job, p: Principal, side: JobSide): void {
  if (sideOf(job, p) !== side) throw forbidden();
  if (!p.permissions.includes(side === 'creator' ? 'jobs.create' : 'jobs.operate')) throw forbidden();
}

// ---------------------------------------------------------------------------------------------------
// Money: exact decimal strings summed in minor units
// ---------------------------------------------------------------------------------------------------

export const toCents = (value: string): bigint => {
  const [whole = '0', frac = ''] = value.replace(/^-/, '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return value.startsWith('-') ? -cents : cents;
};
export const fromCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

// ---------------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------------

const containerList = sql<string>`(select string_agg(c.container_no, ', ' order by c.seq) from job_containers c where c.job_id = ${jobs.jobId})`;

const listColumns = {
  jobId: jobs.jobId,
  jobState: jobs.jobState,
  jobOutPaymentState: jobs.jobOutPaymentState,
  creatorAccnId: jobs.creatorAccnId,
  creatorName: creator.accnName,
  customerAccnId: jobs.customerAccnId,
  customerName: customer.accnName,
  toAccnId: jobs.toAccnId,
  toName: operator.accnName,
  shipmentType: jobs.shipmentType,
  loadType: jobs.loadType,
  truckingDirection: jobs.truckingDirection,
  customerRef: jobs.customerRef,
  blNo: jobs.blNo,
  doNo: jobs.doNo,
  containers: containerList,
  pickupAt: jobs.pickupAt,
  currency: jobs.currency,
  totalCharge: jobs.totalCharge,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  version: jobs.version,
};

const SORT = {
  jobId: jobs.jobId,
  jobState: jobs.jobState,
  createdAt: jobs.createdAt,
  pickupAt: jobs.pickupAt,
  customerRef: jobs.customerRef,
  totalCharge: jobs.totalCharge,
};

export type JobListQuery = DatatableQuery & {
  jobDtCreateFrom?: string | undefined;
  jobDtCreateTo?: string | undefined;
  jobState?: string | undefined;
  jobOutPaymentState?: string | undefined;
};

export async function listJobs(db: Db, p: Principal, q: JobListQuery) {
  // Deleted drafts are gone for the list unless asked for by state.
  const scope = and(jobScope(p), q.jobState === 'DEL' ? undefined : ne(jobs.jobState, 'DEL'));
  const filters: SQL[] = [];
  if (q.jobState) filters.push(eq(jobs.jobState, q.jobState));
  if (q.jobOutPaymentState) filters.push(eq(jobs.jobOutPaymentState, q.jobOutPaymentState));
  filters.push(...dayRangeFilters(jobs.createdAt, q.jobDtCreateFrom, q.jobDtCreateTo));
  if (q.search?.trim()) {
    const like = likePattern(q.search.trim());
    filters.push(
      or(
        ilike(jobs.jobId, like),
        ilike(jobs.customerRef, like),
        ilike(jobs.blNo, like),
        sql`exists (select 1 from job_containers c where c.job_id = ${jobs.jobId} and c.container_no ilike ${like})`,
      )!,
    );
  }
  const filter = filters.length ? and(...filters) : undefined;
  // A company's jobs come from its three party indexes (a bitmap OR) and are sorted in memory. Sorting on the bare
  // column would let PostgreSQL walk the global created_at index instead and read every other company's jobs first:
  // seconds for a small company among a million jobs (docs/performance.md). The platform walks that index.
  const created = seesAllJobs(p) ? jobs.createdAt : sql`(${jobs.createdAt} + interval '0 seconds')`;
  const order = q.sort ? orderBy(q, { ...SORT, createdAt: created }, 'createdAt', jobs.jobId) : [desc(created), desc(jobs.jobId)];
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(listColumns)
        .from(jobs)
        .innerJoin(creator, eq(creator.accnId, jobs.creatorAccnId))
        .innerJoin(customer, eq(customer.accnId, jobs.customerAccnId))
        .innerJoin(operator, eq(operator.accnId, jobs.toAccnId))
        .where(and(scope, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => {
      if (!seesAllJobs(p)) return (await db.select(countsSql(filter)).from(jobs).where(scope))[0]!;
      // The platform's total spans every job (a million and more): counted at most every 10 s; filtered counts are exact.
      const total = await cachedCount('jobs', () => db.$count(jobs, ne(jobs.jobState, 'DEL')));
      return { total, filtered: filter ? await db.$count(jobs, and(scope, filter)) : total };
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// One job
// ---------------------------------------------------------------------------------------------------

export async function jobTimeline(db: DbOrTx, jobId: string) {
  return db
    .select({
      at: jobEvents.at,
      usrId: jobEvents.usrId,
      usrName: users.usrName,
      accnId: jobEvents.accnId,
      verb: jobEvents.verb,
      fromState: jobEvents.fromState,
      toState: jobEvents.toState,
      reason: jobEvents.reason,
      details: jobEvents.details,
    })
    .from(jobEvents)
    .leftJoin(users, eq(users.usrId, jobEvents.usrId))
    .where(eq(jobEvents.jobId, jobId))
    .orderBy(asc(jobEvents.at), asc(jobEvents.id));
}

export async function getJobEvents(db: Db, p: Principal, jobId: string) {
  await findJob(db, p, jobId);
  return jobTimeline(db, jobId);
}

/** The job with its containers, trips (with their drops and assignment), timeline and the caller's actions. */
export async function getJob(db: DbOrTx, p: Principal, jobId: string) {
  const [row] = await db
    .select({ job: jobs, creatorName: creator.accnName, customerName: customer.accnName, toName: operator.accnName })
    .from(jobs)
    .innerJoin(creator, eq(creator.accnId, jobs.creatorAccnId))
    .innerJoin(customer, eq(customer.accnId, jobs.customerAccnId))
    .innerJoin(operator, eq(operator.accnId, jobs.toAccnId))
    .where(and(eq(jobs.jobId, jobId), jobScope(p)));
  if (!row) throw notFound('Job not found');
  const [containers, trips, drops, events] = await Promise.all([
    db.select().from(jobContainers).where(eq(jobContainers.jobId, jobId)).orderBy(asc(jobContainers.seq)),
    db.select().from(jobTrips).where(eq(jobTrips.jobId, jobId)).orderBy(asc(jobTrips.seq)),
    db.select().from(jobDrops).where(eq(jobDrops.jobId, jobId)).orderBy(asc(jobDrops.tripId), asc(jobDrops.seq)),
    jobTimeline(db, jobId),
  ]);
  const side = sideOf(row.job, p);
  return {
    ...row.job,
    creatorName: row.creatorName,
    customerName: row.customerName,
    toName: row.toName,
    containers: containers.map(({ id: _id, jobId: _j, ...c }) => c),
    trips: trips.map((t) => ({
      ...t,
      drops: drops.filter((d) => d.tripId === t.tripId),
    })),
    events,
    side,
    actions: side ? actionsFor(row.job.jobState, side) : [],
  };
}

// ---------------------------------------------------------------------------------------------------
// Create and change
// ---------------------------------------------------------------------------------------------------

type Content = Omit<JobBody, 'doAttId'>;

/** 'JB' + the Jakarta date + 5 random digits. */
export const newJobId = (now: Date) =>
  `JB${businessDate(now).replaceAll('-', '')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;

const earliestPickup = (content: Content) => new Date(Math.min(...content.trips.map((t) => Date.parse(t.pickupAt))));

/**
 * The checks that need the database: the customer (a forwarder's own cargo-owner customer), the truck operator
 * (an active operator with a contract valid on the job date), the locations (active, of the parties) and the
 * delivery order document (the creator's). Answers the customer; field errors otherwise.
 */
async function checkContent(tx: Tx, p: Principal, content: Content, doAttId: string | null | undefined, now: Date) {
  const parsed = jobSchema(() => now.getTime()).safeParse(content);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
  const toAccnId = content.toAccnId.toUpperCase();
  let customerAccnId = p.accnId;
  const asked = content.customerAccnId?.trim().toUpperCase();
  if (asked && asked !== p.accnId) {
    const [link] = await tx
      .select({ coAccnId: ffCustomers.coAccnId })
      .from(ffCustomers)
      .innerJoin(accounts, eq(accounts.accnId, ffCustomers.coAccnId))
      .where(and(eq(ffCustomers.ffAccnId, p.accnId), eq(ffCustomers.coAccnId, asked), eq(accounts.accnStatus, 'A')));
    if (link) customerAccnId = asked;
    else errors.customerAccnId = 'jobs.errors.customer';
  }
  const [to] = await tx
    .select({ atypId: accounts.atypId, accnStatus: accounts.accnStatus })
    .from(accounts)
    .where(eq(accounts.accnId, toAccnId));
  if (!to || !(OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(to.atypId) || to.accnStatus !== 'A') {
    errors.toAccnId = 'jobs.errors.operator';
  } else if (content.trips.length && !errors.customerAccnId) {
    const onDate = businessDate(earliestPickup(content));
    if (!(await activeContractFor(tx, { customerAccnId, toAccnId, onDate }))) errors.toAccnId = 'jobs.errors.noContract';
  }
  const locIds = [...new Set(content.trips.flatMap((t) => [t.pickupLocId, ...t.drops.map((d) => d.locId)]))].map((l) =>
    l.toUpperCase(),
  );
  const known = new Set(
    locIds.length
      ? (
          await tx
            .select({ locId: locations.locId })
            .from(locations)
            .where(
              and(
                inArray(locations.locId, locIds),
                eq(locations.locStatus, 'A'),
                inArray(locations.accnId, [p.accnId, customerAccnId, toAccnId]),
              ),
            )
        ).map((l) => l.locId)
      : [],
  );
  content.trips.forEach((trip, i) => {
    if (!known.has(trip.pickupLocId.toUpperCase())) errors[`trips.${i}.pickupLocId`] ??= 'jobs.errors.location';
    trip.drops.forEach((drop, k) => {
      if (!known.has(drop.locId.toUpperCase())) errors[`trips.${i}.drops.${k}.locId`] ??= 'jobs.errors.location';
    });
  });
  if (doAttId) {
    const [doc] = await tx
      .select({ attId: attachments.attId })
      .from(attachments)
      .where(and(eq(attachments.attId, doAttId), eq(attachments.accnId, p.accnId)));
    if (!doc) errors.doAttId = 'jobs.errors.document';
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { customerAccnId, toAccnId, content: parsed.data! as Content };
}

/** Replaces the containers, trips and drops of a job (charges are set again at submit). */
async function writeContent(tx: Tx, jobId: string, content: Content): Promise<void> {
  await tx.delete(jobTrips).where(eq(jobTrips.jobId, jobId));
  await tx.delete(jobContainers).where(eq(jobContainers.jobId, jobId));
  if (content.containers.length) {
    await tx.insert(jobContainers).values(
      content.containers.map((c, i) => ({
        jobId,
        seq: i + 1,
        containerNo: c.containerNo,
        sizeType: c.sizeType,
        sealNo: c.sealNo ?? null,
        grossWeightKg: c.grossWeightKg,
        goodType: c.goodType,
        containerLoad: c.containerLoad,
      })),
    );
  }
  for (const [i, trip] of content.trips.entries()) {
    const [row] = await tx
      .insert(jobTrips)
      .values({
        jobId,
        seq: i + 1,
        tripType: trip.tripType,
        vehicleType: trip.vehicleType,
        containerNo: trip.containerNo ? trip.containerNo.replace(/\s/g, '').toUpperCase() : null,
        pickupLocId: trip.pickupLocId.toUpperCase(),
        pickupAt: new Date(trip.pickupAt),
      })
      .returning({ tripId: jobTrips.tripId });
    await tx.insert(jobDrops).values(
      trip.drops.map((d, k) => ({
        tripId: row!.tripId,
        jobId,
        seq: k + 1,
        locId: d.locId.toUpperCase(),
        dropAt: new Date(d.dropAt),
      })),
    );
  }
}

const headerOf = (content: Content) => ({
  shipmentType: content.shipmentType,
  loadType: content.loadType,
  truckingDirection: content.truckingDirection,
  chargeBasis: content.chargeBasis,
  customerRef: content.customerRef ?? null,
  blNo: content.blNo ?? null,
  doNo: content.doNo ?? null,
  remarks: content.remarks ?? null,
  pickupAt: earliestPickup(content),
});

/** A cargo owner or forwarder drafts a job (DRF). A suspended company cannot (403). */
export async function createJob(db: Db, p: Principal, body: JobBody, now = new Date()) {
  if (!(CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(p.accnType)) throw forbidden();
  const { doAttId, ...input } = body;
  return db.transaction(async (tx) => {
    await assertCompanyActive(tx, p.accnId);
    const { customerAccnId, toAccnId, content } = await checkContent(tx, p, input, doAttId, now);
    let jobId = '';
    for (let attempt = 0; !jobId; attempt++) {
      const candidate = newJobId(now);
      const [row] = await tx
        .insert(jobs)
        .values({
          jobId: candidate,
          creatorAccnId: p.accnId,
          customerAccnId,
          toAccnId,
          ...headerOf(content),
          doAttId: doAttId ?? null,
          jobState: 'DRF',
          createdBy: p.usrId,
          updatedBy: p.usrId,
        })
        .onConflictDoNothing()
        .returning({ jobId: jobs.jobId });
      if (row) jobId = row.jobId;
      else if (attempt > 10) throw conflict('jobs.server.idTaken');
    }
    await writeContent(tx, jobId, content);
    await recordJobEvent(tx, p, jobId, { verb: 'create', fromState: null, toState: 'DRF' });
    return getJob(tx, p, jobId);
  });
}

/** The creator changes a draft or rejected job (stale version or another state: 409). */
export async function updateJob(db: Db, p: Principal, jobId: string, body: JobUpdateBody, now = new Date()) {
  const { doAttId, version, ...input } = body;
  return db.transaction(async (tx) => {
    const before = await findJob(tx, p, jobId, true);
    requireSide(before, p, 'creator');
    if (!EDITABLE_STATES.includes(before.jobState as never)) throw conflict('jobs.server.notAllowed');
    if (before.version !== version) throw conflict('jobs.server.stale');
    await assertCompanyActive(tx, p.accnId);
    const { customerAccnId, toAccnId, content } = await checkContent(tx, p, input, doAttId, now);
    const [row] = await tx
      .update(jobs)
      .set({
        customerAccnId,
        toAccnId,
        ...headerOf(content),
        doAttId: doAttId ?? null,
        contractId: null,
        currency: null,
        totalCharge: null,
        version: before.version + 1,
        updatedAt: now,
        updatedBy: p.usrId,
      })
      .where(and(eq(jobs.jobId, jobId), eq(jobs.version, version)))
      .returning({ jobId: jobs.jobId });
    if (!row) throw conflict('jobs.server.stale');
    await writeContent(tx, jobId, content);
    await recordJobEvent(tx, p, jobId, { verb: 'update', fromState: before.jobState, toState: before.jobState });
    return getJob(tx, p, jobId);
  });
}

// ---------------------------------------------------------------------------------------------------
// Options for the job form and the job's documents
// ---------------------------------------------------------------------------------------------------

/** The customer a creator (a cargo owner or forwarder, else 403) may name: itself, or a forwarder's customer; else 400. */
async function customerFor(db: DbOrTx, p: Principal, asked: string | undefined): Promise<string> {
  if (!(CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(p.accnType)) throw forbidden();
  const customerAccnId = asked?.trim().toUpperCase() || p.accnId;
  if (customerAccnId === p.accnId) return customerAccnId;
  const [link] = await db
    .select({ coAccnId: ffCustomers.coAccnId })
    .from(ffCustomers)
    .where(and(eq(ffCustomers.ffAccnId, p.accnId), eq(ffCustomers.coAccnId, customerAccnId)));
  if (!link) throw validationFailed({ customerAccnId: 'jobs.errors.customer' });
  return customerAccnId;
}

/** Truck operators with an active contract with the customer on the day (default today), as lookup options. */
export async function operatorOptions(
  db: Db,
  p: Principal,
  q: { customerAccnId?: string | undefined; onDate?: string | undefined },
) {
  const customerAccnId = await customerFor(db, p, q.customerAccnId);
  const onDate = q.onDate ?? businessDate();
  return db
    .selectDistinct({ value: accounts.accnId, desc: accounts.accnName })
    .from(contracts)
    .innerJoin(accounts, eq(accounts.accnId, contracts.toAccnId))
    .where(
      and(
        eq(contracts.customerAccnId, customerAccnId),
        eq(contracts.status, 'ACTIVE'),
        lte(contracts.validFrom, onDate),
        gte(contracts.validTo, onDate),
        eq(accounts.accnStatus, 'A'),
      ),
    )
    .orderBy(accounts.accnName)
    .limit(1000);
}

/** Active locations a job between the caller, its customer and the operator may use, as lookup options. */
export async function jobLocationOptions(db: Db, p: Principal, q: { toAccnId: string; customerAccnId?: string | undefined }) {
  const customerAccnId = await customerFor(db, p, q.customerAccnId);
  return db
    .select({ value: locations.locId, desc: sql<string>`${locations.locName} || ' (' || ${locations.addrCity} || ')'` })
    .from(locations)
    .where(
      and(
        inArray(locations.accnId, [...new Set([p.accnId, customerAccnId, q.toAccnId.toUpperCase()])]),
        eq(locations.locStatus, 'A'),
      ),
    )
    .orderBy(locations.locName)
    .limit(1000);
}

/**
 * A document of a job (its delivery order or a drop's proof of delivery) for any party of the job, though it lives
 * in another company's repository; anything else is 404.
 */
export async function getJobDocument(db: Db, p: Principal, jobId: string, attId: string) {
  const job = await findJob(db, p, jobId);
  const [pod] = await db
    .select({ dropId: jobDrops.dropId })
    .from(jobDrops)
    .where(and(eq(jobDrops.jobId, jobId), eq(jobDrops.podAttId, attId)));
  if (job.doAttId !== attId && !pod) throw notFound('Document not found');
  const [row] = await db.select().from(attachments).where(eq(attachments.attId, attId));
  if (!row) throw notFound('Document not found');
  return {
    attId: row.attId,
    attType: row.attType,
    attName: row.attName,
    mimeType: row.mimeType,
    attSize: row.attSize,
    attData: row.attData.toString('base64'),
  };
}
