import { aliasedTable, and, asc, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import { ASSIGNABLE_SORT, ASSIGNABLE_STATES, DRIVER_AVAILABILITY_SORT } from '../../domain/jobs/job-dispatch';
import type { Db } from '../db/client';
import { accounts, jobContainers, jobDrops, jobs, jobTrips, locations } from '../db/schema';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { forbidden, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { jobSearch } from './jobs.service';

// ---------------------------------------------------------------------------------------------------
// Driver availability
// ---------------------------------------------------------------------------------------------------

/** A company's drivers (alias `d`) with the hold a live job has on each (alias `h`, null when free). */
export const DRIVERS_WITH_HOLDS = sql`drivers d left join job_resource_holds h on h.res_type = 'DRIVER' and h.res_id = d.driver_id`;

/**
 * A driver's availability over `DRIVERS_WITH_HOLDS`: ASG while a job holds the driver, else the driver's own state
 * (RDY, UNRDY…). The workbench card (dashboard.service.ts) counts it; the availability list filters and sorts on it.
 */
export const DRIVER_STATE = sql`(case when h.res_id is not null then 'ASG' else d.drv_state end)`;

/** Dispatch is the truck operator's: its users with `jobs.operate` (checked by the route); anyone else 403. */
export function requireOperator(p: Principal): void {
  if (!(OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(p.accnType)) throw forbidden();
}

export type DriverAvailabilityQuery = DatatableQuery & { drvState?: string | undefined };

const DRIVER_SORT: Record<(typeof DRIVER_AVAILABILITY_SORT)[number], SQL> = {
  drvName: sql`d.drv_name`,
  driverId: sql`d.driver_id`,
  drvState: DRIVER_STATE,
  jobId: sql`h.job_id`,
  pickupAt: sql`t.pickup_at`,
};

interface AvailabilityRow extends Record<string, unknown> {
  driver_id: string;
  drv_name: string;
  phone: string;
  licence_class: string;
  drv_state: string;
  job_id: string | null;
  job_state: string | null;
  trip_id: string | null;
  trip_seq: number | null;
  trip_count: number | null;
  pickup_at: Date | null;
  pickup_loc_id: string | null;
  pickup_loc_name: string | null;
  pickup_loc_city: string | null;
  drop_loc_id: string | null;
  drop_loc_name: string | null;
  drop_loc_city: string | null;
  drop_seq: number | null;
  drop_count: number | null;
}

/**
 * The caller's active drivers, each with its availability (the card's definition) and, while a job holds it, that
 * job (id, state) and the driver's current trip on it: the first of its trips not delivered yet (else its first),
 * with the pickup (location name, city, time) and the next drop not delivered yet (else the last), the drop's
 * sequence and the trip's number of drops. Filter `drvState`; search on the driver's name and id; server-paged.
 */
export async function listDriverAvailability(db: Db, p: Principal, q: DriverAvailabilityQuery) {
  requireOperator(p);
  const key = q.sort ?? 'drvName';
  if (!Object.hasOwn(DRIVER_SORT, key)) {
    throw validationFailed({ sort: `must be one of ${Object.keys(DRIVER_SORT).join(', ')}` });
  }
  const column = DRIVER_SORT[key as keyof typeof DRIVER_SORT];
  const scope = sql`d.status = 'A' and d.accn_id = ${p.accnId}`;
  const filters: SQL[] = [];
  if (q.drvState) filters.push(sql`${DRIVER_STATE} = ${q.drvState}`);
  if (q.search?.trim()) {
    const like = likePattern(q.search.trim());
    filters.push(sql`(d.drv_name ilike ${like} or d.driver_id ilike ${like})`);
  }
  const filter = filters.length ? sql.join(filters, sql` and `) : undefined;
  const direction = q.order === 'desc' ? sql`desc` : sql`asc`;
  return paged(
    q,
    filter !== undefined,
    async () => {
      const result = await db.execute<AvailabilityRow>(sql`
        select d.driver_id, d.drv_name, d.phone, d.licence_class, ${DRIVER_STATE} as drv_state,
               h.job_id, j.job_state, t.trip_id, t.seq as trip_seq, t.trips as trip_count, t.pickup_at,
               t.pickup_loc_id, pl.loc_name as pickup_loc_name, pl.addr_city as pickup_loc_city,
               nd.loc_id as drop_loc_id, dl.loc_name as drop_loc_name, dl.addr_city as drop_loc_city,
               nd.seq as drop_seq, nd.drops as drop_count
          from ${DRIVERS_WITH_HOLDS}
          left join jobs j on j.job_id = h.job_id
          left join lateral (
                select tr.trip_id, tr.seq, tr.pickup_at, tr.pickup_loc_id, count(*) over ()::int as trips
                  from job_trips tr
                 where tr.job_id = h.job_id and tr.driver_id = d.driver_id
                 order by tr.delivered_at is not null, tr.seq
                 limit 1) t on true
          left join locations pl on pl.loc_id = t.pickup_loc_id
          left join lateral (
                select dr.loc_id, dr.seq, count(*) over ()::int as drops
                  from job_drops dr
                 where dr.trip_id = t.trip_id
                 order by dr.delivered_at is not null, case when dr.delivered_at is null then dr.seq else -dr.seq end
                 limit 1) nd on true
          left join locations dl on dl.loc_id = nd.loc_id
         where ${scope}${filter ? sql` and ${filter}` : sql``}
         order by ${column} ${direction} nulls last, d.driver_id asc
         limit ${q.length} offset ${q.start}`);
      return result.rows.map((r) => ({
        driverId: r.driver_id,
        drvName: r.drv_name,
        phone: r.phone,
        licenceClass: r.licence_class,
        drvState: r.drv_state,
        jobId: r.job_id,
        jobState: r.job_state,
        tripId: r.trip_id === null ? null : Number(r.trip_id),
        tripSeq: r.trip_seq,
        tripCount: r.trip_count,
        pickupAt: r.pickup_at,
        pickupLocId: r.pickup_loc_id,
        pickupLocName: r.pickup_loc_name,
        pickupLocCity: r.pickup_loc_city,
        dropLocId: r.drop_loc_id,
        dropLocName: r.drop_loc_name,
        dropLocCity: r.drop_loc_city,
        dropSeq: r.drop_seq,
        dropCount: r.drop_count,
      }));
    },
    async () => {
      const result = await db.execute<{ total: number; filtered: number }>(sql`
        select count(*)::int as total,
               ${filter ? sql`count(*) filter (where ${filter})::int` : sql`count(*)::int`} as filtered
          from ${DRIVERS_WITH_HOLDS}
         where ${scope}`);
      const row = result.rows[0]!;
      return { total: Number(row.total), filtered: Number(row.filtered) };
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// Jobs to assign
// ---------------------------------------------------------------------------------------------------

const customer = aliasedTable(accounts, 'customer');
const dropLocation = aliasedTable(locations, 'drop_location');

const containerList = sql<string>`(select string_agg(c.container_no, ', ' order by c.seq) from job_containers c where c.job_id = ${jobs.jobId})`;

const ASSIGNABLE_ORDER: Record<(typeof ASSIGNABLE_SORT)[number], AnyColumn | SQL> = {
  pickupAt: jobs.pickupAt,
  jobId: jobs.jobId,
  jobState: jobs.jobState,
  customerRef: jobs.customerRef,
  createdAt: jobs.createdAt,
};

export type AssignableQuery = DatatableQuery & { jobState?: string | undefined };

/**
 * The caller's jobs to (re)assign: ACP and ASG (filter `jobState` for one), server-paged (default: the earliest
 * pickup first), each with its trips as the bulk-assignment screen needs them: vehicle type, container (and its
 * size type, for the chassis), pickup and drops with the location's name and city, and the current assignment.
 * Search: job id, customer reference, BL, container number. Three queries for the page's trips, drops and containers.
 */
export async function listAssignableJobs(db: Db, p: Principal, q: AssignableQuery) {
  requireOperator(p);
  // A rental's job is assigned from its rental (decision 0033), not here.
  const scope = and(
    eq(jobs.toAccnId, p.accnId),
    inArray(jobs.jobState, [...ASSIGNABLE_STATES]),
    sql`not exists (select 1 from rentals r where r.job_id = "jobs"."job_id")`,
  );
  const filters: SQL[] = [];
  if (q.jobState) filters.push(eq(jobs.jobState, q.jobState));
  if (q.search?.trim()) filters.push(jobSearch(q.search.trim()));
  const filter = filters.length ? and(...filters) : undefined;
  const order = orderBy(q, ASSIGNABLE_ORDER, 'pickupAt', jobs.jobId);
  const page = await paged(
    q,
    filter !== undefined,
    () =>
      db
        .select({
          jobId: jobs.jobId,
          jobState: jobs.jobState,
          version: jobs.version,
          customerAccnId: jobs.customerAccnId,
          customerName: customer.accnName,
          customerRef: jobs.customerRef,
          blNo: jobs.blNo,
          containers: containerList,
          pickupAt: jobs.pickupAt,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .innerJoin(customer, eq(customer.accnId, jobs.customerAccnId))
        .where(and(scope, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(jobs).where(scope))[0]!,
  );
  const ids = page.aaData.map((j) => j.jobId);
  if (!ids.length) return { ...page, aaData: [] };
  const [trips, drops, containers] = await Promise.all([
    db
      .select({ ...getTableColumns(jobTrips), pickupLocName: locations.locName, pickupLocCity: locations.addrCity })
      .from(jobTrips)
      .leftJoin(locations, eq(locations.locId, jobTrips.pickupLocId))
      .where(inArray(jobTrips.jobId, ids))
      .orderBy(asc(jobTrips.jobId), asc(jobTrips.seq)),
    db
      .select({
        dropId: jobDrops.dropId,
        tripId: jobDrops.tripId,
        seq: jobDrops.seq,
        locId: jobDrops.locId,
        locName: dropLocation.locName,
        locCity: dropLocation.addrCity,
        dropAt: jobDrops.dropAt,
        deliveredAt: jobDrops.deliveredAt,
      })
      .from(jobDrops)
      .leftJoin(dropLocation, eq(dropLocation.locId, jobDrops.locId))
      .where(inArray(jobDrops.jobId, ids))
      .orderBy(asc(jobDrops.tripId), asc(jobDrops.seq)),
    db
      .select({ jobId: jobContainers.jobId, containerNo: jobContainers.containerNo, sizeType: jobContainers.sizeType })
      .from(jobContainers)
      .where(inArray(jobContainers.jobId, ids)),
  ]);
  return {
    ...page,
    aaData: page.aaData.map((job) => ({
      ...job,
      trips: trips
        .filter((t) => t.jobId === job.jobId)
        .map(({ charge: _charge, ...t }) => ({
          ...t,
          sizeType: containers.find((c) => c.jobId === job.jobId && c.containerNo === t.containerNo)?.sizeType ?? null,
          drops: drops.filter((d) => d.tripId === t.tripId),
        })),
    })),
  };
}
