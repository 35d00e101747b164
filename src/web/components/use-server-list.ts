import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../lib/router';
import type { DatatableResponse } from '../../domain/datatable';
import { useApi } from '../lib/api-context';
import { datatableQueryOf, readListState, writeListParams, type ListSpec, type ListState } from './list-params';

export type ListPatch = Record<string, string | number | null | undefined>;
export type ListUpdate = (patch: ListPatch | ((current: ListState) => ListPatch)) => void;

/**
 * A list's state kept in the URL query string (bookmarkable). `update` merges a patch (or a patch
 * computed from the newest state) into the newest query string, also when several changes come
 * before the next render.
 */
export function useListUrlState(spec: ListSpec): { state: ListState; params: URLSearchParams; update: ListUpdate } {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  // The query string we navigated to and have not rendered yet: older renders must not undo it.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const rendered = searchParams.toString();
    if (pending.current !== null && pending.current !== rendered) return;
    pending.current = null;
    latest.current = searchParams;
  }, [searchParams]);

  const update: ListUpdate = (patch) => {
    const resolved = typeof patch === 'function' ? patch(readListState(latest.current, spec)) : patch;
    const next = writeListParams(latest.current, resolved);
    if (next.toString() === latest.current.toString()) return;
    latest.current = next;
    pending.current = next.toString();
    setSearchParams(next, { replace: true });
  };

  return { state: readListState(searchParams, spec), params: searchParams, update };
}

export interface ServerListOptions {
  /** The feature's list key from its query-key factory; the datatable query is appended to it. */
  queryKey: (query: Record<string, string | number>) => QueryKey;
  /** The API path of the datatable endpoint. */
  path: string;
  /** Sortable columns and filter names the URL may carry. */
  spec: ListSpec;
  /** Extra query parameters the list always sends (not kept in the URL). */
  extraQuery?: Record<string, string | number>;
  /** Adjusts the request read from the URL (a filter's default when absent, an "all" value that sends nothing). */
  mapQuery?: (query: Record<string, string | number>) => Record<string, string | number>;
  /**
   * The endpoint answers its whole, bounded list as an array (a work queue), not a datatable page: it is asked once
   * and the page is cut here; `query.data.aaData` holds every row.
   */
  whole?: boolean;
  enabled?: boolean;
  /** Asks again every so many ms while the answer calls for it (a page with work in progress), else false. */
  refetchInterval?: (page: DatatableResponse<unknown> | undefined) => number | false;
}

/**
 * The one list hook: the list state kept in the URL and the server page it asks for (`start`, `length`,
 * `search`, `sort`/`order` and the named filters). `rows` and `total` are the page's records and the count.
 */
export function useServerList<R>({
  queryKey,
  path,
  spec,
  extraQuery,
  mapQuery,
  whole,
  enabled = true,
  refetchInterval,
}: ServerListOptions) {
  const api = useApi();
  const { state, params, update } = useListUrlState(spec);
  const built = { ...datatableQueryOf(state), ...extraQuery };
  const query = mapQuery ? mapQuery(built) : built;
  const result = useQuery({
    queryKey: queryKey(whole ? {} : query),
    queryFn: whole
      ? async ({ signal }): Promise<DatatableResponse<R>> => {
          const all = await api.get<R[]>(path, { query: extraQuery, signal });
          return { draw: 0, aaData: all, iTotalRecords: all.length, iTotalDisplayRecords: all.length };
        }
      : ({ signal }) => api.get<DatatableResponse<R>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    ...(refetchInterval
      ? { refetchInterval: (q: { state: { data: DatatableResponse<R> | undefined } }) => refetchInterval(q.state.data) }
      : {}),
  });
  const data = result.data?.aaData ?? [];
  const start = (state.page - 1) * state.size;
  return {
    state,
    params,
    update,
    query: result,
    rows: whole ? data.slice(start, start + state.size) : data,
    total: result.data?.iTotalDisplayRecords ?? 0,
  };
}

export type ServerListResult<R> = ReturnType<typeof useServerList<R>>;
