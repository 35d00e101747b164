import { RESOURCES } from './index';

/**
 * What a lookup needs of a resource (web/resources/resource-meta.ts `lookupSource`): that it is one, and the master
 * data cache it is kept in (`cacheName`), by resource name. A list with a lookup filter or column (the users list's
 * companies, a truck's location) then does not load every resource definition and the vocabularies they use. In the
 * production build this module is replaced by its value, computed at build time (vite.config.ts
 * `buildTimeData`); in the dev server and the unit tests it runs as written. Keep it to this one export of plain data.
 */
export const RESOURCE_LOOKUPS: Readonly<Record<string, { cacheName: string | null }>> = Object.fromEntries(
  RESOURCES.map((def) => [def.name, { cacheName: def.cacheName ?? null }]),
);
