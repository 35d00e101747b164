import { trackFenceEventResource } from '../../domain/resources/fleet/track-fence-event';
import { ResourceListPage } from '../resources';

/** A row of `GET …/tracking/events` as the web reads it. */
export interface FenceEventRow {
  id: number;
  at: string;
  kind: 'ENTER' | 'EXIT';
  truckId: string | null;
  vhPlateNo: string | null;
  locId: string;
  locName: string | null;
  deviceId: string;
  confirmedAt: string;
}

/** /administrations/trackTrackEnterExit/list: geofence enter/exit events after dwell, paged on the server. */
export function FenceEventsPage() {
  return (
    <ResourceListPage<FenceEventRow>
      def={trackFenceEventResource}
      parts={{
        testIds: {
          list: 'fence-events',
          table: 'fence-events-table',
          row: 'fence-events-row',
          filters: { from: 'fence-filter-from', to: 'fence-filter-to', truckId: 'fence-filter-truck', kind: 'fence-filter-kind' },
        },
      }}
    />
  );
}
