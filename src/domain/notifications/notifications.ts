import { z } from 'zod';
import { datatableQuery } from '../datatable';
import { timestamp, type WireOf } from '../wire';
import { EVENT_TYPE_CODES, NOTIFIED_EVENT_TYPES, type EventType } from './event-types';
import { TEMPLATE_CHANNELS } from './templates';

/** The list of one's notifications (`/session/notification`, the bell): read or unread, one type. */
export const notificationListQuery = datatableQuery
  .extend({
    read: z.enum(['READ', 'UNREAD']).optional(),
    type: z.enum(NOTIFIED_EVENT_TYPES as [EventType, ...EventType[]]).optional(),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** One in-app notification as the API answers it (both languages: the screen shows its own). */
export const notificationRow = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_TYPE_CODES as [EventType, ...EventType[]]),
  titleEn: z.string(),
  titleId: z.string(),
  bodyEn: z.string(),
  bodyId: z.string(),
  recordKind: z.string(),
  recordId: z.string(),
  recordPath: z.string().describe('The portal route of the record, without the /trucking base'),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type NotificationRow = WireOf<typeof notificationRow>;

/** A user's preference per type and channel (in-app, e-mail), the preferences screen's form and the save. */
export const preferenceItem = z
  .object({
    ntCode: z.enum(NOTIFIED_EVENT_TYPES as [EventType, ...EventType[]], { message: 'notifications.errors.unknownType' }),
    channel: z.enum(TEMPLATE_CHANNELS),
    enabled: z.boolean(),
  })
  .strict();
export const preferencesInput = z.object({ items: z.array(preferenceItem).max(200) }).strict();
export type PreferencesInput = z.infer<typeof preferencesInput>;

/** One row of the preferences grid. */
export const preferenceRow = z.object({
  ntCode: z.enum(NOTIFIED_EVENT_TYPES as [EventType, ...EventType[]]),
  descEn: z.string(),
  descId: z.string(),
  group: z.string(),
  mandatory: z.boolean(),
  INAPP: z.boolean(),
  EMAIL: z.boolean(),
});
export type PreferenceRow = z.infer<typeof preferenceRow>;

/** The field of a preference in a VALIDATION_FAILED answer: `JOB_ACCEPTED.EMAIL`. */
export const preferenceField = (ntCode: string, channel: string) => `${ntCode}.${channel}`;
