import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';

/** A help article's address: lower-case words joined by hyphens. */
export const helpSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.code')
  .max(64);

/** The list's parameters (sorting is by title; a sort parameter is accepted and ignored). */
export const helpListQuery = datatableQuery;
export type HelpListQuery = z.infer<typeof helpListQuery>;

export const helpArticleRow = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string().describe('The first paragraph, as plain text'),
});
export const helpArticleList = datatableResponse(helpArticleRow);

export const helpArticle = helpArticleRow.extend({
  html: z.string().describe('The article rendered from its markdown (no HTML of its own is let through)'),
  screens: z.array(z.string()).describe('The screens (route patterns) it explains'),
});
export type HelpArticle = z.infer<typeof helpArticle>;

export const helpForScreenQuery = z.object({ path: z.string().max(300) }).strict();
export const helpForScreen = z.object({ slug: z.string().nullable() });

/**
 * Does a screen's path match a route pattern of an article (`/jobs/:id` matches `/jobs/J1`; a pattern also covers the
 * paths below it)? Returns the pattern's length as the strength of the match, or 0.
 */
export function screenMatch(pattern: string, path: string): number {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('?')[0]!.split('/').filter(Boolean);
  if (have.length < want.length) return 0;
  for (let i = 0; i < want.length; i += 1) {
    if (want[i]!.startsWith(':')) continue;
    if (want[i]!.toLowerCase() !== have[i]!.toLowerCase()) return 0;
  }
  return want.length === 0 ? 0 : pattern.length;
}
