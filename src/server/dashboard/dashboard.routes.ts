import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { analytics, dashboardFor } from './dashboard.service';
import { TRUCKING_API } from '../../domain/api-paths';
import { analyticsOverview, dashboardResponse } from '../../domain/dashboard-responses';

export function dashboardRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${TRUCKING_API}/dashboard`,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Workbench tabs (spec §2.6) and cards for this user, counted from the database',
        response: { 200: dashboardResponse, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('dashboard.view'),
    },
    async (request) => dashboardFor(deps.db, request.principal!),
  );
  r.get(
    `${TRUCKING_API}/dashboard/analytics`,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Platform figures (super admin)',
        response: { 200: analyticsOverview, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('analytics.view'),
    },
    async () => analytics(deps.db),
  );
}
