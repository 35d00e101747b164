import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatatableResponse } from '../../domain/datatable';
import { useApi } from '../app/api-context';
import { API_PATHS } from '../app/paths';
import type { WhitelabelMimeType } from './file-to-base64';
import { datatableQueryOf, type ListParams } from '../components/list-params';

export interface WhitelabelRow {
  name: string;
  displayName: string;
  mimeType: string;
  updatedAt: string;
}

export interface WhitelabelInput {
  name: string;
  displayName: string;
  mimeType: WhitelabelMimeType;
  data: string;
}

export function useWhitelabelList(params: ListParams) {
  const api = useApi();
  const query = datatableQueryOf(params);
  return useQuery({
    queryKey: ['whitelabels', query],
    queryFn: ({ signal }) => api.get<DatatableResponse<WhitelabelRow>>(API_PATHS.whitelabels, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveWhitelabel() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: WhitelabelInput) => api.put<WhitelabelRow>(API_PATHS.whitelabel(name), body),
    onSuccess: (_row, input) => {
      void queryClient.invalidateQueries({ queryKey: ['whitelabels'] });
      void queryClient.invalidateQueries({ queryKey: ['whitelabel', input.name] });
    },
  });
}
