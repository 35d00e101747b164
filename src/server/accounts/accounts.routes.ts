import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountProfileBody } from '../../domain/account-profile';
import { ACCOUNT_STATUS_CODES, ACCOUNT_TYPE_CODES } from '../../domain/accounts';
import { accountDetail, accountRecord, accountRow } from '../../domain/account-responses';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { getAccount, listAccounts, updateAccountProfile } from './accounts.service';
import { TRUCKING_API } from '../../domain/api-paths';

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
    `${TRUCKING_API}/accounts`,
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
  const accountParams = z.object({ accnId: z.string().min(1).max(20) });
  r.get(
    `${TRUCKING_API}/accounts/:accnId`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'One company with its status history (platform: any; a company: its own)',
        params: accountParams,
        response: { 200: accountDetail, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => getAccount(deps.db, request.principal!, request.params.accnId),
  );
  r.put(
    `${TRUCKING_API}/accounts/:accnId/profile`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the company contact and address (send the version you read)',
        params: accountParams,
        body: accountProfileBody,
        response: { 200: accountRecord, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => updateAccountProfile(deps.db, request.principal!, request.params.accnId, request.body),
  );
}
