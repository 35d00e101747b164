import { ACCOUNT_TYPE_CODES } from '../../accounts';
import type { ResourceDef } from '../types';

/**
 * Who sees an announcement: everyone (the sign-in page too), every signed-in user, or the users of one company type.
 */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'SIGNED_IN', ...ACCOUNT_TYPE_CODES] as const;

/**
 * Announcements of the footer carousel (`/configuration/announcement`, spec §3 canuSubject, canuDescription,
 * canuContent with lines separated by `<br>`), in English and Bahasa Indonesia, shown from the first to the last
 * valid day (Jakarta dates) to their audience.
 */
export const announcementResource: ResourceDef = {
  name: 'announcement',
  path: 'announcements',
  key: 'canuId',
  keyGenerated: true,
  fields: [
    { name: 'canuId', kind: 'code', immutable: true, list: true, mono: true },
    { name: 'anntCode', kind: 'lookup', lookup: 'announcementType', required: true, list: true, filter: true },
    { name: 'audience', kind: 'select', options: ANNOUNCEMENT_AUDIENCES, required: true, list: true, filter: true },
    { name: 'canuSubject', kind: 'text', required: true, max: 256, list: true, sortable: true, search: true },
    { name: 'canuSubjectId', kind: 'text', max: 256, search: true },
    { name: 'canuDescription', kind: 'text', required: true, max: 1024 },
    { name: 'canuDescriptionId', kind: 'text', max: 1024 },
    { name: 'canuContent', kind: 'textarea', required: true, max: 4000 },
    { name: 'canuContentId', kind: 'textarea', max: 4000 },
    { name: 'validFrom', kind: 'date', required: true, list: true, sortable: true },
    { name: 'validTo', kind: 'date', list: true, sortable: true },
  ],
  defaultSort: { field: 'validFrom', order: 'desc' },
  permissions: { read: 'announcement.manage', write: 'announcement.manage' },
  tenant: 'platform',
  statusField: 'canuStatus',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  webList: '/configuration/announcement',
  webDetail: '/configuration/announcement',
};
