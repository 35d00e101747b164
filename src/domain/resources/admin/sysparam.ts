import type { ParamType } from '../../system-params';
import type { ResourceDef } from '../types';

const PARAM_TYPES: readonly ParamType[] = ['INT', 'BOOL', 'STRING'];

/** System parameters (spec §2.3 /administrations/sysparam): listed by the engine, served by src/server/sysparams. */
export const sysparamResource: ResourceDef = {
  name: 'sysparam',
  path: 'sysparams',
  key: 'sysKey',
  fields: [
    { name: 'sysKey', kind: 'code', label: 'sysparam.key', mono: true, list: true, sortable: true, search: true },
    { name: 'sysValue', kind: 'text', label: 'sysparam.value', list: true, sortable: true, search: true },
    {
      name: 'valueType',
      kind: 'select',
      label: 'sysparam.valueType',
      options: PARAM_TYPES,
      optionsKey: 'sysparam.types',
      list: true,
      filter: true,
    },
    // English or Indonesian by the chosen language (a cell part).
    { name: 'description', kind: 'text', label: 'sysparam.description', list: true },
    { name: 'updatedAt', kind: 'datetime', label: 'admin.updatedAt', list: true, sortable: true },
  ],
  defaultSort: { field: 'sysKey', order: 'asc' },
  permissions: { read: 'sysparam.manage', write: 'sysparam.manage' },
  tenant: 'platform',
  actions: {},
  webList: '/administrations/sysparam',
  webDetail: '/administrations/sysparam',
  title: 'sysparam.title',
  ownApi: { queryKey: 'sysparams' },
};
