import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { OUTBOX_STATUSES } from '../../domain/outbox';
import { outboxMessage, outboxRow } from '../../domain/outbox-responses';
import { getOutboxMessage, listOutbox } from './outbox';
import { TRUCKING_API } from '../../domain/api-paths';

/** The outbox, readable by operator admins (so the demo works with no mail server). */
export function outboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = app.auth.requirePermission('outbox.read');
  r.get(
    `${TRUCKING_API}/outbox`,
    {
      schema: {
        tags: ['outbox'],
        summary: 'Outgoing messages (newest first)',
        querystring: datatableQuery.extend({ status: z.enum(OUTBOX_STATUSES).optional() }).strict(),
        response: { 200: datatableResponse(outboxRow), ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => listOutbox(deps.db, request.query),
  );
  r.get(
    `${TRUCKING_API}/outbox/:id`,
    {
      schema: {
        tags: ['outbox'],
        summary: 'One message with its body',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: outboxMessage, ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => getOutboxMessage(deps.db, request.params.id),
  );
}
