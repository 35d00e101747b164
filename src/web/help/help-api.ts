import type { z } from 'zod';
import type { helpArticle, helpArticleRow } from '../../domain/help/help';
import { TRUCKING_API } from '../../domain/api-paths';

export type HelpArticleRow = z.infer<typeof helpArticleRow>;
export type HelpArticle = z.infer<typeof helpArticle>;

const BASE = `${TRUCKING_API}/help`;
export const helpApi = {
  articles: () => `${BASE}/articles`,
  article: (slug: string) => `${BASE}/articles/${encodeURIComponent(slug)}`,
  forScreen: (path: string) => `${BASE}/for-screen?path=${encodeURIComponent(path)}`,
};

/** The help centre's screens: the list (with `?for=<a screen's path>` to open that screen's article) and an article. */
export const HELP_ROUTES = { list: '/help', article: '/help/:slug' } as const;
export const helpArticlePath = (slug: string) => `/help/${encodeURIComponent(slug)}`;
export const helpForPath = (screenPath: string) => `/help?for=${encodeURIComponent(screenPath)}`;
