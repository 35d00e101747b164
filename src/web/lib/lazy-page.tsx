import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadAllTranslations, type TranslationPart } from './i18n';
import { loadQueryClient } from './query-client-store';

/**
 * A route whose screen is code-split: its module (and what only it imports) is downloaded on the first
 * navigation to the route, not with the app's entry. `render` builds the element from the loaded module.
 * The screen renders once the translations it needs are in: all of them, unless it is one of the sign-in
 * page's routes (`translations: 'signin'`), whose part is in before the app's first render (lib/i18n.ts).
 * The other screens also wait for the query cache (app/query-client-store.ts), which the sign-in page does
 * without.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
  translations: TranslationPart | 'all' = 'all',
): RouteObject['lazy'] {
  return async () => {
    // The money screens (payments, payouts, credit) also load their own part of the translations.
    const all = translations === 'all' || translations === 'money';
    const [module] = await Promise.all([load(), all && loadAllTranslations(translations === 'money'), all && loadQueryClient()]);
    return { element: render(module) };
  };
}
