import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { presetRange } from '../src/domain/analytics/analytics';
import { refreshAnalytics } from '../src/server/analytics/analytics-refresh';
import { analyticsFor, inventoryFor } from '../src/server/analytics/analytics.service';
import type { Db } from '../src/server/db/client';

/**
 * The analytics pages' queries (issue 17) over the bench's jobs (a million by default, bench/run.ts): the refresh of
 * the daily facts, then the platform's page (30 and 90 days with the period before), a truck operator's and a large
 * company's page and the fleet inventory, each run `queries` times, against a bare `select 1` on the same pool in
 * the same process, and against the one figure read live from the jobs table (jobs per day over 30 days), which is
 * what the materialised views save.
 */
export interface AnalyticsRun {
  name: string;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function timed(name: string, queries: number, run: () => Promise<unknown>): Promise<AnalyticsRun> {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { name, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

export async function benchAnalytics(opts: { db: Db; pool: pg.Pool; queries?: number }) {
  const { db, pool } = opts;
  const queries = opts.queries ?? 100;
  // The bench's approved bills get an approval time (a day after billing, by id), delivered drops none: the bench
  // jobs have no drops; bills and jobs are what the views read the most of.
  await pool.query(`update job_bills set approved_at = billed_at + make_interval(hours => 2 + (bill_id % 70)::int)
                     where state = 'APP_BILL' and approved_at is null`);
  const started = performance.now();
  await refreshAnalytics(db);
  const refreshMs = Math.round(performance.now() - started);
  const { rows: sizes } = await pool.query<{ view: string; n: string }>(`
    select 'analytics_job_days' as view, count(*)::text as n from analytics_job_days
    union all select 'analytics_bill_days', count(*)::text from analytics_bill_days`);
  const month = presetRange(30);
  const quarter = presetRange(90);
  const { rows: big } = await pool.query<{ accn_id: string }>(
    `select creator_accn_id as accn_id from jobs group by 1 order by count(*) desc limit 1`,
  );
  const runs = [
    await timed('baseline: select 1 (same pool)', queries, () => pool.query('select 1')),
    await timed('live: jobs per day over 30 days from the jobs table (what the views save)', Math.min(queries, 20), () =>
      pool.query(
        `select (created_at at time zone 'Asia/Jakarta')::date as day, count(*) from jobs
          where job_state <> 'DEL' and created_at >= $1::date - interval '7 hours' group by 1`,
        [month.from],
      ),
    ),
    await timed('platform page, 30 days + the 30 before', queries, () =>
      analyticsFor(db, { kind: 'platform' }, month.from, month.to),
    ),
    await timed('platform page, 90 days + the 90 before', queries, () =>
      analyticsFor(db, { kind: 'platform' }, quarter.from, quarter.to),
    ),
    await timed("a truck operator's page (TO0001), 30 days", queries, () =>
      analyticsFor(db, { kind: 'company', accnId: 'TO0001' }, month.from, month.to),
    ),
    await timed(`the largest creator's page (${big[0]?.accn_id ?? '-'}), 30 days`, queries, () =>
      analyticsFor(db, { kind: 'company', accnId: big[0]?.accn_id ?? 'CO0001' }, month.from, month.to),
    ),
    await timed("a truck operator's fleet inventory (TO0001)", queries, () => inventoryFor(db, 'TO0001')),
  ];
  return { refreshMs, sizes, runs };
}
