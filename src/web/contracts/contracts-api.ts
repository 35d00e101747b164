import { useQuery } from '@tanstack/react-query';
import type { contractDetail } from '../../domain/contracts/contract-responses';
import type { LookupOption } from '../../domain/datatable';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { apiPath } from '../lib/admin-api';
import { contractKeys, rateTableKeys } from './contract-keys';

// The route paths live in a module of their own: the route table (in the app's entry) imports only them.
export { CONTRACT_ROUTES } from './contract-paths';

/** One contract with the requests that made or changed it. */
export type ContractDetail = WireOf<typeof contractDetail>;

/** Active companies that can be a contract's customer or truck operator side. */
export function usePartyOptions(side: 'customer' | 'operator', enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: contractKeys.partyOptions(side),
    queryFn: ({ signal }) => api.get<LookupOption[]>(apiPath('contracts', 'party-options'), { query: { side }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Locations either party of a rate table may use. */
export function useRateLocations(toAccnId: string, customerAccnId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: rateTableKeys.locations(toAccnId, customerAccnId),
    queryFn: ({ signal }) =>
      api.get<LookupOption[]>(apiPath('rate-tables', 'location-options'), { query: { toAccnId, customerAccnId }, signal }),
    enabled: enabled && Boolean(toAccnId && customerAccnId),
    staleTime: 60_000,
  });
}

/** Badge colours of contract, request and rate-table states. */
export function stateColor(state: string): string {
  if (['ACTIVE', 'A', 'EXPORTED', 'APP'].includes(state) || state.endsWith('_APPROVED')) return 'green';
  if (state.endsWith('_REJECTED') || state === 'REJ') return 'red';
  if (state.endsWith('_SUBMITTED') || state === 'SUB' || state === 'VER') return 'blue';
  if (['EXPIRED', 'DELETED', 'I'].includes(state)) return 'gray';
  return 'yellow';
}
