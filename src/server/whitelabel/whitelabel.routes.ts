import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { whitelabelBody, whitelabelBrand, whitelabelName, whitelabelRow } from '../../domain/whitelabel';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { getWhitelabel, listWhitelabels, putWhitelabel } from './whitelabel.service';
import { API_BASE, TRUCKING_API } from '../../domain/api-paths';

/** White-label sign-in backgrounds: public read, operator admins create and replace. */
export function whitelabelRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${API_BASE}/v1/lintas/whitelabel/:name`,
    {
      schema: {
        tags: ['whitelabel'],
        summary: 'Brand background image (base64) for /trucking/{name}/login',
        security: [],
        params: z.object({ name: whitelabelName }),
        response: { 200: whitelabelBrand, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getWhitelabel(deps.db, request.params.name);
    },
  );
  r.put(
    `${API_BASE}/v1/lintas/whitelabel/:name`,
    {
      schema: {
        tags: ['whitelabel'],
        summary: 'Create or replace a brand (operator admins)',
        params: z.object({ name: whitelabelName }),
        body: whitelabelBody,
        response: { 200: whitelabelRow, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('whitelabel.manage'),
    },
    async (request) => putWhitelabel(deps.db, request.principal!, request.params.name, request.body),
  );
  r.get(
    `${TRUCKING_API}/whitelabels`,
    {
      schema: {
        tags: ['whitelabel'],
        summary: 'List brands',
        querystring: datatableQuery,
        response: { 200: datatableResponse(whitelabelRow), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('whitelabel.manage'),
    },
    async (request) => listWhitelabels(deps.db, request.query),
  );
}
