import { z } from 'zod';

/** The date-range presets of the analytics pages (days, ending today in Jakarta). */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;
export const DEFAULT_PRESET = 30;
/** The longest range one request may ask for (a year and a day: a leap year's comparison). */
export const MAX_RANGE_DAYS = 366;
/** Inventory: a truck with no job picked up in this many days is idle (default), and the limits a caller may ask. */
export const DEFAULT_IDLE_DAYS = 14;
export const MAX_IDLE_DAYS = 365;
/** Inventory: expiring documents are counted within these horizons (days from today, Jakarta). */
export const EXPIRY_HORIZONS = [30, 60] as const;

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) that exists. */
export function isDay(value: string): boolean {
  if (!DAY_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Days between two calendar days (to - from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Today's calendar day in Jakarta (UTC+7, no daylight saving). */
export function jakartaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The range of a preset: `days` days ending today (Jakarta), both ends included. */
export function presetRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = jakartaToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The period before [from, to] of the same length, ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Change from `previous` to `current` in percent (one decimal); null when there is nothing to compare with. */
export function deltaPct(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

const day = z.string({ message: 'validation.required' }).trim().refine(isDay, 'validation.date');

/** The query of the analytics figures: a range of Jakarta days, both ends included, at most MAX_RANGE_DAYS long. */
export const analyticsQuery = z
  .object({ from: day, to: day })
  .strict()
  .superRefine((q, ctx) => {
    if (!isDay(q.from) || !isDay(q.to)) return;
    const length = daysBetween(q.from, q.to) + 1;
    if (length < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics.errors.toBeforeFrom' });
    else if (length > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics.errors.rangeTooLong' });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** The query of the inventory page: how many days without a job make a truck idle. */
export const inventoryQuery = z
  .object({
    idleDays: z.coerce.number({ message: 'validation.number' }).int('validation.number').min(1).max(MAX_IDLE_DAYS).optional(),
  })
  .strict();
export type InventoryQuery = z.infer<typeof inventoryQuery>;

const money = z.object({ currency: z.string(), amount: z.string().describe('Decimal as text'), count: z.number().int() });

/** The figures of one period. */
export const periodFigures = z.object({
  from: z.string(),
  to: z.string(),
  jobs: z.number().int().describe('Jobs created in the period (deleted drafts left out)'),
  jobsPerDay: z.array(z.object({ day: z.string(), jobs: z.number().int() })).describe('Every day of the period, zero included'),
  gmv: z.array(money).describe('Approved bills per currency (approved in the period): total and count'),
  activeCompanies: z
    .number()
    .int()
    .describe('Companies party to a submitted job created in the period (the company: its counterparties)'),
  delivered: z.number().int().describe('Drops delivered in the period'),
  onTime: z.number().int().describe('Of those, delivered by their planned drop time'),
  onTimePct: z.number().nullable(),
  avgApprovalHours: z.number().nullable().describe('Average time from billing to approval of the bills approved in the period'),
  dso: z
    .array(z.object({ currency: z.string(), receivable: z.string(), sales: z.string(), days: z.number().nullable() }))
    .describe('Days outstanding per currency: open at the end of the period / billed in the period x days'),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

export const analyticsResponse = z.object({
  scope: z.enum(['platform', 'company']),
  accnId: z.string().nullable(),
  asOf: z.string().describe('When the daily facts were last refreshed (ISO time); figures are as of then'),
  current: periodFigures,
  previous: periodFigures,
  payoutsPending: z.array(money).describe('Payouts not paid yet (new, verified, approved, paying) per currency, now'),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

const expiring = z.object({
  kind: z.enum(['TRUCK', 'DRIVER']),
  id: z.string(),
  name: z.string(),
  document: z.enum(['STNK', 'KIR', 'INSURANCE', 'LICENCE']),
  expiry: z.string(),
  days: z.number().int().describe('Days from today (negative: expired)'),
});

export const inventoryResponse = z.object({
  idleDays: z.number().int(),
  trucksByState: z.record(z.string(), z.number().int()),
  driversByState: z.record(z.string(), z.number().int()),
  trucks: z.number().int(),
  drivers: z.number().int(),
  utilisationPct: z.number().nullable().describe('Active trucks on a job now (held) out of the active trucks'),
  idleTrucks: z.array(z.object({ truckId: z.string(), vhPlateNo: z.string(), lastPickupAt: z.string().nullable() })),
  expiring: z.array(expiring).describe('Documents expired or expiring within 60 days, soonest first'),
  expiringCounts: z.object({ expired: z.number().int(), within30: z.number().int(), within60: z.number().int() }),
});
export type InventoryResponse = z.infer<typeof inventoryResponse>;
