/** The reports' query keys; every query and invalidation of their data goes through these. */
export const reportsKeys = {
  all: ['reports'] as const,
  catalogue: () => [...reportsKeys.all, 'catalogue'] as const,
  runs: () => (query: Record<string, string | number>) => [...reportsKeys.all, 'runs', query] as const,
};
