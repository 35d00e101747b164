import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  LEASE_APPLICANT_PERMISSION,
  LEASE_PROVIDER_PERMISSION,
  leaseApplicationBody,
  leaseDetail,
  leaseList,
  leaseOptions,
  leaseQuoteBody,
  leasesQuery,
  leaseVerbBody,
} from '../../domain/leasing/leasing';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { actOnLease, applyForLease, getLease, leaseOptions as optionsOf, listLeases, quoteLease } from './leasing.service';

export const LEASING_BASE = `${TRUCKING_API}/leasing`;

const params = z.object({ applicationId: z.string().trim().min(1).max(20).toUpperCase() });

/** Truck leasing (issue 19): docs/decisions/0037-truck-leasing.md. */
export function leasingRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const party = app.auth.requirePermission(LEASE_APPLICANT_PERMISSION, LEASE_PROVIDER_PERMISSION, 'jobs.readAll');
  const applicant = app.auth.requirePermission(LEASE_APPLICANT_PERMISSION);
  const provider = app.auth.requirePermission(LEASE_PROVIDER_PERMISSION);
  const tags = ['leasing'];

  r.get(
    LEASING_BASE,
    {
      schema: {
        tags,
        summary:
          "Lease applications the caller may see, newest first (server-paged): the operator's and the provider's own, the platform's all; filters state, providerAccnId, search",
        querystring: leasesQuery,
        response: { 200: leaseList, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => listLeases(deps.db, request.principal!, request.query),
  );
  r.get(
    `${LEASING_BASE}/options`,
    {
      schema: {
        tags,
        summary: 'The active leasing providers (the application form, the platform filter)',
        response: { 200: leaseOptions, ...errorResponses },
      },
      preHandler: party,
    },
    async () => optionsOf(deps.db),
  );
  r.post(
    LEASING_BASE,
    {
      schema: {
        tags,
        summary:
          "A truck operator's application (SUB): provider, vehicle type, 1-50 trucks, start and 1-60 months, the monthly price per truck wanted (IDR), contact",
        body: leaseApplicationBody,
        response: { 201: leaseDetail, ...errorResponses },
      },
      preHandler: applicant,
    },
    async (request, reply) => reply.code(201).send(await applyForLease(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${LEASING_BASE}/:applicationId`,
    {
      schema: {
        tags,
        summary: 'One lease application (not visible: 404)',
        params,
        response: { 200: leaseDetail, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => getLease(deps.db, request.principal!, request.params.applicationId),
  );
  r.post(
    `${LEASING_BASE}/:applicationId/quote`,
    {
      schema: {
        tags,
        summary: "The provider's monthly price per truck and a note (SUB/QUO -> QUO); the total worked out exactly",
        params,
        body: leaseQuoteBody,
        response: { 200: leaseDetail, ...errorResponses },
      },
      preHandler: provider,
    },
    async (request) => quoteLease(deps.db, request.principal!, request.params.applicationId, request.body),
  );
  const summaries = {
    accept: 'The operator accepts the quote (QUO -> ACC)',
    approve: 'The provider approves the lease on the accepted quote (ACC -> APP)',
    reject: 'The provider rejects, with a reason (SUB/QUO/ACC -> REJ)',
    withdraw: 'The operator withdraws before the decision, with a reason (SUB/QUO/ACC -> WDR)',
  } as const;
  for (const verb of ['accept', 'approve', 'reject', 'withdraw'] as const) {
    r.post(
      `${LEASING_BASE}/:applicationId/${verb}`,
      {
        schema: {
          tags,
          summary: summaries[verb],
          params,
          body: leaseVerbBody,
          response: { 200: leaseDetail, ...errorResponses },
        },
        preHandler: verb === 'accept' || verb === 'withdraw' ? applicant : provider,
      },
      async (request) => actOnLease(deps.db, request.principal!, request.params.applicationId, verb, request.body),
    );
  }
}
