import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  TERMINATION_VERBS,
  terminationBody,
  terminationDecisionBody,
  terminationList,
  terminationRow,
  terminationsQuery,
} from '../../domain/order-termination/order-termination';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { decideTermination, getTermination, listTerminations, requestTermination } from './termination.service';

export const TERMINATIONS_BASE = `${TRUCKING_API}/order-terminations`;

const params = z.object({ terminationId: z.string().trim().min(1).max(20).toUpperCase() });

/** Order terminations (issue 19, docs/decisions/0035-order-termination.md). */
export function terminationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('jobs.read', 'jobs.readAll', 'terminations.decide');
  const requester = app.auth.requirePermission('jobs.create', 'jobs.operate');
  const tags = ['order-termination'];

  r.get(
    TERMINATIONS_BASE,
    {
      schema: {
        tags,
        summary:
          "Termination requests, newest first (server-paged): a company's of its jobs, the platform's all; filters state, jobId, search",
        querystring: terminationsQuery,
        response: { 200: terminationList, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listTerminations(deps.db, request.principal!, request.query),
  );
  r.post(
    TERMINATIONS_BASE,
    {
      schema: {
        tags,
        summary:
          "The job's creator or operator asks to terminate a live job (ACP, ASG, ONGOING, PAUSED): reason and what is owed for the work done (at most the job's total); one open request per job (409)",
        body: terminationBody,
        response: { 201: terminationRow, ...errorResponses },
      },
      preHandler: requester,
    },
    async (request, reply) => reply.code(201).send(await requestTermination(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${TERMINATIONS_BASE}/:terminationId`,
    {
      schema: {
        tags,
        summary: 'One termination request with the verbs the caller may use (not visible: 404)',
        params,
        response: { 200: terminationRow, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getTermination(deps.db, request.principal!, request.params.terminationId),
  );
  for (const verb of TERMINATION_VERBS) {
    r.post(
      `${TERMINATIONS_BASE}/:terminationId/${verb}`,
      {
        schema: {
          tags,
          summary:
            verb === 'approve'
              ? 'The platform (not the requester) approves: the job moves to TRM from a live state, its driver, truck and chassis are freed, and the operator may bill the agreed amount (a lost race or a job no longer live: 409)'
              : verb === 'reject'
                ? 'The platform (not the requester) rejects with a remark'
                : "The requester's company withdraws its open request",
          params,
          body: terminationDecisionBody,
          response: { 200: terminationRow, ...errorResponses },
        },
        preHandler: reader,
      },
      async (request) => decideTermination(deps.db, request.principal!, request.params.terminationId, verb, request.body),
    );
  }
}
