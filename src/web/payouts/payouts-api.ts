import { TRUCKING_API } from '../../domain/api-paths';
import type { bankAccountRow, payoutDetail, payoutRow } from '../../domain/payments/payouts-schema';
import type { WireOf } from '../../domain/wire';

/** Web routes of paying out (spec §2.3). */
export const PAYOUT_ROUTES = {
  bankAccounts: '/opadmin/bankaccounts',
  outboundPayments: '/opadmin/outboundpayments',
  /** + /{payoutId}: one payout, read-only. */
  payoutView: '/opadmin/outboundpayments/view',
} as const;

/** API paths (docs/api.md, Payouts). */
export const BANK_ACCOUNTS_PATH = `${TRUCKING_API}/bankaccounts`;
export const PAYOUTS_PATH = `${TRUCKING_API}/payouts`;
export const bankAccountPath = (id: number, verb?: 'approve' | 'reject' | 'change') =>
  `${BANK_ACCOUNTS_PATH}/${id}${verb ? `/${verb}` : ''}`;
export const payoutPath = (id: number, verb?: 'verify' | 'approve') => `${PAYOUTS_PATH}/${id}${verb ? `/${verb}` : ''}`;

export type BankAccountRow = WireOf<typeof bankAccountRow>;
export type PayoutRow = WireOf<typeof payoutRow>;
export type PayoutDetail = WireOf<typeof payoutDetail>;

/** The payouts feature's query keys; every query and invalidation goes through these. */
export const payoutKeys = {
  all: ['payouts'] as const,
  bankAccounts: (query: Record<string, string | number>) => [...payoutKeys.all, 'bank-accounts', query] as const,
  payouts: (query: Record<string, string | number>) => [...payoutKeys.all, 'list', query] as const,
  detail: (payoutId: number) => [...payoutKeys.all, 'detail', payoutId] as const,
  /** The companies a bank account may be added for. */
  companies: () => [...payoutKeys.all, 'companies'] as const,
};
