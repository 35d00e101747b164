import type { ResourceDef } from '../../domain/resources/types';

/** The resource engine's query keys; every list, record and invalidation goes through these. */
export const resourceKeys = {
  all: (def: ResourceDef) => ['resource', def.name] as const,
  lists: (def: ResourceDef) => [...resourceKeys.all(def), 'list'] as const,
  list: (def: ResourceDef, query: Record<string, string | number>) => [...resourceKeys.lists(def), query] as const,
  /**
   * An own-API entity's key root (`ownApi.queryKey`, its feature's): its list lives under it, so the feature's own
   * invalidations refresh it.
   */
  own: (root: string) => [root] as const,
  ownList: (root: string, query: Record<string, string | number>) => [...resourceKeys.own(root), 'list', query] as const,
  item: (def: ResourceDef, key: string | undefined) => [...resourceKeys.all(def), 'item', key] as const,
};
