import type { paymentDocumentList, paymentTxnDetail, paymentTxnList } from '../../domain/payments/payment-txns';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

/** Web routes of payments (spec §2.2). */
export const PAYMENTS_ROUTES = {
  /** What the company owes and is owed, by document; ClicPay. */
  documents: '/payments',
  /** The payment transactions. */
  details: '/applications/finance/payments/details',
  /** + /{viewType}/{txnId}: one transaction. */
  transaction: '/applications/finance/payments/transactions',
} as const;

export const txnPath = (txnId: string) => `${PAYMENTS_ROUTES.transaction}/view/${txnId}`;

/** API paths of payments (docs/api.md, Payments). */
export const paymentsApi = {
  documents: () => apiPath('payments', 'documents'),
  exportDocuments: () => apiPath('payments', 'documents', 'export'),
  clicPay: () => apiPath('payments', 'clicpay'),
  txns: () => apiPath('payments', 'txns'),
  txn: (txnId: string) => apiPath('payments', 'txns', txnId),
  cancel: (txnId: string) => apiPath('payments', 'txns', txnId, 'cancel'),
  /** The simulated bank's payer (PAYMENT_GATEWAY=simulator). */
  simulatorPay: () => apiPath('payments', 'simulator', 'pay'),
};

export type PaymentDocumentList = WireOf<typeof paymentDocumentList>;
export type PaymentDocument = PaymentDocumentList['aaData'][number];
export type PaymentTxnRow = WireOf<typeof paymentTxnList>['aaData'][number];
export type PaymentTxn = WireOf<typeof paymentTxnDetail>;
