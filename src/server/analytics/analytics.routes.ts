import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  analyticsQuery,
  analyticsResponse,
  DEFAULT_IDLE_DAYS,
  inventoryQuery,
  inventoryResponse,
} from '../../domain/analytics/analytics';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { analyticsFor, inventoryFor } from './analytics.service';

export const ANALYTICS_BASE = `${TRUCKING_API}/analytics`;

/**
 * The analytics pages (issue 17): the platform's (super admin), a company's (its administrator: the company is the
 * caller's, never a parameter) and a truck operator's fleet. Read-only aggregates; see decision 0026.
 */
export function analyticsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${ANALYTICS_BASE}/platform`,
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Platform figures for a range of Jakarta days and the period before it: jobs per day, GMV per currency, active companies, on-time delivery, bill approval time, days sales outstanding, payouts pending (super admin)',
        querystring: analyticsQuery,
        response: { 200: analyticsResponse, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('analytics.view'),
    },
    async (request) => analyticsFor(deps.db, { kind: 'platform' }, request.query.from, request.query.to),
  );
  r.get(
    `${ANALYTICS_BASE}/company`,
    {
      schema: {
        tags: ['analytics'],
        summary:
          "The same figures for the caller's company: its jobs as creator, customer or truck operator (company administrator)",
        querystring: analyticsQuery,
        response: { 200: analyticsResponse, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('analytics.admin'),
    },
    async (request) =>
      analyticsFor(deps.db, { kind: 'company', accnId: request.principal!.accnId }, request.query.from, request.query.to),
  );
  r.get(
    `${ANALYTICS_BASE}/inventory`,
    {
      schema: {
        tags: ['analytics'],
        summary:
          "The caller's fleet now: trucks and drivers by state, utilisation, idle trucks (no job in idleDays days), documents expired or expiring within 60 days (company administrator)",
        querystring: inventoryQuery,
        response: { 200: inventoryResponse, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('analytics.admin'),
    },
    async (request) => inventoryFor(deps.db, request.principal!.accnId, request.query.idleDays ?? DEFAULT_IDLE_DAYS),
  );
}
