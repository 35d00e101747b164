import type { ResourceDef } from '../types';

/** The lookup of the caller's company's active users (a department's head). */
export const COMPANY_USER_LOOKUP = 'companyUser';

/**
 * Departments of a company (`/administrations/department`, key deptId; decision 0040): code, name, cost centre, an
 * optional head (a user of the company), active or not. Each company keeps its own (its administrators, users.manage);
 * the platform sees all. Trucks and users may belong to one.
 */
export const departmentResource: ResourceDef = {
  name: 'department',
  path: 'departments',
  key: 'deptId',
  keyGenerated: true,
  fields: [
    { name: 'deptId', kind: 'code', immutable: true, list: true, sortable: true },
    {
      name: 'deptCode',
      kind: 'code',
      required: true,
      max: 16,
      upper: true,
      list: true,
      sortable: true,
      search: true,
      pattern: { regex: '^[A-Za-z0-9_-]{1,16}$', message: 'validation.code' },
    },
    { name: 'deptName', kind: 'text', required: true, max: 128, list: true, sortable: true, search: true },
    { name: 'costCentre', kind: 'code', max: 32, list: true, search: true },
    // The head (optional): one of the company's active users (`…/lookups/companyUser`; checked on the server).
    { name: 'headUsrId', kind: 'lookup', lookup: COMPANY_USER_LOOKUP, max: 35, upper: true, list: true },
  ],
  defaultSort: { field: 'deptName', order: 'asc' },
  permissions: { read: 'signedIn', write: 'users.manage' },
  tenant: 'owned',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  lookup: { value: 'deptId', desc: ['deptName'] },
  webList: '/administrations/department',
  webDetail: '/administrations/department',
};
