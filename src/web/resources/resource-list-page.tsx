import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
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
import { ResourceFilters } from './resource-filters';
import { resourceKeys } from './resource-keys';
import {
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
import { partsOf } from './resource-parts';
import { StatusBadge } from '../components/status-badge';

const ACTION_COLORS: Partial<Record<RowAction, string>> = { delete: 'red', deactivate: 'orange', activate: 'green' };

/** Text fields show one line, cut when long, the whole value on hover. */
const TEXT_KINDS = new Set(['text', 'textarea', 'email']);

/** `def.webList`: the server-paged list of any resource; all its state lives in the URL (bookmarkable). */
export function ResourceListPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const held = heldBy(useSessionUser());
  const filters = filterDefs(def).map((f) => f.name);
  const list = useServerList<Row>({
    queryKey: (query) => resourceKeys.list(def, query),
    path: API_PATHS.resource(def.path),
    spec: { sortable: sortableFields(def), filters },
  });
  const { act } = useResourceMutations(def);
  const { confirm, dialog } = useConfirm();
  const parts = partsOf(def);

  const writable = canWrite(def, held);
  const fields = listColumns(def);
  const navState: ResourceNavState = { listSearch: location.search };

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

  const columns: ListColumn<Row>[] = fields.map((field) => {
    const cell = parts.cells?.[field.name];
    const value = (row: Row) => (row[field.name] === null || row[field.name] === undefined ? '' : String(row[field.name]));
    return {
      key: field.name,
      label: t(fieldLabelKey(def, field.name)),
      sortable: field.sortable,
      render: (row) => (cell ? cell(row) : <CellValue def={def} field={field} row={row} />),
      ...(TEXT_KINDS.has(field.kind) && !cell ? { text: value } : { noWrap: true }),
    };
  });
  if (def.statusField && !fields.some((c) => c.name === def.statusField))
    columns.push({
      key: def.statusField,
      label: t('resources.common.statusLabel'),
      noWrap: true,
      width: '1%',
      render: (row) => {
        const status = statusOf(def, row);
        return status && <StatusBadge status={status} />;
      },
    });

  return (
    <div data-testid={`resource-list-${def.name}`}>
      <ServerList<Row>
        testId="resource"
        testIds={{ table: 'resource-table', paging: 'resource-page' }}
        list={list}
        title={t(titleKey(def))}
        columns={columns}
        defaultSort={def.defaultSort}
        rowKey={(row) => keyOf(def, row)}
        search={def.fields.some((f) => f.search)}
        toolbar={
          filters.length > 0 && (
            <ResourceFilters def={def} values={list.state.filters} onChange={(name, value) => list.update({ [name]: value })} />
          )
        }
        onExport={(format) => exportResource(api, def, list.state, format)}
        headerActions={
          writable && (
            <Button component={Link} to={detailPath(def, 'new')} state={navState} data-testid="resource-new">
              {t('resources.common.new')}
            </Button>
          )
        }
        rowActions={(row) => (
          <>
            {rowActions(def, statusOf(def, row), held).map((action) => (
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
        )}
      />
      {dialog}
    </div>
  );
}
