import { OUTBOX_STATUSES } from '../../outbox';
import type { ResourceDef } from '../types';

/** The outbox (/administrations/outbox): e-mails sent or to send; served by src/server/mail/outbox.routes.ts. */
export const outboxResource: ResourceDef = {
  name: 'outbox',
  path: 'outbox',
  key: 'id',
  keyGenerated: true,
  fields: [
    { name: 'createdAt', kind: 'datetime', seconds: true, label: 'outbox.created', list: true },
    { name: 'toAddress', kind: 'email', label: 'outbox.to', list: true, search: true },
    { name: 'subject', kind: 'text', label: 'outbox.subject', list: true, search: true },
    {
      name: 'status',
      kind: 'select',
      label: 'outbox.statusFilter',
      options: OUTBOX_STATUSES,
      optionsKey: 'outbox.status',
      list: true,
      filter: true,
    },
    { name: 'attempts', kind: 'int', label: 'outbox.attempts', list: true },
    { name: 'sentAt', kind: 'datetime', seconds: true, label: 'outbox.sent', list: true },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  permissions: { read: 'outbox.read', write: 'outbox.read' },
  tenant: 'platform',
  actions: {},
  webList: '/administrations/outbox',
  webDetail: '/administrations/outbox',
  title: 'outbox.title',
  ownApi: { queryKey: 'outbox', search: { placeholder: 'outbox.searchPlaceholder' } },
};
