import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen is code-split: its module (and what only it imports) is downloaded on the first
 * navigation to the route, not with the app's entry. `render` builds the element from the loaded module.
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode): RouteObject['lazy'] {
  return async () => ({ element: render(await load()) });
}
