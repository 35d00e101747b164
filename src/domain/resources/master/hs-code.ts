import type { ResourceDef } from '../types';

/** HS 2022 chapters and headings (`/master/hsCode`). Not cached on the client: searched on the server. */
export const hsCodeResource: ResourceDef = {
  name: 'hsCode',
  path: 'hs-codes',
  key: 'hsCode',
  fields: [
    {
      name: 'hsCode',
      kind: 'code',
      required: true,
      max: 10,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      pattern: { regex: '^[0-9]{2}([0-9]{2}([0-9]{2,6})?)?$', message: 'validation.hsCode' },
    },
    {
      name: 'chapter',
      kind: 'code',
      required: true,
      max: 2,
      list: true,
      sortable: true,
      filter: true,
      pattern: { regex: '^[0-9]{2}$', message: 'validation.hsChapter' },
    },
    { name: 'level', kind: 'select', options: ['CHAPTER', 'HEADING', 'SUBHEADING'], required: true, list: true, filter: true },
    { name: 'descEn', kind: 'textarea', required: true, max: 1024, list: true, search: true },
    { name: 'descId', kind: 'textarea', max: 1024, search: true },
  ],
  defaultSort: { field: 'hsCode', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'hsCode', desc: ['hsCode', 'descEn'], descId: ['hsCode', 'descId'] },
  cacheName: 'hsCode',
  webList: '/master/hsCode',
  webDetail: '/master/hsCode',
};
