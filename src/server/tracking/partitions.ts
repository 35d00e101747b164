import { queueStartUpRun } from '../mail/start-up-run';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { readIntParam } from '../sysparams/sysparams.service';

const known = new WeakMap<Db, Set<string>>();
const monthKey = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** Creates the month's partition of track_positions if missing (once per month per process). */
export async function ensurePartition(db: Db, month: Date): Promise<void> {
  let seen = known.get(db);
  if (!seen) known.set(db, (seen = new Set()));
  const key = monthKey(month);
  if (seen.has(key)) return;
  const first = `${key.slice(0, 4)}-${key.slice(4)}-01`;
  try {
    await db.execute(sql`select track_positions_ensure(${first}::date)`);
  } catch (error) {
    // Two processes creating the same partition at once: the loser's CREATE fails; the partition exists.
    if (!String((error as { cause?: Error }).cause?.message ?? (error as Error).message).includes('already exists')) throw error;
  }
  seen.add(key);
}

/**
 * The partitions the next months need (the current month, the previous and `ahead` more), and the retention:
 * partitions wholly older than TRACKING_RETENTION_MONTHS are dropped. Answers the dropped tables' names.
 */
export async function maintainPartitions(db: Db, now = new Date(), ahead = 2): Promise<string[]> {
  for (let n = -1; n <= ahead; n++) await ensurePartition(db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1)));
  const months = await readIntParam(db, 'TRACKING_RETENTION_MONTHS');
  const cutoff = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)));
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'track_positions' and c.relname ~ '^track_positions_[0-9]{6}$'`);
  const dropped = rows.map((r) => r.name).filter((name) => name.slice(-6) < cutoff);
  for (const name of dropped) {
    await db.execute(sql.raw(`drop table if exists "${name}"`));
    known.get(db)?.delete(name.slice(-6));
  }
  return dropped;
}

const QUEUE = 'tracking-partitions';

/** Runs maintainPartitions at start and daily at 00:10 (pg-boss: once across processes). */
export async function scheduleTrackingPartitions(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '10 0 * * *');
  await boss.work(QUEUE, async () => {
    try {
      await maintainPartitions(db);
    } catch (error) {
      log(error);
      throw error;
    }
  });
  await queueStartUpRun(boss, QUEUE);
}
