import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import { isPlatform } from '../../domain/permissions';
import {
  SECRET_PREFIX,
  type DeliveryStatus,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
} from '../../domain/webhooks/webhooks';
import type { Db, DbOrTx } from '../db/client';
import { accounts, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { recordUrl, webhookPayload } from './deliveries';
import { refusedTarget } from './sender';
import { RETRY_WINDOW_MS, type WebhookSettings } from './settings';
import { openSecret, sealSecret } from './secret-box';

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export const newSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The web route of an endpoint's page (the test event's record link). */
export const endpointPath = (endpointId: string) => `/administrations/webhooks/${endpointId}`;

/** Who manages: the company's administrator (webhooks.manage) of its own endpoints. The platform reads all. */
const mayManage = (principal: Principal, accnId: string) =>
  principal.permissions.includes('webhooks.manage') && principal.accnId === accnId;
const mayRead = (principal: Principal, accnId: string) => principal.accnId === accnId || isPlatform(principal);

const endpointColumns = {
  endpointId: webhookEndpoints.endpointId,
  accnId: webhookEndpoints.accnId,
  accnName: accounts.accnName,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  allEvents: webhookEndpoints.allEvents,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  secret: webhookEndpoints.secret,
  createdAt: webhookEndpoints.createdAt,
  createdBy: webhookEndpoints.createdBy,
  updatedAt: webhookEndpoints.updatedAt,
  version: webhookEndpoints.version,
  pending:
    sql<number>`(SELECT count(*) FROM webhook_deliveries d WHERE d.endpoint_id = ${webhookEndpoints.endpointId} AND d.status IN ('PENDING','RETRYING'))`.mapWith(
      Number,
    ),
  failed:
    sql<number>`(SELECT count(*) FROM webhook_deliveries d WHERE d.endpoint_id = ${webhookEndpoints.endpointId} AND d.status = 'FAILED')`.mapWith(
      Number,
    ),
};

type EndpointRow = {
  endpointId: string;
  accnId: string;
  accnName: string | null;
  url: string;
  description: string;
  allEvents: boolean;
  events: string[];
  active: boolean;
  secret: string;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  version: number;
  pending: number;
  failed: number;
};

/** The secret's last four characters (the stored value is encrypted; one that no longer opens shows no hint). */
function hintOf(stored: string): string {
  try {
    return openSecret(stored).slice(-4);
  } catch {
    return '';
  }
}

/** The endpoint as the API shows it: the secret's last four characters only. */
function present(principal: Principal, row: EndpointRow) {
  const { secret, ...rest } = row;
  return { ...rest, secretHint: hintOf(secret), canManage: mayManage(principal, row.accnId) };
}

const selectEndpoint = (db: DbOrTx) =>
  db.select(endpointColumns).from(webhookEndpoints).leftJoin(accounts, eq(accounts.accnId, webhookEndpoints.accnId));

/** The caller's company's endpoints (the platform: every company's), server-paged; search URL or description. */
export async function listEndpoints(db: Db, principal: Principal, q: DatatableQuery & { active?: 'true' | 'false' | undefined }) {
  const scope = isPlatform(principal) ? undefined : eq(webhookEndpoints.accnId, principal.accnId);
  const filters: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(webhookEndpoints.url, like), ilike(webhookEndpoints.description, like))!);
  }
  if (q.active) filters.push(eq(webhookEndpoints.active, q.active === 'true'));
  const filter = filters.length ? and(...filters) : undefined;
  const result = await pagedFrom(q, {
    columns: endpointColumns,
    from: (fields) => db.select(fields).from(webhookEndpoints).leftJoin(accounts, eq(accounts.accnId, webhookEndpoints.accnId)),
    scope,
    filter,
    order: orderBy(
      q,
      { createdAt: webhookEndpoints.createdAt, url: webhookEndpoints.url, accnName: accounts.accnName },
      'createdAt',
      webhookEndpoints.endpointId,
    ),
  });
  return { ...result, aaData: result.aaData.map((r) => present(principal, r as EndpointRow)) };
}

/** One endpoint the caller may read, or 404 (another company's is not found, not forbidden). */
async function readable(db: DbOrTx, principal: Principal, endpointId: string, lock = false): Promise<EndpointRow> {
  const query = selectEndpoint(db).where(eq(webhookEndpoints.endpointId, endpointId));
  const [row] = (lock ? await query.for('update', { of: webhookEndpoints }) : await query) as EndpointRow[];
  if (!row || !mayRead(principal, row.accnId)) throw notFound('Webhook endpoint not found');
  return row;
}

/** One the caller manages: not its company's is 404, its company's without the permission 403 (the route checks it). */
async function managed(tx: DbOrTx, principal: Principal, endpointId: string): Promise<EndpointRow> {
  const row = await readable(tx, principal, endpointId, true);
  if (row.accnId !== principal.accnId) throw notFound('Webhook endpoint not found');
  return row;
}

export async function getEndpoint(db: Db, principal: Principal, endpointId: string) {
  return present(principal, await readable(db, principal, endpointId));
}

/** The URL's refusals the schema cannot know (https in production, a literal private IP): a field error. */
function checkTarget(url: string, settings: WebhookSettings) {
  const refused = refusedTarget(url, settings);
  if (refused) throw validationFailed({ url: refused.key });
}

const eventsOf = (input: { allEvents: boolean; events: readonly string[] }) =>
  input.allEvents ? [] : [...new Set(input.events)];

/** Registers an endpoint of the caller's company with a new secret, answered this once. */
export async function createEndpoint(db: Db, principal: Principal, input: WebhookEndpointInput, settings: WebhookSettings) {
  checkTarget(input.url, settings);
  return db.transaction(async (tx) => {
    const secret = newSecret();
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        accnId: principal.accnId,
        url: input.url,
        description: input.description,
        allEvents: input.allEvents,
        events: eventsOf(input),
        active: input.active,
        secret: sealSecret(secret),
        createdBy: principal.usrId,
        updatedBy: principal.usrId,
      })
      .returning({ endpointId: webhookEndpoints.endpointId });
    const row = await readable(tx, principal, created!.endpointId);
    await audit(tx, principal, {
      event: 'WEBHOOK_ENDPOINT_CREATE',
      entity: 'webhookEndpoint',
      entityId: row.endpointId,
      after: { url: row.url, allEvents: row.allEvents, events: row.events, active: row.active },
    });
    return { ...present(principal, row), secret };
  });
}

/** Changes an endpoint (URL, description, events, active); a stale version is 409. */
export async function updateEndpoint(
  db: Db,
  principal: Principal,
  endpointId: string,
  input: WebhookEndpointUpdate,
  settings: WebhookSettings,
) {
  checkTarget(input.url, settings);
  return db.transaction(async (tx) => {
    const before = await managed(tx, principal, endpointId);
    if (before.version !== input.version) throw conflict('The endpoint changed since you opened it; reload it');
    await tx
      .update(webhookEndpoints)
      .set({
        url: input.url,
        description: input.description,
        allEvents: input.allEvents,
        events: eventsOf(input),
        active: input.active,
        updatedAt: new Date(),
        updatedBy: principal.usrId,
        version: before.version + 1,
      })
      .where(and(eq(webhookEndpoints.endpointId, endpointId), eq(webhookEndpoints.version, input.version)));
    const after = await readable(tx, principal, endpointId);
    await audit(tx, principal, {
      event: 'WEBHOOK_ENDPOINT_UPDATE',
      entity: 'webhookEndpoint',
      entityId: endpointId,
      before: { url: before.url, allEvents: before.allEvents, events: before.events, active: before.active },
      after: { url: after.url, allEvents: after.allEvents, events: after.events, active: after.active },
    });
    return present(principal, after);
  });
}

/** A new secret for the endpoint (the old one stops signing at once), answered this once. */
export async function rollSecret(db: Db, principal: Principal, endpointId: string, version: number) {
  return db.transaction(async (tx) => {
    const before = await managed(tx, principal, endpointId);
    if (before.version !== version) throw conflict('The endpoint changed since you opened it; reload it');
    const secret = newSecret();
    await tx
      .update(webhookEndpoints)
      .set({
        secret: sealSecret(secret),
        secretRolledAt: new Date(),
        updatedAt: new Date(),
        updatedBy: principal.usrId,
        version: version + 1,
      })
      .where(eq(webhookEndpoints.endpointId, endpointId));
    await audit(tx, principal, { event: 'WEBHOOK_SECRET_ROLL', entity: 'webhookEndpoint', entityId: endpointId });
    return { ...present(principal, await readable(tx, principal, endpointId)), secret };
  });
}

/**
 * "Send test event": a PING delivery to this endpoint (active or not subscribed: it is the user's check of their
 * receiver), sent by the worker like any other.
 */
export async function sendTestEvent(db: Db, principal: Principal, endpointId: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const endpoint = await managed(tx, principal, endpointId);
    if (!endpoint.active) throw conflict('The endpoint is inactive; activate it to send a test event');
    const occurredAt = new Date();
    const eventId = `evt_${randomUUID()}`;
    const payload = webhookPayload(
      {
        id: eventId,
        occurredAt,
        type: 'PING',
        accnIds: [endpoint.accnId],
        record: { kind: 'webhookEndpoint', id: endpointId, path: endpointPath(endpointId) },
        data: { message: 'Test event from Lintas', endpointId },
      },
      publicUrl,
    );
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId,
        accnId: endpoint.accnId,
        eventId,
        eventType: 'PING',
        payload: JSON.stringify(payload),
        status: 'PENDING',
        nextAttemptAt: occurredAt,
        retryUntil: new Date(occurredAt.getTime() + RETRY_WINDOW_MS),
      })
      .returning();
    await audit(tx, principal, {
      event: 'WEBHOOK_TEST_EVENT',
      entity: 'webhookEndpoint',
      entityId: endpointId,
      after: { deliveryId: delivery!.deliveryId, url: recordUrl(publicUrl, endpointPath(endpointId)) },
    });
    const { payload: _payload, accnId: _accn, ...rest } = delivery!;
    return rest;
  });
}

const deliveryColumns = {
  deliveryId: webhookDeliveries.deliveryId,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  retryUntil: webhookDeliveries.retryUntil,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

/** An endpoint's deliveries, newest first, server-paged; filter by status and event type, search the event id. */
export async function listDeliveries(
  db: Db,
  principal: Principal,
  endpointId: string,
  q: DatatableQuery & { status?: DeliveryStatus | undefined; eventType?: string | undefined },
) {
  await readable(db, principal, endpointId);
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(webhookDeliveries.status, q.status));
  if (q.eventType) filters.push(eq(webhookDeliveries.eventType, q.eventType));
  if (q.search) filters.push(ilike(webhookDeliveries.eventId, likePattern(q.search)));
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(
        q,
        { createdAt: webhookDeliveries.createdAt, status: webhookDeliveries.status, eventType: webhookDeliveries.eventType },
        'createdAt',
        webhookDeliveries.deliveryId,
      )
    : [desc(webhookDeliveries.createdAt), asc(webhookDeliveries.deliveryId)];
  return pagedFrom(q, {
    columns: deliveryColumns,
    from: (fields) => db.select(fields).from(webhookDeliveries),
    scope: eq(webhookDeliveries.endpointId, endpointId),
    filter,
    order,
  });
}

/** A delivery the caller may read (its company's; the platform all), with its payload and attempts; else 404. */
export async function getDelivery(db: Db, principal: Principal, deliveryId: string) {
  const [row] = await db
    .select({ ...deliveryColumns, payload: webhookDeliveries.payload, accnId: webhookDeliveries.accnId })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.deliveryId, deliveryId));
  if (!row || !mayRead(principal, row.accnId)) throw notFound('Webhook delivery not found');
  const attemptLog = await db
    .select({
      attemptNo: webhookAttempts.attemptNo,
      startedAt: webhookAttempts.startedAt,
      durationMs: webhookAttempts.durationMs,
      statusCode: webhookAttempts.statusCode,
      error: webhookAttempts.error,
      responseExcerpt: webhookAttempts.responseExcerpt,
      replay: webhookAttempts.replay,
    })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.id))
    .limit(500);
  const { accnId, ...rest } = row;
  return {
    ...rest,
    attemptLog,
    canReplay: mayManage(principal, accnId) && row.status !== 'PENDING',
  };
}

/**
 * Replays a delivery from the log: the same payload and delivery id, sent again now (a new timestamp and signature).
 * Within the retry window a failure is retried as before; after it, the replay is one attempt. One already waiting
 * for its first attempt or a replay: 409.
 */
export async function replayDelivery(db: Db, principal: Principal, deliveryId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, deliveryId)).for('update');
    if (!row || !mayRead(principal, row.accnId)) throw notFound('Webhook delivery not found');
    if (row.accnId !== principal.accnId) throw notFound('Webhook delivery not found');
    if (row.status === 'PENDING') throw conflict('The delivery is already waiting to be sent');
    const now = new Date();
    const [after] = await tx
      .update(webhookDeliveries)
      .set({
        status: 'PENDING',
        nextAttemptAt: now,
        retryUntil: row.retryUntil > now ? row.retryUntil : now,
      })
      .where(and(eq(webhookDeliveries.deliveryId, deliveryId), eq(webhookDeliveries.status, row.status)))
      .returning();
    if (!after) throw conflict('The delivery changed; reload it');
    await audit(tx, principal, {
      event: 'WEBHOOK_REPLAY',
      entity: 'webhookDelivery',
      entityId: deliveryId,
      before: { status: row.status, attempts: row.attempts },
    });
    const { payload: _payload, accnId: _accn, ...rest } = after;
    return rest;
  });
}
