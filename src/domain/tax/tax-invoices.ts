import { isPremiumLine } from '../insurance/insurance';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { FREIGHT_FORWARDING_VAT_BP, freightForwardingVatOf, vatOf, type MoneyDocType } from '../billing/documents';
import { toMinor } from '../billing/money';
import { actionsOf, refusalOf, type Actor, type Refusal, type Workflow } from '../workflow';

/**
 * Tax invoices (faktur pajak, issue 15; spec §3 "Tax invoice"): one per taxable money document, with the e-Faktur /
 * Coretax transaction code decided by what is billed (the rules table below, `GET /tax/rules`). Amounts are integer
 * minor units (sen); VAT rates are basis points (1200 = 12 %).
 */

/** N new, E exported (in a tax report), C completed (approved PDF uploaded), X cancelled (batal), R replaced (diganti). */
export const TAX_INVOICE_STATES = ['N', 'E', 'C', 'X', 'R'] as const;
export type TaxInvoiceState = (typeof TAX_INVOICE_STATES)[number];

/** What GLI's finance (`tax.manage`) does with an invoice (the web shows the buttons of the row's `actions`). */
export const TAX_INVOICE_ACTIONS = ['cancel', 'replace', 'complete', 'recordNumber'] as const;
export type TaxInvoiceAction = (typeof TAX_INVOICE_ACTIONS)[number];

/**
 * The tax invoice workflow (docs/decisions/0014-tax-invoices.md): cancel (batal, with a reason) anything not cancelled
 * or replaced; replace (pengganti) an issued one (E, C); complete an exported one with the approved PDF; record the
 * tax office's number (Coretax mode, before it has one). N -> E and back are the tax report's (system).
 */
export const TAX_INVOICE_WORKFLOW = {
  entity: 'tax_invoice',
  states: ['N', 'E', 'C', 'X', 'R'],
  verbs: {
    cancel: { from: ['N', 'E', 'C'], to: 'X', permission: 'tax.manage', reason: true },
    replace: { from: ['E', 'C'], to: 'R', permission: 'tax.manage' },
    complete: { from: ['E'], to: 'C', permission: 'tax.manage' },
    recordNumber: { from: ['N', 'E'], to: null, permission: 'tax.manage' },
    export: { from: ['N'], to: 'E', system: true },
  },
} as const satisfies Workflow<TaxInvoiceState, TaxInvoiceAction | 'export'>;

/** The invoice as its workflow sees it: the state, and the number and mode the number verbs depend on. */
export interface TaxInvoiceSubject {
  status: string;
  numbering: string;
  taxNo: string | null;
}

/**
 * Why a verb is refused on this invoice (null: allowed). Beyond the state table: only a Coretax-mode invoice without a
 * number may get the tax office's number, and only a numbered one can be completed (its PDF is matched by the number).
 */
export function taxInvoiceRefusal(verb: TaxInvoiceAction, inv: TaxInvoiceSubject, actor: Actor): Refusal {
  const refusal = refusalOf(TAX_INVOICE_WORKFLOW, verb, { state: inv.status }, actor);
  if (refusal) return refusal;
  if (verb === 'recordNumber' && (inv.numbering !== 'CORETAX' || inv.taxNo !== null)) return 'state';
  if (verb === 'complete' && inv.taxNo === null) return 'state';
  return null;
}

/** The verbs this user may use on the invoice now: the `actions` of its row and detail. */
export function taxInvoiceActionsOf(inv: TaxInvoiceSubject, actor: Actor): TaxInvoiceAction[] {
  return actionsOf(TAX_INVOICE_WORKFLOW, { state: inv.status }, actor).filter(
    (v): v is TaxInvoiceAction => v !== 'export' && taxInvoiceRefusal(v as TaxInvoiceAction, inv, actor) === null,
  );
}

/** How numbers are given: from GLI's NSFP ranges, or by the tax office's Coretax system when the XML is imported. */
export const TAX_NUMBERING_MODES = ['RANGE', 'CORETAX'] as const;
export type TaxNumberingMode = (typeof TAX_NUMBERING_MODES)[number];

/** Coretax's tax invoice number: 17 digits. */
export const CORETAX_NUMBER_PATTERN = /^\d{17}$/;

export type TaxCode = '04' | '05' | '08';

export interface TaxRule {
  /** Stable key of the rule. */
  key: 'PLATFORM_FEE' | 'ROAD_HAULAGE' | 'FREIGHT_FORWARDING' | 'OPERATOR_DEBIT_NOTE';
  /** The money documents it applies to. */
  docTypes: MoneyDocType[];
  /** The transaction code (kode transaksi), or null: no tax invoice. */
  code: TaxCode | null;
  /** VAT rate in basis points (1200 = 12 %, 110 = 1.1 %). */
  vatRateBp: number;
  /** Tax base: DPP nilai lain 11/12 of the price (code 04), or the price. */
  otherTaxBase: 'ELEVEN_TWELFTHS' | 'PRICE';
  /** The legal basis / facility reference printed on the invoice. */
  reference: string;
  /** When the rule applies instead of the default of its documents. */
  condition: 'ALWAYS' | 'CONTRACT_FREIGHT_FORWARDING' | 'NEVER';
  en: string;
  id: string;
}

/** What is billed -> transaction code (GLI reads it at `GET /tax/rules`, shown on the tax invoice list). */
export const TAX_RULES: readonly TaxRule[] = [
  {
    key: 'PLATFORM_FEE',
    docTypes: ['PF_CO', 'PF_TO'],
    code: '04',
    vatRateBp: 1200,
    otherTaxBase: 'ELEVEN_TWELFTHS',
    reference: 'PMK 131/2024',
    condition: 'ALWAYS',
    en: 'Platform fee: code 04, tax base DPP nilai lain 11/12 of the fee, VAT 12 %',
    id: 'Biaya platform: kode 04, DPP nilai lain 11/12 dari biaya, PPN 12 %',
  },
  {
    key: 'ROAD_HAULAGE',
    docTypes: ['DN_CO'],
    code: '08',
    vatRateBp: 0,
    otherTaxBase: 'PRICE',
    reference: 'PP 49/2022',
    condition: 'ALWAYS',
    en: 'Road haulage of goods (debit note to the creator): code 08, VAT exempt (facility PP 49/2022), VAT 0',
    id: 'Jasa angkutan barang (nota debit ke pembuat): kode 08, dibebaskan PPN (fasilitas PP 49/2022), PPN 0',
  },
  {
    key: 'FREIGHT_FORWARDING',
    docTypes: ['DN_CO'],
    code: '05',
    vatRateBp: Number(FREIGHT_FORWARDING_VAT_BP),
    otherTaxBase: 'PRICE',
    reference: 'PMK 71/2022',
    condition: 'CONTRACT_FREIGHT_FORWARDING',
    en: 'Freight forwarding with a separate freight component (contract flag): code 05, VAT 1.1 % (PMK 71/2022)',
    id: 'Jasa pengurusan transportasi dengan komponen biaya angkut terpisah (tanda kontrak): kode 05, PPN 1,1 % (PMK 71/2022)',
  },
  {
    key: 'OPERATOR_DEBIT_NOTE',
    docTypes: ['DN_TO'],
    code: null,
    vatRateBp: 0,
    otherTaxBase: 'PRICE',
    reference: '',
    condition: 'NEVER',
    en: "The operator's debit note to the platform: the operator's supply, not the platform's: no tax invoice",
    id: 'Nota debit operator ke platform: penyerahan operator, bukan platform: tanpa faktur pajak',
  },
];

/** The rule of a money document (null: it gets no tax invoice). */
export function ruleFor(docType: MoneyDocType, contract: { freightForwardingVat: boolean }): TaxRule | null {
  if (docType === 'DN_TO') return null;
  if (docType === 'DN_CO') {
    return TAX_RULES.find((r) => r.key === (contract.freightForwardingVat ? 'FREIGHT_FORWARDING' : 'ROAD_HAULAGE'))!;
  }
  return TAX_RULES.find((r) => r.key === 'PLATFORM_FEE')!;
}

export interface TaxLine {
  name: string;
  unit: string;
  price: number;
  qty: number;
  discount: number;
  taxBase: number;
  otherTaxBase: number;
  vatRateBp: number;
  vat: number;
}

/**
 * The invoice lines of a document's lines under a rule, in minor units. Code 04: one fee line, DPP nilai lain and VAT
 * exactly as the money document has them (`vatOf`). Code 08: VAT 0. Code 05: 1.1 % of the price, down to the rupiah.
 * The stamp duty line (not a supply) and cargo insurance premiums (the insurer's supply) are left out.
 */
export function taxLinesOf(
  rule: TaxRule,
  currency: string,
  lines: ReadonlyArray<{ itemDesc: string; qty: number; amount: string }>,
  stampDutyDesc?: string,
): TaxLine[] {
  const out: TaxLine[] = [];
  for (const l of lines) {
    if (stampDutyDesc !== undefined && l.itemDesc === stampDutyDesc) continue;
    // A cargo insurance premium is the insurer's supply passed through (VAT-exempt), not the platform's (decision 0038).
    if (isPremiumLine(l.itemDesc)) continue;
    const amount = toMinor(l.amount, currency);
    const qty = Math.max(1, l.qty);
    const price = amount / BigInt(qty);
    let otherTaxBase = amount;
    let vat = 0n;
    if (rule.otherTaxBase === 'ELEVEN_TWELFTHS') {
      const v = vatOf(amount, currency);
      otherTaxBase = v.taxBase;
      vat = v.vat;
    } else if (rule.vatRateBp > 0) {
      vat = freightForwardingVatOf(amount, currency);
    }
    out.push({
      name: l.itemDesc,
      // Our units; the report maps them to Coretax's unit codes.
      unit: rule.code === '04' ? 'JOB' : 'TRIP',
      price: Number(price),
      qty,
      discount: 0,
      taxBase: Number(amount),
      otherTaxBase: Number(otherTaxBase),
      vatRateBp: rule.vatRateBp,
      vat: Number(vat),
    });
  }
  return out;
}

/**
 * The buyer's tax identity from a company's registration number: a 16-digit NPWP (or NIK), or a 15-digit old NPWP
 * written with a leading 0; dots, dashes and spaces ignored. Null when it is neither. The TKU id (Coretax's place of
 * business) is the NPWP followed by 000000 (the head office).
 */
export function buyerIdentity(regn: string | null | undefined): { tin: string; tku: string } | null {
  const digits = (regn ?? '').replace(/[.\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const tin = digits.length === 15 ? `0${digits}` : digits.length === 16 ? digits : null;
  if (!tin || /^0+$/.test(tin)) return null;
  return { tin, tku: `${tin}000000` };
}

/** The NPWP check of a form or a body: 15 or 16 digits. */
export const npwpField = z
  .string()
  .trim()
  .refine((v) => buyerIdentity(v) !== null, 'tax.validation.npwp');

export const taxInvoiceQuery = datatableQuery
  .extend({
    status: z.enum(TAX_INVOICE_STATES).optional(),
    customer: z.string().trim().max(20).optional(),
    service: z.enum(['PF_CO', 'PF_TO', 'DN_CO']).optional(),
    dateFrom: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
      .optional(),
    dateTo: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
      .optional(),
    waiting: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type TaxInvoiceQuery = z.infer<typeof taxInvoiceQuery>;

export const taxInvoiceLine = z.object({
  no: z.number().int(),
  name: z.string(),
  unit: z.string(),
  price: z.number().int(),
  qty: z.number().int(),
  discount: z.number().int(),
  taxBase: z.number().int(),
  otherTaxBase: z.number().int(),
  vatRateBp: z.number().int(),
  vat: z.number().int(),
});
export type TaxInvoiceLine = z.infer<typeof taxInvoiceLine>;

export const taxInvoiceRow = z.object({
  id: z.number().int(),
  /** What is billed: the money document's type (PF_CO, PF_TO, DN_CO). */
  service: z.string(),
  /** The money document's number. */
  invoiceNo: z.string(),
  docId: z.number().int(),
  jobId: z.string(),
  invoiceIssueDate: z.string(),
  /** The tax number (NSFP, or Coretax's 17 digits), null while waiting for one. */
  taxNo: z.string().nullable(),
  /** The internal reference (Coretax mode, and every invoice): `TI-<year>-<id>`. */
  reference: z.string(),
  numbering: z.enum(TAX_NUMBERING_MODES),
  /** No active range when it was made (RANGE mode): given by "assign numbers". */
  awaitingNumber: z.boolean(),
  customer: z.string(),
  customerName: z.string(),
  buyerTin: z.string().nullable(),
  buyerTku: z.string().nullable(),
  trxCode: z.string(),
  facilityRef: z.string().nullable(),
  currency: z.string(),
  taxBase: z.number().int(),
  otherTaxBase: z.number().int(),
  vat: z.number().int(),
  status: z.enum(TAX_INVOICE_STATES),
  /** e-Faktur FG_PENGGANTI: 0 normal, 1 a replacement. */
  replacementCode: z.string(),
  replacesId: z.number().int().nullable(),
  reportId: z.number().int().nullable(),
  completedAttId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  dateCreated: timestamp,
  /** What this user may do with it now (the workflow above; the web renders these, never works them out). */
  actions: z.array(z.enum(TAX_INVOICE_ACTIONS)),
});
export type TaxInvoiceRow = z.infer<typeof taxInvoiceRow>;
export const taxInvoiceList = datatableResponse(taxInvoiceRow);
export const taxInvoiceDetail = taxInvoiceRow.extend({ lines: z.array(taxInvoiceLine) });
export type TaxInvoiceDetail = z.infer<typeof taxInvoiceDetail>;

/** Recording the tax office's number (Coretax mode): 17 digits. */
export const recordTaxNumberBody = z
  .object({ taxNo: z.string().trim().regex(CORETAX_NUMBER_PATTERN, 'tax.validation.coretaxNo') })
  .strict();
export const cancelTaxInvoiceBody = z
  .object({ reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong') })
  .strict();
/** Completion: the approved e-Faktur PDF (a document uploaded to GLI's repository) and the tax number read off it. */
export const completeTaxInvoiceBody = z
  .object({ attId: z.string().trim().min(1, 'validation.required'), taxNo: z.string().trim().min(1, 'validation.required') })
  .strict();
export const taxRuleList = z.array(
  z.object({
    key: z.string(),
    docTypes: z.array(z.string()),
    code: z.string().nullable(),
    vatRateBp: z.number().int(),
    otherTaxBase: z.string(),
    reference: z.string(),
    condition: z.string(),
    en: z.string(),
    id: z.string(),
  }),
);

/** Tax numbers compare without their punctuation (NSFP `010.000-26.00000001` vs `0100002600000001`). */
export const sameTaxNo = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '') && /\d/.test(a);
