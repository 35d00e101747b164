import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  drivenKm,
  intensity,
  plannedKm,
  tripEmission,
  type Co2PeriodQuery,
  type Co2TripsQuery,
  type EmissionFactor,
  type OffsetBody,
} from '../../domain/co2x/co2x';
import type { DatatableQuery } from '../../domain/datatable';
import { isPlatform } from '../../domain/permissions';
import type { Db, DbOrTx, Tx } from '../db/client';
import {
  accounts,
  co2OffsetRequests,
  emissionFactors,
  jobContainers,
  jobDrops,
  jobEvents,
  jobs,
  jobTrips,
  locations,
  tripEmissions,
} from '../db/schema';
import { audit } from '../http/audit';
import { dayRangeFilters, orderBy, pagedFrom } from '../http/datatable';
import { forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { findJob } from '../jobs/jobs.service';
import { readParam } from '../sysparams/sysparams.service';

/**
 * CO2 emissions of delivered trips (issue 19; docs/decisions/0034-co2x.md). `recordJobEmissions` runs in the
 * delivery's transaction (the drop that makes the job DLV) and in the backfill; the lists, totals and the statement
 * read `trip_emissions`. A company sees the trips of the jobs it created, is the customer of or operated; the platform
 * (`jobs.readAll`) every trip.
 */

type Point = { lat: number; lon: number };
const point = (lat: string | null, lon: string | null): Point | null => {
  const a = lat === null ? NaN : Number(lat);
  const b = lon === null ? NaN : Number(lon);
  return Number.isFinite(a) && Number.isFinite(b) ? { lat: a, lon: b } : null;
};

/**
 * Computes (or recomputes) the emissions of every delivered trip of the job whose vehicle type has an active factor
 * and whose locations have coordinates; returns how many trips were recorded.
 */
export async function recordJobEmissions(tx: DbOrTx, jobId: string): Promise<number> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.jobId, jobId));
  if (!job) return 0;
  const trips = await tx
    .select({ trip: jobTrips, lat: locations.lat, lon: locations.lon })
    .from(jobTrips)
    .innerJoin(locations, eq(locations.locId, jobTrips.pickupLocId))
    .where(and(eq(jobTrips.jobId, jobId), isNotNull(jobTrips.deliveredAt)))
    .orderBy(asc(jobTrips.seq));
  if (!trips.length) return 0;
  const factors = await tx
    .select()
    .from(emissionFactors)
    .where(
      and(
        inArray(emissionFactors.vehicleType, [...new Set(trips.map((t) => t.trip.vehicleType))]),
        eq(emissionFactors.status, 'A'),
      ),
    );
  const drops = await tx
    .select({ tripId: jobDrops.tripId, seq: jobDrops.seq, lat: locations.lat, lon: locations.lon })
    .from(jobDrops)
    .innerJoin(locations, eq(locations.locId, jobDrops.locId))
    .where(eq(jobDrops.jobId, jobId))
    .orderBy(asc(jobDrops.tripId), asc(jobDrops.seq));
  const containers = await tx
    .select({ no: jobContainers.containerNo, kg: jobContainers.grossWeightKg })
    .from(jobContainers)
    .where(eq(jobContainers.jobId, jobId));
  const [started] = await tx
    .select({ at: jobEvents.at })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.verb, 'start')))
    .orderBy(asc(jobEvents.at))
    .limit(1);
  let recorded = 0;
  for (const { trip, lat, lon } of trips) {
    const f = factors.find((x) => x.vehicleType === trip.vehicleType);
    const pickup = point(lat, lon);
    const stops = drops.filter((d) => d.tripId === trip.tripId).map((d) => point(d.lat, d.lon));
    if (!f || !pickup || !stops.length || stops.some((s) => !s)) continue;
    const route = [pickup, ...(stops as Point[])];
    const factor: EmissionFactor = {
      vehicleType: f.vehicleType,
      loadedLPer100km: f.loadedLPer100km,
      emptyLPer100km: f.emptyLPer100km,
      wtwKgPerL: f.wtwKgPerL,
      defaultPayloadKg: f.defaultPayloadKg,
    };
    // Driven: the truck's fixes between the job's start and this trip's delivery, when there are some.
    let loadedKm = plannedKm(route);
    let source: 'PLANNED' | 'TRACKED' = 'PLANNED';
    if (trip.truckId && started) {
      const fixes = (await tx.execute(
        sql`select lat, lon from track_positions where truck_id = ${trip.truckId} and fix_at between ${started.at} and ${trip.deliveredAt} order by fix_at`,
      )) as unknown as { rows: Point[] };
      const driven = fixes.rows.length >= 2 ? drivenKm(fixes.rows) : '0.0';
      if (driven !== '0.0') {
        loadedKm = driven;
        source = 'TRACKED';
      }
    }
    // Empty running: back from the last drop to the pickup (planned).
    const emptyKm = plannedKm([route[route.length - 1]!, pickup]);
    const cargoKg = trip.containerNo
      ? (containers.find((c) => c.no === trip.containerNo)?.kg ?? f.defaultPayloadKg)
      : f.defaultPayloadKg;
    const e = tripEmission({ loadedKm, emptyKm, cargoKg, factor });
    const values = {
      tripId: trip.tripId,
      jobId,
      creatorAccnId: job.creatorAccnId,
      customerAccnId: job.customerAccnId,
      toAccnId: job.toAccnId,
      tripSeq: trip.seq,
      vehicleType: trip.vehicleType,
      deliveredAt: trip.deliveredAt!,
      distanceSource: source,
      loadedKm: e.loadedKm,
      emptyKm: e.emptyKm,
      cargoKg,
      fuelL: e.fuelL,
      co2eKg: e.co2eKg,
      tonneKm: e.tonneKm,
      factors: { ...factor, ttwKgPerL: f.ttwKgPerL, fuelType: f.fuelType, source: f.source },
      computedAt: new Date(),
    };
    await tx.insert(tripEmissions).values(values).onConflictDoUpdate({ target: tripEmissions.tripId, set: values });
    recorded++;
  }
  return recorded;
}

/** Records the emissions of delivered jobs that have none yet (existing jobs, the demo data); returns the jobs done. */
export async function backfillEmissions(db: DbOrTx): Promise<number> {
  const pending = (await db.execute(
    sql`select distinct t.job_id from job_trips t
        where t.delivered_at is not null
          and not exists (select 1 from trip_emissions e where e.trip_id = t.trip_id)
          and not exists (select 1 from job_trips o where o.job_id = t.job_id and o.delivered_at is null)`,
  )) as unknown as { rows: { job_id: string }[] };
  for (const r of pending.rows) await recordJobEmissions(db, r.job_id);
  return pending.rows.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

const seesAll = (p: Principal) => isPlatform(p) && p.permissions.includes('jobs.readAll');

/** The trips the caller may see: its company's as creator, customer or operator; the platform all. */
function scopeOf(p: Principal): SQL | undefined {
  if (seesAll(p)) return undefined;
  return or(
    eq(tripEmissions.creatorAccnId, p.accnId),
    eq(tripEmissions.customerAccnId, p.accnId),
    eq(tripEmissions.toAccnId, p.accnId),
  );
}

function filtersOf(p: Principal, q: { from?: string; to?: string; customerAccnId?: string; accnId?: string }): SQL[] {
  const filters = dayRangeFilters(tripEmissions.deliveredAt, q.from, q.to);
  if (q.customerAccnId) filters.push(eq(tripEmissions.customerAccnId, q.customerAccnId.toUpperCase()));
  if (q.accnId && seesAll(p)) {
    const id = q.accnId.toUpperCase();
    filters.push(or(eq(tripEmissions.creatorAccnId, id), eq(tripEmissions.customerAccnId, id), eq(tripEmissions.toAccnId, id))!);
  }
  return filters;
}

const creator = alias(accounts, 'creator');
const customer = alias(accounts, 'customer');
const operator = alias(accounts, 'operator');
const iso = (column: SQL | typeof tripEmissions.deliveredAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const tripColumns = {
  tripId: tripEmissions.tripId,
  jobId: tripEmissions.jobId,
  tripSeq: tripEmissions.tripSeq,
  vehicleType: tripEmissions.vehicleType,
  deliveredAt: iso(tripEmissions.deliveredAt),
  creatorName: creator.accnName,
  customerAccnId: tripEmissions.customerAccnId,
  customerName: customer.accnName,
  operatorName: operator.accnName,
  distanceSource: tripEmissions.distanceSource,
  loadedKm: tripEmissions.loadedKm,
  emptyKm: tripEmissions.emptyKm,
  cargoKg: tripEmissions.cargoKg,
  fuelL: tripEmissions.fuelL,
  co2eKg: tripEmissions.co2eKg,
  tonneKm: tripEmissions.tonneKm,
};

const fromTrips = <F extends Record<string, unknown>>(db: DbOrTx, fields: F) =>
  db
    .select(fields as never)
    .from(tripEmissions)
    .innerJoin(creator, eq(creator.accnId, tripEmissions.creatorAccnId))
    .innerJoin(customer, eq(customer.accnId, tripEmissions.customerAccnId))
    .innerJoin(operator, eq(operator.accnId, tripEmissions.toAccnId));

type TripRow = Omit<{ [K in keyof typeof tripColumns]: string }, 'tripId' | 'tripSeq' | 'cargoKg'> & {
  tripId: number;
  tripSeq: number;
  cargoKg: number;
  distanceSource: 'PLANNED' | 'TRACKED';
};
const withIntensity = (r: TripRow) => ({ ...r, gPerTkm: intensity(r.co2eKg, r.tonneKm) });

const SORTABLE = {
  deliveredAt: tripEmissions.deliveredAt,
  co2eKg: tripEmissions.co2eKg,
  loadedKm: tripEmissions.loadedKm,
  jobId: tripEmissions.jobId,
};

/** The delivered trips with their emissions, newest first (server-paged); filters from, to, customerAccnId, accnId. */
export async function listCo2Trips(db: DbOrTx, p: Principal, q: Co2TripsQuery) {
  const filters = filtersOf(p, q);
  if (q.search) filters.push(sql`${tripEmissions.jobId} ilike ${`%${q.search.replace(/[\\%_]/g, '\\$&')}%`}`);
  const page = await pagedFrom(q as DatatableQuery, {
    columns: tripColumns,
    from: (fields) => fromTrips(db, fields),
    scope: scopeOf(p),
    filter: filters.length ? and(...filters) : undefined,
    order: q.sort
      ? orderBy(q, SORTABLE, 'deliveredAt', tripEmissions.tripId)
      : [desc(tripEmissions.deliveredAt), desc(tripEmissions.tripId)],
  });
  return { ...page, aaData: (page.aaData as unknown as TripRow[]).map(withIntensity) };
}

/** The period's totals over what the caller sees (and the offsets it asked for in that period). */
export async function co2Totals(db: DbOrTx, p: Principal, q: Co2PeriodQuery & { accnId?: string }) {
  const where = and(scopeOf(p), ...filtersOf(p, q));
  const [t] = await db
    .select({
      jobs: sql<number>`count(distinct ${tripEmissions.jobId})`.mapWith(Number),
      trips: sql<number>`count(*)`.mapWith(Number),
      distanceKm: sql<string>`coalesce(sum(${tripEmissions.loadedKm} + ${tripEmissions.emptyKm}), 0)::numeric(16,1)::text`,
      fuelL: sql<string>`coalesce(sum(${tripEmissions.fuelL}), 0)::numeric(18,3)::text`,
      co2eKg: sql<string>`coalesce(sum(${tripEmissions.co2eKg}), 0)::numeric(18,3)::text`,
      tonneKm: sql<string>`coalesce(sum(${tripEmissions.tonneKm}), 0)::numeric(20,3)::text`,
      perTrip: sql<string | null>`(sum(${tripEmissions.co2eKg}) / nullif(count(*), 0))::numeric(18,3)::text`,
    })
    .from(tripEmissions)
    .where(where);
  const offsetScope = seesAll(p) ? undefined : eq(co2OffsetRequests.accnId, p.accnId);
  const [o] = await db
    .select({ kg: sql<string>`coalesce(sum(${co2OffsetRequests.co2eKg}), 0)::numeric(18,3)::text` })
    .from(co2OffsetRequests)
    .where(
      and(
        offsetScope,
        q.from ? gte(co2OffsetRequests.periodTo, q.from) : undefined,
        q.to ? lte(co2OffsetRequests.periodFrom, q.to) : undefined,
      ),
    );
  return {
    from: q.from ?? null,
    to: q.to ?? null,
    jobs: t!.jobs,
    trips: t!.trips,
    distanceKm: t!.distanceKm,
    fuelL: t!.fuelL,
    co2eKg: t!.co2eKg,
    tonneKm: t!.tonneKm,
    gPerTkm: intensity(t!.co2eKg, t!.tonneKm),
    co2eKgPerTrip: t!.perTrip,
    offsetRequestedKg: o!.kg,
  };
}

/** One job's trips and totals (the job must be the caller's to see: 404 otherwise). */
export async function getJobEmissions(db: DbOrTx, p: Principal, jobId: string) {
  await findJob(db, p, jobId);
  const trips = (
    (await fromTrips(db, tripColumns)
      .where(eq(tripEmissions.jobId, jobId))
      .orderBy(asc(tripEmissions.tripSeq))) as unknown as TripRow[]
  ).map(withIntensity);
  const [at] = await db
    .select({
      at: sql<string | null>`to_char(max(${tripEmissions.computedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(tripEmissions)
    .where(eq(tripEmissions.jobId, jobId));
  const sum = (key: 'fuelL' | 'co2eKg' | 'tonneKm', scale: number) => {
    const total = trips.reduce((a, t) => a + BigInt(t[key].replace('.', '')), 0n);
    const digits = total.toString().padStart(scale + 1, '0');
    return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  };
  const km = trips.reduce((a, t) => a + BigInt(t.loadedKm.replace('.', '')) + BigInt(t.emptyKm.replace('.', '')), 0n);
  const co2eKg = sum('co2eKg', 3);
  const tonneKm = sum('tonneKm', 3);
  return {
    jobId,
    computedAt: at?.at ?? null,
    trips,
    totals: {
      distanceKm: `${km / 10n}.${km % 10n}`,
      fuelL: sum('fuelL', 3),
      co2eKg,
      tonneKm,
      gPerTkm: intensity(co2eKg, tonneKm),
    },
    method: 'GLEC Framework v3 / ISO 14083:2023, well-to-wheel (WTW), diesel',
  };
}

/** The rows and parties of a per-customer statement the caller may read (the customer itself, its jobs' parties, the platform). */
export async function statementData(db: DbOrTx, p: Principal, q: Co2PeriodQuery) {
  const customerAccnId = (q.customerAccnId ?? p.accnId).toUpperCase();
  const where = and(
    scopeOf(p),
    eq(tripEmissions.customerAccnId, customerAccnId),
    ...dayRangeFilters(tripEmissions.deliveredAt, q.from, q.to),
  );
  const [party] = await db.select().from(accounts).where(eq(accounts.accnId, customerAccnId));
  if (!party) throw notFound('co2x.server.noCustomer');
  const rows = (
    (await fromTrips(db, tripColumns)
      .where(where)
      .orderBy(asc(tripEmissions.deliveredAt), asc(tripEmissions.tripId))
      .limit(2000)) as unknown as TripRow[]
  ).map(withIntensity);
  // A company that is no party to the customer's jobs (and is not the customer) may not read its statement.
  if (!seesAll(p) && customerAccnId !== p.accnId && !rows.length) throw notFound('co2x.server.noCustomer');
  const totals = await co2Totals(db, p, { ...q, customerAccnId });
  return { customer: party, rows, totals };
}

/**
 * A company asks to offset its emissions of a period: the amount is the server's sum of what the company sees in the
 * period; the request is recorded and audited, and the answer is the partner's URL (system parameter
 * CO2_OFFSET_PARTNER_URL) with the request's reference and the tonnes.
 */
export async function requestOffset(db: Db, p: Principal, body: OffsetBody) {
  if (isPlatform(p)) throw forbidden();
  return db.transaction(async (tx: Tx) => {
    const totals = await co2Totals(tx, p, { from: body.from, to: body.to });
    const partner = await readParam(tx, 'CO2_OFFSET_PARTNER_URL');
    const [row] = await tx
      .insert(co2OffsetRequests)
      .values({
        accnId: p.accnId,
        periodFrom: body.from,
        periodTo: body.to,
        co2eKg: totals.co2eKg,
        partnerUrl: partner,
        requestedBy: p.usrId,
      })
      .returning({ offsetId: co2OffsetRequests.offsetId });
    await audit(tx, p, {
      event: 'CO2_OFFSET_REQUEST',
      entity: 'co2_offset_request',
      entityId: String(row!.offsetId),
      after: { from: body.from, to: body.to, co2eKg: totals.co2eKg, partnerUrl: partner },
    });
    const url = new URL(partner);
    url.searchParams.set('ref', `LINTAS-${row!.offsetId}`);
    url.searchParams.set('company', p.accnId);
    url.searchParams.set('kgCo2e', totals.co2eKg);
    return { offsetId: row!.offsetId, co2eKg: totals.co2eKg, redirectUrl: url.toString() };
  });
}
