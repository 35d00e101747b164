import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { formatDateTime, formatNumber } from '../../domain/format';
import { MOTION_STATES } from '../../domain/tracking/history';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { STATE_COLORS, TRACKING_ROUTES, trackingApi, trackingKeys, type LiveTruck } from './tracking-api';

/**
 * The operator's fleet at a glance (issue 16): every truck, when it was last seen, its state and speed, its driver and
 * job; paged on the server. On `/applications/service/truckTracking` and the workbench's truck tracking tab.
 */
export function FleetList({ titleOrder, compact = false }: { titleOrder?: 2 | 3; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useServerList<LiveTruck>({
    queryKey: trackingKeys.fleet(),
    path: trackingApi.fleet(),
    spec: { sortable: ['vhPlateNo', 'fixAt', 'speedKmh', 'state'], filters: ['state'] },
  });
  const columns: ListColumn<LiveTruck>[] = [
    { key: 'vhPlateNo', label: t('tracking.truck'), sortable: true, noWrap: true, render: (r) => r.vhPlateNo },
    {
      key: 'state',
      label: t('tracking.state'),
      sortable: true,
      noWrap: true,
      render: (r) => (
        <Badge color={STATE_COLORS[r.state]} variant="light" data-testid={`fleet-state-${r.truckId}`} data-state={r.state}>
          {t(`tracking.states.${r.state}`)}
        </Badge>
      ),
    },
    {
      key: 'fixAt',
      label: t('tracking.lastSeen'),
      sortable: true,
      noWrap: true,
      render: (r) => (r.fixAt ? `${formatDateTime(r.fixAt)} WIB` : '—'),
    },
    {
      key: 'speedKmh',
      label: t('tracking.speed'),
      sortable: true,
      noWrap: true,
      align: 'right',
      render: (r) => (r.speedKmh === null ? '—' : `${formatNumber(r.speedKmh, i18n.language, 1)} km/h`),
    },
    { key: 'driverName', label: t('tracking.driver'), render: (r) => r.driverName ?? '—' },
    { key: 'jobId', label: t('tracking.job'), noWrap: true, render: (r) => r.jobId ?? '—' },
  ];
  return (
    <ServerList<LiveTruck>
      testId="fleet"
      list={list}
      columns={columns}
      defaultSort={{ field: 'vhPlateNo', order: 'asc' }}
      rowKey={(r) => r.truckId}
      title={compact ? undefined : t('tracking.fleet.title')}
      titleOrder={titleOrder}
      search={{ placeholder: t('tracking.live.searchPlaceholder') }}
      filters={[
        {
          name: 'state',
          label: t('tracking.state'),
          options: MOTION_STATES.map((s) => ({ value: s, label: t(`tracking.states.${s}`) })),
          allLabel: t('tracking.all'),
          testId: 'fleet-filter-state',
        },
      ]}
      headerActions={
        <Group gap="xs">
          <Button component={Link} to={TRACKING_ROUTES.live} variant="light" size="xs" data-testid="fleet-open-live">
            {t('tracking.live.title')}
          </Button>
          <Button component={Link} to={TRACKING_ROUTES.history} variant="subtle" size="xs">
            {t('tracking.history.title')}
          </Button>
        </Group>
      }
    />
  );
}

/** `/applications/service/truckTracking`. */
export function TruckTrackingPage() {
  return <FleetList />;
}
