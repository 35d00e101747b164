import type { NotificationChannel, PortalEvent } from '../../domain/notifications/event-types';
import type { Tx } from '../db/client';
import { enqueueWebhookDeliveries } from '../webhooks/deliveries';
import { deliverEmail, deliverInApp } from './deliverers';

/** An event as the fan-out hands it to a channel: the recorded event with its id and time. */
export type RecordedEvent = PortalEvent & { id: string; occurredAt: Date };

/** What a channel's deliverer is given besides the event: the configured base of links (never request headers). */
export interface FanoutContext {
  publicUrl: string;
}

/**
 * Delivers one event on one channel in the fan-out's transaction (a savepoint: a failure rolls back only this
 * channel, which is retried later). Answers how many deliveries it made (recipients, messages, endpoints).
 */
export type ChannelDeliverer = (tx: Tx, event: RecordedEvent, ctx: FanoutContext) => Promise<number>;

/**
 * The channels every event is delivered on, each independent of the others (decision 0023). `recordEvent` writes
 * one pending delivery per entry; the fan-out calls the entry's deliverer.
 */
export const CHANNEL_DELIVERERS: Partial<Record<NotificationChannel, ChannelDeliverer>> = {
  INAPP: deliverInApp,
  EMAIL: deliverEmail,
  // Each company's webhook endpoints subscribed to the type (src/server/webhooks, decision 0024): a delivery row per
  // endpoint, sent by the webhook worker with its own retries.
  WEBHOOK: (tx, event, ctx) => enqueueWebhookDeliveries(tx, event, ctx.publicUrl),
};

export const DELIVERED_CHANNELS = Object.keys(CHANNEL_DELIVERERS) as NotificationChannel[];
