import { ACCOUNT_STATUS_CODES, ACCOUNT_TYPE_CODES } from '../../accounts';
import type { FieldDef, ResourceDef } from '../types';

const ACCOUNT_ID: FieldDef = {
  name: 'accnId',
  kind: 'code',
  label: 'accounts.accnId',
  mono: true,
  list: true,
  sortable: true,
  search: true,
};
const ACCOUNT_NAME: FieldDef = {
  name: 'accnName',
  kind: 'text',
  label: 'company.fields.accnName',
  list: true,
  sortable: true,
  search: true,
};

/**
 * Companies (/manageAccounts/all/list, /opadmin/accounts/co/list); served by
 * src/server/accounts (lifecycle verbs on the company's own screen).
 */
export const accountResource: ResourceDef = {
  name: 'account',
  path: 'accounts',
  key: 'accnId',
  fields: [
    ACCOUNT_ID,
    ACCOUNT_NAME,
    {
      name: 'atypId',
      kind: 'select',
      label: 'accounts.type',
      options: ACCOUNT_TYPE_CODES,
      optionsKey: 'accountType',
      list: true,
      sortable: true,
    },
    // The lifecycle status badge (a cell part).
    {
      name: 'accnStatus',
      kind: 'select',
      label: 'accounts.status',
      options: ACCOUNT_STATUS_CODES,
      optionsKey: 'accountStatus',
      list: true,
      sortable: true,
    },
    { name: 'updatedAt', kind: 'datetime', label: 'admin.updatedAt', list: true, sortable: true },
  ],
  filters: ['accnStatus', 'atypId'],
  defaultSort: { field: 'accnName', order: 'asc' },
  permissions: { read: 'accounts.list', write: 'accounts.lifecycle' },
  tenant: 'platform',
  statusField: 'accnStatus',
  statuses: ACCOUNT_STATUS_CODES,
  actions: {},
  webList: '/manageAccounts/all/list',
  webDetail: '/manageAccount/view',
  title: 'accounts.title',
  ownApi: { queryKey: 'accounts' },
};

/** A forwarder's customer companies (/manageAccountsFfCo/all/list); served by src/server/ff-customers. */
export const ffCustomerResource: ResourceDef = {
  name: 'ffCustomer',
  path: 'ff-customers',
  key: 'accnId',
  fields: [
    ACCOUNT_ID,
    ACCOUNT_NAME,
    { name: 'accnCoyRegn', kind: 'code', label: 'company.fields.accnCoyRegn', list: true },
    { name: 'contactEmail', kind: 'email', label: 'company.fields.contactEmail', list: true },
    { name: 'addrCity', kind: 'text', label: 'company.fields.addrCity', list: true },
    {
      name: 'accnStatus',
      kind: 'select',
      label: 'accounts.status',
      options: ACCOUNT_STATUS_CODES,
      optionsKey: 'accountStatus',
      list: true,
    },
    { name: 'updatedAt', kind: 'datetime', label: 'admin.updatedAt', list: true, sortable: true },
  ],
  filters: [],
  defaultSort: { field: 'accnName', order: 'asc' },
  permissions: { read: 'users.manage', write: 'users.manage' },
  tenant: 'owned',
  statusField: 'accnStatus',
  statuses: ACCOUNT_STATUS_CODES,
  actions: {},
  webList: '/manageAccountsFfCo/all/list',
  webDetail: '/manageAccountsFfCo',
  title: 'ffco.title',
  ownApi: { queryKey: 'ff-customers' },
};
