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
    { name: 'startedAt', label: 'tracking.alertFields.startedAt', kind: 'datetime', list: true, sortable: true },
    {
      name: 'kind',
      label: 'tracking.alertFields.kind',
      kind: 'select',
      // ALERT_KINDS of track-alert-rule.ts (a test holds them equal): importing it would split it into a chunk of its own.
      options: ['SPEEDING', 'STOPPED', 'SILENT', 'FENCE', 'ROUTE'],
      optionsKey: 'resources.trackAlertRule.options.kind',
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'ruleName', label: 'tracking.alertFields.ruleName', kind: 'text', list: true },
    { name: 'vhPlateNo', label: 'tracking.alertFields.vhPlateNo', kind: 'text', list: true, sortable: true },
    { name: 'truckId', label: 'tracking.alertFields.truckId', kind: 'lookup', lookup: 'truck', filterOnly: true, filter: true },
    { name: 'detail', label: 'tracking.alertFields.detail', kind: 'text', list: true },
    { name: 'endedAt', label: 'tracking.alertFields.endedAt', kind: 'datetime', list: true },
    {
      name: 'ack',
      label: 'tracking.alertFields.ack',
      kind: 'select',
      options: ALERT_ACK_STATES,
      optionsKey: 'tracking.ack',
      list: true,
      filter: true,
    },
    { name: 'ackedBy', label: 'tracking.alertFields.ackedBy', kind: 'code', list: true },
    { name: 'remark', label: 'tracking.alertFields.remark', kind: 'text', list: true },
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
  ownApi: { queryKey: 'trackAlerts', search: { placeholder: 'tracking.alerts.searchPlaceholder' } },
};
