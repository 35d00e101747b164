import { TRUCKING_API } from '../../domain/api-paths';
import type { creditHistoryRow, creditLimitRequestRow, creditLimitsInForce, creditLine } from '../../domain/payments/credit';
import type { WireOf } from '../../domain/wire';

/** Web routes of credit limits and the credit line (spec §2.2, §2.3). */
export const CREDIT_ROUTES = {
  limitList: '/opadmin/creditlimit',
  limitNew: '/opadmin/creditlimit/new',
  limitEdit: '/opadmin/creditlimit/edit/:creditId',
  creditLine: '/applications/creditline',
} as const;

export const creditLimitEditPath = (creditId: string) => `/opadmin/creditlimit/edit/${encodeURIComponent(creditId)}`;

export const CREDIT_API = `${TRUCKING_API}/credit`;

type Query = Record<string, string | number>;

/** The credit feature's query keys; invalidation goes through them. */
export const creditKeys = {
  all: ['credit'] as const,
  requests: (query: Query) => [...creditKeys.all, 'requests', query] as const,
  request: (creditId: string | undefined) => [...creditKeys.all, 'request', creditId] as const,
  limits: () => [...creditKeys.all, 'limits'] as const,
  companies: () => [...creditKeys.all, 'companies'] as const,
  line: (accnId: string | undefined) => [...creditKeys.all, 'line', accnId ?? ''] as const,
  history: (query: Query) => [...creditKeys.all, 'history', query] as const,
};

export type CreditLimitRequest = WireOf<typeof creditLimitRequestRow>;
export type CreditLimitsInForce = WireOf<typeof creditLimitsInForce>;
export type CreditLine = WireOf<typeof creditLine>;
export type CreditHistoryRow = WireOf<typeof creditHistoryRow>;
