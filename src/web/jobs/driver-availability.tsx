import { apiPath } from '../lib/admin-api';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { DRIVER_STATES } from '../../domain/resources/fleet/driver';
import { PagedList, type ListColumn as Column } from '../components/server-list';
import type { DriverAvailabilityRow } from './dispatch-api';
import { JobStateBadge } from './job-list-page';
import { jobViewPath, placeText } from './jobs-api';
import { jobKeys } from './job-keys';

const DEFAULT_SORT = { field: 'drvName', order: 'asc' as const };

/** Badge colour of a driver's availability. */
const stateColor = (state: string) =>
  state === 'RDY' ? 'green' : state === 'ASG' ? 'indigo' : state === 'UNRDY' ? 'gray' : 'orange';

export function DriverStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={stateColor(state)}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="driver-state"
      data-state={state}
    >
      {t(`resources.driver.options.drvState.${state}`, { defaultValue: state })}
    </Badge>
  );
}

/**
 * The truck operator's drivers by availability with their current job (`GET /jobs/drivers/availability`), under the
 * workbench's driver-availability card: server-paged, filtered by state (the card's numbers set it), searched by
 * name or id, sorted; each current job links to the job.
 */
export function DriverAvailabilityTable() {
  const { t } = useTranslation();

  const trip = (r: DriverAvailabilityRow) => {
    if (!r.jobId || r.tripSeq === null) return null;
    const drop =
      r.dropSeq !== null && (r.dropCount ?? 0) > 1 ? ` (${t('jobs.drivers.dropOf', { n: r.dropSeq, count: r.dropCount })})` : '';
    return (
      <Stack gap={0}>
        {(r.tripCount ?? 1) > 1 && (
          <Text size="xs" c="dimmed">
            {t('jobs.drivers.tripOf', { n: r.tripSeq, count: r.tripCount })}
          </Text>
        )}
        <Text size="sm">
          {placeText(r.pickupLocId, r.pickupLocName, r.pickupLocCity)} → {placeText(r.dropLocId, r.dropLocName, r.dropLocCity)}
          {drop}
        </Text>
      </Stack>
    );
  };

  const columns: Column<DriverAvailabilityRow>[] = [
    {
      key: 'drvName',
      label: t('jobs.fields.driver'),
      sortable: true,
      render: (r) => (
        <>
          <Text size="sm">{r.drvName}</Text>
          <Text size="xs" c="dimmed">
            {r.driverId}
          </Text>
        </>
      ),
    },
    {
      key: 'phone',
      label: t('resources.driver.fields.phone'),
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.phone}</span>,
    },
    { key: 'drvState', label: t('jobs.drivers.state'), sortable: true, render: (r) => <DriverStateBadge state={r.drvState} /> },
    {
      key: 'jobId',
      label: t('jobs.drivers.currentJob'),
      sortable: true,
      render: (r) =>
        r.jobId ? (
          <Stack gap={4} align="flex-start">
            <Anchor component={Link} to={jobViewPath(r.jobId)} data-testid="drivers-job-link" style={{ whiteSpace: 'nowrap' }}>
              {r.jobId}
            </Anchor>
            {r.jobState && <JobStateBadge state={r.jobState} />}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('jobs.drivers.noJob')}
          </Text>
        ),
    },
    { key: 'trip', label: t('jobs.drivers.currentTrip'), render: trip },
    {
      key: 'pickupAt',
      label: t('jobs.fields.pickupAt'),
      sortable: true,
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.pickupAt ? formatDateTime(r.pickupAt) : ''}</span>,
    },
  ];

  return (
    <div data-testid="driver-availability">
      <PagedList<DriverAvailabilityRow>
        testId="drivers"
        title={t('jobs.drivers.title')}
        titleOrder={4}
        path={apiPath('jobs', 'drivers', 'availability')}
        queryKey={jobKeys.driverAvailability}
        columns={columns}
        filters={[
          {
            name: 'drvState',
            label: t('jobs.drivers.state'),
            options: DRIVER_STATES.map((s) => ({ value: s, label: t(`resources.driver.options.drvState.${s}`) })),
          },
        ]}
        defaultSort={DEFAULT_SORT}
        rowKey={(r) => r.driverId}
        search={{ placeholder: t('jobs.drivers.searchHint') }}
      />
    </div>
  );
}
