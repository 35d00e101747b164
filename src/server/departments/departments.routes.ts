import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { lookupOption } from '../../domain/datatable';
import { COMPANY_USER_LOOKUP } from '../../domain/resources/fleet/department';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { companyUserOptions } from './departments.service';

/** `GET …/lookups/companyUser`: the caller's company's active users `[{value: usrId, desc: name}]`. */
export function departmentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${TRUCKING_API}/lookups/${COMPANY_USER_LOOKUP}`,
    {
      schema: {
        tags: ['resources'],
        summary: "The caller's company's active users [{value, desc}] (a department's head); search by id or name",
        querystring: z.object({ search: z.string().trim().max(100).optional() }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('users.manage'),
    },
    async (request) => companyUserOptions(deps.db, request.principal!, request.query.search),
  );
}
