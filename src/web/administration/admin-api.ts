import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DatatableResponse } from '../../domain/datatable';
import { useApi } from '../app/api-context';
import { datatableQueryOf, type ListState } from '../components/list-params';

/** Base of the trucking API. */
export const API_BASE = '/api/v1/lintas/trucking';
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
