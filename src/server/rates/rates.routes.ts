import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateTableDetail, rateTableRow } from '../../domain/contracts/contract-responses';
import { RATE_TABLE_STATES, rateTableActionBody, rateTableBody, rateTableUpdateBody } from '../../domain/contracts/rate-tables';
import { datatableQuery, datatableResponse, lookupOption } from '../../domain/datatable';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import {
  actOnRateTable,
  createRateTable,
  getRateTable,
  listRateTables,
  rateLocationOptions,
  updateRateTable,
} from './rates.service';
import { TRUCKING_API } from '../../domain/api-paths';

const BASE = `${TRUCKING_API}/rate-tables`;
const id = z.string().trim().min(1).max(20);

/** Rate tables: a truck operator's trip rates for one customer; submitted, verified, approved, activated. */
export function rateRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('rates.read');
  r.get(
    BASE,
    {
      schema: {
        tags: ['rates'],
        summary: 'Rate tables the caller is party to (the platform, verifiers and approvers: all)',
        querystring: datatableQuery
          .extend({
            state: z.enum(RATE_TABLE_STATES).optional(),
            toAccnId: z.string().max(20).optional(),
            customerAccnId: z.string().max(20).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(rateTableRow), ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listRateTables(deps.db, request.principal!, request.query),
  );
  r.get(
    `${BASE}/location-options`,
    {
      schema: {
        tags: ['rates'],
        summary:
          'Active locations of either party, for the rate lines (a company: only parties bound by an active contract, else 403)',
        querystring: z.object({ toAccnId: id, customerAccnId: id }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('rates.manage'),
    },
    async (request) =>
      rateLocationOptions(deps.db, request.principal!, {
        toAccnId: request.query.toAccnId.toUpperCase(),
        customerAccnId: request.query.customerAccnId.toUpperCase(),
      }),
  );
  r.post(
    BASE,
    {
      schema: {
        tags: ['rates'],
        summary: 'Submit a rate table with its trip rates (state SUB)',
        body: rateTableBody,
        response: { 201: rateTableDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('rates.manage'),
    },
    async (request, reply) => reply.code(201).send(await createRateTable(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${BASE}/:rateId`,
    {
      schema: {
        tags: ['rates'],
        summary: 'One rate table with its lines (another company: 404)',
        params: z.object({ rateId: id }),
        response: { 200: rateTableDetail, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getRateTable(deps.db, request.principal!, request.params.rateId.toUpperCase()),
  );
  r.put(
    `${BASE}/:rateId`,
    {
      schema: {
        tags: ['rates'],
        summary: 'Change a submitted or rejected rate table (submitted again; stale version: 409)',
        params: z.object({ rateId: id }),
        body: rateTableUpdateBody,
        response: { 200: rateTableDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('rates.manage'),
    },
    async (request) => updateRateTable(deps.db, request.principal!, request.params.rateId.toUpperCase(), request.body),
  );
  for (const verb of ['verify', 'approve', 'reject', 'activate', 'deactivate'] as const) {
    r.post(
      `${BASE}/:rateId/${verb}`,
      {
        schema: {
          tags: ['rates'],
          summary: `${verb} a rate table (not allowed from its state or stale: 409${
            verb === 'reject' || verb === 'deactivate' ? '; reason required' : ''
          })`,
          params: z.object({ rateId: id }),
          body: rateTableActionBody,
          response: { 200: rateTableDetail, ...errorResponses },
        },
        preHandler: app.auth.requireUser,
      },
      async (request) => actOnRateTable(deps.db, request.principal!, request.params.rateId.toUpperCase(), verb, request.body),
    );
  }
}
