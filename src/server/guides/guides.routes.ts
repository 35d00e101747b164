import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE, TRUCKING_API } from '../../domain/api-paths';
import {
  componentGuide as componentGuideSchema,
  GUIDE_NAMES,
  guideFileName,
  guideList,
  guidePdfQuery,
  screenKey,
  type GuideLang,
  type GuideName,
} from '../../domain/guides/guides';
import { notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { componentGuide, guide, guidePdfFile } from './guides.service';

/** The web path of spec §2.1 that answers the guides' PDFs (under the web app's base, before its fallback). */
export const GUIDE_PDF_WEB_PATH = '/trucking/session/assets/pdf/:fileName';
export const GUIDES_API = `${TRUCKING_API}/guides`;

function sendPdf(request: FastifyRequest, reply: FastifyReply, name: GuideName, lang: GuideLang, download: boolean) {
  const { bytes } = guidePdfFile(name, lang);
  const file = `${name}-${lang}.pdf`;
  return reply
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file}"`)
    .header('cache-control', 'public, max-age=3600')
    .header('content-language', lang)
    .type('application/pdf')
    .send(bytes);
}

/** The four guides as PDFs (public: the sign-in page links them) and the per-screen guide section (decision 0031). */
export function guideRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Spec §2.1's address. Hidden from the OpenAPI document like the web app's pages; its API twin is below.
  r.get(
    GUIDE_PDF_WEB_PATH,
    {
      schema: { hide: true, params: z.object({ fileName: guideFileName }), querystring: guidePdfQuery },
    },
    async (request, reply) =>
      sendPdf(
        request,
        reply,
        request.params.fileName,
        request.query.lang ?? requestLang(request),
        request.query.download === '1',
      ),
  );
  r.get(
    GUIDES_API,
    {
      schema: {
        tags: ['guides'],
        summary: 'The four guides with their titles in the language of Accept-Language (public)',
        response: { 200: guideList, ...errorResponses },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      return GUIDE_NAMES.map((name) => {
        const g = guide(name, lang);
        return { name, title: g.title, summary: g.summary, pages: guidePdfFile(name, lang).pages };
      });
    },
  );
  r.get(
    `${GUIDES_API}/:fileName/pdf`,
    {
      schema: {
        tags: ['guides'],
        summary: `A guide as a PDF (${GUIDE_NAMES.join(', ')}; also served at /trucking/session/assets/pdf/{fileName})`,
        params: z.object({ fileName: guideFileName }),
        querystring: guidePdfQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        request,
        reply,
        request.params.fileName,
        request.query.lang ?? requestLang(request),
        request.query.download === '1',
      ),
  );
  r.get(
    `${API_BASE}/v1/component-guide/:id/`,
    {
      schema: {
        tags: ['guides'],
        summary: "The guide's section that explains a screen (id: the screen key), in the language of Accept-Language",
        params: z.object({ id: screenKey }),
        response: { 200: componentGuideSchema, ...errorResponses },
      },
    },
    async (request) => {
      const found = componentGuide(request.params.id, requestLang(request));
      if (!found) throw notFound('No guide for this screen');
      return found;
    },
  );
}
