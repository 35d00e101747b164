import type { NotificationRow, PreferenceRow } from '../../domain/notifications/notifications';

export type { NotificationRow, PreferenceRow };

/** The notifications' query keys (the inbox list's own key is `notifications` too, so one invalidation refreshes all). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  preferences: () => ['notificationPreferences'] as const,
};

/** The title and text in the screen's language. */
export const textOf = (n: NotificationRow, language: string) =>
  language.startsWith('id') ? { title: n.titleId, body: n.bodyId } : { title: n.titleEn, body: n.bodyEn };

/** The bell refreshes its count this often, and when the window gets the focus back. */
export const UNREAD_REFRESH_MS = 60_000;
