import { queueStartUpRun } from '../mail/start-up-run';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';

/** The daily-facts views of the analytics pages (migration 0046), refreshed in this order. */
export const ANALYTICS_VIEWS = [
  'analytics_job_days',
  'analytics_bill_days',
  'analytics_drop_days',
  'analytics_payment_days',
] as const;

/** How often the views are refreshed: the figures are at most this old (plus one refresh's time). */
export const ANALYTICS_REFRESH_CRON = '*/5 * * * *';

/**
 * Refreshes every analytics view and records when (the pages' "as of"). CONCURRENTLY: readers keep the previous
 * contents while it runs (it needs the unique index each view has); `concurrently: false` inside a transaction (the
 * demo seed, right after it inserts).
 */
export async function refreshAnalytics(db: Db, { concurrently = true } = {}): Promise<void> {
  for (const view of ANALYTICS_VIEWS) {
    const started = Date.now();
    await db.execute(sql.raw(`refresh materialized view ${concurrently ? 'concurrently ' : ''}"${view}"`));
    await db.execute(sql`
      insert into analytics_refreshes (view_name, refreshed_at, duration_ms) values (${view}, now(), ${Date.now() - started})
      on conflict (view_name) do update set refreshed_at = excluded.refreshed_at, duration_ms = excluded.duration_ms`);
  }
}

const QUEUE = 'analytics-refresh';

/** Refreshes the analytics views at start and every five minutes (pg-boss: once across processes). */
export async function scheduleAnalyticsRefresh(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, ANALYTICS_REFRESH_CRON);
  await boss.work(QUEUE, async () => {
    try {
      await refreshAnalytics(db);
    } catch (error) {
      log(error);
      throw error;
    }
  });
  await queueStartUpRun(boss, QUEUE);
}
