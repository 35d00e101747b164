import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import type { LookupOption } from '../../domain/datatable';
import { useApi } from '../lib/api-context';
import { lookupKeys } from '../lib/shared-keys';
import { fetchLookup } from './resource-api';
import { lookupSource } from './resource-meta';
import { useMasterOptions } from './use-master-options';

const NONE: LookupOption[] = [];
const LOOKUP_STALE_MS = 5 * 60_000;

export interface LookupOptions {
  options: LookupOption[];
  loading: boolean;
  failed: boolean;
  /** True when options come from a server search as the user types (large lookups such as ports). */
  searchMode: boolean;
}

/** A small lookup (a fixed vocabulary such as shipment-type) fetched whole, once per language. */
export function useListLookup(lookup: string, enabled = true) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lookupKeys.list(lookup, i18n.language),
    queryFn: ({ signal }) => fetchLookup(api, lookup, undefined, signal),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * The options of a lookup: cached master entities from the client cache, fixed vocabularies fetched
 * once, and large lookups searched on the server with `term` (with the current `value` looked up
 * on its own so its label is known before anyone types, unless `withCurrent` is false).
 */
export function useLookupOptions(lookup: string, value: string, term: string, withCurrent = true): LookupOptions {
  const api = useApi();
  const { i18n } = useTranslation();
  const source = lookupSource(lookup);
  const lang = i18n.language;

  const cached = useMasterOptions(source.kind === 'cached' ? source.entity : null);
  const list = useListLookup(lookup, source.kind === 'list');
  const searching = source.kind === 'search' && term.trim() !== '';
  const search = useQuery({
    queryKey: lookupKeys.search(lookup, lang, term.trim()),
    queryFn: ({ signal }) => fetchLookup(api, lookup, term.trim(), signal),
    enabled: searching,
    staleTime: LOOKUP_STALE_MS,
  });
  const current = useQuery({
    queryKey: lookupKeys.search(lookup, lang, value),
    queryFn: ({ signal }) => fetchLookup(api, lookup, value, signal),
    enabled: withCurrent && source.kind === 'search' && value !== '' && !searching,
    staleTime: LOOKUP_STALE_MS,
  });

  if (source.kind === 'cached') return { ...cached, searchMode: false };
  if (source.kind === 'list') {
    return { options: list.data ?? NONE, loading: list.isFetching, failed: list.isError, searchMode: false };
  }
  const active = searching ? search : current;
  return { options: active.data ?? NONE, loading: active.isFetching, failed: active.isError, searchMode: true };
}
