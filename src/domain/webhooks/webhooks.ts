import { z } from 'zod';
import { EVENT_TYPES, EVENT_TYPE_CODES, type EventType } from '../notifications/event-types';

/**
 * Webhooks (issue 17, decision 0024): a company administrator's endpoints, the deliveries of the portal's events to
 * them and each delivery's attempts. The form and the server check the endpoint with the same schema.
 */

/** The events an endpoint may subscribe to: every event of the portal but the test event. */
export const SUBSCRIBABLE_EVENTS: readonly EventType[] = EVENT_TYPE_CODES.filter((t) => EVENT_TYPES[t].group !== 'webhooks');

/** The subscribable events by group, in the list's order (the form's checkboxes). */
export function eventsByGroup(): Array<{ group: string; events: EventType[] }> {
  const out: Array<{ group: string; events: EventType[] }> = [];
  for (const type of SUBSCRIBABLE_EVENTS) {
    const group = EVENT_TYPES[type].group;
    let entry = out.find((g) => g.group === group);
    if (!entry) out.push((entry = { group, events: [] }));
    entry.events.push(type);
  }
  return out;
}

export const DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The signing secret's prefix (32 random bytes in base64url follow). */
export const SECRET_PREFIX = 'whsec_';

const eventType = z.enum(SUBSCRIBABLE_EVENTS as [EventType, ...EventType[]], { message: 'validation.option' });

/** http(s) only, no credentials in it, at most 2000 characters. Whether http and private hosts pass is the server's. */
export const webhookUrl = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(2000, 'validation.tooLong')
  .refine((value) => {
    try {
      const u = new URL(value);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'webhooks.errors.url');

/** A new endpoint or its change (the form's values): URL, description, the events or all, active. */
export const webhookEndpointInput = z
  .object({
    url: webhookUrl,
    description: z.string().trim().max(200, 'validation.tooLong').default(''),
    allEvents: z.boolean(),
    events: z.array(eventType).max(SUBSCRIBABLE_EVENTS.length, 'validation.option').default([]),
    active: z.boolean(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.allEvents && v.events.length === 0)
      ctx.addIssue({ code: 'custom', path: ['events'], message: 'webhooks.errors.events' });
  });
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;

/** A change carries the version the user saw (a stale one: 409). */
export const webhookEndpointUpdate = z
  .object({
    url: webhookUrl,
    description: z.string().trim().max(200, 'validation.tooLong').default(''),
    allEvents: z.boolean(),
    events: z.array(eventType).max(SUBSCRIBABLE_EVENTS.length, 'validation.option').default([]),
    active: z.boolean(),
    version: z.number().int().min(1),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.allEvents && v.events.length === 0)
      ctx.addIssue({ code: 'custom', path: ['events'], message: 'webhooks.errors.events' });
  });
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdate>;

/** An endpoint as the API answers it (never its secret, but its last four characters). */
export const webhookEndpointRow = z.object({
  endpointId: z.string(),
  accnId: z.string(),
  accnName: z.string().nullable(),
  url: z.string(),
  description: z.string(),
  allEvents: z.boolean(),
  events: z.array(z.string()),
  active: z.boolean(),
  secretHint: z.string().describe('The secret\u2019s last four characters'),
  createdAt: z.date(),
  createdBy: z.string(),
  updatedAt: z.date(),
  version: z.number().int(),
  /** Deliveries not yet final, and failed ones (the list's health column). */
  pending: z.number().int(),
  failed: z.number().int(),
  /** The caller may change it (its company's administrator). */
  canManage: z.boolean(),
});

/** The answer to create and roll: the endpoint and its secret, shown this once. */
export const webhookEndpointWithSecret = webhookEndpointRow.extend({ secret: z.string() });

export const webhookDeliveryRow = z.object({
  deliveryId: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.date().nullable(),
  retryUntil: z.date(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.date().nullable(),
  createdAt: z.date(),
});

export const webhookAttemptRow = z.object({
  attemptNo: z.number().int(),
  startedAt: z.date(),
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  replay: z.boolean(),
});

/** A delivery with its payload (exactly the bytes signed) and its attempts, oldest first. */
export const webhookDeliveryDetail = webhookDeliveryRow.extend({
  payload: z.string(),
  attemptLog: z.array(webhookAttemptRow),
  canReplay: z.boolean(),
});

/** The payload of every delivery (documented per event type in the OpenAPI document). */
export interface WebhookPayload {
  id: string;
  type: EventType;
  occurredAt: string;
  record: { kind: string; id: string; url: string };
  data: Record<string, string | number | null>;
}
