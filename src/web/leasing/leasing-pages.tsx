import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useNavigate, useParams } from '../lib/router';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { LEASE_STATES, type LeaseVerb } from '../../domain/leasing/leasing';
import { isPlatform } from '../../domain/permissions';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { useConflict } from '../components/form/use-conflict';
import { WorkflowActions } from '../components/workflow-actions';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { NewButton, PagedList, type FilterDef, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useLabels } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { failureText } from '../lib/failure-text';
import { notifySuccess } from '../lib/notify';
import { PATHS } from '../lib/paths';
import { useSessionUser } from '../lib/session-user';
import { useCan } from '../lib/use-can';
import { QuoteDialog } from './lease-dialogs';
import { LEASE_COLORS, leaseKeys, leasingApi, useLeaseOptions, type Lease, type LeaseView } from './leasing-api';
import { leasePath, LEASING_ROUTES } from './leasing-paths';
import { monoColumn, textColumn } from '../components/list-columns';

/** A day (`YYYY-MM-DD`) as DD/MM/YYYY. */
const day = (value: string) => formatDate(`${value}T00:00:00+07:00`);
const period = (r: Lease) => `${day(r.startDate)} – ${day(r.endDate)}`;
const money = (r: Lease, amount: string | null) => (amount ? formatMoneyWithCurrency(amount, r.currency) : '—');

/** An application's state as a badge. */
function LeaseState({ row, testId }: { row: Lease; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StateBadge state={row.state} label={t(`leasing.states.${row.state}`)} color={LEASE_COLORS[row.state]} testId={testId} />
  );
}

/** Which side of leasing the user works: the operator applying, the provider deciding, the platform reading. */
function useLeaseSide(): 'operator' | 'provider' | 'platform' {
  const user = useSessionUser();
  const fleet = useCan('fleet.manage');
  if (isPlatform(user)) return 'platform';
  if (fleet && (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(user.accnType)) return 'operator';
  return 'provider';
}

const TITLES = { operator: 'leasing.list.title', provider: 'leasing.list.titleProvider', platform: 'leasing.list.titlePlatform' };

/**
 * /administrations/truckleasing and /opadmin/truckleasing/list: the applications the caller sees, newest first
 * (server-paged): the operator's own, the provider's, the platform's all; filter by state (and, for the platform, by
 * provider), search by application or company; the operator's Apply for a lease.
 */
export function LeaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const side = useLeaseSide();
  const vehicle = useLabels('veh-type');
  const user = useSessionUser();
  const providers = useLeaseOptions(side !== 'operator');
  // A service provider's administrator whose company is not a leasing provider: nothing will come; say why.
  const notProvider = side === 'provider' && providers.data && !providers.data.providers.some((p) => p.value === user.accnId);
  const columns: ListColumn<Lease>[] = [
    monoColumn('applicationId', t('leasing.fields.applicationId'), (r) => r.applicationId, { sortable: true }),
    {
      key: 'state',
      label: t('leasing.fields.state'),
      sortable: true,
      noWrap: true,
      render: (r) => <LeaseState row={r} testId={`lease-state-${r.applicationId}`} />,
    },
    textColumn('toName', t('leasing.fields.toName'), (r) => r.toName),
    textColumn('providerName', t('leasing.fields.providerName'), (r) => r.providerName),
    {
      key: 'vehicleType',
      label: t('leasing.fields.vehicleType'),
      noWrap: true,
      render: (r) => vehicle(r.vehicleType),
      text: (r) => vehicle(r.vehicleType),
    },
    { key: 'truckCount', label: t('leasing.fields.truckCount'), sortable: true, align: 'right', render: (r) => r.truckCount },
    { key: 'startDate', label: t('leasing.fields.period'), sortable: true, noWrap: true, render: period, text: period },
    {
      key: 'monthlyPrice',
      label: t('leasing.fields.monthlyPrice'),
      align: 'right',
      noWrap: true,
      render: (r) => money(r, r.monthlyPrice),
      text: (r) => money(r, r.monthlyPrice),
    },
    {
      key: 'total',
      label: t('leasing.fields.total'),
      align: 'right',
      noWrap: true,
      render: (r) => money(r, r.total),
      text: (r) => money(r, r.total),
    },
  ];
  const filters: FilterDef[] = [
    {
      name: 'state',
      label: t('leasing.fields.state'),
      options: LEASE_STATES.map((s) => ({ value: s, label: t(`leasing.states.${s}`) })),
      testId: 'leases-filter-state',
    },
  ];
  if (side === 'platform')
    filters.push({
      name: 'providerAccnId',
      label: t('leasing.fields.providerAccnId'),
      options: (providers.data?.providers ?? []).map((p) => ({ value: p.value, label: p.desc })),
      testId: 'leases-filter-provider',
    });
  return (
    <PagedList<Lease>
      testId="leases"
      title={t(TITLES[side])}
      path={leasingApi.list()}
      queryKey={leaseKeys.list}
      columns={columns}
      search
      filters={filters}
      headerActions={
        side === 'operator' ? (
          <NewButton label={t('leasing.list.new')} onClick={() => void navigate(LEASING_ROUTES.new)} testId="leases-new" />
        ) : undefined
      }
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.applicationId}
      onOpen={(r) => void navigate(leasePath(r.applicationId))}
    >
      {notProvider && (
        <Alert color="yellow" data-testid="leases-not-provider">
          {t('leasing.list.notProvider')}
        </Alert>
      )}
    </PagedList>
  );
}

/** The verbs that ask for a reason. */
const WITH_REASON: readonly LeaseVerb[] = ['reject', 'withdraw'];
const VERB_COLORS: Partial<Record<LeaseVerb, string>> = { reject: 'red', withdraw: 'red' };

/**
 * /administrations/truckleasing/view/{applicationId}: the application, the quote and its total as the server worked
 * it out, and the buttons of the server's `actions`: quote opens a form, reject and withdraw ask for a reason, accept
 * and approve are sent as they are, each with the version read. A lost race shows the conflict alert with Reload.
 */
export function LeaseDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const vehicle = useLabels('veh-type');
  const { viewType = '', applicationId = '' } = useParams();
  const [open, setOpen] = useState<LeaseVerb | null>(null);
  const [error, setError] = useState<string | null>(null);
  const item = useQuery({
    queryKey: leaseKeys.item(applicationId),
    queryFn: ({ signal }) => api.get<LeaseView>(leasingApi.item(applicationId), { signal }),
    enabled: viewType === 'view',
  });
  const reload = () => void client.invalidateQueries({ queryKey: leaseKeys.all });
  const conflict = useConflict(reload, { testId: 'lease-conflict', reloadTestId: 'lease-reload' });
  const saved = (lease: LeaseView, verb: LeaseVerb) => {
    setOpen(null);
    conflict.clear();
    client.setQueryData(leaseKeys.item(applicationId), lease);
    void client.invalidateQueries({ queryKey: leaseKeys.lists() });
    notifySuccess(t(`leasing.done.${verb}`));
  };
  const lost = (err: unknown) => {
    if (conflict.caught(err)) setOpen(null);
  };
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: LeaseVerb; reason?: string }) =>
      api.post<LeaseView>(leasingApi.verb(applicationId, verb), { version: item.data!.version, ...(reason ? { reason } : {}) }),
    onMutate: () => setError(null),
    onSuccess: (row, { verb }) => saved(row, verb),
    onError: (err) => {
      if (conflict.caught(err)) {
        setOpen(null);
        return;
      }
      setError(failureText(err, t));
    },
  });
  useBreadcrumbItem(item.data?.applicationId);
  if (viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (item.isError || !item.data) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  const r = item.data;
  const value = (field: string, shown: ReactNode, testId?: string) => (
    <ReadOnlyValue label={t(`leasing.fields.${field}`)} value={shown} testId={testId} />
  );
  const at = (when: string | null, by: string | null) => (when ? `${formatDateTime(when)}${by ? ` · ${by}` : ''}` : null);
  const click = (verb: LeaseVerb) => {
    if (verb === 'quote' || WITH_REASON.includes(verb)) setOpen(verb);
    else act.mutate({ verb });
  };
  const asking = open && WITH_REASON.includes(open) ? open : null;
  return (
    <Stack gap="md" maw={1080}>
      <Group justify="space-between">
        <PageTitle>{t('leasing.detail.title', { id: r.applicationId })}</PageTitle>
        <LeaseState row={r} testId="lease-state" />
      </Group>
      {conflict.alert}
      <WorkflowActions
        prefix="lease"
        actions={r.actions}
        colors={VERB_COLORS}
        label={(verb) => t(`leasing.verbs.${verb}`)}
        pending={act.isPending ? act.variables?.verb : undefined}
        onAct={click}
        error={error}
        onDismissError={() => setError(null)}
      />
      <Card withBorder>
        <Title order={4} mb="sm">
          {t('leasing.detail.application')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {value('toName', r.toName)}
          {value('providerName', r.providerName)}
          {value('vehicleType', vehicle(r.vehicleType))}
          {value('truckCount', r.truckCount, 'lease-truck-count')}
          {value('period', `${period(r)} (${t('leasing.detail.months', { count: r.months })})`, 'lease-period')}
          {value('wantedPrice', money(r, r.wantedPrice), 'lease-wanted-price')}
          {value('contactName', r.contactName)}
          {value('contactPhone', r.contactPhone)}
          {value('appliedBy', at(r.createdAt, r.appliedBy))}
          {r.remarks && value('remarks', r.remarks)}
        </SimpleGrid>
        {r.reason && (
          <Alert color="red" mt="sm" title={t('leasing.fields.reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="lease-reason">
              {r.reason}
            </Text>
          </Alert>
        )}
      </Card>
      <Card withBorder data-testid="lease-price">
        <Title order={4} mb="sm">
          {t('leasing.detail.price')}
        </Title>
        {r.monthlyPrice ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {value('monthlyPrice', money(r, r.monthlyPrice), 'lease-monthly-price')}
              {value(
                'total',
                <Text component="span" fw={700}>
                  {money(r, r.total)}
                </Text>,
                'lease-total',
              )}
              {r.quotedAt && value('quotedAt', at(r.quotedAt, r.quotedBy))}
              {r.acceptedAt && value('acceptedAt', at(r.acceptedAt, r.acceptedBy))}
              {r.decidedAt && value('decidedAt', at(r.decidedAt, r.decidedBy))}
            </SimpleGrid>
            <Text size="sm" c="dimmed" data-testid="lease-breakdown">
              {t('leasing.detail.breakdown', {
                price: money(r, r.monthlyPrice),
                count: r.truckCount,
                months: r.months,
                total: money(r, r.total),
              })}
            </Text>
            {r.quoteNote && value('quoteNote', r.quoteNote)}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="lease-not-quoted">
            {t('leasing.detail.notQuoted')}
          </Text>
        )}
      </Card>
      {open === 'quote' && (
        <QuoteDialog lease={r} onClose={() => setOpen(null)} onSaved={(row) => saved(row, 'quote')} onConflict={lost} />
      )}
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`leasing.verbs.${asking}`) : ''}
        required
        label={t('leasing.fields.reason')}
        confirmLabel={asking ? t(`leasing.verbs.${asking}`) : ''}
        confirmColor="red"
        busy={act.isPending}
        error={error}
        onConfirm={(reason) => asking && act.mutate({ verb: asking, reason })}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
