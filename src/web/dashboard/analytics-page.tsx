import { Alert, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { errorMessage } from '../lib/error-message';
import { PageTitle } from '../components/page-title';
import { formatNumber } from '../../domain/format';
import type { analyticsOverview } from '../../domain/dashboard-responses';
import type { WireOf } from '../../domain/wire';
import { analyticsKeys, BusinessAnalytics } from '../analytics';

/** The platform's accounts, users, sign-ins and sessions (`GET /dashboard/analytics`). */
type Analytics = WireOf<typeof analyticsOverview>;

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {formatNumber(value ?? 0, i18n.language)}
      </Text>
    </Card>
  );
}

function CountTable({
  title,
  counts,
  labelKey,
  testId,
}: {
  title: string;
  counts: Record<string, number>;
  labelKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const rows = Object.entries(counts ?? {}).sort((a, b) => b[1] - a[1]);
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dropdown.noData')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map(([code, count]) => (
              <Table.Tr key={code}>
                <Table.Td>{t(`${labelKey}.${code}`, { defaultValue: code })}</Table.Td>
                <Table.Td ta="right">{count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/**
 * /dashboard/analytics (super admin): the platform's business figures over a range (issue 17: jobs, GMV, active
 * companies, on-time delivery, approval time, days sales outstanding, payouts pending), then accounts, users,
 * sign-ins and sessions at a glance.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery({
    queryKey: analyticsKeys.overview(),
    queryFn: ({ signal }) => api.get<Analytics>(API_PATHS.analytics, { signal }),
  });
  const data = query.data;
  return (
    <Stack gap="md" data-testid="analytics-page">
      <PageTitle>{t('analytics.title')}</PageTitle>
      <BusinessAnalytics scope="platform" />
      <Title order={2} size="h4" mt="md">
        {t('analytics.accountsTitle')}
      </Title>
      {query.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {query.isError && <Alert color="red">{errorMessage(query.error, t)}</Alert>}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Stat testId="analytics-users-total" label={t('analytics.usersTotal')} value={data.users?.total} />
            <Stat testId="analytics-users-active" label={t('analytics.usersActive')} value={data.users?.active} />
            <Stat testId="analytics-users-locked" label={t('analytics.usersLocked')} value={data.users?.locked} />
            <Stat testId="analytics-signins" label={t('analytics.signIns')} value={data.signInsLast24h} />
            <Stat testId="analytics-failed" label={t('analytics.failedSignIns')} value={data.failedSignInsLast24h} />
            <Stat testId="analytics-sessions" label={t('analytics.liveSessions')} value={data.liveSessions} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CountTable
              testId="analytics-by-status"
              title={t('analytics.accountsByStatus')}
              counts={data.accountsByStatus}
              labelKey="accountStatus"
            />
            <CountTable
              testId="analytics-by-type"
              title={t('analytics.accountsByType')}
              counts={data.accountsByType}
              labelKey="accountType"
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
