import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { BILLING_TABS as TAB_STATES, BULK_BILLING_VERBS } from '../../domain/billing/billing-actions';
import { formatDate, formatMoneyWithCurrency } from '../../domain/format';
import { DayFilterInput } from '../components/day-filter-input';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListFilterSelect } from '../components/list-filter-select';
import { datatableQueryOf, type ExportFormat } from '../components/list-params';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { jobViewPath } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { saveBlob } from '../lib/save-file';
import { dashboardKeys } from '../lib/shared-keys';
import { billingApi, type BillingList as BillingListData, type BillingRow, type BulkBillResult } from './billing-api';
import { billingKeys } from './billing-keys';

/** The tabs a billing list shows (GET /billing/jobs?tab=). */
export type BillingListTab = 'jobBilling' | 'billed' | 'verified' | 'approved' | 'rejected';

/** The verbs a billing row may offer (from its `actions`); `bill` opens the job, where the bill form is. */
const ROW_VERBS = ['bill', 'verifyBill', 'acknowledgeBill', 'rejectBill', 'approveBill', 'rejectApproval'] as const;
type RowVerb = (typeof ROW_VERBS)[number];
const REASON_VERBS: readonly RowVerb[] = ['rejectBill', 'rejectApproval'];
type BulkVerb = (typeof BULK_BILLING_VERBS)[number];

/** The bulk verb of a tab: verify the billed jobs, acknowledge the verified ones. */
const BULK_OF: Partial<Record<BillingListTab, BulkVerb>> = { billed: 'verifyBill', verified: 'acknowledgeBill' };

const FILTERS = ['dateFrom', 'dateTo', 'toAccnId', 'creatorAccnId', 'amountMin', 'amountMax', 'jobState', 'currency'];
const SORTABLE = ['jobId', 'jobState', 'billingDate', 'approvedDate', 'total', 'creatorName', 'toName'];

/** A billing state as a coloured badge (delivered, billed … approved, rejected). */
export function BillStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const color =
    state === 'APP_BILL'
      ? 'green'
      : state === 'REJ_BILL'
        ? 'red'
        : state === 'DLV'
          ? 'gray'
          : state === 'BILLED'
            ? 'blue'
            : 'teal';
  return (
    <Badge variant="light" color={color} data-testid="bill-state" data-state={state} styles={{ label: { overflow: 'visible' } }}>
      {t(`billing.states.${state}`, { defaultValue: state })}
    </Badge>
  );
}

export const money = (amount: string | null | undefined, currency: string | null | undefined) =>
  amount && currency ? formatMoneyWithCurrency(amount, currency) : '—';

/** The totals per currency over the whole filter (the server's `totals`). */
export function CurrencyTotals({ totals, testId }: { totals: BillingListData['totals']; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" data-testid={`${testId}-totals`}>
      <Text size="sm" fw={600}>
        {t('billing.lists.totals')}
      </Text>
      {totals.length === 0 && (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
      {totals.map((total) => (
        <Paper key={total.currency} withBorder px="sm" py={4} data-testid={`${testId}-total-${total.currency}`}>
          <Text size="sm">
            <b>{formatMoneyWithCurrency(total.amount, total.currency)}</b> · {t('billing.lists.jobCount', { count: total.count })}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}

/** What a bulk verify/acknowledge did: which jobs succeeded, and why each of the others failed. */
function BulkResult({ result, testId, onClose }: { result: BulkBillResult; testId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ok = result.results.filter((r) => r.ok);
  const failed = result.results.filter((r) => !r.ok);
  return (
    <Alert
      color={failed.length ? 'orange' : 'green'}
      withCloseButton
      onClose={onClose}
      title={t('billing.lists.bulkDone', { ok: ok.length, failed: failed.length })}
      data-testid={`${testId}-bulk-result`}
    >
      <List size="sm" spacing={2}>
        {result.results.map((r) => (
          <List.Item key={r.jobId} data-testid={`${testId}-bulk-${r.ok ? 'ok' : 'failed'}-${r.jobId}`}>
            {r.jobId}: {r.ok ? t('billing.lists.bulkOk') : (r.message ?? t('billing.lists.bulkFailed', { status: r.status }))}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** One billing verb on one job (POST /billing/jobs/{jobId}/{verb}) with the job's version; refreshes the lists. */
export function useBillingVerb() {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (jobId: string, verb: Exclude<RowVerb, 'bill'>, version: number, reason?: string) => {
    await api.post(billingApi.verb(jobId, verb), { version, ...(reason ? { reason } : {}) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

/**
 * A billing list (one tab of GET /billing/jobs): server-paged, with the filters (billing date range, operator or
 * customer, amount range, state) and the sort in the URL, the totals per currency, CSV/XLSX export, bulk
 * verify/acknowledge where the tab has one, and each row's verbs from its `actions`. A row opens the job.
 */
export function BillingListView({
  tab,
  testId,
  title,
  titleOrder,
  side,
}: {
  tab: BillingListTab;
  testId: string;
  title?: string;
  titleOrder?: 2 | 3 | 4;
  /** Whose list: the creator's (filters by operator) or the operator's (filters by customer). */
  side: 'creator' | 'operator';
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const act = useBillingVerb();
  const list = useServerList<BillingRow>({
    queryKey: billingKeys.list(tab),
    path: billingApi.list(),
    spec: { sortable: SORTABLE, filters: FILTERS },
    extraQuery: { tab },
  });
  const { state, update } = list;
  const data = list.query.data as BillingListData | undefined;
  // The companies the party filter offers: the operators of a creator's jobs, the customers of an operator's.
  const partySide = side === 'creator' ? 'to' : 'creator';
  const parties = useQuery({
    queryKey: billingKeys.parties(partySide),
    queryFn: ({ signal }) =>
      api.get<Array<{ value: string; desc: string }>>(billingApi.parties(), { query: { side: partySide }, signal }),
    select: (options) => options.map((o) => ({ value: o.value, label: o.desc })),
    staleTime: 5 * 60_000,
  });
  const bulkVerb = BULK_OF[tab];
  const [selected, setSelected] = useState<BillingRow[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkResult, setBulkResult] = useState<BulkBillResult | null>(null);
  const [reasonFor, setReasonFor] = useState<{ row: BillingRow; verb: RowVerb } | null>(null);
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const exportAs = async (format: ExportFormat) => {
    const { start: _s, length: _l, ...query } = datatableQueryOf(state);
    const file = await api.download(billingApi.exportList(), { query: { ...query, tab, format } });
    saveBlob(file.blob, file.filename ?? `billing-${tab}.${format}`);
  };

  const runBulk = async () => {
    if (!bulkVerb || selected.length === 0) return;
    setBulkBusy(true);
    try {
      const result = await api.post<BulkBillResult>(billingApi.bulk(), {
        verb: bulkVerb,
        jobs: selected.map((r) => ({ jobId: r.jobId, version: r.version })),
      });
      setBulkResult(result);
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBulkBusy(false);
    }
  };

  const run = async (row: BillingRow, verb: RowVerb, reason?: string) => {
    if (verb === 'bill') {
      void navigate(jobViewPath(row.jobId));
      return;
    }
    setBusy(true);
    try {
      await act(row.jobId, verb, row.version, reason);
      notifySuccess(t('billing.lists.done', { verb: t(`billing.verbs.${verb}`), job: row.jobId }));
      setReasonFor(null);
    } catch (error) {
      const message = errorMessage(error, t);
      if (reason !== undefined) setReasonError(message);
      else notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  const party = side === 'creator' ? 'toName' : 'creatorName';
  const dateKey = tab === 'approved' ? 'approvedDate' : 'billingDate';
  const columns: ListColumn<BillingRow>[] = [
    { key: 'jobId', label: t('billing.lists.fields.jobId'), sortable: true, noWrap: true, render: (r) => r.jobId },
    {
      key: party,
      label: t(`billing.lists.fields.${party}`),
      sortable: true,
      render: (r) => r[party],
      text: (r) => r[party],
    },
    {
      key: 'customerRef',
      label: t('billing.lists.fields.customerRef'),
      render: (r) => r.customerRef ?? '',
      text: (r) => r.customerRef ?? '',
    },
    { key: 'invoiceNo', label: t('billing.lists.fields.invoiceNo'), noWrap: true, render: (r) => r.invoiceNo ?? '—' },
    {
      key: dateKey,
      label: t(`billing.lists.fields.${dateKey}`),
      sortable: true,
      noWrap: true,
      render: (r) => formatDate(r[dateKey]) || '—',
    },
    {
      key: 'total',
      label: t('billing.lists.fields.total'),
      sortable: true,
      noWrap: true,
      align: 'right',
      render: (r) => <span data-testid={`${testId}-amount-${r.jobId}`}>{money(r.total, r.currency)}</span>,
    },
    {
      key: 'jobState',
      label: t('billing.lists.fields.jobState'),
      sortable: true,
      noWrap: true,
      render: (r) => <BillStateBadge state={r.jobState} />,
    },
    ...(tab === 'approved'
      ? [
          {
            key: 'paymentDueDate',
            label: t('billing.lists.fields.paymentDueDate'),
            noWrap: true,
            render: (r: BillingRow) => (r.paymentDueDate ? formatDate(`${r.paymentDueDate}T00:00:00+07:00`) : '—'),
          },
        ]
      : []),
    ...(tab === 'jobBilling' || tab === 'rejected'
      ? [
          {
            key: 'rejectReason',
            label: t('billing.lists.fields.rejectReason'),
            render: (r: BillingRow) =>
              r.jobState === 'REJ_BILL' && r.rejectReason ? (
                <Text size="sm" c="red" data-testid={`${testId}-reason-${r.jobId}`}>
                  {r.rejectReason}
                </Text>
              ) : (
                ''
              ),
            text: (r: BillingRow) => (r.jobState === 'REJ_BILL' ? (r.rejectReason ?? '') : ''),
          },
        ]
      : []),
  ];

  const states = TAB_STATES[tab] as readonly string[];
  const verbsOf = (row: BillingRow) => ROW_VERBS.filter((v) => (row.actions as readonly string[]).includes(v));
  const rowActions = (row: BillingRow) =>
    verbsOf(row).map((verb) => (
      <RowAction
        key={verb}
        label={t(`billing.verbs.${verb}`)}
        color={REASON_VERBS.includes(verb) ? 'red' : 'blue'}
        testId={`${testId}-action-${verb}-${row.jobId}`}
        onClick={() => {
          if (REASON_VERBS.includes(verb)) {
            setReasonError(null);
            setReasonFor({ row, verb });
          } else void run(row, verb);
        }}
      />
    ));

  return (
    <>
      <ServerList<BillingRow>
        testId={testId}
        list={list}
        title={title}
        titleOrder={titleOrder}
        columns={columns}
        defaultSort={{ field: 'billingDate', order: 'desc' }}
        rowKey={(r) => r.jobId}
        testIds={{ row: (r) => `${testId}-row-${r.jobId}` }}
        onOpen={(r) => void navigate(jobViewPath(r.jobId))}
        search={{ placeholder: t('billing.lists.searchHint') }}
        onExport={exportAs}
        rowActions={rowActions}
        selection={
          bulkVerb
            ? {
                selected,
                onChange: setSelected,
                isSelectable: (r) => (r.actions as readonly string[]).includes(bulkVerb),
                showCount: false,
              }
            : undefined
        }
        filters={
          states.length > 1
            ? [
                {
                  name: 'jobState',
                  label: t('billing.lists.fields.jobState'),
                  options: states.map((s) => ({ value: s, label: t(`billing.states.${s}`) })),
                },
              ]
            : []
        }
        toolbar={
          <>
            <DayFilterInput
              label={t(tab === 'approved' ? 'billing.lists.approvedFrom' : 'billing.lists.dateFrom')}
              value={state.filters.dateFrom}
              onChange={(day) => update({ dateFrom: day })}
              testId={`${testId}-filter-dateFrom`}
            />
            <DayFilterInput
              label={t('billing.lists.dateTo')}
              value={state.filters.dateTo}
              onChange={(day) => update({ dateTo: day })}
              testId={`${testId}-filter-dateTo`}
            />
            {side === 'creator' ? (
              <ListFilterSelect
                label={t('billing.lists.operator')}
                value={state.filters.toAccnId}
                options={parties.data ?? []}
                onChange={(value) => update({ toAccnId: value })}
                testId={`${testId}-filter-toAccnId`}
              />
            ) : (
              <ListFilterSelect
                label={t('billing.lists.customer')}
                value={state.filters.creatorAccnId}
                options={parties.data ?? []}
                onChange={(value) => update({ creatorAccnId: value })}
                testId={`${testId}-filter-creatorAccnId`}
              />
            )}
            <DebouncedTextInput
              label={t('billing.lists.amountMin')}
              value={state.filters.amountMin ?? ''}
              onChange={(value) => update({ amountMin: value })}
              testId={`${testId}-filter-amountMin`}
              w={130}
            />
            <DebouncedTextInput
              label={t('billing.lists.amountMax')}
              value={state.filters.amountMax ?? ''}
              onChange={(value) => update({ amountMax: value })}
              testId={`${testId}-filter-amountMax`}
              w={130}
            />
          </>
        }
      >
        <Stack gap="xs">
          <CurrencyTotals totals={data?.totals ?? []} testId={testId} />
          {bulkVerb && (
            <Group gap="sm">
              <Button
                size="xs"
                disabled={selected.length === 0}
                loading={bulkBusy}
                onClick={() => void runBulk()}
                data-testid={`${testId}-bulk`}
              >
                {t(`billing.lists.bulk.${bulkVerb}`, { count: selected.length })}
              </Button>
              {selected.length > 0 && (
                <Text size="sm" data-testid={`${testId}-selected`}>
                  {t('list.selected', { count: selected.length })}
                </Text>
              )}
            </Group>
          )}
          {bulkResult && <BulkResult result={bulkResult} testId={testId} onClose={() => setBulkResult(null)} />}
        </Stack>
      </ServerList>
      <ReasonModal
        opened={reasonFor !== null}
        title={reasonFor ? `${t(`billing.verbs.${reasonFor.verb}`)} — ${reasonFor.row.jobId}` : ''}
        required
        confirmLabel={reasonFor ? t(`billing.verbs.${reasonFor.verb}`) : ''}
        confirmColor="red"
        busy={busy}
        error={reasonError}
        onConfirm={(reason) => reasonFor && void run(reasonFor.row, reasonFor.verb, reason)}
        onClose={() => setReasonFor(null)}
      />
    </>
  );
}
