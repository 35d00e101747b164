import { and, eq, or, sql, inArray } from 'drizzle-orm';
import { LIVE_STATES } from '../../domain/jobs/job-actions';
import type { Geofence } from '../../domain/tracking/tracking';
import type { DbOrTx } from '../db/client';
import type { ChangeFeed, ChangeTopic } from '../db/notify';
import { jobDrops, jobs, jobTrips, locationGeofences, locations, trackAlertRules, trackingDevices, trucks } from '../db/schema';

export type DeviceRow = typeof trackingDevices.$inferSelect;
export type AlertRule = typeof trackAlertRules.$inferSelect;
export interface FenceOf {
  locId: string;
  fence: Geofence;
}
export interface KnownDevice {
  device: DeviceRow;
  /** The plate of the truck it is fitted to (alert e-mails), or null. */
  plate: string | null;
}

/**
 * What the ingestion reads besides the points (issue 16; decision 0017, "Ingestion per process"): a device by IMEI,
 * the geofences a truck is checked against, its live trip's planned route, a company's active alert rules. The
 * uncached reader (`readTrackingLookups`) reads them in the caller's transaction (the demo seed); the server uses
 * `cachedTrackingLookups`, which keeps them per process and drops them when another process (or this one) changes
 * their source: triggers send the change notices (migration 0047) and each cache listens on the process's change
 * feed (db/notify.ts). A time limit stays as the fallback while the feed is not listening.
 */
export interface TrackingLookups {
  device(db: DbOrTx, imei: string): Promise<KnownDevice | null>;
  fences(db: DbOrTx, accnId: string, truckId: string): Promise<FenceOf[]>;
  plannedRoute(db: DbOrTx, truckId: string): Promise<Array<{ lat: number; lon: number }>>;
  rules(db: DbOrTx, accnId: string): Promise<AlertRule[]>;
}

const liveStates = sql.join(
  LIVE_STATES.map((s) => sql`${s}`),
  sql`, `,
);

async function readDevice(db: DbOrTx, imei: string): Promise<KnownDevice | null> {
  const [row] = await db
    .select({ device: trackingDevices, plate: trucks.vhPlateNo })
    .from(trackingDevices)
    .leftJoin(trucks, eq(trucks.truckId, trackingDevices.truckId))
    .where(eq(trackingDevices.imei, imei));
  return row ? { device: row.device, plate: row.plate ?? null } : null;
}

/** The geofences a truck is checked against: its company's locations' and those of its live trips. */
async function readFences(db: DbOrTx, accnId: string, truckId: string): Promise<FenceOf[]> {
  const tripLocs = sql`select pickup_loc_id from job_trips t join jobs j on j.job_id = t.job_id
      where t.truck_id = ${truckId} and j.job_state in (${liveStates})
    union select d.loc_id from job_drops d join job_trips t on t.trip_id = d.trip_id join jobs j on j.job_id = t.job_id
      where t.truck_id = ${truckId} and j.job_state in (${liveStates})`;
  const rows = await db
    .select()
    .from(locationGeofences)
    .where(or(eq(locationGeofences.accnId, accnId), sql`${locationGeofences.locId} in (${tripLocs})`));
  return rows.map((r) => ({
    locId: r.locId,
    fence: (r.shape === 'CIRCLE'
      ? { shape: 'CIRCLE', centerLat: r.centerLat!, centerLon: r.centerLon!, radiusM: r.radiusM! }
      : { shape: 'POLYGON', polygon: r.polygon! }) as Geofence,
  }));
}

/** The planned route of a truck's live trip: pickup, then its drops in order (locations with coordinates). */
async function readPlannedRoute(db: DbOrTx, truckId: string): Promise<Array<{ lat: number; lon: number }>> {
  const [trip] = await db
    .select({ tripId: jobTrips.tripId, pickupLocId: jobTrips.pickupLocId })
    .from(jobTrips)
    .innerJoin(jobs, eq(jobs.jobId, jobTrips.jobId))
    .where(and(eq(jobTrips.truckId, truckId), inArray(jobs.jobState, [...LIVE_STATES])))
    .orderBy(sql`${jobs.pickupAt} desc`)
    .limit(1);
  if (!trip) return [];
  const drops = await db
    .select({ locId: jobDrops.locId })
    .from(jobDrops)
    .where(eq(jobDrops.tripId, trip.tripId))
    .orderBy(jobDrops.seq);
  const ids = [trip.pickupLocId, ...drops.map((d) => d.locId)].filter((v): v is string => !!v);
  if (ids.length === 0) return [];
  const locs = await db
    .select({ locId: locations.locId, lat: locations.lat, lon: locations.lon })
    .from(locations)
    .where(inArray(locations.locId, ids));
  const byId = new Map(locs.map((l) => [l.locId, l]));
  return ids
    .map((id) => byId.get(id))
    .filter((l) => l && l.lat && l.lon && Number.isFinite(Number(l.lat)) && Number.isFinite(Number(l.lon)))
    .map((l) => ({ lat: Number(l!.lat), lon: Number(l!.lon) }));
}

async function readRules(db: DbOrTx, accnId: string): Promise<AlertRule[]> {
  return db
    .select()
    .from(trackAlertRules)
    .where(and(eq(trackAlertRules.accnId, accnId), eq(trackAlertRules.status, 'A')));
}

/** Fresh reads every time, in the caller's transaction. */
export const readTrackingLookups: TrackingLookups = {
  device: readDevice,
  fences: readFences,
  plannedRoute: readPlannedRoute,
  rules: readRules,
};

/**
 * A map of loaded values dropped whole when `topic` changes; a value read while a change arrived is used once and not
 * kept (it may predate the change). Entries expire after `ttlMs` too, and the map is cleared past `maxEntries`.
 */
export function keyedCache<V>(
  changes: ChangeFeed | undefined,
  topic: ChangeTopic,
  options: { ttlMs?: number; maxEntries?: number } = {},
) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<string, { value: V; at: number }>();
  let generation = 0;
  changes?.on(topic, () => {
    entries.clear();
    generation++;
  });
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at <= ttlMs) return hit.value;
      const started = generation;
      const value = await load();
      if (started !== generation) return value;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, at: Date.now() });
      return value;
    },
    clear() {
      entries.clear();
      generation++;
    },
  };
}

/** The per-process lookups of the server (one set per app). */
export function cachedTrackingLookups(changes: ChangeFeed | undefined): TrackingLookups {
  const devices = keyedCache<KnownDevice | null>(changes, 'tracking_devices');
  const fences = keyedCache<FenceOf[]>(changes, 'tracking_trips');
  const routes = keyedCache<Array<{ lat: number; lon: number }>>(changes, 'tracking_trips');
  const rules = keyedCache<AlertRule[]>(changes, 'tracking_rules');
  return {
    device: (db, imei) => devices.get(imei, () => readDevice(db, imei)),
    fences: (db, accnId, truckId) => fences.get(`${accnId}/${truckId}`, () => readFences(db, accnId, truckId)),
    plannedRoute: (db, truckId) => routes.get(truckId, () => readPlannedRoute(db, truckId)),
    rules: (db, accnId) => rules.get(accnId, () => readRules(db, accnId)),
  };
}
