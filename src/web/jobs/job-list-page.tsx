import { Badge, Button } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { JOB_STATES } from '../../domain/jobs/job-actions';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { useApi } from '../lib/api-context';
import { datatableQueryOf, type ExportFormat } from '../components/list-params';
import { DayFilterInput } from '../components/day-filter-input';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { saveBlob } from '../lib/save-file';
import { useSessionUser } from '../lib/session-user';
import { jobKeys } from './job-keys';
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
  const mayCreate =
    useCan('jobs.create') && (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(user.accnType) && variant !== 'platform';
  const mayAssign =
    useCan('jobs.operate') && (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(user.accnType) && variant === 'to';
  const list = useServerList<JobRow>({
    queryKey: jobKeys.list,
    path: apiPath('jobs'),
    spec: { sortable: SORTABLE, filters: FILTERS },
  });
  const { state, update } = list;
  const detailBase = variant === 'platform' ? JOB_ROUTES.detailAlt : JOB_ROUTES.detail;
  const title = t(`jobs.list.title.${variant}`);

  const exportAs = async (format: ExportFormat) => {
    const { start: _s, length: _l, ...query } = datatableQueryOf(state);
    const file = await api.download(apiPath('jobs', 'export'), { query: { ...query, format } });
    saveBlob(file.blob, file.filename ?? `jobs.${format}`);
  };

  const party = (name: string | null | undefined, id: string) => name ?? id;
  const shown: ListColumn<JobRow>[] = [
    { key: 'jobId', label: t('jobs.fields.jobId'), noWrap: true, render: (r) => r.jobId },
    { key: 'jobState', label: t('jobs.fields.jobState'), noWrap: true, render: (r) => <JobStateBadge state={r.jobState} /> },
    {
      key: 'jobOutPaymentState',
      label: t('jobs.fields.jobOutPaymentState'),
      noWrap: true,
      render: (r) => t(`jobs.paymentStates.${r.jobOutPaymentState}`, { defaultValue: r.jobOutPaymentState }),
    },
    ...(variant !== 'co'
      ? [
          {
            key: 'customerName',
            label: t('jobs.fields.customerName'),
            render: (r: JobRow) => party(r.customerName, r.customerAccnId),
            text: (r: JobRow) => party(r.customerName, r.customerAccnId),
          },
        ]
      : []),
    ...(variant !== 'to'
      ? [
          {
            key: 'toName',
            label: t('jobs.fields.toName'),
            render: (r: JobRow) => party(r.toName, r.toAccnId),
            text: (r: JobRow) => party(r.toName, r.toAccnId),
          },
        ]
      : []),
    {
      key: 'customerRef',
      label: t('jobs.fields.customerRef'),
      render: (r) => r.customerRef ?? '',
      text: (r) => r.customerRef ?? '',
    },
    { key: 'blNo', label: t('jobs.fields.blNo'), noWrap: true, render: (r) => r.blNo ?? '' },
    { key: 'containers', label: t('jobs.fields.containers'), render: (r) => r.containers ?? '', text: (r) => r.containers ?? '' },
    { key: 'pickupAt', label: t('jobs.fields.pickupAt'), noWrap: true, render: (r) => formatDateTime(r.pickupAt) },
    {
      key: 'totalCharge',
      label: t('jobs.fields.totalCharge'),
      noWrap: true,
      render: (r) => (r.totalCharge && r.currency ? formatMoneyWithCurrency(r.totalCharge, r.currency) : '—'),
    },
    { key: 'createdAt', label: t('jobs.fields.createdAt'), noWrap: true, render: (r) => formatDate(r.createdAt) },
  ];
  const columns = shown.map((c) => ({ ...c, sortable: SORTABLE.includes(c.key) }));

  return (
    <ServerList<JobRow>
      testId="jobs"
      list={list}
      title={title}
      columns={columns}
      defaultSort={DEFAULT_SORT}
      rowKey={(row) => row.jobId}
      onOpen={(row) => void navigate(jobViewPath(row.jobId, detailBase))}
      search={{ placeholder: t('jobs.list.searchHint') }}
      onExport={exportAs}
      headerActions={
        <>
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
        </>
      }
      filters={[
        {
          name: 'jobState',
          testId: 'jobs-filter-state',
          label: t('jobs.fields.jobState'),
          options: JOB_STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) })),
        },
        {
          name: 'jobOutPaymentState',
          testId: 'jobs-filter-payment',
          label: t('jobs.fields.jobOutPaymentState'),
          options: PAYMENT_STATES.map((s) => ({ value: s, label: t(`jobs.paymentStates.${s}`) })),
        },
      ]}
      toolbar={
        <>
          <DayFilterInput
            label={t('jobs.list.createdFrom')}
            value={state.filters.jobDtCreateFrom}
            onChange={(day) => update({ jobDtCreateFrom: day })}
            testId="jobs-filter-from"
          />
          <DayFilterInput
            label={t('jobs.list.createdTo')}
            value={state.filters.jobDtCreateTo}
            onChange={(day) => update({ jobDtCreateTo: day })}
            testId="jobs-filter-to"
          />
        </>
      }
    />
  );
}
