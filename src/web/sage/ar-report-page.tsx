import { Alert, Button, Card, Modal, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { StateBadge } from '../components/state-badge';
import { useSearchParams } from '../lib/router';
import { AGEING_BUCKETS, AR_REPORT_STATES, arReportBody, type ArReportBody } from '../../domain/finance/sage';
import { formatDate, formatDateTime, formatMoneyWithCurrency, formatNumber } from '../../domain/format';
import { DayFilterInput } from '../components/day-filter-input';
import { DownloadButton } from '../components/download-button';
import { DayInput } from '../components/form/date-inputs';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { sageApi, type ArAgeingPage, type ArAgeingRow, type ArAgeingTotals, type ArReport } from './sage-api';
import { sageKeys } from './sage-keys';
import { FormButtons } from '../components/form/form-buttons';

/** Today in Jakarta (YYYY-MM-DD): the ageing's default date, as the server's. */
const jakartaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

const AMOUNTS = [...AGEING_BUCKETS, 'total'] as const;
const REPORT_COLORS: Record<string, string> = { GENERATED: 'blue', DOWNLOADED: 'green' };

/** The totals row of each currency under the ageing list. */
function AgeingTotals({ totals, asOf }: { totals: ArAgeingTotals[]; asOf: string }) {
  const { t, i18n } = useTranslation();
  const label = (key: (typeof AMOUNTS)[number]) => (key === 'total' ? t('sage.ar.total') : t(`sage.ar.buckets.${key}`));
  return (
    <Card withBorder padding="md" data-testid="ar-totals">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('sage.ar.totals')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sage.ar.asOfShown', { date: formatDate(asOf) })}
        </Text>
        {totals.length === 0 ? (
          <Text size="sm">{t('sage.ar.noTotals')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('sage.ar.currency')}</Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('sage.ar.documents')}
                  </Table.Th>
                  {AMOUNTS.map((key) => (
                    <Table.Th key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {label(key)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totals.map((row) => (
                  <Table.Tr key={row.currency} data-testid={`ar-total-${row.currency}`}>
                    <Table.Td>{row.currency}</Table.Td>
                    <Table.Td ta="right">{formatNumber(row.documents, i18n.language, 0)}</Table.Td>
                    {AMOUNTS.map((key) => (
                      <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }} fw={key === 'total' ? 600 : undefined}>
                        {formatMoneyWithCurrency(row[key], row.currency)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** The receivables by customer and currency in ageing buckets as of a day (server-paged), and the totals per currency. */
function AgeingList({ onGenerate }: { onGenerate: (asOf: string) => void }) {
  const { t, i18n } = useTranslation();
  const list = useServerList<ArAgeingRow>({
    queryKey: sageKeys.ageing(),
    path: sageApi.ageing(),
    spec: { sortable: [], filters: ['asOf'] },
  });
  const page = list.query.data as ArAgeingPage | undefined;
  const asOf = list.state.filters.asOf ?? page?.asOf ?? jakartaToday();
  const columns: ListColumn<ArAgeingRow>[] = [
    {
      key: 'customer',
      label: t('sage.ar.customer'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.accnName}</Text>
          <Text size="xs" c="dimmed">
            {r.customerCode ? `${r.accnId} · ${r.customerCode}` : r.accnId}
          </Text>
        </Stack>
      ),
      text: (r) => r.accnName,
    },
    { key: 'currency', label: t('sage.ar.currency'), noWrap: true, render: (r) => r.currency },
    {
      key: 'documents',
      label: t('sage.ar.documents'),
      align: 'right',
      noWrap: true,
      render: (r) => formatNumber(r.documents, i18n.language, 0),
    },
    ...AMOUNTS.map((key): ListColumn<ArAgeingRow> => ({
      key,
      label: key === 'total' ? t('sage.ar.total') : t(`sage.ar.buckets.${key}`),
      align: 'right',
      noWrap: true,
      render: (r) => (
        <Text span size="sm" fw={key === 'total' ? 600 : undefined} data-testid={`ar-${key}-${r.accnId}-${r.currency}`}>
          {formatMoneyWithCurrency(r[key], r.currency)}
        </Text>
      ),
    })),
  ];
  return (
    <Stack gap="md">
      <ServerList<ArAgeingRow>
        testId="ar-ageing"
        list={list}
        columns={columns}
        defaultSort={{ field: 'customer', order: 'asc' }}
        rowKey={(r) => `${r.accnId}|${r.currency}`}
        testIds={{ row: (r) => `ar-row-${r.accnId}-${r.currency}` }}
        search={{ placeholder: t('sage.ar.search') }}
        headerActions={
          <Button onClick={() => onGenerate(asOf)} data-testid="ar-generate">
            {t('sage.ar.generate')}
          </Button>
        }
        toolbar={
          <DayFilterInput
            label={t('sage.ar.asOf')}
            value={list.state.filters.asOf ?? asOf}
            onChange={(day) => list.update({ asOf: day, page: 1 })}
            testId="ar-asof"
          />
        }
      />
      {page && <AgeingTotals totals={page.totals} asOf={page.asOf} />}
    </Stack>
  );
}

/** The AR reports made (spec §3: batch, period, records, status), each with its workbook. */
function ArReportsList() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useServerList<ArReport>({
    queryKey: sageKeys.arReports(),
    path: sageApi.arReports(),
    spec: { sortable: [], filters: ['status'] },
  });
  const columns: ListColumn<ArReport>[] = [
    { key: 'batch', label: t('sage.ar.batch'), noWrap: true, render: (r) => r.batch },
    {
      key: 'period',
      label: t('sage.ar.period'),
      noWrap: true,
      render: (r) => `${formatDate(r.startPeriod)} – ${formatDate(r.endPeriod)}`,
    },
    {
      key: 'records',
      label: t('sage.ar.records'),
      align: 'right',
      noWrap: true,
      render: (r) => formatNumber(r.records, i18n.language, 0),
    },
    {
      key: 'status',
      label: t('sage.ar.status'),
      noWrap: true,
      render: (r) => (
        <StateBadge
          state={r.status}
          label={t(`sage.ar.states.${r.status}`)}
          color={REPORT_COLORS[r.status]}
          testId={`ar-report-state-${r.id}`}
        />
      ),
    },
    { key: 'createdBy', label: t('sage.ar.createdBy'), noWrap: true, render: (r) => r.createdBy },
    { key: 'dateCreated', label: t('sage.ar.created'), noWrap: true, render: (r) => formatDateTime(r.dateCreated) },
    {
      key: 'file',
      label: 'XLSX',
      noWrap: true,
      render: (r) => (
        <DownloadButton
          fetchFile={async (client) => {
            const file = await client.download(sageApi.arReportXlsx(r.id));
            void queryClient.invalidateQueries({ queryKey: sageKeys.all });
            return file;
          }}
          fallbackName={`${r.batch}.xlsx`}
          testId={`ar-report-xlsx-${r.id}`}
          ariaLabel={t('sage.ar.downloadLabel', { batch: r.batch })}
        >
          XLSX
        </DownloadButton>
      ),
    },
  ];
  return (
    <ServerList<ArReport>
      testId="ar-report"
      list={list}
      columns={columns}
      defaultSort={{ field: 'dateCreated', order: 'desc' }}
      rowKey={(r) => String(r.id)}
      testIds={{ row: (r) => `ar-report-row-${r.id}` }}
      search={false}
      filters={[
        {
          name: 'status',
          label: t('sage.ar.status'),
          options: AR_REPORT_STATES.map((s) => ({ value: s, label: t(`sage.ar.states.${s}`) })),
        },
      ]}
    />
  );
}

/** Makes an AR report as of a day (checked with the server's schema; a future day is the server's field error). */
function GenerateArReport({ asOf, onClose, onSaved }: { asOf: string; onClose: () => void; onSaved: (r: ArReport) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const entity = useEntityForm<ArReportBody, ArReportBody>({
    defaultValues: { asOf },
    schema: arReportBody,
    guard: false,
    save: (body) => api.post<ArReport>(sageApi.arReports(), body),
    onSaved: (result) => onSaved(result as ArReport),
  });
  return (
    <Modal opened onClose={onClose} title={t('sage.ar.generate')} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('sage.ar.generate')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="ar-generate-error">
              {entity.formError}
            </Alert>
          )}
          <Text size="sm">{t('sage.ar.generateHint')}</Text>
          <Controller
            control={entity.form.control}
            name="asOf"
            render={({ field }) => (
              <DayInput
                label={t('sage.ar.asOf')}
                required
                value={field.value}
                onChange={field.onChange}
                error={entity.errorOf('asOf')}
                data-testid="ar-generate-asof"
              />
            )}
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('sage.ar.generate')}
            submitTestId="ar-generate-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

const TABS = ['ageing', 'reports'] as const;

/**
 * /administration/ARreport (issue 15, spec §2.3): the receivables' ageing as of a day, from the ledger, and the AR
 * reports made from it, each a workbook (the first download marks it downloaded).
 */
export function ArReportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = (TABS as readonly (string | null)[]).includes(requested) ? requested! : TABS[0];
  const [generating, setGenerating] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <PageTitle>{t('sage.ar.title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(next) => next && setParams(new URLSearchParams({ tab: next }), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`ar-tab-${value}`}>
              {t(`sage.ar.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="ageing" pt="md">
          <AgeingList onGenerate={setGenerating} />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ArReportsList />
        </Tabs.Panel>
      </Tabs>
      {generating !== null && (
        <GenerateArReport
          asOf={generating}
          onClose={() => setGenerating(null)}
          onSaved={(report) => {
            setGenerating(null);
            notifySuccess(t('sage.ar.generated', { batch: report.batch, count: report.records }));
            void queryClient.invalidateQueries({ queryKey: sageKeys.all });
            setParams(new URLSearchParams({ tab: 'reports' }), { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
