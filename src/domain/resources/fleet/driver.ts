import type { ResourceDef } from '../types';

export const DRIVER_STATES = ['RDY', 'UNRDY', 'ASG', 'CLM', 'EXP', 'PAID'] as const;
export const LICENCE_CLASSES = ['A', 'B1', 'B1_UMUM', 'B2', 'B2_UMUM'] as const;

/** Drivers of a truck operator (`/administrations/driver-management`, key driverId). */
export const driverResource: ResourceDef = {
  name: 'driver',
  path: 'drivers',
  key: 'driverId',
  keyGenerated: true,
  fields: [
    { name: 'driverId', kind: 'code', immutable: true, list: true, sortable: true },
    { name: 'drvName', kind: 'text', required: true, max: 64, list: true, sortable: true, search: true, filter: true },
    {
      name: 'licenceNo',
      kind: 'code',
      required: true,
      max: 20,
      upper: true,
      list: true,
      search: true,
      pattern: { regex: '^[A-Za-z0-9-]{6,20}$', message: 'validation.licenceNo' },
    },
    { name: 'licenceClass', kind: 'select', options: LICENCE_CLASSES, required: true, list: true, filter: true },
    { name: 'licenceExpiry', kind: 'date', required: true, list: true, sortable: true },
    { name: 'licencePhotoAttId', kind: 'file', attType: 'SIM' },
    { name: 'phone', kind: 'phone', required: true, max: 24, list: true },
    { name: 'email', kind: 'email', max: 128 },
    { name: 'drvState', kind: 'select', options: DRIVER_STATES, required: true, list: true, sortable: true, filter: true },
  ],
  defaultSort: { field: 'drvName', order: 'asc' },
  permissions: { read: 'signedIn', write: 'fleet.manage' },
  tenant: 'owned',
  ownerTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'driverId', desc: ['drvName', 'licenceNo'] },
  webList: '/administrations/driver-management',
  webDetail: '/administrations/driver-management',
};
