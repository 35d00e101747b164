import type { ResourceDef } from '../types';

/** White-label brands (/administrations/whitelabel); served by src/server/whitelabel. */
export const whitelabelResource: ResourceDef = {
  name: 'whitelabel',
  path: 'whitelabels',
  key: 'name',
  fields: [
    // A link to the brand's sign-in page (a cell part).
    { name: 'name', kind: 'code', label: 'whitelabel.name', list: true },
    { name: 'displayName', kind: 'text', label: 'whitelabel.displayName', list: true },
    { name: 'mimeType', kind: 'code', label: 'whitelabel.mimeType', list: true },
    { name: 'updatedAt', kind: 'datetime', label: 'whitelabel.updatedAt', list: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  permissions: { read: 'whitelabel.manage', write: 'whitelabel.manage' },
  tenant: 'platform',
  actions: {},
  webList: '/administrations/whitelabel',
  webDetail: '/administrations/whitelabel',
  title: 'whitelabel.title',
  ownApi: { queryKey: 'whitelabels' },
};
