import { useQuery } from '@tanstack/react-query';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { paymentsKeys } from './payments-keys';

/**
 * The companies the payment desk works for (a manual payment's payer, a static VA's owner): the cargo owners,
 * forwarders and truck operators the billing filters offer the platform, by name, as select options.
 */
export function useDeskCompanies(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: paymentsKeys.deskCompanies(),
    queryFn: async ({ signal }) => {
      const sides = await Promise.all(
        (['creator', 'to'] as const).map((side) =>
          api.get<Array<{ value: string; desc: string }>>(apiPath('billing', 'parties'), { query: { side }, signal }),
        ),
      );
      // Once each (a select refuses a repeated value), by name.
      const byId = new Map(sides.flat().map((o) => [o.value, { value: o.value, label: `${o.desc} (${o.value})` }]));
      return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
