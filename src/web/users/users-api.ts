import { useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../domain/datatable';
import type { userDetail, userRow } from '../../domain/user-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { apiPath } from '../lib/admin-api';

export type UserRow = WireOf<typeof userRow>;
export type UserDetail = WireOf<typeof userDetail>;

/** Which user screens: the platform's (every company) or a company administrator's (own company). */
export type UsersScope = 'all' | 'own';

/** List and detail paths of each route family (the detail path takes /:viewType/:id). */
export const USER_ROUTES = {
  platformList: '/manageUsers/users/all/list',
  opadminList: '/opadmin/users',
  companyList: '/manageUsers/user/list',
  accountList: '/account/users',
  manageUsersDetail: '/manageUsers/user',
  opadminDetail: '/opadmin/user',
  manageAccountDetail: '/manageAccount/user',
} as const;

/** Roles this administrator may grant to users of a company of the given type. */
export function useGrantableRoles(atypId: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: userKeys.roles(atypId),
    queryFn: ({ signal }) => api.get<LookupOption[]>(apiPath('roles'), { query: { atypId: atypId ?? '' }, signal }),
    enabled: Boolean(atypId),
    staleTime: 60_000,
  });
}

export const isLocked = (row: Pick<UserRow, 'lockedUntil'>, now = Date.now()): boolean =>
  Boolean(row.lockedUntil && new Date(row.lockedUntil).getTime() > now);

/** The users feature's query keys; invalidation goes through them. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: Record<string, string | number>) => [...userKeys.all, 'list', query] as const,
  item: (usrId: string | undefined) => [...userKeys.all, 'item', usrId] as const,
  roles: (atypId: string | null | undefined) => ['roles', atypId] as const,
};
