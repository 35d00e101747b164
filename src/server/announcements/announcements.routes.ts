import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { announcements } from '../db/schema';
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
        summary: 'Active announcements',
        security: [],
        response: { 200: z.array(announcement), ...errorResponses },
      },
    },
    async () => {
      const now = new Date();
      return deps.db
        .select({
          canuId: announcements.canuId,
          canuSubject: announcements.canuSubject,
          canuDescription: announcements.canuDescription,
          canuContent: announcements.canuContent,
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
