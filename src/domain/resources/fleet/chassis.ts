import { lookupValues } from '../../lookups';
import type { ResourceDef } from '../types';

/** Chassis of a truck operator (`/administrations/chassis-management`, key chsId = the chassis number). */
export const chassisResource: ResourceDef = {
  name: 'chassis',
  path: 'chassis',
  key: 'chsId',
  fields: [
    {
      name: 'chsId',
      kind: 'code',
      required: true,
      max: 20,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      filter: true,
      pattern: { regex: '^[A-Za-z0-9-]{4,20}$', message: 'validation.chassisNo' },
    },
    {
      name: 'chsType',
      kind: 'lookup',
      lookup: 'chassis-type',
      options: lookupValues('chassis-type'),
      required: true,
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'make', kind: 'text', max: 64, list: true, search: true },
    { name: 'yearBuilt', kind: 'int', min: 1980, maxValue: 2100, list: true },
    { name: 'kirExpiry', kind: 'date', list: true },
  ],
  defaultSort: { field: 'chsId', order: 'asc' },
  permissions: { read: 'signedIn', write: 'fleet.manage' },
  tenant: 'owned',
  ownerTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  statusField: 'chsStatus',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'chsId', desc: ['chsId', 'chsType'] },
  webList: '/administrations/chassis-management',
  webDetail: '/administrations/chassis-management',
};
