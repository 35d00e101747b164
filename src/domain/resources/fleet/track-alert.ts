import { ALERT_KINDS } from '../../tracking/alerts';
import type { ResourceDef } from '../types';

/** Acknowledged or not: the alerts list's filter. */
export const ALERT_ACK_STATES = ['OPEN', 'ACKED'] as const;

/**
 * Raised alerts (`/administrations/alert`, decision 0021), newest first; served by src/server/tracking
 * (`GET …/tracking/alerts`). The operator sees its trucks' alerts and acknowledges them with a remark.
 */
export const trackAlertResource: ResourceDef = {
  name: 'trackAlert',
  path: 'tracking/alerts',
  key: 'id',
  keyGenerated: true,
  fields: [
    { name: 'startedAt', kind: 'datetime', list: true, sortable: true },
    { name: 'kind', kind: 'select', options: ALERT_KINDS, list: true, sortable: true, filter: true },
    { name: 'ruleName', kind: 'text', list: true },
    { name: 'vhPlateNo', kind: 'text', list: true, sortable: true },
    { name: 'truckId', kind: 'lookup', lookup: 'truck', filterOnly: true, filter: true },
    { name: 'detail', kind: 'text', list: true },
    { name: 'endedAt', kind: 'datetime', list: true },
    { name: 'ack', kind: 'select', options: ALERT_ACK_STATES, list: true, filter: true },
    { name: 'ackedBy', kind: 'code', list: true },
    { name: 'remark', kind: 'text', list: true },
    { name: 'from', kind: 'date', label: 'audit.from', filterOnly: true },
    { name: 'to', kind: 'date', label: 'audit.to', filterOnly: true },
  ],
  filters: ['from', 'to', 'truckId', 'kind', 'ack'],
  defaultSort: { field: 'startedAt', order: 'desc' },
  permissions: { read: 'fleet.manage', write: 'fleet.manage' },
  tenant: 'owned',
  actions: {},
  webList: '/administrations/alert',
  webDetail: '/administrations/alert',
  ownApi: { queryKey: 'trackAlerts', search: { placeholder: 'resources.trackAlert.searchPlaceholder' } },
};
