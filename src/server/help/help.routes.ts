import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  helpArticle as helpArticleSchema,
  helpArticleList,
  helpForScreen as helpForScreenSchema,
  helpForScreenQuery,
  helpListQuery,
  helpSlug,
} from '../../domain/help/help';
import { notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { helpArticle, helpForScreen, listHelp } from './help.service';

export const HELP_BASE = `${TRUCKING_API}/help`;

/** The help articles (markdown in the repository, in English and Bahasa Indonesia), for every signed-in user. */
export function helpRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.auth.requireUser;
  r.get(
    `${HELP_BASE}/articles`,
    {
      schema: {
        tags: ['help'],
        summary: 'Help articles in the language of Accept-Language, searched by every word in their title and text, paged',
        querystring: helpListQuery,
        response: { 200: helpArticleList, ...errorResponses },
      },
      preHandler: signedIn,
    },
    async (request) => listHelp(requestLang(request), request.query),
  );
  r.get(
    `${HELP_BASE}/articles/:slug`,
    {
      schema: {
        tags: ['help'],
        summary: 'One help article, rendered from its markdown',
        params: z.object({ slug: helpSlug }),
        response: { 200: helpArticleSchema, ...errorResponses },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const article = helpArticle(requestLang(request), request.params.slug);
      if (!article) throw notFound('No such help article');
      return article;
    },
  );
  r.get(
    `${HELP_BASE}/for-screen`,
    {
      schema: {
        tags: ['help'],
        summary: "The help article that explains a screen (by the screen's path), or null",
        querystring: helpForScreenQuery,
        response: { 200: helpForScreenSchema, ...errorResponses },
      },
      preHandler: signedIn,
    },
    async (request) => ({ slug: helpForScreen(requestLang(request), request.query.path) }),
  );
}
