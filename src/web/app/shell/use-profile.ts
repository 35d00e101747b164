import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context';
import { API_PATHS } from '../../lib/paths';
import type { ProfileResponse } from '../../session/login-api';

export const PROFILE_QUERY_KEY = ['session', 'profile'] as const;

/** The signed-in user (spec §4: the stored token is checked against the profile endpoint). */
export function useProfile() {
  const api = useApi();
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<ProfileResponse>(API_PATHS.profile, { signal }),
  });
}
