import type { taxInvoiceDetail, taxInvoiceList } from '../../domain/tax/tax-invoices';
import type { taxSequenceList } from '../../domain/tax/tax-sequences';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

/** Web routes of the tax back office (spec §2.2): GLI's dashboard. */
export const TAX_ROUTES = {
  /** GLI's tax dashboard: the tax-number ranges (issue 15; the reports and invoices come with their parts). */
  dashboard: '/applications/services/gli/dashboard',
  /** The tax invoices (issue 15, spec §2.3). */
  invoices: '/administrations/tax-management/list',
} as const;

/** API paths of the tax back office (docs/api.md, Tax sequences). */
export const taxApi = {
  sequences: () => apiPath('tax', 'sequences'),
  deleteSequence: (id: number) => apiPath('tax', 'sequences', id, 'delete'),
  invoices: () => apiPath('tax', 'invoices'),
  invoice: (id: number) => apiPath('tax', 'invoices', id),
  invoicePdf: (id: number) => apiPath('tax', 'invoices', id, 'pdf'),
  assignNumbers: () => apiPath('tax', 'invoices', 'assign-numbers'),
  rules: () => apiPath('tax', 'rules'),
};

export type TaxSequence = WireOf<typeof taxSequenceList>['aaData'][number];
export type TaxInvoice = WireOf<typeof taxInvoiceList>['aaData'][number];
export type TaxInvoiceFull = WireOf<typeof taxInvoiceDetail>;
