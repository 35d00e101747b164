import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { ALERT_KINDS, alertAckInput } from '../../domain/tracking/alerts';
import { alertRow } from '../../domain/tracking/tracking-responses';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { acknowledgeAlert, listAlerts } from './alerts.service';

/**
 * Tracking alerts (issue 16, decision 0021): the raised alerts of the caller's company (the platform: all),
 * server-paged, and acknowledging one with a remark (409 when someone acknowledged it first). The rules are the
 * resource engine's `trackAlertRule` (`…/tracking-alert-rules`).
 */
export function trackingAlertRoutes(app: FastifyInstance, options: { db: Db }): void {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fleet = app.auth.requirePermission('fleet.manage');
  const day = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
    .optional();
  r.get(
    `${TRUCKING_API}/tracking/alerts`,
    {
      schema: {
        tags: ['tracking'],
        summary: 'Raised alerts, newest first; filter by day (WIB), truck, kind, acknowledged or not; search plate or rule',
        querystring: datatableQuery
          .extend({
            from: day,
            to: day,
            truckId: z.string().max(20).optional(),
            kind: z.enum(ALERT_KINDS).optional(),
            ack: z.enum(['OPEN', 'ACKED']).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(alertRow), ...errorResponses },
      },
      preHandler: fleet,
    },
    async (request) => listAlerts(db, request.principal!, request.query) as never,
  );
  r.post(
    `${TRUCKING_API}/tracking/alerts/:id/ack`,
    {
      schema: {
        tags: ['tracking'],
        summary: 'Acknowledge an alert with a remark (409 when already acknowledged or changed since `version`)',
        params: z.object({ id: z.coerce.number().int().min(1) }),
        body: alertAckInput,
        response: { 200: alertRow, ...errorResponses },
      },
      preHandler: fleet,
    },
    async (request) => acknowledgeAlert(db, request.principal!, request.params.id, request.body) as never,
  );
}
