import { z } from 'zod';
import { amountError } from '../billing/money';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { HOLD_REASONS } from './snap';

/**
 * The platform's payment desk (issue 14, `/opadmin/inboundpayments`, `/opadmin/staticva`): manual payments recorded by
 * finance admin with proof (maker) and verified by a second person (checker), the notifications the gateway callback
 * held for review, and the companies' static VAs.
 */

const accnId = z.string().trim().min(1, 'validation.required').max(20).toUpperCase();
const currency = z.string().trim().length(3, 'validation.option').toUpperCase();

/** A manual payment: who paid, how much, when, the bank's reference and the proof; optionally which documents. */
export const manualPaymentBody = z
  .object({
    accnId,
    currency,
    amount: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine((a) => amountError(a, 'IDR') === null && Number(a) > 0, 'payments.validation.amount'),
    paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date'),
    bankRef: z.string().trim().min(1, 'validation.required').max(64),
    proofAttId: z.uuid('payments.validation.proof'),
    docIds: z.array(z.number().int().positive()).max(50).optional(),
    /** A held gateway notification this payment resolves (its money is at the gateway). */
    notificationId: z.number().int().positive().optional(),
    remarks: z.string().trim().max(500).optional(),
  })
  .strict();
export type ManualPaymentBody = z.infer<typeof manualPaymentBody>;

export const rejectManualBody = z.object({ reason: z.string().trim().min(1, 'validation.required').max(500) }).strict();

/** The inbound queue: manual payments (`manual`, by state) or the gateway's held notifications (`held`). */
export const inboundQuery = datatableQuery
  .extend({
    view: z.enum(['manual', 'held']).default('manual'),
    state: z.enum(['NEW', 'PAID', 'CAN']).optional(),
  })
  .strict();
export type InboundQuery = z.infer<typeof inboundQuery>;

export const heldNotificationRow = z.object({
  notificationId: z.number().int(),
  receivedAt: timestamp,
  externalId: z.string(),
  vaNo: z.string().nullable(),
  accnId: z.string().nullable(),
  accnName: z.string().nullable(),
  currency: z.string().nullable(),
  paidAmount: z.string().nullable(),
  reason: z.enum(HOLD_REASONS).or(z.string()),
  responseCode: z.string(),
  /** The manual payment that resolves it, if one was recorded. */
  txnId: z.string().nullable(),
});
export const heldNotificationList = datatableResponse(heldNotificationRow);

export const staticVaBody = z.object({ accnId, currency }).strict();

export const staticVaRow = z.object({
  vaId: z.number().int(),
  vaNo: z.string(),
  gateway: z.string(),
  accnId: z.string(),
  accnName: z.string(),
  currency: z.string(),
  state: z.string(),
  createdAt: timestamp,
  createdBy: z.string(),
  /** Receipts into it so far and their sum. */
  receipts: z.number().int(),
  received: z.string(),
});
export const staticVaList = datatableResponse(staticVaRow);
export const staticVaQuery = datatableQuery.extend({ state: z.enum(['OPEN', 'CLOSED']).optional() }).strict();
export type StaticVaQuery = z.infer<typeof staticVaQuery>;
