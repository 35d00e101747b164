import { z } from 'zod';
import { amountError, decimalsOf, fromMinor, toMinor } from '../billing/money';

/**
 * Bank Indonesia's SNAP (Standar Nasional Open API Pembayaran) for transfer to a virtual account, the parts the
 * payment gateway uses (issue 14): the string that is signed, amounts, VA numbers, response codes and the payment
 * notification's body. Pure: the hashing and RSA signing live in src/server/payments/snap-signature.ts.
 * What was adopted and why: docs/decisions/0009-payment-gateway.md.
 */

export const VIRTUAL_ACCOUNT_STATES = ['OPEN', 'PAID', 'CLOSED', 'EXPIRED'] as const;
export type VirtualAccountState = (typeof VIRTUAL_ACCOUNT_STATES)[number];

export const NOTIFICATION_VERDICTS = ['APPLIED', 'DUPLICATE', 'HELD'] as const;
export type NotificationVerdict = (typeof NOTIFICATION_VERDICTS)[number];

/** Why a notification was held for review (nothing posted). */
export const HOLD_REASONS = [
  'MALFORMED',
  'UNKNOWN_VA',
  'EXPIRED_VA',
  'CLOSED_VA',
  'ALREADY_PAID',
  'WRONG_AMOUNT',
  'WRONG_CURRENCY',
  'EXTERNAL_ID_REUSED',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** SNAP service codes (the middle two digits of a response code). */
export const SNAP_SERVICE = { CREATE_VA: '27', PAYMENT: '25', INQUIRY_VA: '30', DELETE_VA: '31', TRANSFER: '18' } as const;

/** SNAP case codes (the last two digits) with their messages; the HTTP status is the first three. */
export const SNAP_CASES = {
  SUCCESS: { http: 200, case: '00', message: 'Successful' },
  BAD_REQUEST: { http: 400, case: '00', message: 'Bad Request' },
  INVALID_FIELD_FORMAT: { http: 400, case: '01', message: 'Invalid Field Format' },
  INVALID_MANDATORY_FIELD: { http: 400, case: '02', message: 'Invalid Mandatory Field' },
  UNAUTHORIZED_SIGNATURE: { http: 401, case: '00', message: 'Unauthorized. Signature' },
  ACCOUNT_CLOSED: { http: 403, case: '18', message: 'Inactive Account' },
  INVALID_VA: { http: 404, case: '12', message: 'Invalid Bill/Virtual Account' },
  INVALID_AMOUNT: { http: 404, case: '13', message: 'Invalid Amount' },
  PAID_BILL: { http: 404, case: '14', message: 'Paid Bill' },
  EXPIRED_VA: { http: 404, case: '19', message: 'Invalid Bill/Virtual Account. Expired' },
  CONFLICT: { http: 409, case: '00', message: 'Conflict' },
  GENERAL_ERROR: { http: 500, case: '00', message: 'General Error' },
} as const;
export type SnapCase = keyof typeof SNAP_CASES;

/** A response code: HTTP status + service code + case code ("2002500", "4042512"). */
export const snapResponseCode = (service: string, c: SnapCase): string => `${SNAP_CASES[c].http}${service}${SNAP_CASES[c].case}`;

/** The HTTP status a response code stands for (its first three digits). */
export const snapHttpStatus = (responseCode: string): number => Number(responseCode.slice(0, 3));

/** The payment notification's answer for each reason it is held. */
export const HOLD_CASE: Record<HoldReason, SnapCase> = {
  MALFORMED: 'INVALID_MANDATORY_FIELD',
  UNKNOWN_VA: 'INVALID_VA',
  EXPIRED_VA: 'EXPIRED_VA',
  CLOSED_VA: 'INVALID_VA',
  ALREADY_PAID: 'PAID_BILL',
  WRONG_AMOUNT: 'INVALID_AMOUNT',
  WRONG_CURRENCY: 'INVALID_AMOUNT',
  EXTERNAL_ID_REUSED: 'CONFLICT',
};

/** The JSON text as SNAP signs it: without insignificant whitespace. */
export const minifyJson = (text: string): string => JSON.stringify(JSON.parse(text));

/**
 * The string an asymmetric SNAP signature (SHA256withRSA) covers for a service or notification call:
 * `METHOD:PATH:lowercase(hex(sha256(minified body))):X-TIMESTAMP`. The caller hashes the minified body.
 */
export function snapStringToSign(method: string, path: string, bodySha256Hex: string, timestamp: string): string {
  return `${method.toUpperCase()}:${path}:${bodySha256Hex.toLowerCase()}:${timestamp}`;
}

/** SNAP's amount object: a decimal text with exactly the currency's decimals ("10000.00"). */
export const snapAmount = (minor: bigint, currency: string) => ({ value: fromMinor(minor, currency), currency });

/** An amount object in minor units, or null when its value is not a non-negative decimal with the currency's decimals. */
export function parseSnapAmount(amount: { value: string; currency: string }): bigint | null {
  const d = decimalsOf(amount.currency);
  const re = d ? new RegExp(`^\\d{1,16}\\.\\d{${d}}$`) : /^\d{1,16}$/;
  return re.test(amount.value) ? toMinor(amount.value, amount.currency) : null;
}

/** SNAP's partnerServiceId: the bank prefix of the VA, left-padded with spaces to 8 characters. */
export const partnerServiceId = (prefix: string): string => prefix.padStart(8, ' ');

/** SNAP's virtualAccountNo: the padded partnerServiceId followed by the customer number. */
export const snapVirtualAccountNo = (prefix: string, customerNo: string): string => partnerServiceId(prefix) + customerNo;

/** The VA number as stored and shown: the virtualAccountNo without its padding. */
export const plainVaNo = (virtualAccountNo: string): string => virtualAccountNo.trim();

/** The headers of a SNAP call from the bank (names in lower case, as Node gives them). */
export const SNAP_HEADERS = ['x-timestamp', 'x-signature', 'x-partner-id', 'x-external-id', 'channel-id'] as const;

const amountSchema = z.object({ value: z.string().min(1).max(20), currency: z.string().regex(/^[A-Z]{3}$/) });

/** The body of a transfer-VA payment notification (`POST .../v1.0/transfer-va/payment`), the fields used. */
export const snapPaymentNotification = z
  .object({
    partnerServiceId: z.string().min(1).max(8),
    customerNo: z.string().min(1).max(20),
    virtualAccountNo: z.string().min(1).max(28),
    virtualAccountName: z.string().max(255).optional(),
    paymentRequestId: z.string().min(1).max(128),
    channelCode: z.number().int().optional(),
    trxDateTime: z.string().max(25).optional(),
    paidAmount: amountSchema,
    referenceNo: z.string().max(64).optional(),
    flagAdvise: z.enum(['Y', 'N']).optional(),
  })
  .passthrough();
export type SnapPaymentNotification = z.infer<typeof snapPaymentNotification>;

/** The answer to any SNAP call: responseCode and responseMessage, and the call's data. */
export const snapResponse = z
  .object({
    responseCode: z.string().describe('HTTP status + service code + case code, e.g. 2002500, 4012500, 4042512'),
    responseMessage: z.string(),
    virtualAccountData: z
      .object({
        partnerServiceId: z.string(),
        customerNo: z.string(),
        virtualAccountNo: z.string(),
        virtualAccountName: z.string(),
        paymentRequestId: z.string(),
        paidAmount: amountSchema,
        paymentFlagStatus: z.string().describe('00 paid'),
      })
      .optional()
      .describe('The VA paid (a payment applied)'),
  })
  .describe('SNAP response');
export type SnapResponse = z.infer<typeof snapResponse>;

/** A payment a payer makes at the simulated bank (the demo's bank page or API): the VA number and the amount. */
export const simulatorPayment = z.object({
  vaNo: z
    .string()
    .trim()
    .regex(/^\d{5,28}$/, 'payments.vaNo'),
  amount: z
    .string()
    .trim()
    .refine((a) => amountError(a, 'IDR') === null, 'billing.errors.amount'),
});
export type SimulatorPayment = z.infer<typeof simulatorPayment>;

/** What the app answered the simulated bank's notification of that payment. */
export const simulatorPaymentResult = z.object({
  status: z.number().int().describe("the HTTP status of the app's answer to the notification"),
  responseCode: z.string(),
  responseMessage: z.string(),
  externalId: z.string().describe('X-EXTERNAL-ID of the notification'),
  attempts: z.number().int(),
});
