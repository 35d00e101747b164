import type { ResourceDef } from '../types';

/**
 * GPS trackers and phone apps of a truck operator (`/opadmin/trackingdevices`, key deviceId): the IMEI (15 digits,
 * Luhn check digit, unique on the platform) is what the device reports as its OsmAnd `id`. Fitted to one truck of
 * the same company at a time; every change of truck is kept in the assignment history. The operator sees its own,
 * the platform all.
 */
export const trackingDeviceResource: ResourceDef = {
  name: 'trackingDevice',
  path: 'tracking-devices',
  key: 'deviceId',
  keyGenerated: true,
  fields: [
    { name: 'deviceId', kind: 'code', immutable: true, list: true, sortable: true, mono: true },
    {
      name: 'imei',
      kind: 'code',
      required: true,
      max: 15,
      list: true,
      sortable: true,
      search: true,
      mono: true,
      pattern: { regex: '^[0-9]{15}$', message: 'validation.imei' },
      luhn: true,
    },
    { name: 'model', kind: 'text', required: true, max: 64, list: true, sortable: true, search: true },
    { name: 'simNo', kind: 'phone', max: 24, list: true },
    { name: 'truckId', kind: 'lookup', lookup: 'truck', max: 20, list: true, sortable: true, filter: true },
  ],
  defaultSort: { field: 'imei', order: 'asc' },
  permissions: { read: 'signedIn', write: 'fleet.manage' },
  tenant: 'owned',
  ownerTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'deviceId', desc: ['imei', 'model'] },
  webList: '/opadmin/trackingdevices',
  webDetail: '/opadmin/trackingdevices',
};
