import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadAllTranslations, type TranslationPart } from '../lib/i18n';

/**
 * A route whose screen is code-split: its module (and what only it imports) is downloaded on the first
 * navigation to the route, not with the app's entry. `render` builds the element from the loaded module.
 * The screen renders once the translations it needs are in: all of them, unless it is one of the sign-in
 * page's routes (`translations: 'signin'`), whose part is in before the app's first render (lib/i18n.ts).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
  translations: TranslationPart | 'all' = 'all',
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), translations === 'all' ? loadAllTranslations() : undefined]);
    return { element: render(module) };
  };
}
