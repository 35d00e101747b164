import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/api-context';
import { API_PATHS } from '../app/paths';

export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'NOT_SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxRow {
  id: string | number;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface OutboxMessage extends OutboxRow {
  body: string;
}

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
