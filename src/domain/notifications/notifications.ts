import { z } from 'zod';
import { datatableQuery } from '../datatable';
import { NOTIFIED_EVENT_TYPES, type EventType } from './event-types';
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
export interface NotificationRow {
  id: number;
  type: EventType;
  titleEn: string;
  titleId: string;
  bodyEn: string;
  bodyId: string;
  recordKind: string;
  recordId: string;
  recordPath: string;
  readAt: string | null;
  createdAt: string;
}

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
export interface PreferenceRow {
  ntCode: EventType;
  descEn: string;
  descId: string;
  group: string;
  mandatory: boolean;
  INAPP: boolean;
  EMAIL: boolean;
}

/** The field of a preference in a VALIDATION_FAILED answer: `JOB_ACCEPTED.EMAIL`. */
export const preferenceField = (ntCode: string, channel: string) => `${ntCode}.${channel}`;
