import { useQuery } from '@tanstack/react-query';
import type { Co2Totals, Co2TripRow, JobEmissions, OffsetBody } from '../../domain/co2x/co2x';
import type { Wire } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';

type Query = Record<string, string | number>;

export type Co2Trip = Wire<Co2TripRow>;
export type Co2Figures = Wire<Co2Totals>;
export type Co2Job = Wire<JobEmissions>;

/** The CO2 feature's API paths (src/server/co2x/co2x.routes.ts). */
export const co2xApi = {
  trips: () => apiPath('co2x', 'trips'),
  totals: () => apiPath('co2x', 'totals'),
  job: (jobId: string) => apiPath('co2x', 'jobs', jobId),
  statement: (query: Query) => `${apiPath('co2x', 'statement', 'pdf')}?${new URLSearchParams(stringsOf(query)).toString()}`,
  offsets: () => apiPath('co2x', 'offsets'),
};

/** The CO2 feature's query keys; invalidation goes through them. */
export const co2xKeys = {
  all: ['co2x'] as const,
  trips: (query: Query) => [...co2xKeys.all, 'trips', query] as const,
  totals: (query: Query) => [...co2xKeys.all, 'totals', query] as const,
  job: (jobId: string) => [...co2xKeys.all, 'job', jobId] as const,
};

const stringsOf = (query: Query): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== '' && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

/** The period totals of what the caller sees (the list's filters: from, to, customer, company). */
export function useCo2Totals(query: Query) {
  const api = useApi();
  const q = stringsOf(query);
  return useQuery({
    queryKey: co2xKeys.totals(q),
    queryFn: ({ signal }) => api.get<Co2Figures>(`${co2xApi.totals()}?${new URLSearchParams(q).toString()}`, { signal }),
  });
}

/** One job's emissions (404 when the caller is not party to it). */
export function useJobEmissions(jobId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: co2xKeys.job(jobId),
    queryFn: ({ signal }) => api.get<Co2Job>(co2xApi.job(jobId), { signal }),
    enabled,
  });
}

export type { OffsetBody };
