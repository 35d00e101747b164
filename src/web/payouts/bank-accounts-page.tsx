import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime } from '../../domain/format';
import { BANK_ACCOUNT_STATES } from '../../domain/payments/payouts';
import { useConflict } from '../components/form/use-conflict';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { useSessionUser } from '../lib/session-user';
import { BankAccountForm } from './bank-account-form';
import { BANK_ACCOUNTS_PATH, bankAccountPath, payoutKeys, type BankAccountRow } from './payouts-api';

const SPEC = { sortable: ['proposedAt', 'accnName', 'bankCode', 'state'], filters: ['state'] };
const STATE_COLOR: Record<string, string> = { PENDING: 'blue', VERIFIED: 'green', REJECTED: 'red', REPLACED: 'gray' };

export function BankAccountStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOR[state] ?? 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {t(`payouts.state.${state}`, { defaultValue: state })}
    </Badge>
  );
}

/**
 * /opadmin/bankaccounts (bankaccounts.read): the companies' bank accounts that payouts go to. Platform finance
 * proposes an account or a change (checked at the bank); a second person approves or rejects it; a company sees its
 * own accounts only.
 */
export function BankAccountsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useSessionUser();
  const queryClient = useQueryClient();
  const mayPropose = useCan('bankaccounts.manage');
  const list = useServerList<BankAccountRow>({ queryKey: payoutKeys.bankAccounts, path: BANK_ACCOUNTS_PATH, spec: SPEC });
  const [form, setForm] = useState<{ changing: BankAccountRow | null } | null>(null);
  const [deciding, setDeciding] = useState<{ row: BankAccountRow; verb: 'approve' | 'reject' } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
  const conflict = useConflict(refresh, { testId: 'bank-accounts-conflict', reloadTestId: 'bank-accounts-reload' });
  const decide = useMutation({
    mutationFn: ({ row, verb, reason }: { row: BankAccountRow; verb: 'approve' | 'reject'; reason: string }) =>
      api.post<BankAccountRow>(bankAccountPath(row.bankAcctId, verb), reason ? { reason } : {}),
    onMutate: () => conflict.clear(),
    onSuccess: (_result, { verb }) => {
      notifySuccess(t(verb === 'approve' ? 'payouts.bankAccounts.approved' : 'payouts.bankAccounts.rejected'));
      setDeciding(null);
      refresh();
    },
    onError: (err) => {
      if (conflict.caught(err)) setDeciding(null);
      else if (err instanceof ApiError && err.status === 403) {
        setDeciding(null);
        notifyError(errorMessage(err, t));
        refresh();
      } else setError(errorMessage(err, t));
    },
  });

  const columns: ListColumn<BankAccountRow>[] = [
    {
      key: 'accnName',
      label: t('payouts.bankAccounts.fields.accnId'),
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
      key: 'bankCode',
      label: t('payouts.bankAccounts.fields.bankCode'),
      sortable: true,
      noWrap: true,
      render: (row) => `${row.bankCode} ${row.bankName}`,
    },
    {
      key: 'accountNo',
      label: t('payouts.bankAccounts.fields.accountNo'),
      noWrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {row.accountNo}
          </Text>
          {row.isDefault && (
            <Badge size="xs" variant="outline">
              {t('payouts.bankAccounts.default')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'holderName',
      label: t('payouts.bankAccounts.fields.holderName'),
      render: (row) => (
        <>
          <Text size="sm">{row.holderName}</Text>
          <Text size="xs" c="dimmed">
            {t('payouts.bankAccounts.fields.bankHolderName')}: {row.bankHolderName}
          </Text>
        </>
      ),
    },
    { key: 'currency', label: t('payouts.bankAccounts.fields.currency'), noWrap: true, render: (row) => row.currency },
    {
      key: 'state',
      label: t('payouts.bankAccounts.fields.state'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Stack gap={2}>
          <BankAccountStateBadge state={row.state} />
          {row.replacesId !== null && (
            <Text size="xs" c="dimmed">
              {t('payouts.bankAccounts.replaces', { id: row.replacesId })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'proposedAt',
      label: t('payouts.bankAccounts.fields.proposedAt'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <>
          <Text size="sm">{formatDateTime(row.proposedAt)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.proposedBy}
            {row.decidedBy ? ` → ${row.decidedBy}` : ''}
          </Text>
        </>
      ),
    },
  ];

  const rowActions = (row: BankAccountRow) => {
    const own = row.state === 'PENDING' && row.proposedBy === me.usrId;
    return (
      <>
        {row.actions.includes('change') && (
          <RowAction
            label={t('payouts.bankAccounts.change')}
            onClick={() => setForm({ changing: row })}
            testId={`bank-account-change-${row.bankAcctId}`}
          />
        )}
        {row.state === 'PENDING' && (
          <Tooltip label={t('payouts.bankAccounts.ownProposal')} disabled={!own} multiline w={240}>
            <Group gap={4} wrap="nowrap">
              <RowAction
                label={t('payouts.bankAccounts.approve')}
                color="green"
                disabled={!row.actions.includes('approve')}
                onClick={() => {
                  setError(null);
                  setDeciding({ row, verb: 'approve' });
                }}
                testId={`bank-account-approve-${row.bankAcctId}`}
              />
              <RowAction
                label={t('payouts.bankAccounts.reject')}
                color="red"
                disabled={!row.actions.includes('reject')}
                onClick={() => {
                  setError(null);
                  setDeciding({ row, verb: 'reject' });
                }}
                testId={`bank-account-reject-${row.bankAcctId}`}
              />
            </Group>
          </Tooltip>
        )}
      </>
    );
  };

  return (
    <Stack gap="md">
      <ServerList<BankAccountRow>
        testId="bank-accounts"
        list={list}
        title={t('payouts.bankAccounts.title')}
        columns={columns}
        defaultSort={{ field: 'proposedAt', order: 'desc' }}
        rowKey={(row) => String(row.bankAcctId)}
        filters={[
          {
            name: 'state',
            label: t('payouts.bankAccounts.fields.state'),
            allLabel: t('payouts.bankAccounts.allStates'),
            options: BANK_ACCOUNT_STATES.map((s) => ({ value: s, label: t(`payouts.state.${s}`) })),
          },
        ]}
        headerActions={
          mayPropose ? (
            <Button size="xs" onClick={() => setForm({ changing: null })} data-testid="bank-account-new">
              {t('payouts.bankAccounts.new')}
            </Button>
          ) : undefined
        }
        rowActions={rowActions}
      >
        {conflict.alert}
      </ServerList>
      {form && (
        <BankAccountForm
          changing={form.changing}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            refresh();
          }}
        />
      )}
      <ReasonModal
        opened={deciding !== null}
        title={
          deciding
            ? t(deciding.verb === 'approve' ? 'payouts.bankAccounts.approveTitle' : 'payouts.bankAccounts.rejectTitle', {
                accountNo: deciding.row.accountNo,
              })
            : ''
        }
        required={deciding?.verb === 'reject'}
        confirmLabel={deciding ? t(`payouts.bankAccounts.${deciding.verb}`) : ''}
        confirmColor={deciding?.verb === 'reject' ? 'red' : 'green'}
        busy={decide.isPending}
        error={error}
        onConfirm={(reason) => deciding && decide.mutate({ ...deciding, reason })}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}
