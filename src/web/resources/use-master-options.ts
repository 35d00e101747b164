import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { LookupOption } from '../../domain/datatable';
import { useApi } from '../lib/api-context';
import { masterCacheFor } from './master-cache';

const NONE: LookupOption[] = [];

/**
 * The cached options of a master entity (spec §7): read from localStorage, loaded when missing.
 * `entity` null (or one never cached) gives no options and no request.
 */
export function useMasterOptions(entity: string | null): { options: LookupOption[]; loading: boolean; failed: boolean } {
  const cache = masterCacheFor(useApi());
  // Descriptions come in the UI language: a language change reads (and if needed loads) that language's entry.
  const language = useTranslation().i18n.resolvedLanguage;
  const entry = useSyncExternalStore(cache.subscribe, () => (entity ? cache.read(entity) : null));
  const loading = useSyncExternalStore(cache.subscribe, () => (entity ? cache.isLoading(entity) : false));
  const failed = useSyncExternalStore(cache.subscribe, () => (entity ? cache.hasFailed(entity) : false));
  useEffect(() => {
    if (entity) void cache.ensure(entity);
  }, [cache, entity, language]);
  return { options: entry?.options ?? NONE, loading, failed };
}

/** Keeps the master cache fresh while signed in: the stamps on load and every 5 minutes (spec §7, §9). */
export function useMasterCacheSync(): void {
  const api = useApi();
  useEffect(() => masterCacheFor(api).start(), [api]);
}
