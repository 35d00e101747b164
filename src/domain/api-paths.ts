/** The API's base path: every route of the server lives under it, and the web's API client calls it (one constant). */
export const API_BASE = '/api';

/** The trucking portal's API (spec §7): `${API_BASE}/v1/lintas/trucking`. */
export const TRUCKING_API = `${API_BASE}/v1/lintas/trucking`;

/** The notifications' API (issue 17, decision 0023): under `${TRUCKING_API}`. */
export const NOTIFICATIONS_API = {
  list: `${TRUCKING_API}/notifications`,
  unreadCount: `${TRUCKING_API}/notifications/unread-count`,
  readAll: `${TRUCKING_API}/notifications/read-all`,
  read: `${TRUCKING_API}/notifications/:id/read`,
  preferences: `${TRUCKING_API}/notification-preferences`,
  templatePreview: `${TRUCKING_API}/notification-templates/preview`,
} as const;
