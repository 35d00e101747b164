import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { activeSort, nextSort, type ListState, type SortOrder } from '../components/list-params';
import type { ListPatch } from '../components/use-server-list';

/** A column header that sorts the server-paged list (kept in the URL). */
export function SortableTh({
  column,
  state,
  defaultSort,
  update,
  children,
}: {
  column: string;
  state: ListState;
  defaultSort: { field: string; order: SortOrder };
  update: (patch: ListPatch) => void;
  children: ReactNode;
}) {
  const active = activeSort(state, defaultSort);
  const mark = active.field === column ? (active.order === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <Table.Th aria-sort={active.field === column ? (active.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton fw={700} fz="sm" onClick={() => update(nextSort(state, column, defaultSort))}>
        {children}
        {mark}
      </UnstyledButton>
    </Table.Th>
  );
}
