import { lookupValues } from '../../lookups';
import type { ResourceDef } from '../types';

/** Pickup and drop locations, owned by any company (`/administrations/location-management`, key locId). */
export const locationResource: ResourceDef = {
  name: 'location',
  path: 'locations',
  key: 'locId',
  keyGenerated: true,
  fields: [
    { name: 'locId', kind: 'code', immutable: true, list: true, sortable: true, filter: true },
    { name: 'locName', kind: 'text', required: true, max: 128, list: true, sortable: true, search: true },
    {
      name: 'locType',
      kind: 'lookup',
      lookup: 'location-type',
      options: lookupValues('location-type'),
      required: true,
      list: true,
      filter: true,
    },
    { name: 'addrLn1', kind: 'text', required: true, max: 64, search: true },
    { name: 'addrLn2', kind: 'text', max: 64 },
    { name: 'addrCity', kind: 'text', required: true, max: 64, list: true, sortable: true, search: true },
    { name: 'ctryCode', kind: 'lookup', lookup: 'country', required: true, max: 2, upper: true, list: true, filter: true },
    { name: 'addrProv', kind: 'lookup', lookup: 'province', max: 6, upper: true, list: true },
    { name: 'addrPcode', kind: 'code', max: 10, pattern: { regex: '^[0-9A-Za-z -]{3,10}$', message: 'validation.postalCode' } },
    { name: 'lat', kind: 'decimal', min: -90, maxValue: 90 },
    { name: 'lon', kind: 'decimal', min: -180, maxValue: 180 },
    { name: 'validFrom', kind: 'date' },
    { name: 'validTo', kind: 'date' },
  ],
  defaultSort: { field: 'locName', order: 'asc' },
  permissions: { read: 'signedIn', write: 'location.manage' },
  tenant: 'owned',
  statusField: 'locStatus',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'locId', desc: ['locName', 'addrCity'] },
  webList: '/administrations/location-management',
  webDetail: '/administrations/location-management',
};
