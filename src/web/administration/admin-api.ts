import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRUCKING_API } from '../../domain/api-paths';
import type { DatatableResponse } from '../../domain/datatable';
import { useApi } from '../app/api-context';
import { datatableQueryOf, type ListState } from '../components/list-params';

/** Base of the trucking API (`TRUCKING_API` of src/domain/api-paths.ts). */
export const API_BASE = TRUCKING_API;
export const apiPath = (...parts: (string | number)[]): string =>
  [API_BASE, ...parts.map((p, i) => (i === 0 ? String(p) : encodeURIComponent(String(p))))].join('/');

/** A server-paged datatable list (start/length/search/sort/order and named filters). */
export function useDatatable<R>(key: string, path: string, state: ListState) {
  const api = useApi();
  const query = datatableQueryOf(state);
  return useQuery({
    queryKey: [key, 'list', query],
    queryFn: ({ signal }) => api.get<DatatableResponse<R>>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Pretty JSON text of a value (shown as text, never as HTML). */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}
