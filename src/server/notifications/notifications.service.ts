import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { EVENT_TYPES, NOTIFIED_EVENT_TYPES, type EventType } from '../../domain/notifications/event-types';
import {
  preferenceField,
  type NotificationListQuery,
  type PreferenceRow,
  type PreferencesInput,
} from '../../domain/notifications/notifications';
import { renderHtml, renderText, SAMPLE_VALUES, type TemplateText } from '../../domain/notifications/templates';
import type { Db, DbOrTx } from '../db/client';
import { notificationPreferences, notifications, notificationTypes } from '../db/schema';
import { audit } from '../http/audit';
import { pagedFrom } from '../http/datatable';
import { notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

const columns = {
  id: notifications.id,
  type: notifications.type,
  titleEn: notifications.titleEn,
  titleId: notifications.titleId,
  bodyEn: notifications.bodyEn,
  bodyId: notifications.bodyId,
  recordKind: notifications.recordKind,
  recordId: notifications.recordId,
  recordPath: notifications.recordPath,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** The caller's own notifications, newest first (server-paged); another user's are never listed. */
export async function listNotifications(db: Db, p: Principal, q: NotificationListQuery) {
  const filters: SQL[] = [];
  if (q.read === 'READ') filters.push(isNotNull(notifications.readAt));
  if (q.read === 'UNREAD') filters.push(isNull(notifications.readAt));
  if (q.type) filters.push(eq(notifications.type, q.type));
  return pagedFrom(q, {
    columns,
    from: (fields) => db.select(fields).from(notifications),
    scope: eq(notifications.usrId, p.usrId),
    filter: filters.length ? and(...filters) : undefined,
    order: [desc(notifications.createdAt), desc(notifications.id)],
  });
}

/** How many of the caller's notifications are unread (the bell; the partial index on unread rows answers it). */
export async function unreadCount(db: DbOrTx, p: Principal): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.usrId, p.usrId), isNull(notifications.readAt)));
  return row!.n;
}

/** Marks one of the caller's notifications read (again: unchanged). Another user's is not found (404). */
export async function markRead(db: Db, p: Principal, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(columns)
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.usrId, p.usrId)))
      .for('update');
    if (!row) throw notFound('notifications.errors.notFound');
    if (row.readAt) return row;
    const [after] = await tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id)).returning(columns);
    await audit(tx, p, {
      event: 'NOTIFICATION_READ',
      entity: 'notification',
      entityId: String(id),
      before: { readAt: null },
      after: { readAt: after!.readAt },
    });
    return after!;
  });
}

/** Marks every unread notification of the caller read; answers how many. */
export async function markAllRead(db: Db, p: Principal): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.usrId, p.usrId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0)
      await audit(tx, p, { event: 'NOTIFICATION_READ_ALL', entity: 'notification', after: { count: rows.length } });
    return rows.length;
  });
}

const isMandatory = (code: EventType, master: boolean) =>
  master || Boolean((EVENT_TYPES[code] as { mandatory?: true }).mandatory);

/** The caller's grid: every active type (by group), on/off per channel; a mandatory type is on. */
export async function getPreferences(db: DbOrTx, p: Principal): Promise<PreferenceRow[]> {
  const types = await db
    .select()
    .from(notificationTypes)
    .where(and(eq(notificationTypes.status, 'A'), inArray(notificationTypes.ntCode, NOTIFIED_EVENT_TYPES)))
    .orderBy(asc(notificationTypes.grp), asc(notificationTypes.ntCode));
  const prefs = await db.select().from(notificationPreferences).where(eq(notificationPreferences.usrId, p.usrId));
  const on = (code: string, channel: string) => prefs.find((x) => x.ntCode === code && x.channel === channel)?.enabled ?? true;
  return types.map((t) => {
    const mandatory = isMandatory(t.ntCode as EventType, t.mandatory);
    return {
      ntCode: t.ntCode as EventType,
      descEn: t.descEn,
      descId: t.descId,
      group: t.grp,
      mandatory,
      INAPP: mandatory || on(t.ntCode, 'INAPP'),
      EMAIL: mandatory || on(t.ntCode, 'EMAIL'),
    };
  });
}

/**
 * Saves the caller's choices (each item one type and channel). Switching a mandatory type off is a field error
 * (`JOB_ACCEPTED.EMAIL`), and nothing is saved; a type the master does not have is a field error too. Audited.
 */
export async function savePreferences(db: Db, p: Principal, input: PreferencesInput): Promise<PreferenceRow[]> {
  return db.transaction(async (tx) => {
    const codes = [...new Set(input.items.map((i) => i.ntCode))];
    const types = codes.length ? await tx.select().from(notificationTypes).where(inArray(notificationTypes.ntCode, codes)) : [];
    const errors: Record<string, string> = {};
    for (const item of input.items) {
      const type = types.find((t) => t.ntCode === item.ntCode);
      const field = preferenceField(item.ntCode, item.channel);
      if (!type) errors[field] = 'notifications.errors.unknownType';
      else if (!item.enabled && isMandatory(item.ntCode, type.mandatory)) errors[field] = 'notifications.errors.mandatory';
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const before = await getPreferences(tx, p);
    if (input.items.length > 0)
      await tx
        .insert(notificationPreferences)
        .values(input.items.map((i) => ({ usrId: p.usrId, ntCode: i.ntCode, channel: i.channel, enabled: i.enabled })))
        .onConflictDoUpdate({
          target: [notificationPreferences.usrId, notificationPreferences.ntCode, notificationPreferences.channel],
          set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
        });
    const after = await getPreferences(tx, p);
    const changed = (rows: PreferenceRow[]) =>
      Object.fromEntries(
        rows
          .filter((r) => input.items.some((i) => i.ntCode === r.ntCode))
          .map((r) => [r.ntCode, { INAPP: r.INAPP, EMAIL: r.EMAIL }]),
      );
    await audit(tx, p, {
      event: 'NOTIFICATION_PREFERENCES',
      entity: 'notificationPreferences',
      entityId: p.usrId,
      before: changed(before),
      after: changed(after),
    });
    return after;
  });
}

/**
 * A template rendered with sample data (before saving): the subject and body as text, and for e-mail the body as
 * HTML with every value escaped.
 */
export function previewTemplate(t: TemplateText) {
  return {
    subject: renderText(t.subject, SAMPLE_VALUES),
    body: renderText(t.body, SAMPLE_VALUES),
    html: t.channel === 'EMAIL' ? renderHtml(t.body, SAMPLE_VALUES) : null,
  };
}
