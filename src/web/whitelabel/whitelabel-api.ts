import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { whitelabelBody, whitelabelRow } from '../../domain/whitelabel';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { whitelabelKeys } from './whitelabel-keys';

/** A brand as the administration lists it (and the save answers it). */
export type WhitelabelRow = WireOf<typeof whitelabelRow>;

/** What the brand form saves: the brand's name (the path) and the body of PUT /whitelabel/:name. */
export type WhitelabelInput = { name: string } & z.input<typeof whitelabelBody>;

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
