/** The help feature's query keys. */
export const helpKeys = {
  all: ['help'] as const,
  list: () => (query: Record<string, string | number>) => [...helpKeys.all, 'list', query] as const,
  article: (slug: string, lang: string) => [...helpKeys.all, 'article', slug, lang] as const,
  forScreen: (path: string, lang: string) => [...helpKeys.all, 'for', path, lang] as const,
};
