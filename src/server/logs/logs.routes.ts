import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { getException, listAudit, listExceptions } from './logs.service';
import { TRUCKING_API } from '../../domain/api-paths';
import { auditEntry, exceptionDetail, exceptionRow } from '../../domain/log-responses';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .optional();
/** Audit log (`/administrations/audit`) and exception log (`/administrations/exception`): platform admins. */
export function logRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = app.auth.requirePermission('logs.read');
  r.get(
    `${TRUCKING_API}/audit`,
    {
      schema: {
        tags: ['logs'],
        summary: 'Audit log, newest first; filter by day (from/to, WIB), user, event, entity',
        querystring: datatableQuery
          .extend({
            from: date,
            to: date,
            audtUid: z.string().max(35).optional(),
            audtEvent: z.string().max(64).optional(),
            entity: z.string().max(64).optional(),
            entityId: z.string().max(128).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(auditEntry), ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => listAudit(deps.db, request.query),
  );
  r.get(
    `${TRUCKING_API}/exceptions`,
    {
      schema: {
        tags: ['logs'],
        summary: 'Exception log, newest first',
        querystring: datatableQuery.extend({ from: date, to: date }).strict(),
        response: { 200: datatableResponse(exceptionRow), ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => listExceptions(deps.db, request.query),
  );
  r.get(
    `${TRUCKING_API}/exceptions/:id`,
    {
      schema: {
        tags: ['logs'],
        summary: 'One exception with request and stack',
        params: z.object({ id: z.string().min(1).max(32) }),
        response: {
          200: exceptionDetail,
          ...errorResponses,
        },
      },
      preHandler: admins,
    },
    async (request) => getException(deps.db, request.params.id),
  );
}
