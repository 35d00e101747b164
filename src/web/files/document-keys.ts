/** The document repository's query keys; invalidation goes through them. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (query: Record<string, string | number>) => [...documentKeys.all, 'list', query] as const,
};
