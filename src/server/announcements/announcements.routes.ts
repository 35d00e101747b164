import { and, asc, eq, gt, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { announcements } from '../db/schema';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';

const announcement = z.object({
  canuId: z.number().int(),
  canuSubject: z.string(),
  canuDescription: z.string(),
  canuContent: z.string().describe('Lines separated by the break marker <br>; render as text'),
});

/** Announcements for the footer carousel (public: visitors see them too). */
export function announcementRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/lintas/trucking/announcements/active',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Active announcements, in the language of Accept-Language where written in it',
        security: [],
        response: { 200: z.array(announcement), ...errorResponses },
      },
    },
    async (request) => {
      const now = new Date();
      // In Bahasa Indonesia where the announcement has it (Accept-Language), else as written in English.
      const id = requestLang(request) === 'id';
      const inLang = (en: AnyColumn, idText: AnyColumn) => (id ? sql<string>`coalesce(${idText}, ${en})` : sql<string>`${en}`);
      return deps.db
        .select({
          canuId: announcements.canuId,
          canuSubject: inLang(announcements.canuSubject, announcements.canuSubjectId),
          canuDescription: inLang(announcements.canuDescription, announcements.canuDescriptionId),
          canuContent: inLang(announcements.canuContent, announcements.canuContentId),
        })
        .from(announcements)
        .where(
          and(
            eq(announcements.canuStatus, 'A'),
            lte(announcements.validFrom, now),
            or(isNull(announcements.validTo), gt(announcements.validTo, now)),
          ),
        )
        .orderBy(asc(announcements.validFrom), asc(announcements.canuId))
        .limit(20);
    },
  );
}
