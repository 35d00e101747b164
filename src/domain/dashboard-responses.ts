import { z } from 'zod';
import { TAB_CODES } from './dashboard';

/** Response schemas of the workbench dashboard (`GET /dashboard`) and the super admin's figures (`GET /dashboard/analytics`). */

/** One card of a workbench tab: its statistics (status code → count), with the billing cards' amounts. */
export const dashboardCard = z.object({
  id: z.string(),
  tabCode: z.enum(TAB_CODES),
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

/** The workbench: the user's tabs (spec §2.6) and their cards. */
export const dashboardResponse = z.object({ tabs: z.array(z.enum(TAB_CODES)), cards: z.array(dashboardCard) });

/** The platform's accounts, users, sign-ins and sessions at a glance (super admin). */
export const analyticsOverview = z.object({
  accountsByStatus: z.record(z.string(), z.number().int()),
  accountsByType: z.record(z.string(), z.number().int()),
  users: z.object({ total: z.number().int(), active: z.number().int(), locked: z.number().int() }),
  signInsLast24h: z.number().int(),
  failedSignInsLast24h: z.number().int(),
  liveSessions: z.number().int(),
});
