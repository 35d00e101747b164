import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  taxNumberList,
  taxNumberParams,
  taxNumberQuery,
  taxNumberRow,
  taxSequenceBody,
  taxSequenceGaps,
  taxSequenceList,
  taxSequenceQuery,
  taxSequenceRow,
  voidTaxNumberBody,
} from '../../domain/tax/tax-sequences';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { voidTaxNumber } from './tax-numbers.service';
import {
  createSequence,
  deleteSequence,
  getSequence,
  listSequenceNumbers,
  listSequences,
  sequenceGaps,
} from './tax-sequences.service';

export const TAX_BASE = `${TRUCKING_API}/tax`;

/**
 * Tax-invoice number ranges (issue 15): GLI's finance registers the NSFP ranges the tax office allots, deletes a
 * waiting one, voids a taken number and checks that every taken number is accounted for. `tax.read` reads,
 * `tax.manage` changes; the company types keep them for GLI (and the platform's super admin reads).
 */
export function taxSequenceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('tax.read');
  const manager = app.auth.requirePermission('tax.manage');
  const idParams = z.object({ id: z.coerce.number().int().positive() });

  r.get(
    `${TAX_BASE}/sequences`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Tax-number ranges (NSFP), newest first unless sorted (server-paged); filters status (A, I, E, D) and year; search on the prefix',
        querystring: taxSequenceQuery,
        response: { 200: taxSequenceList, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listSequences(deps.db, request.query),
  );
  r.post(
    `${TAX_BASE}/sequences`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Register a range (tax.manage): active when its prefixes and year have no active range, else waiting; overlapping a non-deleted range of the same prefixes and year, or starting above its end, is a field error',
        body: taxSequenceBody,
        response: { 201: taxSequenceRow, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request, reply) => reply.code(201).send(await createSequence(deps.db, request.principal!, request.body)),
  );
  r.post(
    `${TAX_BASE}/sequences/:id/delete`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Delete a waiting range (tax.manage): I becomes D; the active, a used-up or a deleted range is a field error on status',
        params: idParams,
        response: { 200: taxSequenceRow, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => deleteSequence(deps.db, request.principal!, request.params.id),
  );
  r.get(
    `${TAX_BASE}/sequences/:id/gaps`,
    {
      schema: {
        tags: ['tax'],
        summary:
          "The serials taken from a range that are neither issued nor voided (there should be none), with the range's counts",
        params: idParams,
        response: { 200: taxSequenceGaps, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => sequenceGaps(deps.db, request.params.id),
  );
  r.get(
    `${TAX_BASE}/sequences/:id`,
    {
      schema: {
        tags: ['tax'],
        summary: 'One tax-number range with its first and last numbers',
        params: idParams,
        response: { 200: taxSequenceRow, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getSequence(deps.db, request.params.id),
  );
  r.get(
    `${TAX_BASE}/sequences/:id/numbers`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'The numbers taken from a range, in serial order (server-paged): issued (with the document) or voided (with the reason, who and when); filter state; search on the number or document',
        params: idParams,
        querystring: taxNumberQuery,
        response: { 200: taxNumberList, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listSequenceNumbers(deps.db, request.params.id, request.query),
  );
  r.post(
    `${TAX_BASE}/numbers/:taxNo/void`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Void a taken tax number with a reason (tax.manage), recording who and when; it is never issued again; voided already: 409',
        params: taxNumberParams,
        body: voidTaxNumberBody,
        response: { 200: taxNumberRow, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => voidTaxNumber(deps.db, request.principal!, request.params.taxNo, request.body.reason),
  );
}
