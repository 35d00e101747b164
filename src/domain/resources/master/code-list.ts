import type { Permission } from '../../permissions';
import type { FieldDef, ResourceDef } from '../types';

/**
 * A plain code list (code, English and Indonesian description, status): payment types, thruster
 * types, article categories, attachment types, notification types, contract types.
 */
export function codeListResource(options: {
  name: string;
  path: string;
  key: string;
  web: string;
  cacheName: string;
  extra?: FieldDef[];
  /** Who keeps the list (default: the master data's keepers). */
  write?: Permission;
}): ResourceDef {
  return {
    name: options.name,
    path: options.path,
    key: options.key,
    fields: [
      {
        name: options.key,
        kind: 'code',
        required: true,
        max: 32,
        upper: true,
        immutable: true,
        list: true,
        sortable: true,
        search: true,
        pattern: { regex: '^[A-Za-z0-9_-]{1,32}$', message: 'validation.code' },
      },
      { name: 'descEn', kind: 'text', required: true, max: 256, list: true, sortable: true, search: true },
      { name: 'descId', kind: 'text', required: true, max: 256, list: true, sortable: true, search: true },
      ...(options.extra ?? []),
    ],
    defaultSort: { field: options.key, order: 'asc' },
    permissions: { read: 'signedIn', write: options.write ?? 'master.manage' },
    tenant: 'platform',
    statusField: 'status',
    actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
    lookup: { value: options.key, desc: ['descEn'], descId: ['descId'] },
    cacheName: options.cacheName,
    webList: options.web,
    webDetail: options.web,
  };
}

export const paymentTypeResource = codeListResource({
  name: 'paymentType',
  path: 'payment-types',
  key: 'ptCode',
  web: '/master/paymentType',
  cacheName: 'paymentType',
});
export const thrusterTypeResource = codeListResource({
  name: 'thrusterType',
  path: 'thruster-types',
  key: 'ttCode',
  web: '/master/thrusterType',
  cacheName: 'thrusterType',
});
export const articleCategoryResource = codeListResource({
  name: 'articleCategory',
  path: 'article-categories',
  key: 'arcCode',
  web: '/master/articleCategory',
  cacheName: 'articleCategory',
});
export const contractTypeResource = codeListResource({
  name: 'contractType',
  path: 'contract-types',
  key: 'ctCode',
  web: '/master/contract',
  cacheName: 'contractType',
});
export const attachTypeResource = codeListResource({
  name: 'attachType',
  path: 'attach-types',
  key: 'attType',
  web: '/master/attachType',
  cacheName: 'attachType',
  extra: [
    {
      name: 'scope',
      kind: 'select',
      options: ['COMPANY', 'PERSON', 'VEHICLE', 'DRIVER', 'SHIPMENT', 'CUSTOMS'],
      required: true,
      list: true,
      filter: true,
    },
  ],
});
export const notificationTypeResource = codeListResource({
  name: 'notificationType',
  path: 'notification-types',
  key: 'ntCode',
  web: '/master/notificationType',
  cacheName: 'notificationType',
  // The code is an event type of src/domain/notifications/event-types.ts (decision 0023).
  extra: [
    {
      name: 'grp',
      kind: 'select',
      options: ['jobs', 'billing', 'payments', 'tax', 'accounts', 'contracts', 'registration', 'tracking'],
      required: true,
      list: true,
      filter: true,
    },
    { name: 'mandatory', kind: 'boolean', list: true },
  ],
});
export const announcementTypeResource = codeListResource({
  name: 'announcementType',
  path: 'announcement-types',
  key: 'anntCode',
  web: '/configuration/announcementType',
  cacheName: 'announcementType',
  write: 'announcement.manage',
});
