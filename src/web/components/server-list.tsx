import { useMediaQuery } from '@mantine/hooks';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { notifyError } from '../lib/notify';
import { isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { DataTable, type DataTableColumn } from './data-table';
import { DebouncedTextInput } from './debounced-text-input';
import { ListFilterSelect } from './list-filter-select';
import { ListPaging } from './list-paging';
import { activeSort, nextSort, type ExportFormat, type SortOrder } from './list-params';

export type { ExportFormat };
import { useServerList, type ServerListResult } from './use-server-list';
import { PageTitle } from './page-title';

export interface ListColumn<R> {
  key: string;
  label: string;
  sortable?: boolean;
  render: (row: R) => ReactNode;
  /**
   * The cell's plain text. Given, the cell stays on one line, is cut with an ellipsis when too long and
   * shows the whole text on hover (company names, addresses).
   */
  text?: (row: R) => string;
  /** Keep the cell on one line without cutting it (codes, dates, badges). */
  noWrap?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface FilterDef {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  allLabel?: string;
  /** Default `{list}-filter-{name}`. */
  testId?: string;
}

export interface ListSelection<R> {
  /** The ticked rows, also of other pages (compared by `rowKey`). */
  selected: R[];
  onChange: (rows: R[]) => void;
  isSelectable?: (row: R) => boolean;
  /** A row checkbox's accessible name; default "Select {row key}". Its test id is `{list}-select-{row key}`. */
  rowLabel?: (row: R) => string;
  /** The header checkbox's accessible name (ticks the page); its test id is `{list}-select-page`. */
  pageLabel?: string;
  /** False when the page says the count itself (a bulk action bar); default the list's "{n} selected". */
  showCount?: boolean;
}

export interface ServerListProps<R> {
  /** Prefix of the list's test ids: `-list`, `-row`, `-search`, `-filter-{name}`, `-sort-{key}`, `-export-{format}`. */
  testId: string;
  /** Test ids that differ from the prefix's: the table's, the footer's (`-size`, `-range`, `-pages`) and a row's. */
  testIds?: { table?: string; paging?: string; row?: (row: R) => string };
  list: ServerListResult<R>;
  columns: ListColumn<R>[];
  defaultSort: { field: string; order: SortOrder };
  rowKey: (row: R) => string;
  title?: string;
  /** A list inside a page (a section): its heading level; without it the title is the page's <h1>. */
  titleOrder?: 2 | 3 | 4;
  /** A line under the title: what the list is for, or how to use it. */
  description?: ReactNode;
  /** Buttons at the right of the title (New …). */
  headerActions?: ReactNode;
  /** Search box; false for a list without search. */
  search?: boolean | { placeholder?: string; label?: string };
  filters?: FilterDef[];
  /** More filter controls after the named filters (dates, lookups). */
  toolbar?: ReactNode;
  /** Opens the row's record on click or Enter. */
  onOpen?: (row: R) => void;
  /** The row's actions (one pattern: small buttons in the last column, pinned to the right on wider screens). */
  rowActions?: (row: R) => ReactNode;
  selection?: ListSelection<R>;
  /** Downloads the list under its current search, filters and sort. */
  onExport?: (format: ExportFormat) => Promise<void>;
  exportFormats?: ExportFormat[];
  /** Shown above the table (a bulk action bar, a notice). */
  children?: ReactNode;
  /** Cells' vertical alignment: 'top' for tall rows (a row with its own form fields). */
  verticalAlign?: 'top' | 'center';
}

const ACTIONS = '__actions';

/**
 * The one server-paged list (on components/data-table.tsx): title, search, filters and sort kept in the URL, compact rows
 * with a pinned first column, row actions, bulk selection, paging with the spec's page sizes, export, and its
 * empty and error states. The state and the data come from `useServerList`.
 */
export function ServerList<R>(props: ServerListProps<R>) {
  const { t } = useTranslation();
  const { list, columns, defaultSort, testId, testIds = {}, rowActions, onOpen, selection } = props;
  const { state, update, query, rows, total } = list;
  const sort = activeSort(state, defaultSort);
  // On a phone a pinned actions column (four buttons are wider than the screen) would hide the row it acts on: it
  // scrolls with the others there.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const tableColumns: DataTableColumn<R>[] = columns.map((c) => {
    const order = sort.field === c.key ? sort.order : null;
    const title = c.sortable ? (
      <UnstyledButton
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
        onClick={() => update((current) => nextSort(current, c.key, defaultSort))}
        data-testid={`${testId}-sort-${c.key}`}
      >
        {c.label} {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
      </UnstyledButton>
    ) : (
      c.label
    );
    const text = c.text;
    return {
      key: c.key,
      title,
      width: c.width,
      align: c.align,
      sort: c.sortable ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined,
      render: (row: R) => c.render(row),
      ...(text ? { ellipsis: true, maxWidth: c.width ?? 280, cellTitle: text } : { noWrap: c.noWrap }),
    };
  });
  if (rowActions)
    tableColumns.push({
      key: ACTIONS,
      title: t('list.actions'),
      noWrap: true,
      width: '1%',
      render: (row: R) => (
        // A click on an action does not also open the row.
        <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          {rowActions(row)}
        </Group>
      ),
    });

  const rowTestId = testIds.row ?? (() => `${testId}-row`);

  return (
    <Stack gap="sm">
      {(props.title || props.headerActions || props.onExport) && (
        <Group justify="space-between" align="flex-end">
          {props.title ? (
            props.titleOrder ? (
              <Title order={props.titleOrder}>{props.title}</Title>
            ) : (
              <PageTitle>{props.title}</PageTitle>
            )
          ) : (
            <span />
          )}
          <Group gap="xs">
            {props.onExport && <ExportButtons testId={testId} formats={props.exportFormats} onExport={props.onExport} />}
            {props.headerActions}
          </Group>
        </Group>
      )}
      {props.description && (
        <Text size="sm" c="dimmed" data-testid={`${testId}-description`}>
          {props.description}
        </Text>
      )}
      <ListToolbar {...props} narrow={narrow} />
      {query.isError && <Alert color="red">{errorMessage(query.error, t)}</Alert>}
      {props.children}
      {selection && selection.showCount !== false && selection.selected.length > 0 && (
        <Text size="sm" data-testid={`${testId}-selected`}>
          {t('list.selected', { count: selection.selected.length })}
        </Text>
      )}
      <Box data-testid={testIds.table ?? `${testId}-list`}>
        <DataTable<R>
          pinLastColumn={Boolean(rowActions) && !narrow}
          verticalAlign={props.verticalAlign}
          rows={rows}
          columns={tableColumns}
          rowKey={props.rowKey}
          empty={query.data ? t('dropdown.noData') : null}
          onRowClick={onOpen}
          rowAttributes={(row) => ({
            'data-testid': rowTestId(row),
            ...(onOpen
              ? {
                  tabIndex: 0,
                  onKeyDown: (e: React.KeyboardEvent<HTMLTableRowElement>) => {
                    if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
                      e.preventDefault();
                      onOpen(row);
                    }
                  },
                }
              : {}),
          })}
          selection={
            selection && {
              selected: selection.selected,
              onChange: selection.onChange,
              isSelectable: selection.isSelectable,
              pageCheckbox: { label: selection.pageLabel ?? t('list.selectPage'), testId: `${testId}-select-page` },
              rowCheckbox: (row) => ({
                label: selection.rowLabel ? selection.rowLabel(row) : t('list.selectRow', { row: props.rowKey(row) }),
                testId: `${testId}-select-${props.rowKey(row)}`,
              }),
            }
          }
          footer={
            <ListPaging
              testId={testIds.paging ?? testId}
              page={state.page}
              size={state.size}
              total={total}
              onPage={(page) => update({ page })}
              onSize={(size) => update({ size })}
            />
          }
        />
      </Box>
    </Stack>
  );
}

function ListToolbar<R>({
  list,
  testId,
  search = true,
  filters = [],
  toolbar,
  narrow,
}: ServerListProps<R> & { narrow: boolean }) {
  const { t } = useTranslation();
  const { state, update, query } = list;
  // On a phone the filters wait behind a button (the search stays): they would fill the first screen before any row.
  const [filtersOpen, setFiltersOpen] = useState(false);
  if (!search && filters.length === 0 && !toolbar && !query.isFetching) return null;
  const searchOptions = typeof search === 'object' ? search : {};
  const hasFilters = filters.length > 0 || Boolean(toolbar);
  const activeFilters = Object.values(state.filters).filter((v) => v !== undefined && v !== '').length;
  const showFilters = !narrow || filtersOpen;
  return (
    <Group gap="sm" align="flex-end">
      {search && (
        <DebouncedTextInput
          label={searchOptions.label ?? t('common.search')}
          placeholder={searchOptions.placeholder}
          value={state.search}
          onChange={(value) => update({ search: value })}
          testId={`${testId}-search`}
          w={240}
        />
      )}
      {narrow && hasFilters && (
        <Button
          variant="default"
          size="sm"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid={`${testId}-filters-toggle`}
        >
          {activeFilters > 0 ? t('list.filtersActive', { count: activeFilters }) : t('list.filters')}
        </Button>
      )}
      {showFilters &&
        filters.map((f) => (
          <ListFilterSelect
            key={f.name}
            label={f.label}
            value={state.filters[f.name]}
            options={f.options}
            allLabel={f.allLabel}
            onChange={(value) => update({ [f.name]: value })}
            testId={f.testId ?? `${testId}-filter-${f.name}`}
          />
        ))}
      {showFilters && toolbar}
      {query.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
    </Group>
  );
}

function ExportButtons({
  testId,
  formats = ['csv', 'xlsx'],
  onExport,
}: {
  testId: string;
  formats?: ExportFormat[];
  onExport: (format: ExportFormat) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setExporting(format);
    try {
      await onExport(format);
    } catch (error) {
      if (!isSessionHandledError(error)) notifyError(errorMessage(error, t));
    } finally {
      setExporting(null);
    }
  }
  return formats.map((format) => (
    <Button
      key={format}
      variant="default"
      size="sm"
      loading={exporting === format}
      onClick={() => void run(format)}
      data-testid={`${testId}-export-${format}`}
    >
      {t(format === 'csv' ? 'list.exportCsv' : 'list.exportXlsx')}
    </Button>
  ));
}

/** A new-record button for a list's header. */
export function NewButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** What a list accepts from the URL, read from its columns and named filters. */
export const listSpecOf = <R,>(columns: ListColumn<R>[], filters: FilterDef[] = [], more: string[] = []) => ({
  sortable: columns.filter((c) => c.sortable).map((c) => c.key),
  filters: [...filters.map((f) => f.name), ...more],
});

/**
 * A ServerList that asks for its own page: for a page that needs nothing of the list's state but the list.
 * `queryKey` comes from the feature's query-key factory.
 */
export function PagedList<R>({
  queryKey,
  path,
  ...props
}: Omit<ServerListProps<R>, 'list'> & { queryKey: (query: Record<string, string | number>) => QueryKey; path: string }) {
  const list = useServerList<R>({ queryKey, path, spec: listSpecOf(props.columns, props.filters) });
  return <ServerList<R> {...props} list={list} />;
}
