import type { ResourceDef } from '../types';

/**
 * Alert rule kinds (decision 0021): threshold in km/h, minutes, minutes, none, km. Here, with no imports, so the menu
 * in the app's shell reads the definition without zod or a chunk of its own.
 */
export const ALERT_KINDS = ['SPEEDING', 'STOPPED', 'SILENT', 'FENCE', 'ROUTE'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const FENCE_ALERT_KINDS = ['ENTER', 'EXIT', 'BOTH'] as const;

/**
 * A truck operator's alert rules (`/administrations/alert/rules`, decision 0021): speeding over `threshold` km/h,
 * stopped over `threshold` minutes outside every geofence, silent for `threshold` minutes, entering/exiting a
 * geofence (one location or any), leaving the planned route by over `threshold` km. Kept by the company's
 * administrator (`alerts.manage`); its alerts go to `notifyEmail`, else the company's e-mail.
 */
export const trackAlertRuleResource: ResourceDef = {
  name: 'trackAlertRule',
  path: 'tracking-alert-rules',
  key: 'ruleId',
  keyGenerated: true,
  fields: [
    { name: 'ruleId', kind: 'code', immutable: true, list: true, sortable: true, mono: true },
    { name: 'ruleName', kind: 'text', required: true, max: 64, list: true, sortable: true, search: true },
    { name: 'kind', kind: 'select', required: true, options: ALERT_KINDS, list: true, sortable: true, filter: true },
    { name: 'threshold', kind: 'int', min: 1, maxValue: 100000, list: true },
    { name: 'locId', kind: 'lookup', lookup: 'location', max: 20, list: true },
    { name: 'fenceKind', kind: 'select', options: FENCE_ALERT_KINDS, list: true },
    { name: 'notifyEmail', kind: 'email', max: 128, list: true },
  ],
  defaultSort: { field: 'ruleName', order: 'asc' },
  permissions: { read: 'alerts.manage', write: 'alerts.manage' },
  tenant: 'owned',
  ownerTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], activate: ['I'], deactivate: ['A'], delete: ['I'] },
  webList: '/administrations/alert/rules',
  webDetail: '/administrations/alert/rules',
};
