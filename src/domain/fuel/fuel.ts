import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { luhnValid } from '../tracking/tracking';
import { UPLOAD_MAX_NAME, isBase64 } from '../upload';
import { timestamp } from '../wire';

/**
 * Fuel cards and fuel invoicing (issue 19; docs/decisions/0039-fuel-cards.md): the Shell fleet cards the platform
 * manages for truck operators, the provider's monthly statement, and each operator's fuel invoice (a FUEL money
 * document, paid through the payment flow of the billing documents).
 */

// ---------------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------------

/** ACT active, BLK blocked (lost, suspected misuse: refused at the pump, may be unblocked), EXP expired, CAN cancelled. */
export const FUEL_CARD_STATUSES = ['ACT', 'BLK', 'EXP', 'CAN'] as const;
export type FuelCardStatus = (typeof FUEL_CARD_STATUSES)[number];
/** An expired or cancelled card is closed: its assignment ends and it never changes again. */
export const CLOSED_CARD_STATUSES: readonly FuelCardStatus[] = ['EXP', 'CAN'];

/** Why a statement line matched no operator. */
export const FUEL_UNMATCHED = ['UNKNOWN_CARD', 'NOT_ASSIGNED'] as const;
export type FuelUnmatched = (typeof FUEL_UNMATCHED)[number];

export const CARD_NO_LENGTH = 16;
/** The limits are IDR (the programme is Indonesian); minor units (sen) in the database. */
export const FUEL_CURRENCY = 'IDR';

/** The card number as entered: spaces and dashes between the digit groups are dropped. */
export const normaliseCardNo = (v: string): string => v.replace(/[\s-]/g, '');

/** What a card number shows everywhere but the platform's own screens: the last 4 digits only. */
export function maskCardNo(cardNo: string): string {
  return `•••• •••• •••• ${cardNo.slice(-4)}`;
}

/** A limit in rupiah as entered: whole rupiah or with up to two decimals (sen), more than zero. */
const LIMIT_RE = /^\d{1,13}(\.\d{1,2})?$/;
const limit = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .regex(LIMIT_RE, 'fuel.errors.amount')
  .refine((v) => Number(v) > 0, 'fuel.errors.amount');

/** The limit text in minor units (sen). */
export function limitMinor(v: string): bigint {
  const [whole = '0', frac = ''] = v.trim().split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
}

const holder = {
  holderType: z.enum(['NONE', 'TRUCK', 'DRIVER']),
  truckId: z.string().trim().max(20).optional().nullable(),
  driverId: z.string().trim().max(20).optional().nullable(),
  dailyLimit: limit,
  monthlyLimit: limit,
  remarks: z.string().trim().max(500, 'validation.tooLong').optional().nullable(),
};

type HolderFields = {
  holderType: string;
  truckId?: string | null;
  driverId?: string | null;
  dailyLimit: string;
  monthlyLimit: string;
};

/** The checks across fields: the holder picked for its type, the day's limit not above the month's. */
function crossChecks(v: HolderFields, ctx: z.RefinementCtx) {
  if (v.holderType === 'TRUCK' && !v.truckId) ctx.addIssue({ code: 'custom', path: ['truckId'], message: 'validation.required' });
  if (v.holderType === 'DRIVER' && !v.driverId)
    ctx.addIssue({ code: 'custom', path: ['driverId'], message: 'validation.required' });
  if (LIMIT_RE.test(v.dailyLimit.trim()) && LIMIT_RE.test(v.monthlyLimit.trim())) {
    if (limitMinor(v.dailyLimit) > limitMinor(v.monthlyLimit))
      ctx.addIssue({ code: 'custom', path: ['dailyLimit'], message: 'fuel.errors.dayOverMonth' });
  }
}

/**
 * A new card (the platform): 16 digits with a valid Luhn check digit (Shell fleet cards are ISO/IEC 7812 card
 * numbers, which end in a Luhn check digit), the operator, who or what holds it, the limits.
 */
export const fuelCardCreateBody = z
  .object({
    cardNo: z
      .string()
      .max(40, 'fuel.errors.cardLength')
      .transform(normaliseCardNo)
      .pipe(
        z
          .string()
          .regex(/^\d+$/, 'fuel.errors.cardDigits')
          .length(CARD_NO_LENGTH, 'fuel.errors.cardLength')
          .refine(luhnValid, 'fuel.errors.cardCheckDigit'),
      ),
    accnId: z.string().trim().min(1, 'validation.required').max(20).toUpperCase(),
    ...holder,
  })
  .strict()
  .superRefine(crossChecks);
export type FuelCardCreateBody = z.infer<typeof fuelCardCreateBody>;

/** A change (the platform): holder, limits, status, remarks; with the version read. */
export const fuelCardUpdateBody = z
  .object({
    ...holder,
    status: z.enum(FUEL_CARD_STATUSES),
    version: z.number().int().min(1),
  })
  .strict()
  .superRefine(crossChecks);
export type FuelCardUpdateBody = z.infer<typeof fuelCardUpdateBody>;

export const fuelCardsQuery = datatableQuery
  .extend({
    status: z.enum(FUEL_CARD_STATUSES).optional(),
    accnId: z.string().trim().max(20).toUpperCase().optional(),
  })
  .strict();
export type FuelCardsQuery = z.infer<typeof fuelCardsQuery>;

const money = z.string().describe('Decimal text of IDR, e.g. "2500000.00"');

export const fuelCardRow = z.object({
  cardId: z.number().int(),
  /** The whole number: the platform's answers only (absent for a company). */
  cardNo: z.string().optional(),
  cardNoMasked: z.string(),
  last4: z.string(),
  accnId: z.string(),
  accnName: z.string().nullable(),
  truckId: z.string().nullable(),
  vhPlateNo: z.string().nullable(),
  driverId: z.string().nullable(),
  drvName: z.string().nullable(),
  dailyLimit: money,
  monthlyLimit: money,
  status: z.enum(FUEL_CARD_STATUSES),
  updatedAt: timestamp,
  version: z.number().int(),
});
export const fuelCardList = datatableResponse(fuelCardRow);
export const fuelCardDetail = fuelCardRow.extend({
  remarks: z.string().nullable(),
  /** May the caller change it (the platform, a card not closed). */
  editable: z.boolean(),
  history: z.array(
    z.object({
      truckId: z.string().nullable(),
      vhPlateNo: z.string().nullable(),
      driverId: z.string().nullable(),
      drvName: z.string().nullable(),
      validFrom: timestamp,
      validTo: timestamp.nullable(),
      assignedBy: z.string(),
    }),
  ),
});
export type FuelCardDetail = z.infer<typeof fuelCardDetail>;
export type FuelCardRow = z.infer<typeof fuelCardRow>;

export const fuelCardOptions = z.object({
  operators: z.array(z.object({ value: z.string(), desc: z.string() })),
  trucks: z.array(z.object({ value: z.string(), desc: z.string(), accnId: z.string() })),
  drivers: z.array(z.object({ value: z.string(), desc: z.string(), accnId: z.string() })),
});

// ---------------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------------

/** A statement file: at most 2 MB (a month of a large fleet is ~10,000 lines, ~1 MB of CSV) and 20,000 lines. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 20_000;
/** At most this many row errors are answered (the first ones, in file order). */
export const STATEMENT_MAX_ERRORS = 50;

export const statementImportBody = z
  .object({
    period: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'fuel.errors.period'),
    attName: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(UPLOAD_MAX_NAME, 'upload.nameTooLong')
      .refine((v) => /\.(csv|xlsx)$/i.test(v), 'fuel.errors.fileType'),
    attSize: z.number().int().min(0),
    attData: z
      .string()
      .min(1, 'validation.required')
      .max(Math.ceil((STATEMENT_MAX_BYTES * 4) / 3) + 8, 'fuel.errors.fileTooBig')
      .refine(isBase64, 'upload.notBase64'),
  })
  .strict();
export type StatementImportBody = z.infer<typeof statementImportBody>;

/** The statement's columns, by the header texts the provider's files use (case, spaces and punctuation ignored). */
export const STATEMENT_COLUMNS = {
  cardNo: ['cardnumber', 'cardno', 'nomorkartu', 'card'],
  txnAt: ['datetime', 'date', 'transactiondate', 'tanggal', 'tanggalwaktu', 'waktu'],
  station: ['station', 'site', 'spbu', 'stasiun'],
  product: ['product', 'produk', 'grade'],
  litres: ['litres', 'liters', 'litre', 'volume', 'liter', 'volumel', 'litresl', 'litersl'],
  amount: ['amountidr', 'amount', 'jumlah', 'jumlahidr', 'total', 'totalidr', 'nilai'],
} as const;
export type StatementColumn = keyof typeof STATEMENT_COLUMNS;

export const headerKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The column a header text names, or null. */
export function statementColumnOf(text: string): StatementColumn | null {
  const key = headerKey(text);
  for (const [col, names] of Object.entries(STATEMENT_COLUMNS)) {
    if ((names as readonly string[]).includes(key)) return col as StatementColumn;
  }
  return null;
}

export type StatementCell = string | number | boolean | Date | null | undefined;

/** A statement line as read: the card, the moment, where, what, litres (3 decimals, text), amount in sen. */
export interface StatementLine {
  row: number;
  cardNo: string;
  txnAt: Date;
  station: string;
  product: string;
  litres: string;
  amount: bigint;
}

const WIB = '+07:00';
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment of the statement: ISO `YYYY-MM-DD HH:mm[:ss]` or day-first `DD/MM/YYYY HH:mm[:ss]` (also with dashes or
 * dots), in Jakarta time (WIB); an XLSX date cell as written (its wall clock read as WIB).
 */
export function parseStatementMoment(cell: StatementCell): Date | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    const c = cell;
    return new Date(
      `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}T${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}${WIB}`,
    );
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  let parts: [string, string, string, string, string, string | undefined] | null = null;
  if (m) parts = [m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]];
  else {
    m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})[ T](\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text);
    if (m) parts = [m[3]!, pad(Number(m[2])), pad(Number(m[1])), m[4]!, m[5]!, m[6]];
  }
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59) return null;
  const iso = `${y}-${mo}-${d}T${pad(Number(h))}:${mi}:${s ?? '00'}${WIB}`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  // 31/02 rolls over in Date: refuse what does not read back as written.
  const wib = new Date(at.getTime() + 7 * 3600_000);
  if (wib.getUTCDate() !== Number(d)) return null;
  return at;
}

/** The WIB month (YYYY-MM) of a moment. */
export const wibMonth = (at: Date): string => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 7);

/** A decimal as the files write it: a point or a comma as the decimal mark, no grouping; at most `decimals`. */
function decimalText(cell: StatementCell, decimals: number): string | null {
  const text = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim().replace(',', '.') : null;
  if (text === null) return null;
  const m = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${decimals}}))?$`).exec(text);
  if (!m) return null;
  return `${m[1]}.${(m[2] ?? '').padEnd(decimals, '0')}`;
}

const text = (cell: StatementCell): string => (cell === null || cell === undefined ? '' : String(cell).trim());
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * One data row of a statement, checked: either the line or its errors by column (i18n keys). The amount is IDR
 * with at most two decimals (sen), the litres at most three decimals; both more than zero.
 */
export function parseStatementRow(
  row: number,
  cells: Partial<Record<StatementColumn, StatementCell>>,
  period: string,
): { line: StatementLine } | { errors: Partial<Record<StatementColumn, string>> } {
  const errors: Partial<Record<StatementColumn, string>> = {};
  const cardNo = normaliseCardNo(text(cells.cardNo));
  if (!/^\d{16}$/.test(cardNo)) errors.cardNo = 'fuel.errors.cardLength';
  const txnAt = parseStatementMoment(typeof cells.txnAt === 'number' ? null : cells.txnAt);
  if (!txnAt) errors.txnAt = 'fuel.errors.dateTime';
  else if (wibMonth(txnAt) !== period) errors.txnAt = 'fuel.errors.outsidePeriod';
  const station = text(cells.station);
  if (!station) errors.station = 'validation.required';
  else if (station.length > 120 || CONTROL.test(station)) errors.station = 'validation.tooLong';
  const product = text(cells.product);
  if (!product) errors.product = 'validation.required';
  else if (product.length > 60 || CONTROL.test(product)) errors.product = 'validation.tooLong';
  const litres = decimalText(cells.litres, 3);
  if (!litres || Number(litres) <= 0) errors.litres = 'fuel.errors.litres';
  const amountText = decimalText(cells.amount, 2);
  if (!amountText || Number(amountText) <= 0) errors.amount = 'fuel.errors.amount';
  if (Object.keys(errors).length) return { errors };
  const [whole, frac] = amountText!.split('.');
  return {
    line: {
      row,
      cardNo,
      txnAt: txnAt!,
      station,
      product,
      litres: litres!,
      amount: BigInt(whole!) * 100n + BigInt(frac!),
    },
  };
}

/** Litres per 100 km (two decimals), or null where no distance is known. */
export function litresPer100Km(litres: string, km: number | null): string | null {
  if (km === null || !(km > 0)) return null;
  return ((Number(litres) / km) * 100).toFixed(2);
}

export const statementsQuery = datatableQuery.strict();

export const statementRow = z.object({
  stmtId: z.number().int(),
  period: z.string(),
  fileName: z.string(),
  lineCount: z.number().int(),
  unmatchedCount: z.number().int(),
  totalAmount: money,
  importedBy: z.string(),
  importedAt: timestamp,
});
export const statementList = datatableResponse(statementRow);

export const statementOperator = z.object({
  accnId: z.string(),
  accnName: z.string().nullable(),
  lineCount: z.number().int(),
  litres: z.string(),
  amount: money,
  docId: z.number().int().nullable(),
  docNo: z.string().nullable(),
  paymentStatus: z.string().nullable(),
});
export const statementTruck = z.object({
  truckId: z.string(),
  vhPlateNo: z.string().nullable(),
  accnId: z.string(),
  litres: z.string(),
  km: z.number().nullable(),
  litresPer100Km: z.string().nullable(),
});
export const statementDetail = statementRow.extend({
  operators: z.array(statementOperator),
  trucks: z.array(statementTruck),
});
export type StatementDetail = z.infer<typeof statementDetail>;

export const statementLinesQuery = datatableQuery
  .extend({ unmatched: z.enum(['true', 'false']).optional(), accnId: z.string().trim().max(20).toUpperCase().optional() })
  .strict();
export type StatementLinesQuery = z.infer<typeof statementLinesQuery>;

export const statementLineRow = z.object({
  lineId: z.number().int(),
  rowNo: z.number().int(),
  cardNo: z.string(),
  cardNoMasked: z.string(),
  txnAt: timestamp,
  station: z.string(),
  product: z.string(),
  litres: z.string(),
  amount: money,
  accnId: z.string().nullable(),
  accnName: z.string().nullable(),
  truckId: z.string().nullable(),
  vhPlateNo: z.string().nullable(),
  driverId: z.string().nullable(),
  drvName: z.string().nullable(),
  unmatched: z.enum(FUEL_UNMATCHED).nullable(),
});
export const statementLineList = datatableResponse(statementLineRow);

export const issueInvoiceBody = z.object({ accnId: z.string().trim().min(1).max(20).toUpperCase() }).strict();

// ---------------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------------

/** Days from issue to due. */
export const FUEL_INVOICE_DUE_DAYS = 14;
/**
 * VAT of the fuel invoice: none added. Shell sells fuel with VAT included in the pump price and invoices it to the
 * platform; the platform passes it on at cost as a reimbursement (no margin, no new supply), so its invoice adds no
 * VAT and its tax base is zero; the amounts are the provider's, VAT included.
 */
export const FUEL_INVOICE_VAT_RATE = 0;

export const fuelInvoicesQuery = datatableQuery
  .extend({ status: z.enum(['NEW', 'PAYING', 'PAID']).optional(), accnId: z.string().trim().max(20).toUpperCase().optional() })
  .strict();
export type FuelInvoicesQuery = z.infer<typeof fuelInvoicesQuery>;

export const fuelInvoiceRow = z.object({
  docId: z.number().int(),
  docNo: z.string(),
  stmtId: z.number().int(),
  period: z.string(),
  accnId: z.string(),
  accnName: z.string().nullable(),
  currency: z.string(),
  total: money,
  outstanding: money,
  status: z.string(),
  issuedAt: timestamp,
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  /** May the caller pay it now (its operator's payer, NEW). */
  payable: z.boolean(),
});
export const fuelInvoiceList = datatableResponse(fuelInvoiceRow);
export type FuelInvoiceRow = z.infer<typeof fuelInvoiceRow>;
