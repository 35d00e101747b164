import { getTableColumns, type Table } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobContainers, jobDrops, jobEvents, jobs, jobTrips } from '../db/schema';
import { namedQuery } from '../db/named-query';
import { PRIVATE_JOB_STATES } from './company-jobs';

/**
 * One job with its parties' names, containers, trips (each with its pickup location and its drops with theirs) and
 * timeline in ONE statement: the children come as json_agg columns. It was five queries (the job, then four at once),
 * each built by drizzle per request; building them was a fifth of the server's CPU for a job's detail
 * (docs/performance.md). Runs as a named statement, on the pool or on a transaction's client.
 */

type Columns<T extends Table> = ReturnType<typeof getTableColumns<T>>;

/** The `'key', alias.column` pairs of a table's columns for json_build_object; numeric as text (money stays exact). */
function jsonPairs<T extends Table>(table: T, alias: string, omit: ReadonlyArray<keyof Columns<T>> = []): string {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !omit.includes(key as keyof Columns<T>))
    .map(([key, c]) => `'${key}', ${alias}.${c.name}${c.columnType === 'PgNumeric' ? '::text' : ''}`)
    .join(', ');
}

/** The keys of a table's timestamp columns: json carries them as text, the answer as Dates (as drizzle reads them). */
const timestampKeys = (table: Table) =>
  Object.entries(getTableColumns(table))
    .filter(([, c]) => c.columnType === 'PgTimestamp')
    .map(([key]) => key);

const jobColumns = Object.entries(getTableColumns(jobs))
  .map(([key, c]) => `j.${c.name} as "${key}"`)
  .join(', ');

const hidden = PRIVATE_JOB_STATES.map((s) => `'${s}'`).join(', ');

/** $1 the job id; $2 the caller's company, or null for a caller who reads every job (jobScope). */
const JOB_DETAIL_SQL = `
select ${jobColumns}, (select r.rental_id from rentals r where r.job_id = j.job_id) as "rentalId", cr.accn_name as "creatorName", cu.accn_name as "customerName", op.accn_name as "toName",
  coalesce((select json_agg(json_build_object(${jsonPairs(jobContainers, 'c', ['id', 'jobId'])}) order by c.seq)
              from job_containers c where c.job_id = j.job_id), '[]') as containers,
  coalesce((select json_agg(json_build_object(${jsonPairs(jobTrips, 't')},
                    'pickupLocName', pl.loc_name, 'pickupLocCity', pl.addr_city,
                    'driverName', dr.drv_name, 'driverPhone', dr.phone, 'truckPlate', tr.vh_plate_no,
                    'drops', coalesce((select json_agg(json_build_object(${jsonPairs(jobDrops, 'd')},
                                              'locName', dl.loc_name, 'locCity', dl.addr_city) order by d.seq)
                                         from job_drops d left join locations dl on dl.loc_id = d.loc_id
                                        where d.trip_id = t.trip_id), '[]')) order by t.seq)
              from job_trips t left join locations pl on pl.loc_id = t.pickup_loc_id
                   left join drivers dr on dr.driver_id = t.driver_id left join trucks tr on tr.truck_id = t.truck_id
             where t.job_id = j.job_id), '[]') as trips,
  coalesce((select json_agg(json_build_object('at', e.at, 'usrId', e.usr_id, 'usrName', u.usr_name, 'accnId', e.accn_id,
                    'verb', e.verb, 'fromState', e.from_state, 'toState', e.to_state, 'reason', e.reason,
                    'details', e.details) order by e.at, e.id)
              from job_events e left join users u on u.usr_id = e.usr_id where e.job_id = j.job_id), '[]') as events
  from jobs j
  join accounts cr on cr.accn_id = j.creator_accn_id
  join accounts cu on cu.accn_id = j.customer_accn_id
  join accounts op on op.accn_id = j.to_accn_id
 where j.job_id = $1
   and ($2::varchar is null or j.creator_accn_id = $2
        or ((j.customer_accn_id = $2 or j.to_accn_id = $2) and j.job_state not in (${hidden})))`;

export type JobRow = typeof jobs.$inferSelect;
export type JobContainer = Omit<typeof jobContainers.$inferSelect, 'id' | 'jobId'>;
export type JobDrop = typeof jobDrops.$inferSelect & { locName: string | null; locCity: string | null };
export type JobTrip = typeof jobTrips.$inferSelect & {
  pickupLocName: string | null;
  pickupLocCity: string | null;
  /** People, not codes: the driver's name and phone and the truck's plate, for every party of the job. */
  driverName: string | null;
  driverPhone: string | null;
  truckPlate: string | null;
  drops: JobDrop[];
};
export type JobEvent = Pick<
  typeof jobEvents.$inferSelect,
  'at' | 'usrId' | 'accnId' | 'verb' | 'fromState' | 'toState' | 'reason' | 'details'
> & { usrName: string | null };

export type JobDetailRow = JobRow & {
  rentalId: string | null;
  creatorName: string;
  customerName: string;
  toName: string;
  containers: JobContainer[];
  trips: JobTrip[];
  events: JobEvent[];
};

const TRIP_TIMES = timestampKeys(jobTrips);
const DROP_TIMES = timestampKeys(jobDrops);

function toDates(row: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of keys) {
    const v = row[key];
    if (typeof v === 'string') row[key] = new Date(v);
  }
}

/** The job with its children, if `accnId` (null: every job) may see it; else undefined. */
export async function loadJobDetail(db: DbOrTx, jobId: string, accnId: string | null): Promise<JobDetailRow | undefined> {
  const [row] = await namedQuery<JobDetailRow>(db, 'job_detail', JOB_DETAIL_SQL, [jobId, accnId]);
  if (!row) return undefined;
  for (const trip of row.trips) {
    toDates(trip, TRIP_TIMES);
    for (const drop of trip.drops) toDates(drop, DROP_TIMES);
  }
  for (const event of row.events) toDates(event, ['at']);
  return row;
}
