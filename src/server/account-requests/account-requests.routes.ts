import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountRequestDecision, accountRequestRecord, accountRequestRow } from '../../domain/account-responses';
import { ACCOUNT_REQUEST_STATUSES, ACCOUNT_REQUEST_TYPES } from '../../domain/account-requests';
import { accountRequestBody, decisionBody } from '../../domain/account-request-bodies';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import type { Db } from '../db/client';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { decideAccountRequest, listAccountRequests, requestAccountChange } from './account-requests.service';
import { TRUCKING_API } from '../../domain/api-paths';

/** Account lifecycle (spec §4 account request types): suspension, termination, resumption with maker-checker. */
export function accountRequestRoutes(app: FastifyInstance, deps: { db: Db; kickMail: () => void }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const platform = app.auth.requirePermission('accounts.lifecycle');
  r.get(
    `${TRUCKING_API}/account-requests`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Account requests (pending first by filter status=PENDING)',
        querystring: datatableQuery
          .extend({
            status: z.enum(ACCOUNT_REQUEST_STATUSES).optional(),
            reqType: z.enum(ACCOUNT_REQUEST_TYPES).optional(),
            accnId: z.string().max(20).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(accountRequestRow), ...errorResponses },
      },
      preHandler: platform,
    },
    async (request) => listAccountRequests(deps.db, request.principal!, request.query),
  );
  r.post(
    `${TRUCKING_API}/accounts/:accnId/requests`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Request suspension, termination or resumption of a company',
        params: z.object({ accnId: z.string().min(1).max(20) }),
        body: accountRequestBody,
        response: { 201: accountRequestRecord, ...errorResponses },
      },
      preHandler: platform,
    },
    async (request, reply) => {
      const created = await requestAccountChange(
        deps.db,
        request.principal!,
        request.params.accnId,
        request.body.reqType,
        request.body.reason,
        requestLang(request),
      );
      deps.kickMail();
      return reply.code(201).send(created);
    },
  );
  for (const [verb, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    r.post(
      `${TRUCKING_API}/account-requests/:reqId/${verb}`,
      {
        schema: {
          tags: ['accounts'],
          summary: `${verb} a pending request (a different platform user than the requester)`,
          params: z.object({ reqId: z.string().uuid() }),
          body: decisionBody,
          response: { 200: accountRequestDecision, ...errorResponses },
        },
        preHandler: platform,
      },
      async (request) => {
        const result = await decideAccountRequest(
          deps.db,
          request.principal!,
          request.params.reqId,
          approve,
          request.body.reason,
          requestLang(request),
        );
        deps.kickMail();
        return result;
      },
    );
  }
}
