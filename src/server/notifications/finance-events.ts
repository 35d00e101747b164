import { fromMinor } from '../../domain/billing/money';
import { formatMoney } from '../../domain/format';
import { bankName } from '../../domain/payments/payouts';
import type { Tx } from '../db/client';
import { recordEvent } from './record-event';

/**
 * The money events outside the VAs (issue 17), each recorded in the transaction of its cause, amounts written as
 * payment-events.ts writes them (grouped, without the currency: the templates put `{{currency}}` before them).
 */

/** PAYOUT_SENT: the bank paid a payout (every transfer sent); told to the truck operator it pays. */
export function recordPayoutSent(
  tx: Tx,
  payout: { payoutId: number; payoutNo: string; accnId: string; amount: string; currency: string },
  bankCode: string,
): Promise<string> {
  return recordEvent(tx, {
    type: 'PAYOUT_SENT',
    accnIds: [payout.accnId],
    record: { kind: 'payout', id: String(payout.payoutId), path: `/opadmin/outboundpayments/view/${payout.payoutId}` },
    data: {
      payoutNo: payout.payoutNo,
      amount: formatMoney(payout.amount, payout.currency),
      currency: payout.currency,
      bankName: bankName(bankCode),
    },
  });
}

/** CREDIT_LIMIT_CHANGED: an approved limit request became the company's limit; told to that company (its credit line). */
export function recordCreditLimitChanged(
  tx: Tx,
  request: { creditId: string; accnId: string; newCreditLimit: string; creditCcy: string },
): Promise<string> {
  return recordEvent(tx, {
    type: 'CREDIT_LIMIT_CHANGED',
    accnIds: [request.accnId],
    record: { kind: 'creditLimitRequest', id: request.creditId, path: '/applications/creditline' },
    data: { limit: formatMoney(request.newCreditLimit, request.creditCcy), currency: request.creditCcy },
  });
}

/**
 * TAX_INVOICE_ISSUED: a tax invoice got its tax number (the faktur is issued); told to the buyer (the invoice's
 * customer). The buyer reads its documents on the payments screen (the tax invoices' screen is GLI's); the amount is
 * the invoice's total, tax base and VAT (minor units).
 */
export function recordTaxInvoiceIssued(
  tx: Tx,
  invoice: {
    id: number;
    invoiceNo: string;
    taxNo: string | null;
    customer: string;
    currency: string;
    taxBase: number;
    vat: number;
  },
): Promise<string> {
  return recordEvent(tx, {
    type: 'TAX_INVOICE_ISSUED',
    accnIds: [invoice.customer],
    record: { kind: 'taxInvoice', id: String(invoice.id), path: '/payments' },
    data: {
      invoiceNo: invoice.invoiceNo,
      taxNo: invoice.taxNo,
      amount: formatMoney(fromMinor(BigInt(invoice.taxBase + invoice.vat), invoice.currency), invoice.currency),
      currency: invoice.currency,
    },
  });
}
