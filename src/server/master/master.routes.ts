import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_TYPES } from '../../domain/accounts';
import { lookupOption } from '../../domain/datatable';
import { FIXED_LOOKUPS } from '../../domain/lookups';
import { masterCacheStamps } from '../../domain/master-responses';
import type { Db } from '../db/client';
import { cacheStamps } from './master.service';
import { notFound } from '../http/errors';
import { requestLang, type Lang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { lookupResource } from '../resources/engine.service';
import type { ServerResource } from '../resources/registry-types';
import { API_BASE, TRUCKING_API } from '../../domain/api-paths';

const entityParams = z.object({ entity: z.string().min(1).max(64) });

const fixedOptions = (name: string, lang: Lang) => {
  const lookup = FIXED_LOOKUPS[name] ?? Object.values(FIXED_LOOKUPS).find((l) => l.master === name);
  if (!lookup) throw notFound(`No lookup ${name}`);
  return lookup.items.map((i) => ({ value: i.value, desc: lang === 'id' ? i.descId : i.descEn }));
};

/**
 * Master data for dropdowns (spec §7): cache time stamps, common entities under
 * /api/co/master/entity/{entity}, and the registration page's public lists.
 */
export function masterRoutes(app: FastifyInstance, deps: { db: Db; resources: ServerResource[] }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cached = new Map(
    deps.resources.filter((res) => res.def.cacheName && res.def.lookup).map((res) => [res.def.cacheName!, res]),
  );

  r.get(
    `${API_BASE}/co/common/portalCacheTimeStamp`,
    {
      schema: {
        tags: ['master'],
        summary: 'Last change time of each cached master entity (data.master); the client polls it every 5 minutes',
        security: [],
        response: { 200: masterCacheStamps, ...errorResponses },
      },
    },
    async () => {
      const rows = await cacheStamps(deps.db);
      const master: Record<string, string> = {};
      for (const name of cached.keys()) master[name] = new Date(0).toISOString();
      for (const row of rows) master[row.entity] = row.changedAt.toISOString();
      return { data: { master } };
    },
  );

  r.get(
    `${API_BASE}/co/master/entity/:entity`,
    {
      schema: {
        tags: ['master'],
        summary: 'Active options of a common master entity [{value, desc}]',
        params: entityParams,
        querystring: z.object({ search: z.string().max(100).optional() }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => {
      const res = cached.get(request.params.entity);
      if (!res) throw notFound(`No master entity ${request.params.entity}`);
      return lookupResource(deps.db, res, request.principal, request.query.search, {}, requestLang(request));
    },
  );

  // Fixed vocabularies (spec §9): static routes of resource lookups (…/lookups/country) take precedence.
  r.get(
    `${TRUCKING_API}/lookups/:name`,
    {
      schema: {
        tags: ['master'],
        summary: `Fixed vocabularies [{value, desc}] in the asked language: ${Object.keys(FIXED_LOOKUPS).join(', ')}`,
        params: z.object({ name: z.string().min(1).max(64) }),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => fixedOptions(request.params.name, requestLang(request)),
  );
  r.get(
    `${TRUCKING_API}/lookups/reimburse-type/active`,
    {
      schema: {
        tags: ['master'],
        summary: 'Active reimbursement types',
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => fixedOptions('reimburse-type', requestLang(request)),
  );
  r.get(
    `${API_BASE}/v1/lintas/master/:entity`,
    {
      schema: {
        tags: ['master'],
        summary: 'Product-prefixed master entities (ckMst…) [{value, desc}]',
        params: entityParams,
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => fixedOptions(request.params.entity, requestLang(request)),
  );

  const country = cached.get('country');
  r.get(
    `${API_BASE}/country/all`,
    {
      schema: {
        tags: ['master'],
        summary: 'Countries for the registration page',
        security: [],
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
    },
    async (request) => (country ? lookupResource(deps.db, country, null, undefined, {}, requestLang(request)) : []),
  );

  r.get(
    `${API_BASE}/accountTypes/all`,
    {
      schema: {
        tags: ['master'],
        summary: 'Account types [{value, desc}]',
        security: [],
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      return Object.entries(ACCOUNT_TYPES).map(([value, d]) => ({ value, desc: d[lang] }));
    },
  );
}
