import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { useApi } from '../lib/api-context';
import { accountKeys } from '../accounts';
import { AccountStatusBadge } from '../accounts';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn, type ServerListProps } from '../components/server-list';
import { notifyError, notifySuccess } from '../lib/notify';
import { ApiError } from '../lib/api-errors';
import { useConflict } from '../components/form/use-conflict';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { dashboardKeys } from '../lib/shared-keys';
import { accountRequestKeys, accountRequestPath, type AccountRequestDecision, type AccountRequestRow } from './lifecycle-api';

const STATUS_COLOR: Record<string, string> = { PENDING: 'blue', APPROVED: 'green', REJECTED: 'red' };

export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status] ?? 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {t(`lifecycle.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/**
 * Approve or reject a pending account request, with an optional reason; the lists and the company refresh. A 409
 * (decided meanwhile, the company's status moved) shows `conflict.alert`, whose Reload reads the requests and the
 * company again; the company page's own requests use the same `conflict`.
 */
export function useDecideRequest() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const conflict = useConflict(
    () => {
      void queryClient.invalidateQueries({ queryKey: accountRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    { testId: 'lifecycle-conflict', reloadTestId: 'lifecycle-reload' },
  );
  const [deciding, setDeciding] = useState<{ row: AccountRequestRow; verb: 'approve' | 'reject' } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ row, verb, reason }: { row: AccountRequestRow; verb: 'approve' | 'reject'; reason: string }) =>
      api.post<AccountRequestDecision>(accountRequestPath(row.reqId, verb), reason ? { reason } : {}),
    onMutate: () => conflict.clear(),
    onSuccess: (result, { row, verb }) => {
      notifySuccess(
        t(`lifecycle.done.${verb}`, {
          company: row.accnName,
          status: t(`accountStatus.${result.accnStatus}`, { defaultValue: result.accnStatus }),
        }),
      );
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: accountRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (err) => {
      if (conflict.caught(err)) setDeciding(null);
      else if (err instanceof ApiError && err.status === 403) {
        // Not this user's to decide (maker-checker, a permission taken meanwhile): said, and the lists read again.
        setDeciding(null);
        notifyError(errorMessage(err, t));
        void queryClient.invalidateQueries({ queryKey: accountRequestKeys.all });
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      } else setError(errorMessage(err, t));
    },
  });
  const open = (row: AccountRequestRow, verb: 'approve' | 'reject') => {
    setError(null);
    setDeciding({ row, verb });
  };
  const modal = (
    <ReasonModal
      opened={deciding !== null}
      title={
        deciding ? t(`lifecycle.decideTitle.${deciding.verb}.${deciding.row.reqType}`, { company: deciding.row.accnName }) : ''
      }
      message={deciding ? t(`lifecycle.decideMessage.${deciding.verb}.${deciding.row.reqType}`) : undefined}
      required={false}
      confirmLabel={deciding ? t(`lifecycle.${deciding.verb}`) : ''}
      confirmColor={deciding?.verb === 'reject' ? 'red' : 'green'}
      busy={decide.isPending}
      error={error}
      onConfirm={(reason) => deciding && decide.mutate({ ...deciding, reason })}
      onClose={() => setDeciding(null)}
    />
  );
  return { open, modal, conflict };
}

/**
 * Approve and reject of a pending request (the list's row actions). Maker-checker: the requester sees the buttons
 * disabled, with the reason (the server's `actions` leave them out; it would answer 403).
 */
export function DecisionButtons({
  row,
  onDecide,
}: {
  row: AccountRequestRow;
  onDecide: (row: AccountRequestRow, verb: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const me = useSessionUser();
  if (row.status !== 'PENDING') return null;
  const own = row.requestedBy === me.usrId;
  return (
    <Stack gap={2}>
      <Tooltip label={t('lifecycle.ownRequest')} disabled={!own} multiline w={260}>
        <Group gap={4} wrap="nowrap">
          <RowAction
            label={t('lifecycle.approve')}
            color="green"
            disabled={!row.actions.includes('approve')}
            onClick={() => onDecide(row, 'approve')}
            testId={`lifecycle-approve-${row.reqId}`}
          />
          <RowAction
            label={t('lifecycle.reject')}
            color="red"
            disabled={!row.actions.includes('reject')}
            onClick={() => onDecide(row, 'reject')}
            testId={`lifecycle-reject-${row.reqId}`}
          />
        </Group>
      </Tooltip>
      {own && (
        <Text size="xs" c="dimmed" data-testid={`lifecycle-own-${row.reqId}`}>
          {t('lifecycle.ownRequestShort')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Account requests in the one list: company, type, reason, who asked and when, status, and the decision as row
 * actions. The list (`useServerList` under `accountRequestKeys`) and its filters come from the screen.
 */
export function AccountRequestsTable(
  props: Omit<ServerListProps<AccountRequestRow>, 'columns' | 'defaultSort' | 'rowKey' | 'rowActions'>,
) {
  const { t } = useTranslation();
  const { open, modal, conflict } = useDecideRequest();
  const columns: ListColumn<AccountRequestRow>[] = [
    {
      key: 'accnName',
      label: t('company.fields.accnName'),
      render: (row) => (
        <>
          <Anchor component={Link} to={`/manageAccount/view/${encodeURIComponent(row.accnId)}`} size="sm">
            {row.accnName}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.accnId}
          </Text>
        </>
      ),
    },
    {
      key: 'reqType',
      label: t('lifecycle.reqType'),
      noWrap: true,
      render: (row) => t(`lifecycle.type.${row.reqType}`, { defaultValue: row.reqType }),
    },
    {
      key: 'reason',
      label: t('lifecycle.reason'),
      width: 280,
      render: (row) => (
        <>
          <Text size="sm">{row.reason}</Text>
          {row.decisionReason && (
            <Text size="xs" c="dimmed">
              {t('lifecycle.decisionReason')}: {row.decisionReason}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'requestedBy',
      label: t('lifecycle.requestedBy'),
      noWrap: true,
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.requestedBy}
        </Text>
      ),
    },
    { key: 'requestedAt', label: t('lifecycle.requestedAt'), noWrap: true, render: (row) => formatDateTime(row.requestedAt) },
    {
      key: 'accnStatus',
      label: t('accounts.status'),
      noWrap: true,
      render: (row) => <AccountStatusBadge status={row.accnStatus} />,
    },
    {
      key: 'status',
      label: t('lifecycle.requestStatus'),
      render: (row) => (
        <>
          <RequestStatusBadge status={row.status} />
          {row.decidedBy && (
            <Text size="xs" c="dimmed">
              {row.decidedBy}
              {row.decidedAt ? `, ${formatDateTime(row.decidedAt)}` : ''}
            </Text>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <ServerList<AccountRequestRow>
        search={false}
        {...props}
        columns={columns}
        defaultSort={{ field: 'requestedAt', order: 'desc' }}
        rowKey={(row) => row.reqId}
        testIds={{ row: (row) => `lifecycle-row-${row.reqId}`, ...props.testIds }}
        rowActions={(row) => <DecisionButtons row={row} onDecide={open} />}
      >
        {conflict.alert}
        {props.children}
      </ServerList>
      {modal}
    </>
  );
}
