import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_STATUS_CODES, ACCOUNT_TYPE_CODES } from '../../domain/accounts';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { listAccounts } from './accounts.service';

const accountRow = z.object({
  accnId: z.string(),
  accnName: z.string(),
  accnCoyRegn: z.string(),
  accnStatus: z.string(),
  atypId: z.string(),
  atypDesc: z.string(),
  contactEmail: z.string().nullable(),
  contactTel: z.string().nullable(),
  addrCity: z.string().nullable(),
  addrProv: z.string().nullable(),
  addrCtry: z.string().nullable(),
  updatedAt: z.date(),
});

const listQuery = datatableQuery
  .extend({
    accnStatus: z.enum(ACCOUNT_STATUS_CODES as [string, ...string[]]).optional(),
    atypId: z.enum(ACCOUNT_TYPE_CODES as [string, ...string[]]).optional(),
  })
  .strict();

/** Company accounts list (`/manageAccounts/all/list`): the platform sees all, a company its own. */
export function accountRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/lintas/trucking/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'List company accounts (datatable paging)',
        querystring: listQuery,
        response: { 200: datatableResponse(accountRow), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => listAccounts(deps.db, request.principal!, request.query),
  );
}
