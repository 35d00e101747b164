import type { heldNotificationList, staticVaList } from '../../domain/payments/payment-desk';
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
  /** The platform's inbound queue: manual payments to verify, notifications held at the gateway. */
  inbound: '/opadmin/inboundpayments',
  /** The companies' static VAs. */
  staticVa: '/opadmin/staticva',
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
  manual: () => apiPath('payments', 'manual'),
  creditRepayment: () => apiPath('payments', 'credit-repayment'),
  verify: (txnId: string) => apiPath('payments', 'txns', txnId, 'verify'),
  reject: (txnId: string) => apiPath('payments', 'txns', txnId, 'reject'),
  held: () => apiPath('payments', 'held'),
  staticVas: () => apiPath('payments', 'static-vas'),
  closeStaticVa: (vaId: number) => apiPath('payments', 'static-vas', vaId, 'close'),
  /** The simulated bank's payer (PAYMENT_GATEWAY=simulator). */
  simulatorPay: () => apiPath('payments', 'simulator', 'pay'),
};

export type PaymentDocumentList = WireOf<typeof paymentDocumentList>;
export type PaymentDocument = PaymentDocumentList['aaData'][number];
export type PaymentTxnRow = WireOf<typeof paymentTxnList>['aaData'][number];
export type PaymentTxn = WireOf<typeof paymentTxnDetail>;
export type HeldNotification = WireOf<typeof heldNotificationList>['aaData'][number];
export type StaticVa = WireOf<typeof staticVaList>['aaData'][number];
