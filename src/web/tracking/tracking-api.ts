import { TRUCKING_API } from '../../domain/api-paths';
import type { MotionState } from '../../domain/tracking/history';
import type { liveTruck, routeHistory } from '../../domain/tracking/tracking-responses';
import type { WireOf } from '../../domain/wire';
import { PATHS } from '../lib/paths';

/** The monitoring screens (issue 16, part 2); their rules are in route-permissions.ts. */
export const TRACKING_ROUTES = {
  live: PATHS.liveMonitoring,
  history: PATHS.historicalMonitoring,
  fleet: PATHS.truckTracking,
} as const;

export const trackingApi = {
  live: () => `${TRUCKING_API}/tracking/live`,
  liveTruck: (truckId: string) => `${TRUCKING_API}/tracking/live/${encodeURIComponent(truckId)}`,
  stream: () => `${TRUCKING_API}/tracking/stream`,
  fleet: () => `${TRUCKING_API}/tracking/fleet`,
  history: () => `${TRUCKING_API}/tracking/history`,
  historyExport: () => `${TRUCKING_API}/tracking/history/export`,
};

/** The tracking feature's query keys. */
export const trackingKeys = {
  all: ['tracking'] as const,
  live: () => [...trackingKeys.all, 'live'] as const,
  fleet: () => (query: Record<string, string | number>) => [...trackingKeys.all, 'fleet', query] as const,
  history: (query: Record<string, string | number>) => [...trackingKeys.all, 'history', query] as const,
};

/** A truck on the live map and in the fleet list (`GET …/tracking/live`, `…/live/{truckId}`, `…/fleet`). */
export type LiveTruck = WireOf<typeof liveTruck>;

/** A position pushed on the stream (an `event: position` of `GET …/tracking/stream`; no response schema covers it). */
export interface PushedPosition {
  truckId: string;
  accnId: string;
  fixAt: string;
  lat: number;
  lon: number;
  speedKmh: number | null;
  bearing: number | null;
  state: MotionState;
}

/** One truck's route between two instants (`GET …/tracking/history`). */
export type RouteHistory = WireOf<typeof routeHistory>;

export const STATE_COLORS: Record<MotionState, string> = {
  MOVING: 'green',
  STOPPED: 'orange',
  OFFLINE: 'gray',
  NONE: 'gray',
};
