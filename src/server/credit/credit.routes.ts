import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { lookupOption } from '../../domain/datatable';
import {
  creditHistory,
  creditHistoryQuery,
  creditLimitActionBody,
  creditLimitRejectBody,
  creditLimitRequestBody,
  creditLimitRequestList,
  creditLimitRequestRow,
  creditLimitsInForce,
  creditLimitsQuery,
  creditLimitUpdateBody,
  creditLine,
  creditLineQuery,
} from '../../domain/payments/credit';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import {
  actOnCreditRequest,
  createCreditRequest,
  creditCompanies,
  creditHistoryOf,
  creditLineOf,
  getCreditRequest,
  limitsInForce,
  listCreditRequests,
  updateCreditRequest,
} from './credit.service';

export const CREDIT_BASE = `${TRUCKING_API}/credit`;

const params = z.object({ creditId: z.string().trim().min(1).max(20).toUpperCase() });

/**
 * Credit limits (issue 14): the requests (the platform's operator admin or GLI's finance admin make them, GLI's
 * finance head or the super admin decide: maker-checker), the limits in force, and a company's credit line and its
 * history (its own; the platform and GLI any company's).
 */
export function creditRoutes(app: FastifyInstance, deps: { db: Db; kickMail: () => void }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = app.auth.requirePermission('credit.request', 'credit.approve');
  const maker = app.auth.requirePermission('credit.request');
  const reader = app.auth.requirePermission('credit.read', 'credit.request', 'credit.approve');

  r.get(
    `${CREDIT_BASE}/limit-requests`,
    {
      schema: {
        tags: ['credit'],
        summary: 'Credit limit requests, newest first (server-paged); filters status, accnId, search (id, company)',
        querystring: creditLimitsQuery,
        response: { 200: creditLimitRequestList, ...errorResponses },
      },
      preHandler: managers,
    },
    async (request) => listCreditRequests(deps.db, request.principal!, request.query),
  );
  r.post(
    `${CREDIT_BASE}/limit-requests`,
    {
      schema: {
        tags: ['credit'],
        summary:
          'A new credit limit request (NEW draft) for a company, service and currency; one open request per such key (409)',
        body: creditLimitRequestBody,
        response: { 201: creditLimitRequestRow, ...errorResponses },
      },
      preHandler: maker,
    },
    async (request, reply) => reply.code(201).send(await createCreditRequest(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${CREDIT_BASE}/limit-requests/:creditId`,
    {
      schema: {
        tags: ['credit'],
        summary: 'One credit limit request with the verbs the caller may use',
        params,
        response: { 200: creditLimitRequestRow, ...errorResponses },
      },
      preHandler: managers,
    },
    async (request) => getCreditRequest(deps.db, request.principal!, request.params.creditId),
  );
  r.put(
    `${CREDIT_BASE}/limit-requests/:creditId`,
    {
      schema: {
        tags: ['credit'],
        summary: 'The maker changes a draft (NEW): the limit asked for and the remarks; the version read (stale: 409)',
        params,
        body: creditLimitUpdateBody,
        response: { 200: creditLimitRequestRow, ...errorResponses },
      },
      preHandler: maker,
    },
    async (request) => updateCreditRequest(deps.db, request.principal!, request.params.creditId, request.body),
  );
  for (const action of ['submit', 'delete', 'approve', 'reject'] as const) {
    r.post(
      `${CREDIT_BASE}/limit-requests/:creditId/${action}`,
      {
        schema: {
          tags: ['credit'],
          summary:
            action === 'approve'
              ? 'Approve a submitted request (not by who made or submitted it: 403); the limit becomes the requested amount; a lost race: 409'
              : action === 'reject'
                ? 'Reject a submitted request with a reason (not by who made or submitted it: 403)'
                : `${action === 'submit' ? 'Submit' : 'Delete'} a draft (NEW)`,
          params,
          body: action === 'reject' ? creditLimitRejectBody : creditLimitActionBody,
          response: { 200: creditLimitRequestRow, ...errorResponses },
        },
        preHandler: managers,
      },
      async (request) => {
        const result = await actOnCreditRequest(deps.db, request.principal!, request.params.creditId, action, request.body);
        // An approval recorded CREDIT_LIMIT_CHANGED: the fan-out tells the company now.
        if (action === 'approve') deps.kickMail();
        return result;
      },
    );
  }
  r.get(
    `${CREDIT_BASE}/limits`,
    {
      schema: {
        tags: ['credit'],
        summary: 'The credit limits in force per company, service and currency (accnId: one company)',
        querystring: creditLineQuery,
        response: { 200: creditLimitsInForce, ...errorResponses },
      },
      preHandler: managers,
    },
    async (request) => limitsInForce(deps.db, request.principal!, request.query.accnId),
  );
  r.get(
    `${CREDIT_BASE}/companies`,
    {
      schema: {
        tags: ['credit'],
        summary: 'Active cargo owners and forwarders a credit limit may be set for (the pickers)',
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: managers,
    },
    async (request) => creditCompanies(deps.db, request.principal!),
  );
  r.get(
    `${CREDIT_BASE}/line`,
    {
      schema: {
        tags: ['credit'],
        summary:
          "A company's credit line per service and currency: limit, reserved, drawn (used), available. Own company; the platform and GLI any (accnId)",
        querystring: creditLineQuery,
        response: { 200: creditLine, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => creditLineOf(deps.db, request.principal!, request.query.accnId),
  );
  r.get(
    `${CREDIT_BASE}/line/history`,
    {
      schema: {
        tags: ['credit'],
        summary: "A company's credit journals (reserve, release, use, repay) with job ids, newest first (server-paged)",
        querystring: creditHistoryQuery,
        response: { 200: creditHistory, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => creditHistoryOf(deps.db, request.principal!, request.query),
  );
}
