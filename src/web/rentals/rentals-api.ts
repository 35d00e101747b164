import { useQuery } from '@tanstack/react-query';
import { TRUCKING_API } from '../../domain/api-paths';
import type { RentalDetail, RentalOptions, RentalRow, RentalVerb } from '../../domain/rentals/rentals';
import type { Wire } from '../../domain/wire';
import { useApi } from '../lib/api-context';

export type Rental = Wire<RentalRow>;
export type RentalView = Wire<RentalDetail>;
export type RentalChoices = Wire<RentalOptions>;

const BASE = `${TRUCKING_API}/rentals`;

/** The truck rentals' API paths (src/server/rentals/rentals.routes.ts). */
export const rentalsApi = {
  list: () => BASE,
  options: () => `${BASE}/options`,
  item: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
  verb: (id: string, verb: RentalVerb) => `${BASE}/${encodeURIComponent(id)}/${verb}`,
};

type Query = Record<string, string | number>;

/** The truck rentals' query keys; invalidation goes through them. */
export const rentalKeys = {
  all: ['rentals'] as const,
  lists: () => [...rentalKeys.all, 'list'] as const,
  list: (query: Query) => [...rentalKeys.lists(), query] as const,
  item: (id: string) => [...rentalKeys.all, 'item', id] as const,
  options: () => [...rentalKeys.all, 'options'] as const,
};

/** Badge colours of a rental's state. */
export const RENTAL_COLORS: Record<string, string> = {
  REQ: 'blue',
  QUO: 'cyan',
  ACC: 'teal',
  ASG: 'indigo',
  ACT: 'yellow',
  COM: 'green',
  REJ: 'red',
  CAN: 'gray',
};

/** The request form's operators and pickup locations, the assignment's trucks and drivers (the caller's side's). */
export function useRentalOptions(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: rentalKeys.options(),
    queryFn: ({ signal }) => api.get<RentalChoices>(rentalsApi.options(), { signal }),
    enabled,
  });
}
