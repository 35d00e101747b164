import { Badge, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../domain/roles';
import { useNavigate } from 'react-router';
import { useApi } from '../lib/api-context';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useConfirm } from '../components/confirm-dialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { StatusBadge } from '../components/status-badge';
import { apiPath } from '../lib/admin-api';
import { isLocked, userKeys, type UserRow, type UsersScope } from './users-api';

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
  const list = useServerList<UserRow>({
    queryKey: userKeys.list,
    path: apiPath('users'),
    spec: {
      sortable: ['usrId', 'usrName', 'accnId', 'usrStatus'],
      filters: scope === 'all' ? ['usrStatus', 'accnId'] : ['usrStatus'],
    },
  });
  const act = useMutation({
    mutationFn: ({ row, action }: { row: UserRow; action: UserAction }) =>
      api.post(
        apiPath('users', row.usrId, action),
        action === 'activate' || action === 'deactivate' ? { version: row.version } : undefined,
      ),
    onSuccess: (_d, { action }) => {
      notifySuccess(t(`users.done.${action}`));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        notifyError(err.message);
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      } else notifyError(errorMessage(err, t));
    },
  });

  const run = async (row: UserRow, action: UserAction) => {
    if (action !== 'unlock' && !(await confirm(t(`users.confirm.${action}`, { id: row.usrId })))) return;
    act.mutate({ row, action });
  };
  const open = (viewType: 'view' | 'edit', row: UserRow) =>
    void navigate(`${detailBase}/${viewType}/${encodeURIComponent(row.usrId)}`);
  const { state, update } = list;
  const columns: ListColumn<UserRow>[] = [
    {
      key: 'usrId',
      label: t('users.usrId'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text ff="monospace" fz="sm">
          {row.usrId}
        </Text>
      ),
    },
    { key: 'usrName', label: t('users.usrName'), sortable: true, render: (row) => row.usrName, text: (row) => row.usrName },
    ...(scope === 'all'
      ? [
          {
            key: 'accnId',
            label: t('users.company'),
            sortable: true,
            text: (row: UserRow) => `${row.accnName ?? ''} (${row.accnId})`,
            render: (row: UserRow) => (
              <>
                {row.accnName ?? ''} <span style={{ opacity: 0.6 }}>({row.accnId})</span>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'contactEmail',
      label: t('users.contactEmail'),
      render: (row) => row.contactEmail,
      text: (row) => row.contactEmail ?? '',
    },
    { key: 'contactTel', label: t('users.contactTel'), noWrap: true, render: (row) => row.contactTel },
    {
      key: 'roles',
      label: t('users.roles'),
      render: (row) => row.roles.map((r) => roleName(r, i18n.resolvedLanguage)).join(', '),
      text: (row) => row.roles.map((r) => roleName(r, i18n.resolvedLanguage)).join(', '),
    },
    {
      key: 'usrStatus',
      label: t('users.status'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <StatusBadge status={row.usrStatus} />
          {!row.activated && (
            <Badge color="yellow" variant="light" data-testid="user-not-activated">
              {t('users.notActivated')}
            </Badge>
          )}
          {isLocked(row) && (
            <Badge color="red" variant="light">
              {t('users.locked')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <ServerList<UserRow>
        testId="users"
        testIds={{ row: () => 'user-row' }}
        list={list}
        title={scope === 'all' ? t('users.titleAll') : t('users.title')}
        headerActions={
          <Button onClick={() => void navigate(`${detailBase}/new`)} data-testid="user-new">
            {t('users.new')}
          </Button>
        }
        columns={columns}
        defaultSort={SORT}
        rowKey={(row) => row.usrId}
        toolbar={
          <>
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
          </>
        }
        rowActions={(row) => (
          <>
            <RowAction label={t('users.actions.view')} onClick={() => open('view', row)} testId="user-action-view" />
            <RowAction label={t('users.actions.edit')} onClick={() => open('edit', row)} testId="user-action-edit" />
            {row.usrStatus === 'A' ? (
              <RowAction
                color="orange"
                label={t('users.actions.deactivate')}
                onClick={() => void run(row, 'deactivate')}
                testId="user-action-deactivate"
              />
            ) : (
              <RowAction
                color="green"
                label={t('users.actions.activate')}
                onClick={() => void run(row, 'activate')}
                testId="user-action-activate"
              />
            )}
            {isLocked(row) && (
              <RowAction label={t('users.actions.unlock')} onClick={() => void run(row, 'unlock')} testId="user-action-unlock" />
            )}
            <RowAction
              label={t('users.actions.resetPassword')}
              onClick={() => void run(row, 'reset-password')}
              testId="user-action-reset-password"
            />
          </>
        )}
      />
      {dialog}
    </>
  );
}
