import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { API_PATHS } from '../app/paths';

export interface Announcement {
  canuId: string | number;
  canuSubject: string;
  canuDescription?: string | null;
  canuContent?: string | null;
}

/** The active announcements (public) in the UI language; an empty list when there are none or the call fails. */
export function useAnnouncements() {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery({
    // The server answers in the UI language: one cache entry per language.
    queryKey: ['announcements', 'active', i18n.language],
    queryFn: async ({ signal }) => {
      const list = await api.get<unknown>(API_PATHS.announcements, { signal });
      return Array.isArray(list) ? (list as Announcement[]) : [];
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
