import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, Navigate, useNavigate, useParams } from '../lib/router';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { TERMINATION_STATES, type TerminationVerb } from '../../domain/order-termination/order-termination';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { useConflict } from '../components/form/use-conflict';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { JobStateBadge, jobViewPath } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { failureText } from '../lib/failure-text';
import { notifySuccess } from '../lib/notify';
import { PATHS } from '../lib/paths';
import { TERMINATION_COLORS, terminationApi, terminationKeys, type Termination } from './termination-api';
import { terminationPath } from './termination-paths';
import { monoColumn } from '../components/list-columns';
import { WorkflowActions } from '../components/workflow-actions';

const money = (r: Termination, amount: string | null) => (amount ? formatMoneyWithCurrency(amount, r.currency) : '—');

/** A request's state as a badge. */
function TerminationState({ row, testId }: { row: Termination; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StateBadge
      state={row.state}
      label={t(`orderTermination.states.${row.state}`)}
      color={TERMINATION_COLORS[row.state]}
      testId={testId}
    />
  );
}

/**
 * /opadmin/order-termination: the termination requests, newest first (server-paged): a company's of its jobs, the
 * platform's all; filter by state, search by job or request.
 */
export function TerminationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: ListColumn<Termination>[] = [
    monoColumn('terminationId', t('orderTermination.fields.terminationId'), (r) => r.terminationId, { sortable: true }),
    monoColumn('jobId', t('orderTermination.fields.jobId'), (r) => r.jobId),
    {
      key: 'state',
      label: t('orderTermination.fields.state'),
      noWrap: true,
      render: (r) => <TerminationState row={r} testId={`termination-state-${r.terminationId}`} />,
    },
    {
      key: 'requesterName',
      label: t('orderTermination.fields.side'),
      render: (r) => `${r.requesterName} (${t(`orderTermination.sides.${r.side}`)})`,
      text: (r) => r.requesterName,
    },
    {
      key: 'requestedAt',
      label: t('orderTermination.fields.requestedAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.requestedAt),
    },
    {
      key: 'owedAmount',
      label: t('orderTermination.fields.owedAmount'),
      align: 'right',
      noWrap: true,
      render: (r) => money(r, r.owedAmount),
    },
    {
      key: 'jobTotal',
      label: t('orderTermination.fields.jobTotal'),
      align: 'right',
      noWrap: true,
      render: (r) => money(r, r.jobTotal),
    },
  ];
  return (
    <PagedList<Termination>
      testId="terminations"
      title={t('orderTermination.title')}
      path={terminationApi.list()}
      queryKey={terminationKeys.list}
      columns={columns}
      search
      filters={[
        {
          name: 'state',
          label: t('orderTermination.fields.state'),
          options: TERMINATION_STATES.map((s) => ({ value: s, label: t(`orderTermination.states.${s}`) })),
        },
      ]}
      defaultSort={{ field: 'requestedAt', order: 'desc' }}
      rowKey={(r) => r.terminationId}
      onOpen={(r) => void navigate(terminationPath(r.terminationId))}
    />
  );
}

const VERB_COLORS: Record<TerminationVerb, string | undefined> = { approve: undefined, reject: 'red', withdraw: 'gray' };

/**
 * /opadmin/order-termination/view/{terminationId}: the request with the job, what is owed against the job's price and
 * the decision; the buttons are the server's `actions` (approve, reject with a remark, withdraw). A lost race shows
 * the conflict alert with Reload.
 */
export function TerminationDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const { viewType = '', terminationId = '' } = useParams();
  const [asking, setAsking] = useState<TerminationVerb | null>(null);
  const [error, setError] = useState<string | null>(null);
  const item = useQuery({
    queryKey: terminationKeys.item(terminationId),
    queryFn: ({ signal }) => api.get<Termination>(terminationApi.item(terminationId), { signal }),
    enabled: viewType === 'view',
  });
  const reload = () => void client.invalidateQueries({ queryKey: terminationKeys.all });
  const conflict = useConflict(reload, { testId: 'termination-conflict', reloadTestId: 'termination-reload' });
  const act = useMutation({
    mutationFn: ({ verb, remark }: { verb: TerminationVerb; remark?: string }) =>
      api.post<Termination>(terminationApi.verb(terminationId, verb), {
        version: item.data!.version,
        ...(remark ? { remark } : {}),
      }),
    onMutate: () => setError(null),
    onSuccess: (row, { verb }) => {
      setAsking(null);
      client.setQueryData(terminationKeys.item(terminationId), row);
      reload();
      notifySuccess(t(`orderTermination.done.${verb}`));
    },
    onError: (err) => {
      if (conflict.caught(err)) {
        setAsking(null);
        return;
      }
      setError(failureText(err, t));
    },
  });
  useBreadcrumbItem(item.data ? `${item.data.terminationId} · ${item.data.jobId}` : undefined);
  if (viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (item.isError || !item.data) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  const r = item.data;
  const value = (field: string, shown: ReactNode, testId?: string) => (
    <ReadOnlyValue label={t(`orderTermination.fields.${field}`)} value={shown} testId={testId} />
  );
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <PageTitle>{t('orderTermination.detailTitle', { id: r.terminationId })}</PageTitle>
        <TerminationState row={r} testId="termination-state" />
      </Group>
      {conflict.alert}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {value(
            'jobId',
            <Anchor component={Link} to={jobViewPath(r.jobId)} data-testid="termination-job">
              {r.jobId}
            </Anchor>,
          )}
          {value('jobState', <JobStateBadge state={r.jobState} testId="termination-job-state" />)}
          {value('creatorName', r.creatorName)}
          {value('operatorName', r.operatorName)}
          {value('side', `${r.requesterName} (${t(`orderTermination.sides.${r.side}`)})`)}
          {value('requestedAt', `${formatDateTime(r.requestedAt)} · ${r.requestedBy}`)}
          {value('jobStateAtRequest', <JobStateBadge state={r.jobStateAtRequest} />)}
          {value('owedAmount', money(r, r.owedAmount), 'termination-owed')}
          {value('jobTotal', money(r, r.jobTotal))}
          {r.decidedAt && value('decidedAt', `${formatDateTime(r.decidedAt)} · ${r.decidedBy ?? ''}`)}
        </SimpleGrid>
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={500}>
            {t('orderTermination.fields.reason')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="termination-reason-text">
            {r.reason}
          </Text>
          {r.decisionRemark && (
            <>
              <Text size="sm" fw={500}>
                {t('orderTermination.fields.decisionRemark')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {r.decisionRemark}
              </Text>
            </>
          )}
        </Stack>
      </Card>
      <WorkflowActions
        prefix="termination"
        actions={r.actions}
        label={(verb) => t(`orderTermination.actions.${verb}`)}
        onAct={(verb) => (verb === 'reject' ? setAsking(verb) : act.mutate({ verb }))}
        pending={act.isPending ? act.variables?.verb : undefined}
        colors={VERB_COLORS}
        error={asking ? null : error}
        onDismissError={() => setError(null)}
      />
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`orderTermination.actions.${asking}`) : ''}
        required
        label={t('orderTermination.fields.decisionRemark')}
        confirmLabel={asking ? t(`orderTermination.actions.${asking}`) : ''}
        confirmColor="red"
        busy={act.isPending}
        error={error}
        onConfirm={(remark) => asking && act.mutate({ verb: asking, remark })}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
