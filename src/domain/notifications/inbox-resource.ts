import type { ResourceDef } from '../resources/types';
import { NOTIFIED_EVENT_TYPES } from './event-types';

/**
 * One's notifications (`/session/notification`, issue 17): listed by the engine's web list from the own API
 * `GET …/notifications` (server-paged, newest first; filters read/unread and type). Every signed-in user; each
 * sees only their own (the server scopes by the session's user).
 */
export const notificationInboxResource: ResourceDef = {
  name: 'notificationInbox',
  path: 'notifications',
  key: 'id',
  keyGenerated: true,
  fields: [
    { name: 'createdAt', label: 'notifications.fields.createdAt', kind: 'datetime', list: true },
    {
      name: 'type',
      label: 'notifications.fields.type',
      kind: 'select',
      options: NOTIFIED_EVENT_TYPES,
      optionsKey: 'notifications.types',
      list: true,
      filter: true,
    },
    { name: 'titleEn', label: 'notifications.fields.title', kind: 'text', list: true },
    {
      name: 'read',
      label: 'notifications.fields.read',
      kind: 'select',
      options: ['UNREAD', 'READ'],
      optionsKey: 'notifications.readStates',
      filterOnly: true,
      filter: true,
    },
  ],
  filters: ['read', 'type'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'owned',
  actions: {},
  webList: '/session/notification',
  webDetail: '/session/notification',
  ownApi: { queryKey: 'notifications', search: false },
};
