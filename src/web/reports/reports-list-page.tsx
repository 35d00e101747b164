import { Badge, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { REPORT_RUN_STATES } from '../../domain/reports/reports';
import { formatDate, formatDateTime, formatNumber } from '../../domain/format';
import { DownloadButton } from '../components/download-button';
import { PageTitle } from '../components/page-title';
import { ServerList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { generatePath, reportsApi, type CatalogueEntry, type ReportRun } from './reports-api';
import { reportsKeys } from './reports-keys';

const STATE_COLORS: Record<string, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DONE: 'green',
  FAILED: 'red',
  EXPIRED: 'dark',
};

/** While a run of the page is queued or running, the page is asked again every 2 s; then no more. */
export const POLL_MS = 2000;
const inProgress = (run: { status: string }) => run.status === 'QUEUED' || run.status === 'RUNNING';

const day = (value: unknown) => (typeof value === 'string' ? formatDate(`${value}T00:00:00+07:00`) : '');

/** The catalogue: the reports the user may run, each with its Run button. */
function Catalogue({ entries }: { entries: CatalogueEntry[] | undefined }) {
  const { t, i18n } = useTranslation();
  const id = i18n.language === 'id';
  if (!entries) return <Loader size="sm" />;
  if (!entries.length) return <Text c="dimmed">{t('reports.list.noReports')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {entries.map((entry) => (
        <Card key={entry.id} withBorder padding="sm" data-testid={`report-card-${entry.id}`}>
          <Stack gap={6} h="100%" justify="space-between">
            <Stack gap={4}>
              <Text fw={600}>{id ? entry.title.id : entry.title.en}</Text>
              <Text size="sm" c="dimmed">
                {id ? entry.description.id : entry.description.en}
              </Text>
            </Stack>
            <Group justify="flex-end">
              <Button component={Link} to={generatePath(entry.id)} size="xs" data-testid={`report-run-${entry.id}`}>
                {t('reports.list.run')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /reports/list (issue 17): the catalogue of reports the user may run, and "My reports": the user's runs
 * (server-paged) with their status and progress (asked again every 2 s while one is queued or running), the files
 * while they are kept, and when they go.
 */
export function ReportsListPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const lang = i18n.language;
  const catalogue = useQuery({
    queryKey: reportsKeys.catalogue(),
    queryFn: ({ signal }) => api.get<CatalogueEntry[]>(reportsApi.catalogue(), { signal }),
  });
  const titles = new Map((catalogue.data ?? []).map((e) => [e.id, lang === 'id' ? e.title.id : e.title.en]));
  const list = useServerList<ReportRun>({
    queryKey: reportsKeys.runs(),
    path: reportsApi.runs(),
    spec: { sortable: [], filters: ['status', 'reportId'] },
  });
  // Asked again every 2 s while a run of the page is queued or running; no timer once none is.
  const running = list.rows.some(inProgress);
  const { refetch } = list.query;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  const columns: ListColumn<ReportRun>[] = [
    { key: 'runId', label: '#', noWrap: true, render: (r) => r.runId },
    { key: 'report', label: t('reports.list.report'), render: (r) => titles.get(r.reportId) ?? r.reportId },
    {
      key: 'period',
      label: t('reports.list.period'),
      noWrap: true,
      render: (r) => `${day(r.params.from)} – ${day(r.params.to)}`,
    },
    {
      key: 'status',
      label: t('reports.list.status'),
      noWrap: true,
      render: (r) => (
        <StateBadge
          state={r.status}
          label={t(`reports.list.states.${r.status}`)}
          color={STATE_COLORS[r.status]}
          testId={`report-run-state-${r.runId}`}
        />
      ),
    },
    {
      key: 'progress',
      label: t('reports.list.progress'),
      width: 200,
      render: (r) => (
        <Stack gap={2} data-testid={`report-run-progress-${r.runId}`} data-percent={r.percent} data-rows={r.rowsDone}>
          <Progress value={r.percent} size="sm" animated={r.status === 'RUNNING'} aria-label={`${r.percent}%`} />
          <Text size="xs" c="dimmed">
            {`${r.percent}% · `}
            {r.rowsTotal === null
              ? t('reports.list.rowsDone', { done: formatNumber(r.rowsDone, lang, 0) })
              : t('reports.list.rowsSoFar', {
                  done: formatNumber(r.rowsDone, lang, 0),
                  total: formatNumber(r.rowsTotal, lang, 0),
                })}
          </Text>
          {r.status === 'FAILED' && r.error && (
            <Text size="xs" c="red">
              {t('reports.list.failed', { error: r.error })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'asked', label: t('reports.list.asked'), noWrap: true, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'expires',
      label: t('reports.list.expires'),
      noWrap: true,
      render: (r) => (r.status === 'DONE' && r.expiresAt ? formatDateTime(r.expiresAt) : '—'),
    },
    {
      key: 'files',
      label: t('reports.list.files'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.hasXlsx && (
            <DownloadButton
              fetchFile={(client) => client.download(reportsApi.file(r.runId, 'xlsx'))}
              fallbackName={`report-${r.runId}.xlsx`}
              testId={`report-run-xlsx-${r.runId}`}
              ariaLabel={t('reports.list.downloadLabel', { file: t('reports.list.downloadXlsx'), run: r.runId })}
            >
              {t('reports.list.downloadXlsx')}
            </DownloadButton>
          )}
          {r.hasPdf && (
            <DownloadButton
              fetchFile={(client) => client.download(reportsApi.file(r.runId, 'pdf'))}
              fallbackName={`report-${r.runId}.pdf`}
              testId={`report-run-pdf-${r.runId}`}
              ariaLabel={t('reports.list.downloadLabel', { file: t('reports.list.downloadPdf'), run: r.runId })}
            >
              {t('reports.list.downloadPdf')}
            </DownloadButton>
          )}
          {r.hasPdf && r.pdfCapped && (
            <Badge size="xs" variant="light" title={t('reports.list.pdfCapped')}>
              2.000
            </Badge>
          )}
        </Group>
      ),
    },
  ];
  const filters = [
    {
      name: 'status',
      label: t('reports.list.status'),
      options: REPORT_RUN_STATES.map((s) => ({ value: s, label: t(`reports.list.states.${s}`) })),
    },
    {
      name: 'reportId',
      label: t('reports.list.report'),
      options: (catalogue.data ?? []).map((e) => ({ value: e.id, label: lang === 'id' ? e.title.id : e.title.en })),
    },
  ];
  return (
    <Stack gap="md">
      <PageTitle>{t('reports.list.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('reports.list.intro')}
      </Text>
      <Title order={3}>{t('reports.list.catalogue')}</Title>
      <Catalogue entries={catalogue.data} />
      <ServerList<ReportRun>
        testId="report-run"
        title={t('reports.list.mine')}
        titleOrder={3}
        list={list}
        columns={columns}
        defaultSort={{ field: 'asked', order: 'desc' }}
        rowKey={(r) => String(r.runId)}
        testIds={{ row: (r) => `report-run-row-${r.runId}` }}
        filters={filters}
        search={false}
      />
    </Stack>
  );
}
