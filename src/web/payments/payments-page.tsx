import { Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate, useSearchParams } from '../lib/router';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { formatDate, formatMoneyWithCurrency } from '../../domain/format';
import { DayFilterInput } from '../components/day-filter-input';
import { datatableQueryOf, type ExportFormat } from '../components/list-params';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { saveBlob } from '../lib/save-file';
import { useCan } from '../lib/use-can';
import { ManualPaymentForm, type ManualPrefill } from './manual-payment-form';
import { PaymentStateBadge } from './payment-state-badge';
import { paymentsApi, txnPath, type PaymentDocument, type PaymentDocumentList, type PaymentTxn } from './payments-api';
import { paymentsKeys } from './payments-keys';

const SIDES = ['owe', 'owed'] as const;
type Side = (typeof SIDES)[number];
const FILTERS = ['status', 'docType', 'dueFrom', 'dueTo', 'overdue'];
const SORTABLE = ['dueDate', 'issuedAt', 'docNo', 'total', 'accnName'];

const dayOf = (date: string) => formatDate(`${date}T00:00:00+07:00`);

/** The documents of one side: what the company owes (with ClicPay) or what it is owed. */
function DocumentsList({ side }: { side: Side }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canPay = useCan('payments.pay') && side === 'owe';
  // Platform finance records a payment a company made outside the gateway for one of its documents (maker).
  const canRecord = useCan('payments.record') && side === 'owe';
  const [manualFor, setManualFor] = useState<ManualPrefill | null>(null);
  // A company's own documents all name the company itself: the company column is the platform's.
  const seesAll = useCan('jobs.readAll');
  const testId = `payments-${side}`;
  const list = useServerList<PaymentDocument>({
    queryKey: paymentsKeys.documents(side),
    path: paymentsApi.documents(),
    spec: { sortable: SORTABLE, filters: FILTERS },
    extraQuery: { side },
  });
  const data = list.query.data as PaymentDocumentList | undefined;
  const [selected, setSelected] = useState<PaymentDocument[]>([]);
  const [busy, setBusy] = useState(false);
  const currency = selected[0]?.currency;
  const sum = selected.reduce((a, d) => a + toMinor(d.outstanding, d.currency), 0n);

  const pay = async () => {
    setBusy(true);
    try {
      const txn = await api.post<PaymentTxn>(paymentsApi.clicPay(), { docIds: selected.map((d) => d.docId) });
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
      void navigate(txnPath(txn.txnId));
    } catch (error) {
      notifyError(errorMessage(error, t));
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
    } finally {
      setBusy(false);
    }
  };

  const exportAs = async (format: ExportFormat) => {
    const { start: _s, length: _l, ...query } = datatableQueryOf(list.state);
    const file = await api.download(paymentsApi.exportDocuments(), { query: { ...query, side, format } });
    saveBlob(file.blob, file.filename ?? `payments-${side}.${format}`);
  };

  const columns: ListColumn<PaymentDocument>[] = [
    { key: 'docNo', label: t('payments.fields.docNo'), sortable: true, noWrap: true, render: (r) => r.docNo },
    {
      key: 'docType',
      label: t('payments.fields.docType'),
      noWrap: true,
      render: (r) => t(`payments.docTypes.${r.docType}`),
    },
    { key: 'jobId', label: t('payments.fields.jobId'), noWrap: true, render: (r) => r.jobId },
    ...(seesAll
      ? [
          {
            key: 'accnName',
            label: t('payments.fields.accnName'),
            sortable: true,
            render: (r: PaymentDocument) => r.accnName,
            text: (r: PaymentDocument) => r.accnName,
          },
        ]
      : []),
    {
      key: 'dueDate',
      label: t('payments.fields.dueDate'),
      sortable: true,
      noWrap: true,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <span>{dayOf(r.dueDate)}</span>
          {r.overdue && (
            <Badge size="xs" color="red" variant="light" data-testid={`${testId}-overdue-${r.docId}`}>
              {t('payments.overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'total',
      label: t('payments.fields.total'),
      sortable: true,
      noWrap: true,
      align: 'right',
      render: (r) => formatMoneyWithCurrency(r.total, r.currency),
    },
    {
      key: 'outstanding',
      label: t('payments.fields.outstanding'),
      noWrap: true,
      align: 'right',
      render: (r) => <span data-testid={`${testId}-open-${r.docId}`}>{formatMoneyWithCurrency(r.outstanding, r.currency)}</span>,
    },
    {
      key: 'status',
      label: t('payments.fields.status'),
      noWrap: true,
      render: (r) =>
        r.txnId ? (
          <Link to={txnPath(r.txnId)} data-testid={`${testId}-txn-${r.docId}`}>
            <PaymentStateBadge state={r.status} testId={`${testId}-state-${r.docId}`} />
          </Link>
        ) : (
          <PaymentStateBadge state={r.status} testId={`${testId}-state-${r.docId}`} />
        ),
    },
  ];

  const recorded = (txn: PaymentTxn) => {
    setManualFor(null);
    notifySuccess(t('payments.desk.recorded', { txnId: txn.txnId }));
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
    void navigate(txnPath(txn.txnId));
  };

  return (
    <>
      <ServerList<PaymentDocument>
        testId={testId}
        list={list}
        columns={columns}
        defaultSort={{ field: 'dueDate', order: 'asc' }}
        rowKey={(r) => String(r.docId)}
        testIds={{ row: (r) => `${testId}-row-${r.docNo}` }}
        search={{ placeholder: t('payments.searchHint') }}
        onExport={exportAs}
        rowActions={
          canRecord
            ? (r) =>
                r.status === 'NEW' ? (
                  <RowAction
                    label={t('payments.desk.manualForDocument')}
                    testId={`${testId}-manual-${r.docNo}`}
                    onClick={() =>
                      setManualFor({
                        accnId: r.accnId,
                        currency: r.currency,
                        amount: r.outstanding,
                        document: { docId: r.docId, docNo: r.docNo },
                      })
                    }
                  />
                ) : null
            : undefined
        }
        selection={
          canPay
            ? {
                selected,
                onChange: (rows) => setSelected(rows.filter((r, _i, all) => r.currency === all[0]?.currency)),
                isSelectable: (r) => r.payable,
                rowLabel: (r) => t('payments.selectDocument', { docNo: r.docNo }),
                showCount: false,
              }
            : undefined
        }
        filters={[
          {
            name: 'status',
            label: t('payments.fields.status'),
            options: ['NEW', 'PAYING', 'PAID'].map((s) => ({ value: s, label: t(`payments.states.${s}`) })),
          },
          {
            name: 'docType',
            label: t('payments.fields.docType'),
            options: (side === 'owe' ? ['DN_CO', 'PF_CO', 'PF_TO'] : ['DN_TO']).map((s) => ({
              value: s,
              label: t(`payments.docTypes.${s}`),
            })),
          },
          {
            name: 'overdue',
            label: t('payments.overdueFilter'),
            options: [
              { value: 'true', label: t('payments.overdueOnly') },
              { value: 'false', label: t('payments.notOverdue') },
            ],
          },
        ]}
        toolbar={
          <>
            <DayFilterInput
              label={t('payments.dueFrom')}
              value={list.state.filters.dueFrom}
              onChange={(day) => list.update({ dueFrom: day })}
              testId={`${testId}-filter-dueFrom`}
            />
            <DayFilterInput
              label={t('payments.dueTo')}
              value={list.state.filters.dueTo}
              onChange={(day) => list.update({ dueTo: day })}
              testId={`${testId}-filter-dueTo`}
            />
          </>
        }
      >
        <Stack gap="xs">
          <Group gap="md" data-testid={`${testId}-totals`}>
            <Text size="sm" fw={600}>
              {t('payments.openTotals')}
            </Text>
            {(data?.totals ?? []).length === 0 && (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
            {(data?.totals ?? []).map((total) => (
              <Paper key={total.currency} withBorder px="sm" py={4} data-testid={`${testId}-total-${total.currency}`}>
                <Text size="sm">
                  <b>{formatMoneyWithCurrency(total.outstanding, total.currency)}</b> ·{' '}
                  {t('payments.documentCount', { count: total.count })}
                </Text>
              </Paper>
            ))}
          </Group>
          {canPay && (
            <Group gap="sm">
              <Button
                size="sm"
                disabled={selected.length === 0}
                loading={busy}
                onClick={() => void pay()}
                data-testid="payments-clicpay"
              >
                {selected.length && currency
                  ? t('payments.payWithClicPay', {
                      count: selected.length,
                      amount: formatMoneyWithCurrency(fromMinor(sum, currency), currency),
                    })
                  : t('payments.choose')}
              </Button>
              {selected.length > 0 && (
                <Button size="sm" variant="subtle" onClick={() => setSelected([])} data-testid="payments-clear">
                  {t('payments.clear')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </ServerList>
      {manualFor && <ManualPaymentForm opened prefill={manualFor} onClose={() => setManualFor(null)} onSaved={recorded} />}
    </>
  );
}

/**
 * /payments (issue 14, spec §2.2): the documents the company owes (debit notes and platform-fee invoices; chosen ones
 * are paid by ClicPay, one one-off VA) and those it is owed (its debit notes to the platform, paid out), by document,
 * with filters, open totals per currency and export. The platform sees every company's.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('side');
  const side: Side = (SIDES as readonly (string | null)[]).includes(requested) ? (requested as Side) : 'owe';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('payments.title')}</PageTitle>
        <Button
          component={Link}
          to="/applications/finance/payments/details"
          variant="light"
          size="xs"
          data-testid="payments-txns-link"
        >
          {t('payments.txns.title')}
        </Button>
      </Group>
      <Tabs
        value={side}
        onChange={(next) => next && setParams(new URLSearchParams({ side: next }), { replace: true })}
        keepMounted={false}
        data-testid="payments-tabs"
      >
        <Tabs.List>
          {SIDES.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`payments-tab-${value}`}>
              {t(`payments.sides.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SIDES.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <DocumentsList side={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
