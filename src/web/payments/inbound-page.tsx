import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate, useSearchParams } from '../lib/router';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { ManualPaymentForm, type ManualPrefill } from './manual-payment-form';
import { PaymentTxnsList } from './txn-list-page';
import { paymentsApi, txnPath, type HeldNotification, type PaymentTxn } from './payments-api';
import { paymentsKeys } from './payments-keys';
import { textColumn } from '../components/list-columns';

const VIEWS = ['manual', 'held'] as const;
type View = (typeof VIEWS)[number];

/** The gateway's held notifications; finance admin records one as a manual payment once the money is found. */
function HeldNotifications({ onRecord }: { onRecord: (held: ManualPrefill) => void }) {
  const { t } = useTranslation();
  const canRecord = useCan('payments.record');
  const list = useServerList<HeldNotification>({
    queryKey: paymentsKeys.held(),
    path: paymentsApi.held(),
    spec: { sortable: [], filters: [] },
    extraQuery: { view: 'held' },
  });
  const columns: ListColumn<HeldNotification>[] = [
    { key: 'receivedAt', label: t('payments.txn.receivedAt'), noWrap: true, render: (r) => formatDateTime(r.receivedAt) },
    textColumn('externalId', t('payments.txn.externalId'), (r) => r.externalId),
    { key: 'vaNo', label: t('payments.fields.vaNo'), noWrap: true, render: (r) => r.vaNo ?? '—' },
    { key: 'accnName', label: t('payments.fields.company'), render: (r) => r.accnName ?? '—', text: (r) => r.accnName ?? '' },
    {
      key: 'paidAmount',
      label: t('payments.fields.amount'),
      noWrap: true,
      align: 'right',
      render: (r) => (r.paidAmount && r.currency ? formatMoneyWithCurrency(r.paidAmount, r.currency) : '—'),
    },
    {
      key: 'reason',
      label: t('payments.desk.reason'),
      noWrap: true,
      render: (r) => t(`payments.holdReasons.${r.reason}`, { defaultValue: r.reason }),
    },
    {
      key: 'txnId',
      label: t('payments.fields.txnId'),
      noWrap: true,
      render: (r) => (r.txnId ? <Link to={txnPath(r.txnId)}>{t('payments.desk.resolvedBy', { txnId: r.txnId })}</Link> : '—'),
    },
  ];
  return (
    <ServerList<HeldNotification>
      testId="held"
      list={list}
      columns={columns}
      defaultSort={{ field: 'receivedAt', order: 'desc' }}
      rowKey={(r) => String(r.notificationId)}
      testIds={{ row: (r) => `held-row-${r.notificationId}` }}
      search={{ placeholder: t('payments.desk.heldSearch') }}
      rowActions={(r) =>
        canRecord && !r.txnId && r.paidAmount ? (
          <RowAction
            label={t('payments.desk.recordForHeld')}
            testId={`held-record-${r.notificationId}`}
            onClick={() =>
              onRecord({
                notificationId: r.notificationId,
                accnId: r.accnId,
                currency: r.currency,
                amount: r.paidAmount,
                externalId: r.externalId,
              })
            }
          />
        ) : null
      }
    />
  );
}

/**
 * /opadmin/inboundpayments (issue 14): the platform's inbound queue. Manual payments recorded by finance admin
 * (maker), each verified or rejected by a second person on its page (checker); and the gateway's notifications held
 * for review (unknown or expired VA, wrong amount …), which finance admin can record as a payment once the money is
 * traced. Never lost: every held one stays listed with its reason.
 */
export function InboundPaymentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canRecord = useCan('payments.record');
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const view: View = (VIEWS as readonly (string | null)[]).includes(requested) ? (requested as View) : 'manual';
  const [form, setForm] = useState<{ held: ManualPrefill | null } | null>(null);
  const saved = (txn: PaymentTxn) => {
    setForm(null);
    notifySuccess(t('payments.desk.recorded', { txnId: txn.txnId }));
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
    void navigate(txnPath(txn.txnId));
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('payments.desk.title')}</PageTitle>
        {canRecord && (
          <Button onClick={() => setForm({ held: null })} data-testid="manual-new">
            {t('payments.desk.record')}
          </Button>
        )}
      </Group>
      <Tabs
        value={view}
        onChange={(next) => next && setParams(new URLSearchParams({ view: next }), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {VIEWS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`inbound-tab-${value}`}>
              {t(value === 'manual' ? 'payments.desk.manualTab' : 'payments.desk.heldTab')}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="manual" pt="md">
          <PaymentTxnsList testId="manual" method="MANUAL" />
        </Tabs.Panel>
        <Tabs.Panel value="held" pt="md">
          <HeldNotifications onRecord={(held) => setForm({ held })} />
        </Tabs.Panel>
      </Tabs>
      {form && <ManualPaymentForm opened prefill={form.held} onClose={() => setForm(null)} onSaved={saved} />}
    </Stack>
  );
}
