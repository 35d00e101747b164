import { trackFenceEventResource } from '../../domain/resources/fleet/track-fence-event';
import type { fenceEventRow } from '../../domain/tracking/tracking-responses';
import type { WireOf } from '../../domain/wire';
import { ResourceListPage } from '../resources';

/** A row of `GET …/tracking/events`. */
export type FenceEventRow = WireOf<typeof fenceEventRow>;

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
