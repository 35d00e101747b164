import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate } from '../lib/router';
import { DEFAULT_IDLE_DAYS, EXPIRY_HORIZONS, MAX_IDLE_DAYS } from '../../domain/analytics/analytics';
import { formatDate, formatNumber, formatPercent } from '../../domain/format';
import { PageTitle } from '../components/page-title';
import { errorMessage } from '../lib/error-message';
import { DRILL_PATHS, dayText, useInventory, withQuery } from './analytics-api';

const STATE_COLORS: Record<string, string> = {
  ASSIGNED: 'blue.6',
  UNASSIGNED: 'gray.5',
  MAINTENANCE: 'orange.6',
  RDY: 'teal.6',
  ASG: 'blue.6',
  UNRDY: 'gray.5',
};
const colorOf = (state: string) => STATE_COLORS[state] ?? 'grape.6';

/** A count per state as a donut (each segment opens the list filtered by it) and as a table of links. */
function ByState({
  title,
  counts,
  label,
  linkOf,
  testId,
}: {
  title: string;
  counts: Record<string, number>;
  label: (state: string) => string;
  linkOf: (state: string) => string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const entries = Object.entries(counts);
  const total = entries.reduce((n, [, v]) => n + v, 0);
  const summary = entries.map(([k, v]) => `${label(k)} ${formatNumber(v, i18n.language)}`).join(', ');
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.none')}
        </Text>
      ) : (
        <Group align="center" wrap="wrap" gap="lg">
          <div role="img" aria-label={`${title}: ${summary}`}>
            <DonutChart
              size={140}
              thickness={22}
              chartLabel={formatNumber(total, i18n.language)}
              data={entries.map(([k, v]) => ({ name: label(k), value: v, color: colorOf(k) }))}
              pieProps={{
                cursor: 'pointer',
                onClick: (segment: { payload?: { name?: string } }) => {
                  const state = entries.find(([k]) => label(k) === segment.payload?.name)?.[0];
                  if (state) void navigate(linkOf(state));
                },
              }}
            />
          </div>
          <Table w="auto">
            <Table.Tbody>
              {entries.map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Td>
                    <Badge variant="dot" color={colorOf(k).split('.')[0]}>
                      {label(k)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Anchor component={Link} to={linkOf(k)} data-testid={`${testId}-${k}`}>
                      {formatNumber(v, i18n.language)}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
      )}
    </Card>
  );
}

function Stat({ label, value, testId, to }: { label: string; value: ReactNode; testId: string; to?: string }) {
  const body = (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={`${testId}-value`}>
        {value}
      </Text>
    </>
  );
  return to ? (
    <Card withBorder radius="md" component={Link} to={to} data-testid={testId}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" data-testid={testId}>
      {body}
    </Card>
  );
}

const detailOf = (kind: 'TRUCK' | 'DRIVER', id: string) =>
  `${kind === 'TRUCK' ? DRILL_PATHS.trucks : DRILL_PATHS.driverList}/view/${encodeURIComponent(id)}`;

/**
 * /dashboard/inventory-management (a truck operator's administrator): the fleet now. Trucks and drivers by state
 * (each opening the list filtered by it), utilisation, idle trucks (no job for N days) and the documents expired or
 * expiring within 30 and 60 days (each row opening the truck or driver).
 */
export function InventoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [idleDays, setIdleDays] = useState(DEFAULT_IDLE_DAYS);
  const query = useInventory(idleDays);
  const data = query.data;
  return (
    <Stack gap="md" data-testid="inventory-page">
      <PageTitle>{t('analytics.inventory.title')}</PageTitle>
      {query.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {query.isError && <Alert color="red">{errorMessage(query.error, t)}</Alert>}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat
              testId="inventory-trucks"
              label={t('analytics.inventory.trucks')}
              value={formatNumber(data.trucks, lang)}
              to={DRILL_PATHS.trucks}
            />
            <Stat
              testId="inventory-drivers"
              label={t('analytics.inventory.drivers')}
              value={formatNumber(data.drivers, lang)}
              to={DRILL_PATHS.driverList}
            />
            <Stat
              testId="inventory-utilisation"
              label={t('analytics.inventory.utilisation')}
              value={data.utilisationPct === null ? '—' : formatPercent(data.utilisationPct, lang)}
              to={withQuery(DRILL_PATHS.workbench, { tab: 'driverAvailability', drvState: 'ASG' })}
            />
            <Stat
              testId="inventory-expiring"
              label={t('analytics.inventory.expiringSoon')}
              value={t('analytics.inventory.expiringCounts', {
                within30: formatNumber(data.expiringCounts.within30, lang),
                within60: formatNumber(data.expiringCounts.within60, lang),
                expired: formatNumber(data.expiringCounts.expired, lang),
              })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ByState
              testId="inventory-trucks-by-state"
              title={t('analytics.inventory.trucksByState')}
              counts={data.trucksByState}
              label={(s) => t(`resources.truck.options.vhState.${s}`, { defaultValue: s })}
              linkOf={(s) => withQuery(DRILL_PATHS.trucks, { vhState: s })}
            />
            <ByState
              testId="inventory-drivers-by-state"
              title={t('analytics.inventory.driversByState')}
              counts={data.driversByState}
              label={(s) => t(`resources.driver.options.drvState.${s}`, { defaultValue: s })}
              linkOf={(s) => withQuery(DRILL_PATHS.workbench, { tab: 'driverAvailability', drvState: s })}
            />
          </SimpleGrid>
          <Card withBorder radius="md" data-testid="inventory-idle">
            <Group justify="space-between" align="end" mb="sm">
              <Title order={3} size="h5">
                {t('analytics.inventory.idleTitle', { count: data.idleTrucks.length })}
              </Title>
              <NumberInput
                label={t('analytics.inventory.idleDays')}
                value={idleDays}
                min={1}
                max={MAX_IDLE_DAYS}
                w={180}
                allowDecimal={false}
                onChange={(v) => {
                  const n = Number(v);
                  if (Number.isInteger(n) && n >= 1 && n <= MAX_IDLE_DAYS) setIdleDays(n);
                }}
                data-testid="inventory-idle-days"
              />
            </Group>
            {data.idleTrucks.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('analytics.none')}
              </Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('analytics.inventory.plate')}</Table.Th>
                    <Table.Th>{t('analytics.inventory.lastJob')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.idleTrucks.map((r) => (
                    <Table.Tr key={r.truckId}>
                      <Table.Td>
                        <Anchor component={Link} to={detailOf('TRUCK', r.truckId)} data-testid={`inventory-idle-${r.truckId}`}>
                          {r.vhPlateNo}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{r.lastPickupAt ? formatDate(r.lastPickupAt) : t('analytics.inventory.never')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
          <Card withBorder radius="md" data-testid="inventory-expiring-table">
            <Title order={3} size="h5" mb="sm">
              {t('analytics.inventory.expiringTitle', { days: EXPIRY_HORIZONS[1] })}
            </Title>
            {data.expiring.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('analytics.none')}
              </Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('analytics.inventory.item')}</Table.Th>
                    <Table.Th>{t('analytics.inventory.document')}</Table.Th>
                    <Table.Th>{t('analytics.inventory.expiry')}</Table.Th>
                    <Table.Th>{t('analytics.inventory.inDays')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.expiring.map((r) => (
                    <Table.Tr key={`${r.kind}-${r.id}-${r.document}`}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={detailOf(r.kind, r.id)}
                          data-testid={`inventory-expiring-${r.id}-${r.document}`}
                        >
                          {r.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t(`analytics.inventory.documents.${r.document}`)}</Table.Td>
                      <Table.Td>{dayText(r.expiry)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={r.days < 0 ? 'red' : r.days <= EXPIRY_HORIZONS[0] ? 'orange' : 'yellow'}>
                          {r.days < 0 ? t('analytics.inventory.expired') : t('analytics.inventory.daysLeft', { count: r.days })}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
