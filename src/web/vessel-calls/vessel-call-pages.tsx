import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useNavigate, useParams } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { VESSEL_CALL_STATUSES } from '../../domain/vessel-calls/vessel-calls';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { MonoCell } from '../components/mono-cell';
import { NewButton, PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { PATHS } from '../lib/paths';
import { useCan } from '../lib/use-can';
import { newVesselCallValues, VesselCallForm, vesselCallValues } from './vessel-call-form';
import { vesselCallKeys } from './vessel-call-keys';
import { VESSEL_CALL_ROUTE_PATHS, vesselCallPath } from './vessel-call-paths';
import {
  useVesselCallOptions,
  vesselCallColor,
  vesselCallsPath,
  type VesselCallDetail,
  type VesselCallRow,
} from './vessel-calls-api';
import { textColumn } from '../components/list-columns';

const FORM_LABELS: Record<string, string> = { fal1: 'FAL 1', fal5: 'FAL 5', fal6: 'FAL 6', fal7: 'FAL 7' };

/**
 * /applications/services/vesselCall: the applications the user may see (server-paged): a line's own and its agents',
 * an agent's for the lines that associated it, the officer's all but drafts; filters status and port.
 */
export function VesselCallListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayFile = useCan('vessel.file');
  const options = useVesselCallOptions();
  const columns: ListColumn<VesselCallRow>[] = [
    {
      key: 'vcId',
      label: t('vesselCalls.fields.vcId'),
      sortable: true,
      noWrap: true,
      render: (r) => <MonoCell>{r.vcId}</MonoCell>,
    },
    {
      key: 'vesselName',
      label: t('vesselCalls.fields.vesselName'),
      sortable: true,
      render: (r) => `${r.vesselName} · IMO ${r.imoNo}`,
      text: (r) => `${r.vesselName} · IMO ${r.imoNo}`,
    },
    textColumn('lineName', t('vesselCalls.fields.line'), (r) => r.lineName),
    textColumn('filerName', t('vesselCalls.fields.filer'), (r) => r.filerName),
    { key: 'portCode', label: t('vesselCalls.fields.portCode'), sortable: true, noWrap: true, render: (r) => r.portCode },
    { key: 'eta', label: t('vesselCalls.fields.eta'), sortable: true, noWrap: true, render: (r) => formatDateTime(r.eta) },
    {
      key: 'forms',
      label: t('vesselCalls.fields.forms'),
      noWrap: true,
      render: (r) => r.forms.map((f) => FORM_LABELS[f]).join(', '),
    },
    {
      key: 'status',
      label: t('vesselCalls.fields.status'),
      sortable: true,
      noWrap: true,
      render: (r) => (
        <StateBadge state={r.status} label={t(`vesselCalls.status.${r.status}`)} color={vesselCallColor(r.status)} />
      ),
    },
  ];
  return (
    <PagedList<VesselCallRow>
      testId="vessel-calls"
      title={t('vesselCalls.menu.applications')}
      path={vesselCallsPath()}
      queryKey={vesselCallKeys.list}
      columns={columns}
      filters={[
        {
          name: 'status',
          label: t('vesselCalls.fields.status'),
          options: VESSEL_CALL_STATUSES.map((s) => ({ value: s, label: t(`vesselCalls.status.${s}`) })),
        },
        {
          name: 'portCode',
          label: t('vesselCalls.fields.portCode'),
          options: (options.data?.ports ?? []).map((p) => ({ value: p.portCode, label: `${p.name} (${p.portCode})` })),
        },
      ]}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.vcId}
      onOpen={(r) => void navigate(vesselCallPath('view', r.vcId))}
      headerActions={
        mayFile && (
          <NewButton
            label={t('vesselCalls.new')}
            onClick={() => void navigate(VESSEL_CALL_ROUTE_PATHS.new)}
            testId="vessel-calls-new"
          />
        )
      }
    />
  );
}

/**
 * /applications/services/vesselCall/new and …/{view|edit|amend}/{vcId}: the application form; viewed, its workflow
 * buttons, certificates and trail. The form is keyed by the read's time, so the conflict alert's Reload shows it fresh.
 */
export function VesselCallDetailPage({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const { viewType = '', vcId = '' } = useParams();
  const options = useVesselCallOptions();
  const call = useQuery({
    queryKey: vesselCallKeys.item(vcId),
    queryFn: ({ signal }) => api.get<VesselCallDetail>(vesselCallsPath(vcId), { signal }),
    enabled: !isNew,
  });
  useBreadcrumbItem(call.data ? `${call.data.vcId} · ${call.data.vesselName}` : undefined);
  if (!isNew && viewType !== 'edit' && viewType !== 'view' && viewType !== 'amend')
    return <Navigate to={PATHS.notFound} replace />;
  if (options.isLoading || (!isNew && call.isLoading)) return <Loader aria-label={t('common.loading')} />;
  if (options.isError || !options.data) return <Alert color="red">{errorMessage(options.error, t)}</Alert>;
  if (isNew) {
    if (options.data.lines.length === 0) return <Alert color="yellow">{t('vesselCalls.detail.noLines')}</Alert>;
    return <VesselCallForm viewType="new" initial={newVesselCallValues(options.data.lines[0]!.value)} options={options.data} />;
  }
  if (call.isError || !call.data) return <Alert color="red">{errorMessage(call.error, t)}</Alert>;
  return (
    <VesselCallForm
      key={`${viewType}-${call.dataUpdatedAt}`}
      viewType={viewType as 'view' | 'edit' | 'amend'}
      initial={vesselCallValues(call.data)}
      options={options.data}
      row={call.data}
      onReload={() => void call.refetch()}
    />
  );
}
