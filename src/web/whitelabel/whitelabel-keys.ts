/**
 * The white-label brands' query keys; invalidation goes through them. Light (no imports): the sign-in page of a brand
 * reads its brand under `brand`.
 */
export const whitelabelKeys = {
  all: ['whitelabels'] as const,
  list: (query: Record<string, string | number>) => [...whitelabelKeys.all, query] as const,
  /** One brand as its sign-in page reads it (public). */
  brands: ['whitelabel'] as const,
  brand: (name: string) => [...whitelabelKeys.brands, name] as const,
};
