import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { RESOURCES } from '../../domain/resources';
import type { ResourceDef } from '../../domain/resources/types';

/** The detail route pattern of a resource (spec §2.3: `{viewType}/{key?}`). */
export const detailRoutePattern = (def: ResourceDef): string => `${def.webDetail}/:viewType/:key?`;

/**
 * List and detail routes of every resource in RESOURCES, for the signed-in shell. `key` remounts the
 * page when moving between resources, so no state leaks from one to the other.
 */
export function resourceRoutes(resources: readonly ResourceDef[] = RESOURCES): RouteObject[] {
  return resources.flatMap((def) => [
    {
      path: def.webList,
      lazy: lazyPage(
        () => import('./resource-list-page'),
        (m) => <m.ResourceListPage key={def.name} def={def} />,
      ),
    },
    {
      path: detailRoutePattern(def),
      lazy: lazyPage(
        () => import('./resource-detail-page'),
        (m) => <m.ResourceDetailPage key={def.name} def={def} />,
      ),
    },
  ]);
}
