import type { ResourceDef } from '../types';

/** The FAQ's categories (labels under `resources.faq.options.category`). */
export const FAQ_CATEGORIES = ['ACCOUNT', 'JOBS', 'BILLING', 'PORT', 'GENERAL'] as const;

/**
 * FAQ entries (issue 18; decision 0031): a question and its answer in English and Bahasa Indonesia (an empty
 * Indonesian text shows the English one), ordered by `sortOrder`; only active entries are shown on the public and
 * signed-in FAQ pages. Edited by the platform at `/configuration/faq`.
 */
export const faqResource: ResourceDef = {
  name: 'faq',
  path: 'faq-entries',
  key: 'faqId',
  keyGenerated: true,
  fields: [
    { name: 'faqId', kind: 'code', immutable: true, list: true, mono: true },
    { name: 'category', kind: 'select', options: FAQ_CATEGORIES, required: true, list: true, filter: true },
    { name: 'questionEn', kind: 'text', required: true, max: 300, list: true, sortable: true, search: true },
    { name: 'answerEn', kind: 'textarea', required: true, max: 4000, search: true },
    { name: 'questionId', kind: 'text', max: 300, search: true },
    { name: 'answerId', kind: 'textarea', max: 4000 },
    { name: 'sortOrder', kind: 'int', required: true, min: 0, maxValue: 9999, list: true, sortable: true },
  ],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  permissions: { read: 'faq.manage', write: 'faq.manage' },
  tenant: 'platform',
  statusField: 'faqStatus',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'], delete: ['I'] },
  webList: '/configuration/faq',
  webDetail: '/configuration/faq',
};
