import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, Navigate, useNavigate, useParams } from '../lib/router';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { perTruck, RENTAL_STATES, type RentalVerb } from '../../domain/rentals/rentals';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { useConflict } from '../components/form/use-conflict';
import { MonoCell } from '../components/mono-cell';
import { WorkflowActions } from '../components/workflow-actions';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { NewButton, PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { JobStateBadge, jobViewPath, useLabels } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { failureText } from '../lib/failure-text';
import { notifySuccess } from '../lib/notify';
import { PATHS } from '../lib/paths';
import { useSessionUser } from '../lib/session-user';
import { useCan } from '../lib/use-can';
import { AssignDialog, QuoteDialog } from './rental-dialogs';
import { RENTAL_COLORS, rentalKeys, rentalsApi, useRentalOptions, type Rental, type RentalView } from './rentals-api';
import { rentalPath, RENTAL_ROUTES } from './rentals-paths';
import { monoColumn, textColumn } from '../components/list-columns';

/** A day of the period (`YYYY-MM-DD`) as DD/MM/YYYY. */
const day = (value: string) => formatDate(`${value}T00:00:00+07:00`);
const period = (r: Rental) => `${day(r.startDate)} – ${day(r.endDate)}`;
const money = (r: Rental, amount: string | null) => (amount && r.currency ? formatMoneyWithCurrency(amount, r.currency) : '—');

/** A rental's state as a badge. */
function RentalState({ row, testId }: { row: Rental; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StateBadge state={row.state} label={t(`rentals.states.${row.state}`)} color={RENTAL_COLORS[row.state]} testId={testId} />
  );
}

/** Whether the user asks for rentals (a cargo owner's or forwarder's jobs.create) rather than only operating them. */
function useRenter(): boolean {
  const user = useSessionUser();
  return useCan('jobs.create') && (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(user.accnType);
}

/** Whether the user's company rents its trucks out (a truck operator's jobs.operate). */
function useOperator(): boolean {
  const user = useSessionUser();
  return useCan('jobs.operate') && (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(user.accnType);
}

/**
 * /administrations/truckrental (and /administrations/rental-management, decision 0033): the rentals the caller sees,
 * newest first (server-paged): the renter's requests, the operator's, the platform's all; filter by state, search by
 * rental, company or job; the renter's New request.
 */
export function RentalListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const renter = useRenter();
  const operator = useOperator();
  const vehicle = useLabels('veh-type');
  const columns: ListColumn<Rental>[] = [
    monoColumn('rentalId', t('rentals.fields.rentalId'), (r) => r.rentalId, { sortable: true }),
    {
      key: 'state',
      label: t('rentals.fields.state'),
      sortable: true,
      noWrap: true,
      render: (r) => <RentalState row={r} testId={`rental-state-${r.rentalId}`} />,
    },
    textColumn('renterName', t('rentals.fields.renterName'), (r) => r.renterName),
    textColumn('toName', t('rentals.fields.toName'), (r) => r.toName),
    {
      key: 'vehicleType',
      label: t('rentals.fields.vehicleType'),
      noWrap: true,
      render: (r) => vehicle(r.vehicleType),
      text: (r) => vehicle(r.vehicleType),
    },
    { key: 'truckCount', label: t('rentals.fields.truckCount'), align: 'right', render: (r) => r.truckCount },
    { key: 'startDate', label: t('rentals.fields.period'), sortable: true, noWrap: true, render: period, text: period },
    {
      key: 'rentalType',
      label: t('rentals.fields.rentalType'),
      noWrap: true,
      render: (r) => t(`rentals.types.${r.rentalType}`),
      text: (r) => t(`rentals.types.${r.rentalType}`),
    },
    {
      key: 'total',
      label: t('rentals.fields.total'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => money(r, r.total),
      text: (r) => money(r, r.total),
    },
    {
      key: 'jobId',
      label: t('rentals.fields.jobId'),
      noWrap: true,
      render: (r) => (r.jobId ? <MonoCell>{r.jobId}</MonoCell> : '—'),
      text: (r) => r.jobId ?? '',
    },
  ];
  return (
    <PagedList<Rental>
      testId="rentals"
      title={operator && !renter ? t('rentals.list.titleOperator') : t('rentals.list.title')}
      path={rentalsApi.list()}
      queryKey={rentalKeys.list}
      columns={columns}
      search
      filters={[
        {
          name: 'state',
          label: t('rentals.fields.state'),
          options: RENTAL_STATES.map((s) => ({ value: s, label: t(`rentals.states.${s}`) })),
        },
      ]}
      headerActions={
        renter ? (
          <NewButton label={t('rentals.list.new')} onClick={() => void navigate(RENTAL_ROUTES.new)} testId="rentals-new" />
        ) : undefined
      }
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.rentalId}
      onOpen={(r) => void navigate(rentalPath(r.rentalId))}
    />
  );
}

/** The verbs that ask for a reason, and those that open a form. */
const WITH_REASON: readonly RentalVerb[] = ['decline', 'cancel'];
const VERB_COLORS: Partial<Record<RentalVerb, string>> = { decline: 'red', cancel: 'red' };

/**
 * /administrations/truckrental/view/{rentalId}: the request, the quote and its price worked out, the trucks and
 * drivers, the rental's job once accepted (its billing and payment) and the buttons of the server's `actions`: quote
 * and assign open a form, decline and cancel ask for a reason, accept, start and complete are sent as they are. A lost
 * race shows the conflict alert with Reload.
 */
export function RentalDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const vehicle = useLabels('veh-type');
  const { viewType = '', rentalId = '' } = useParams();
  const [open, setOpen] = useState<RentalVerb | null>(null);
  const [error, setError] = useState<string | null>(null);
  const item = useQuery({
    queryKey: rentalKeys.item(rentalId),
    queryFn: ({ signal }) => api.get<RentalView>(rentalsApi.item(rentalId), { signal }),
    enabled: viewType === 'view',
  });
  const choices = useRentalOptions(item.data?.actions.includes('assign') === true);
  const reload = () => void client.invalidateQueries({ queryKey: rentalKeys.all });
  const conflict = useConflict(reload, { testId: 'rental-conflict', reloadTestId: 'rental-reload' });
  const saved = (rental: RentalView, verb: RentalVerb) => {
    setOpen(null);
    conflict.clear();
    client.setQueryData(rentalKeys.item(rentalId), rental);
    void client.invalidateQueries({ queryKey: rentalKeys.lists() });
    notifySuccess(t(`rentals.done.${verb}`));
  };
  const lost = (err: unknown) => {
    if (conflict.caught(err)) setOpen(null);
  };
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: RentalVerb; reason?: string }) =>
      api.post<RentalView>(rentalsApi.verb(rentalId, verb), {
        version: item.data!.version,
        ...(reason ? { reason } : {}),
      }),
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
  useBreadcrumbItem(item.data?.rentalId);
  if (viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (item.isError || !item.data) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  const r = item.data;
  const value = (field: string, shown: ReactNode, testId?: string) => (
    <ReadOnlyValue label={t(`rentals.fields.${field}`)} value={shown} testId={testId} />
  );
  const at = (when: string | null) => (when ? formatDateTime(when) : null);
  const click = (verb: RentalVerb) => {
    if (verb === 'quote' || verb === 'assign' || WITH_REASON.includes(verb)) setOpen(verb);
    else act.mutate({ verb });
  };
  const asking = open && WITH_REASON.includes(open) ? open : null;
  return (
    <Stack gap="md" maw={1080}>
      <Group justify="space-between">
        <PageTitle>{t('rentals.detail.title', { id: r.rentalId })}</PageTitle>
        <RentalState row={r} testId="rental-state" />
      </Group>
      {conflict.alert}
      <WorkflowActions
        prefix="rental"
        actions={r.actions}
        colors={VERB_COLORS}
        label={(verb) => t(`rentals.verbs.${verb}`)}
        pending={act.isPending ? act.variables?.verb : undefined}
        disabled={(verb) => verb === 'assign' && !choices.data}
        onAct={click}
        error={error}
        onDismissError={() => setError(null)}
      />
      <Card withBorder>
        <Title order={4} mb="sm">
          {t('rentals.detail.request')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {value('renterName', r.renterName)}
          {value('toName', r.toName)}
          {value('pickupLocId', r.pickupName || r.pickupLocId)}
          {value('vehicleType', vehicle(r.vehicleType))}
          {value('truckCount', r.truckCount, 'rental-truck-count-value')}
          {value('rentalType', t(`rentals.types.${r.rentalType}`))}
          {value('period', period(r), 'rental-period')}
          {value('requestedBy', `${formatDateTime(r.createdAt)} · ${r.requestedBy}`)}
          {r.remarks && value('remarks', r.remarks)}
        </SimpleGrid>
        {r.reason && (
          <Alert color={r.state === 'REJ' || r.state === 'CAN' ? 'red' : 'gray'} mt="sm" title={t('rentals.fields.reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="rental-reason">
              {r.reason}
            </Text>
          </Alert>
        )}
      </Card>
      <Card withBorder data-testid="rental-price">
        <Title order={4} mb="sm">
          {t('rentals.detail.price')}
        </Title>
        {r.unitPrice && r.currency ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
              {value('unitPrice', `${money(r, r.unitPrice)} · ${t(`rentals.types.${r.rentalType}`)}`, 'rental-unit-price')}
              {value('units', t(`rentals.unitCount.${r.rentalType.slice(-1)}`, { count: r.units }), 'rental-units')}
              {perTruck(r.rentalType) && value('truckCount', r.truckCount)}
              {value('total', <Text fw={700}>{money(r, r.total)}</Text>, 'rental-total')}
            </SimpleGrid>
            <Text size="sm" c="dimmed" data-testid="rental-breakdown">
              {t('rentals.detail.perUnit', { price: money(r, r.unitPrice), units: r.units })}
              {perTruck(r.rentalType) ? ` × ${r.truckCount}` : ''} = {money(r, r.total)}
            </Text>
            {r.quoteNote && value('quoteNote', r.quoteNote)}
            {r.quotedAt && value('quotedAt', at(r.quotedAt))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="rental-not-quoted">
            {t('rentals.detail.notQuoted')}
          </Text>
        )}
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          {t('rentals.detail.trucks')}
        </Title>
        {r.trucks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rentals.detail.noTrucks')}
          </Text>
        ) : (
          <Table data-testid="rental-trucks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('rentals.fields.truck')}</Table.Th>
                <Table.Th>{t('rentals.fields.driver')}</Table.Th>
                <Table.Th ta="right">{t('rentals.fields.charge')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.trucks.map((truck) => (
                <Table.Tr key={truck.seq} data-testid="rental-truck-row">
                  <Table.Td>{truck.seq}</Table.Td>
                  <Table.Td data-testid="rental-truck-plate">{truck.plateNo ?? truck.truckId ?? '—'}</Table.Td>
                  <Table.Td data-testid="rental-truck-driver">{truck.driverName ?? truck.driverId ?? '—'}</Table.Td>
                  <Table.Td ta="right">{money(r, truck.charge)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      {r.jobId && (
        <Card withBorder data-testid="rental-billing">
          <Title order={4} mb="sm">
            {t('rentals.detail.billing')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {value(
              'jobId',
              <Anchor component={Link} to={jobViewPath(r.jobId)} data-testid="rental-job">
                {r.jobId}
              </Anchor>,
            )}
            {r.jobState && value('jobState', <JobStateBadge state={r.jobState} testId="rental-job-state" />)}
            {value(
              'paid',
              <Badge variant="light" color={r.paid ? 'green' : 'gray'} data-testid="rental-paid">
                {r.paid ? t('rentals.detail.paid') : t('rentals.detail.unpaid')}
              </Badge>,
            )}
            {r.acceptedAt && value('acceptedAt', at(r.acceptedAt))}
            {r.startedAt && value('startedAt', at(r.startedAt))}
            {r.completedAt && value('completedAt', at(r.completedAt))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="sm">
            {t('rentals.detail.billingHint')}
          </Text>
        </Card>
      )}
      {open === 'quote' && (
        <QuoteDialog rental={r} onClose={() => setOpen(null)} onSaved={(row) => saved(row, 'quote')} onConflict={lost} />
      )}
      {open === 'assign' && choices.data && (
        <AssignDialog
          rental={r}
          choices={choices.data}
          onClose={() => setOpen(null)}
          onSaved={(row) => saved(row, 'assign')}
          onConflict={lost}
        />
      )}
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`rentals.verbs.${asking}`) : ''}
        required
        label={t('rentals.fields.reason')}
        confirmLabel={asking ? t(`rentals.verbs.${asking}`) : ''}
        confirmColor="red"
        busy={act.isPending}
        error={error}
        onConfirm={(reason) => asking && act.mutate({ verb: asking, reason })}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
