/** The AR report's and Sage exports' query keys; every query and invalidation of their data goes through these. */
export const sageKeys = {
  all: ['sage'] as const,
  ageing: () => (query: Record<string, string | number>) => [...sageKeys.all, 'ageing', query] as const,
  arReports: () => (query: Record<string, string | number>) => [...sageKeys.all, 'arReports', query] as const,
  glAccounts: () => [...sageKeys.all, 'glAccounts'] as const,
  codes: () => (query: Record<string, string | number>) => [...sageKeys.all, 'codes', query] as const,
  batches: () => (query: Record<string, string | number>) => [...sageKeys.all, 'batches', query] as const,
};
