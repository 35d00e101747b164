import { Badge, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { roleName } from '../../domain/roles';
import { useNavigate } from '../lib/router';
import { useApi } from '../lib/api-context';
import { RowAction } from '../components/row-action';
import { userResource } from '../../domain/resources/admin/user';
import { ResourceListPage } from '../resources';
import { useConfirm } from '../components/confirm-dialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { useConflict } from '../components/form/use-conflict';
import { errorMessage } from '../lib/error-message';
import { StatusBadge } from '../components/status-badge';
import { apiPath } from '../lib/admin-api';
import { isLocked, userKeys, type UserRow, type UsersScope } from './users-api';

const USERS_ALL = userResource('all');
const USERS_OWN = userResource('own');

type UserAction = 'activate' | 'deactivate' | 'unlock' | 'reset-password';

/**
 * The users list: the engine's list of `userResource(scope)` with the feature's status cell and row actions. `scope`
 * all: the platform's view of every company's users (company column and filter); own: a company administrator's own
 * users. `detailBase` + /view|edit|new/:id opens a user.
 */
export function UsersListPage({ scope, detailBase }: { scope: UsersScope; detailBase: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  // A 409 (the user changed meanwhile): the conflict alert above the list; its Reload reads the list again.
  const conflict = useConflict(() => void queryClient.invalidateQueries({ queryKey: userKeys.all }), {
    testId: 'users-conflict',
    reloadTestId: 'users-reload',
  });
  const act = useMutation({
    mutationFn: ({ row, action }: { row: UserRow; action: UserAction }) =>
      api.post(
        apiPath('users', row.usrId, action),
        action === 'activate' || action === 'deactivate' ? { version: row.version } : undefined,
      ),
    onMutate: () => conflict.clear(),
    onSuccess: (_d, { action }) => {
      notifySuccess(t(`users.done.${action}`));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (err) => {
      if (!conflict.caught(err)) notifyError(errorMessage(err, t));
    },
  });

  const run = async (row: UserRow, action: UserAction) => {
    if (action !== 'unlock' && !(await confirm(t(`users.confirm.${action}`, { id: row.usrId })))) return;
    act.mutate({ row, action });
  };
  const open = (viewType: 'view' | 'edit', row: UserRow) =>
    void navigate(`${detailBase}/${viewType}/${encodeURIComponent(row.usrId)}`);
  const roles = (row: UserRow) => row.roles.map((r) => roleName(r, i18n.resolvedLanguage)).join(', ');
  const company = (row: UserRow) => `${row.accnName ?? ''} (${row.accnId})`;

  return (
    <>
      <ResourceListPage<UserRow>
        def={scope === 'all' ? USERS_ALL : USERS_OWN}
        parts={{
          above: conflict.alert,
          testIds: {
            list: 'users',
            row: 'user-row',
            filters: { usrStatus: 'users-status-filter', accnId: 'users-company-filter' },
          },
          create: { path: `${detailBase}/new`, label: t('users.new'), testId: 'user-new' },
          cells: {
            accnId: {
              render: (row) => (
                <>
                  {row.accnName ?? ''} <span style={{ opacity: 0.6 }}>({row.accnId})</span>
                </>
              ),
              text: company,
            },
            roles: { render: roles, text: roles },
            usrStatus: (row) => (
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
          rowActions: (row) => (
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
                <RowAction
                  label={t('users.actions.unlock')}
                  onClick={() => void run(row, 'unlock')}
                  testId="user-action-unlock"
                />
              )}
              <RowAction
                label={t('users.actions.resetPassword')}
                onClick={() => void run(row, 'reset-password')}
                testId="user-action-reset-password"
              />
            </>
          ),
        }}
      />
      {dialog}
    </>
  );
}
