import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../lib/router';
import { API_BASE } from '../../domain/api-paths';
import {
  DEFAULT_PRESET,
  isDay,
  daysBetween,
  MAX_RANGE_DAYS,
  presetRange,
  type AnalyticsResponse,
  type InventoryResponse,
} from '../../domain/analytics/analytics';
import { useApi } from '../lib/api-context';

export type { AnalyticsResponse, InventoryResponse, PeriodFigures } from '../../domain/analytics/analytics';

/** The analytics API (docs/api.md, Analytics). */
export const ANALYTICS_API = {
  platform: `${API_BASE}/v1/lintas/trucking/analytics/platform`,
  company: `${API_BASE}/v1/lintas/trucking/analytics/company`,
  inventory: `${API_BASE}/v1/lintas/trucking/analytics/inventory`,
} as const;

/** The analytics' query keys; every query and invalidation of analytics goes through these. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  /** The business figures of the platform or the caller's company over a range. */
  figures: (scope: 'platform' | 'company', from: string, to: string) => [...analyticsKeys.all, scope, from, to] as const,
  inventory: (idleDays: number) => [...analyticsKeys.all, 'inventory', idleDays] as const,
  /** The platform's accounts, users, sign-ins and sessions at a glance (`GET /dashboard/analytics`, super admin). */
  overview: () => [...analyticsKeys.all, 'overview'] as const,
};

/** The lists the figures drill down to (router paths). */
export const DRILL_PATHS = {
  jobsPlatform: '/applications/services/truck/list',
  jobsCo: '/applications/services/job/coff/truck',
  jobsFf: '/applications/services/job/ffco/truck',
  jobsTo: '/applications/services/job/to/truck',
  financeDashboard: '/applications/services/coff/finance/dashboard',
  payments: '/payments',
  payouts: '/opadmin/outboundpayments',
  trucks: '/administrations/truck-management',
  /** The workbench's driver availability tab (`?tab=driverAvailability&drvState=`): the same states as the figures. */
  workbench: '/general/landing/workbench',
  driverList: '/administrations/driver-management',
} as const;

/** `YYYY-MM-DD` shown day-first: `DD/MM/YYYY`. */
export const dayText = (iso: string): string => iso.split('-').reverse().join('/');

/** The job list of the caller's side (the platform's list of every job for the platform). */
export function jobsListPath(scope: 'platform' | 'company', accnType: string): string {
  if (scope === 'platform') return DRILL_PATHS.jobsPlatform;
  if (accnType === 'ACC_TYPE_TO' || accnType === 'ACC_TYPE_TO_WJ') return DRILL_PATHS.jobsTo;
  if (accnType === 'ACC_TYPE_FF' || accnType === 'ACC_TYPE_FF_CO') return DRILL_PATHS.jobsFf;
  return DRILL_PATHS.jobsCo;
}

/** A path with its query (empty values left out). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The range in the URL (`from`, `to`), else the default preset (the last 30 days, Jakarta). */
export function useRange(): { from: string; to: string; set: (range: { from: string; to: string }) => void } {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = isDay(from) && isDay(to) && daysBetween(from, to) >= 0 && daysBetween(from, to) < MAX_RANGE_DAYS;
  const range = valid ? { from, to } : presetRange(DEFAULT_PRESET);
  return {
    ...range,
    set: (next) => setParams({ from: next.from, to: next.to }, { replace: true }),
  };
}

export function useAnalytics(scope: 'platform' | 'company', from: string, to: string) {
  const api = useApi();
  return useQuery({
    queryKey: analyticsKeys.figures(scope, from, to),
    queryFn: ({ signal }) => api.get<AnalyticsResponse>(ANALYTICS_API[scope], { signal, query: { from, to } }),
    placeholderData: (previous) => previous,
  });
}

export function useInventory(idleDays: number) {
  const api = useApi();
  return useQuery({
    queryKey: analyticsKeys.inventory(idleDays),
    queryFn: ({ signal }) =>
      api.get<InventoryResponse>(ANALYTICS_API.inventory, { signal, query: { idleDays: String(idleDays) } }),
    placeholderData: (previous) => previous,
  });
}
