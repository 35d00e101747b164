import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountInquiry, inquiryList, inquiryQuery } from '../../domain/account-inquiry/account-inquiry';
import { TRUCKING_API } from '../../domain/api-paths';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { accountInquiry as inquiryOf, searchAccounts } from './account-inquiry.service';

export const ACCOUNT_INQUIRY_BASE = `${TRUCKING_API}/account-inquiry`;

/** Account inquiry (issue 19, decision 0036): the platform's search over every company and one page about one. */
export function accountInquiryRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const platform = app.auth.requirePermission('accounts.profileAll');
  const tags = ['account-inquiry'];
  r.get(
    ACCOUNT_INQUIRY_BASE,
    {
      schema: {
        tags,
        summary:
          "The platform finds companies by name, tax number (NPWP digits), a user's id or name, or an e-mail (the company's or a user's); each row says what it was found by (server-paged)",
        querystring: inquiryQuery,
        response: { 200: inquiryList, ...errorResponses },
      },
      preHandler: platform,
    },
    async (request) => searchAccounts(deps.db, request.principal!, request.query),
  );
  r.get(
    `${ACCOUNT_INQUIRY_BASE}/:accnId`,
    {
      schema: {
        tags,
        summary:
          'Everything about one company: record and status history, users, contracts, credit line, open and overdue documents, jobs by state, recent audit',
        params: z.object({ accnId: z.string().trim().min(1).max(20) }),
        response: { 200: accountInquiry, ...errorResponses },
      },
      preHandler: platform,
    },
    async (request) => inquiryOf(deps.db, request.principal!, request.params.accnId),
  );
}
