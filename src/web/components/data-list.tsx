import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, Title } from '@mantine/core';
import { ListFilterSelect } from './list-filter-select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath, useDatatable } from '../administration/admin-api';
import { SortableTh } from '../administration/sortable-th';
import { DebouncedTextInput } from './debounced-text-input';
import { ListPaging } from './list-paging';
import type { SortOrder } from './list-params';
import { NoDataRow, OpenableRow } from './list-rows';
import { useListUrlState } from './use-list-url-state';
import { errorMessage } from '../lib/error-message';
import { PageTitle } from './page-title';

export interface Column<R> {
  key: string;
  label: string;
  sortable?: boolean;
  render: (row: R) => ReactNode;
}

export interface FilterDef {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * A server-paged list kept in the URL (search, named filters, sort, paging) whose rows open a record (or, without
 * `onOpen`, only show it): the shape of the contract, request, rate-table, job-upload and driver-availability lists.
 */
export function DataList<R>({
  testId,
  title,
  path,
  columns,
  filters = [],
  defaultSort,
  rowKey,
  onOpen,
  action,
  titleOrder = 1,
  searchPlaceholder,
}: {
  testId: string;
  title: string;
  path: string;
  columns: Column<R>[];
  filters?: FilterDef[];
  defaultSort: { field: string; order: SortOrder };
  rowKey: (row: R) => string;
  onOpen?: (row: R) => void;
  action?: ReactNode;
  /** 2 for a page's list, smaller for a list inside a page. */
  /** 1: the page's title (its h1); a list inside a page passes its section level. */
  titleOrder?: 1 | 2 | 3 | 4;
  searchPlaceholder?: string;
}) {
  const { t } = useTranslation();
  const spec = { sortable: columns.filter((c) => c.sortable).map((c) => c.key), filters: filters.map((f) => f.name) };
  const { state, update } = useListUrlState(spec);
  const list = useDatatable<R>(path, apiPath(path), state);
  const rows = list.data?.aaData ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {titleOrder === 1 ? <PageTitle>{title}</PageTitle> : <Title order={titleOrder}>{title}</Title>}
        {action}
      </Group>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          placeholder={searchPlaceholder}
          value={state.search}
          onChange={(search) => update({ search })}
          testId={`${testId}-search`}
          w={240}
        />
        {filters.map((f) => (
          <ListFilterSelect
            key={f.name}
            label={f.label}
            value={state.filters[f.name]}
            options={f.options}
            onChange={(value) => update({ [f.name]: value })}
            testId={`${testId}-filter-${f.name}`}
          />
        ))}
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid={`${testId}-list`} miw={900}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) =>
                c.sortable ? (
                  <SortableTh key={c.key} column={c.key} state={state} defaultSort={defaultSort} update={update}>
                    {c.label}
                  </SortableTh>
                ) : (
                  <Table.Th key={c.key}>{c.label}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const cells = columns.map((c) => <Table.Td key={c.key}>{c.render(row)}</Table.Td>);
              return onOpen ? (
                <OpenableRow key={rowKey(row)} onOpen={() => onOpen(row)} testId={`${testId}-row`}>
                  {cells}
                </OpenableRow>
              ) : (
                <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
                  {cells}
                </Table.Tr>
              );
            })}
            {list.data && rows.length === 0 && <NoDataRow colSpan={columns.length} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId={testId}
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}

/** A new-record button for a list's header. */
export function NewButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
