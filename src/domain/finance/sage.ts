import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';

/**
 * The AR report and the Sage 300 exports (issue 15, part 3). Amounts on the wire are decimal text in the document's
 * currency ("1234567.00"), computed from the ledger's minor units.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'sage.validation.date');

// ---- AR report ------------------------------------------------------------------------------------

/** The ageing buckets, by days past the due date on the report's date. */
export const AGEING_BUCKETS = ['current', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of a document `daysPastDue` days past its due date (0 or less: not yet due). */
export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'd1to30';
  if (daysPastDue <= 60) return 'd31to60';
  if (daysPastDue <= 90) return 'd61to90';
  return 'over90';
}

export const arAgeingQuery = datatableQuery.extend({ asOf: isoDate.optional(), currency: z.string().length(3).optional() });
export type ArAgeingQuery = z.infer<typeof arAgeingQuery>;

const amounts = {
  current: z.string(),
  d1to30: z.string(),
  d31to60: z.string(),
  d61to90: z.string(),
  over90: z.string(),
  total: z.string(),
};
export const arAgeingRow = z.object({
  accnId: z.string(),
  accnName: z.string(),
  customerCode: z.string().nullable(),
  currency: z.string(),
  documents: z.number().int(),
  ...amounts,
});
export type ArAgeingRow = z.infer<typeof arAgeingRow>;
export const arAgeingTotals = z.object({ currency: z.string(), documents: z.number().int(), ...amounts });
export const arAgeingPage = datatableResponse(arAgeingRow).extend({ asOf: isoDate, totals: z.array(arAgeingTotals) });

/** Spec §3 AR report: id, batch, reportName, records, startPeriod, endPeriod, status. */
export const AR_REPORT_STATES = ['GENERATED', 'DOWNLOADED'] as const;
export const arReportRow = z.object({
  id: z.number().int(),
  batch: z.string(),
  reportName: z.string(),
  records: z.number().int(),
  startPeriod: z.string(),
  endPeriod: z.string(),
  status: z.enum(AR_REPORT_STATES),
  createdBy: z.string(),
  dateCreated: timestamp,
});
export const arReportList = datatableResponse(arReportRow);
export const arReportQuery = datatableQuery.extend({ status: z.enum(AR_REPORT_STATES).optional() });
export const arReportBody = z.object({ asOf: isoDate }).strict();
export type ArReportBody = z.infer<typeof arReportBody>;

// ---- Sage 300 -------------------------------------------------------------------------------------

/** The charge types that each need a GL account in Sage. */
export const SAGE_CHARGE_TYPES = [
  'TRIP',
  'REIMBURSEMENT',
  'ADDITIONAL',
  'INSURANCE',
  'FUEL',
  'PLATFORM_FEE',
  'VAT_OUT',
  'STAMP_DUTY',
  'WHT_PREPAID',
  'BANK',
  'AP_CONTROL',
  'AR_CONTROL',
] as const;
export type SageChargeType = (typeof SAGE_CHARGE_TYPES)[number];

/** A Sage GL account: segments of letters and digits joined by '-' (e.g. 4100-00). */
const glAccount = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,15}(-[A-Z0-9]{1,15}){0,4}$/, 'sage.validation.glAccount');
/** A Sage customer or vendor number: up to 12 upper-case letters and digits. */
const sageCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,12}$/, 'sage.validation.code');

export const sageGlBody = z
  .object({
    accounts: z.object(
      Object.fromEntries(SAGE_CHARGE_TYPES.map((t) => [t, glAccount])) as Record<SageChargeType, typeof glAccount>,
    ),
  })
  .strict();
export type SageGlBody = z.infer<typeof sageGlBody>;
export const sageGlSettings = z.object({ accounts: z.record(z.string(), z.string()), missing: z.array(z.string()) });

export const sageCodeBody = z.object({ customerCode: sageCode.nullable(), vendorCode: sageCode.nullable() }).strict();
export type SageCodeBody = z.infer<typeof sageCodeBody>;
export const sageCodeParams = z.object({ accnId: z.string().min(1).max(20) });
export const sageCodeRow = z.object({
  accnId: z.string(),
  accnName: z.string(),
  accnType: z.string(),
  customerCode: z.string().nullable(),
  vendorCode: z.string().nullable(),
});
export const sageCodeList = datatableResponse(sageCodeRow);
export const sageCodeQuery = datatableQuery.extend({ missing: z.enum(['Y', 'N']).optional() });

/** A batch's state: made, its workbook downloaded, marked imported into Sage by the user. */
export const SAGE_BATCH_STATES = ['GENERATED', 'DOWNLOADED', 'IMPORTED'] as const;
export type SageBatchState = (typeof SAGE_BATCH_STATES)[number];

export const sageBatchRow = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  records: z.number().int(),
  status: z.enum(SAGE_BATCH_STATES),
  createdBy: z.string(),
  dateCreated: timestamp,
  downloadedBy: z.string().nullable(),
  downloadedAt: timestamp.nullable(),
  importedBy: z.string().nullable(),
  importedAt: timestamp.nullable(),
});
export type SageBatchRow = z.infer<typeof sageBatchRow>;
export const sageBatchList = datatableResponse(sageBatchRow);
export const sageBatchQuery = datatableQuery.extend({ status: z.enum(SAGE_BATCH_STATES).optional() });
/** The four Sage 300 import workbooks of a batch, one per import type (AR and AP both name their sheet `Invoices`). */
export const SAGE_PARTS = ['AR_INVOICES', 'AP_INVOICES', 'AR_RECEIPTS', 'AP_PAYMENTS'] as const;
export type SagePart = (typeof SAGE_PARTS)[number];

/** A half-month: its first day, the 1st or the 16th (Jakarta dates). */
export const sageBatchBody = z
  .object({
    periodStart: isoDate.refine((d) => d.endsWith('-01') || d.endsWith('-16'), 'sage.validation.halfMonth'),
  })
  .strict();
export type SageBatchBody = z.infer<typeof sageBatchBody>;

/** The last day of the half-month starting on `periodStart` (the 15th, or the month's last day). */
export function halfMonthEnd(periodStart: string): string {
  const [y, m, d] = periodStart.split('-').map(Number) as [number, number, number];
  if (d === 1) return `${periodStart.slice(0, 8)}15`;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${periodStart.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

/** The half-month before the one that holds `today` (YYYY-MM-DD). */
export function previousHalfMonth(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d >= 16) return `${today.slice(0, 8)}01`;
  const prev = new Date(Date.UTC(y, m - 2, 1));
  return `${prev.toISOString().slice(0, 8)}16`;
}
