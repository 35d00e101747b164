import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_LIFECYCLE_WORKFLOW, ACCOUNT_REQUEST_TYPES, type AccountRequestType } from '../../domain/account-requests';
import type { accountRequestDecision, accountRequestRow } from '../../domain/account-responses';
import { allowedFrom } from '../../domain/workflow';
import type { DatatableResponse } from '../../domain/datatable';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { apiPath } from '../lib/admin-api';

/** One row of the account requests list, as the server's response schema says. */
export type AccountRequestRow = WireOf<typeof accountRequestRow>;
/** A decided account request, with the company's status it left. */
export type AccountRequestDecision = WireOf<typeof accountRequestDecision>;

export const ACCOUNT_REQUESTS_PATH = apiPath('account-requests');
export const accountRequestPath = (reqId: string, verb: 'approve' | 'reject') => apiPath('account-requests', reqId, verb);
export const companyRequestsPath = (accnId: string) => apiPath('accounts', accnId, 'requests');

/** The account requests feature's query keys; invalidation goes through them. */
export const accountRequestKeys = {
  all: ['account-requests'] as const,
  list: (query: Record<string, string | number>) => [...accountRequestKeys.all, 'list', query] as const,
};

/** The requests a company in this status may get (spec §4): suspension from A, termination from A or S, resumption from S. */
export function requestsAllowed(accnStatus: string): AccountRequestType[] {
  return ACCOUNT_REQUEST_TYPES.filter((type) => allowedFrom(ACCOUNT_LIFECYCLE_WORKFLOW, type, accnStatus));
}

/** Account requests with the given filters (not paged beyond `length`). */
export function useAccountRequests(
  filters: { status?: string; reqType?: string; accnId?: string; length?: number },
  enabled = true,
) {
  const api = useApi();
  const query: Record<string, string | number> = { start: 0, length: filters.length ?? 100 };
  for (const key of ['status', 'reqType', 'accnId'] as const) if (filters[key]) query[key] = filters[key];
  return useQuery({
    queryKey: accountRequestKeys.list(query),
    queryFn: ({ signal }) => api.get<DatatableResponse<AccountRequestRow>>(ACCOUNT_REQUESTS_PATH, { query, signal }),
    enabled,
  });
}
