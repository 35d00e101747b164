import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { actionsOf, userVerbs, type Actor, type UserVerbOf, type Workflow } from '../workflow';
import { LEDGER_ACCOUNT_CODES, LEDGER_CAUSES } from './ledger';

/**
 * Payments in (issue 14, spec §2.2 `/payments`, `/applications/finance/payments/transactions/{viewType}/{txnId}`):
 * the documents a company owes or is owed, and the payment transactions that pay them.
 */

/** How a transaction pays: a one-off VA (ClicPay, spec §9), the company's static VA, a manual payment. */
export const PAYMENT_METHOD_CODES = ['CLICPAY', 'STATIC_VA', 'MANUAL'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** A transaction's state (spec §4 payment state): NEW, PAYING (the VA is open), PAID, CAN (expired or cancelled). */
export const PAYMENT_TXN_STATES = ['NEW', 'PAYING', 'PAID', 'CAN'] as const;
export type PaymentTxnState = (typeof PAYMENT_TXN_STATES)[number];

export type PaymentTxnVerb = 'cancel' | 'simulatePay' | 'verify' | 'reject' | 'pay' | 'expire';

/**
 * A transaction's workflow: the payer (its company, `payments.pay`) cancels its open VA, or pays it at the simulated
 * bank; a second person (`payments.verify`) verifies or rejects a manual payment, never its maker; the bank's
 * notification pays a VA and the schedule expires it.
 */
export const PAYMENT_TXN_WORKFLOW = {
  entity: 'payment_txn',
  states: PAYMENT_TXN_STATES,
  verbs: {
    cancel: { from: ['PAYING'], to: 'CAN', side: 'payer', permission: 'payments.pay' },
    /** Only with the simulated bank (PAYMENT_GATEWAY=simulator). */
    simulatePay: { from: ['PAYING'], to: 'PAID', side: 'payer' },
    verify: { from: ['NEW'], to: 'PAID', permission: 'payments.verify', notBy: ['createdBy'] },
    reject: { from: ['NEW'], to: 'CAN', permission: 'payments.verify', notBy: ['createdBy'], reason: true },
    pay: { from: ['PAYING'], to: 'PAID', system: true },
    expire: { from: ['PAYING'], to: 'CAN', system: true },
  },
} as const satisfies Workflow<PaymentTxnState, PaymentTxnVerb, 'payer'>;

export type PaymentTxnAction = UserVerbOf<typeof PAYMENT_TXN_WORKFLOW>;

/**
 * The verbs the user may use on a transaction now (its `actions`): the payer's own open VA (cancel; pay at the
 * simulated bank), a manual payment's verification.
 */
export function paymentTxnActionsOf(
  row: { state: string; method: string; createdBy: string | null; vaState: string | null; accnId: string },
  user: Actor & { accnId: string },
  simulator: boolean,
): PaymentTxnAction[] {
  const payer = row.accnId === user.accnId && row.vaState === 'OPEN';
  const verbs = actionsOf(
    PAYMENT_TXN_WORKFLOW as Workflow<PaymentTxnState, PaymentTxnVerb, 'payer'>,
    { state: row.state, makers: { createdBy: row.createdBy } },
    { ...user, sides: payer ? ['payer'] : [] },
  ) as PaymentTxnAction[];
  return verbs.filter((verb) =>
    verb === 'verify' || verb === 'reject' ? row.method === 'MANUAL' : verb === 'simulatePay' ? simulator : true,
  );
}

/** A document's payment state (job_payments, spec §4): NEW, PAYING (in an open transaction), PAID. */
export const DOCUMENT_PAYMENT_STATES = ['NEW', 'PAYING', 'PAID', 'CAN'] as const;

/** The documents a payer may pay: what the platform bills (debit note, fee invoices, an operator's fuel invoice: issue 19); DN_TO is paid out. */
export const PAYABLE_DOC_TYPES = ['DN_CO', 'PF_CO', 'PF_TO', 'FUEL'] as const;
export const MONEY_DOC_TYPES = ['DN_TO', 'DN_CO', 'PF_CO', 'PF_TO'] as const;

/** At most this many documents in one ClicPay VA. */
export const MAX_DOCS_PER_PAYMENT = 50;
/** How long a ClicPay VA stays open (hours). */
export const CLICPAY_VA_HOURS = 24;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .optional();
const accnId = z.string().trim().min(1).max(20).toUpperCase();

/** The documents list: `side` owe (what the company pays) or owed (what it is paid); filters in the URL. */
export const paymentDocumentsQuery = datatableQuery
  .extend({
    side: z.enum(['owe', 'owed']).default('owe'),
    status: z.enum(DOCUMENT_PAYMENT_STATES).optional(),
    docType: z.enum(MONEY_DOC_TYPES).optional(),
    accnId: accnId.optional(),
    dueFrom: day,
    dueTo: day,
    overdue: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type PaymentDocumentsQuery = z.infer<typeof paymentDocumentsQuery>;

/** An amount as decimal text of the currency. */
const amount = z.string().describe('Decimal text of the currency, e.g. "1250000.00"');

export const paymentDocumentRow = z.object({
  docId: z.number().int(),
  docNo: z.string(),
  docType: z.enum(MONEY_DOC_TYPES),
  jobId: z.string(),
  /** The other company: the payer of a document the platform bills, the payee of a DN_TO. */
  accnId: z.string(),
  accnName: z.string(),
  currency: z.string(),
  total: amount,
  /** What is still open on it, from the ledger. */
  outstanding: amount,
  issuedAt: timestamp,
  dueDate: z.string(),
  overdue: z.boolean(),
  status: z.string(),
  paymentId: z.string().nullable(),
  /** The open (PAYING) transaction that holds it, if any. */
  txnId: z.string().nullable(),
  /** Whether the caller may put it in a ClicPay payment. */
  payable: z.boolean(),
});
export const paymentDocumentList = datatableResponse(paymentDocumentRow).extend({
  totals: z.array(z.object({ currency: z.string(), count: z.number().int(), outstanding: amount })),
});

/** ClicPay: pay these documents (the caller's company owes them, one currency) through one one-off VA. */
export const clicPayBody = z
  .object({
    docIds: z
      .array(z.number().int().positive())
      .min(1, 'payments.validation.noDocuments')
      .max(MAX_DOCS_PER_PAYMENT, 'payments.validation.tooManyDocuments'),
  })
  .strict();
export type ClicPayBody = z.infer<typeof clicPayBody>;

/** Repay the company's credit line of a currency by a one-off VA for what it has drawn. */
export const creditRepaymentBody = z
  .object({ currency: z.string().trim().length(3, 'validation.option').toUpperCase() })
  .strict();

export const cancelTxnBody = z.object({ reason: z.string().trim().max(500).optional() }).strict();

export const paymentTxnsQuery = datatableQuery
  .extend({
    state: z.enum(PAYMENT_TXN_STATES).optional(),
    method: z.enum(PAYMENT_METHOD_CODES).optional(),
    accnId: accnId.optional(),
    dateFrom: day,
    dateTo: day,
  })
  .strict();
export type PaymentTxnsQuery = z.infer<typeof paymentTxnsQuery>;

export const paymentTxnRow = z.object({
  txnId: z.string(),
  accnId: z.string(),
  accnName: z.string(),
  method: z.enum(PAYMENT_METHOD_CODES),
  state: z.enum(PAYMENT_TXN_STATES),
  currency: z.string(),
  amount,
  vaNo: z.string().nullable(),
  expiresAt: timestamp.nullable(),
  createdAt: timestamp,
  createdBy: z.string(),
  paidAt: timestamp.nullable(),
  docCount: z.number().int(),
  /**
   * What the caller may do: cancel (the payer, while PAYING); simulatePay (the simulated bank is configured: on the
   * transaction's page only); verify or reject a manual payment (a checker who is not its maker).
   */
  actions: z.array(z.enum(userVerbs(PAYMENT_TXN_WORKFLOW))).describe('The verbs the caller may use now'),
});
export const paymentTxnList = datatableResponse(paymentTxnRow);

export const paymentTxnDetail = paymentTxnRow.extend({
  vaState: z.string().nullable(),
  bankRef: z.string().nullable(),
  paidOn: z.string().nullable(),
  remarks: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  verifiedAt: timestamp.nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
  documents: z.array(
    z.object({
      docId: z.number().int(),
      docNo: z.string(),
      /** FUEL: an operator's fuel invoice (issue 19), which has no job. */
      docType: z.enum([...MONEY_DOC_TYPES, 'FUEL']),
      jobId: z.string().nullable(),
      amount,
      outstanding: amount,
      status: z.string(),
    }),
  ),
  /** The receipt's and the allocations' ledger lines. */
  ledger: z.array(
    z.object({
      journalId: z.number().int(),
      causeType: z.enum(LEDGER_CAUSES),
      postedAt: timestamp,
      account: z.enum(LEDGER_ACCOUNT_CODES),
      accnId: z.string().nullable(),
      docNo: z.string().nullable(),
      debit: amount.nullable(),
      credit: amount.nullable(),
    }),
  ),
  /** The gateway's notifications for the VA. */
  messages: z.array(
    z.object({
      notificationId: z.number().int(),
      receivedAt: timestamp,
      externalId: z.string(),
      verdict: z.string(),
      reason: z.string().nullable(),
      responseCode: z.string(),
      paidAmount: amount.nullable(),
    }),
  ),
  /** The proof of a manual payment (a stored document). */
  proofAttId: z.string().nullable(),
});
