import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { EVENT_TYPE_CODES } from '../../domain/notifications/event-types';
import {
  DELIVERY_STATUSES,
  webhookDeliveryDetail,
  webhookDeliveryRow,
  webhookEndpointInput,
  webhookEndpointRow,
  webhookEndpointUpdate,
  webhookEndpointWithSecret,
} from '../../domain/webhooks/webhooks';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import type { WebhookSettings } from './settings';
import {
  createEndpoint,
  getDelivery,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  rollSecret,
  sendTestEvent,
  updateEndpoint,
} from './webhooks.service';

export interface WebhookRouteOptions {
  db: Db;
  settings: WebhookSettings;
  /** The configured public base URL (the payload's record links). */
  publicUrl: string;
  /** Asks the webhook worker for a pass now (after a test event or a replay committed). */
  kick: () => void;
}

const endpointParams = z.object({ endpointId: z.string().uuid('validation.option') });
const deliveryParams = z.object({ deliveryId: z.string().uuid('validation.option') });

/**
 * Webhooks (issue 17, decision 0024): a company administrator's endpoints (the secret answered once, on create and on
 * roll), a test event, the delivery log with its attempts and replay. The platform's administrators read every
 * company's; another company's endpoint or delivery is 404. The payloads are in the OpenAPI document's components
 * (`WebhookEvent…`) and docs/api.md.
 */
export function webhookRoutes(app: FastifyInstance, options: WebhookRouteOptions): void {
  const { db, settings, publicUrl, kick } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = app.auth.requirePermission('webhooks.manage', 'webhooks.readAll');
  const manage = app.auth.requirePermission('webhooks.manage');
  const base = `${TRUCKING_API}/webhooks/endpoints`;
  const tags = ['webhooks'];

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The company's webhook endpoints (the platform: every company's), newest first",
        querystring: datatableQuery.extend({ active: z.enum(['true', 'false']).optional() }).strict(),
        response: { 200: datatableResponse(webhookEndpointRow), ...errorResponses },
      },
      preHandler: read,
    },
    async (request) => listEndpoints(db, request.principal!, request.query),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: 'Register an endpoint; the answer carries its signing secret, shown this once',
        body: webhookEndpointInput,
        response: { 201: webhookEndpointWithSecret, ...errorResponses },
      },
      preHandler: manage,
    },
    async (request, reply) => reply.code(201).send(await createEndpoint(db, request.principal!, request.body, settings)),
  );
  r.get(
    `${base}/:endpointId`,
    {
      schema: { tags, summary: 'One endpoint', params: endpointParams, response: { 200: webhookEndpointRow, ...errorResponses } },
      preHandler: read,
    },
    async (request) => getEndpoint(db, request.principal!, request.params.endpointId),
  );
  r.put(
    `${base}/:endpointId`,
    {
      schema: {
        tags,
        summary: 'Change an endpoint (409 when changed since `version`)',
        params: endpointParams,
        body: webhookEndpointUpdate,
        response: { 200: webhookEndpointRow, ...errorResponses },
      },
      preHandler: manage,
    },
    async (request) => updateEndpoint(db, request.principal!, request.params.endpointId, request.body, settings),
  );
  r.post(
    `${base}/:endpointId/roll-secret`,
    {
      schema: {
        tags,
        summary: 'A new signing secret (the old one stops at once), shown this once',
        params: endpointParams,
        body: z.object({ version: z.number().int().min(1) }).strict(),
        response: { 200: webhookEndpointWithSecret, ...errorResponses },
      },
      preHandler: manage,
    },
    async (request) => rollSecret(db, request.principal!, request.params.endpointId, request.body.version),
  );
  r.post(
    `${base}/:endpointId/test`,
    {
      schema: {
        tags,
        summary: 'Send a test event (PING) to the endpoint',
        params: endpointParams,
        response: { 202: webhookDeliveryRow, ...errorResponses },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const delivery = await sendTestEvent(db, request.principal!, request.params.endpointId, publicUrl);
      kick();
      return reply.code(202).send(delivery);
    },
  );
  r.get(
    `${base}/:endpointId/deliveries`,
    {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first; filter by status or event type, search the event id",
        params: endpointParams,
        querystring: datatableQuery
          .extend({
            status: z.enum(DELIVERY_STATUSES).optional(),
            eventType: z.enum(EVENT_TYPE_CODES as [string, ...string[]]).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(webhookDeliveryRow), ...errorResponses },
      },
      preHandler: read,
    },
    async (request) => listDeliveries(db, request.principal!, request.params.endpointId, request.query),
  );
  r.get(
    `${TRUCKING_API}/webhooks/deliveries/:deliveryId`,
    {
      schema: {
        tags,
        summary: 'A delivery: its payload (the bytes signed) and every attempt',
        params: deliveryParams,
        response: { 200: webhookDeliveryDetail, ...errorResponses },
      },
      preHandler: read,
    },
    async (request) => getDelivery(db, request.principal!, request.params.deliveryId),
  );
  r.post(
    `${TRUCKING_API}/webhooks/deliveries/:deliveryId/replay`,
    {
      schema: {
        tags,
        summary: 'Replay a delivery: the same payload and delivery id, signed and sent again now',
        params: deliveryParams,
        response: { 202: webhookDeliveryRow, ...errorResponses },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const delivery = await replayDelivery(db, request.principal!, request.params.deliveryId);
      kick();
      return reply.code(202).send(delivery);
    },
  );
}
