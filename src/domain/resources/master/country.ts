import type { ResourceDef } from '../types';

/** ISO 3166-1 countries (master data; `/master/country`, key ctryCode). */
export const countryResource: ResourceDef = {
  name: 'country',
  path: 'countries',
  key: 'ctryCode',
  fields: [
    {
      name: 'ctryCode',
      kind: 'code',
      required: true,
      max: 2,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      pattern: { regex: '^[A-Za-z]{2}$', message: 'validation.code2' },
    },
    {
      name: 'alpha3',
      kind: 'code',
      required: true,
      max: 3,
      upper: true,
      list: true,
      pattern: { regex: '^[A-Za-z]{3}$', message: 'validation.code3' },
    },
    { name: 'numeric', kind: 'code', required: true, max: 3, pattern: { regex: '^[0-9]{3}$', message: 'validation.digits3' } },
    { name: 'nameEn', kind: 'text', required: true, max: 128, list: true, sortable: true, search: true },
    { name: 'nameId', kind: 'text', required: true, max: 128, list: true, sortable: true, search: true },
  ],
  defaultSort: { field: 'nameEn', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'ctryCode', desc: ['nameEn'], descId: ['nameId'] },
  cacheName: 'country',
  webList: '/master/country',
  webDetail: '/master/country',
};
