import type { ReactNode } from 'react';
import type { RouteObject } from './router';
import { SECTION_LOADERS } from 'virtual:locale-loaders';
import { loadAllTranslations, loadTranslations, registerSectionParts } from './i18n';
import { loadQueryClient } from './query-client-store';

registerSectionParts(SECTION_LOADERS);

/**
 * The translations a screen waits for: the sign-in part only (`'signin'`, in before the app's first render:
 * lib/i18n.ts); every part but the money screens' (`'all'`) or with them (`'money'`); or the shell's and these
 * sections' (each a part of its own: vite.config.ts `SHELL_SECTIONS`). Naming the sections keeps the screen's first
 * load to its own texts: a new screen names them.
 */
export type ScreenTranslations = 'signin' | 'all' | 'money' | readonly string[];

/**
 * A route whose screen is code-split: its module (and what only it imports) is downloaded on the first
 * navigation to the route, not with the app's entry. `render` builds the element from the loaded module.
 * The screen renders once the translations it needs are in (`translations`, above). The screens other than
 * sign-in also wait for the query cache (app/query-client-store.ts), which the sign-in page does without.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
  translations: ScreenTranslations = 'all',
): RouteObject['lazy'] {
  return async () => {
    const texts =
      translations === 'signin'
        ? undefined
        : typeof translations === 'string'
          ? loadAllTranslations(translations === 'money')
          : loadTranslations(translations);
    const [module] = await Promise.all([load(), texts, translations !== 'signin' && loadQueryClient()]);
    return { element: render(module) };
  };
}
