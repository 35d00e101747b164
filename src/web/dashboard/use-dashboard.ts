import { useQuery } from '@tanstack/react-query';
import { cardDefsOf, TAB_CODES, type TabCode } from '../../domain/dashboard';
import type { dashboardCard, dashboardResponse } from '../../domain/dashboard-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { dashboardKeys } from '../lib/shared-keys';

export type DashboardCard = WireOf<typeof dashboardCard>;
export type Dashboard = WireOf<typeof dashboardResponse>;

const isTabCode = (value: unknown): value is TabCode => (TAB_CODES as readonly unknown[]).includes(value);

/**
 * The server's answer with the tabs and cards this bundle knows: a bundle older than the server (a tab added since)
 * shows the rest rather than failing on a tab it has no card definition for.
 */
export function normalizeDashboard(value: Dashboard | undefined): Dashboard {
  const tabs = Array.isArray(value?.tabs) ? value.tabs.filter(isTabCode) : [];
  const cards = Array.isArray(value?.cards) ? value.cards.filter((c) => c && typeof c === 'object' && isTabCode(c.tabCode)) : [];
  return { tabs: [...new Set(tabs)], cards };
}

/** The cards of a tab; a tab the server sent without a card shows its statistics at zero. */
export function cardsOfTab(dashboard: Dashboard, tab: TabCode): DashboardCard[] {
  const cards = dashboard.cards.filter((card) => card.tabCode === tab);
  if (cards.length) return cards;
  return cardDefsOf(tab).map((def) => ({
    id: `empty-${tab}-${def.dbType}`,
    dbType: def.dbType,
    title: tab,
    tabCode: tab,
    transStatistic: Object.fromEntries(def.statistics.map((code) => [code, 0])),
    amounts: [],
    warnings: [],
    accnType: '',
    img: '',
  }));
}

export function useDashboard() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: async ({ signal }) => normalizeDashboard(await api.get<Dashboard>(API_PATHS.dashboard, { signal })),
  });
}
