import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRACT_REQUEST_KINDS,
  CONTRACT_REQUEST_STATES,
  CONTRACT_STATUSES,
  contractRequestActionBody,
  contractRequestBody,
  contractRequestRejectBody,
  contractRequestUpdateBody,
} from '../../domain/contracts/contracts';
import { contractDetail, contractRequest, contractRow } from '../../domain/contracts/contract-responses';
import { datatableQuery, datatableResponse, lookupOption } from '../../domain/datatable';
import type { Db } from '../db/client';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import {
  actOnContractRequest,
  createContractRequest,
  getContract,
  getContractRequest,
  listContractRequests,
  listContracts,
  partyOptions,
  updateContractRequest,
} from './contracts.service';
import { TRUCKING_API } from '../../domain/api-paths';

const BASE = `${TRUCKING_API}`;
const id = z.string().trim().min(1).max(20);

/** Contracts (read) and contract requests (maker-checker: level-1 support drafts and submits, a finance head decides). */
export function contractRoutes(app: FastifyInstance, deps: { db: Db; kickMail: () => void }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('contracts.read');
  const backOffice = app.auth.requirePermission('contracts.request', 'contracts.approve');

  r.get(
    `${BASE}/contracts`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'Contracts the caller is party to (the platform and the contract back office: all)',
        querystring: datatableQuery
          .extend({
            status: z.enum(CONTRACT_STATUSES).optional(),
            customerAccnId: z.string().max(20).optional(),
            toAccnId: z.string().max(20).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(contractRow), ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listContracts(deps.db, request.principal!, request.query),
  );
  r.get(
    `${BASE}/contracts/party-options`,
    {
      schema: {
        tags: ['contracts'],
        summary:
          'Active companies that can be the customer or the truck operator of a contract or rate table (a company: itself and its contract partners)',
        querystring: z.object({ side: z.enum(['customer', 'operator']) }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requirePermission(
        'contracts.request',
        'contracts.approve',
        'rates.manage',
        'rates.verify',
        'rates.approve',
      ),
    },
    async (request) => partyOptions(deps.db, request.principal!, request.query.side),
  );
  r.get(
    `${BASE}/contracts/:contractId`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'One contract (another company: 404)',
        params: z.object({ contractId: id }),
        response: { 200: contractDetail, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getContract(deps.db, request.principal!, request.params.contractId.toUpperCase()),
  );

  r.get(
    `${BASE}/contract-requests`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'Contract requests (newest first)',
        querystring: datatableQuery
          .extend({
            state: z.enum(CONTRACT_REQUEST_STATES).optional(),
            reqKind: z.enum(CONTRACT_REQUEST_KINDS).optional(),
            contractId: z.string().max(20).optional(),
          })
          .strict(),
        response: { 200: datatableResponse(contractRequest), ...errorResponses },
      },
      preHandler: backOffice,
    },
    async (request) => listContractRequests(deps.db, request.principal!, request.query),
  );
  r.post(
    `${BASE}/contract-requests`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'Draft a request: a new contract, or an update or renewal of one',
        body: contractRequestBody,
        response: { 201: contractRequest, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('contracts.request'),
    },
    async (request, reply) => reply.code(201).send(await createContractRequest(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${BASE}/contract-requests/:reqId`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'One contract request',
        params: z.object({ reqId: id }),
        response: { 200: contractRequest, ...errorResponses },
      },
      preHandler: backOffice,
    },
    async (request) => getContractRequest(deps.db, request.principal!, request.params.reqId.toUpperCase()),
  );
  r.put(
    `${BASE}/contract-requests/:reqId`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'Change a draft request (send the version read; stale: 409)',
        params: z.object({ reqId: id }),
        body: contractRequestUpdateBody,
        response: { 200: contractRequest, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('contracts.request'),
    },
    async (request) => updateContractRequest(deps.db, request.principal!, request.params.reqId.toUpperCase(), request.body),
  );
  for (const [verb, permission, body] of [
    ['submit', 'contracts.request', contractRequestActionBody],
    ['delete', 'contracts.request', contractRequestActionBody],
    ['approve', 'contracts.approve', contractRequestActionBody],
    ['reject', 'contracts.approve', contractRequestRejectBody],
  ] as const) {
    r.post(
      `${BASE}/contract-requests/:reqId/${verb}`,
      {
        schema: {
          tags: ['contracts'],
          summary: `${verb} a contract request (state table of src/domain/contracts; not allowed or stale: 409${
            verb === 'approve' || verb === 'reject' ? '; the requester: 403' : ''
          })`,
          params: z.object({ reqId: id }),
          body,
          response: { 200: contractRequest, ...errorResponses },
        },
        preHandler: app.auth.requirePermission(permission),
      },
      async (request) => {
        const result = await actOnContractRequest(
          deps.db,
          request.principal!,
          request.params.reqId.toUpperCase(),
          verb,
          request.body,
          requestLang(request),
        );
        deps.kickMail();
        return result;
      },
    );
  }
}
