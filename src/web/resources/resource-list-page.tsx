import { NoDataRow } from '../components/list-rows';
import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { ResourceDef, RowAction } from '../../domain/resources/types';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { activeSort, nextSort, type ListState } from '../components/list-params';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-list-url-state';
import { useConfirm } from '../general/confirm-dialog';
import { notifyError, notifySuccess } from '../general/notify';
import { isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../shell/session-user';
import { CellValue } from './cell-value';
import { exportResource, useResourceList, useResourceMutations, type ExportFormat } from './resource-api';
import type { ResourceNavState } from './resource-detail-page';
import { ResourceFilters } from './resource-filters';
import {
  canRead,
  heldBy,
  canWrite,
  detailPath,
  fieldLabelKey,
  filterDefs,
  keyOf,
  listColumns,
  rowActions,
  sortableFields,
  statusOf,
  titleKey,
  versionOf,
  type Row,
} from './resource-meta';
import { StatusBadge } from './status-badge';
import { PageTitle } from '../components/page-title';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** A column as narrow as its content allows, never wrapped (status badge, action buttons). */
const FIT = { whiteSpace: 'nowrap', width: '1%' } as const;

/** The actions stay in view at the right edge while a wide table scrolls. */
const STICKY_ACTIONS = {
  ...FIT,
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)',
} as const;

const ACTION_COLORS: Partial<Record<RowAction, string>> = { delete: 'red', deactivate: 'orange', activate: 'green' };

/** `def.webList`: the server-paged list of any resource; all its state lives in the URL (bookmarkable). */
export function ResourceListPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const held = heldBy(useSessionUser());
  const filters = filterDefs(def).map((f) => f.name);
  const { state, update } = useListUrlState({ sortable: sortableFields(def), filters });
  const list = useResourceList(def, state);
  const { act } = useResourceMutations(def);
  const { confirm, dialog } = useConfirm();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  if (!canRead(def, held)) return <Navigate to={PATHS.noPermission} replace />;

  const writable = canWrite(def, held);
  const columns = listColumns(def);
  const showStatus = Boolean(def.statusField) && !columns.some((c) => c.name === def.statusField);
  const searchable = def.fields.some((f) => f.search);
  const navState: ResourceNavState = { listSearch: location.search };
  const rows = list.data?.aaData ?? [];
  const total = list.data?.iTotalDisplayRecords ?? 0;
  const sort = activeSort(state, def.defaultSort);

  async function runAction(action: RowAction, row: Row) {
    const key = keyOf(def, row);
    if (action === 'view' || action === 'edit' || action === 'clone' || action === 'amend') {
      void navigate(detailPath(def, action, key), { state: navState });
      return;
    }
    if (action === 'delete' && !(await confirm(t('resources.common.confirmDelete', { key })))) return;
    try {
      await act.mutateAsync({ key, action, version: versionOf(row) });
      notifySuccess(t(`resources.common.done.${action}`, { key }));
    } catch (error) {
      if (!isSessionHandledError(error)) notifyError(errorMessage(error, t));
    }
  }

  async function runExport(format: ExportFormat, current: ListState) {
    setExporting(format);
    try {
      await exportResource(api, def, current, format);
    } catch (error) {
      if (!isSessionHandledError(error)) notifyError(errorMessage(error, t));
    } finally {
      setExporting(null);
    }
  }

  const colSpan = columns.length + (showStatus ? 1 : 0) + 1;
  return (
    <Stack gap="md" data-testid={`resource-list-${def.name}`}>
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t(titleKey(def))}</PageTitle>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            loading={exporting === 'csv'}
            onClick={() => void runExport('csv', state)}
            data-testid="resource-export-csv"
          >
            {t('resources.common.exportCsv')}
          </Button>
          <Button
            variant="default"
            size="sm"
            loading={exporting === 'xlsx'}
            onClick={() => void runExport('xlsx', state)}
            data-testid="resource-export-xlsx"
          >
            {t('resources.common.exportXlsx')}
          </Button>
          {writable && (
            <Button component={Link} to={detailPath(def, 'new')} state={navState} data-testid="resource-new">
              {t('resources.common.new')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        {searchable && (
          <DebouncedTextInput
            label={t('common.search')}
            value={state.search}
            onChange={(search) => update({ search })}
            testId="resource-search"
            w={240}
          />
        )}
        {filters.length > 0 && (
          <ResourceFilters def={def} values={state.filters} onChange={(name, value) => update({ [name]: value })} />
        )}
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea type="auto" offsetScrollbars="x">
        <Table striped highlightOnHover miw={720} data-testid="resource-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((field) => {
                const label = t(fieldLabelKey(def, field.name));
                if (!field.sortable)
                  return (
                    <Table.Th key={field.name} style={NOWRAP}>
                      {label}
                    </Table.Th>
                  );
                const activeOrder = sort.field === field.name ? sort.order : null;
                return (
                  <Table.Th
                    key={field.name}
                    style={NOWRAP}
                    aria-sort={activeOrder === 'asc' ? 'ascending' : activeOrder === 'desc' ? 'descending' : 'none'}
                  >
                    <UnstyledButton
                      fw={700}
                      fz="sm"
                      onClick={() => update((current) => nextSort(current, field.name, def.defaultSort))}
                      data-testid={`resource-sort-${field.name}`}
                    >
                      {label} {activeOrder === 'asc' ? '▲' : activeOrder === 'desc' ? '▼' : '↕'}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
              {showStatus && <Table.Th style={NOWRAP}>{t('resources.common.statusLabel')}</Table.Th>}
              <Table.Th style={STICKY_ACTIONS}>{t('resources.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const status = statusOf(def, row);
              return (
                <Table.Tr key={keyOf(def, row)} data-testid="resource-row">
                  {columns.map((field) => (
                    <Table.Td key={field.name}>
                      <CellValue def={def} field={field} row={row} />
                    </Table.Td>
                  ))}
                  {showStatus && <Table.Td style={FIT}>{status && <StatusBadge status={status} />}</Table.Td>}
                  <Table.Td style={STICKY_ACTIONS}>
                    <Group gap={4} wrap="nowrap">
                      {rowActions(def, status, held).map((action) => (
                        <Button
                          key={action}
                          size="compact-xs"
                          styles={{ label: { overflow: 'visible' } }}
                          variant="subtle"
                          color={ACTION_COLORS[action] ?? 'blue'}
                          onClick={() => void runAction(action, row)}
                          data-testid={`resource-action-${action}`}
                        >
                          {t(`resources.common.${action}`)}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {list.data && rows.length === 0 && <NoDataRow colSpan={colSpan} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="resource-page"
        page={state.page}
        size={state.size}
        total={total}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
      {dialog}
    </Stack>
  );
}
