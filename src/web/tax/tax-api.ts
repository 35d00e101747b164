import type { taxInvoiceDetail, taxInvoiceList } from '../../domain/tax/tax-invoices';
import type { taxReportList } from '../../domain/tax/tax-reports';
import type { taxNumberList, taxSequenceList } from '../../domain/tax/tax-sequences';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

/** Web routes of the tax back office (spec §2.2): GLI's dashboard. */
export const TAX_ROUTES = {
  /** GLI's tax dashboard: the tax-number ranges, the tax reports and the tax invoices (issue 15). */
  dashboard: '/applications/services/gli/dashboard',
  /** The tax invoices (issue 15, spec §2.3). */
  invoices: '/administrations/tax-management/list',
  /** One range: its gap report and the numbers taken from it (`/:id`). */
  sequenceView: '/applications/services/gli/dashboard/sequences',
} as const;

/**
 * A card statistic's code -> the state its list filters on: the sequence card counts numbers left in the active (A)
 * and waiting (I) ranges; the invoice card names its states (NEW, EXPORTED, COMPLETED) for the list's N, E, C; the
 * report card's codes are the report states already.
 */
const CARD_STATES: Record<'taxSequence' | 'taxReport' | 'taxInvoices', Record<string, string>> = {
  taxSequence: { LEFT: 'A', WAITING: 'I' },
  taxReport: {},
  taxInvoices: { NEW: 'N', EXPORTED: 'E', COMPLETED: 'C' },
};

/**
 * Where a tax card's count leads (the workbench and the tax dashboard): its tab of the tax dashboard, filtered to the
 * state counted (the sequence card's numbers left are in the active ranges, those waiting in the waiting ones).
 */
export function taxCardLink(tab: 'taxSequence' | 'taxReport' | 'taxInvoices', code: string | null): string {
  const status = code ? (CARD_STATES[tab][code] ?? code) : null;
  const params = new URLSearchParams({ tab });
  if (status) params.set('status', status);
  return `${TAX_ROUTES.dashboard}?${params.toString()}`;
}

/** API paths of the tax back office (docs/api.md, Tax sequences). */
export const taxApi = {
  sequences: () => apiPath('tax', 'sequences'),
  deleteSequence: (id: number) => apiPath('tax', 'sequences', id, 'delete'),
  invoices: () => apiPath('tax', 'invoices'),
  invoice: (id: number) => apiPath('tax', 'invoices', id),
  invoicePdf: (id: number) => apiPath('tax', 'invoices', id, 'pdf'),
  cancel: (id: number) => apiPath('tax', 'invoices', id, 'cancel'),
  replace: (id: number) => apiPath('tax', 'invoices', id, 'replace'),
  complete: (id: number) => apiPath('tax', 'invoices', id, 'complete'),
  recordNumber: (id: number) => apiPath('tax', 'invoices', id, 'tax-number'),
  assignNumbers: () => apiPath('tax', 'invoices', 'assign-numbers'),
  rules: () => apiPath('tax', 'rules'),
  sequence: (id: number) => apiPath('tax', 'sequences', id),
  numbers: (id: number) => apiPath('tax', 'sequences', id, 'numbers'),
  gaps: (id: number) => apiPath('tax', 'sequences', id, 'gaps'),
  voidNumber: (taxNo: string) => apiPath('tax', 'numbers', taxNo, 'void'),
};

export type TaxSequence = WireOf<typeof taxSequenceList>['aaData'][number];
export type TaxInvoice = WireOf<typeof taxInvoiceList>['aaData'][number];
export type TaxInvoiceFull = WireOf<typeof taxInvoiceDetail>;

export type TaxNumber = WireOf<typeof taxNumberList>['aaData'][number];

export const taxReportApi = {
  reports: () => apiPath('tax', 'reports'),
  file: (id: number, file: 'csv' | 'xml') => apiPath('tax', 'reports', id, 'files', file),
  cancel: (id: number) => apiPath('tax', 'reports', id, 'cancel'),
};

export type TaxReport = WireOf<typeof taxReportList>['aaData'][number];
