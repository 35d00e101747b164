import type { TerminationRow, TerminationVerb } from '../../domain/order-termination/order-termination';
import type { Wire } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

export type Termination = Wire<TerminationRow>;

/** The order terminations' API paths (src/server/order-termination/termination.routes.ts). */
export const terminationApi = {
  list: () => apiPath('order-terminations'),
  item: (id: string) => apiPath('order-terminations', id),
  verb: (id: string, verb: TerminationVerb) => apiPath('order-terminations', id, verb),
};

type Query = Record<string, string | number>;

/** The order terminations' query keys; invalidation goes through them. */
export const terminationKeys = {
  all: ['order-terminations'] as const,
  list: (query: Query) => [...terminationKeys.all, 'list', query] as const,
  item: (id: string) => [...terminationKeys.all, 'item', id] as const,
};

/** Badge colours of a request's state. */
export const TERMINATION_COLORS: Record<string, string> = { SUB: 'blue', APP: 'green', REJ: 'red', WDR: 'gray' };
