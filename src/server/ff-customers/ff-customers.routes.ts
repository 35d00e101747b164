import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ffCustomerDetail, ffCustomerRow } from '../../domain/account-responses';
import { companyBody, companyUpdateBody } from '../../domain/company';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { createFfCustomer, getFfCustomer, listFfCustomers, updateFfCustomer } from './ff-customers.service';
import { TRUCKING_API } from '../../domain/api-paths';

const params = z.object({ accnId: z.string().min(1).max(20) });

/** A freight forwarder's cargo-owner customers (`/manageAccountsFfCo/all/list`, `/manageAccountsFfCo/{viewType}/{id}/{ffAccnId}`). */
export function ffCustomerRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `${TRUCKING_API}/ff-customers`;
  const guard = app.auth.requireUser;
  r.get(
    base,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Cargo-owner customers of the forwarder',
        querystring: datatableQuery,
        response: { 200: datatableResponse(ffCustomerRow), ...errorResponses },
      },
      preHandler: guard,
    },
    async (request) => listFfCustomers(deps.db, request.principal!, request.query),
  );
  r.get(
    `${base}/:accnId`,
    {
      schema: { tags: ['accounts'], summary: 'One customer', params, response: { 200: ffCustomerDetail, ...errorResponses } },
      preHandler: guard,
    },
    async (request) => getFfCustomer(deps.db, request.principal!, request.params.accnId),
  );
  r.post(
    base,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a cargo-owner customer (forwarders)',
        body: companyBody,
        response: { 201: ffCustomerDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('users.manage'),
    },
    async (request, reply) => reply.code(201).send(await createFfCustomer(deps.db, request.principal!, request.body)),
  );
  r.put(
    `${base}/:accnId`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change a customer (send the version you read)',
        params,
        body: companyUpdateBody,
        response: { 200: ffCustomerDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('users.manage'),
    },
    async (request) => updateFfCustomer(deps.db, request.principal!, request.params.accnId, request.body),
  );
}
