import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';

/**
 * Tax-invoice serial numbers (NSFP, issue 15; spec §3 "Tax sequence"): GLI registers the ranges the tax office
 * allots, e.g. `010.000-26.00000001` to `010.000-26.00000500`; each number is issued once, to one document, or voided
 * with a reason.
 */

/**
 * A range's state: A active (numbers are taken from it), I waiting (becomes active when the active one of its
 * prefixes and year is used up), E used up, D deleted (only a waiting range).
 */
export const TAX_SEQUENCE_STATES = ['A', 'I', 'E', 'D'] as const;
export type TaxSequenceState = (typeof TAX_SEQUENCE_STATES)[number];

/** A taken number: issued to a document, or voided with a reason. */
export const TAX_NUMBER_STATES = ['ISSUED', 'VOIDED'] as const;
export type TaxNumberState = (typeof TAX_NUMBER_STATES)[number];

/** A range's payment state (spec §4: the only one seen is BILL). */
export const TAX_SEQUENCE_PAYMENT_STATES = ['BILL'] as const;

/** The serial is 8 digits. */
export const TAX_SERIAL_MAX = 99_999_999;

/** `010.000-26.00000001`: prefix (3 digits), mid (3), year (2), serial (8). */
export const TAX_NUMBER_PATTERN = /^(\d{3})\.(\d{3})-(\d{2})\.(\d{8})$/;

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);

/** The formatted tax number of a serial of a range: `formatTaxNumber('010', '000', '26', 1)` is `010.000-26.00000001`. */
export function formatTaxNumber(prefixLeft: string, prefixMid: string, year: string, serial: number): string {
  if (!digits(3).test(prefixLeft) || !digits(3).test(prefixMid) || !digits(2).test(year)) {
    throw new RangeError(`Not a tax number prefix: ${prefixLeft}.${prefixMid}-${year}`);
  }
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > TAX_SERIAL_MAX) {
    throw new RangeError(`Not a tax number serial: ${serial}`);
  }
  return `${prefixLeft}.${prefixMid}-${year}.${String(serial).padStart(8, '0')}`;
}

/** The parts of a formatted tax number, or null when it is not one. */
export function parseTaxNumber(taxNo: string): { prefixLeft: string; prefixMid: string; year: string; serial: number } | null {
  const m = TAX_NUMBER_PATTERN.exec(taxNo);
  if (!m) return null;
  const serial = Number(m[4]);
  if (serial < 1) return null;
  return { prefixLeft: m[1]!, prefixMid: m[2]!, year: m[3]!, serial };
}

const serial = z
  .number('tax.validation.serial')
  .int('tax.validation.serial')
  .min(1, 'tax.validation.serial')
  .max(TAX_SERIAL_MAX, 'tax.validation.serial');

/** Registering a range (the form and the API): prefixes and year as digits, start and end serials, start <= end. */
export const taxSequenceBody = z
  .object({
    prefixLeft: z.string().trim().regex(digits(3), 'tax.validation.prefix'),
    prefixMid: z.string().trim().regex(digits(3), 'tax.validation.prefix'),
    prefixYear: z.string().trim().regex(digits(2), 'tax.validation.year'),
    sequenceStart: serial,
    sequenceEnd: serial,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.sequenceStart > v.sequenceEnd) {
      ctx.addIssue({ code: 'custom', path: ['sequenceEnd'], message: 'tax.validation.endBeforeStart' });
    }
  });
export type TaxSequenceBody = z.infer<typeof taxSequenceBody>;

/** The ranges list (server-paged): filters state and year; search on the prefixes. */
export const taxSequenceQuery = datatableQuery
  .extend({
    status: z.enum(TAX_SEQUENCE_STATES).optional(),
    year: z.string().regex(digits(2), 'tax.validation.year').optional(),
  })
  .strict();
export type TaxSequenceQuery = z.infer<typeof taxSequenceQuery>;

export const taxSequenceRow = z.object({
  id: z.number().int(),
  prefixLeft: z.string(),
  prefixMid: z.string(),
  prefixYear: z.string(),
  sequenceStart: z.number().int(),
  sequenceEnd: z.number().int(),
  /** Numbers taken (issued or voided) from the range so far; the next is start + consumed. */
  consumedNum: z.number().int(),
  status: z.enum(TAX_SEQUENCE_STATES),
  paymentState: z.string(),
  dateCreated: timestamp,
  createdBy: z.string().nullable(),
  /** The first and last tax numbers of the range, formatted. */
  firstTaxNo: z.string(),
  lastTaxNo: z.string(),
});
export type TaxSequenceRow = z.infer<typeof taxSequenceRow>;
export const taxSequenceList = datatableResponse(taxSequenceRow);

/** Voiding a taken number: the reason is required. */
export const voidTaxNumberBody = z
  .object({ reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong') })
  .strict();
export type VoidTaxNumberBody = z.infer<typeof voidTaxNumberBody>;

export const taxNumberParams = z.object({ taxNo: z.string().regex(TAX_NUMBER_PATTERN, 'tax.validation.taxNo') });

export const taxNumberRow = z.object({
  taxNo: z.string(),
  sequenceId: z.number().int(),
  serial: z.number().int(),
  state: z.enum(TAX_NUMBER_STATES),
  /** The document it was issued for (e.g. a money document's number), if any. */
  ref: z.string().nullable(),
  issuedBy: z.string(),
  issuedAt: timestamp,
  voidReason: z.string().nullable(),
  voidedBy: z.string().nullable(),
  voidedAt: timestamp.nullable(),
});
export type TaxNumberRow = z.infer<typeof taxNumberRow>;

/** A range's taken numbers (server-paged, in serial order): filter state; search on the number or its document. */
export const taxNumberQuery = datatableQuery.extend({ state: z.enum(TAX_NUMBER_STATES).optional() }).strict();
export type TaxNumberQuery = z.infer<typeof taxNumberQuery>;
export const taxNumberList = datatableResponse(taxNumberRow);

/** The serials of a range taken so far that have no issued or voided number (there should be none). */
export const taxSequenceGaps = z.object({
  id: z.number().int(),
  consumedNum: z.number().int(),
  accounted: z.number().int(),
  gaps: z.array(z.number().int()),
});
export type TaxSequenceGaps = z.infer<typeof taxSequenceGaps>;
