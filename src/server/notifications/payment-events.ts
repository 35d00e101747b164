import { fromMinor } from '../../domain/billing/money';
import { formatDateTime, formatMoney } from '../../domain/format';
import type { Tx } from '../db/client';
import { recordEvent } from './record-event';

/** The virtual account an event is about (as the payments feature reads it). */
export interface VaForEvent {
  vaNo: string;
  accnId: string;
  currency: string;
  amount: bigint | null;
  purposeType: string | null;
}

/** Where a VA's notification leads: a ClicPay transaction's VA to the transactions, a static VA to the documents. */
const vaPath = (va: VaForEvent) => (va.purposeType === 'PAYMENT_TXN' ? '/applications/finance/payments/details' : '/payments');

/**
 * The payments' events of a virtual account (issue 17), recorded in the transaction of their cause and told to the
 * paying company: PAYMENT_RECEIVED (the gateway's notification applied), PAYMENT_FAILED (a payment the VA refused:
 * mandatory, it cannot be switched off) and PAYMENT_EXPIRED (the VA expired unpaid).
 */
export function recordVaEvent(
  tx: Tx,
  type: 'PAYMENT_RECEIVED' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED',
  va: VaForEvent,
  extra: { amount?: bigint | null; at?: Date; reason?: string } = {},
): Promise<string> {
  const amount = extra.amount ?? va.amount;
  const when = extra.at ? `${formatDateTime(extra.at)} WIB` : null;
  return recordEvent(tx, {
    type,
    accnIds: [va.accnId],
    record: { kind: 'virtualAccount', id: va.vaNo, path: vaPath(va) },
    data: {
      documentNo: va.vaNo,
      amount: amount === null ? '' : formatMoney(fromMinor(amount, va.currency), va.currency),
      currency: va.currency,
      ...(type === 'PAYMENT_RECEIVED' ? { paidAt: when } : {}),
      ...(type === 'PAYMENT_EXPIRED' ? { expiredAt: when } : {}),
      ...(type === 'PAYMENT_FAILED' ? { reason: extra.reason ?? null } : {}),
    },
  });
}
