import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import type { ApiClient } from '../lib/api-client';
import { getToken } from '../lib/session-store';
import type { announcement } from '../../domain/announcement-responses';
import type { WireOf } from '../../domain/wire';

/** An active announcement in the UI language (`GET …/announcements/active`). */
export type Announcement = WireOf<typeof announcement>;

/** Fetched again after five minutes, like a query's stale time. */
const STALE_MS = 5 * 60_000;

interface Entry {
  list: Announcement[];
  at: number;
}

/**
 * A small cache of its own rather than TanStack Query's: the sign-in page shows the announcements and does not
 * download the query cache (app/query-client-store.ts). One cache per API client (the app has one; each test
 * its own), one entry per language and signed-in state, since the server answers in the UI language and by reader.
 */
const caches = new WeakMap<ApiClient, Map<string, Entry>>();
const pending = new WeakMap<ApiClient, Set<string>>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function cacheOf(api: ApiClient): Map<string, Entry> {
  let cache = caches.get(api);
  if (!cache) caches.set(api, (cache = new Map()));
  return cache;
}

function fetchAnnouncements(api: ApiClient, lng: string): void {
  let inFlight = pending.get(api);
  if (!inFlight) pending.set(api, (inFlight = new Set()));
  if (inFlight.has(lng)) return;
  inFlight.add(lng);
  void api
    .get<Announcement[]>(API_PATHS.announcements)
    .then(
      (list) => (Array.isArray(list) ? list : []),
      () => [],
    )
    .then((list) => {
      inFlight.delete(lng);
      cacheOf(api).set(lng, { list, at: Date.now() });
      listeners.forEach((listener) => listener());
    });
}

/** The active announcements (public) in the UI language; an empty list when there are none or the call fails. */
export function useAnnouncements(): { data: Announcement[] | undefined } {
  return useAnnouncementsOf(useApi());
}

/** The same with an API client of the caller's (the light sign-in page has no API context). */
export function useAnnouncementsOf(api: ApiClient): { data: Announcement[] | undefined } {
  const { i18n } = useTranslation();
  // Signed in, the server adds the announcements for signed-in users and the company's type: a list of its own.
  const lng = `${i18n.language}:${getToken() ? 'in' : 'out'}`;
  const entry = useSyncExternalStore(subscribe, () => caches.get(api)?.get(lng));
  useEffect(() => {
    const cached = caches.get(api)?.get(lng);
    if (!cached || Date.now() - cached.at > STALE_MS) fetchAnnouncements(api, lng);
  }, [api, lng]);
  return { data: entry?.list };
}
