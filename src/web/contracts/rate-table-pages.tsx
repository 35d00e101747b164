import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useNavigate, useParams } from '../lib/router';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/contracts/contracts';
import { RATE_TABLE_STATES, type RateTableDetail, type RateTableRow } from '../../domain/contracts/rate-tables';
import { formatDate } from '../../domain/format';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { NewButton, PagedList, type ListColumn as Column } from '../components/server-list';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { rateTableKeys } from './contract-keys';
import { CONTRACT_ROUTE_PATHS } from './contract-paths';
import { CONTRACT_ROUTES, usePartyOptions } from './contracts-api';
import { RateTableForm, newRateValues, rateValues } from './rate-table-form';
import { StateBadge } from './state-badge';

/** /manage/ratetable and /administrations/rateTable-management: rate tables the user is party to (platform: all). */
export function RateTableListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Who may see the list is the route table's (rates.read); making a table is a button (rates.manage).
  const mayManage = useCan('rates.manage');
  const mayVerify = useCan('rates.verify');
  const mayApprove = useCan('rates.approve');
  const platform = mayVerify || mayApprove;
  const customers = usePartyOptions('customer', platform);
  const operators = usePartyOptions('operator', platform);
  const partyFilters = platform
    ? [
        {
          name: 'toAccnId',
          label: t('contracts.fields.operator'),
          options: (operators.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
        },
        {
          name: 'customerAccnId',
          label: t('contracts.fields.customer'),
          options: (customers.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
        },
      ]
    : [];
  // rates.manage is the truck operator's and the back office's alone (src/domain/permissions.ts, by company type).
  const mayCreate = mayManage;
  const columns: Column<RateTableRow>[] = [
    { key: 'rateId', label: t('rates.fields.rateId'), sortable: true, render: (r) => r.rateId },
    { key: 'rateName', label: t('rates.fields.rateName'), sortable: true, render: (r) => r.rateName },
    { key: 'toName', label: t('contracts.fields.operator'), sortable: true, render: (r) => r.toName },
    { key: 'customerName', label: t('contracts.fields.customer'), sortable: true, render: (r) => r.customerName },
    {
      key: 'validFrom',
      label: t('contracts.fields.validity'),
      sortable: true,
      render: (r) => `${formatDate(r.validFrom)} – ${formatDate(r.validTo)}`,
    },
    { key: 'lineCount', label: t('rates.fields.lineCount'), render: (r) => r.lineCount },
    {
      key: 'state',
      label: t('rates.fields.state'),
      sortable: true,
      render: (r) => <StateBadge state={r.state} label={t(`rates.state.${r.state}`)} />,
    },
  ];
  return (
    <PagedList<RateTableRow>
      testId="rate-tables"
      title={t('rates.listTitle')}
      path={apiPath('rate-tables')}
      queryKey={rateTableKeys.list}
      columns={columns}
      filters={[
        {
          name: 'state',
          label: t('rates.fields.state'),
          options: RATE_TABLE_STATES.map((s) => ({ value: s, label: t(`rates.state.${s}`) })),
        },
        ...partyFilters,
      ]}
      defaultSort={{ field: 'updatedAt', order: 'desc' }}
      rowKey={(r) => r.rateId}
      onOpen={(r) => void navigate(`${CONTRACT_ROUTES.rateDetail}/view/${encodeURIComponent(r.rateId)}`)}
      headerActions={
        mayCreate && (
          <NewButton label={t('rates.new')} onClick={() => void navigate(CONTRACT_ROUTE_PATHS.rateNew)} testId="rate-table-new" />
        )
      }
    />
  );
}

/**
 * /manage/ratetable-details/new and /manage/ratetable-details/{viewType}/{id} (also under
 * /administrations/rateTable-management): a rate table with its trip rates. The form is keyed by the read's
 * time, so the conflict alert's Reload shows the fresh table.
 */
export function RateTableDetailPage({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useSessionUser();
  const { viewType = '', id = '' } = useParams();
  const verifier = useCan('rates.verify');
  const approver = useCan('rates.approve');
  const table = useQuery({
    queryKey: rateTableKeys.item(id),
    queryFn: ({ signal }) => api.get<RateTableDetail>(apiPath('rate-tables', id), { signal }),
    enabled: !isNew,
  });
  if (isNew) {
    const ownOperator = (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(me.accnType);
    const initial = newRateValues(ownOperator && !verifier && !approver ? me.accnId : '');
    return <RateTableForm viewType="new" initial={initial} />;
  }
  if (viewType !== 'edit' && viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (table.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (table.isError || !table.data) return <Alert color="red">{errorMessage(table.error, t)}</Alert>;
  return (
    <RateTableForm
      key={table.dataUpdatedAt}
      viewType={viewType}
      initial={rateValues(table.data)}
      row={table.data}
      onReload={() => void table.refetch()}
    />
  );
}
