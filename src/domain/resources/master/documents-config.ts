import type { ResourceDef } from '../types';

const common = {
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
} as const satisfies Partial<ResourceDef>;

/** Which supporting document each kind of company provides at registration, and whether it is mandatory (`/master/docAssociate`). */
export const docAssociateResource: ResourceDef = {
  ...common,
  name: 'docAssociate',
  path: 'doc-associates',
  key: 'docAssocId',
  keyGenerated: true,
  fields: [
    { name: 'docAssocId', kind: 'code', immutable: true, list: true, sortable: true },
    { name: 'attType', kind: 'lookup', lookup: 'attachType', required: true, max: 32, list: true, sortable: true, filter: true },
    {
      name: 'atypId',
      kind: 'select',
      options: ['ACC_TYPE_CO', 'ACC_TYPE_FF_CO', 'ACC_TYPE_FF', 'ACC_TYPE_TO', 'ACC_TYPE_TO_WJ', 'ACC_TYPE_SL', 'ACC_TYPE_SP'],
      required: true,
      list: true,
      sortable: true,
      filter: true,
    },
    {
      name: 'docGroup',
      kind: 'select',
      options: ['GENERAL', 'DELIVERY_ORDER', 'TRUCKING'],
      required: true,
      list: true,
      filter: true,
    },
    { name: 'mandatory', kind: 'boolean', list: true },
  ],
  defaultSort: { field: 'atypId', order: 'asc' },
  lookup: { value: 'docAssocId', desc: ['attType', 'atypId'] },
  cacheName: 'docAssociate',
  webList: '/master/docAssociate',
  webDetail: '/master/docAssociate',
};

/** Certificate types (spec §3) and the agency that issues each in Indonesia and Cambodia (`/master/certificateConfig`). */
export const certificateConfigResource: ResourceDef = {
  ...common,
  name: 'certificateConfig',
  path: 'certificate-configs',
  key: 'certType',
  fields: [
    {
      name: 'certType',
      kind: 'code',
      required: true,
      max: 8,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      pattern: { regex: '^[A-Za-z]{2,8}$', message: 'validation.code' },
    },
    { name: 'descEn', kind: 'text', required: true, max: 256, list: true, search: true },
    { name: 'descId', kind: 'text', required: true, max: 256, list: true, search: true },
    { name: 'issuerId', kind: 'lookup', lookup: 'agency', max: 32, list: true },
    { name: 'issuerKh', kind: 'lookup', lookup: 'agency', max: 32, list: true },
    { name: 'validityDays', kind: 'int', min: 1, maxValue: 3650 },
    // The fields the certificate PDF prints, comma-separated, in order (PRINTABLE_FIELDS of domain/certificates).
    { name: 'printedFields', kind: 'text', max: 512 },
  ],
  defaultSort: { field: 'certType', order: 'asc' },
  lookup: { value: 'certType', desc: ['descEn'], descId: ['descId'] },
  cacheName: 'certificateConfig',
  webList: '/master/certificateConfig',
  webDetail: '/master/certificateConfig',
};

/** Where a certificate is issued: the agency office at a port, its fee and lead time (`/master/certificateSvc`). */
export const certificateSvcResource: ResourceDef = {
  ...common,
  name: 'certificateSvc',
  path: 'certificate-services',
  key: 'svcId',
  keyGenerated: true,
  fields: [
    { name: 'svcId', kind: 'code', immutable: true, list: true, sortable: true },
    {
      name: 'certType',
      kind: 'lookup',
      lookup: 'certificateConfig',
      required: true,
      max: 8,
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'officeCode', kind: 'lookup', lookup: 'agencyOffice', required: true, max: 32, list: true, filter: true },
    { name: 'feeAmount', kind: 'decimal', min: 0, list: true },
    { name: 'feeCcy', kind: 'lookup', lookup: 'currency', max: 3, upper: true, list: true },
    { name: 'leadTimeHours', kind: 'int', min: 0, maxValue: 720, list: true },
  ],
  defaultSort: { field: 'certType', order: 'asc' },
  lookup: { value: 'svcId', desc: ['certType', 'officeCode'] },
  webList: '/master/certificateSvc',
  webDetail: '/master/certificateSvc',
};

/** Notification templates per type, channel and language (`/notification/templates`, `/master/notification/list`). */
export const notificationTemplateResource: ResourceDef = {
  ...common,
  name: 'notificationTemplate',
  path: 'notification-templates',
  key: 'ntplId',
  keyGenerated: true,
  fields: [
    { name: 'ntplId', kind: 'code', immutable: true, list: true, sortable: true },
    {
      name: 'ntCode',
      kind: 'lookup',
      lookup: 'notificationType',
      required: true,
      max: 32,
      list: true,
      sortable: true,
      filter: true,
    },
    { name: 'channel', kind: 'select', options: ['INAPP', 'EMAIL'], required: true, list: true, filter: true },
    { name: 'lang', kind: 'select', options: ['en', 'id'], required: true, list: true, filter: true },
    { name: 'subject', kind: 'text', required: true, max: 256, list: true, search: true },
    { name: 'body', kind: 'textarea', required: true, max: 8000, search: true },
  ],
  defaultSort: { field: 'ntCode', order: 'asc' },
  lookup: { value: 'ntplId', desc: ['ntCode', 'channel', 'lang'] },
  webList: '/notification/templates',
  webDetail: '/notification/templates',
};
