/** The tax feature's query keys; every query and invalidation of tax data goes through these. */
export const taxKeys = {
  all: ['tax'] as const,
  sequences: () => (query: Record<string, string | number>) => [...taxKeys.all, 'sequences', query] as const,
};
