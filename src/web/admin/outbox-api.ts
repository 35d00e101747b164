import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DatatableResponse } from '../../domain/datatable';
import { useApi } from '../app/api-context';
import { API_PATHS } from '../app/paths';
import { datatableQueryOf, type ListParams } from '../components/list-params';

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

export function useOutboxList(params: ListParams & { status: OutboxStatus | null }) {
  const api = useApi();
  const query = { ...datatableQueryOf(params), ...(params.status ? { status: params.status } : {}) };
  return useQuery({
    queryKey: ['outbox', 'list', query],
    queryFn: ({ signal }) => api.get<DatatableResponse<OutboxRow>>(API_PATHS.outbox, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessage(id: string | number | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['outbox', 'item', id],
    queryFn: ({ signal }) => api.get<OutboxMessage>(API_PATHS.outboxItem(id ?? ''), { signal }),
    enabled: id !== null,
  });
}
