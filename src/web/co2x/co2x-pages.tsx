import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from '../lib/router';
import { offsetBody } from '../../domain/co2x/co2x';
import { formatDate, formatDateTime } from '../../domain/format';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { DayFilterInput } from '../components/day-filter-input';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { DownloadButton } from '../components/download-button';
import { MonoCell } from '../components/mono-cell';
import { PageTitle } from '../components/page-title';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { jobViewPath, useLabels } from '../jobs';
import { useApi } from '../lib/api-context';
import { failureText } from '../lib/failure-text';
import { PATHS } from '../lib/paths';
import { co2xApi, co2xKeys, useCo2Totals, type Co2Trip } from './co2x-api';
import { Co2TotalsCards, DistanceSourceBadge, JobEmissionsCard, useDecimal } from './co2x-figures';
import { co2xJobPath, co2xRedirectPath } from './co2x-paths';
import { textColumn } from '../components/list-columns';

/** Today in Jakarta (YYYY-MM-DD), the offset period's default end. */
const jakartaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/**
 * /co2x (a company's: the trips it created, is the customer of or carried) and /opadmin/co2x/list (the platform's,
 * with a company filter): the period's totals, the delivered trips with their CO2e (server-paged), the emissions
 * statement PDF of the period and, for a company, the offset of the period (from the first of the year to today when
 * no period is chosen: docs/decisions/0034-co2x.md).
 */
export function Co2xPage({ platform = false }: { platform?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decimal = useDecimal();
  const vehicle = useLabels('veh-type');
  const list = useServerList<Co2Trip>({
    queryKey: co2xKeys.trips,
    path: co2xApi.trips(),
    spec: { sortable: ['deliveredAt', 'co2eKg', 'loadedKm', 'jobId'], filters: ['from', 'to', ...(platform ? ['accnId'] : [])] },
  });
  const { from = '', to = '', accnId = '' } = list.state.filters;
  const totals = useCo2Totals({ from, to, ...(platform ? { accnId } : {}) });
  const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const columns: ListColumn<Co2Trip>[] = [
    {
      key: 'jobId',
      label: t('co2x.cols.jobId'),
      sortable: true,
      noWrap: true,
      render: (r) => (
        <Anchor component={Link} to={platform ? co2xJobPath(r.jobId) : jobViewPath(r.jobId)} data-testid={`co2x-job-${r.jobId}`}>
          <MonoCell>{r.jobId}</MonoCell>
        </Anchor>
      ),
      text: (r) => r.jobId,
    },
    { key: 'tripSeq', label: t('co2x.cols.tripSeq'), align: 'right', render: (r) => r.tripSeq },
    {
      key: 'deliveredAt',
      label: t('co2x.cols.deliveredAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.deliveredAt),
    },
    textColumn('customerName', t('co2x.cols.customerName'), (r) => r.customerName),
    textColumn('operatorName', t('co2x.cols.operatorName'), (r) => r.operatorName),
    {
      key: 'vehicleType',
      label: t('co2x.cols.vehicleType'),
      noWrap: true,
      render: (r) => vehicle(r.vehicleType),
      text: (r) => vehicle(r.vehicleType),
    },
    {
      key: 'distanceSource',
      label: t('co2x.cols.distanceSource'),
      noWrap: true,
      render: (r) => <DistanceSourceBadge source={r.distanceSource} />,
      text: (r) => t(`co2x.sources.${r.distanceSource}`),
    },
    {
      key: 'loadedKm',
      label: t('co2x.cols.loadedKm'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => decimal(r.loadedKm, 1),
    },
    { key: 'cargoKg', label: t('co2x.cols.cargoKg'), align: 'right', noWrap: true, render: (r) => decimal(r.cargoKg, 0) },
    { key: 'fuelL', label: t('co2x.cols.fuelL'), align: 'right', noWrap: true, render: (r) => decimal(r.fuelL, 1) },
    {
      key: 'co2eKg',
      label: t('co2x.cols.co2eKg'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => (
        <Text span size="sm" fw={600} data-testid={`co2x-co2-${r.jobId}-${r.tripSeq}`}>
          {decimal(r.co2eKg, 1)}
        </Text>
      ),
      text: (r) => r.co2eKg,
    },
    { key: 'gPerTkm', label: t('co2x.cols.gPerTkm'), align: 'right', noWrap: true, render: (r) => decimal(r.gPerTkm, 1) },
  ];
  const statementQuery = platform ? (accnId ? { ...period, customerAccnId: accnId } : null) : period;
  return (
    <Stack gap="md">
      <PageTitle>{platform ? t('co2x.platformTitle') : t('co2x.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('co2x.method')}
      </Text>
      {totals.data && <Co2TotalsCards totals={totals.data} />}
      <ServerList<Co2Trip>
        testId="co2x-trips"
        list={list}
        columns={columns}
        defaultSort={{ field: 'deliveredAt', order: 'desc' }}
        rowKey={(r) => String(r.tripId)}
        search={{ placeholder: t('co2x.cols.jobId') }}
        headerActions={
          <Group gap="xs">
            {statementQuery && (
              <DownloadButton
                variant="light"
                fetchFile={(api) => api.download(co2xApi.statement(statementQuery))}
                fallbackName="co2-statement.pdf"
                testId="co2x-statement"
              >
                {t('co2x.statement')}
              </DownloadButton>
            )}
            {!platform && (
              <Button
                onClick={() =>
                  void navigate(co2xRedirectPath(from || `${jakartaToday().slice(0, 4)}-01-01`, to || jakartaToday()))
                }
                data-testid="co2x-offset"
              >
                {t('co2x.offset')}
              </Button>
            )}
          </Group>
        }
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DayFilterInput
              label={t('co2x.from')}
              value={from || null}
              onChange={(day) => list.update({ from: day, page: 1 })}
              testId="co2x-from"
            />
            <DayFilterInput
              label={t('co2x.to')}
              value={to || null}
              onChange={(day) => list.update({ to: day, page: 1 })}
              testId="co2x-to"
            />
            {platform && (
              <DebouncedTextInput
                label={t('co2x.company')}
                value={accnId}
                upper
                w={160}
                onChange={(value) => list.update({ accnId: value || null, page: 1 })}
                testId="co2x-company"
              />
            )}
          </Group>
        }
      />
    </Stack>
  );
}

/** /opadmin/co2x/{view}/{jobId}: one job's emissions for the platform. */
export function Co2xJobPage() {
  const { t } = useTranslation();
  const { viewType = '', id = '' } = useParams();
  useBreadcrumbItem(id || undefined);
  if (viewType !== 'view' || !id) return <Navigate to={PATHS.notFound} replace />;
  return (
    <Stack gap="md">
      <PageTitle>{t('co2x.detailTitle', { jobId: id })}</PageTitle>
      <JobEmissionsCard jobId={id} />
    </Stack>
  );
}

/**
 * /co2xRedirect?from&to: the period's emissions the company is about to offset (the server's sum, never a number from
 * the page); confirming records the request and sends the browser to the offset partner.
 */
export function Co2xRedirectPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = offsetBody.safeParse({ from, to });
  const totals = useCo2Totals(valid.success ? { from, to } : {});
  const [error, setError] = useState<string | null>(null);
  const offset = useMutation({
    mutationFn: () => api.post<{ offsetId: number; co2eKg: string; redirectUrl: string }>(co2xApi.offsets(), { from, to }),
    onSuccess: (answer) => window.location.assign(answer.redirectUrl),
    onError: (err) => setError(failureText(err, t)),
  });
  return (
    <Stack gap="md" maw={720}>
      <PageTitle>{t('co2x.offsetTitle')}</PageTitle>
      {!valid.success ? (
        <Alert color="red" data-testid="co2x-offset-error">
          {t(valid.error.issues[0]?.message ?? 'validation.date')}
        </Alert>
      ) : (
        <Card withBorder>
          <Stack gap="sm">
            <Text size="sm" data-testid="co2x-offset-period">
              {formatDate(`${from}T00:00:00+07:00`)} – {formatDate(`${to}T00:00:00+07:00`)}
            </Text>
            {totals.data && <Co2TotalsCards totals={totals.data} />}
            <Text size="sm">{t('co2x.offsetHint')}</Text>
            {error && (
              <Alert color="red" data-testid="co2x-offset-error">
                {error}
              </Alert>
            )}
            <Group gap="xs">
              <Button variant="default" onClick={() => void navigate(-1)}>
                {t('common.back')}
              </Button>
              <Button loading={offset.isPending} onClick={() => offset.mutate()} data-testid="co2x-offset-go">
                {t('co2x.offsetGo')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
