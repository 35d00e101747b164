import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from '../lib/router';
import type { ResourceDef, RowAction } from '../../domain/resources/types';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { RowAction as RowActionButton } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useConfirm } from '../components/confirm-dialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { CellValue } from './cell-value';
import { exportResource, useResourceMutations } from './resource-api';
import type { ResourceNavState } from './resource-detail-page';
import { knownOption, ResourceFilters } from './resource-filters';
import { resourceKeys } from './resource-keys';
import {
  heldBy,
  canWrite,
  detailPath,
  filterDefs,
  keyOf,
  labelKeyOf,
  listColumns,
  rowActions,
  sortableFields,
  statusOf,
  titleKey,
  versionOf,
  type Row,
} from './resource-meta';
import { partsOf, type ResourceParts } from './resource-parts';
import { StatusBadge } from '../components/status-badge';

const ACTION_COLORS: Partial<Record<RowAction, string>> = { delete: 'red', deactivate: 'orange', activate: 'green' };

/** Text fields show one line, cut when long, the whole value on hover. */
const TEXT_KINDS = new Set(['text', 'textarea', 'email']);

export interface ResourceListPageProps<R> {
  def: ResourceDef;
  /** The replaced parts; default the engine resource's from `resource-parts.ts`. */
  parts?: ResourceParts<R>;
}

/**
 * `def.webList`: the server-paged list of any resource; all its state lives in the URL (bookmarkable). An
 * own-API entity (`def.ownApi`) is listed the same way from its own endpoint at `def.path`.
 */
export function ResourceListPage<R extends object = Row>({ def, parts: given }: ResourceListPageProps<R>) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const held = heldBy(useSessionUser());
  const parts = given ?? (partsOf(def) as unknown as ResourceParts<R>);
  const own = def.ownApi;
  const filterFieldDefs = filterDefs(def);
  const filters = filterFieldDefs.map((f) => f.name);
  // A menu entry's preset filters go into the URL (so the filter shows them) and into the first request.
  const missingPresets = Object.entries(parts.presetFilters ?? {}).filter(([name]) => !params.has(name));
  const list = useServerList<R>({
    queryKey: (query) => (own ? resourceKeys.ownList(own.queryKey, query) : resourceKeys.list(def, query)),
    path: API_PATHS.resource(def.path),
    spec: { sortable: sortableFields(def), filters },
    extraQuery: missingPresets.length > 0 ? Object.fromEntries(missingPresets) : undefined,
    // A select filter sends only one of its options.
    mapQuery: (query) => {
      const next = { ...query };
      for (const field of filterFieldDefs)
        if (typeof next[field.name] === 'string' && knownOption(field, String(next[field.name])) === undefined)
          delete next[field.name];
      return next;
    },
  });
  const presetKey = JSON.stringify(missingPresets);
  const { update } = list;
  useEffect(() => {
    const presets = JSON.parse(presetKey) as [string, string][];
    if (presets.length > 0) update(Object.fromEntries(presets));
  }, [presetKey, update]);
  const { act } = useResourceMutations(def);
  const { confirm, dialog } = useConfirm();
  const [opened, setOpened] = useState<R | null>(null);

  const writable = canWrite(def, held);
  const fields = listColumns(def);
  const navState: ResourceNavState = { listSearch: location.search };
  const asRow = (row: R) => row as unknown as Row;

  async function runAction(action: RowAction, row: R) {
    const key = keyOf(def, asRow(row));
    if (action === 'view' || action === 'edit' || action === 'clone' || action === 'amend') {
      void navigate(detailPath(def, action, key), { state: navState });
      return;
    }
    if (action === 'delete' && !(await confirm(t('resources.common.confirmDelete', { key })))) return;
    try {
      await act.mutateAsync({ key, action, version: versionOf(asRow(row)) });
      notifySuccess(t(`resources.common.done.${action}`, { key }));
    } catch (error) {
      if (!isSessionHandledError(error)) notifyError(errorMessage(error, t));
    }
  }

  const columns: ListColumn<R>[] = fields.map((field) => {
    const part = parts.cells?.[field.name];
    const cell = typeof part === 'function' ? { render: part } : part;
    const value = (row: R) => {
      const v = asRow(row)[field.name];
      return v === null || v === undefined ? '' : String(v);
    };
    const plainText = TEXT_KINDS.has(field.kind) && !field.mono;
    return {
      key: field.name,
      label: t(labelKeyOf(def, field)),
      sortable: field.sortable,
      width: cell?.width,
      align: cell?.align ?? (field.kind === 'int' ? 'right' : undefined),
      render: (row) => (cell ? cell.render(row) : <CellValue def={def} field={field} row={asRow(row)} />),
      ...(cell?.text ? { text: cell.text } : plainText && !cell ? { text: value } : { noWrap: true }),
    };
  });
  if (def.statusField && !fields.some((c) => c.name === def.statusField))
    columns.push({
      key: def.statusField,
      label: t('resources.common.statusLabel'),
      noWrap: true,
      width: '1%',
      render: (row) => {
        const status = statusOf(def, asRow(row));
        return status && <StatusBadge status={status} />;
      },
    });

  const testIds = parts.testIds ?? {};
  const prefix = testIds.list ?? 'resource';
  const rowTestId = testIds.row;
  const searchable = own ? own.search !== false : def.fields.some((f) => f.search);
  const exportable = own ? own.export === true : true;
  const itemPath = parts.itemPath;
  const RowDialog = parts.rowDialog;
  const onOpen = itemPath
    ? (row: R) => void navigate(itemPath(row), { state: navState })
    : RowDialog
      ? (row: R) => setOpened(() => row)
      : undefined;

  return (
    <div data-testid={`resource-list-${def.name}`}>
      <ServerList<R>
        testId={prefix}
        testIds={{
          table: testIds.table ?? (own ? undefined : 'resource-table'),
          paging: testIds.paging ?? (own ? undefined : 'resource-page'),
          row: rowTestId ? () => rowTestId : undefined,
        }}
        list={list}
        title={t(def.title ?? titleKey(def))}
        columns={columns}
        defaultSort={def.defaultSort}
        rowKey={(row) => keyOf(def, asRow(row))}
        search={typeof own?.search === 'object' ? { placeholder: t(own.search.placeholder) } : searchable}
        onOpen={onOpen}
        toolbar={
          filters.length > 0 && (
            <ResourceFilters
              def={def}
              values={list.state.filters}
              onChange={(name, value) => list.update({ [name]: value })}
              testIds={testIds.filters}
            />
          )
        }
        onExport={exportable ? (format) => exportResource(api, def, list.state, format) : undefined}
        headerActions={
          own
            ? parts.create && (
                <Button component={Link} to={parts.create.path} state={navState} data-testid={parts.create.testId}>
                  {parts.create.label}
                </Button>
              )
            : writable && (
                <Button component={Link} to={detailPath(def, 'new')} state={navState} data-testid="resource-new">
                  {t('resources.common.new')}
                </Button>
              )
        }
        rowActions={
          own && !parts.rowActions
            ? undefined
            : (row) => (
                <>
                  {rowActions(def, statusOf(def, asRow(row)), held).map((action) => (
                    <RowActionButton
                      key={action}
                      color={ACTION_COLORS[action]}
                      onClick={() => void runAction(action, row)}
                      testId={`resource-action-${action}`}
                      label={t(`resources.common.${action}`)}
                    />
                  ))}
                  {parts.rowActions?.(row)}
                </>
              )
        }
      >
        {parts.above}
      </ServerList>
      {RowDialog && opened && <RowDialog row={opened} onClose={() => setOpened(null)} />}
      {dialog}
    </div>
  );
}
