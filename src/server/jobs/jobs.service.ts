import { unpaced, type Pacer } from '../db/pacer';
import { randomInt } from 'node:crypto';
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES, businessDate } from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import { SIDE_PERMISSION, jobActionsOf, refusalOfJob, type JobSide } from '../../domain/jobs/job-actions';
import type { JobBody, JobUpdateBody } from '../../domain/jobs/job-requests';
import { priceTrips, type RateLane } from '../../domain/jobs/job-pricing';
import { jobSchema } from '../../domain/jobs/job-schema';
import { activeRateLanes } from '../rates/rates.service';
import { assertCompanyActive } from '../account-requests/company-guard';
import { type Db, type DbOrTx, type Tx } from '../db/client';
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
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';
import { PRIVATE_JOB_STATES, companyJobList, fitsPartyIndexes } from './company-jobs';
import { insertJsonRows } from '../db/json-insert';
import { loadJobDetail } from './job-detail';
import { recordJobEvent } from './job-events';
import { hasActiveContractBetween } from '../contracts/contracts.service';

const creator = aliasedTable(accounts, 'creator');
const customer = aliasedTable(accounts, 'customer');
const operator = aliasedTable(accounts, 'operator');

/** The rental whose job this is (decision 0033), null for a job of its own: a unique index on rentals.job_id. */
// (Qualified by hand: drizzle writes a lone table's columns unqualified, which inside the subquery would be r's.)
export const rentalIdOfJob = sql<string | null>`(select r.rental_id from rentals r where r.job_id = "jobs"."job_id")`;

export type Job = typeof jobs.$inferSelect & { rentalId: string | null };

/** The platform and GLI (tax administration) read every job, with the permission to; companies only theirs. */
export const seesAllJobs = (p: Principal): boolean =>
  (isPlatform(p) || p.accnType === 'ACC_TYPE_GLI') && p.permissions.includes('jobs.readAll');

/** A company sees the jobs it created, and those it is the customer of or operates once submitted; the platform all. */
export const jobScope = (p: Principal): SQL | undefined =>
  seesAllJobs(p)
    ? undefined
    : or(
        eq(jobs.creatorAccnId, p.accnId),
        and(
          or(eq(jobs.customerAccnId, p.accnId), eq(jobs.toAccnId, p.accnId)),
          notInArray(jobs.jobState, [...PRIVATE_JOB_STATES]),
        ),
      );

/** The side the caller acts on: the creator company's users, or the truck operator's; others only read. */
export function sideOf(job: Pick<Job, 'creatorAccnId' | 'toAccnId'>, p: Principal): Exclude<JobSide, 'platform'> | null {
  if (p.accnId === job.creatorAccnId) return 'creator';
  if (p.accnId === job.toAccnId) return 'operator';
  return null;
}

/** Every side the caller acts on: its company's, and `platform` for the platform's users (billing approval). */
export function sidesOf(job: Pick<Job, 'creatorAccnId' | 'toAccnId'>, p: Principal): JobSide[] {
  const side = sideOf(job, p);
  return [...(side ? [side] : []), ...(isPlatform(p) ? (['platform'] as const) : [])];
}

/** The job if the caller is party to it (or the platform), else 404 (never 403: existence is not leaked). */
export async function findJob(tx: DbOrTx, p: Principal, jobId: string, lock = false): Promise<Job> {
  const query = tx
    .select({ ...getTableColumns(jobs), rentalId: rentalIdOfJob })
    .from(jobs)
    .where(and(eq(jobs.jobId, jobId), jobScope(p)));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw notFound('Job not found');
  return job;
}

/** The caller must be on `side` of the job and hold its permission (403 otherwise). */
export function requireSide(job: Job, p: Principal, side: Exclude<JobSide, 'platform'>): void {
  if (sideOf(job, p) !== side) throw forbidden();
  if (!p.permissions.includes(SIDE_PERMISSION[side])) throw forbidden();
}

// ---------------------------------------------------------------------------------------------------
// Money: exact decimal strings summed in minor units
// ---------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------------

const containerList = sql<string>`(select string_agg(c.container_no, ', ' order by c.seq) from job_containers c where c.job_id = ${jobs.jobId})`;

const listColumns = {
  jobId: jobs.jobId,
  rentalId: rentalIdOfJob,
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

/** The job list's search: job id, customer reference, BL number or a container number. */
export const jobSearch = (search: string): SQL => {
  const like = likePattern(search);
  return or(
    ilike(jobs.jobId, like),
    ilike(jobs.customerRef, like),
    ilike(jobs.blNo, like),
    sql`exists (select 1 from job_containers c where c.job_id = ${jobs.jobId} and c.container_no ilike ${like})`,
  )!;
};

/** The list's columns with the names of the three parties. */
const listRows = (db: Db) =>
  db
    .select(listColumns)
    .from(jobs)
    .innerJoin(creator, eq(creator.accnId, jobs.creatorAccnId))
    .innerJoin(customer, eq(customer.accnId, jobs.customerAccnId))
    .innerJoin(operator, eq(operator.accnId, jobs.toAccnId));

/** Each row with the verbs the caller may use on it (`actions`). */
export async function listJobs(db: Db, p: Principal, q: JobListQuery) {
  const page = await listJobRows(db, p, q);
  return { ...page, aaData: page.aaData.map((row) => ({ ...row, actions: jobActionsOf(row, sidesOf(row, p), p) })) };
}

async function listJobRows(db: Db, p: Principal, q: JobListQuery) {
  // Deleted drafts are gone for the list unless asked for by state.
  const scope = and(jobScope(p), q.jobState === 'DEL' ? undefined : ne(jobs.jobState, 'DEL'));
  const filters: SQL[] = [];
  if (q.jobState) filters.push(eq(jobs.jobState, q.jobState));
  if (q.jobOutPaymentState) filters.push(eq(jobs.jobOutPaymentState, q.jobOutPaymentState));
  filters.push(...dayRangeFilters(jobs.createdAt, q.jobDtCreateFrom, q.jobDtCreateTo));
  if (q.search?.trim()) filters.push(jobSearch(q.search.trim()));
  const filter = filters.length ? and(...filters) : undefined;
  if (!seesAllJobs(p) && fitsPartyIndexes(q)) return companyJobList(db, p.accnId, q);
  // A company's jobs come from its three party indexes (a bitmap OR) and are sorted in memory. Sorting on the bare
  // column would let PostgreSQL walk the global created_at index instead and read every other company's jobs first:
  // seconds for a small company among a million jobs (docs/performance.md). The platform walks that index.
  const created = seesAllJobs(p) ? jobs.createdAt : sql`(${jobs.createdAt} + interval '0 seconds')`;
  const order = q.sort ? orderBy(q, { ...SORT, createdAt: created }, 'createdAt', jobs.jobId) : [desc(created), desc(jobs.jobId)];
  return paged(
    q,
    filter !== undefined,
    () =>
      listRows(db)
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

/**
 * The job with its containers, trips (with their drops and assignment), timeline and the caller's actions, in one
 * statement (`job-detail.ts`), on the pool or the caller's transaction client; no queries run concurrently. Each pickup
 * and drop comes with its location's name and city: the locations may belong to another party (an operator cannot
 * read the customer's locations through the locations resource).
 */
export async function getJob(db: DbOrTx, p: Principal, jobId: string) {
  const row = await loadJobDetail(db, jobId, seesAllJobs(p) ? null : p.accnId);
  if (!row) throw notFound('Job not found');
  const side = sideOf(row, p);
  return { ...row, side, actions: jobActionsOf(row, sidesOf(row, p), p) };
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
 * What the database checks of job content need, loaded once for one job or for a whole file of them (bulk upload):
 * the caller's active cargo-owner customers among those asked, the truck operators asked, their active contracts
 * with the customers in force on the job dates, the active locations asked (with their company) and the caller's
 * documents asked. `checkJobContent` then checks each content in memory.
 */
export interface JobCheckContext {
  customers: ReadonlySet<string>;
  operators: ReadonlyMap<string, { atypId: string; accnStatus: string }>;
  /** `customer|operator` -> the validity of its active contracts. */
  contracts: ReadonlyMap<string, ReadonlyArray<{ validFrom: string; validTo: string }>>;
  /** locId -> the company whose active location it is. */
  locations: ReadonlyMap<string, string>;
  documents: ReadonlySet<string>;
  /** `customer|operator` -> the lines of their active rate tables valid on some day of the contents' dates. */
  rates: ReadonlyMap<string, readonly RateLane[]>;
}

/** The Jakarta date of the earliest pickup (the job date), or null when a pickup time is not one. */
const jobDateOf = (content: Content): string | null => {
  if (!content.trips.length) return null;
  const at = earliestPickup(content);
  return Number.isNaN(at.getTime()) ? null : businessDate(at);
};
const locIdsOf = (content: Content) =>
  content.trips.flatMap((t) => [t.pickupLocId, ...t.drops.map((d) => d.locId)]).map((l) => String(l ?? '').toUpperCase());

/** Loads the check context of these contents (a handful of queries however many contents there are). */
export async function loadJobCheckContext(
  tx: DbOrTx,
  p: Principal,
  contents: readonly Content[],
  doAttIds: readonly string[] = [],
): Promise<JobCheckContext> {
  const asked = [
    ...new Set(contents.map((c) => c.customerAccnId?.trim().toUpperCase()).filter((a): a is string => !!a && a !== p.accnId)),
  ];
  const toIds = [...new Set(contents.map((c) => String(c.toAccnId ?? '').toUpperCase()).filter(Boolean))];
  const locIds = [...new Set(contents.flatMap(locIdsOf).filter(Boolean))];
  const dates = contents
    .map(jobDateOf)
    .filter((d): d is string => d !== null)
    .sort();
  const customers = new Set(
    asked.length
      ? (
          await tx
            .select({ coAccnId: ffCustomers.coAccnId })
            .from(ffCustomers)
            .innerJoin(accounts, eq(accounts.accnId, ffCustomers.coAccnId))
            .where(and(eq(ffCustomers.ffAccnId, p.accnId), inArray(ffCustomers.coAccnId, asked), eq(accounts.accnStatus, 'A')))
        ).map((r) => r.coAccnId)
      : [],
  );
  const operators = new Map(
    toIds.length
      ? (
          await tx
            .select({ accnId: accounts.accnId, atypId: accounts.atypId, accnStatus: accounts.accnStatus })
            .from(accounts)
            .where(inArray(accounts.accnId, toIds))
        ).map((r) => [r.accnId, { atypId: r.atypId, accnStatus: r.accnStatus }] as const)
      : [],
  );
  const contractMap = new Map<string, Array<{ validFrom: string; validTo: string }>>();
  if (toIds.length && dates.length) {
    const rows = await tx
      .select({
        customerAccnId: contracts.customerAccnId,
        toAccnId: contracts.toAccnId,
        validFrom: contracts.validFrom,
        validTo: contracts.validTo,
      })
      .from(contracts)
      .where(
        and(
          inArray(contracts.customerAccnId, [p.accnId, ...customers]),
          inArray(contracts.toAccnId, toIds),
          eq(contracts.status, 'ACTIVE'),
          lte(contracts.validFrom, dates[dates.length - 1]!),
          gte(contracts.validTo, dates[0]!),
        ),
      );
    for (const r of rows) {
      const key = `${r.customerAccnId}|${r.toAccnId}`;
      contractMap.set(key, [...(contractMap.get(key) ?? []), { validFrom: r.validFrom, validTo: r.validTo }]);
    }
  }
  const locationMap = new Map(
    locIds.length
      ? (
          await tx
            .select({ locId: locations.locId, accnId: locations.accnId })
            .from(locations)
            .where(
              and(
                inArray(locations.locId, locIds),
                eq(locations.locStatus, 'A'),
                inArray(locations.accnId, [...new Set([p.accnId, ...customers, ...toIds])]),
              ),
            )
        ).map((l) => [l.locId, l.accnId] as const)
      : [],
  );
  const documents = new Set(
    doAttIds.length
      ? (
          await tx
            .select({ attId: attachments.attId })
            .from(attachments)
            .where(and(inArray(attachments.attId, [...doAttIds]), eq(attachments.accnId, p.accnId)))
        ).map((d) => d.attId)
      : [],
  );
  const rates = new Map<string, RateLane[]>();
  if (dates.length) {
    const lanes = await activeRateLanes(tx, {
      customerAccnIds: [p.accnId, ...customers],
      toAccnIds: toIds,
      from: dates[0]!,
      to: dates[dates.length - 1]!,
    });
    for (const l of lanes) {
      const key = `${l.customerAccnId}|${l.toAccnId}`;
      rates.set(key, [...(rates.get(key) ?? []), l]);
    }
  }
  return { customers, operators, contracts: contractMap, locations: locationMap, documents, rates };
}

/** The job schema at one clock reading, built once for a whole file (building it costs more than a parse). */
let schemaAt: { at: number; schema: ReturnType<typeof jobSchema> } | null = null;
function jobSchemaAt(now: Date): ReturnType<typeof jobSchema> {
  if (schemaAt?.at !== now.getTime()) {
    const at = now.getTime();
    schemaAt = { at, schema: jobSchema(() => at) };
  }
  return schemaAt.schema;
}

/**
 * The checks of one job's content: the job form's schema, then the customer (a forwarder's own active cargo-owner
 * customer), the truck operator (an active operator with a contract valid on the job date), the locations (active,
 * of the parties) and the delivery order document (the caller's), against a loaded context. Answers the parties,
 * the parsed content and the field errors (none: the content is good).
 */
export function checkJobContent(
  ctx: JobCheckContext,
  p: Principal,
  content: Content,
  doAttId: string | null | undefined,
  now: Date,
): { errors: FieldErrors; customerAccnId: string; toAccnId: string; content: Content } {
  const parsed = jobSchemaAt(now).safeParse(content);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
  const toAccnId = String(content.toAccnId ?? '').toUpperCase();
  let customerAccnId = p.accnId;
  const asked = content.customerAccnId?.trim().toUpperCase();
  if (asked && asked !== p.accnId) {
    if (ctx.customers.has(asked)) customerAccnId = asked;
    else errors.customerAccnId = 'jobs.errors.customer';
  }
  const to = ctx.operators.get(toAccnId);
  if (!to || !(OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(to.atypId) || to.accnStatus !== 'A') {
    errors.toAccnId = 'jobs.errors.operator';
  } else if (!errors.customerAccnId) {
    const onDate = jobDateOf(content);
    const inForce = (ctx.contracts.get(`${customerAccnId}|${toAccnId}`) ?? []).some(
      (c) => c.validFrom <= onDate! && c.validTo >= onDate!,
    );
    // No valid pickup time: that field's error says so; the contract is checked once there is a date.
    if (onDate !== null && !inForce) errors.toAccnId = 'jobs.errors.noContract';
  }
  const parties = new Set([p.accnId, customerAccnId, toAccnId]);
  const known = (locId: string) => parties.has(ctx.locations.get(String(locId ?? '').toUpperCase()) ?? '');
  content.trips.forEach((trip, i) => {
    if (!known(trip.pickupLocId)) errors[`trips.${i}.pickupLocId`] ??= 'jobs.errors.location';
    trip.drops.forEach((drop, k) => {
      if (!known(drop.locId)) errors[`trips.${i}.drops.${k}.locId`] ??= 'jobs.errors.location';
    });
  });
  // Every leg priced by an active rate of the pair on the job date (the pricing submit uses): the form offers only
  // such routes, and a draft may not name another.
  const onDate = jobDateOf(content);
  if (onDate !== null && !errors.toAccnId && !errors.customerAccnId) {
    const price = priceTrips(ctx.rates.get(`${customerAccnId}|${toAccnId}`) ?? [], content.trips, onDate);
    // A trip with a location that is not one (or not a party's) has that error only.
    const badPlace = (path: string) =>
      Object.keys(errors).some(
        (k) => k.startsWith(path.split('.').slice(0, 2).join('.') + '.') && k.toLowerCase().endsWith('locid'),
      );
    for (const [path, key] of Object.entries(price.errors)) if (!badPlace(path)) errors[path] ??= key;
  }
  if (doAttId && !ctx.documents.has(doAttId)) errors.doAttId = 'jobs.errors.document';
  return { errors, customerAccnId, toAccnId, content: (parsed.success ? parsed.data : content) as Content };
}

/** The checks of one job (create, change): field errors, or the parties and the parsed content. */
async function checkContent(tx: Tx, p: Principal, content: Content, doAttId: string | null | undefined, now: Date) {
  const ctx = await loadJobCheckContext(tx, p, [content], doAttId ? [doAttId] : []);
  const { errors, ...checked } = checkJobContent(ctx, p, content, doAttId, now);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return checked;
}

/**
 * Batches of at most this many rows per INSERT (PostgreSQL takes at most 65,535 parameters a statement). Building a
 * batch (its JSON text) runs on the event loop: 500 jobs hold it ~10 ms, 1,000 held it 20 to 30 ms while uploads ran.
 */
const INSERT_BATCH = 500;

/** Inserts `rows` a batch at a time; `pace` (a bulk upload's) pauses after each batch in proportion to its time. */
export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
  pace: Pacer = unpaced,
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await pace.step(() => insert(rows.slice(i, i + INSERT_BATCH)));
}

/** Inserts the containers, trips and drops of jobs: one multi-row INSERT per table (per batch), not one per row. */
async function insertContents(
  tx: Tx,
  items: ReadonlyArray<{ jobId: string; content: Content }>,
  pace: Pacer = unpaced,
): Promise<void> {
  const containerRows = items.flatMap(({ jobId, content }) =>
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
  await insertInBatches(containerRows, (batch) => insertJsonRows(tx, jobContainers, batch), pace);
  const tripRows = items.flatMap(({ jobId, content }) =>
    content.trips.map((trip, i) => ({
      jobId,
      seq: i + 1,
      tripType: trip.tripType,
      vehicleType: trip.vehicleType,
      containerNo: trip.containerNo ? trip.containerNo.replace(/\s/g, '').toUpperCase() : null,
      pickupLocId: trip.pickupLocId.toUpperCase(),
      pickupAt: new Date(trip.pickupAt),
    })),
  );
  const tripIds = new Map<string, number>();
  await insertInBatches(
    tripRows,
    async (batch) => {
      const inserted = await insertJsonRows(tx, jobTrips, batch, { returning: ['tripId', 'jobId', 'seq'] });
      // A raw result: bigint and integer columns as the driver reads them.
      for (const t of inserted) tripIds.set(`${t.jobId}|${Number(t.seq)}`, Number(t.tripId));
    },
    pace,
  );
  const dropRows = items.flatMap(({ jobId, content }) =>
    content.trips.flatMap((trip, i) =>
      trip.drops.map((d, k) => ({
        tripId: tripIds.get(`${jobId}|${i + 1}`)!,
        jobId,
        seq: k + 1,
        locId: d.locId.toUpperCase(),
        dropAt: new Date(d.dropAt),
      })),
    ),
  );
  await insertInBatches(dropRows, (batch) => insertJsonRows(tx, jobDrops, batch), pace);
}

/** Replaces the containers, trips and drops of a job (charges are set again at submit). */
async function writeContent(tx: Tx, jobId: string, content: Content): Promise<void> {
  await tx.delete(jobTrips).where(eq(jobTrips.jobId, jobId));
  await tx.delete(jobContainers).where(eq(jobContainers.jobId, jobId));
  await insertContents(tx, [{ jobId, content }]);
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

/** A checked job to draft: its parties and content (and the delivery order document of a single job). */
export interface DraftJob {
  customerAccnId: string;
  toAccnId: string;
  content: Content;
  doAttId?: string | null;
}

/**
 * Inserts checked jobs as drafts (DRF) of the caller with their containers, trips and drops, in batched multi-row
 * INSERTs; a job id already taken is drawn again. Answers the job ids in the order of `drafts`. No timeline or audit.
 */
export async function insertDraftJobs(
  tx: Tx,
  p: Principal,
  drafts: readonly DraftJob[],
  now: Date,
  pace: Pacer = unpaced,
): Promise<string[]> {
  const ids: string[] = new Array<string>(drafts.length);
  let pending = drafts.map((_d, i) => i);
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt > 10) throw conflict('jobs.server.idTaken');
    const drawn = new Set<string>(ids.filter(Boolean));
    const candidates = pending.map((i) => {
      let id = newJobId(now);
      while (drawn.has(id)) id = newJobId(now);
      drawn.add(id);
      return { i, id };
    });
    const taken = new Set<string>();
    await insertInBatches(
      candidates,
      async (batch) => {
        const rows = await insertJsonRows(
          tx,
          jobs,
          batch.map(({ i, id }) => ({
            jobId: id,
            creatorAccnId: p.accnId,
            customerAccnId: drafts[i]!.customerAccnId,
            toAccnId: drafts[i]!.toAccnId,
            ...headerOf(drafts[i]!.content),
            doAttId: drafts[i]!.doAttId ?? null,
            jobState: 'DRF',
            createdBy: p.usrId,
            updatedBy: p.usrId,
          })),
          { skipConflicts: true, returning: ['jobId'] },
        );
        for (const r of rows) taken.add(r.jobId);
      },
      pace,
    );
    for (const { i, id } of candidates) if (taken.has(id)) ids[i] = id;
    pending = candidates.filter(({ id }) => !taken.has(id)).map(({ i }) => i);
  }
  await insertContents(
    tx,
    drafts.map((d, i) => ({ jobId: ids[i]!, content: d.content })),
    pace,
  );
  return ids;
}

/** A cargo owner or forwarder drafts a job (DRF). A suspended company cannot (403). */
export async function createJob(db: Db, p: Principal, body: JobBody, now = new Date()) {
  if (!(CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(p.accnType)) throw forbidden();
  const { doAttId, ...input } = body;
  return db.transaction(async (tx) => {
    await assertCompanyActive(tx, p.accnId);
    const { customerAccnId, toAccnId, content } = await checkContent(tx, p, input, doAttId, now);
    const [jobId] = await insertDraftJobs(tx, p, [{ customerAccnId, toAccnId, content, doAttId }], now);
    await recordJobEvent(tx, p, jobId!, { verb: 'create', fromState: null, toState: 'DRF' });
    return getJob(tx, p, jobId!);
  });
}

/** The creator changes a draft or rejected job (stale version or another state: 409). */
export async function updateJob(db: Db, p: Principal, jobId: string, body: JobUpdateBody, now = new Date()) {
  const { doAttId, version, ...input } = body;
  return db.transaction(async (tx) => {
    const before = await findJob(tx, p, jobId, true);
    requireSide(before, p, 'creator');
    if (refusalOfJob('edit', before, 'creator', p)) throw conflict('jobs.server.notAllowed');
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
    // A rejected job keeps each trip's last assignment (by trip number) through the change: a re-accept takes back
    // what is still valid (docs/decisions/0005-jobs.md).
    const assigned =
      before.jobState === 'REJ'
        ? await tx
            .select({ seq: jobTrips.seq, driverId: jobTrips.driverId, truckId: jobTrips.truckId, chsId: jobTrips.chsId })
            .from(jobTrips)
            .where(and(eq(jobTrips.jobId, jobId), isNotNull(jobTrips.driverId)))
        : [];
    await writeContent(tx, jobId, content);
    for (const a of assigned) {
      await tx
        .update(jobTrips)
        .set({ driverId: a.driverId, truckId: a.truckId, chsId: a.chsId })
        .where(and(eq(jobTrips.jobId, jobId), eq(jobTrips.seq, a.seq)));
    }
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

/**
 * The lines of the active rate tables between the customer and the truck operator valid on the day (default today):
 * the routes (from -> to location, vehicle type, trip type) the job form offers and the charge it shows as it is
 * filled, priced by `priceTrips` like the draft checks and submit.
 */
export async function jobRateOptions(
  db: Db,
  p: Principal,
  q: { toAccnId: string; customerAccnId?: string | undefined; onDate?: string | undefined },
): Promise<RateLane[]> {
  const customerAccnId = await customerFor(db, p, q.customerAccnId);
  const onDate = q.onDate ?? businessDate();
  const lanes = await activeRateLanes(db, {
    customerAccnIds: [customerAccnId],
    toAccnIds: [q.toAccnId.trim().toUpperCase()],
    from: onDate,
    to: onDate,
  });
  return lanes.map(({ customerAccnId: _c, toAccnId: _t, ...lane }) => lane);
}

/**
 * Active locations a job between the caller, its customer and the operator may use, as lookup options. The operator
 * must be bound to the customer (or the caller) by an active contract; any other company is 403 (tenancy).
 */
export async function jobLocationOptions(db: Db, p: Principal, q: { toAccnId: string; customerAccnId?: string | undefined }) {
  const customerAccnId = await customerFor(db, p, q.customerAccnId);
  const toAccnId = q.toAccnId.toUpperCase();
  const party =
    toAccnId === p.accnId ||
    toAccnId === customerAccnId ||
    (await hasActiveContractBetween(db, customerAccnId, toAccnId)) ||
    (customerAccnId !== p.accnId && (await hasActiveContractBetween(db, p.accnId, toAccnId)));
  if (!party) throw forbidden();
  return db
    .select({ value: locations.locId, desc: sql<string>`${locations.locName} || ' (' || ${locations.addrCity} || ')'` })
    .from(locations)
    .where(and(inArray(locations.accnId, [...new Set([p.accnId, customerAccnId, toAccnId])]), eq(locations.locStatus, 'A')))
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
