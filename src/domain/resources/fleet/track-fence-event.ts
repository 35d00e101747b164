import { FENCE_EVENT_KINDS } from '../../tracking/tracking';
import type { ResourceDef } from '../types';

/**
 * Geofence enter/exit events (`/administrations/trackTrackEnterExit/list`), after dwell; served by
 * src/server/tracking (`GET …/tracking/events`). The operator sees its trucks' events, the platform all.
 */
export const trackFenceEventResource: ResourceDef = {
  name: 'trackFenceEvent',
  path: 'tracking/events',
  key: 'id',
  keyGenerated: true,
  fields: [
    { name: 'at', kind: 'datetime', list: true, sortable: true },
    { name: 'kind', kind: 'select', options: FENCE_EVENT_KINDS, list: true, sortable: true, filter: true },
    { name: 'vhPlateNo', kind: 'text', list: true, sortable: true },
    { name: 'truckId', kind: 'lookup', lookup: 'truck', filterOnly: true, filter: true },
    { name: 'locName', kind: 'text', list: true },
    { name: 'locId', kind: 'code', list: true, mono: true, filter: true, hiddenFilter: true },
    { name: 'confirmedAt', kind: 'datetime', list: true },
    { name: 'from', kind: 'date', label: 'audit.from', filterOnly: true },
    { name: 'to', kind: 'date', label: 'audit.to', filterOnly: true },
  ],
  filters: ['from', 'to', 'truckId', 'kind', 'locId'],
  defaultSort: { field: 'at', order: 'desc' },
  permissions: { read: 'signedIn', write: 'fleet.manage' },
  tenant: 'owned',
  actions: {},
  webList: '/administrations/trackTrackEnterExit/list',
  webDetail: '/administrations/trackTrackEnterExit/list',
  ownApi: { queryKey: 'trackFenceEvents', search: { placeholder: 'resources.trackFenceEvent.searchPlaceholder' } },
};
