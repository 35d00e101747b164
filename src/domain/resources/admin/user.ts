import type { ResourceDef } from '../types';

/**
 * Users (/manageUsers/…): `all` the platform's view of every company's users (company column and filter), `own` a
 * company administrator's own users. Served by src/server/users; row actions are the feature's (unlock, reset password).
 */
export function userResource(scope: 'all' | 'own'): ResourceDef {
  return {
    name: scope === 'all' ? 'userAll' : 'user',
    path: 'users',
    key: 'usrId',
    fields: [
      { name: 'usrId', kind: 'code', label: 'users.usrId', mono: true, list: true, sortable: true, search: true },
      { name: 'usrName', kind: 'text', label: 'users.usrName', list: true, sortable: true, search: true },
      ...(scope === 'all'
        ? [
            {
              name: 'accnId',
              kind: 'code' as const,
              label: 'users.company',
              filterLabel: 'users.companyId',
              upper: true,
              list: true,
              sortable: true,
              filter: true,
            },
          ]
        : []),
      { name: 'contactEmail', kind: 'email', label: 'users.contactEmail', list: true, search: true },
      { name: 'contactTel', kind: 'phone', label: 'users.contactTel', list: true },
      // Role names in the chosen language (a cell part).
      { name: 'roles', kind: 'text', label: 'users.roles', list: true },
      {
        name: 'usrStatus',
        kind: 'select',
        label: 'users.status',
        options: ['A', 'I'],
        optionsKey: 'resources.common.status',
        list: true,
        sortable: true,
      },
    ],
    filters: scope === 'all' ? ['usrStatus', 'accnId'] : ['usrStatus'],
    defaultSort: { field: 'usrId', order: 'asc' },
    permissions: { read: 'users.manage', write: 'users.manage' },
    tenant: 'owned',
    statusField: 'usrStatus',
    actions: {},
    webList: scope === 'all' ? '/manageUsers/users/all/list' : '/manageUsers/user/list',
    webDetail: '/manageUsers/user',
    title: scope === 'all' ? 'users.titleAll' : 'users.title',
    ownApi: { queryKey: 'users' },
  };
}
