import type { taxSequenceList } from '../../domain/tax/tax-sequences';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

/** Web routes of the tax back office (spec §2.2): GLI's dashboard. */
export const TAX_ROUTES = {
  /** GLI's tax dashboard: the tax-number ranges (issue 15; the reports and invoices come with their parts). */
  dashboard: '/applications/services/gli/dashboard',
} as const;

/** API paths of the tax back office (docs/api.md, Tax sequences). */
export const taxApi = {
  sequences: () => apiPath('tax', 'sequences'),
  deleteSequence: (id: number) => apiPath('tax', 'sequences', id, 'delete'),
};

export type TaxSequence = WireOf<typeof taxSequenceList>['aaData'][number];
