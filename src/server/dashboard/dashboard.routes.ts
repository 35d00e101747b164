import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { analytics, dashboardFor } from './dashboard.service';
import { API_BASE } from '../../domain/api-paths';

const card = z.object({
  id: z.string(),
  tabCode: z.string(),
  dbType: z.string(),
  title: z.string(),
  transStatistic: z.record(z.string(), z.number().int()),
  amounts: z
    .array(z.object({ code: z.string(), currency: z.string(), amount: z.string().describe('Decimal as text') }))
    .describe("Billing cards: each statistic's amount per currency (the bills' totals); empty on other cards"),
  warnings: z
    .array(z.object({ code: z.string(), count: z.number().int() }))
    .describe('What needs attention on the card (the tax sequence card: active ranges with under 10 % of their numbers left)'),
  accnType: z.string(),
  img: z.string(),
});

export function dashboardRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${API_BASE}/v1/lintas/trucking/dashboard`,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Workbench tabs (spec §2.6) and cards for this user, counted from the database',
        response: { 200: z.object({ tabs: z.array(z.string()), cards: z.array(card) }), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('dashboard.view'),
    },
    async (request) => dashboardFor(deps.db, request.principal!),
  );
  r.get(
    `${API_BASE}/v1/lintas/trucking/dashboard/analytics`,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Platform figures (super admin)',
        response: {
          200: z.object({
            accountsByStatus: z.record(z.string(), z.number().int()),
            accountsByType: z.record(z.string(), z.number().int()),
            users: z.object({ total: z.number().int(), active: z.number().int(), locked: z.number().int() }),
            signInsLast24h: z.number().int(),
            failedSignInsLast24h: z.number().int(),
            liveSessions: z.number().int(),
          }),
          ...errorResponses,
        },
      },
      preHandler: app.auth.requirePermission('analytics.view'),
    },
    async () => analytics(deps.db),
  );
}
