import type { ResourceDef } from '../types';

/** The document repository (/administrations/document/list, /configuration/docRepo); served by src/server/files. */
export const documentResource: ResourceDef = {
  name: 'document',
  path: 'documents',
  key: 'attId',
  keyGenerated: true,
  fields: [
    { name: 'attName', kind: 'text', label: 'documents.name', list: true, search: true },
    { name: 'attType', kind: 'lookup', lookup: 'attachType', label: 'documents.type', list: true, filter: true },
    // "12 KB" (a cell part).
    { name: 'attSize', kind: 'int', label: 'documents.size', list: true },
    { name: 'validTo', kind: 'date', label: 'documents.validTo', list: true },
    { name: 'createdAt', kind: 'datetime', label: 'documents.createdAt', list: true },
    { name: 'createdBy', kind: 'code', label: 'documents.createdBy', list: true },
    { name: 'attReferenceid', kind: 'text', label: 'documents.name', filterOnly: true, hiddenFilter: true },
    { name: 'accnId', kind: 'code', label: 'documents.name', filterOnly: true, hiddenFilter: true },
  ],
  filters: ['attType', 'attReferenceid', 'accnId'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  permissions: { read: 'signedIn', write: 'documents.manage' },
  tenant: 'owned',
  actions: {},
  webList: '/administrations/document/list',
  webDetail: '/administrations/document/list',
  title: 'documents.title',
  ownApi: { queryKey: 'documents' },
};
