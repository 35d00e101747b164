import { RESOURCE_ROUTES } from '../../domain/resources/route-table';
import type { ResourceDef } from '../../domain/resources/types';

const fromAll = (name: string) => () =>
  import('../../domain/resources').then(({ resourceByName }) => {
    const def = resourceByName(name);
    if (!def) throw new Error(`Unknown resource ${name}`);
    return def;
  });

/**
 * A loader of each resource's definition, by name, for its screens. Here each loads the module of every definition;
 * the production build replaces this module (vite.config.ts `buildTimeData`) by one whose loaders each fetch a small
 * chunk holding that definition as data, so a resource screen downloads its own definition, not all of them and the
 * vocabularies (`domain/lookups.ts`) they read their options from.
 */
export const RESOURCE_DEFINITION_LOADERS: Readonly<Record<string, () => Promise<ResourceDef>>> = Object.fromEntries(
  RESOURCE_ROUTES.map(({ name }) => [name, fromAll(name)]),
);
