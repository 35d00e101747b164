import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse, lookupOption } from '../../domain/datatable';
import { randomCode } from '../../domain/format';
import { resourceRowSchema } from '../../domain/resources/row-schema';
import { inputSchema } from '../../domain/resources/schema';
import { filterFields, type ResourceDef, type RowAction } from '../../domain/resources/types';
import type { Db } from '../db/client';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import {
  actOnResource,
  createResource,
  deleteResource,
  getResource,
  listResource,
  lookupResource,
  updateResource,
  type ListQuery,
} from './engine.service';
import { EXPORT_MAX_ROWS, resourceExport, sendExport } from './export';
import type { ServerResource } from './registry-types';
import { TRUCKING_API } from '../../domain/api-paths';

const BASE = `${TRUCKING_API}`;
const versionBody = z.object({ version: z.number().int().min(1) }).strict();
const STATUS_ACTIONS: RowAction[] = ['activate', 'deactivate'];

function listQuery(def: ResourceDef) {
  const filters: Record<string, z.ZodType> = {};
  for (const name of filterFields(def)) filters[name] = z.string().max(64).optional();
  return datatableQuery.extend(filters).strict();
}

/** A lookup narrows by its filter fields (provinces of a country: `?ctryCode=ID`). */
function lookupQuery(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { search: z.string().max(100).optional() };
  for (const f of def.fields.filter((x) => x.filter && x.name !== def.statusField)) shape[f.name] = z.string().max(64).optional();
  return z.object(shape).strict();
}

/** The generic endpoints of every resource (docs/api.md): list, one, create, change, status actions, delete, lookup. */
export function resourceRoutes(app: FastifyInstance, deps: { db: Db; resources: ServerResource[] }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = (p: ResourceDef['permissions']['read']): preHandlerAsyncHookHandler =>
    p === 'signedIn' ? app.auth.requireUser : app.auth.requirePermission(p);

  for (const res of deps.resources) {
    const { def } = res;
    const tags = [def.name];
    const keyParams = z.object({ key: z.string().min(1).max(64) });
    const read = guard(def.permissions.read);
    const write = guard(def.permissions.write);
    const createBody = inputSchema(def, 'create');
    const updateBody = inputSchema(def, 'update');
    const row = resourceRowSchema(def);

    r.get(
      `${BASE}/${def.path}`,
      {
        schema: {
          tags,
          summary: `List ${def.name}`,
          querystring: listQuery(def),
          response: { 200: datatableResponse(row), ...errorResponses },
        },
        preHandler: read,
      },
      async (request) => listResource(deps.db, res, request.principal!, request.query as ListQuery),
    );
    r.get(
      `${BASE}/${def.path}/export`,
      {
        schema: {
          tags,
          summary: `Export the ${def.name} list of the current filter (csv or xlsx, at most ${EXPORT_MAX_ROWS} rows)`,
          querystring: listQuery(def)
            .omit({ start: true, length: true, draw: true, echo: true })
            .extend({ format: z.enum(['csv', 'xlsx']) }),
        },
        preHandler: read,
      },
      async (request, reply) => {
        const { format, ...query } = request.query as Record<string, unknown> & { format: 'csv' | 'xlsx' };
        const lang = requestLang(request);
        const page = await listResource(deps.db, res, request.principal!, {
          ...query,
          start: 0,
          length: EXPORT_MAX_ROWS,
        } as ListQuery);
        return sendExport(reply, resourceExport(def, lang, format, page.aaData));
      },
    );
    r.get(
      `${BASE}/${def.path}/:key`,
      {
        schema: { tags, summary: `One ${def.name}`, params: keyParams, response: { 200: row, ...errorResponses } },
        preHandler: read,
      },
      async (request) => getResource(deps.db, res, request.principal!, request.params.key),
    );
    r.post(
      `${BASE}/${def.path}`,
      {
        schema: { tags, summary: `Create ${def.name}`, body: createBody, response: { 201: row, ...errorResponses } },
        preHandler: write,
      },
      async (request, reply) => {
        const input = { ...(request.body as Record<string, unknown>) };
        if (def.keyGenerated) input[def.key] = randomCode(def.name.slice(0, 3).toUpperCase());
        return reply.code(201).send(await createResource(deps.db, res, request.principal!, input));
      },
    );
    r.put(
      `${BASE}/${def.path}/:key`,
      {
        schema: {
          tags,
          summary: `Change ${def.name} (send the version you read; 409 if it moved)`,
          params: keyParams,
          body: updateBody,
          response: { 200: row, ...errorResponses },
        },
        preHandler: write,
      },
      async (request) =>
        updateResource(deps.db, res, request.principal!, request.params.key, request.body as Record<string, unknown>),
    );
    if (def.statusField) {
      for (const action of STATUS_ACTIONS.filter((a) => def.actions[a])) {
        r.post(
          `${BASE}/${def.path}/:key/${action}`,
          {
            schema: {
              tags,
              summary: `${action} ${def.name}`,
              params: keyParams,
              body: versionBody,
              response: { 200: row, ...errorResponses },
            },
            preHandler: write,
          },
          async (request) => actOnResource(deps.db, res, request.principal!, request.params.key, action, request.body.version),
        );
      }
    }
    if (def.actions.delete) {
      r.delete(
        `${BASE}/${def.path}/:key`,
        {
          schema: {
            tags,
            summary: `Delete ${def.name}`,
            params: keyParams,
            querystring: z.object({ version: z.coerce.number().int().min(1) }).strict(),
            response: { 204: z.null(), ...errorResponses },
          },
          preHandler: write,
        },
        async (request, reply) => {
          await deleteResource(deps.db, res, request.principal!, request.params.key, request.query.version);
          return reply.code(204).send(null);
        },
      );
    }
    if (def.lookup) {
      r.get(
        `${BASE}/lookups/${def.name}`,
        {
          schema: {
            tags,
            summary: `${def.name} options [{value, desc}]`,
            querystring: lookupQuery(def),
            response: { 200: z.array(lookupOption), ...errorResponses },
          },
          preHandler: read,
        },
        async (request) => {
          const { search, ...parents } = request.query as Record<string, string | undefined>;
          return lookupResource(deps.db, res, request.principal, search, parents, requestLang(request));
        },
      );
    }
  }
}
