import { NoDataRow } from '../components/list-rows';
import { Alert, Badge, Button, Group, Loader, Menu, NativeSelect, ScrollArea, Stack, Table } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../domain/roles';
import { Navigate, useNavigate } from 'react-router';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-list-url-state';
import { useConfirm } from '../general/confirm-dialog';
import { notifyError, notifySuccess } from '../general/notify';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { StatusBadge } from '../resources/status-badge';
import { apiPath, useDatatable } from './admin-api';
import { SortableTh } from './sortable-th';
import { useCan } from './use-can';
import { isLocked, type UserRow, type UsersScope } from './users-api';
import { PageTitle } from '../components/page-title';

const SORT = { field: 'usrId', order: 'asc' as const };

type UserAction = 'activate' | 'deactivate' | 'unlock' | 'reset-password';

/**
 * The users list. `scope` all: the platform's view of every company's users (company column and
 * filter); own: a company administrator's own users. `detailBase` + /view|edit|new/:id opens a user.
 */
export function UsersListPage({ scope, detailBase }: { scope: UsersScope; detailBase: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const allowed = useCan('users.manage');
  const platform = useCan('sysparam.manage');
  const spec = {
    sortable: ['usrId', 'usrName', 'accnId', 'usrStatus'],
    filters: scope === 'all' ? ['usrStatus', 'accnId'] : ['usrStatus'],
  };
  const { state, update } = useListUrlState(spec);
  const list = useDatatable<UserRow>('users', apiPath('users'), state);
  const act = useMutation({
    mutationFn: ({ row, action }: { row: UserRow; action: UserAction }) =>
      api.post(
        apiPath('users', row.usrId, action),
        action === 'activate' || action === 'deactivate' ? { version: row.version } : undefined,
      ),
    onSuccess: (_d, { action }) => {
      notifySuccess(t(`users.done.${action}`));
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        notifyError(err.message);
        void queryClient.invalidateQueries({ queryKey: ['users'] });
      } else notifyError(errorMessage(err, t));
    },
  });
  if (!allowed || (scope === 'all' && !platform)) return <Navigate to={PATHS.noPermission} replace />;

  const run = async (row: UserRow, action: UserAction) => {
    if (action !== 'unlock' && !(await confirm(t(`users.confirm.${action}`, { id: row.usrId })))) return;
    act.mutate({ row, action });
  };
  const open = (viewType: 'view' | 'edit', row: UserRow) =>
    void navigate(`${detailBase}/${viewType}/${encodeURIComponent(row.usrId)}`);
  const rows = list.data?.aaData ?? [];
  const cols = scope === 'all' ? 8 : 7;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{scope === 'all' ? t('users.titleAll') : t('users.title')}</PageTitle>
        <Button onClick={() => void navigate(`${detailBase}/new`)} data-testid="user-new">
          {t('users.new')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="users-search"
          w={240}
        />
        <NativeSelect
          label={t('users.status')}
          value={state.filters.usrStatus ?? ''}
          data={[
            { value: '', label: t('admin.all') },
            { value: 'A', label: t('resources.common.status.A') },
            { value: 'I', label: t('resources.common.status.I') },
          ]}
          onChange={(e) => update({ usrStatus: e.currentTarget.value || null })}
          data-testid="users-status-filter"
        />
        {scope === 'all' && (
          <DebouncedTextInput
            label={t('users.companyId')}
            value={state.filters.accnId ?? ''}
            onChange={(accnId) => update({ accnId: accnId?.toUpperCase() ?? null })}
            testId="users-company-filter"
            w={180}
          />
        )}
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="users-list" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="usrId" state={state} defaultSort={SORT} update={update}>
                {t('users.usrId')}
              </SortableTh>
              <SortableTh column="usrName" state={state} defaultSort={SORT} update={update}>
                {t('users.usrName')}
              </SortableTh>
              {scope === 'all' && (
                <SortableTh column="accnId" state={state} defaultSort={SORT} update={update}>
                  {t('users.company')}
                </SortableTh>
              )}
              <Table.Th>{t('users.contactEmail')}</Table.Th>
              <Table.Th>{t('users.contactTel')}</Table.Th>
              <Table.Th>{t('users.roles')}</Table.Th>
              <SortableTh column="usrStatus" state={state} defaultSort={SORT} update={update}>
                {t('users.status')}
              </SortableTh>
              <Table.Th>{t('admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const locked = isLocked(row);
              return (
                <Table.Tr key={row.usrId} data-testid="user-row">
                  <Table.Td ff="monospace">{row.usrId}</Table.Td>
                  <Table.Td>{row.usrName}</Table.Td>
                  {scope === 'all' && (
                    <Table.Td>
                      {row.accnName ?? ''} <span style={{ opacity: 0.6 }}>({row.accnId})</span>
                    </Table.Td>
                  )}
                  <Table.Td>{row.contactEmail}</Table.Td>
                  <Table.Td>{row.contactTel}</Table.Td>
                  <Table.Td>{row.roles.map((r) => roleName(r, i18n.resolvedLanguage)).join(', ')}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge status={row.usrStatus} />
                      {!row.activated && (
                        <Badge color="yellow" variant="light" data-testid="user-not-activated">
                          {t('users.notActivated')}
                        </Badge>
                      )}
                      {locked && (
                        <Badge color="red" variant="light">
                          {t('users.locked')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button size="compact-xs" variant="light" data-testid="user-actions">
                          {t('admin.actions')}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => open('view', row)} data-testid="user-action-view">
                          {t('users.actions.view')}
                        </Menu.Item>
                        <Menu.Item onClick={() => open('edit', row)} data-testid="user-action-edit">
                          {t('users.actions.edit')}
                        </Menu.Item>
                        {row.usrStatus === 'A' ? (
                          <Menu.Item onClick={() => void run(row, 'deactivate')} data-testid="user-action-deactivate">
                            {t('users.actions.deactivate')}
                          </Menu.Item>
                        ) : (
                          <Menu.Item onClick={() => void run(row, 'activate')} data-testid="user-action-activate">
                            {t('users.actions.activate')}
                          </Menu.Item>
                        )}
                        {locked && (
                          <Menu.Item onClick={() => void run(row, 'unlock')} data-testid="user-action-unlock">
                            {t('users.actions.unlock')}
                          </Menu.Item>
                        )}
                        <Menu.Item onClick={() => void run(row, 'reset-password')} data-testid="user-action-reset-password">
                          {t('users.actions.resetPassword')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {list.data && rows.length === 0 && <NoDataRow colSpan={cols} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="users"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
      {dialog}
    </Stack>
  );
}
