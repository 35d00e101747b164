/** The payments feature's query keys; every query and invalidation of payments goes through these. */
export const paymentsKeys = {
  all: ['payments'] as const,
  documents: (side: string) => (query: Record<string, string | number>) =>
    [...paymentsKeys.all, 'documents', side, query] as const,
  txns: () => (query: Record<string, string | number>) => [...paymentsKeys.all, 'txns', query] as const,
  txn: (txnId: string) => [...paymentsKeys.all, 'txn', txnId] as const,
};
