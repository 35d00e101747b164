import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { RESOURCE_ROUTES, type ResourceRoute } from '../../domain/resources/route-table';
import type { ResourceDef } from '../../domain/resources/types';
import { RESOURCE_DEFINITION_LOADERS } from './definition-loaders';

/** The detail route pattern of a resource (spec §2.3: `{viewType}/{key?}`). */
export const detailRoutePattern = (def: Pick<ResourceDef, 'webDetail'>): string => `${def.webDetail}/:viewType/:key?`;

/** A resource's definition, loaded with its screen (the route table holds only its paths and permissions). */
const definitionOf = (name: string): Promise<ResourceDef> => {
  const load = RESOURCE_DEFINITION_LOADERS[name];
  return load ? load() : Promise.reject(new Error(`Unknown resource ${name}`));
};

/**
 * List and detail routes of every resource in RESOURCES, for the signed-in shell. `key` remounts the
 * page when moving between resources, so no state leaks from one to the other.
 */
export function resourceRoutes(resources: readonly ResourceRoute[] = RESOURCE_ROUTES): RouteObject[] {
  return resources.flatMap(({ name, webList, webDetail }) => [
    {
      path: webList,
      lazy: lazyPage(
        () => Promise.all([import('./resource-list-page'), definitionOf(name)]),
        ([m, def]) => <m.ResourceListPage key={name} def={def} />,
        ['resources'],
      ),
    },
    {
      path: detailRoutePattern({ webDetail }),
      lazy: lazyPage(
        () => Promise.all([import('./resource-detail-page'), definitionOf(name)]),
        ([m, def]) => <m.ResourceDetailPage key={name} def={def} />,
      ),
    },
  ]);
}
