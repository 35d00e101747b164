import type { ResourceDef } from '../types';

/** ISO 4217 currencies (`/master/currency`, key ccyCode). */
export const currencyResource: ResourceDef = {
  name: 'currency',
  path: 'currencies',
  key: 'ccyCode',
  fields: [
    {
      name: 'ccyCode',
      kind: 'code',
      required: true,
      max: 3,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      pattern: { regex: '^[A-Za-z]{3}$', message: 'validation.code3' },
    },
    {
      name: 'numeric',
      kind: 'code',
      required: true,
      max: 3,
      list: true,
      pattern: { regex: '^[0-9]{3}$', message: 'validation.digits3' },
    },
    { name: 'name', kind: 'text', required: true, max: 128, list: true, sortable: true, search: true },
    { name: 'minorUnits', kind: 'int', required: true, min: 0, maxValue: 4, list: true },
  ],
  defaultSort: { field: 'ccyCode', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'ccyCode', desc: ['ccyCode', 'name'] },
  cacheName: 'currency',
  webList: '/master/currency',
  webDetail: '/master/currency',
};
