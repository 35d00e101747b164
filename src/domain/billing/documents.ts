import { fromMinor, floorToUnit, mulDivRound, percentBasisPoints, toMinor, unitOf } from './money';

/**
 * The money documents made at approval (issue 13), as pure functions over integer minor units:
 *
 * - DN_TO: the operator's debit note to the platform: trip charges + reimbursements + additional charges.
 * - DN_CO: the platform's debit note to the creator: the same charges, plus e-Meterai stamp duty (Rp10,000) when
 *   the document's total exceeds Rp5,000,000 (an IDR document; a USD document carries none).
 * - PF_CO / PF_TO: the platform-fee invoice to each side: the contract's fee for that side (a percentage of the
 *   trip charges, or a fixed amount per job); VAT 12 % on a tax base of 11/12 of the fee (PMK 131/2024), rounded
 *   down to the whole unit; the contract's withholding tax (PPh 23) where it has one, on the fee, deducted.
 */
export const MONEY_DOC_TYPES = ['DN_TO', 'DN_CO', 'PF_CO', 'PF_TO'] as const;
export type MoneyDocType = (typeof MONEY_DOC_TYPES)[number];

/** The number series of each document type: `DN/2026/000123`, `PF/2026/000045`. */
export const SERIES_OF: Record<MoneyDocType, 'DN' | 'PF'> = { DN_TO: 'DN', DN_CO: 'DN', PF_CO: 'PF', PF_TO: 'PF' };

/** The document number: series / year / six digits. */
export const documentNumber = (series: string, year: number, n: number) => `${series}/${year}/${String(n).padStart(6, '0')}`;

/** e-Meterai: Rp10,000 on a document whose total exceeds Rp5,000,000 (Law 10/2020). */
export const STAMP_DUTY_IDR = 10_000n;
export const STAMP_DUTY_THRESHOLD_IDR = 5_000_000n;
/** VAT 12 % on the tax base of 11/12 of the fee (PMK 131/2024). */
export const VAT_RATE_PCT = 12n;
/**
 * VAT of freight forwarding with a separate freight component (PMK 71/2022), in basis points of the charges: 1.1 %.
 * A contract flag (`freightForwardingVat`) puts it on the debit note to the creator, which gets tax code 05.
 */
export const FREIGHT_FORWARDING_VAT_BP = 110n;

/** What a bill's charge line is for. */
export type ChargeKind = 'TRIP' | 'REIMBURSEMENT' | 'ADDITIONAL' | 'INSURANCE';
/** What a document's line is for: a charge, the stamp duty, a platform fee or fuel (the GL account Sage books it to). */
export type LineKind = ChargeKind | 'STAMP_DUTY' | 'FEE' | 'FUEL';

export interface ChargeLine {
  /** INSURANCE: an approved cargo insurance policy's premium, on the debit note to the creator only (decision 0038). */
  kind: ChargeKind;
  description: string;
  quantity: number;
  /** Minor units. */
  amount: bigint;
}

export interface FeeTerms {
  feeType: 'PCT' | 'FIXED';
  /** Percent ("2.50") or the fixed amount in the contract's currency ("50000.00"). */
  feeValue: string;
  /** Withholding tax percent on the fee ("2.00"), or null. */
  withholdingPct: string | null;
}

/** The finance history item (spec §3): no, itemDesc, qty, currency, amount (text). */
export interface DocumentLine {
  no: number;
  itemDesc: string;
  qty: number;
  currency: string;
  amount: string;
  /** Absent on the lines of documents issued before it was stored (Sage export infers it: decision 0041). */
  kind?: LineKind;
}

export interface ComputedDocument {
  docType: MoneyDocType;
  currency: string;
  lines: DocumentLine[];
  /** The lines' sum. */
  subtotal: bigint;
  taxBase: bigint;
  vat: bigint;
  withholding: bigint;
  stampDuty: bigint;
  /** What the receiver pays: subtotal + VAT + stamp duty - withholding. */
  total: bigint;
}

export interface BillFigures {
  currency: string;
  lines: readonly ChargeLine[];
  creatorFee: FeeTerms;
  operatorFee: FeeTerms;
  /** The descriptions of the fee lines, per side (language of the document). */
  feeLabel?: (side: 'CO' | 'TO') => string;
  stampDutyLabel?: string;
  /** The contract says freight forwarding: VAT 1.1 % of each charge line on the debit note to the creator. */
  freightForwardingVat?: boolean;
  /**
   * Lines of the debit note to the creator only (cargo insurance premiums, decision 0038): passed through to the
   * insurer, no VAT (insurance services are VAT-exempt), no platform fee; counted in the stamp duty's threshold.
   */
  creatorOnlyLines?: readonly ChargeLine[];
}

const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** The platform fee on the trip charges: percent (half up to the minor unit) or fixed. */
export function platformFee(tripCharges: bigint, terms: FeeTerms, currency: string): bigint {
  if (terms.feeType === 'FIXED') return toMinor(terms.feeValue, currency);
  return mulDivRound(tripCharges, percentBasisPoints(terms.feeValue), 10_000n);
}

/** Taxes are rounded down to the whole rupiah; in another currency to its minor unit (the cent). */
const floorTax = (minor: bigint, currency: string) => (currency === 'IDR' ? floorToUnit(minor, currency) : minor);

/** The tax base (11/12 of the fee, down to the minor unit) and the VAT (12 % of it, down to the whole rupiah). */
export function vatOf(fee: bigint, currency: string): { taxBase: bigint; vat: bigint } {
  const taxBase = (fee * 11n) / 12n;
  const vat = floorTax((fee * 11n * VAT_RATE_PCT) / (12n * 100n), currency);
  return { taxBase, vat };
}

/** The freight-forwarding VAT of one charge line: 1.1 % down to the whole rupiah (the cent in another currency). */
export function freightForwardingVatOf(amount: bigint, currency: string): bigint {
  return floorTax((amount * FREIGHT_FORWARDING_VAT_BP) / 10_000n, currency);
}

/** Stamp duty of a debit note to the creator: IDR documents over Rp5,000,000 only. */
export function stampDutyOf(total: bigint, currency: string): bigint {
  if (currency !== 'IDR') return 0n;
  return total > STAMP_DUTY_THRESHOLD_IDR * unitOf(currency) ? STAMP_DUTY_IDR * unitOf(currency) : 0n;
}

/** Withholding (PPh 23) on the fee, down to the whole rupiah (the cent in USD). */
export function withholdingOf(fee: bigint, pct: string | null, currency: string): bigint {
  if (!pct) return 0n;
  return floorTax((fee * percentBasisPoints(pct)) / 10_000n, currency);
}

const asLines = (lines: readonly ChargeLine[], currency: string): DocumentLine[] =>
  lines.map((l, i) => ({
    no: i + 1,
    itemDesc: l.description,
    qty: l.quantity,
    currency,
    amount: fromMinor(l.amount, currency),
    kind: l.kind,
  }));

/** The four documents of an approved bill. */
export function computeDocuments(f: BillFigures): ComputedDocument[] {
  const { currency } = f;
  const charges = sum(f.lines.map((l) => l.amount));
  const trip = sum(f.lines.filter((l) => l.kind === 'TRIP').map((l) => l.amount));
  const plain = (docType: MoneyDocType): ComputedDocument => ({
    docType,
    currency,
    lines: asLines(f.lines, currency),
    subtotal: charges,
    taxBase: 0n,
    vat: 0n,
    withholding: 0n,
    stampDuty: 0n,
    total: charges,
  });
  const dnTo = plain('DN_TO');
  const dnCo = plain('DN_CO');
  const creatorOnly = f.creatorOnlyLines ?? [];
  const passThrough = sum(creatorOnly.map((l) => l.amount));
  if (creatorOnly.length) {
    dnCo.lines = asLines([...f.lines, ...creatorOnly], currency);
    dnCo.subtotal = charges + passThrough;
  }
  if (f.freightForwardingVat) {
    // Per line, as the tax invoice (code 05) has it, so the bill's VAT is the tax invoice's.
    dnCo.taxBase = charges;
    dnCo.vat = sum(f.lines.map((l) => freightForwardingVatOf(l.amount, currency)));
  }
  dnCo.stampDuty = stampDutyOf(dnCo.subtotal, currency);
  dnCo.total = dnCo.subtotal + dnCo.vat + dnCo.stampDuty;
  if (dnCo.stampDuty) {
    dnCo.lines.push({
      no: dnCo.lines.length + 1,
      itemDesc: f.stampDutyLabel ?? 'e-Meterai stamp duty',
      qty: 1,
      currency,
      amount: fromMinor(dnCo.stampDuty, currency),
      kind: 'STAMP_DUTY',
    });
  }
  const fee = (docType: 'PF_CO' | 'PF_TO', terms: FeeTerms): ComputedDocument => {
    const amount = platformFee(trip, terms, currency);
    const { taxBase, vat } = vatOf(amount, currency);
    const withholding = withholdingOf(amount, terms.withholdingPct, currency);
    const side = docType === 'PF_CO' ? 'CO' : 'TO';
    return {
      docType,
      currency,
      lines: [
        {
          no: 1,
          itemDesc: f.feeLabel?.(side) ?? 'Platform fee',
          qty: 1,
          currency,
          amount: fromMinor(amount, currency),
          kind: 'FEE',
        },
      ],
      subtotal: amount,
      taxBase,
      vat,
      withholding,
      stampDuty: 0n,
      total: amount + vat - withholding,
    };
  };
  return [dnTo, dnCo, fee('PF_CO', f.creatorFee), fee('PF_TO', f.operatorFee)];
}
