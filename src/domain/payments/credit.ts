import { z } from 'zod';
import { CONTRACT_CURRENCIES, moneyString } from '../contracts/contracts';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { actionsOf, type Actor, type Workflow } from '../workflow';
import { postingError, type LedgerLine } from './ledger';

/**
 * Credit limits and the credit line (issue 14, docs/decisions/0011-credit.md). A limit is set per company, service
 * and currency by a request (maker-checker): NEW (the maker's draft) -> SUBMIT -> APP or REJ by someone else. The
 * credit line of a company is read from the ledger: reserved (CREDIT_RESERVED), drawn (CREDIT_DRAWN); available =
 * limit - reserved - drawn.
 */

/** The services a credit limit is for (the portal has trucking only). */
export const CREDIT_SERVICE_TYPES = ['TRUCKING'] as const;
export type CreditServiceType = (typeof CREDIT_SERVICE_TYPES)[number];

/** NEW draft, SUBMIT submitted (spec §3), APP approved, REJ rejected, DEL a deleted draft. */
export const CREDIT_LIMIT_STATUSES = ['NEW', 'SUBMIT', 'APP', 'REJ', 'DEL'] as const;
export type CreditLimitStatus = (typeof CREDIT_LIMIT_STATUSES)[number];

export const CREDIT_LIMIT_ACTIONS = ['save', 'submit', 'delete', 'approve', 'reject'] as const;
export type CreditLimitAction = (typeof CREDIT_LIMIT_ACTIONS)[number];

/**
 * The request workflow: the maker (`credit.request`: platform operator admin, GLI finance admin) saves, submits or
 * deletes a draft; the checker (`credit.approve`: GLI finance head, super admin) approves or rejects (with a reason) a
 * submitted one, never the user who made or submitted it.
 */
export const CREDIT_LIMIT_WORKFLOW = {
  entity: 'credit_limit_request',
  states: CREDIT_LIMIT_STATUSES,
  verbs: {
    save: { from: ['NEW'], to: 'NEW', permission: 'credit.request' },
    submit: { from: ['NEW'], to: 'SUBMIT', permission: 'credit.request' },
    delete: { from: ['NEW'], to: 'DEL', permission: 'credit.request' },
    approve: { from: ['SUBMIT'], to: 'APP', permission: 'credit.approve', notBy: ['createdBy', 'submittedBy'] },
    reject: { from: ['SUBMIT'], to: 'REJ', permission: 'credit.approve', notBy: ['createdBy', 'submittedBy'], reason: true },
  },
} as const satisfies Workflow<CreditLimitStatus, CreditLimitAction>;

export function creditLimitActionsOf(
  row: { status: string; createdBy: string | null; submittedBy: string | null },
  user: Actor,
): CreditLimitAction[] {
  return actionsOf(
    CREDIT_LIMIT_WORKFLOW as Workflow<CreditLimitStatus, CreditLimitAction>,
    { state: row.status, makers: { createdBy: row.createdBy, submittedBy: row.submittedBy } },
    user,
  );
}

// ---------------------------------------------------------------------------------------------------
// Requests and answers (the form and the server share these)
// ---------------------------------------------------------------------------------------------------

const accnId = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(20, 'validation.tooLong');

const limitShape = {
  newCreditLimit: moneyString,
  remarks: z.string().trim().max(1000, 'validation.tooLong').nullable().optional(),
};

/** A new request: the company, the service, the currency and the limit asked for. */
export const creditLimitRequestBody = z
  .object({
    accnId,
    serviceType: z.enum(CREDIT_SERVICE_TYPES, { message: 'validation.option' }).default('TRUCKING'),
    creditCcy: z.enum(CONTRACT_CURRENCIES, { message: 'validation.option' }),
    ...limitShape,
  })
  .strict();
export type CreditLimitRequestBody = z.infer<typeof creditLimitRequestBody>;

/** A draft changed by its maker: the limit asked for and the remarks (the company and currency stay). */
export const creditLimitUpdateBody = z.object({ ...limitShape, version: z.number().int().min(1) }).strict();
export type CreditLimitUpdateBody = z.infer<typeof creditLimitUpdateBody>;

/** Submit, approve, delete: the version read; reject needs a reason. */
export const creditLimitActionBody = z
  .object({ version: z.number().int().min(1), reason: z.string().trim().max(1000, 'validation.tooLong').optional() })
  .strict();
export const creditLimitRejectBody = z
  .object({
    version: z.number().int().min(1),
    reason: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
  })
  .strict();

export const creditLimitsQuery = datatableQuery
  .extend({ status: z.enum(CREDIT_LIMIT_STATUSES).optional(), accnId: z.string().trim().max(20).toUpperCase().optional() })
  .strict();
export type CreditLimitsQuery = z.infer<typeof creditLimitsQuery>;

const money = z.string().describe('Decimal text of the currency, e.g. "500000000.00"');

export const creditLimitRequestRow = z.object({
  creditId: z.string(),
  accnCode: z.string(),
  accnName: z.string(),
  serviceType: z.enum(CREDIT_SERVICE_TYPES),
  creditCcy: z.string(),
  /** The limit in force when the request was made (null: none yet). */
  creditLimit: money.nullable(),
  newCreditLimit: money,
  status: z.enum(CREDIT_LIMIT_STATUSES),
  remarks: z.string().nullable(),
  dateCreated: timestamp,
  dateSubmitted: timestamp.nullable(),
  createdBy: z.string().nullable(),
  submittedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  decisionReason: z.string().nullable(),
  version: z.number().int(),
  actions: z.array(z.enum(CREDIT_LIMIT_ACTIONS)),
});
export const creditLimitRequestList = datatableResponse(creditLimitRequestRow);

/** The limits in force (one per company, service and currency). */
export const creditLimitRow = z.object({
  accnCode: z.string(),
  accnName: z.string(),
  serviceType: z.enum(CREDIT_SERVICE_TYPES),
  creditCcy: z.string(),
  creditLimit: money,
  creditId: z.string(),
  approvedBy: z.string(),
  approvedAt: timestamp,
});
export const creditLimitsInForce = z.object({ limits: z.array(creditLimitRow) });

/** A company's credit line: per service and currency, the limit, reserved, drawn (used) and available amounts. */
export const creditLineQuery = z.object({ accnId: z.string().trim().max(20).toUpperCase().optional() }).strict();
export const creditLineRow = z.object({
  serviceType: z.enum(CREDIT_SERVICE_TYPES),
  currency: z.string(),
  limit: money,
  reserved: money,
  drawn: money,
  available: money,
});
export const creditLine = z.object({ accnId: z.string(), accnName: z.string(), lines: z.array(creditLineRow) });

export const CREDIT_JOURNAL_KINDS = ['CREDIT_RESERVED', 'CREDIT_RELEASED', 'CREDIT_USED', 'CREDIT_REPAID'] as const;
export type CreditJournalKind = (typeof CREDIT_JOURNAL_KINDS)[number];

export const creditHistoryQuery = datatableQuery
  .extend({ accnId: z.string().trim().max(20).toUpperCase().optional(), kind: z.enum(CREDIT_JOURNAL_KINDS).optional() })
  .strict();
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuery>;
export const creditHistoryRow = z.object({
  journalId: z.number().int(),
  kind: z.enum(CREDIT_JOURNAL_KINDS),
  /** The job of a reservation, release or use; null for a repayment. */
  jobId: z.string().nullable(),
  currency: z.string(),
  /** The amount moved (positive). */
  amount: money,
  memo: z.string(),
  postedAt: timestamp,
});
export const creditHistory = datatableResponse(creditHistoryRow);

// ---------------------------------------------------------------------------------------------------
// The credit postings (docs/decisions/0011-credit.md)
// ---------------------------------------------------------------------------------------------------

const checked = (lines: LedgerLine[]): LedgerLine[] => {
  const error = postingError(lines);
  if (error) throw new Error(error);
  return lines;
};

/** Credit reserved for a job: debit CREDIT_RESERVED, credit CREDIT_LINE (memorandum, the company's). */
export const reserveLines = (accnId: string, currency: string, amount: bigint): LedgerLine[] =>
  checked([
    { account: 'CREDIT_RESERVED', accnId, currency, docId: null, amount },
    { account: 'CREDIT_LINE', accnId, currency, docId: null, amount: -amount },
  ]);

/** A reservation released: the reverse of `reserveLines`. */
export const releaseLines = (accnId: string, currency: string, amount: bigint): LedgerLine[] =>
  checked([
    { account: 'CREDIT_LINE', accnId, currency, docId: null, amount },
    { account: 'CREDIT_RESERVED', accnId, currency, docId: null, amount: -amount },
  ]);

/** Documents paid from the line: per document, debit CREDIT_DRAWN, credit RECEIVABLE (the document's total). */
export const useLines = (accnId: string, docs: ReadonlyArray<{ docId: number; currency: string; total: bigint }>): LedgerLine[] =>
  checked(
    docs
      .filter((d) => d.total !== 0n)
      .flatMap((d) => [
        { account: 'CREDIT_DRAWN' as const, accnId, currency: d.currency, docId: d.docId, amount: d.total },
        { account: 'RECEIVABLE' as const, accnId, currency: d.currency, docId: d.docId, amount: -d.total },
      ]),
  );

/** The line repaid from money received: debit UNALLOCATED_RECEIPTS, credit CREDIT_DRAWN. */
export const repayLines = (accnId: string, currency: string, amount: bigint): LedgerLine[] =>
  checked([
    { account: 'UNALLOCATED_RECEIPTS', accnId, currency, docId: null, amount },
    { account: 'CREDIT_DRAWN', accnId, currency, docId: null, amount: -amount },
  ]);

/** Available = limit - reserved - drawn (may be negative when a bill approved more than was reserved). */
export const availableCredit = (limit: bigint, reserved: bigint, drawn: bigint): bigint => limit - reserved - drawn;
