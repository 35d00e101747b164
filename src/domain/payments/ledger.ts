import type { MoneyDocType } from '../billing/documents';

/**
 * The ledger (issue 14, part 1): every movement of money posts a journal of balanced lines (debits = credits per
 * currency) in the transaction of its cause. Amounts are signed integer minor units (bigint): a debit positive, a
 * credit negative. Balances and the outstanding amount of a document are sums of lines; lines are never changed, a
 * mistake is reversed by a new journal. The chart and the postings: docs/decisions/0008-ledger.md.
 *
 * Agent model: the platform collects the trip charges from the creator on the operator's behalf and passes them
 * through; only its own fee is revenue. The charges never touch the platform's income or expenses.
 */
export const LEDGER_ACCOUNTS = {
  /** What a company owes the platform: the creator's DN_CO and PF_CO, the operator's PF_TO (asset, debit). */
  RECEIVABLE: { scope: 'COMPANY', normal: 'DEBIT' },
  /** What the platform owes a company: the operator's DN_TO, the charges passed through (liability, credit). */
  PAYABLE: { scope: 'COMPANY', normal: 'CREDIT' },
  /** The platform's fee of each side (income, credit). */
  FEE_REVENUE: { scope: 'PLATFORM', normal: 'CREDIT' },
  /** VAT charged on the fees, owed to the tax office (liability, credit). */
  VAT_OUTPUT: { scope: 'PLATFORM', normal: 'CREDIT' },
  /**
   * Cargo insurance premiums billed on the creator's DN_CO, owed to the insurers (decision 0038; liability, credit):
   * collected on their behalf like the trip charges, never the platform's income.
   */
  INSURANCE_PAYABLE: { scope: 'PLATFORM', normal: 'CREDIT' },
  /** e-Meterai recovered from the creator, owed for the stamp (liability, credit). */
  STAMP_DUTY_PAYABLE: { scope: 'PLATFORM', normal: 'CREDIT' },
  /** PPh 23 withheld by the payer of a fee: prepaid income tax of the platform (asset, debit). */
  WHT_PREPAID: { scope: 'PLATFORM', normal: 'DEBIT' },
  /** Paid at the payment gateway, not yet settled to the bank (asset, debit). */
  GATEWAY_CLEARING: { scope: 'PLATFORM', normal: 'DEBIT' },
  /** The platform's bank account (asset, debit). */
  BANK: { scope: 'PLATFORM', normal: 'DEBIT' },
  /** Money received from a company and not yet allocated to its documents (liability, credit). */
  UNALLOCATED_RECEIPTS: { scope: 'COMPANY', normal: 'CREDIT' },
  /** A company's credit line drawn by reservations (memorandum, credit; the pair of CREDIT_RESERVED). */
  CREDIT_LINE: { scope: 'COMPANY', normal: 'CREDIT' },
  /** Credit reserved for a company's open jobs (memorandum, debit): available = the contract's limit minus this. */
  CREDIT_RESERVED: { scope: 'COMPANY', normal: 'DEBIT' },
  /**
   * What a company owes on its credit line: documents it paid by Credit (the line paid them), repaid later by VA
   * (asset, debit).
   */
  CREDIT_DRAWN: { scope: 'COMPANY', normal: 'DEBIT' },
  /**
   * What the platform owes the fuel provider (Shell) for the fuel it rebilled to operators (liability, credit; issue
   * 19, docs/decisions/0039-fuel-cards.md): credited when a fuel invoice is issued, debited when Shell is paid.
   */
  FUEL_PAYABLE: { scope: 'PLATFORM', normal: 'CREDIT' },
} as const satisfies Record<string, { scope: 'COMPANY' | 'PLATFORM'; normal: 'DEBIT' | 'CREDIT' }>;

export type LedgerAccount = keyof typeof LEDGER_ACCOUNTS;
export const LEDGER_ACCOUNT_CODES = Object.keys(LEDGER_ACCOUNTS) as LedgerAccount[];

/** The causes of a journal (the later parts of issue 14 post the other ones). */
export const LEDGER_CAUSES = [
  'BILL_APPROVED',
  'PAYMENT_RECEIVED',
  'PAYOUT_SENT',
  'CREDIT_RESERVED',
  'CREDIT_RELEASED',
  'REVERSAL',
  // Issue 14, parts 3 and on (migration 0027): a receipt allocated to documents, a manual payment verified, documents
  // paid from a credit line, the credit line repaid, a payout that failed at the bank, the gateway settled to the bank.
  'PAYMENT_ALLOCATED',
  'MANUAL_PAYMENT',
  'CREDIT_USED',
  'CREDIT_REPAID',
  'PAYOUT_FAILED',
  'GATEWAY_SETTLED',
  // Issue 19 (migration 0057): an operator's fuel invoice issued from the provider's statement.
  'FUEL_INVOICED',
] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** The company of a company account; null on a platform account. */
  accnId: string | null;
  currency: string;
  /** The money document the line belongs to, if any. */
  docId: number | null;
  /** Minor units: debit positive, credit negative; never zero. */
  amount: bigint;
}

export class UnbalancedPosting extends Error {
  constructor(readonly totals: ReadonlyMap<string, bigint>) {
    super(
      `the posting does not balance: ${[...totals]
        .filter(([, t]) => t !== 0n)
        .map(([c, t]) => `${c} ${t}`)
        .join(', ')}`,
    );
  }
}

/** The sum of the lines per currency (zero for every currency when the posting balances). */
export function totalsByCurrency(lines: readonly Pick<LedgerLine, 'currency' | 'amount'>[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const l of lines) totals.set(l.currency, (totals.get(l.currency) ?? 0n) + l.amount);
  return totals;
}

export const isBalanced = (lines: readonly Pick<LedgerLine, 'currency' | 'amount'>[]): boolean =>
  [...totalsByCurrency(lines).values()].every((t) => t === 0n);

/**
 * What is wrong with a posting, or null: no lines, a zero line, a company account without its company or a platform
 * account with one, a currency that is not three letters, debits unequal to credits in a currency.
 */
export function postingError(lines: readonly LedgerLine[]): string | null {
  if (!lines.length) return 'a journal needs lines';
  for (const l of lines) {
    const account = LEDGER_ACCOUNTS[l.account] as (typeof LEDGER_ACCOUNTS)[LedgerAccount] | undefined;
    if (!account) return `unknown account ${l.account}`;
    if (l.amount === 0n) return `a zero line on ${l.account}`;
    if ((account.scope === 'COMPANY') !== (l.accnId !== null)) return `${l.account} is a ${account.scope.toLowerCase()} account`;
    if (!/^[A-Z]{3}$/.test(l.currency)) return `currency ${l.currency}`;
  }
  return isBalanced(lines) ? null : new UnbalancedPosting(totalsByCurrency(lines)).message;
}

/** The lines that undo a posting: the same lines with the sign turned. */
export const reversalLines = (lines: readonly LedgerLine[]): LedgerLine[] => lines.map((l) => ({ ...l, amount: -l.amount }));

/** An amount on an account in its normal direction (a receivable's debit, a payable's credit) as a positive number. */
export const normalBalance = (account: LedgerAccount, signed: bigint): bigint =>
  LEDGER_ACCOUNTS[account].normal === 'DEBIT' ? signed : -signed;

/** A money document of an approved bill, as posted (minor units). */
export interface PostedDocument {
  docId: number | null;
  docType: MoneyDocType;
  fromAccnId: string;
  toAccnId: string;
  currency: string;
  subtotal: bigint;
  vat: bigint;
  withholding: bigint;
  stampDuty: bigint;
  total: bigint;
}

/**
 * The posting of an approved bill's money documents (one journal, `BILL_APPROVED`), zero lines left out:
 *
 * | document | debit                                          | credit                                               |
 * | -------- | ---------------------------------------------- | ---------------------------------------------------- |
 * | DN_TO    | (the creator's receivable on DN_CO)            | PAYABLE operator (DN_TO total)                       |
 * | DN_CO    | RECEIVABLE creator (DN_CO total)               | DN_TO total passed through; STAMP_DUTY_PAYABLE; VAT_OUTPUT (code 05) |
 * | PF_CO    | RECEIVABLE creator (total); WHT_PREPAID        | FEE_REVENUE (fee); VAT_OUTPUT                        |
 * | PF_TO    | RECEIVABLE operator (total); WHT_PREPAID       | FEE_REVENUE (fee); VAT_OUTPUT                        |
 *
 * The charges on DN_CO must be DN_TO's total (the platform passes them through unchanged), else this throws.
 */
export function billApprovalLines(docs: readonly PostedDocument[]): LedgerLine[] {
  const of = (type: MoneyDocType) => {
    const doc = docs.find((d) => d.docType === type);
    if (!doc) throw new Error(`the approved bill has no ${type}`);
    return doc;
  };
  const dnTo = of('DN_TO');
  const dnCo = of('DN_CO');
  // What DN_CO carries beyond DN_TO's lines: cargo insurance premiums, passed through to the insurers (decision 0038).
  const insurance = dnCo.subtotal - dnTo.subtotal;
  if (insurance < 0n || dnCo.total - dnCo.stampDuty - dnCo.vat - insurance !== dnTo.total || dnCo.currency !== dnTo.currency) {
    throw new Error('DN_CO must pass DN_TO through unchanged');
  }
  const lines: LedgerLine[] = [];
  const add = (account: LedgerAccount, accnId: string | null, doc: PostedDocument, amount: bigint) => {
    if (amount !== 0n) lines.push({ account, accnId, currency: doc.currency, docId: doc.docId, amount });
  };
  add('RECEIVABLE', dnCo.toAccnId, dnCo, dnCo.total);
  add('STAMP_DUTY_PAYABLE', null, dnCo, -dnCo.stampDuty);
  add('INSURANCE_PAYABLE', null, dnCo, -insurance);
  add('VAT_OUTPUT', null, dnCo, -dnCo.vat);
  add('PAYABLE', dnTo.fromAccnId, dnTo, -dnTo.total);
  for (const fee of [of('PF_CO'), of('PF_TO')]) {
    add('RECEIVABLE', fee.toAccnId, fee, fee.total);
    add('WHT_PREPAID', null, fee, fee.withholding);
    add('FEE_REVENUE', null, fee, -fee.subtotal);
    add('VAT_OUTPUT', null, fee, -fee.vat);
  }
  if (!lines.length) return lines; // a bill of zero: nothing moves
  const error = postingError(lines);
  if (error) throw new Error(error);
  return lines;
}
