import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, Navigate, useNavigate, useParams } from '../lib/router';
import { CUSTOMER_ACCOUNT_TYPES } from '../../domain/accounts';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { INSURANCE_STATES, type InsuranceVerb } from '../../domain/insurance/insurance';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { DownloadButton } from '../components/download-button';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { useConflict } from '../components/form/use-conflict';
import { MonoCell } from '../components/mono-cell';
import { WorkflowActions } from '../components/workflow-actions';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { NewButton, PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { JobStateBadge, jobViewPath } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { failureText } from '../lib/failure-text';
import { notifySuccess } from '../lib/notify';
import { PATHS } from '../lib/paths';
import { useSessionUser } from '../lib/session-user';
import { useCan } from '../lib/use-can';
import { INSURANCE_COLORS, insuranceApi, insuranceKeys, rateText, type Insurance, type InsuranceView } from './insurance-api';
import { insurancePath, INSURANCE_ROUTES } from './insurance-paths';
import { monoColumn, textColumn } from '../components/list-columns';

const money = (r: Insurance, amount: string) => formatMoneyWithCurrency(amount, r.currency);

function InsuranceState({ row, testId }: { row: Insurance; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StateBadge
      state={row.state}
      label={t(`insurance.states.${row.state}`)}
      color={INSURANCE_COLORS[row.state]}
      testId={testId}
    />
  );
}

/** Whether the user applies (a cargo owner's or forwarder's jobs.create). */
function useApplicant(): boolean {
  const user = useSessionUser();
  return useCan('jobs.create') && (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(user.accnType);
}

/**
 * /administrations/insuranceapp: the applications the caller sees, newest first (server-paged): the applicant's own,
 * the platform's all; filter by state, search by application, job, policy or insured; the applicant's New application.
 */
export function InsuranceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const applicant = useApplicant();
  const columns: ListColumn<Insurance>[] = [
    monoColumn('appId', t('insurance.columns.appId'), (r) => r.appId, { sortable: true }),
    {
      key: 'state',
      label: t('insurance.columns.state'),
      sortable: true,
      noWrap: true,
      render: (r) => <InsuranceState row={r} testId={`insurance-state-${r.appId}`} />,
    },
    monoColumn('jobId', t('insurance.columns.jobId'), (r) => r.jobId, { sortable: true }),
    textColumn('applicantName', t('insurance.columns.applicant'), (r) => r.applicantName),
    textColumn('insurerName', t('insurance.columns.insurer'), (r) => r.insurerName),
    textColumn('goodsName', t('insurance.columns.goods'), (r) => r.goodsName),
    {
      key: 'cargoValue',
      label: t('insurance.columns.cargoValue'),
      align: 'right',
      noWrap: true,
      render: (r) => money(r, r.cargoValue),
      text: (r) => money(r, r.cargoValue),
    },
    {
      key: 'premium',
      label: t('insurance.columns.premium'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => money(r, r.premium),
      text: (r) => money(r, r.premium),
    },
    {
      key: 'policyNo',
      label: t('insurance.columns.policyNo'),
      noWrap: true,
      render: (r) => (r.policyNo ? <MonoCell>{r.policyNo}</MonoCell> : '—'),
      text: (r) => r.policyNo ?? '',
    },
  ];
  return (
    <PagedList<Insurance>
      testId="insurance"
      title={applicant ? t('insurance.title') : t('insurance.platformTitle')}
      path={insuranceApi.list()}
      queryKey={insuranceKeys.list}
      columns={columns}
      search
      filters={[
        {
          name: 'state',
          label: t('insurance.columns.state'),
          options: INSURANCE_STATES.map((s) => ({ value: s, label: t(`insurance.states.${s}`) })),
        },
      ]}
      headerActions={
        applicant ? (
          <NewButton
            label={t('insurance.newApplication')}
            onClick={() => void navigate(INSURANCE_ROUTES.add)}
            testId="insurance-new"
          />
        ) : undefined
      }
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.appId}
      onOpen={(r) => void navigate(insurancePath(r.appId))}
    />
  );
}

const VERB_COLORS: Partial<Record<InsuranceVerb, string>> = { reject: 'red', cancel: 'red' };

/**
 * /administrations/insuranceapp/view/{appId}: the application (job, route, goods, sum insured, the premium as the
 * server worked it out), the decision, the policy with its certificate, the billing, and the buttons of the server's
 * `actions`: approve as it is, reject with a reason, cancel. A lost race shows the conflict alert with Reload.
 */
export function InsuranceDetailPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const { viewType = '', appId = '' } = useParams();
  const [asking, setAsking] = useState<InsuranceVerb | null>(null);
  const [error, setError] = useState<string | null>(null);
  const item = useQuery({
    queryKey: insuranceKeys.item(appId),
    queryFn: ({ signal }) => api.get<InsuranceView>(insuranceApi.item(appId), { signal }),
    enabled: viewType === 'view',
  });
  const reload = () => void client.invalidateQueries({ queryKey: insuranceKeys.all });
  const conflict = useConflict(reload, { testId: 'insurance-conflict', reloadTestId: 'insurance-reload' });
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: InsuranceVerb; reason?: string }) =>
      api.post<InsuranceView>(insuranceApi.verb(appId, verb), { version: item.data!.version, ...(reason ? { reason } : {}) }),
    onMutate: () => setError(null),
    onSuccess: (row, { verb }) => {
      setAsking(null);
      conflict.clear();
      client.setQueryData(insuranceKeys.item(appId), row);
      void client.invalidateQueries({ queryKey: insuranceKeys.lists() });
      notifySuccess(t(`insurance.states.${row.state}`) + (verb === 'approve' && row.policyNo ? ` · ${row.policyNo}` : ''));
    },
    onError: (err) => {
      if (conflict.caught(err)) {
        setAsking(null);
        return;
      }
      setError(failureText(err, t));
    },
  });
  useBreadcrumbItem(item.data?.appId);
  if (viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (item.isError || !item.data) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  const r = item.data;
  const value = (field: string, shown: ReactNode, testId?: string) => (
    <ReadOnlyValue label={t(`insurance.fields.${field}`)} value={shown} testId={testId} />
  );
  return (
    <Stack gap="md" maw={1080}>
      <Group justify="space-between">
        <PageTitle>{t('insurance.detailTitle', { id: r.appId })}</PageTitle>
        <InsuranceState row={r} testId="insurance-state" />
      </Group>
      {conflict.alert}
      <WorkflowActions
        prefix="insurance"
        actions={r.actions}
        colors={VERB_COLORS}
        label={(verb) => t(`insurance.verbs.${verb}`)}
        pending={act.isPending ? act.variables?.verb : undefined}
        onAct={(verb) => (verb === 'reject' ? setAsking(verb) : act.mutate({ verb }))}
        error={error}
        onDismissError={() => setError(null)}
      >
        {r.state === 'APR' && r.policyNo && (
          <DownloadButton
            variant="light"
            fetchFile={(client) => client.download(insuranceApi.certificate(r.appId))}
            fallbackName={`insurance-${r.policyNo.replaceAll('/', '-')}.pdf`}
            testId="insurance-certificate"
          >
            {t('insurance.certificate')}
          </DownloadButton>
        )}
      </WorkflowActions>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {value('applicant', r.applicantName)}
          {value(
            'jobId',
            <Anchor component={Link} to={jobViewPath(r.jobId)} data-testid="insurance-job">
              {r.jobId}
            </Anchor>,
          )}
          {value('jobState', <JobStateBadge state={r.jobState} />)}
          {value('route', r.route, 'insurance-route')}
          {value('insurerId', r.insurerName)}
          {value('goodsType', r.goodsDesc ? `${r.goodsName}: ${r.goodsDesc}` : r.goodsName)}
          {value('createdAt', `${formatDateTime(r.createdAt)} · ${r.appliedBy}`)}
        </SimpleGrid>
        {r.reason && (
          <Alert color="red" mt="sm" title={t('insurance.fields.reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="insurance-reason">
              {r.reason}
            </Text>
          </Alert>
        )}
      </Card>
      <Card withBorder data-testid="insurance-premium">
        <Title order={4} mb="sm">
          {t('insurance.quote.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
          {value('cargoValue', money(r, r.cargoValue), 'insurance-cargo-value')}
          {value('rate', rateText(t, r.rateBasis, r.rate, i18n.language))}
          {value('minPremium', money(r, r.minPremium))}
          {value('premium', <Text fw={700}>{money(r, r.premium)}</Text>, 'insurance-premium-value')}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {t('insurance.quote.hint')}
        </Text>
      </Card>
      {(r.policyNo || r.decidedAt) && (
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {r.policyNo && value('policyNo', <MonoCell>{r.policyNo}</MonoCell>, 'insurance-policy')}
            {r.decidedAt && value('decidedAt', `${formatDateTime(r.decidedAt)} · ${r.decidedBy ?? ''}`)}
            {r.state === 'APR' && value('billedDocNo', r.billedDocNo ?? t('insurance.notBilled'), 'insurance-billed')}
          </SimpleGrid>
        </Card>
      )}
      <ReasonModal
        opened={asking !== null}
        title={t('insurance.rejectTitle')}
        required
        label={t('insurance.fields.reason')}
        confirmLabel={t('insurance.verbs.reject')}
        confirmColor="red"
        busy={act.isPending}
        error={error}
        onConfirm={(reason) => asking && act.mutate({ verb: asking, reason })}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
