import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useNavigate, useParams, useSearchParams } from '../lib/router';
import {
  CONTRACT_REQUEST_KINDS,
  CONTRACT_REQUEST_STATES,
  type ContractRequestKind,
  type ContractRequestRow,
  type ContractRow,
} from '../../domain/contracts/contracts';
import { formatDate } from '../../domain/format';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { NewButton, PagedList, type ListColumn as Column } from '../components/server-list';
import { errorMessage } from '../lib/error-message';
import { contractKeys, contractRequestKeys } from './contract-keys';
import { CONTRACT_ROUTE_PATHS } from './contract-paths';
import { ContractRequestForm, EMPTY_REQUEST, newRequestValues, requestValues } from './contract-request-form';
import { CONTRACT_ROUTES } from './contracts-api';
import { StateBadge } from './state-badge';

/** /opadmin/contractrequest: every contract request, newest first (the contract back office). */
export function ContractRequestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Who may see the list is the route table's (contracts.request or contracts.approve); making one is a button.
  const mayRequest = useCan('contracts.request');
  const columns: Column<ContractRequestRow>[] = [
    { key: 'reqId', label: t('contracts.fields.reqId'), sortable: true, render: (r) => r.reqId },
    { key: 'reqKind', label: t('contracts.fields.reqKind'), render: (r) => t(`contracts.kind.${r.reqKind}`) },
    { key: 'contractId', label: t('contracts.fields.contractId'), render: (r) => r.contractId ?? '—' },
    { key: 'customerName', label: t('contracts.fields.customer'), sortable: true, render: (r) => r.customerName },
    { key: 'toName', label: t('contracts.fields.operator'), sortable: true, render: (r) => r.toName },
    { key: 'validFrom', label: t('contracts.fields.validFrom'), sortable: true, render: (r) => formatDate(r.validFrom) },
    { key: 'validTo', label: t('contracts.fields.validTo'), sortable: true, render: (r) => formatDate(r.validTo) },
    {
      key: 'state',
      label: t('contracts.fields.state'),
      sortable: true,
      render: (r) => <StateBadge state={r.state} label={t(`contracts.requestState.${r.state}`)} />,
    },
  ];
  return (
    <PagedList<ContractRequestRow>
      testId="contract-requests"
      title={t('contracts.requestListTitle')}
      path={apiPath('contract-requests')}
      queryKey={contractRequestKeys.list}
      columns={columns}
      filters={[
        {
          name: 'state',
          label: t('contracts.fields.state'),
          options: CONTRACT_REQUEST_STATES.map((s) => ({ value: s, label: t(`contracts.requestState.${s}`) })),
        },
        {
          name: 'reqKind',
          label: t('contracts.fields.reqKind'),
          options: CONTRACT_REQUEST_KINDS.map((k) => ({ value: k, label: t(`contracts.kind.${k}`) })),
        },
      ]}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.reqId}
      onOpen={(r) => void navigate(`${CONTRACT_ROUTES.requestDetail}/view/${encodeURIComponent(r.reqId)}`)}
      headerActions={
        mayRequest && (
          <NewButton
            label={t('contracts.newRequest')}
            onClick={() => void navigate(CONTRACT_ROUTE_PATHS.requestNew)}
            testId="contract-request-new"
          />
        )
      }
    />
  );
}

/**
 * /opadmin/contractrequest/new and /opadmin/contractrequest/{viewType}/{contractReqId}: draft (new, edit) and view
 * a request. A new one may start from a contract (`?contractId=…&kind=UPDATE|RENEWAL`); the form is keyed by
 * the read's time, so the conflict alert's Reload shows the fresh record.
 */
export function ContractRequestDetailPage({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const [search] = useSearchParams();
  const { viewType = '', contractReqId = '' } = useParams();
  const fromContract = isNew ? (search.get('contractId') ?? '') : '';
  const kindParam = search.get('kind');
  const newKind: ContractRequestKind = fromContract && (kindParam === 'UPDATE' || kindParam === 'RENEWAL') ? kindParam : 'NEW';

  const request = useQuery({
    queryKey: contractRequestKeys.item(contractReqId),
    queryFn: ({ signal }) => api.get<ContractRequestRow>(apiPath('contract-requests', contractReqId), { signal }),
    enabled: !isNew,
  });
  const source = useQuery({
    queryKey: contractKeys.item(fromContract),
    queryFn: ({ signal }) => api.get<ContractRow>(apiPath('contracts', fromContract), { signal }),
    enabled: fromContract !== '',
  });

  if (!isNew && viewType !== 'edit' && viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (!isNew && request.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (!isNew && (request.isError || !request.data)) return <Alert color="red">{errorMessage(request.error, t)}</Alert>;
  if (fromContract && source.isLoading) return <Loader aria-label={t('common.loading')} />;

  if (isNew) {
    const initial = source.data ? newRequestValues(source.data, newKind) : EMPTY_REQUEST;
    return <ContractRequestForm key={`new-${fromContract}-${newKind}`} viewType="new" initial={initial} />;
  }
  const row = request.data!;
  return (
    <ContractRequestForm
      key={request.dataUpdatedAt}
      viewType={viewType as 'edit' | 'view'}
      initial={requestValues(row, row.reqKind)}
      row={row}
      onReload={() => void request.refetch()}
    />
  );
}
