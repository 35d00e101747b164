import type { ResourceDef } from '../types';

/** Provinces (ISO 3166-2) of Indonesia and Cambodia (`/master/province`, key provinceId). */
export const provinceResource: ResourceDef = {
  name: 'province',
  path: 'provinces',
  key: 'provinceId',
  fields: [
    {
      name: 'provinceId',
      kind: 'code',
      required: true,
      max: 6,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      pattern: { regex: '^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$', message: 'validation.subdivision' },
    },
    {
      name: 'ctryCode',
      kind: 'lookup',
      lookup: 'country',
      required: true,
      max: 2,
      upper: true,
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'name', kind: 'text', required: true, max: 128, list: true, sortable: true, search: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'provinceId', desc: ['name'] },
  cacheName: 'province',
  webList: '/master/province',
  webDetail: '/master/province',
};
