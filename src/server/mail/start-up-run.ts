import type PgBoss from 'pg-boss';

/**
 * Queues a scheduled job's catch-up run at start-up, once for processes that start within a minute of each other.
 * Scheduled jobs start under the start-up lock (startMailWorker), so the look and the send of two processes never
 * interleave. (pg-boss's own singletonSeconds counts whole clock minutes: two processes starting either side of a
 * minute's turn queued two runs.)
 */
export async function queueStartUpRun(boss: PgBoss, queue: string): Promise<void> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `select 1 from pgboss.job where name = $1 and singleton_key = 'start-up' and created_on > now() - interval '60 seconds' limit 1`,
      [queue],
    );
  if (rows.length === 0) await boss.send(queue, {}, { singletonKey: 'start-up' });
}
