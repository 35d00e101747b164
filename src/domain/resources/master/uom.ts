import type { ResourceDef } from '../types';

/** UN/ECE Recommendation 20 units (`/master/uom`, key uomCode). */
export const uomResource: ResourceDef = {
  name: 'uom',
  path: 'uoms',
  key: 'uomCode',
  fields: [
    {
      name: 'uomCode',
      kind: 'code',
      required: true,
      max: 3,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      pattern: { regex: '^[A-Za-z0-9]{2,3}$', message: 'validation.code3' },
    },
    { name: 'nameEn', kind: 'text', required: true, max: 64, list: true, sortable: true, search: true },
    { name: 'nameId', kind: 'text', required: true, max: 64, list: true, sortable: true, search: true },
    { name: 'symbol', kind: 'text', max: 16, list: true },
  ],
  defaultSort: { field: 'uomCode', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'uomCode', desc: ['uomCode', 'nameEn'], descId: ['uomCode', 'nameId'] },
  cacheName: 'uom',
  webList: '/master/uom',
  webDetail: '/master/uom',
};
