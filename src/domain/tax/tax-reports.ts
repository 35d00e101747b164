import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';

/**
 * Tax reports (issue 15; spec §3 "Tax report": reportId, reportName, noRecords, dateCreated, dateUpdated, status):
 * every new (N) tax invoice of a period goes into one report, which holds both files for the tax office: the legacy
 * e-Faktur import CSV and the Coretax XML (`tax-exports.ts`). Its invoices become exported (E).
 *
 * States: A active (made, not downloaded yet), D downloaded, C cancelled (its invoices went back to N).
 */
export const TAX_REPORT_STATES = ['A', 'D', 'C'] as const;
export type TaxReportState = (typeof TAX_REPORT_STATES)[number];

/** The files of a report: the e-Faktur CSV (only when every invoice has a tax number) and the Coretax XML. */
export const TAX_REPORT_FILES = ['csv', 'xml'] as const;
export type TaxReportFile = (typeof TAX_REPORT_FILES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** A report on demand: the new invoices issued from `periodFrom` to `periodTo` (Jakarta days, both optional). */
export const createTaxReportBody = z
  .object({ periodFrom: day.optional(), periodTo: day.optional() })
  .strict()
  .superRefine((v, ctx) => {
    if (v.periodFrom && v.periodTo && v.periodFrom > v.periodTo) {
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'tax.validation.periodEndBeforeStart' });
    }
  });
export type CreateTaxReportBody = z.infer<typeof createTaxReportBody>;

/** Cancelling a report: the reason is required. */
export const cancelTaxReportBody = z
  .object({ reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong') })
  .strict();
export type CancelTaxReportBody = z.infer<typeof cancelTaxReportBody>;

export const taxReportQuery = datatableQuery.extend({ status: z.enum(TAX_REPORT_STATES).optional() }).strict();
export type TaxReportQuery = z.infer<typeof taxReportQuery>;

export const taxReportParams = z.object({ id: z.coerce.number().int().positive() });
export const taxReportFileParams = taxReportParams.extend({ file: z.enum(TAX_REPORT_FILES) });

export const taxReportRow = z.object({
  reportId: z.number().int(),
  /** `TR/2026/000012`, from the document series in the report's transaction. */
  reportName: z.string(),
  noRecords: z.number().int(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  /** How it was made: by GLI on demand, or by the daily schedule. */
  origin: z.enum(['MANUAL', 'DAILY']),
  /** The e-Faktur CSV exists (range mode: every invoice has a tax number). */
  hasCsv: z.boolean(),
  status: z.enum(TAX_REPORT_STATES),
  dateCreated: timestamp,
  dateUpdated: timestamp,
  createdBy: z.string().nullable(),
  downloadedBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** What this user may do with it now (spec: the server decides, the web renders). */
  actions: z.array(z.enum(['download', 'cancel'])),
});
export type TaxReportRow = z.infer<typeof taxReportRow>;
export const taxReportList = datatableResponse(taxReportRow);
