import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { DayFilterInput } from '../components/day-filter-input';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { PaymentStateBadge } from './payment-state-badge';
import { paymentsApi, txnPath, type PaymentTxnRow } from './payments-api';
import { paymentsKeys } from './payments-keys';

const FILTERS = ['state', 'method', 'dateFrom', 'dateTo'];
const SORTABLE = ['createdAt', 'paidAt', 'amount', 'txnId', 'state'];

/**
 * /applications/finance/payments/details (issue 14): the company's payment transactions (the platform: every
 * company's), newest first: ClicPay VAs, static-VA receipts and manual payments, with their state; a row opens it.
 */
export function PaymentTxnListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList<PaymentTxnRow>({
    queryKey: paymentsKeys.txns(),
    path: paymentsApi.txns(),
    spec: { sortable: SORTABLE, filters: FILTERS },
  });
  const columns: ListColumn<PaymentTxnRow>[] = [
    { key: 'txnId', label: t('payments.fields.txnId'), sortable: true, noWrap: true, render: (r) => r.txnId },
    { key: 'accnName', label: t('payments.fields.company'), render: (r) => r.accnName, text: (r) => r.accnName },
    { key: 'method', label: t('payments.fields.method'), noWrap: true, render: (r) => t(`payments.methods.${r.method}`) },
    { key: 'vaNo', label: t('payments.fields.vaNo'), noWrap: true, render: (r) => r.vaNo ?? '—' },
    {
      key: 'amount',
      label: t('payments.fields.amount'),
      sortable: true,
      noWrap: true,
      align: 'right',
      render: (r) => formatMoneyWithCurrency(r.amount, r.currency),
    },
    { key: 'docCount', label: t('payments.fields.docCount'), noWrap: true, align: 'right', render: (r) => r.docCount },
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
      render: (r) => <PaymentStateBadge state={r.state} testId={`txns-state-${r.txnId}`} />,
    },
  ];
  return (
    <Stack gap="md">
      <ServerList<PaymentTxnRow>
        testId="txns"
        list={list}
        title={t('payments.txns.title')}
        columns={columns}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        rowKey={(r) => r.txnId}
        testIds={{ row: (r) => `txns-row-${r.txnId}` }}
        onOpen={(r) => void navigate(txnPath(r.txnId))}
        search={{ placeholder: t('payments.txns.searchHint') }}
        filters={[
          {
            name: 'state',
            label: t('payments.fields.status'),
            options: ['PAYING', 'PAID', 'CAN'].map((s) => ({ value: s, label: t(`payments.states.${s}`) })),
          },
          {
            name: 'method',
            label: t('payments.fields.method'),
            options: ['CLICPAY', 'STATIC_VA', 'MANUAL'].map((s) => ({ value: s, label: t(`payments.methods.${s}`) })),
          },
        ]}
        toolbar={
          <>
            <DayFilterInput
              label={t('payments.dateFrom')}
              value={list.state.filters.dateFrom}
              onChange={(day) => list.update({ dateFrom: day })}
              testId="txns-filter-dateFrom"
            />
            <DayFilterInput
              label={t('payments.dateTo')}
              value={list.state.filters.dateTo}
              onChange={(day) => list.update({ dateTo: day })}
              testId="txns-filter-dateTo"
            />
          </>
        }
      />
    </Stack>
  );
}
