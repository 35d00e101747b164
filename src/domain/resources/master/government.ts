import type { ResourceDef } from '../types';

const common = {
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
} as const satisfies Partial<ResourceDef>;

const code = (name: string, max: number) =>
  ({
    name,
    kind: 'code',
    required: true,
    max,
    upper: true,
    immutable: true,
    list: true,
    sortable: true,
    search: true,
    pattern: { regex: '^[A-Za-z0-9_-]{2,32}$', message: 'validation.code' },
  }) as const;

/** Ministries relevant to port clearance (`/master/ministry`). */
export const ministryResource: ResourceDef = {
  ...common,
  name: 'ministry',
  path: 'ministries',
  key: 'ministryCode',
  fields: [
    code('ministryCode', 32),
    { name: 'ctryCode', kind: 'lookup', lookup: 'country', required: true, max: 2, upper: true, list: true, filter: true },
    { name: 'nameEn', kind: 'text', required: true, max: 256, list: true, sortable: true, search: true },
    { name: 'nameId', kind: 'text', required: true, max: 256, list: true, search: true },
    { name: 'shortName', kind: 'text', max: 32, list: true, search: true },
  ],
  defaultSort: { field: 'nameEn', order: 'asc' },
  lookup: { value: 'ministryCode', desc: ['nameEn'], descId: ['nameId'] },
  cacheName: 'ministry',
  webList: '/master/ministry',
  webDetail: '/master/ministry',
};

/** Government agencies at the port (`/master/agency`), each under a ministry. */
export const agencyResource: ResourceDef = {
  ...common,
  name: 'agency',
  path: 'agencies',
  key: 'agencyCode',
  fields: [
    code('agencyCode', 32),
    { name: 'ministryCode', kind: 'lookup', lookup: 'ministry', required: true, max: 32, list: true, filter: true },
    { name: 'ctryCode', kind: 'lookup', lookup: 'country', required: true, max: 2, upper: true, list: true, filter: true },
    { name: 'nameEn', kind: 'text', required: true, max: 256, list: true, sortable: true, search: true },
    { name: 'nameId', kind: 'text', required: true, max: 256, search: true },
    { name: 'shortName', kind: 'text', max: 32, list: true, search: true },
    { name: 'role', kind: 'textarea', max: 1024 },
  ],
  defaultSort: { field: 'nameEn', order: 'asc' },
  lookup: { value: 'agencyCode', desc: ['nameEn'], descId: ['nameId'] },
  cacheName: 'agency',
  webList: '/master/agency',
  webDetail: '/master/agency',
};

/** Offices of an agency at a port (`/master/agencyoffice`). */
export const agencyOfficeResource: ResourceDef = {
  ...common,
  name: 'agencyOffice',
  path: 'agency-offices',
  key: 'officeCode',
  fields: [
    code('officeCode', 32),
    { name: 'agencyCode', kind: 'lookup', lookup: 'agency', required: true, max: 32, list: true, filter: true },
    { name: 'portCode', kind: 'lookup', lookup: 'port', required: true, max: 5, upper: true, list: true, filter: true },
    { name: 'name', kind: 'text', required: true, max: 256, list: true, sortable: true, search: true },
    { name: 'shortName', kind: 'text', max: 64, list: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  lookup: { value: 'officeCode', desc: ['name'] },
  cacheName: 'agencyOffice',
  webList: '/master/agencyoffice',
  webDetail: '/master/agencyoffice',
};

/** Container terminals of a port (`/master/portTerminal`); their lookup narrows by port. */
export const portTerminalResource: ResourceDef = {
  ...common,
  name: 'portTerminal',
  path: 'port-terminals',
  key: 'terminalCode',
  fields: [
    code('terminalCode', 32),
    {
      name: 'portCode',
      kind: 'lookup',
      lookup: 'port',
      required: true,
      max: 5,
      upper: true,
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'name', kind: 'text', required: true, max: 256, list: true, sortable: true, search: true },
    { name: 'operator', kind: 'text', max: 256, list: true, search: true },
    {
      name: 'kind',
      kind: 'select',
      options: ['CONTAINER', 'MULTIPURPOSE', 'BULK', 'LIQUID', 'RORO'],
      required: true,
      list: true,
      filter: true,
    },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  lookup: { value: 'terminalCode', desc: ['name'] },
  cacheName: 'portTerminal',
  webList: '/master/portTerminal',
  webDetail: '/master/portTerminal',
};
