import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import type { WhitelabelMimeType } from '../lib/file-to-base64';

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

/** The white-label brands' query keys; invalidation goes through them. */
export const whitelabelKeys = {
  all: ['whitelabels'] as const,
  list: (query: Record<string, string | number>) => [...whitelabelKeys.all, query] as const,
  brand: (name: string) => ['whitelabel', name] as const,
};

export function useSaveWhitelabel() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: WhitelabelInput) => api.put<WhitelabelRow>(API_PATHS.whitelabel(name), body),
    onSuccess: (_row, input) => {
      void queryClient.invalidateQueries({ queryKey: whitelabelKeys.all });
      void queryClient.invalidateQueries({ queryKey: whitelabelKeys.brand(input.name) });
    },
  });
}
