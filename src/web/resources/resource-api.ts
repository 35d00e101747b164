import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookupOption } from '../../domain/datatable';
import type { ResourceDef } from '../../domain/resources/types';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { datatableQueryOf, type ExportFormat, type ListState } from '../components/list-params';
import type { ApiClient } from '../lib/api-client';
import { saveBlob } from '../lib/save-file';
import { resourceKeys } from './resource-keys';
import type { Row } from './resource-meta';

/** One record (edit, view, clone, amend); no request without a key. */
export function useResourceRow(def: ResourceDef, key: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.item(def, key),
    queryFn: ({ signal }) => api.get<Row>(API_PATHS.resourceItem(def.path, key ?? ''), { signal }),
    enabled: Boolean(key),
    staleTime: 0,
  });
}

export type RecordAction = 'activate' | 'deactivate' | 'delete';

/** Create, change, status actions and delete; each refreshes the resource's lists and records. */
export function useResourceMutations(def: ResourceDef) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all(def) });
  };
  // A failed save keeps the form as typed (no refetch under it); a status action refreshes either way.
  const create = useMutation({
    mutationFn: (input: Record<string, unknown>) => api.post<Row>(API_PATHS.resource(def.path), input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ key, input }: { key: string; input: Record<string, unknown> }) =>
      api.put<Row>(API_PATHS.resourceItem(def.path, key), input),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({ key, action, version }: { key: string; action: RecordAction; version: number | undefined }) =>
      action === 'delete'
        ? api.del<undefined>(API_PATHS.resourceItem(def.path, key), { query: { version } })
        : api.post<Row>(`${API_PATHS.resourceItem(def.path, key)}/${action}`, { version }),
    onSettled: refresh,
  });
  return { create, update, act };
}

/** A lookup's options (`GET …/lookups/{name}?search=`). */
export function fetchLookup(api: ApiClient, name: string, search: string | undefined, signal?: AbortSignal) {
  return api.get<LookupOption[]>(API_PATHS.lookup(name), { query: { search: search || undefined }, signal });
}

/** Downloads the list under the current search, filters and sort as a file (through the client's error handling). */
export async function exportResource(api: ApiClient, def: ResourceDef, state: ListState, format: ExportFormat): Promise<void> {
  const { start: _start, length: _length, ...query } = datatableQueryOf(state);
  const file = await api.download(API_PATHS.resourceExport(def.path), { query: { format, ...query } });
  saveBlob(file.blob, file.filename ?? `${def.path}.${format}`);
}
