import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { DayFilterInput } from '../components/day-filter-input';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { PaymentStateBadge } from './payment-state-badge';
import { verifyPayment } from './verify-payment';
import { paymentsApi, txnPath, type PaymentTxnRow } from './payments-api';
import { paymentsKeys } from './payments-keys';
import { textColumn } from '../components/list-columns';

const FILTERS = ['state', 'method', 'dateFrom', 'dateTo'];
const SORTABLE = ['createdAt', 'paidAt', 'amount', 'txnId', 'state'];

/**
 * The payment transactions, newest first, server-paged with state, method and day filters in the URL; a row opens
 * it. The transactions page shows every method; the inbound queue the manual payments alone (`method`).
 */
export function PaymentTxnsList({
  testId,
  title,
  method,
}: {
  testId: string;
  title?: string;
  /** Only this method's transactions (the filter is then not offered). */
  method?: 'MANUAL';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState<string | null>(null);
  // The checker verifies a manual payment from the queue (row action "verify payment"); rejecting needs a reason and
  // is on the transaction's page, which the row opens.
  const verify = async (txnId: string) => {
    setVerifying(txnId);
    await verifyPayment(api, t, txnId);
    setVerifying(null);
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
  };
  const list = useServerList<PaymentTxnRow>({
    queryKey: paymentsKeys.txns(method),
    path: paymentsApi.txns(),
    spec: { sortable: SORTABLE, filters: FILTERS },
    extraQuery: method ? { method } : undefined,
  });
  const columns: ListColumn<PaymentTxnRow>[] = [
    { key: 'txnId', label: t('payments.fields.txnId'), sortable: true, noWrap: true, render: (r) => r.txnId },
    textColumn('accnName', t('payments.fields.company'), (r) => r.accnName),
    ...(method
      ? []
      : [
          {
            key: 'method',
            label: t('payments.fields.method'),
            noWrap: true,
            render: (r: PaymentTxnRow) => t(`payments.methods.${r.method}`),
          },
          { key: 'vaNo', label: t('payments.fields.vaNo'), noWrap: true, render: (r: PaymentTxnRow) => r.vaNo ?? '—' },
        ]),
    {
      key: 'amount',
      label: t('payments.fields.amount'),
      sortable: true,
      noWrap: true,
      align: 'right',
      render: (r) => formatMoneyWithCurrency(r.amount, r.currency),
    },
    { key: 'docCount', label: t('payments.fields.docCount'), noWrap: true, align: 'right', render: (r) => r.docCount },
    { key: 'createdBy', label: t('payments.fields.createdBy'), noWrap: true, render: (r) => r.createdBy },
    {
      key: 'createdAt',
      label: t('payments.fields.createdAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.createdAt),
    },
    {
      key: 'state',
      label: t('payments.fields.status'),
      sortable: true,
      noWrap: true,
      render: (r) => <PaymentStateBadge state={r.state} testId={`${testId}-state-${r.txnId}`} />,
    },
  ];
  // A manual payment waits NEW for its checker; a VA's transaction is PAYING while open.
  const states = method === 'MANUAL' ? ['NEW', 'PAID', 'CAN'] : ['PAYING', 'PAID', 'CAN'];
  return (
    <ServerList<PaymentTxnRow>
      testId={testId}
      list={list}
      title={title}
      columns={columns}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.txnId}
      testIds={{ row: (r) => `${testId}-row-${r.txnId}` }}
      onOpen={(r) => void navigate(txnPath(r.txnId))}
      rowActions={(r) =>
        r.actions.includes('verify') ? (
          <RowAction
            label={t('payments.txn.verify')}
            color="green"
            disabled={verifying !== null}
            onClick={() => void verify(r.txnId)}
            testId={`${testId}-verify-${r.txnId}`}
          />
        ) : null
      }
      search={{ placeholder: t('payments.txns.searchHint') }}
      filters={[
        {
          name: 'state',
          label: t('payments.fields.status'),
          options: states.map((s) => ({ value: s, label: t(`payments.states.${s}`) })),
        },
        ...(method
          ? []
          : [
              {
                name: 'method',
                label: t('payments.fields.method'),
                options: ['CLICPAY', 'STATIC_VA', 'MANUAL'].map((s) => ({ value: s, label: t(`payments.methods.${s}`) })),
              },
            ]),
      ]}
      toolbar={
        <>
          <DayFilterInput
            label={t('payments.dateFrom')}
            value={list.state.filters.dateFrom}
            onChange={(day) => list.update({ dateFrom: day })}
            testId={`${testId}-filter-dateFrom`}
          />
          <DayFilterInput
            label={t('payments.dateTo')}
            value={list.state.filters.dateTo}
            onChange={(day) => list.update({ dateTo: day })}
            testId={`${testId}-filter-dateTo`}
          />
        </>
      }
    />
  );
}

/**
 * /applications/finance/payments/details (issue 14): the company's payment transactions (the platform: every
 * company's): ClicPay VAs, static-VA receipts and manual payments, with their state.
 */
export function PaymentTxnListPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PaymentTxnsList testId="txns" title={t('payments.txns.title')} />
    </Stack>
  );
}
