import type { FieldDef, ResourceDef } from '../types';

/** A date range's ends: filters only, sent as `from`/`to` (YYYY-MM-DD). */
const DATE_RANGE: FieldDef[] = [
  { name: 'from', kind: 'date', label: 'audit.from', filterOnly: true },
  { name: 'to', kind: 'date', label: 'audit.to', filterOnly: true },
];

/** The audit log (/administrations/audit): who changed what; served by src/server/logs. */
export const auditResource: ResourceDef = {
  name: 'audit',
  path: 'audit',
  key: 'id',
  keyGenerated: true,
  fields: [
    { name: 'audtEvent', kind: 'code', label: 'audit.event', list: true, sortable: true },
    { name: 'audtTimestamp', kind: 'datetime', seconds: true, label: 'audit.timestamp', list: true, sortable: true },
    { name: 'audtRemarks', kind: 'text', label: 'audit.remarks', list: true },
    { name: 'audtUid', kind: 'code', label: 'audit.user', list: true, sortable: true },
    { name: 'audtUname', kind: 'text', label: 'audit.userName', list: true },
    // "entity / entityId" (a cell part).
    { name: 'entity', kind: 'text', label: 'audit.entity', list: true },
    { name: 'entityId', kind: 'text', label: 'audit.entity', filterOnly: true, hiddenFilter: true },
    ...DATE_RANGE,
  ],
  filters: ['from', 'to', 'audtUid', 'audtEvent', 'entity', 'entityId'],
  defaultSort: { field: 'audtTimestamp', order: 'desc' },
  permissions: { read: 'logs.read', write: 'logs.read' },
  tenant: 'platform',
  actions: {},
  webList: '/administrations/audit',
  webDetail: '/administrations/audit',
  title: 'audit.title',
  ownApi: { queryKey: 'audit' },
};

/** The exception log (/administrations/exception): server errors; served by src/server/logs. */
export const exceptionResource: ResourceDef = {
  name: 'exception',
  path: 'exceptions',
  key: 'id',
  keyGenerated: true,
  fields: [
    { name: 'occurredAt', kind: 'datetime', seconds: true, label: 'exceptionLog.occurredAt', list: true },
    // "METHOD url" and "user / company" (cell parts).
    { name: 'request', kind: 'text', label: 'exceptionLog.request', list: true },
    { name: 'user', kind: 'text', label: 'audit.user', list: true },
    { name: 'message', kind: 'text', label: 'exceptionLog.message', list: true },
    ...DATE_RANGE,
  ],
  filters: ['from', 'to'],
  defaultSort: { field: 'occurredAt', order: 'desc' },
  permissions: { read: 'logs.read', write: 'logs.read' },
  tenant: 'platform',
  actions: {},
  webList: '/administrations/exception',
  webDetail: '/administrations/exception',
  title: 'exceptionLog.title',
  ownApi: { queryKey: 'exceptions' },
};
