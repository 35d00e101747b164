import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Accordion, Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate } from '../lib/router';
import { deltaPct } from '../../domain/analytics/analytics';
import { formatDateTime, formatMoneyWithCurrency, formatNumber, formatPercent } from '../../domain/format';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { useCan } from '../lib/use-can';
import { DRILL_PATHS, dayText, jobsListPath, useAnalytics, useRange, withQuery, type AnalyticsResponse } from './analytics-api';
import { RangePicker } from './range-picker';

/** The change against the previous period as a badge; `lowerIsBetter` colours a fall green (hours, days). */
function Delta({
  current,
  previous,
  lowerIsBetter = false,
  testId,
}: {
  current: number | null;
  previous: number | null;
  lowerIsBetter?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const delta = deltaPct(current, previous);
  if (delta === null)
    return (
      <Text size="xs" c="dimmed" data-testid={testId}>
        {t('analytics.noComparison')}
      </Text>
    );
  const good = delta === 0 ? null : delta > 0 !== lowerIsBetter;
  return (
    <Badge variant="light" color={good === null ? 'gray' : good ? 'teal' : 'red'} data-testid={testId} data-delta={delta}>
      {`${delta > 0 ? '+' : ''}${formatPercent(delta, i18n.language)} ${t('analytics.vsPrevious')}`}
    </Badge>
  );
}

/** A figure with its change, opening the list behind it. */
function Figure({
  label,
  value,
  raw,
  previous,
  to,
  testId,
  lowerIsBetter,
  hint,
}: {
  label: string;
  value: string;
  raw: number | null;
  previous: number | null;
  to: string;
  testId: string;
  lowerIsBetter?: boolean;
  hint?: string;
}) {
  return (
    <Card withBorder radius="md" component={Link} to={to} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={`${testId}-value`} data-value={raw ?? ''}>
        {value}
      </Text>
      <Group gap="xs" mt={4}>
        <Delta current={raw} previous={previous} lowerIsBetter={lowerIsBetter} testId={`${testId}-delta`} />
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Group>
    </Card>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The business figures of the platform (super admin) or of the caller's company (its administrator): a range with
 * presets and the previous period, the figures with their change, jobs per day as a chart (and as a table), GMV,
 * days outstanding and payouts pending per currency. Every figure and bar opens the list behind it.
 */
export function BusinessAnalytics({ scope }: { scope: 'platform' | 'company' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const user = useSessionUser();
  const range = useRange();
  const query = useAnalytics(scope, range.from, range.to);
  const mayPayouts = useCan('payouts.read');
  const data: AnalyticsResponse | undefined = query.data;
  const jobsList = jobsListPath(scope, user.accnType);
  const jobsOf = (from: string, to: string, jobState?: string) =>
    withQuery(jobsList, { jobDtCreateFrom: from, jobDtCreateTo: to, jobState });
  const operator = user.accnType === 'ACC_TYPE_TO' || user.accnType === 'ACC_TYPE_TO_WJ';
  // Approved bills: the finance dashboard's approved tab by approval day (a truck operator: its approved jobs).
  const approvedBills = (currency?: string) =>
    operator
      ? withQuery(jobsList, { jobState: 'APP_BILL' })
      : withQuery(DRILL_PATHS.financeDashboard, { tab: 'approved', dateFrom: range.from, dateTo: range.to, currency });
  const num = (n: number, digits = 2) => formatNumber(n, lang, digits);
  return (
    <Stack gap="md" data-testid={`analytics-${scope}`}>
      <RangePicker from={range.from} to={range.to} onChange={range.set} />
      {query.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {query.isError && <Alert color="red">{errorMessage(query.error, t)}</Alert>}
      {data && (
        <>
          <Text size="sm" c="dimmed" data-testid="analytics-as-of" data-as-of={data.asOf}>
            {t('analytics.asOf', { at: formatDateTime(data.asOf) })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }}>
            <Figure
              testId="analytics-jobs"
              label={t('analytics.figures.jobs')}
              value={num(data.current.jobs)}
              raw={data.current.jobs}
              previous={data.previous.jobs}
              to={jobsOf(range.from, range.to)}
            />
            <Figure
              testId="analytics-active"
              label={t(scope === 'platform' ? 'analytics.figures.activeCompanies' : 'analytics.figures.counterparties')}
              value={num(data.current.activeCompanies)}
              raw={data.current.activeCompanies}
              previous={data.previous.activeCompanies}
              to={jobsOf(range.from, range.to)}
            />
            <Figure
              testId="analytics-ontime"
              label={t('analytics.figures.onTime')}
              value={data.current.onTimePct === null ? '—' : formatPercent(data.current.onTimePct, lang)}
              raw={data.current.onTimePct}
              previous={data.previous.onTimePct}
              hint={t('analytics.figures.onTimeOf', { onTime: num(data.current.onTime), delivered: num(data.current.delivered) })}
              to={withQuery(jobsList, { jobState: 'DLV' })}
            />
            <Figure
              testId="analytics-approval"
              label={t('analytics.figures.approvalTime')}
              value={
                data.current.avgApprovalHours === null
                  ? '—'
                  : t('analytics.hours', { value: num(data.current.avgApprovalHours, 1) })
              }
              raw={data.current.avgApprovalHours}
              previous={data.previous.avgApprovalHours}
              lowerIsBetter
              to={approvedBills()}
            />
            <Figure
              testId="analytics-bills"
              label={t('analytics.figures.approvedBills')}
              value={num(data.current.gmv.reduce((n, g) => n + g.count, 0))}
              raw={data.current.gmv.reduce((n, g) => n + g.count, 0)}
              previous={data.previous.gmv.reduce((n, g) => n + g.count, 0)}
              to={approvedBills()}
            />
            <Figure
              testId="analytics-payouts"
              label={t('analytics.figures.payoutsPending')}
              value={num(data.payoutsPending.reduce((n, p) => n + p.count, 0))}
              raw={data.payoutsPending.reduce((n, p) => n + p.count, 0)}
              previous={null}
              hint={t('analytics.now')}
              to={mayPayouts ? DRILL_PATHS.payouts : DRILL_PATHS.payments}
            />
          </SimpleGrid>

          <Section title={t('analytics.jobsPerDay.title')} testId="analytics-jobs-chart">
            <div
              role="img"
              aria-label={t('analytics.jobsPerDay.summary', {
                total: num(data.current.jobs),
                days: data.current.jobsPerDay.length,
                max: num(Math.max(0, ...data.current.jobsPerDay.map((d) => d.jobs))),
              })}
            >
              <BarChart
                h={240}
                data={data.current.jobsPerDay.map((d) => ({ ...d, label: dayText(d.day).slice(0, 5) }))}
                dataKey="label"
                series={[{ name: 'jobs', color: 'blue.6', label: t('analytics.figures.jobs') }]}
                tickLine="y"
                valueFormatter={(v) => num(v)}
                barProps={{
                  cursor: 'pointer',
                  onClick: (bar: { payload?: { day?: string } }) => {
                    const day = bar.payload?.day;
                    if (day) void navigate(jobsOf(day, day));
                  },
                }}
              />
            </div>
            <Text size="xs" c="dimmed" mt="xs">
              {t('analytics.jobsPerDay.hint')}
            </Text>
            <Accordion mt="xs" variant="contained">
              <Accordion.Item value="table">
                <Accordion.Control data-testid="analytics-jobs-table-toggle">{t('analytics.asTable')}</Accordion.Control>
                <Accordion.Panel>
                  <Table data-testid="analytics-jobs-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('analytics.day')}</Table.Th>
                        <Table.Th ta="right">{t('analytics.figures.jobs')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.current.jobsPerDay.map((d) => (
                        <Table.Tr key={d.day}>
                          <Table.Td>{dayText(d.day)}</Table.Td>
                          <Table.Td ta="right">
                            <Anchor component={Link} to={jobsOf(d.day, d.day)} data-testid={`analytics-day-${d.day}`}>
                              {num(d.jobs)}
                            </Anchor>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Section>

          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Section title={t('analytics.gmv.title')} testId="analytics-gmv">
              <MoneyTable
                empty={t('analytics.none')}
                rows={data.current.gmv.map((g) => {
                  const before = data.previous.gmv.find((p) => p.currency === g.currency);
                  return {
                    key: g.currency,
                    cells: [
                      <Anchor
                        component={Link}
                        to={approvedBills(g.currency)}
                        data-testid={`analytics-gmv-${g.currency}`}
                        data-amount={g.amount}
                      >
                        {formatMoneyWithCurrency(g.amount, g.currency)}
                      </Anchor>,
                      num(g.count),
                      <Delta
                        current={Number(g.amount)}
                        previous={before ? Number(before.amount) : null}
                        testId={`analytics-gmv-${g.currency}-delta`}
                      />,
                    ],
                  };
                })}
                head={[t('analytics.gmv.amount'), t('analytics.gmv.bills'), t('analytics.change')]}
              />
            </Section>
            <Section
              title={t(scope === 'platform' ? 'analytics.dso.title' : 'analytics.dso.companyTitle')}
              testId="analytics-dso"
            >
              <MoneyTable
                empty={t('analytics.none')}
                rows={data.current.dso.map((d) => {
                  const before = data.previous.dso.find((p) => p.currency === d.currency);
                  return {
                    key: d.currency,
                    cells: [
                      <Anchor
                        component={Link}
                        to={DRILL_PATHS.payments}
                        data-testid={`analytics-dso-${d.currency}`}
                        data-days={d.days ?? ''}
                      >
                        {d.days === null ? '—' : t('analytics.days', { value: num(d.days, 1) })}
                      </Anchor>,
                      formatMoneyWithCurrency(d.receivable, d.currency),
                      <Delta
                        current={d.days}
                        previous={before?.days ?? null}
                        lowerIsBetter
                        testId={`analytics-dso-${d.currency}-delta`}
                      />,
                    ],
                  };
                })}
                head={[t('analytics.dso.days'), t('analytics.dso.open'), t('analytics.change')]}
              />
            </Section>
            <Section title={t('analytics.payouts.title')} testId="analytics-payouts-table">
              <MoneyTable
                empty={t('analytics.none')}
                rows={data.payoutsPending.map((p) => ({
                  key: p.currency,
                  cells: [
                    <Anchor
                      component={Link}
                      to={mayPayouts ? DRILL_PATHS.payouts : DRILL_PATHS.payments}
                      data-testid={`analytics-payouts-${p.currency}`}
                    >
                      {formatMoneyWithCurrency(p.amount, p.currency)}
                    </Anchor>,
                    num(p.count),
                  ],
                }))}
                head={[t('analytics.payouts.amount'), t('analytics.payouts.count')]}
              />
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

function MoneyTable({ head, rows, empty }: { head: string[]; rows: { key: string; cells: ReactNode[] }[]; empty: string }) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            {r.cells.map((c, i) => (
              <Table.Td key={i}>{c}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
