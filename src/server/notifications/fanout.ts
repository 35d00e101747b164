import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { EventType } from '../../domain/notifications/event-types';
import type { Db } from '../db/client';
import { notificationDeliveries, notificationEvents } from '../db/schema';
import { CHANNEL_DELIVERERS, type FanoutContext, type RecordedEvent } from './channels';

/** pg-boss queue of the fan-out (the mail worker's kick sends to it too). */
export const FANOUT_QUEUE = 'notification-fanout';
const OUTBOX_QUEUE = 'outbox-drain';
/** A channel that keeps failing stops after this many attempts (FAILED, kept with its last error). */
export const MAX_ATTEMPTS = 10;
const BATCH = 50;

/** Minutes before the next try after `attempts` failures: 1, 2, 4 … capped at an hour. */
export const backoffMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

export interface FanoutResult {
  delivered: number;
  failed: number;
  /** Per channel, how many deliveries (recipients, messages) were made. */
  made: Record<string, number>;
}

/**
 * Delivers the pending channel deliveries that are due, a batch at a time (decision 0023). Each delivery runs in a
 * savepoint of the batch's transaction: success marks it DONE with what it made; a failure rolls back only that
 * channel's work, counts the attempt and schedules the next (exponential backoff), FAILED after MAX_ATTEMPTS. The
 * other channels of the same event are not affected. Rows are claimed with SKIP LOCKED, so several servers never
 * deliver one twice.
 */
export async function deliverPendingNotifications(db: Db, ctx: FanoutContext, now = () => new Date()): Promise<FanoutResult> {
  const result: FanoutResult = { delivered: 0, failed: 0, made: {} };
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ d: notificationDeliveries, e: notificationEvents })
        .from(notificationDeliveries)
        .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
        .where(and(eq(notificationDeliveries.status, 'PENDING'), lte(notificationDeliveries.nextAt, now())))
        .orderBy(asc(notificationDeliveries.nextAt))
        .limit(BATCH)
        .for('update', { of: notificationDeliveries, skipLocked: true });
      for (const { d, e } of rows) {
        const event: RecordedEvent = {
          id: e.id,
          occurredAt: e.occurredAt,
          type: e.type as EventType,
          accnIds: e.accnIds,
          usrIds: e.usrIds,
          record: e.record,
          data: e.data,
        };
        const where = and(eq(notificationDeliveries.eventId, d.eventId), eq(notificationDeliveries.channel, d.channel));
        try {
          const deliverer = CHANNEL_DELIVERERS[d.channel as keyof typeof CHANNEL_DELIVERERS];
          if (!deliverer) throw new Error(`No deliverer for channel ${d.channel}`);
          const made = await tx.transaction((sp) => deliverer(sp, event, ctx));
          await tx
            .update(notificationDeliveries)
            .set({ status: 'DONE', attempts: d.attempts + 1, doneAt: now(), recipients: made, lastError: null })
            .where(where);
          result.delivered++;
          result.made[d.channel] = (result.made[d.channel] ?? 0) + made;
        } catch (error) {
          const attempts = d.attempts + 1;
          await tx
            .update(notificationDeliveries)
            .set({
              status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
              attempts,
              nextAt: new Date(now().getTime() + backoffMinutes(attempts) * 60_000),
              lastError: String((error as Error).message ?? error).slice(0, 1000),
            })
            .where(where);
          result.failed++;
        }
      }
      return rows.length;
    });
    if (claimed < BATCH) return result;
  }
}

/** How many channel deliveries wait (the health of the fan-out, for the tests and the operators). */
export async function pendingDeliveries(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.status, 'PENDING'));
  return row!.n;
}

/**
 * Runs the fan-out on pg-boss: when kicked (the mail worker's kick, after a cause commits) and every minute (which
 * also retries failed channels once due). E-mails it queued are sent by the outbox worker and webhook deliveries by
 * the webhook worker, both woken at once.
 */
export async function scheduleNotificationFanout(
  boss: PgBoss,
  db: Db,
  publicUrl: string,
  log: (error: unknown) => void = () => {},
  kickWebhooks: () => void = () => {},
) {
  await boss.createQueue(FANOUT_QUEUE);
  await boss.schedule(FANOUT_QUEUE, '* * * * *');
  await boss.work(FANOUT_QUEUE, async () => {
    try {
      const done = await deliverPendingNotifications(db, { publicUrl });
      if ((done.made.EMAIL ?? 0) > 0) await boss.send(OUTBOX_QUEUE, {}).catch(() => {});
      // Webhook deliveries written by this pass are sent now, not at the webhook worker's next minute.
      if ((done.made.WEBHOOK ?? 0) > 0) kickWebhooks();
    } catch (error) {
      log(error);
      throw error;
    }
  });
}
