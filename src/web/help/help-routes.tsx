import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { HELP_ROUTES } from './help-api';

/** The help article screen (the list is the info feature's /help page, which shows the help centre). */
export function helpRoutes(): RouteObject[] {
  return [
    {
      path: HELP_ROUTES.article,
      lazy: lazyPage(
        () => import('./help-article-page'),
        (m) => <m.HelpArticlePage />,
      ),
    },
  ];
}
