import { z } from 'zod';
import { BILL_STATES } from '../billing/billing-actions';
import { JOB_STATES } from '../jobs/job-actions';
import { PAYOUT_STATES } from '../payments/payouts';
import { PLATFORM_ACCOUNT_TYPE } from '../permissions';
import type { RoleCode } from '../roles';

/**
 * Background reports (issue 17, spec §2.3 `/reports/list`, `/reports/generate/{id}`): a catalogue of reports, each
 * with who may run it, its parameters (one zod schema for the form and the server) and its typed columns. A run is
 * made by a pg-boss worker that streams the rows into an XLSX (and a PDF of the first rows) kept for a set number of
 * days (decision 0025).
 */

export const REPORT_IDS = [
  'jobs',
  'billing',
  'payments',
  'payouts',
  'taxInvoices',
  'truckUtilisation',
  'driverPerformance',
  'onTimeDelivery',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const REPORT_RUN_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED'] as const;
export type ReportRunState = (typeof REPORT_RUN_STATES)[number];

/** The files a run makes: the XLSX (every row) and the PDF (the first `PDF_MAX_ROWS` rows). */
export const REPORT_FORMATS = ['XLSX_PDF', 'XLSX', 'PDF'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FILES = ['xlsx', 'pdf'] as const;
export type ReportFile = (typeof REPORT_FILES)[number];

/** A PDF is for reading: it holds the first 2,000 rows and says so; the XLSX holds every row. */
export const PDF_MAX_ROWS = 2_000;
/** Excel's rows per sheet less the header row: the next rows go on a second sheet (and so on). */
export const XLSX_ROWS_PER_SHEET = 1_048_575;
/** The longest period a report takes (Jakarta days, both ends counted). */
export const REPORT_MAX_DAYS = 366;

/** A column's type: how the XLSX and the PDF write it. */
export type ReportColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'percent';

export interface ReportColumn {
  key: string;
  type: ReportColumnType;
  en: string;
  id: string;
  /** money: the key of the row's ISO 4217 currency (the amount is in minor units). */
  currencyKey?: string;
}

/** Company types whose data a report can be over. */
const CUSTOMERS = ['ACC_TYPE_CO', 'ACC_TYPE_FF', 'ACC_TYPE_FF_CO'] as const;
const OPERATORS = ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'] as const;
const PLATFORM_AND_GLI = [PLATFORM_ACCOUNT_TYPE, 'ACC_TYPE_GLI'] as const;
const PLATFORM_ROLES: RoleCode[] = ['SYS_SUPER_ADMIN', 'SP_OP_ADMIN'];
const COMPANY_ADMINS: RoleCode[] = ['ACCN_ADMIN', 'FF_ADMIN', 'FFCO_ADMIN'];
const FINANCE: RoleCode[] = ['FINANCE_APPROVER', 'FINANCE_ADMIN', 'FINANCE_HEAD'];
const OPERATIONS: RoleCode[] = ['OFFICER', 'OPS_ADMIN_OFFICER', 'TO_OPERATION'];

/**
 * The tax invoices' states (src/domain/tax/tax-invoices.ts; a test keeps them equal): not imported, as that module
 * brings the datatable schema into the web's report screens.
 */
export const TAX_INVOICE_STATES = ['N', 'E', 'C', 'X', 'R'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const partyId = z
  .string()
  .trim()
  .max(20, 'validation.tooLong')
  .regex(/^[A-Za-z0-9_-]*$/, 'reports.validation.party')
  .optional();

/** Days from `from` to `to`, both counted (calendar days; the dates are Jakarta days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const isRealDay = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** Every report's parameters: the period (Jakarta days, at most REPORT_MAX_DAYS), the files, the language. */
const baseShape = {
  from: day,
  to: day,
  format: z.enum(REPORT_FORMATS).default('XLSX_PDF'),
  language: z.enum(['en', 'id']).default('en'),
};

/** A report's parameters with the period's checks (a real day, the end not before the start, the span). */
function params<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...baseShape, ...shape })
    .strict()
    .superRefine((v, ctx) => {
      const { from, to } = v as { from: string; to: string };
      if (!isRealDay(from)) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.date' });
      if (!isRealDay(to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date' });
      if (!isRealDay(from) || !isRealDay(to)) return;
      if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.validation.toBeforeFrom' });
      else if (daysBetween(from, to) > REPORT_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.validation.span' });
      }
    });
}

const stateOf = <T extends readonly [string, ...string[]]>(states: T) => z.enum(states).optional();

export const REPORT_PARAMS = {
  jobs: params({ state: stateOf(JOB_STATES), party: partyId }),
  billing: params({ state: stateOf(BILL_STATES), party: partyId }),
  payments: params({ state: stateOf(['NEW', 'PAYING', 'PAID', 'CAN', 'VER', 'APP'] as const), party: partyId }),
  payouts: params({ state: stateOf(PAYOUT_STATES), party: partyId }),
  taxInvoices: params({ state: stateOf(TAX_INVOICE_STATES), party: partyId }),
  truckUtilisation: params({ party: partyId }),
  driverPerformance: params({ party: partyId }),
  onTimeDelivery: params({ party: partyId }),
} satisfies Record<ReportId, z.ZodType>;

/** A run's parameters as stored and answered (any report's: the period, the files, the language, its filters). */
export const reportParams = z.object({
  from: z.string(),
  to: z.string(),
  format: z.enum(REPORT_FORMATS),
  language: z.enum(['en', 'id']),
  state: z.string().optional(),
  party: z.string().optional(),
});
export type ReportParams = z.infer<typeof reportParams>;

export interface ReportDef {
  id: ReportId;
  title: { en: string; id: string };
  description: { en: string; id: string };
  /** Roles any one of which may run it (with a company type below). */
  roles: readonly RoleCode[];
  /** Company types whose users may run it (the platform's `SP_OP_ADMIN`, GLI, …). */
  accountTypes: readonly string[];
  /** The states the `state` parameter takes (none: the report has no state filter). */
  states: readonly string[];
  /** Which date the period is over (shown in the form). */
  periodOf: { en: string; id: string };
  columns: readonly ReportColumn[];
}

const col = (key: string, type: ReportColumnType, en: string, id: string, currencyKey?: string): ReportColumn =>
  currencyKey ? { key, type, en, id, currencyKey } : { key, type, en, id };

export const REPORTS: readonly ReportDef[] = [
  {
    id: 'jobs',
    title: { en: 'Jobs by period, state and party', id: 'Pekerjaan per periode, status, dan pihak' },
    description: {
      en: 'Every job created in the period with its parties, state and charge.',
      id: 'Setiap pekerjaan yang dibuat dalam periode beserta pihak, status, dan biayanya.',
    },
    roles: [...PLATFORM_ROLES, ...COMPANY_ADMINS, ...OPERATIONS, 'FINANCE_ADMIN', 'FINANCE_HEAD'],
    accountTypes: [...CUSTOMERS, ...OPERATORS, ...PLATFORM_AND_GLI],
    states: JOB_STATES,
    periodOf: { en: 'Job created', id: 'Pekerjaan dibuat' },
    columns: [
      col('jobId', 'text', 'Job', 'Pekerjaan'),
      col('createdAt', 'datetime', 'Created (WIB)', 'Dibuat (WIB)'),
      col('pickupAt', 'datetime', 'Pickup (WIB)', 'Penjemputan (WIB)'),
      col('state', 'text', 'State', 'Status'),
      col('creator', 'text', 'Creator', 'Pembuat'),
      col('customer', 'text', 'Customer', 'Pelanggan'),
      col('operator', 'text', 'Truck operator', 'Operator truk'),
      col('shipmentType', 'text', 'Shipment', 'Pengiriman'),
      col('customerRef', 'text', 'Customer ref.', 'Ref. pelanggan'),
      col('currency', 'text', 'Currency', 'Mata uang'),
      col('totalCharge', 'money', 'Charge', 'Biaya', 'currency'),
    ],
  },
  {
    id: 'billing',
    title: { en: 'Billing: bills by state and period', id: 'Penagihan: tagihan per status dan periode' },
    description: {
      en: 'Every bill issued in the period with its job, parties, state and amounts.',
      id: 'Setiap tagihan yang diterbitkan dalam periode beserta pekerjaan, pihak, status, dan jumlahnya.',
    },
    roles: [...PLATFORM_ROLES, ...COMPANY_ADMINS, ...FINANCE],
    accountTypes: [...CUSTOMERS, ...OPERATORS, ...PLATFORM_AND_GLI],
    states: BILL_STATES,
    periodOf: { en: 'Bill issued', id: 'Tagihan diterbitkan' },
    columns: [
      col('invoiceNo', 'text', 'Invoice', 'Faktur'),
      col('jobId', 'text', 'Job', 'Pekerjaan'),
      col('billVersion', 'number', 'Version', 'Versi'),
      col('billedAt', 'datetime', 'Billed (WIB)', 'Ditagih (WIB)'),
      col('state', 'text', 'State', 'Status'),
      col('customer', 'text', 'Customer', 'Pelanggan'),
      col('operator', 'text', 'Truck operator', 'Operator truk'),
      col('currency', 'text', 'Currency', 'Mata uang'),
      col('tripCharges', 'money', 'Trip charges', 'Biaya perjalanan', 'currency'),
      col('reimbursements', 'money', 'Reimbursements', 'Penggantian', 'currency'),
      col('total', 'money', 'Total', 'Total', 'currency'),
      col('approvedAt', 'datetime', 'Approved (WIB)', 'Disetujui (WIB)'),
    ],
  },
  {
    id: 'payments',
    title: { en: 'Payments in and out', id: 'Pembayaran masuk dan keluar' },
    description: {
      en: 'The payments of the jobs billed in the period: what customers pay in and what goes out to truck operators.',
      id: 'Pembayaran pekerjaan yang ditagih dalam periode: yang dibayar pelanggan dan yang dibayarkan ke operator truk.',
    },
    roles: [...PLATFORM_ROLES, ...COMPANY_ADMINS, ...FINANCE],
    accountTypes: [...CUSTOMERS, ...OPERATORS, ...PLATFORM_AND_GLI],
    states: ['NEW', 'PAYING', 'PAID', 'CAN', 'VER', 'APP'],
    periodOf: { en: 'Billing date', id: 'Tanggal tagihan' },
    columns: [
      col('paymentId', 'text', 'Payment', 'Pembayaran'),
      col('jobId', 'text', 'Job', 'Pekerjaan'),
      col('direction', 'text', 'Direction', 'Arah'),
      col('party', 'text', 'Party', 'Pihak'),
      col('billingDate', 'date', 'Billing date', 'Tanggal tagihan'),
      col('dueDate', 'date', 'Due', 'Jatuh tempo'),
      col('paidDate', 'date', 'Paid', 'Dibayar'),
      col('state', 'text', 'State', 'Status'),
      col('currency', 'text', 'Currency', 'Mata uang'),
      col('amount', 'money', 'Amount', 'Jumlah', 'currency'),
    ],
  },
  {
    id: 'payouts',
    title: { en: 'Payouts to truck operators', id: 'Pembayaran ke operator truk' },
    description: {
      en: 'The payout batches made in the period: gross, netted fees and the amount paid.',
      id: 'Batch pembayaran yang dibuat dalam periode: bruto, biaya yang dipotong, dan jumlah yang dibayar.',
    },
    roles: [...PLATFORM_ROLES, 'ACCN_ADMIN', 'FINANCE_ADMIN', 'FINANCE_HEAD'],
    accountTypes: [...OPERATORS, ...PLATFORM_AND_GLI],
    states: PAYOUT_STATES,
    periodOf: { en: 'Payout made', id: 'Pembayaran dibuat' },
    columns: [
      col('payoutNo', 'text', 'Payout', 'Pembayaran'),
      col('operator', 'text', 'Truck operator', 'Operator truk'),
      col('periodStart', 'date', 'Period start', 'Awal periode'),
      col('frequency', 'text', 'Frequency', 'Frekuensi'),
      col('state', 'text', 'State', 'Status'),
      col('currency', 'text', 'Currency', 'Mata uang'),
      col('gross', 'money', 'Gross', 'Bruto', 'currency'),
      col('netting', 'money', 'Netted', 'Dipotong', 'currency'),
      col('amount', 'money', 'Amount', 'Jumlah', 'currency'),
      col('createdAt', 'datetime', 'Made (WIB)', 'Dibuat (WIB)'),
      col('paidAt', 'datetime', 'Paid (WIB)', 'Dibayar (WIB)'),
    ],
  },
  {
    id: 'taxInvoices',
    title: { en: 'Tax invoices', id: 'Faktur pajak' },
    description: {
      en: 'The tax invoices issued in the period with their tax base and VAT.',
      id: 'Faktur pajak yang diterbitkan dalam periode beserta DPP dan PPN-nya.',
    },
    roles: [...PLATFORM_ROLES, ...COMPANY_ADMINS, ...FINANCE],
    accountTypes: [...CUSTOMERS, ...OPERATORS, ...PLATFORM_AND_GLI],
    states: TAX_INVOICE_STATES,
    periodOf: { en: 'Invoice issued', id: 'Faktur diterbitkan' },
    columns: [
      col('invoiceNo', 'text', 'Invoice', 'Faktur'),
      col('taxNo', 'text', 'Tax number', 'Nomor seri faktur pajak'),
      col('issueDate', 'date', 'Issued', 'Diterbitkan'),
      col('jobId', 'text', 'Job', 'Pekerjaan'),
      col('customer', 'text', 'Customer', 'Pelanggan'),
      col('trxCode', 'text', 'Code', 'Kode'),
      col('state', 'text', 'State', 'Status'),
      col('currency', 'text', 'Currency', 'Mata uang'),
      col('taxBase', 'money', 'Tax base', 'DPP', 'currency'),
      col('vat', 'money', 'VAT', 'PPN', 'currency'),
    ],
  },
  {
    id: 'truckUtilisation',
    title: { en: 'Truck utilisation', id: 'Utilisasi truk' },
    description: {
      en: 'Per truck: the days it was on a job in the period, out of the period’s days.',
      id: 'Per truk: jumlah hari truk dipakai untuk pekerjaan dalam periode, dari seluruh hari periode.',
    },
    roles: [...PLATFORM_ROLES, 'ACCN_ADMIN', 'TO_OPERATION'],
    accountTypes: [...OPERATORS, PLATFORM_ACCOUNT_TYPE],
    states: [],
    periodOf: { en: 'Trip pickup', id: 'Penjemputan perjalanan' },
    columns: [
      col('plateNo', 'text', 'Plate', 'Nomor polisi'),
      col('truckType', 'text', 'Type', 'Jenis'),
      col('operator', 'text', 'Truck operator', 'Operator truk'),
      col('trips', 'number', 'Trips', 'Perjalanan'),
      col('daysOnJobs', 'number', 'Days on jobs', 'Hari bertugas'),
      col('periodDays', 'number', 'Days in period', 'Hari dalam periode'),
      col('utilisation', 'percent', 'Utilisation', 'Utilisasi'),
    ],
  },
  {
    id: 'driverPerformance',
    title: { en: 'Driver performance', id: 'Kinerja pengemudi' },
    description: {
      en: 'Per driver: trips in the period, delivered, and the share delivered on time.',
      id: 'Per pengemudi: perjalanan dalam periode, yang terkirim, dan persentase tepat waktu.',
    },
    roles: [...PLATFORM_ROLES, 'ACCN_ADMIN', 'TO_OPERATION'],
    accountTypes: [...OPERATORS, PLATFORM_ACCOUNT_TYPE],
    states: [],
    periodOf: { en: 'Trip pickup', id: 'Penjemputan perjalanan' },
    columns: [
      col('driver', 'text', 'Driver', 'Pengemudi'),
      col('licenceNo', 'text', 'Licence', 'SIM'),
      col('operator', 'text', 'Truck operator', 'Operator truk'),
      col('trips', 'number', 'Trips', 'Perjalanan'),
      col('delivered', 'number', 'Delivered', 'Terkirim'),
      col('onTime', 'number', 'On time', 'Tepat waktu'),
      col('onTimePct', 'percent', 'On time %', '% tepat waktu'),
    ],
  },
  {
    id: 'onTimeDelivery',
    title: { en: 'On-time delivery by party', id: 'Ketepatan waktu pengiriman per pihak' },
    description: {
      en: 'Per customer and truck operator: drops due in the period, delivered, and delivered by their planned time.',
      id: 'Per pelanggan dan operator truk: titik antar yang jatuh tempo dalam periode, terkirim, dan tepat waktu.',
    },
    roles: [...PLATFORM_ROLES, ...COMPANY_ADMINS, ...OPERATIONS],
    accountTypes: [...CUSTOMERS, ...OPERATORS, PLATFORM_ACCOUNT_TYPE],
    states: [],
    periodOf: { en: 'Planned drop', id: 'Jadwal antar' },
    columns: [
      col('customer', 'text', 'Customer', 'Pelanggan'),
      col('operator', 'text', 'Truck operator', 'Operator truk'),
      col('drops', 'number', 'Drops', 'Titik antar'),
      col('delivered', 'number', 'Delivered', 'Terkirim'),
      col('onTime', 'number', 'On time', 'Tepat waktu'),
      col('onTimePct', 'percent', 'On time %', '% tepat waktu'),
    ],
  },
];

export const reportDef = (id: string): ReportDef | undefined => REPORTS.find((r) => r.id === id);

/** Who may run a report: one of its roles, in one of its company types. */
export function mayRun(def: ReportDef, user: { authorities: readonly string[]; accnType: string }): boolean {
  return def.accountTypes.includes(user.accnType) && user.authorities.some((a) => (def.roles as readonly string[]).includes(a));
}

/** The reports this user may run. */
export const reportsFor = (user: { authorities: readonly string[]; accnType: string }) => REPORTS.filter((r) => mayRun(r, user));

/** Every role that may run some report: they hold `reports.run` (the menu entry). */
export const REPORT_ROLES: readonly RoleCode[] = [...new Set(REPORTS.flatMap((r) => r.roles))];

/** The title in the language. */
export const reportTitle = (def: ReportDef, lang: string) => (lang === 'id' ? def.title.id : def.title.en);
