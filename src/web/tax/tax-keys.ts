/** The tax feature's query keys; every query and invalidation of tax data goes through these. */
export const taxKeys = {
  all: ['tax'] as const,
  invoices: () => (query: Record<string, string | number>) => [...taxKeys.all, 'invoices', query] as const,
  invoice: (id: number) => [...taxKeys.all, 'invoice', id] as const,
  sequences: () => (query: Record<string, string | number>) => [...taxKeys.all, 'sequences', query] as const,
  reports: () => (query: Record<string, string | number>) => [...taxKeys.all, 'reports', query] as const,
  sequence: (id: number) => [...taxKeys.all, 'sequence', id] as const,
  gaps: (id: number) => [...taxKeys.all, 'sequence', id, 'gaps'] as const,
  numbers: (id: number) => (query: Record<string, string | number>) =>
    [...taxKeys.all, 'sequence', id, 'numbers', query] as const,
};
