import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { updateSysParamBody } from '../../domain/system-params';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { getParam, listParams, updateParam } from './sysparams.service';
import { API_BASE } from '../../domain/api-paths';

const sysParam = z.object({
  sysKey: z.string(),
  sysValue: z.string(),
  valueType: z.string(),
  descEn: z.string(),
  descId: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  version: z.number().int(),
});

const listQuery = datatableQuery.extend({ valueType: z.enum(['INT', 'BOOL', 'STRING']).optional() }).strict();
const keyParams = z.object({ sysKey: z.string().min(1).max(64) });

/** System parameters (`/administrations/sysparam`): platform super admin and operator admin. */
export function sysparamRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = app.auth.requireRole('SYS_SUPER_ADMIN', 'SP_OP_ADMIN');
  const base = `${API_BASE}/v1/lintas/trucking/sysparams`;

  r.get(
    base,
    {
      schema: {
        tags: ['sysparam'],
        summary: 'List system parameters',
        querystring: listQuery,
        response: { 200: datatableResponse(sysParam), ...errorResponses },
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
        response: { 200: sysParam, ...errorResponses },
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
        response: { 200: sysParam, ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => updateParam(deps.db, request.principal!, request.params.sysKey, request.body),
  );
}
