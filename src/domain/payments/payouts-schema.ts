import { z } from 'zod';
import { CONTRACT_CURRENCIES } from '../contracts/contracts';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { userVerbs } from '../workflow';
import {
  BANK_ACCOUNT_STATES,
  BANK_ACCOUNT_WORKFLOW,
  BANK_CODE_LIST,
  PAYOUT_FREQUENCIES,
  PAYOUT_STATES,
  PAYOUT_WORKFLOW,
} from './payouts';

/** Request and response schemas of `/opadmin/bankaccounts` and `/opadmin/outboundpayments` (issue 14). */

const accnId = z.string().trim().min(1, 'validation.required').max(20).toUpperCase();

/** A bank account proposed for a company (new, or a change of a verified one): the form's schema and the server's. */
export const bankAccountBody = z
  .object({
    accnId,
    bankCode: z.enum(BANK_CODE_LIST as [string, ...string[]], { message: 'validation.option' }),
    accountNo: z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'payouts.validation.accountNo'),
    holderName: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    currency: z.enum(CONTRACT_CURRENCIES, { message: 'validation.option' }),
    isDefault: z.boolean().default(false),
  })
  .strict();
export type BankAccountBody = z.infer<typeof bankAccountBody>;
export type BankAccountInput = z.input<typeof bankAccountBody>;

/** The bank's name of an account (account inquiry), before saving. */
export const bankInquiryBody = z
  .object({ bankCode: bankAccountBody.shape.bankCode, accountNo: bankAccountBody.shape.accountNo })
  .strict();
export const bankInquiryResult = z.object({ found: z.boolean(), holderName: z.string().nullable() });

/** A checker's decision; a rejection says why. */
export const decisionBody = z.object({ reason: z.string().trim().max(500).optional() }).strict();
export const rejectBody = z.object({ reason: z.string().trim().min(1, 'validation.required').max(500) }).strict();

export const bankAccountsQuery = datatableQuery
  .extend({ state: z.enum(BANK_ACCOUNT_STATES).optional(), accnId: accnId.optional() })
  .strict();
export type BankAccountsQuery = z.infer<typeof bankAccountsQuery>;

export const bankAccountRow = z.object({
  bankAcctId: z.number().int(),
  accnId: z.string(),
  accnName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  holderName: z.string(),
  /** The holder name the bank answered at the inquiry. */
  bankHolderName: z.string(),
  currency: z.string(),
  isDefault: z.boolean(),
  state: z.enum(BANK_ACCOUNT_STATES),
  /** The verified account this proposal changes, if any. */
  replacesId: z.number().int().nullable(),
  proposedBy: z.string(),
  proposedAt: timestamp,
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  decisionReason: z.string().nullable(),
  actions: z.array(z.enum(userVerbs(BANK_ACCOUNT_WORKFLOW))).describe('The verbs the caller may use now'),
});
export type BankAccountRow = z.infer<typeof bankAccountRow>;
export const bankAccountList = datatableResponse(bankAccountRow);

export const payoutsQuery = datatableQuery
  .extend({
    status: z.enum(PAYOUT_STATES).optional(),
    accnId: accnId.optional(),
    held: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type PayoutsQuery = z.infer<typeof payoutsQuery>;

/** Verify (with the destination: the operator's default verified account of the currency unless another is named). */
export const payoutVerifyBody = z
  .object({ version: z.number().int().min(1), bankAcctId: z.number().int().positive().optional() })
  .strict();
export const payoutApproveBody = z.object({ version: z.number().int().min(1) }).strict();
/** Build the payouts of what is due now (finance admin; the scheduler does it too). */
export const payoutBuildResult = z.object({ payouts: z.array(z.string()), documents: z.number().int() });

const amount = z.string().describe('Decimal text of the currency, e.g. "1250000.00"');

export const payoutRow = z.object({
  payoutId: z.number().int(),
  payoutNo: z.string(),
  accnId: z.string(),
  accnName: z.string(),
  accnStatus: z.string(),
  /** The operator is suspended: the payout is held (not approvable). */
  held: z.boolean(),
  currency: z.string(),
  frequency: z.enum(PAYOUT_FREQUENCIES),
  periodStart: z.string(),
  /** The debit notes' total, the platform fees netted off, and what is transferred. */
  gross: amount,
  netting: amount,
  amount: amount,
  documents: z.number().int(),
  transfers: z.number().int(),
  status: z.enum(PAYOUT_STATES),
  bankAcctId: z.number().int().nullable(),
  bankCode: z.string().nullable(),
  accountNo: z.string().nullable(),
  holderName: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  verifiedAt: timestamp.nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: timestamp.nullable(),
  paidAt: timestamp.nullable(),
  lastFailureReason: z.string().nullable(),
  lastFailedAt: timestamp.nullable(),
  createdAt: timestamp,
  version: z.number().int(),
  actions: z.array(z.enum(userVerbs(PAYOUT_WORKFLOW))).describe('The verbs the caller may use now'),
});
export type PayoutRow = z.infer<typeof payoutRow>;
export const payoutList = datatableResponse(payoutRow);

export const payoutDetail = payoutRow.extend({
  items: z.array(
    z.object({
      docId: z.number().int(),
      docNo: z.string(),
      docType: z.enum(['DN_TO', 'PF_TO']),
      jobId: z.string(),
      amount,
      paymentStatus: z.string(),
    }),
  ),
  transferList: z.array(
    z.object({
      reference: z.string(),
      attempt: z.number().int(),
      seq: z.number().int(),
      amount,
      status: z.enum(['NEW', 'SENT', 'FAILED']),
      bankReference: z.string().nullable(),
      reason: z.string().nullable(),
      sentAt: timestamp.nullable(),
    }),
  ),
  journalId: z.number().int().nullable(),
});
export type PayoutDetail = z.infer<typeof payoutDetail>;
