import { useQuery } from '@tanstack/react-query';
import type { MenuEntry } from '../../../domain/menu';
import { useApi } from '../../lib/api-context';
import { API_PATHS } from '../../lib/paths';

export const MENU_QUERY_KEY = ['session', 'menu'] as const;

function isMenuEntry(value: unknown): value is MenuEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<MenuEntry>;
  return typeof entry.id === 'string' && typeof entry.titleKey === 'string';
}

/** Keeps only well-formed entries (and their well-formed children): a web app older than the server may meet entries it does not know. */
export function sanitizeMenu(value: unknown): MenuEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isMenuEntry)
    .map((entry) => (entry.children ? { ...entry, children: sanitizeMenu(entry.children) } : entry));
}

/** The user's menu from the server, cached for the session (cleared with the query cache on logout). */
export function useMenu() {
  const api = useApi();
  return useQuery({
    queryKey: MENU_QUERY_KEY,
    queryFn: async ({ signal }) => sanitizeMenu(await api.get<MenuEntry[]>(API_PATHS.menu, { signal })),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
