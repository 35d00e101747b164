import { z } from 'zod';
import { REIMBURSEMENT_TYPES } from '../lookups';
import { datatableQuery } from '../datatable';
import { amountError, DECIMAL_RE } from './money';
import { BILLING_TABS, BULK_BILLING_VERBS, DOC_VERIFY_STATES } from './billing-actions';

/** Request schemas of billing (issue 13); the server validates every mutation with these. */

const version = z.number({ message: 'validation.number' }).int().min(1);
const attId = z.string({ message: 'validation.required' }).uuid('validation.option');

/** An amount as text: non-negative, at most 13 digits before the point (the currency's decimals: `billAmountErrors`). */
export const amountText = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .superRefine((v, ctx) => {
    if (v.startsWith('-')) ctx.addIssue({ code: 'custom', message: 'billing.errors.negative' });
    else if (!DECIMAL_RE.test(v)) ctx.addIssue({ code: 'custom', message: 'billing.errors.amount' });
  });

const REIMBURSEMENT_CODES = new Set(REIMBURSEMENT_TYPES.map((t) => t.value));

export const reimbursementInput = z
  .object({
    /** A code of the reimbursement-type master (toll, parking, port charges, overnight, demurrage …). */
    reimbursementType: z
      .string({ message: 'validation.required' })
      .trim()
      .refine((v) => REIMBURSEMENT_CODES.has(v), 'billing.errors.reimbursementType'),
    amount: amountText,
    /** The receipt: a PDF or an image of the operator's document repository. */
    receiptAttId: attId,
    remarks: z.string().trim().max(200, 'validation.tooLong').optional().nullable(),
  })
  .strict();

export const additionalChargeInput = z
  .object({
    description: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
    amount: amountText,
  })
  .strict();

/** Bill a delivered (or re-bill a rejected) job: the truck operator. */
export const billBody = z
  .object({
    /** The job version read; a stale one is 409. */
    version: version.optional(),
    /** The operator's own invoice number and document (PDF or image of its repository). */
    invoiceNo: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(35, 'validation.tooLong'),
    invoiceAttId: attId,
    reimbursements: z.array(reimbursementInput).max(50, 'validation.tooMany').default([]),
    additionalCharges: z.array(additionalChargeInput).max(20, 'validation.tooMany').default([]),
  })
  .strict();
export type BillBody = z.infer<typeof billBody>;

/** The amounts' field errors for the job's currency (more decimals than it has). */
export function billAmountErrors(body: Pick<BillBody, 'reimbursements' | 'additionalCharges'>, currency: string) {
  const errors: Record<string, string> = {};
  body.reimbursements.forEach((r, i) => {
    const e = amountError(r.amount, currency);
    if (e) errors[`reimbursements.${i}.amount`] = e;
  });
  body.additionalCharges.forEach((c, i) => {
    const e = amountError(c.amount, currency);
    if (e) errors[`additionalCharges.${i}.amount`] = e;
  });
  return errors;
}

/** verify, acknowledge, approve, reject (reason required for the rejections). */
export const billVerbBody = z
  .object({
    version: version.optional(),
    reason: z.string().trim().max(1000, 'validation.tooLong').optional().nullable(),
  })
  .strict();
export type BillVerbBody = z.infer<typeof billVerbBody>;

/** Many jobs at once: each its own conditional update. */
export const bulkBillBody = z
  .object({
    verb: z.enum(BULK_BILLING_VERBS, { message: 'validation.option' }),
    jobs: z
      .array(z.object({ jobId: z.string().trim().min(1).max(20), version: version.optional() }).strict())
      .min(1, 'validation.required')
      .max(200, 'validation.tooMany'),
  })
  .strict();
export type BulkBillBody = z.infer<typeof bulkBillBody>;

/** Mark one job document: verified, pending return (remark required) or not verified. */
export const docVerifyBody = z
  .object({
    state: z.enum(DOC_VERIFY_STATES, { message: 'validation.option' }),
    remark: z.string().trim().max(500, 'validation.tooLong').optional().nullable(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.state === 'PENDING_RETURN' && !v.remark)
      ctx.addIssue({ code: 'custom', path: ['remark'], message: 'validation.required' });
  });
export type DocVerifyBody = z.infer<typeof docVerifyBody>;

/** A remark on a document without changing its state. */
export const docRemarkBody = z
  .object({ remark: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong') })
  .strict();

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .optional();

/** The billing lists' filters: tab, billing date range, operator, creator, amount range, state. */
export const billingListQuery = datatableQuery
  .extend({
    tab: z.enum(Object.keys(BILLING_TABS) as [keyof typeof BILLING_TABS, ...(keyof typeof BILLING_TABS)[]]),
    dateFrom: day,
    dateTo: day,
    toAccnId: z.string().trim().max(20).optional(),
    creatorAccnId: z.string().trim().max(20).optional(),
    amountMin: z.string().regex(DECIMAL_RE, 'billing.errors.amount').optional(),
    amountMax: z.string().regex(DECIMAL_RE, 'billing.errors.amount').optional(),
    jobState: z.string().trim().max(8).optional(),
    currency: z.string().trim().length(3).optional(),
  })
  .strict();
export type BillingListQuery = z.infer<typeof billingListQuery>;

/** The signed approval link's act: which verb, and the reason for a rejection. */
export const approvalLinkActBody = z
  .object({
    token: z.string().min(10).max(300),
    verb: z.enum(['acknowledgeBill', 'rejectBill']),
    reason: z.string().trim().max(1000, 'validation.tooLong').optional().nullable(),
  })
  .strict();
export type ApprovalLinkActBody = z.infer<typeof approvalLinkActBody>;
