import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { PortalEvent } from '../../domain/notifications/event-types';
import type { WebhookPayload } from '../../domain/webhooks/webhooks';
import type { Db, DbOrTx } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { ScheduledJob } from '../mail/mail-worker';
import { sendSigned, type SendResult } from './sender';
import { RETRY_WINDOW_MS, retryDelayMs, type WebhookSettings } from './settings';
import { openSecret } from './secret-box';

/** The portal's link to a record: the configured public base URL, the web app's base and the record's route. */
export const recordUrl = (publicUrl: string, path: string) =>
  `${publicUrl.replace(/\/+$/, '')}/trucking${path.startsWith('/') ? path : `/${path}`}`;

/** The payload of an event as every endpoint receives it (fixed when the event happened). */
export function webhookPayload(event: PortalEvent & { id: string; occurredAt: Date }, publicUrl: string): WebhookPayload {
  return {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    record: { kind: event.record.kind, id: event.record.id, url: recordUrl(publicUrl, event.record.path) },
    data: event.data,
  };
}

/**
 * In the caller's transaction (the notifications fan-out): one delivery per active endpoint of each company in
 * `event.accnIds` subscribed to `event.type` (or to all events), with the payload fixed now. The record's URL is
 * built from `publicUrl` (configuration's public base URL, never a request's headers). An event enqueued twice for
 * an endpoint (same `event.id`) is one delivery. Answers how many deliveries it created; the webhook worker sends
 * them (call its `kick()` after the commit to send at once, else its minute schedule picks them up).
 */
export async function enqueueWebhookDeliveries(
  tx: DbOrTx,
  event: PortalEvent & { id: string; occurredAt: Date },
  publicUrl: string,
): Promise<number> {
  if (event.accnIds.length === 0) return 0;
  const payload = JSON.stringify(webhookPayload(event, publicUrl));
  const retryUntil = new Date(Math.max(Date.now(), event.occurredAt.getTime()) + RETRY_WINDOW_MS);
  const rows = await tx
    .insert(webhookDeliveries)
    .select(
      tx
        .select({
          deliveryId: sql<string>`gen_random_uuid()`.as('delivery_id'),
          endpointId: webhookEndpoints.endpointId,
          accnId: webhookEndpoints.accnId,
          eventId: sql<string>`${event.id}::varchar`.as('event_id'),
          eventType: sql<string>`${event.type}::varchar`.as('event_type'),
          payload: sql<string>`${payload}::text`.as('payload'),
          status: sql<'PENDING'>`'PENDING'::varchar`.as('status'),
          attempts: sql<number>`0`.as('attempts'),
          nextAttemptAt: sql<Date>`now()`.as('next_attempt_at'),
          retryUntil: sql<Date>`${retryUntil.toISOString()}::timestamptz`.as('retry_until'),
          lastStatusCode: sql<null>`null::integer`.as('last_status_code'),
          lastError: sql<null>`null::varchar`.as('last_error'),
          deliveredAt: sql<null>`null::timestamptz`.as('delivered_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(webhookEndpoints)
        .where(
          and(
            inArray(webhookEndpoints.accnId, [...event.accnIds]),
            eq(webhookEndpoints.active, true),
            sql`(${webhookEndpoints.allEvents} OR ${event.type} = ANY(${webhookEndpoints.events}))`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.deliveryId });
  return rows.length;
}

/** How long a claimed delivery stays out of other workers' reach while it is being sent (more than the timeout). */
const LEASE = sql`interval '2 minutes'`;
const BATCH = 20;

interface Claimed {
  deliveryId: string;
  eventType: string;
  payload: string;
  attempts: number;
  retryUntil: Date;
  replay: boolean;
  url: string;
  /** The secret opened (decrypted); null when it does not open under the configured data key. */
  secret: string | null;
  active: boolean;
}

const opened = (stored: string) => {
  try {
    return openSecret(stored);
  } catch {
    return null;
  }
};

/** Takes up to BATCH due deliveries (skipping those another worker holds) and leases them. */
async function claimDue(db: Db): Promise<Claimed[]> {
  const result = await db.execute<{
    delivery_id: string;
    event_type: string;
    payload: string;
    attempts: number;
    retry_until: Date | string;
    replay: boolean;
    url: string;
    secret: string;
    active: boolean;
  }>(sql`
    WITH due AS (
      SELECT delivery_id FROM webhook_deliveries
      WHERE status IN ('PENDING', 'RETRYING') AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE webhook_deliveries d SET next_attempt_at = now() + ${LEASE}
    FROM due, webhook_endpoints e
    WHERE d.delivery_id = due.delivery_id AND e.endpoint_id = d.endpoint_id
    RETURNING d.delivery_id, d.event_type, d.payload, d.attempts, d.retry_until,
      (d.status = 'PENDING' AND d.attempts > 0) AS replay, e.url, e.secret, e.active`);
  return result.rows.map((r) => ({
    deliveryId: r.delivery_id,
    eventType: r.event_type,
    payload: r.payload,
    attempts: Number(r.attempts),
    retryUntil: new Date(r.retry_until),
    replay: r.replay,
    url: r.url,
    secret: opened(r.secret),
    active: r.active,
  }));
}

/** Records an attempt and the delivery's next state: delivered, retried after the backoff, or failed after the window. */
async function record(db: Db, claimed: Claimed, startedAt: Date, result: SendResult, settings: WebhookSettings) {
  const attemptNo = claimed.attempts + 1;
  const next = new Date(Date.now() + retryDelayMs(attemptNo, settings.retryBaseMs));
  const status = result.delivered ? 'DELIVERED' : next.getTime() > claimed.retryUntil.getTime() ? 'FAILED' : 'RETRYING';
  const lastError = result.delivered ? null : (result.error ?? `HTTP ${result.statusCode}`).slice(0, 500);
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: claimed.deliveryId,
      attemptNo,
      startedAt,
      durationMs: result.durationMs,
      statusCode: result.statusCode,
      error: result.error?.slice(0, 500) ?? null,
      responseExcerpt: result.excerpt?.slice(0, 1024) ?? null,
      replay: claimed.replay,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts: attemptNo,
        nextAttemptAt: status === 'RETRYING' ? next : null,
        lastStatusCode: result.statusCode,
        lastError,
        ...(result.delivered ? { deliveredAt: new Date() } : {}),
      })
      .where(eq(webhookDeliveries.deliveryId, claimed.deliveryId));
  });
}

/** One attempt of a claimed delivery: signed now (new timestamp), sent, recorded. */
async function attempt(db: Db, claimed: Claimed, settings: WebhookSettings): Promise<void> {
  if (!claimed.active) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'FAILED', nextAttemptAt: null, lastError: 'The endpoint is inactive' })
      .where(eq(webhookDeliveries.deliveryId, claimed.deliveryId));
    return;
  }
  const startedAt = new Date();
  // A secret sealed under another DATA_KEY cannot sign: the attempt fails (and is retried) without sending anything.
  const result: SendResult =
    claimed.secret === null
      ? {
          statusCode: null,
          durationMs: 0,
          error: 'The signing secret cannot be decrypted with the configured DATA_KEY',
          excerpt: null,
          delivered: false,
        }
      : await sendSigned(
          {
            url: claimed.url,
            body: claimed.payload,
            secret: claimed.secret,
            eventType: claimed.eventType,
            deliveryId: claimed.deliveryId,
            timestamp: Math.floor(startedAt.getTime() / 1000),
          },
          settings,
        );
  await record(db, claimed, startedAt, result, settings);
}

/**
 * Sends every due delivery, a batch at a time, the batch's deliveries in parallel (a slow or failing endpoint does not
 * hold the others). Answers how many attempts it made.
 */
export async function deliverDue(db: Db, settings: WebhookSettings): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await claimDue(db);
    await Promise.all(batch.map((c) => attempt(db, c, settings)));
    total += batch.length;
    if (batch.length < BATCH) return total;
  }
}

/** When the next delivery is due (null: none waiting). */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.status, ['PENDING', 'RETRYING']))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(1);
  return row?.at ?? null;
}

const QUEUE = 'webhook-deliver';

export interface WebhookWorker {
  /** The scheduled job for the mail worker's pg-boss (src/server/schedules.ts). */
  job: ScheduledJob;
  /** Asks for a delivery pass now (after a transaction that enqueued deliveries committed); a no-op until started. */
  kick(): void;
}

/**
 * The webhook worker on pg-boss: a pass every minute and on each kick; after a pass, when a retry falls due within the
 * minute (short backoffs under test configuration), a pass is queued for then.
 */
export function webhookWorker(db: Db, settings: WebhookSettings, log: (error: unknown) => void = () => {}): WebhookWorker {
  let boss: PgBoss | null = null;
  const job: ScheduledJob = async (b) => {
    boss = b;
    await b.createQueue(QUEUE);
    await b.schedule(QUEUE, '* * * * *');
    await b.work(QUEUE, { pollingIntervalSeconds: 1 }, async () => {
      try {
        await deliverDue(db, settings);
        const next = await nextDueAt(db);
        if (next && next.getTime() < Date.now() + 60_000) {
          await b.send(QUEUE, {}, { startAfter: new Date(Math.max(next.getTime(), Date.now() + 500)) });
        }
      } catch (error) {
        log(error);
        throw error;
      }
    });
  };
  return {
    job,
    kick() {
      void boss?.send(QUEUE, {}).catch(() => {});
    },
  };
}
