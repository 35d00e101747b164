import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { activeAnnouncements } from './announcements.service';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { TRUCKING_API } from '../../domain/api-paths';
import { announcement } from '../../domain/announcement-responses';

/**
 * Announcements for the footer carousel (public: visitors see those for everyone; a signed-in user also those for
 * every signed-in user and for the company's type).
 */
export function announcementRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${TRUCKING_API}/announcements/active`,
    {
      schema: {
        tags: ['announcements'],
        summary:
          'Active announcements for the reader (everyone; with a session also signed-in users and the company type), in the language of Accept-Language where written in it',
        security: [],
        response: { 200: z.array(announcement), ...errorResponses },
      },
      preHandler: app.auth.optionalUser,
    },
    async (request) => {
      return activeAnnouncements(deps.db, requestLang(request), request.principal?.accnType ?? null);
    },
  );
}
