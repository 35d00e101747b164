import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { sysParamRow, updateSysParamBody } from '../../domain/system-params';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { getParam, listParams, updateParam } from './sysparams.service';
import { TRUCKING_API } from '../../domain/api-paths';

const listQuery = datatableQuery.extend({ valueType: z.enum(['INT', 'BOOL', 'STRING']).optional() }).strict();
const keyParams = z.object({ sysKey: z.string().min(1).max(64) });

/** System parameters (`/administrations/sysparam`): platform super admin and operator admin. */
export function sysparamRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = app.auth.requireRole('SYS_SUPER_ADMIN', 'SP_OP_ADMIN');
  const base = `${TRUCKING_API}/sysparams`;

  r.get(
    base,
    {
      schema: {
        tags: ['sysparam'],
        summary: 'List system parameters',
        querystring: listQuery,
        response: { 200: datatableResponse(sysParamRow), ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => listParams(deps.db, request.query),
  );

  r.get(
    `${base}/:sysKey`,
    {
      schema: {
        tags: ['sysparam'],
        summary: 'One system parameter',
        params: keyParams,
        response: { 200: sysParamRow, ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => getParam(deps.db, request.params.sysKey),
  );

  r.put(
    `${base}/:sysKey`,
    {
      schema: {
        tags: ['sysparam'],
        summary: 'Change a system parameter (optimistic: send the version you read; 409 if it moved)',
        params: keyParams,
        body: updateSysParamBody,
        response: { 200: sysParamRow, ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => updateParam(deps.db, request.principal!, request.params.sysKey, request.body),
  );
}
