import { Anchor, Badge, Button, Group, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { useApi } from '../app/api-context';
import { AccountStatusBadge } from '../administration/account-status-badge';
import { NoDataRow } from '../components/list-rows';
import { ReasonModal } from '../components/reason-modal';
import { notifyError, notifySuccess } from '../general/notify';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../shell/session-user';
import { accountRequestPath, type AccountRequestRow } from './lifecycle-api';

const STATUS_COLOR: Record<string, string> = { PENDING: 'blue', APPROVED: 'green', REJECTED: 'red' };

export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status] ?? 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {t(`lifecycle.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Approve or reject a pending account request, with an optional reason; the lists and the company refresh. */
export function useDecideRequest() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ row: AccountRequestRow; verb: 'approve' | 'reject' } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ row, verb, reason }: { row: AccountRequestRow; verb: 'approve' | 'reject'; reason: string }) =>
      api.post<{ accnStatus: string }>(accountRequestPath(row.reqId, verb), reason ? { reason } : {}),
    onSuccess: (result, { row, verb }) => {
      notifySuccess(
        t(`lifecycle.done.${verb}`, {
          company: row.accnName,
          status: t(`accountStatus.${result.accnStatus}`, { defaultValue: result.accnStatus }),
        }),
      );
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: ['account-requests'] });
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && (err.status === 409 || err.status === 403)) {
        setDeciding(null);
        notifyError(errorMessage(err, t));
        void queryClient.invalidateQueries({ queryKey: ['account-requests'] });
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
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
  return { open, modal };
}

/**
 * Approve and reject of a pending request. Maker-checker: the requester sees the buttons disabled,
 * with the reason (the server would answer 403).
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
          <Button
            size="compact-xs"
            color="green"
            disabled={!row.actions.includes('approve')}
            onClick={() => onDecide(row, 'approve')}
            data-testid={`lifecycle-approve-${row.reqId}`}
          >
            {t('lifecycle.approve')}
          </Button>
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            disabled={!row.actions.includes('reject')}
            onClick={() => onDecide(row, 'reject')}
            data-testid={`lifecycle-reject-${row.reqId}`}
          >
            {t('lifecycle.reject')}
          </Button>
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

/** Account requests as a table: company, type, reason, who asked and when, status, and the decision. */
export function AccountRequestsTable({
  rows,
  loaded,
  canDecide,
  testId = 'lifecycle-requests',
}: {
  rows: AccountRequestRow[];
  loaded: boolean;
  canDecide: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { open, modal } = useDecideRequest();
  return (
    <>
      <ScrollArea>
        <Table striped data-testid={testId} miw={1000}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('company.fields.accnName')}</Table.Th>
              <Table.Th>{t('lifecycle.reqType')}</Table.Th>
              <Table.Th>{t('lifecycle.reason')}</Table.Th>
              <Table.Th>{t('lifecycle.requestedBy')}</Table.Th>
              <Table.Th>{t('lifecycle.requestedAt')}</Table.Th>
              <Table.Th>{t('accounts.status')}</Table.Th>
              <Table.Th>{t('lifecycle.requestStatus')}</Table.Th>
              <Table.Th>{t('admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.reqId} data-testid={`lifecycle-row-${row.reqId}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/manageAccount/view/${encodeURIComponent(row.accnId)}`} size="sm">
                    {row.accnName}
                  </Anchor>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {row.accnId}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`lifecycle.type.${row.reqType}`, { defaultValue: row.reqType })}</Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm">{row.reason}</Text>
                  {row.decisionReason && (
                    <Text size="xs" c="dimmed">
                      {t('lifecycle.decisionReason')}: {row.decisionReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">{row.requestedBy}</Table.Td>
                <Table.Td>{formatDateTime(row.requestedAt)}</Table.Td>
                <Table.Td>
                  <AccountStatusBadge status={row.accnStatus} />
                </Table.Td>
                <Table.Td>
                  <RequestStatusBadge status={row.status} />
                  {row.decidedBy && (
                    <Text size="xs" c="dimmed">
                      {row.decidedBy}
                      {row.decidedAt ? `, ${formatDateTime(row.decidedAt)}` : ''}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{canDecide && <DecisionButtons row={row} onDecide={open} />}</Table.Td>
              </Table.Tr>
            ))}
            {loaded && rows.length === 0 && <NoDataRow colSpan={8} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {modal}
    </>
  );
}
