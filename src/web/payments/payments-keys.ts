/** The payments feature's query keys; every query and invalidation of payments goes through these. */
export const paymentsKeys = {
  all: ['payments'] as const,
  documents: (side: string) => (query: Record<string, string | number>) =>
    [...paymentsKeys.all, 'documents', side, query] as const,
  /** The transactions of one payment method (`undefined`: every method). */
  txns: (method: string | undefined) => (query: Record<string, string | number>) =>
    [...paymentsKeys.all, 'txns', query, method ?? 'all'] as const,
  txn: (txnId: string) => [...paymentsKeys.all, 'txn', txnId] as const,
  staticVas: () => (query: Record<string, string | number>) => [...paymentsKeys.all, 'static-vas', query] as const,
  /** The gateway's held notifications. */
  held: () => (query: Record<string, string | number>) => [...paymentsKeys.all, 'held', query] as const,
  /** The companies the payment desk works for (select options). */
  deskCompanies: () => [...paymentsKeys.all, 'desk', 'companies'] as const,
};
