import { useQuery } from '@tanstack/react-query';
import { TRUCKING_API } from '../../domain/api-paths';
import type {
  InsuranceVerb,
  insuranceDetail,
  insuranceOptions,
  insuranceQuote,
  insuranceRow,
} from '../../domain/insurance/insurance';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';

export type Insurance = WireOf<typeof insuranceRow>;
export type InsuranceView = WireOf<typeof insuranceDetail>;
export type InsuranceChoices = WireOf<typeof insuranceOptions>;
export type InsuranceQuote = WireOf<typeof insuranceQuote>;

const BASE = `${TRUCKING_API}/insurance`;

/** Cargo insurance's API paths (src/server/insurance/insurance.routes.ts). */
export const insuranceApi = {
  list: () => BASE,
  options: () => `${BASE}/options`,
  quote: (q: { goodsType: string; currency: string; cargoValue: string }) => `${BASE}/quote?${new URLSearchParams(q).toString()}`,
  item: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
  certificate: (id: string) => `${BASE}/${encodeURIComponent(id)}/certificate/pdf`,
  verb: (id: string, verb: InsuranceVerb) => `${BASE}/${encodeURIComponent(id)}/${verb}`,
};

type Query = Record<string, string | number>;

/** Cargo insurance's query keys; invalidation goes through them. */
export const insuranceKeys = {
  all: ['insurance'] as const,
  lists: () => [...insuranceKeys.all, 'list'] as const,
  list: (query: Query) => [...insuranceKeys.lists(), query] as const,
  item: (id: string) => [...insuranceKeys.all, 'item', id] as const,
  options: () => [...insuranceKeys.all, 'options'] as const,
  quote: (q: Query) => [...insuranceKeys.all, 'quote', q] as const,
};

/** Badge colours of an application's state. */
export const INSURANCE_COLORS: Record<string, string> = { REQ: 'blue', APR: 'green', REJ: 'red', CAN: 'gray' };

/** The form's jobs (with routes), insurers and rate table. */
export function useInsuranceOptions() {
  const api = useApi();
  return useQuery({
    queryKey: insuranceKeys.options(),
    queryFn: ({ signal }) => api.get<InsuranceChoices>(insuranceApi.options(), { signal }),
  });
}

/** A rate as the reader's language writes it: `0,25 %`, `2 ‰ (per mille)`. */
export function rateText(t: (key: string, o?: Record<string, string>) => string, basis: string, rate: string, lang: string) {
  const trimmed = rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
  return t(`insurance.basis.${basis}`, { rate: lang.startsWith('id') ? trimmed.replace('.', ',') : trimmed });
}
