import { useQuery } from '@tanstack/react-query';
import { cardDefsOf, TAB_CODES, type TabCode } from '../../domain/dashboard';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';

export interface DashboardCard {
  id: string | number;
  dbType: string;
  title: string;
  tabCode: TabCode;
  transStatistic: Record<string, number>;
  /** Billing cards: each statistic's amount per currency. */
  amounts?: Array<{ code: string; currency: string; amount: string }>;
  /** What needs attention (the tax sequence card: active ranges with few numbers left). */
  warnings?: Array<{ code: string; count: number }>;
  accnType: string;
  img?: string | null;
}

export interface Dashboard {
  tabs: TabCode[];
  cards: DashboardCard[];
}

const isTabCode = (value: unknown): value is TabCode => (TAB_CODES as readonly unknown[]).includes(value);

/** Keeps the known tab codes and well-formed cards of the server's answer. */
export function normalizeDashboard(value: unknown): Dashboard {
  const raw = (value && typeof value === 'object' ? value : {}) as { tabs?: unknown; cards?: unknown };
  const tabs = Array.isArray(raw.tabs) ? raw.tabs.filter(isTabCode) : [];
  const cards = Array.isArray(raw.cards)
    ? (raw.cards as DashboardCard[]).filter((c) => c && typeof c === 'object' && isTabCode(c.tabCode))
    : [];
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
    accnType: '',
    img: null,
  }));
}

export function useDashboard() {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) => normalizeDashboard(await api.get<unknown>(API_PATHS.dashboard, { signal })),
  });
}
