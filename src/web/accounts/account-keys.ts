/** The companies (accounts) feature's query keys; invalidation goes through them. */
export const accountKeys = {
  all: ['accounts'] as const,
  list: (query: Record<string, string | number>) => [...accountKeys.all, 'list', query] as const,
  item: (accnId: string | undefined) => [...accountKeys.all, 'item', accnId] as const,
};
