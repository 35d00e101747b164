import { EVENT_TYPES, type PortalEvent } from '../../domain/notifications/event-types';
import type { Tx } from '../db/client';
import { notificationDeliveries, notificationEvents } from '../db/schema';
import { DELIVERED_CHANNELS } from './channels';

/**
 * Records one event of the portal in the caller's transaction (decision 0023): a `notification_events` row and one
 * PENDING `notification_deliveries` row per channel (in-app, e-mail; webhook at merge). Both commit with the cause
 * or not at all, so a rolled-back cause leaves no event and nothing is ever delivered for it. The pg-boss fan-out
 * (`fanout.ts`) delivers each channel afterwards, independently and with retries. Answers the event's id.
 *
 * After the cause's transaction commits, the route calls its `kickMail()`: it wakes the fan-out at once (otherwise
 * it runs every minute).
 */
export async function recordEvent(tx: Tx, event: PortalEvent): Promise<string> {
  if (!Object.hasOwn(EVENT_TYPES, event.type)) throw new Error(`Unknown event type ${event.type}`);
  if (!event.record.path.startsWith('/')) throw new Error(`A record path starts with /: ${event.record.path}`);
  const [row] = await tx
    .insert(notificationEvents)
    .values({
      type: event.type,
      accnIds: [...new Set(event.accnIds)],
      usrIds: [...new Set(event.usrIds ?? [])],
      record: event.record,
      data: event.data,
    })
    .returning({ id: notificationEvents.id });
  await tx.insert(notificationDeliveries).values(DELIVERED_CHANNELS.map((channel) => ({ eventId: row!.id, channel })));
  return row!.id;
}
