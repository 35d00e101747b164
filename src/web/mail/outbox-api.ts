import { useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../domain/outbox';
import type { outboxMessage, outboxRow } from '../../domain/outbox-responses';
import type { WireOf } from '../../domain/wire';
import { API_PATHS } from '../lib/paths';

export { OUTBOX_STATUSES, type OutboxStatus };

export type OutboxRow = WireOf<typeof outboxRow>;
export type OutboxMessage = WireOf<typeof outboxMessage>;

export const isOutboxStatus = (value: unknown): value is OutboxStatus => (OUTBOX_STATUSES as readonly unknown[]).includes(value);

/** The outbox's query keys. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (query: Record<string, string | number>) => [...outboxKeys.all, 'list', query] as const,
  item: (id: string | number | null) => [...outboxKeys.all, 'item', id] as const,
};

export function useOutboxMessage(id: string | number | null) {
  const api = useApi();
  return useQuery({
    queryKey: outboxKeys.item(id),
    queryFn: ({ signal }) => api.get<OutboxMessage>(API_PATHS.outboxItem(id ?? ''), { signal }),
    enabled: id !== null,
  });
}
