import { sql, type SQL } from 'drizzle-orm';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import type { DatatableQuery } from '../../domain/datatable';
import {
  findStops,
  motionState,
  MOVING_KMH,
  OFFLINE_AFTER_MS,
  routeDistanceKm,
  type HistoryQuery,
  type MotionState,
  type RoutePoint,
} from '../../domain/tracking/history';
import { LIVE_STATES } from '../../domain/jobs/job-actions';
import { isPlatform } from '../../domain/permissions';
import type { Db } from '../db/client';
import { likePattern, paged } from '../http/datatable';
import { notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

/** Who sees which trucks on the maps (decision 0020): the platform all, an operator its own, a customer those on its live jobs. */
export type Tenancy = { kind: 'all' } | { kind: 'owner'; accnId: string } | { kind: 'jobs'; accnId: string };

export function tenancyOf(principal: Principal): Tenancy {
  if (isPlatform(principal)) return { kind: 'all' };
  if ((OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(principal.accnType))
    return { kind: 'owner', accnId: principal.accnId };
  return { kind: 'jobs', accnId: principal.accnId };
}

const live = sql.join(
  LIVE_STATES.map((s) => sql`${s}`),
  sql`, `,
);

/** The condition on `tr` (trucks) for the tenancy. */
function visibleTrucks(t: Tenancy): SQL {
  if (t.kind === 'all') return sql`true`;
  if (t.kind === 'owner') return sql`tr.accn_id = ${t.accnId}`;
  return sql`tr.truck_id in (select jt.truck_id from job_trips jt join jobs j on j.job_id = jt.job_id
    where j.job_state in (${live}) and (j.creator_accn_id = ${t.accnId} or j.customer_accn_id = ${t.accnId})
      and jt.truck_id is not null)`;
}

/** The truck ids a customer may see now (its live jobs' trucks); null for "every truck of the tenancy's rule". */
export async function visibleTruckIds(db: Db, t: Tenancy): Promise<Set<string>> {
  const { rows } = await db.execute<{ truck_id: string }>(sql`select tr.truck_id from trucks tr where ${visibleTrucks(t)}`);
  return new Set(rows.map((r) => r.truck_id));
}

export interface LiveTruck {
  truckId: string;
  vhPlateNo: string;
  accnId: string;
  accnName: string | null;
  fixAt: Date | null;
  lat: number | null;
  lon: number | null;
  speedKmh: number | null;
  bearing: number | null;
  state: MotionState;
  driverName: string | null;
  jobId: string | null;
  jobState: string | null;
}

type LiveRow = {
  truck_id: string;
  vh_plate_no: string;
  accn_id: string;
  accn_name: string | null;
  fix_at: Date | string | null;
  lat: number | null;
  lon: number | null;
  speed_kmh: number | null;
  bearing: number | null;
  drv_name: string | null;
  job_id: string | null;
  job_state: string | null;
};

/** The truck's current job (a live trip, an ongoing one first) and its driver, as a lateral join. */
const CURRENT_JOB = sql`left join lateral (
    select jt.job_id, j.job_state, d.drv_name from job_trips jt join jobs j on j.job_id = jt.job_id
      left join drivers d on d.driver_id = jt.driver_id
    where jt.truck_id = tr.truck_id and j.job_state in (${live})
    order by (j.job_state = 'ONGOING') desc, jt.trip_id desc limit 1) cj on true`;

const toLive = (r: LiveRow, now: Date): LiveTruck => {
  const fixAt = r.fix_at === null ? null : new Date(r.fix_at);
  return {
    truckId: r.truck_id,
    vhPlateNo: r.vh_plate_no,
    accnId: r.accn_id,
    accnName: r.accn_name,
    fixAt,
    lat: r.lat,
    lon: r.lon,
    speedKmh: r.speed_kmh,
    bearing: r.bearing,
    state: motionState({ fixAt, speedKmh: r.speed_kmh }, now),
    driverName: r.drv_name,
    jobId: r.job_id,
    jobState: r.job_state,
  };
};

/** A bound on the live map's trucks (one answer, no paging: a map shows them all). */
export const LIVE_MAX_TRUCKS = 5000;

/** Every visible truck with a position: the live map's first paint (updates come by the stream). */
export async function liveTrucks(db: Db, principal: Principal, now = new Date()): Promise<LiveTruck[]> {
  const { rows } = await db.execute<LiveRow>(sql`
    select tr.truck_id, tr.vh_plate_no, tr.accn_id, a.accn_name, l.fix_at, l.lat, l.lon, l.speed_kmh, l.bearing,
      cj.drv_name, cj.job_id, cj.job_state
    from track_latest l join trucks tr on tr.truck_id = l.truck_id join accounts a on a.accn_id = tr.accn_id
    ${CURRENT_JOB}
    where ${visibleTrucks(tenancyOf(principal))}
    order by tr.vh_plate_no limit ${LIVE_MAX_TRUCKS}`);
  return rows.map((r) => toLive(r, now));
}

/** One truck as the stream's "new truck" needs it (the tenancy already checked). */
export async function liveTruck(db: Db, truckId: string, now = new Date()): Promise<LiveTruck | null> {
  const { rows } = await db.execute<LiveRow>(sql`
    select tr.truck_id, tr.vh_plate_no, tr.accn_id, a.accn_name, l.fix_at, l.lat, l.lon, l.speed_kmh, l.bearing,
      cj.drv_name, cj.job_id, cj.job_state
    from trucks tr join accounts a on a.accn_id = tr.accn_id left join track_latest l on l.truck_id = tr.truck_id
    ${CURRENT_JOB}
    where tr.truck_id = ${truckId}`);
  return rows[0] ? toLive(rows[0], now) : null;
}

export interface FleetQuery extends DatatableQuery {
  state?: MotionState | undefined;
}

/**
 * The fleet at a glance (`/applications/service/truckTracking`): every visible truck, with or without a position,
 * paged on the server; filter by motion state, search the plate, the driver or the job.
 */
export async function fleetList(db: Db, principal: Principal, q: FleetQuery, now = new Date()) {
  const offline = new Date(now.getTime() - OFFLINE_AFTER_MS);
  const stateSql = sql`(case when l.fix_at is null then 'NONE' when l.fix_at < ${offline} then 'OFFLINE'
    when coalesce(l.speed_kmh, 0) >= ${MOVING_KMH} then 'MOVING' else 'STOPPED' end)`;
  const filters: SQL[] = [];
  if (q.state) filters.push(sql`${stateSql} = ${q.state}`);
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(sql`(tr.vh_plate_no ilike ${like} or cj.drv_name ilike ${like} or cj.job_id ilike ${like})`);
  }
  const filter = filters.length ? sql.join(filters, sql` and `) : undefined;
  const sortable: Record<string, SQL> = {
    vhPlateNo: sql`tr.vh_plate_no`,
    fixAt: sql`l.fix_at`,
    speedKmh: sql`l.speed_kmh`,
    state: stateSql,
  };
  const key = q.sort ?? 'vhPlateNo';
  if (!Object.hasOwn(sortable, key)) throw validationFailed({ sort: `must be one of ${Object.keys(sortable).join(', ')}` });
  const direction = q.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const base = sql`from trucks tr join accounts a on a.accn_id = tr.accn_id left join track_latest l on l.truck_id = tr.truck_id
    ${CURRENT_JOB}
    where ${visibleTrucks(tenancyOf(principal))}`;
  return paged(
    q,
    filter !== undefined,
    async () => {
      const { rows } = await db.execute<LiveRow>(sql`
        select tr.truck_id, tr.vh_plate_no, tr.accn_id, a.accn_name, l.fix_at, l.lat, l.lon, l.speed_kmh, l.bearing,
          cj.drv_name, cj.job_id, cj.job_state
        ${base} ${filter ? sql`and ${filter}` : sql``}
        order by ${sortable[key]!} ${direction}, tr.truck_id
        limit ${q.length} offset ${q.start}`);
      return rows.map((r) => toLive(r, now));
    },
    async () => {
      const { rows } = await db.execute<{ total: string; filtered: string }>(sql`
        select count(*) as total, count(*) filter (where ${filter ?? sql`true`}) as filtered ${base}`);
      return { total: Number(rows[0]!.total), filtered: Number(rows[0]!.filtered) };
    },
  );
}

/** A route holds at most this many points (a fix every 10 s for a week is 60,480). */
export const HISTORY_MAX_POINTS = 100_000;

export interface RouteHistory {
  truckId: string;
  vhPlateNo: string;
  from: Date;
  to: Date;
  points: Array<{ at: Date; lat: number; lon: number; speedKmh: number | null; bearing: number | null; altitude: number | null }>;
  stops: Array<{ from: Date; to: Date; lat: number; lon: number; minutes: number; first: number; last: number }>;
  distanceKm: number;
  truncated: boolean;
}

/**
 * One truck's route between two instants: its good fixes (flagged ones left out) in time order, read through the
 * (truck, time) index of the month partitions the range touches; with its stops and distance. The platform any
 * truck; an operator its own (another's is not found).
 */
export async function routeHistory(db: Db, principal: Principal, q: HistoryQuery): Promise<RouteHistory> {
  const t = tenancyOf(principal);
  if (t.kind === 'jobs') throw notFound('truck not found');
  const { rows: trucks } = await db.execute<{ truck_id: string; vh_plate_no: string }>(
    sql`select tr.truck_id, tr.vh_plate_no from trucks tr where tr.truck_id = ${q.truckId} and ${visibleTrucks(t)}`,
  );
  const truck = trucks[0];
  if (!truck) throw notFound('truck not found');
  const from = new Date(q.from);
  const to = new Date(q.to);
  const { rows } = await db.execute<{
    fix_at: Date | string;
    lat: number;
    lon: number;
    speed_kmh: number | null;
    bearing: number | null;
    altitude: number | null;
  }>(sql`
    select fix_at, lat, lon, speed_kmh, bearing, altitude from track_positions
    where truck_id = ${truck.truck_id} and fix_at >= ${from} and fix_at < ${to} and flag is null
    order by fix_at limit ${HISTORY_MAX_POINTS + 1}`);
  const truncated = rows.length > HISTORY_MAX_POINTS;
  const points = rows.slice(0, HISTORY_MAX_POINTS).map((r) => ({
    at: new Date(r.fix_at),
    lat: r.lat,
    lon: r.lon,
    speedKmh: r.speed_kmh,
    bearing: r.bearing,
    altitude: r.altitude,
  }));
  const route: RoutePoint[] = points;
  return {
    truckId: truck.truck_id,
    vhPlateNo: truck.vh_plate_no,
    from,
    to,
    points,
    stops: findStops(route, q.stopMinutes),
    distanceKm: Math.round(routeDistanceKm(route) * 100) / 100,
    truncated,
  };
}
