import { lookupValues } from '../../lookups';
import type { ResourceDef } from '../types';

export const TRUCK_STATES = ['ASSIGNED', 'UNASSIGNED', 'MAINTENANCE'] as const;

/**
 * Trucks of a truck operator (`/administrations/truck-management`, key truckId). The operator
 * sees and changes only its own; the plate number is unique on the platform.
 */
export const truckResource: ResourceDef = {
  name: 'truck',
  path: 'trucks',
  key: 'truckId',
  keyGenerated: true,
  fields: [
    { name: 'truckId', kind: 'code', immutable: true, list: true, sortable: true },
    {
      name: 'vhPlateNo',
      kind: 'code',
      required: true,
      max: 12,
      upper: true,
      list: true,
      sortable: true,
      search: true,
      filter: true,
      pattern: { regex: '^[A-Za-z]{1,2} ?[0-9]{1,4} ?[A-Za-z]{0,3}$', message: 'validation.plateNo' },
    },
    {
      name: 'vhType',
      kind: 'lookup',
      lookup: 'veh-type',
      options: lookupValues('veh-type'),
      required: true,
      max: 32,
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'chassisType', kind: 'lookup', lookup: 'chassis-type', options: lookupValues('chassis-type'), max: 8, list: true },
    {
      name: 'vhState',
      kind: 'select',
      options: ['ASSIGNED', 'UNASSIGNED', 'MAINTENANCE'],
      required: true,
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'make', kind: 'text', max: 64, search: true },
    { name: 'yearBuilt', kind: 'int', min: 1980, maxValue: 2100 },
    { name: 'maxWeightKg', kind: 'int', min: 0, maxValue: 100000 },
    { name: 'volumeM3', kind: 'decimal', min: 0 },
    { name: 'lengthMm', kind: 'int', min: 1000, maxValue: 25000 },
    { name: 'widthMm', kind: 'int', min: 1000, maxValue: 3000 },
    { name: 'heightMm', kind: 'int', min: 1000, maxValue: 5000 },
    { name: 'deptId', kind: 'lookup', lookup: 'department', max: 20 },
    { name: 'photoAttId', kind: 'file', attType: 'TRUCK_PHOTO' },
    { name: 'stnkExpiry', kind: 'date', list: true },
    { name: 'kirExpiry', kind: 'date', list: true },
    { name: 'insuranceExpiry', kind: 'date' },
  ],
  defaultSort: { field: 'vhPlateNo', order: 'asc' },
  permissions: { read: 'signedIn', write: 'fleet.manage' },
  tenant: 'owned',
  ownerTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'truckId', desc: ['vhPlateNo', 'vhType'] },
  webList: '/administrations/truck-management',
  webDetail: '/administrations/truck-management',
};
