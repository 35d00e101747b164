import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime, formatNumber } from '../../domain/format';
import { StateBadge } from '../components/state-badge';
import { useLabels } from '../jobs';
import { useJobEmissions, type Co2Figures, type Co2Trip } from './co2x-api';

/** A decimal string in the user's language (decimal comma in Indonesian), or a dash. */
export function useDecimal() {
  const { i18n } = useTranslation();
  return (value: string | number | null | undefined, decimals: number) =>
    value === null || value === undefined || value === '' ? '—' : formatNumber(value, i18n.language, decimals);
}

const TOTALS = [
  ['co2eKg', 'co2eKg', 1],
  ['trips', 'trips', 0],
  ['perTrip', 'co2eKgPerTrip', 1],
  ['gPerTkm', 'gPerTkm', 1],
  ['tonneKm', 'tonneKm', 1],
  ['distanceKm', 'distanceKm', 1],
  ['fuelL', 'fuelL', 1],
  ['offset', 'offsetRequestedKg', 1],
] as const;

/** The period's figures as cards: CO2e, trips, per trip, intensity, tonne-km, distance, diesel, offsets asked. */
export function Co2TotalsCards({ totals }: { totals: Co2Figures }) {
  const { t } = useTranslation();
  const decimal = useDecimal();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="co2x-totals">
      {TOTALS.map(([label, field, decimals]) => (
        <Card key={label} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {t(`co2x.totals.${label}`)}
          </Text>
          <Text fw={600} size="lg" data-testid={`co2x-total-${label}`}>
            {decimal(totals[field], decimals)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** One figure: its label above its value. */
function Figure({ label, value, large, testId }: { label: string; value: string; large?: boolean; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size={large ? 'lg' : undefined} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The distance's source as a badge: planned route or GPS tracking. */
export function DistanceSourceBadge({ source }: { source: Co2Trip['distanceSource'] }) {
  const { t } = useTranslation();
  return <StateBadge state={source} label={t(`co2x.sources.${source}`)} color={source === 'TRACKED' ? 'teal' : 'gray'} />;
}

/**
 * One job's emissions per trip and in total (the job detail's section and the platform's detail screen); before
 * delivery, a line saying when they are computed.
 */
export function JobEmissionsCard({ jobId, title }: { jobId: string; title?: string }) {
  const { t } = useTranslation();
  const decimal = useDecimal();
  const emissions = useJobEmissions(jobId);
  const vehicle = useLabels('veh-type');
  const data = emissions.data;
  return (
    <Card withBorder data-testid="job-co2">
      <Stack gap="sm">
        <Title order={4}>{title ?? t('co2x.jobSection')}</Title>
        {!data || data.trips.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="job-co2-none">
            {emissions.isLoading ? t('common.loading') : t('co2x.noneYet')}
          </Text>
        ) : (
          <>
            <Group gap="xl">
              <Figure label={t('co2x.cols.co2eKg')} value={decimal(data.totals.co2eKg, 1)} large testId="job-co2-total" />
              <Figure label={t('co2x.totals.distanceKm')} value={decimal(data.totals.distanceKm, 1)} />
              <Figure label={t('co2x.totals.fuelL')} value={decimal(data.totals.fuelL, 1)} />
              <Figure label={t('co2x.totals.gPerTkm')} value={decimal(data.totals.gPerTkm, 1)} />
            </Group>
            <Table.ScrollContainer minWidth={720}>
              <Table striped data-testid="job-co2-trips">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('co2x.cols.tripSeq')}</Table.Th>
                    <Table.Th>{t('co2x.cols.deliveredAt')}</Table.Th>
                    <Table.Th>{t('co2x.cols.vehicleType')}</Table.Th>
                    <Table.Th>{t('co2x.cols.distanceSource')}</Table.Th>
                    <Table.Th ta="right">{t('co2x.cols.loadedKm')}</Table.Th>
                    <Table.Th ta="right">{t('co2x.cols.emptyKm')}</Table.Th>
                    <Table.Th ta="right">{t('co2x.cols.fuelL')}</Table.Th>
                    <Table.Th ta="right">{t('co2x.cols.co2eKg')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.trips.map((trip) => (
                    <Table.Tr key={trip.tripId}>
                      <Table.Td>{trip.tripSeq}</Table.Td>
                      <Table.Td>{formatDateTime(trip.deliveredAt)}</Table.Td>
                      <Table.Td>{vehicle(trip.vehicleType)}</Table.Td>
                      <Table.Td>
                        <DistanceSourceBadge source={trip.distanceSource} />
                      </Table.Td>
                      <Table.Td ta="right">{decimal(trip.loadedKm, 1)}</Table.Td>
                      <Table.Td ta="right">{decimal(trip.emptyKm, 1)}</Table.Td>
                      <Table.Td ta="right">{decimal(trip.fuelL, 1)}</Table.Td>
                      <Table.Td ta="right" data-testid={`job-co2-trip-${trip.tripSeq}`}>
                        {decimal(trip.co2eKg, 1)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed">
              {t('co2x.method')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
