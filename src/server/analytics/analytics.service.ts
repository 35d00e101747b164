import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  DEFAULT_IDLE_DAYS,
  jakartaToday,
  previousPeriod,
  type AnalyticsResponse,
  type InventoryResponse,
  type PeriodFigures,
} from '../../domain/analytics/analytics';
import type { Db } from '../db/client';
import { DRIVER_STATE, DRIVERS_WITH_HOLDS } from '../jobs/job-dispatch.service';

/**
 * The analytics pages' figures (issue 17, decision 0026). Every figure is an aggregate computed by PostgreSQL: the
 * period figures from the daily facts (materialised views of migration 0046, refreshed by pg-boss), the payouts and
 * the fleet live from their tables. No row is loaded into Node beyond one per day, currency or state.
 */

/** Whose figures: the whole platform, or one company (the principal's, decided by the route, never by the client). */
export type AnalyticsScope = { kind: 'platform' } | { kind: 'company'; accnId: string };

/**
 * The jobs a company sees (as the job list's scope): those it created, and those it is the customer or truck operator
 * of once submitted. `f` is a row of analytics_job_days.
 */
function jobFactScope(scope: AnalyticsScope): SQL {
  if (scope.kind === 'platform') return sql`true`;
  const me = scope.accnId;
  return sql`(f.creator_accn_id = ${me} or ((f.customer_accn_id = ${me} or f.to_accn_id = ${me}) and f.job_state not in ('DRF', 'DEL')))`;
}

/** Bills and deliveries: only submitted jobs have them, so a company's are those it is party to. */
function partyScope(scope: AnalyticsScope): SQL {
  if (scope.kind === 'platform') return sql`true`;
  const me = scope.accnId;
  return sql`(f.creator_accn_id = ${me} or f.customer_accn_id = ${me} or f.to_accn_id = ${me})`;
}

const num = (v: unknown): number => Number(v ?? 0);

/** The figures of one period [from, to] (Jakarta days, both included). */
export async function periodFigures(db: Db, scope: AnalyticsScope, from: string, to: string): Promise<PeriodFigures> {
  const inRange = sql`f.day between ${from}::date and ${to}::date`;
  const jobsScope = jobFactScope(scope);
  const parties = partyScope(scope);
  const me = scope.kind === 'company' ? scope.accnId : null;
  const length = daysBetween(from, to) + 1;
  const [perDay, active, gmv, drops, dso] = await Promise.all([
    db.execute<{ day: string; jobs: number }>(sql`
      select g.day::date::text as day, coalesce(sum(f.jobs), 0)::int as jobs
        from generate_series(${from}::date, ${to}::date, interval '1 day') g(day)
        left join analytics_job_days f on f.day = g.day::date and f.job_state <> 'DEL' and ${jobsScope}
       group by g.day order by g.day`),
    db.execute<{ n: number }>(sql`
      select count(distinct a)::int as n
        from analytics_job_days f, unnest(array[f.creator_accn_id, f.customer_accn_id, f.to_accn_id]) a
       where ${inRange} and f.job_state not in ('DRF', 'DEL') and ${jobsScope} ${me ? sql`and a <> ${me}` : sql``}`),
    db.execute<{ currency: string; amount: string; count: number; seconds: string }>(sql`
      select f.currency, sum(f.total)::text as amount, sum(f.bills)::int as count, sum(f.approval_seconds)::text as seconds
        from analytics_bill_days f where ${inRange} and ${parties}
       group by f.currency order by f.currency`),
    db.execute<{ delivered: number; on_time: number }>(sql`
      select coalesce(sum(f.delivered), 0)::int as delivered, coalesce(sum(f.on_time), 0)::int as on_time
        from analytics_drop_days f where ${inRange} and ${parties}`),
    // Days outstanding: what is open at the end of the period (billed by then, not paid by then) over what was billed
    // in the period, times its length. The platform: its receivables (payments IN); a company: the payments it is on
    // the document's side of (what it owes, what it is owed).
    db.execute<{ currency: string; receivable: string; sales: string }>(sql`
      select f.currency,
             coalesce(sum(f.amount) filter (where f.billing_day <= ${to}::date and f.paid_day > ${to}::date), 0)::text as receivable,
             coalesce(sum(f.amount) filter (where f.billing_day between ${from}::date and ${to}::date), 0)::text as sales
        from analytics_payment_days f
       where f.billing_day <= ${to}::date and (f.paid_day > ${to}::date or f.billing_day >= ${from}::date)
         and ${me ? sql`f.party_accn_id = ${me}` : sql`f.direction = 'IN'`}
       group by f.currency order by f.currency`),
  ]);
  const jobsPerDay = perDay.rows.map((r) => ({ day: r.day, jobs: num(r.jobs) }));
  const billed = gmv.rows.reduce((n, r) => n + num(r.count), 0);
  const seconds = gmv.rows.reduce((n, r) => n + num(r.seconds), 0);
  const delivered = num(drops.rows[0]?.delivered);
  const onTime = num(drops.rows[0]?.on_time);
  return {
    from,
    to,
    jobs: jobsPerDay.reduce((n, d) => n + d.jobs, 0),
    jobsPerDay,
    gmv: gmv.rows.map((r) => ({ currency: r.currency, amount: r.amount, count: num(r.count) })),
    activeCompanies: num(active.rows[0]?.n),
    delivered,
    onTime,
    onTimePct: delivered > 0 ? Math.round((onTime / delivered) * 1000) / 10 : null,
    avgApprovalHours: billed > 0 ? Math.round((seconds / billed / 3600) * 10) / 10 : null,
    dso: dso.rows.map((r) => {
      const sales = Number(r.sales);
      return {
        currency: r.currency,
        receivable: r.receivable,
        sales: r.sales,
        days: sales > 0 ? Math.round((Number(r.receivable) / sales) * length * 10) / 10 : null,
      };
    }),
  };
}

/** Payouts not paid yet, per currency (now; the company: its own). */
export async function payoutsPending(db: Db, scope: AnalyticsScope) {
  const own = scope.kind === 'company' ? sql`and accn_id = ${scope.accnId}` : sql``;
  const { rows } = await db.execute<{ currency: string; amount: string; count: number }>(sql`
    select currency, sum(amount)::text as amount, count(*)::int as count from payouts
     where status in ('NEW', 'VER', 'APP', 'PAYING') ${own} group by currency order by currency`);
  return rows.map((r) => ({ currency: r.currency, amount: r.amount, count: num(r.count) }));
}

/** When the daily facts were last refreshed: the oldest of the views (the figures are at least that fresh). */
export async function analyticsAsOf(db: Db): Promise<string> {
  const { rows } = await db.execute<{ at: string }>(sql`select min(refreshed_at)::text as at from analytics_refreshes`);
  const at = rows[0]?.at;
  return at ? new Date(at).toISOString() : new Date(0).toISOString();
}

/** The analytics of a range and of the period before it of the same length. */
export async function analyticsFor(db: Db, scope: AnalyticsScope, from: string, to: string): Promise<AnalyticsResponse> {
  const before = previousPeriod(from, to);
  const [current, previous, payouts, asOf] = await Promise.all([
    periodFigures(db, scope, from, to),
    periodFigures(db, scope, before.from, before.to),
    payoutsPending(db, scope),
    analyticsAsOf(db),
  ]);
  return {
    scope: scope.kind,
    accnId: scope.kind === 'company' ? scope.accnId : null,
    asOf,
    current,
    previous,
    payoutsPending: payouts,
  };
}

/** A document's expiry as a date, or null when it is not a calendar day (the column is text). */
const expiryDate = (column: SQL) => sql`case when ${column} ~ '^\\d{4}-\\d{2}-\\d{2}$' then ${column}::date end`;

/**
 * A truck operator's fleet now: active trucks and drivers by state, trucks on a job, idle trucks (no job picked up
 * in `idleDays` days and not on one now), documents expired or expiring within 60 days (Jakarta days).
 */
export async function inventoryFor(
  db: Db,
  accnId: string,
  idleDays = DEFAULT_IDLE_DAYS,
  now = new Date(),
): Promise<InventoryResponse> {
  const today = jakartaToday(now);
  const horizon = addDays(today, 60);
  const documents = sql`
    select 'TRUCK' as kind, t.truck_id as id, t.vh_plate_no as name, x.document, x.expiry
      from trucks t cross join lateral (values ('STNK', ${expiryDate(sql`t.stnk_expiry`)}), ('KIR', ${expiryDate(sql`t.kir_expiry`)}),
                                               ('INSURANCE', ${expiryDate(sql`t.insurance_expiry`)})) x(document, expiry)
     where t.accn_id = ${accnId} and t.status = 'A' and x.expiry is not null
    union all
    select 'DRIVER', d.driver_id, d.drv_name, 'LICENCE', ${expiryDate(sql`d.licence_expiry`)}
      from drivers d where d.accn_id = ${accnId} and d.status = 'A' and ${expiryDate(sql`d.licence_expiry`)} is not null`;
  const [trucksByState, driversByState, held, idle, expiring, counts] = await Promise.all([
    db.execute<{ k: string; n: number }>(
      sql`select vh_state as k, count(*)::int as n from trucks where accn_id = ${accnId} and status = 'A' group by 1 order by 1`,
    ),
    db.execute<{ k: string; n: number }>(
      sql`select ${DRIVER_STATE} as k, count(*)::int as n from ${DRIVERS_WITH_HOLDS} where d.accn_id = ${accnId} and d.status = 'A' group by 1 order by 1`,
    ),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from trucks t join job_resource_holds h on h.res_type = 'TRUCK' and h.res_id = t.truck_id
       where t.accn_id = ${accnId} and t.status = 'A'`),
    db.execute<{ truck_id: string; vh_plate_no: string; last: string | null }>(sql`
      select t.truck_id, t.vh_plate_no, (select max(j.pickup_at) from job_trips j where j.truck_id = t.truck_id)::text as last
        from trucks t
       where t.accn_id = ${accnId} and t.status = 'A'
         and not exists (select 1 from job_resource_holds h where h.res_type = 'TRUCK' and h.res_id = t.truck_id)
         and not exists (select 1 from job_trips j where j.truck_id = t.truck_id and j.pickup_at >= now() - make_interval(days => ${idleDays}))
       order by 3 nulls first, t.vh_plate_no limit 200`),
    db.execute<{
      kind: 'TRUCK' | 'DRIVER';
      id: string;
      name: string;
      document: 'STNK' | 'KIR' | 'INSURANCE' | 'LICENCE';
      expiry: string;
      days: number;
    }>(sql`
      select kind, id, name, document, expiry::text as expiry, (expiry - ${today}::date)::int as days
        from (${documents}) e where expiry <= ${horizon}::date order by expiry, kind, name limit 200`),
    db.execute<{ expired: number; within30: number; within60: number }>(sql`
      select count(*) filter (where expiry < ${today}::date)::int as expired,
             count(*) filter (where expiry >= ${today}::date and expiry <= ${today}::date + 30)::int as within30,
             count(*) filter (where expiry >= ${today}::date and expiry <= ${today}::date + 60)::int as within60
        from (${documents}) e`),
  ]);
  const byState = (rows: { k: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.k, num(r.n)]));
  const trucks = trucksByState.rows.reduce((n, r) => n + num(r.n), 0);
  const heldTrucks = num(held.rows[0]?.n);
  return {
    idleDays,
    trucksByState: byState(trucksByState.rows),
    driversByState: byState(driversByState.rows),
    trucks,
    drivers: driversByState.rows.reduce((n, r) => n + num(r.n), 0),
    utilisationPct: trucks > 0 ? Math.round((heldTrucks / trucks) * 1000) / 10 : null,
    idleTrucks: idle.rows.map((r) => ({
      truckId: r.truck_id,
      vhPlateNo: r.vh_plate_no,
      lastPickupAt: r.last ? new Date(r.last).toISOString() : null,
    })),
    expiring: expiring.rows.map((r) => ({ ...r, days: num(r.days) })),
    expiringCounts: {
      expired: num(counts.rows[0]?.expired),
      within30: num(counts.rows[0]?.within30),
      within60: num(counts.rows[0]?.within60),
    },
  };
}
