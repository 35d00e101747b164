import { Alert, Badge, Button, Group, Loader, ScrollArea, Stack, Table, TextInput, Title } from '@mantine/core';
import { ListFilterSelect } from '../components/list-filter-select';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { formatDate, formatDateTime, formatMoneyWithCode } from '../../domain/format';
import { JOB_STATES } from '../../domain/jobs/job-actions';
import { apiPath, useDatatable } from '../administration/admin-api';
import { useCan } from '../administration/use-can';
import { SortableTh } from '../administration/sortable-th';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { datatableQueryOf } from '../components/list-params';
import { ListPaging } from '../components/list-paging';
import { NoDataRow, OpenableRow } from '../components/list-rows';
import { useListUrlState } from '../components/use-list-url-state';
import { notifyError } from '../general/notify';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { useSessionUser } from '../shell/session-user';
import { JOB_ROUTES, PAYMENT_STATES, jobNewPath, jobStateColor, jobViewPath, type JobRow } from './jobs-api';

/** A job state as a coloured badge with its translated name. */
export function JobStateBadge({ state, testId = 'job-state-badge' }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={jobStateColor(state)}
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
      data-state={state}
    >
      {t(`jobs.states.${state}`, { defaultValue: state })}
    </Badge>
  );
}

const FILTERS = ['jobDtCreateFrom', 'jobDtCreateTo', 'jobState', 'jobOutPaymentState'] as const;
const SORTABLE = ['jobId', 'jobState', 'createdAt', 'pickupAt', 'customerRef', 'totalCharge'];
/** Ids, times and money stay on one line. */
const NOWRAP = ['jobId', 'pickupAt', 'totalCharge', 'createdAt'];
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' as const };

/**
 * The trucking job lists (spec §2.2): a cargo owner's, a forwarder's and a truck operator's jobs, and the
 * platform's list of all; the server scopes the rows to the caller. Filters, sort and paging live in the URL.
 */
export function JobListPage({ variant }: { variant: 'co' | 'ff' | 'to' | 'platform' }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const user = useSessionUser();
  const allowed = useCan('jobs.read');
  const mayCreate =
    useCan('jobs.create') && (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(user.accnType) && variant !== 'platform';
  const mayAssign =
    useCan('jobs.operate') && (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(user.accnType) && variant === 'to';
  const { state, update } = useListUrlState({ sortable: SORTABLE, filters: FILTERS });
  const list = useDatatable<JobRow>('jobs', apiPath('jobs'), state);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.data?.aaData ?? [];
  const detailBase = variant === 'platform' ? JOB_ROUTES.detailAlt : JOB_ROUTES.detail;
  const title = t(`jobs.list.title.${variant}`);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const { start: _s, length: _l, ...query } = datatableQueryOf(state);
      const file = await api.download(apiPath('jobs', 'export'), { query: { ...query, format } });
      saveBlob(file.blob, file.filename ?? `jobs.${format}`);
    } catch (err) {
      notifyError(errorMessage(err, t));
    } finally {
      setExporting(null);
    }
  };

  const columns: { key: string; label: string; render: (r: JobRow) => ReactNode }[] = [
    { key: 'jobId', label: t('jobs.fields.jobId'), render: (r) => r.jobId },
    { key: 'jobState', label: t('jobs.fields.jobState'), render: (r) => <JobStateBadge state={r.jobState} /> },
    {
      key: 'jobOutPaymentState',
      label: t('jobs.fields.jobOutPaymentState'),
      render: (r) => t(`jobs.paymentStates.${r.jobOutPaymentState}`, { defaultValue: r.jobOutPaymentState }),
    },
    ...(variant !== 'co'
      ? [{ key: 'customerName', label: t('jobs.fields.customerName'), render: (r: JobRow) => r.customerName ?? r.customerAccnId }]
      : []),
    ...(variant !== 'to'
      ? [{ key: 'toName', label: t('jobs.fields.toName'), render: (r: JobRow) => r.toName ?? r.toAccnId }]
      : []),
    { key: 'customerRef', label: t('jobs.fields.customerRef'), render: (r) => r.customerRef ?? '' },
    { key: 'blNo', label: t('jobs.fields.blNo'), render: (r) => r.blNo ?? '' },
    { key: 'containers', label: t('jobs.fields.containers'), render: (r) => r.containers ?? '' },
    { key: 'pickupAt', label: t('jobs.fields.pickupAt'), render: (r) => formatDateTime(r.pickupAt) },
    {
      key: 'totalCharge',
      label: t('jobs.fields.totalCharge'),
      render: (r) => (r.totalCharge && r.currency ? formatMoneyWithCode(r.totalCharge, r.currency) : '—'),
    },
    { key: 'createdAt', label: t('jobs.fields.createdAt'), render: (r) => formatDate(r.createdAt) },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            loading={exporting === 'csv'}
            onClick={() => void exportAs('csv')}
            data-testid="jobs-export-csv"
          >
            {t('jobs.list.exportCsv')}
          </Button>
          <Button
            variant="default"
            loading={exporting === 'xlsx'}
            onClick={() => void exportAs('xlsx')}
            data-testid="jobs-export-xlsx"
          >
            {t('jobs.list.exportXlsx')}
          </Button>
          {mayCreate && (
            <Button onClick={() => void navigate(jobNewPath())} data-testid="jobs-new">
              {t('jobs.list.new')}
            </Button>
          )}
          {mayAssign && (
            <Button onClick={() => void navigate(JOB_ROUTES.assign)} data-testid="jobs-assign-many">
              {t('jobs.list.assignMany')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          placeholder={t('jobs.list.searchHint')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="jobs-search"
          w={260}
        />
        <TextInput
          type="date"
          label={t('jobs.list.createdFrom')}
          value={state.filters.jobDtCreateFrom ?? ''}
          onChange={(e) => update({ jobDtCreateFrom: e.currentTarget.value || null })}
          data-testid="jobs-filter-from"
        />
        <TextInput
          type="date"
          label={t('jobs.list.createdTo')}
          value={state.filters.jobDtCreateTo ?? ''}
          onChange={(e) => update({ jobDtCreateTo: e.currentTarget.value || null })}
          data-testid="jobs-filter-to"
        />
        <ListFilterSelect
          label={t('jobs.fields.jobState')}
          value={state.filters.jobState}
          options={JOB_STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) }))}
          onChange={(jobState) => update({ jobState })}
          testId="jobs-filter-state"
        />
        <ListFilterSelect
          label={t('jobs.fields.jobOutPaymentState')}
          value={state.filters.jobOutPaymentState}
          options={PAYMENT_STATES.map((s) => ({ value: s, label: t(`jobs.paymentStates.${s}`) }))}
          onChange={(jobOutPaymentState) => update({ jobOutPaymentState })}
          testId="jobs-filter-payment"
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="jobs-list" miw={1000}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) =>
                SORTABLE.includes(c.key) ? (
                  <SortableTh key={c.key} column={c.key} state={state} defaultSort={DEFAULT_SORT} update={update}>
                    {c.label}
                  </SortableTh>
                ) : (
                  <Table.Th key={c.key}>{c.label}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <OpenableRow key={row.jobId} onOpen={() => void navigate(jobViewPath(row.jobId, detailBase))} testId="jobs-row">
                {columns.map((c) => (
                  <Table.Td key={c.key} style={NOWRAP.includes(c.key) ? { whiteSpace: 'nowrap' } : undefined}>
                    {c.render(row)}
                  </Table.Td>
                ))}
              </OpenableRow>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={columns.length} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="jobs"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}
