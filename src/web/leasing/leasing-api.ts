import { useQuery } from '@tanstack/react-query';
import { TRUCKING_API } from '../../domain/api-paths';
import type { LeaseDetail, LeaseOptions, LeaseRow, LeaseVerb } from '../../domain/leasing/leasing';
import type { Wire } from '../../domain/wire';
import { useApi } from '../lib/api-context';

export type Lease = Wire<LeaseRow>;
export type LeaseView = Wire<LeaseDetail>;
export type LeaseChoices = Wire<LeaseOptions>;

const BASE = `${TRUCKING_API}/leasing`;

/** The truck leasing API paths (src/server/leasing/leasing.routes.ts). */
export const leasingApi = {
  list: () => BASE,
  options: () => `${BASE}/options`,
  item: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
  verb: (id: string, verb: LeaseVerb) => `${BASE}/${encodeURIComponent(id)}/${verb}`,
};

type Query = Record<string, string | number>;

/** The truck leasing query keys; invalidation goes through them. */
export const leaseKeys = {
  all: ['leasing'] as const,
  lists: () => [...leaseKeys.all, 'list'] as const,
  list: (query: Query) => [...leaseKeys.lists(), query] as const,
  item: (id: string) => [...leaseKeys.all, 'item', id] as const,
  options: () => [...leaseKeys.all, 'options'] as const,
};

/** Badge colours of an application's state. */
export const LEASE_COLORS: Record<string, string> = {
  SUB: 'blue',
  QUO: 'cyan',
  ACC: 'teal',
  APP: 'green',
  REJ: 'red',
  WDR: 'gray',
};

/** The active leasing providers (the application form, the platform's filter). */
export function useLeaseOptions(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: leaseKeys.options(),
    queryFn: ({ signal }) => api.get<LeaseChoices>(leasingApi.options(), { signal }),
    enabled,
  });
}
