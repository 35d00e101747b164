/**
 * Query keys of the data several features read or refresh: the workbench's counts (every decision that moves a record
 * invalidates them) and the lookups (code lists and master-data options, read by forms and filters of many features).
 * A feature's own data keeps its keys in the feature's `*-keys.ts` (or `*-api.ts`).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export const lookupKeys = {
  all: ['lookup'] as const,
  /** A lookup fetched whole, in one language. */
  list: (lookup: string, lang: string) => [...lookupKeys.all, lookup, lang] as const,
  /** A lookup searched on the server for `term` (large lookups such as ports). */
  search: (lookup: string, lang: string, term: string) => [...lookupKeys.all, lookup, lang, 'search', term] as const,
  /** A lookup narrowed by a filter (a company's trucks or drivers for a trip). */
  where: (lookup: string, lang: string, where: Record<string, string>) =>
    [...lookupKeys.all, lookup, lang, 'where', where] as const,
};
