import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { bankName, PAYOUT_STATES } from '../../domain/payments/payouts';
import { ConfirmDialog } from '../components/confirm-modal';
import { useConflict } from '../components/form/use-conflict';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { useSessionUser } from '../lib/session-user';
import { PAYOUT_ROUTES, PAYOUTS_PATH, payoutKeys, payoutPath, type PayoutDetail, type PayoutRow } from './payouts-api';

const SPEC = { sortable: ['createdAt', 'payoutNo', 'accnName', 'amount', 'status'], filters: ['status', 'held'] };
const STATUS_COLOR: Record<string, string> = { NEW: 'blue', VER: 'cyan', APP: 'grape', PAYING: 'orange', PAID: 'green' };

export function PayoutStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status] ?? 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {t(`payouts.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const money = (row: Pick<PayoutRow, 'currency'>, amount: string) => formatMoneyWithCurrency(amount, row.currency);

/**
 * /opadmin/outboundpayments (payouts.read): the payouts to truck operators, newest first. Finance admin verifies a
 * NEW payout, finance head (never the verifier) approves a verified one and it is sent to the operator's bank; a
 * suspended operator's payouts are held; a truck operator sees its own, read-only.
 */
export function OutboundPaymentsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useSessionUser();
  const queryClient = useQueryClient();
  const mayBuild = useCan('payouts.verify');
  const navigate = useNavigate();
  const list = useServerList<PayoutRow>({ queryKey: payoutKeys.payouts, path: PAYOUTS_PATH, spec: SPEC });
  const [confirming, setConfirming] = useState<{ row: PayoutRow; verb: 'verify' | 'approve' } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
  const conflict = useConflict(refresh, { testId: 'payouts-conflict', reloadTestId: 'payouts-reload' });
  const act = useMutation({
    mutationFn: ({ row, verb }: { row: PayoutRow; verb: 'verify' | 'approve' }) =>
      api.post<PayoutDetail>(payoutPath(row.payoutId, verb), { version: row.version }),
    onMutate: () => conflict.clear(),
    onSuccess: (result, { verb }) => {
      if (verb === 'verify') notifySuccess(t('payouts.payouts.verified', { no: result.payoutNo }));
      else if (result.status === 'PAID') notifySuccess(t('payouts.payouts.paid', { no: result.payoutNo }));
      else notifyError(t('payouts.payouts.refused', { no: result.payoutNo, reason: result.lastFailureReason ?? '' }));
      refresh();
    },
    onError: (err) => {
      if (conflict.caught(err)) return;
      notifyError(errorMessage(err, t));
      if (err instanceof ApiError && err.status === 403) refresh();
    },
  });
  const build = useMutation({
    mutationFn: () => api.post<{ payouts: string[]; documents: number }>(`${PAYOUTS_PATH}/build`, {}),
    onSuccess: (result) => {
      notifySuccess(t('payouts.payouts.built', { count: result.documents }));
      refresh();
    },
    onError: (err) => notifyError(errorMessage(err, t)),
  });

  const columns: ListColumn<PayoutRow>[] = [
    {
      key: 'payoutNo',
      label: t('payouts.payouts.fields.payoutNo'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <>
          <Text size="sm" ff="monospace">
            {row.payoutNo}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`payouts.frequency.${row.frequency}`)} · {formatDate(row.periodStart)}
          </Text>
        </>
      ),
    },
    {
      key: 'accnName',
      label: t('payouts.payouts.fields.operator'),
      sortable: true,
      render: (row) => (
        <>
          <Text size="sm">{row.accnName}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.accnId}
          </Text>
        </>
      ),
    },
    {
      key: 'gross',
      label: t('payouts.payouts.fields.gross'),
      align: 'right',
      noWrap: true,
      render: (row) => (
        <>
          <Text size="sm">{money(row, row.gross)}</Text>
          <Text size="xs" c="dimmed">
            {t('payouts.payouts.fields.documents')}: {row.documents}
          </Text>
        </>
      ),
    },
    {
      key: 'netting',
      label: t('payouts.payouts.fields.netting'),
      align: 'right',
      noWrap: true,
      render: (row) => money(row, row.netting),
    },
    {
      key: 'amount',
      label: t('payouts.payouts.fields.amount'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (row) => (
        <Text size="sm" fw={600} data-testid={`payout-amount-${row.payoutId}`}>
          {money(row, row.amount)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('payouts.payouts.fields.status'),
      sortable: true,
      render: (row) => (
        <Stack gap={2} data-testid={`payout-status-${row.payoutId}`}>
          <Group gap={4} wrap="nowrap">
            <PayoutStatusBadge status={row.status} />
            {row.held && (
              <Tooltip label={t('payouts.payouts.heldHint')}>
                <Badge color="red" variant="filled" data-testid={`payout-held-${row.payoutId}`}>
                  {t('payouts.payouts.held')}
                </Badge>
              </Tooltip>
            )}
          </Group>
          {row.lastFailureReason && row.status === 'NEW' && (
            <Text size="xs" c="red">
              {t('payouts.payouts.failed', { reason: row.lastFailureReason })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'account',
      label: t('payouts.payouts.fields.account'),
      noWrap: true,
      render: (row) =>
        row.accountNo ? (
          <>
            <Text size="sm" ff="monospace">
              {row.accountNo}
            </Text>
            <Text size="xs" c="dimmed">
              {bankName(row.bankCode ?? '')} · {row.holderName}
            </Text>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'createdAt',
      label: t('payouts.payouts.fields.verifiedBy'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <>
          <Text size="xs" ff="monospace">
            {row.verifiedBy ?? '—'} / {row.approvedBy ?? '—'}
          </Text>
          {row.paidAt && (
            <Text size="xs" c="dimmed">
              {t('payouts.payouts.fields.paidAt')}: {formatDateTime(row.paidAt)}
            </Text>
          )}
        </>
      ),
    },
  ];

  const rowActions = (row: PayoutRow) => {
    const ownVerification = row.status === 'VER' && row.verifiedBy === me.usrId;
    return (
      <>
        {row.actions.includes('verify') && (
          <RowAction
            label={t('payouts.payouts.verify')}
            onClick={() => setConfirming({ row, verb: 'verify' })}
            testId={`payout-verify-${row.payoutId}`}
          />
        )}
        {(row.actions.includes('approve') || ownVerification) && (
          <Tooltip label={t('payouts.payouts.ownVerification')} disabled={!ownVerification}>
            <span>
              <RowAction
                label={t('payouts.payouts.approve')}
                color="green"
                disabled={!row.actions.includes('approve')}
                onClick={() => setConfirming({ row, verb: 'approve' })}
                testId={`payout-approve-${row.payoutId}`}
              />
            </span>
          </Tooltip>
        )}
      </>
    );
  };

  const c = confirming;
  return (
    <Stack gap="md">
      <ServerList<PayoutRow>
        testId="payouts"
        list={list}
        title={t('payouts.payouts.title')}
        columns={columns}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        rowKey={(row) => String(row.payoutId)}
        onOpen={(row) => void navigate(`${PAYOUT_ROUTES.payoutView}/${row.payoutId}`)}
        filters={[
          {
            name: 'status',
            label: t('payouts.payouts.fields.status'),
            allLabel: t('payouts.payouts.allStatuses'),
            options: PAYOUT_STATES.map((s) => ({ value: s, label: t(`payouts.status.${s}`) })),
          },
          {
            name: 'held',
            label: t('payouts.payouts.heldFilter'),
            options: [
              { value: 'true', label: t('payouts.payouts.held') },
              { value: 'false', label: t('payouts.payouts.notHeld') },
            ],
          },
        ]}
        headerActions={
          mayBuild ? (
            <Button
              size="xs"
              variant="light"
              loading={build.isPending}
              onClick={() => build.mutate()}
              data-testid="payouts-build"
            >
              {t('payouts.payouts.build')}
            </Button>
          ) : undefined
        }
        rowActions={rowActions}
      >
        {conflict.alert}
      </ServerList>
      <ConfirmDialog
        opened={c !== null}
        title={
          c ? t(c.verb === 'verify' ? 'payouts.payouts.verifyTitle' : 'payouts.payouts.approveTitle', { no: c.row.payoutNo }) : ''
        }
        message={
          c
            ? t(c.verb === 'verify' ? 'payouts.payouts.verifyMessage' : 'payouts.payouts.approveMessage', {
                amount: money(c.row, c.row.amount),
                operator: c.row.accnName,
                account: `${bankName(c.row.bankCode ?? '')} ${c.row.accountNo ?? ''}`,
              })
            : ''
        }
        onYes={() => {
          if (c) act.mutate(c);
          setConfirming(null);
        }}
        onNo={() => setConfirming(null)}
      />
    </Stack>
  );
}
