import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobDrops, jobEvents, jobs, jobTrips, trackFenceEvents, trackFenceStates, trackPositions } from '../db/schema';
import { audit } from '../http/audit';
import { LIVE_STATES } from '../../domain/jobs/job-actions';
import {
  dwellEvents,
  insideGeofence,
  MAX_PLAUSIBLE_KMH,
  speedBetweenKmh,
  type DwellEvent,
  type DwellState,
} from '../../domain/tracking/tracking';
import { ensurePartition } from './partitions';
import { evaluateAlerts } from './alerts.service';
import { POSITION_CHANNEL } from './live-feed';
import { readTrackingLookups, type DeviceRow, type TrackingLookups } from './ingest-cache';

export interface IncomingPoint {
  at: Date;
  lat: number;
  lon: number;
  speedKmh?: number | null;
  bearing?: number | null;
  altitude?: number | null;
  accuracy?: number | null;
  batt?: number | null;
}

export type { DeviceRow };

export interface IngestResult {
  received: number;
  stored: number;
  duplicates: number;
  flagged: number;
  events: number;
}

/** How far back a replay starts when no confirmed event anchors it (decision 0017). */
const REPLAY_WITHOUT_ANCHOR_MS = 86_400_000;

/**
 * Stores a device's points (already validated) in one transaction, serialised per device: sorted, each stored once
 * (device, fix time), an implausible jump from the previous good fix flagged SPEED; the truck's latest position moved
 * forward only; then the geofence dwell computed from the good points (a late point replays from the last event
 * confirmed before it).
 */
export async function ingestPoints(
  db: Db,
  device: DeviceRow,
  input: IncomingPoint[],
  dwellMs: number,
  options: { lookups?: TrackingLookups; plate?: string | null } = {},
): Promise<IngestResult> {
  const lookups = options.lookups ?? readTrackingLookups;
  const byTime = new Map<number, IncomingPoint>();
  for (const p of input) if (!byTime.has(p.at.getTime())) byTime.set(p.at.getTime(), p);
  const points = [...byTime.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const month of new Set(points.map((p) => `${p.at.getUTCFullYear()}-${p.at.getUTCMonth()}`))) {
    const [y, m] = month.split('-').map(Number);
    await ensurePartition(db, new Date(Date.UTC(y!, m!, 1)));
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`track:${device.deviceId}`}))`);
    const first = points[0]!;
    const [prevRow] = await tx
      .select({ at: trackPositions.fixAt, lat: trackPositions.lat, lon: trackPositions.lon })
      .from(trackPositions)
      .where(and(eq(trackPositions.deviceId, device.deviceId), lt(trackPositions.fixAt, first.at), isNull(trackPositions.flag)))
      .orderBy(desc(trackPositions.fixAt))
      .limit(1);
    let prev = prevRow ?? null;
    const flags: Array<string | null> = [];
    for (const p of points) {
      const flag = prev && speedBetweenKmh(prev, p) > MAX_PLAUSIBLE_KMH ? 'SPEED' : null;
      flags.push(flag);
      if (!flag) prev = { at: p.at, lat: p.lat, lon: p.lon };
    }
    const rows = points.map((p, i) => ({
      fix_at: p.at.toISOString(),
      lat: p.lat,
      lon: p.lon,
      speed: p.speedKmh ?? null,
      bearing: p.bearing ?? null,
      altitude: p.altitude ?? null,
      accuracy: p.accuracy ?? null,
      batt: p.batt ?? null,
      flag: flags[i],
    }));
    // One statement for the batch (one JSON parameter however many points): the points stored once each, the
    // truck's latest position moved forward to the newest good one among them, and the live map's notice of it
    // (tracking-live.routes.ts; delivered to every process on commit).
    const inserted = await tx.execute<{ fix_at: Date | string; flag: string | null }>(sql`
      with ins as (
        insert into track_positions (device_id, fix_at, truck_id, lat, lon, speed_kmh, bearing, altitude, accuracy, batt, flag)
        select ${device.deviceId}, u.fix_at, ${device.truckId}, u.lat, u.lon, u.speed, u.bearing, u.altitude, u.accuracy, u.batt, u.flag
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as u(fix_at timestamptz, lat float8, lon float8, speed real, bearing real, altitude real, accuracy real, batt real, flag varchar)
        on conflict do nothing
        returning fix_at, lat, lon, speed_kmh, bearing, flag
      ), newest as (
        select * from ins where flag is null and ${device.truckId}::varchar is not null order by fix_at desc limit 1
      ), moved as (
        insert into track_latest (truck_id, device_id, accn_id, fix_at, lat, lon, speed_kmh, bearing)
        select ${device.truckId}, ${device.deviceId}, ${device.accnId}, fix_at, lat, lon, speed_kmh, bearing from newest
        on conflict (truck_id) do update set device_id = excluded.device_id, fix_at = excluded.fix_at, lat = excluded.lat,
          lon = excluded.lon, speed_kmh = excluded.speed_kmh, bearing = excluded.bearing, updated_at = now()
        where track_latest.fix_at < excluded.fix_at
        returning fix_at, lat, lon, speed_kmh, bearing
      ), told as (
        select pg_notify(${POSITION_CHANNEL}, json_build_object(
          'truckId', ${device.truckId}::varchar, 'accnId', ${device.accnId}::varchar, 'deviceId', ${device.deviceId}::varchar,
          'fixAt', to_char(fix_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'lat', lat, 'lon', lon, 'speedKmh', speed_kmh, 'bearing', bearing)::text) from moved
      )
      select fix_at, flag, (select count(*) from told) as told from ins`);
    const stored = inserted.rows.map((r) => ({ at: new Date(r.fix_at), flag: r.flag }));
    const good = stored.filter((r) => !r.flag).map((r) => r.at.getTime());
    const result: IngestResult = {
      received: input.length,
      stored: stored.length,
      duplicates: input.length - stored.length,
      flagged: stored.length - good.length,
      events: 0,
    };
    if (good.length === 0 || !device.truckId) return result;
    const goodSet = new Set(good);
    const goodPoints = points.filter((p) => goodSet.has(p.at.getTime()));
    result.events = await computeFences(tx, device, device.truckId, goodPoints, dwellMs, lookups);
    // Alert rules (decision 0021): after the geofence events, in the same transaction.
    await evaluateAlerts(tx, device, device.truckId, goodPoints, result.events, lookups, options.plate);
    return result;
  });
}

async function computeFences(
  tx: Tx,
  device: DeviceRow,
  truckId: string,
  fresh: IncomingPoint[],
  dwellMs: number,
  lookups: TrackingLookups,
) {
  const fences = await lookups.fences(tx, device.accnId, truckId);
  if (fences.length === 0) return 0;
  const tmin = fresh[0]!.at;
  const states = await tx
    .select()
    .from(trackFenceStates)
    .where(
      and(
        eq(trackFenceStates.deviceId, device.deviceId),
        inArray(
          trackFenceStates.locId,
          fences.map((f) => f.locId),
        ),
      ),
    );
  const stateOf = new Map(states.map((s) => [s.locId, s]));
  let history: Array<{ at: Date; lat: number; lon: number }> | null = null;
  let historyFrom = Number.POSITIVE_INFINITY;
  let created = 0;
  const newStates: Array<typeof trackFenceStates.$inferInsert> = [];
  for (const { locId, fence } of fences) {
    const saved = stateOf.get(locId);
    let start: DwellState;
    let fixes: Array<{ at: Date; lat: number; lon: number }>;
    let existing: Array<{ id: number; kind: string; at: Date }> = [];
    if (saved && tmin > saved.lastFixAt) {
      // In order (the usual case): carry on from the saved state with the new points.
      start = { inside: saved.inside, candidateAt: saved.candidateAt };
      fixes = fresh;
    } else {
      // A late point (or the first points of this pair): replay from the last event confirmed before it.
      const [anchor] = await tx
        .select()
        .from(trackFenceEvents)
        .where(
          and(
            eq(trackFenceEvents.deviceId, device.deviceId),
            eq(trackFenceEvents.locId, locId),
            lt(trackFenceEvents.confirmedAt, tmin),
          ),
        )
        .orderBy(desc(trackFenceEvents.confirmedAt))
        .limit(1);
      const from = anchor ? anchor.confirmedAt : new Date(tmin.getTime() - REPLAY_WITHOUT_ANCHOR_MS);
      start = { inside: anchor?.kind === 'ENTER', candidateAt: null };
      existing = await tx
        .select({ id: trackFenceEvents.id, kind: trackFenceEvents.kind, at: trackFenceEvents.at })
        .from(trackFenceEvents)
        .where(
          and(
            eq(trackFenceEvents.deviceId, device.deviceId),
            eq(trackFenceEvents.locId, locId),
            anchor ? gt(trackFenceEvents.confirmedAt, anchor.confirmedAt) : gte(trackFenceEvents.confirmedAt, from),
          ),
        );
      if (!history || from.getTime() < historyFrom) {
        history = await tx
          .select({ at: trackPositions.fixAt, lat: trackPositions.lat, lon: trackPositions.lon })
          .from(trackPositions)
          .where(and(eq(trackPositions.deviceId, device.deviceId), gte(trackPositions.fixAt, from), isNull(trackPositions.flag)))
          .orderBy(trackPositions.fixAt);
        historyFrom = from.getTime();
      }
      const after = from.getTime();
      fixes = history.filter((p) => (anchor ? p.at.getTime() > after : p.at.getTime() >= after));
    }
    const { events, state } = dwellEvents(
      start,
      fixes.map((p) => ({ at: p.at, inside: insideGeofence(fence, p) })),
      dwellMs,
    );
    const key = (e: { kind: string; at: Date }) => `${e.kind}@${e.at.getTime()}`;
    const wanted = new Map(events.map((e) => [key(e), e]));
    const stale = existing.filter((e) => !wanted.has(key(e)));
    if (stale.length)
      await tx.delete(trackFenceEvents).where(
        inArray(
          trackFenceEvents.id,
          stale.map((e) => e.id),
        ),
      );
    const have = new Set(existing.map(key));
    const added = events.filter((e) => !have.has(key(e)));
    if (added.length) {
      await tx
        .insert(trackFenceEvents)
        .values(
          added.map((e) => ({
            deviceId: device.deviceId,
            truckId,
            accnId: device.accnId,
            locId,
            kind: e.kind,
            at: e.at,
            confirmedAt: e.confirmedAt,
          })),
        )
        .onConflictDoNothing();
      created += added.length;
      for (const e of added) await recordMilestones(tx, truckId, locId, e);
    }
    const lastFixAt = fixes.length ? fixes[fixes.length - 1]!.at : tmin;
    // A replay ends at the newest stored point, so its state is the pair's current state.
    newStates.push({
      deviceId: device.deviceId,
      locId,
      inside: state.inside,
      candidateAt: state.candidateAt,
      lastFixAt: saved && saved.lastFixAt > lastFixAt ? saved.lastFixAt : lastFixAt,
    });
  }
  // Every pair's state in one statement.
  await tx
    .insert(trackFenceStates)
    .values(newStates)
    .onConflictDoUpdate({
      target: [trackFenceStates.deviceId, trackFenceStates.locId],
      set: {
        inside: sql`excluded.inside`,
        candidateAt: sql`excluded.candidate_at`,
        lastFixAt: sql`excluded.last_fix_at`,
      },
    });
  return created;
}

/** Milestone verbs on the job timeline (jobs.verbs.*). */
export const MILESTONES = { arrivePickup: 'arrivePickup', leavePickup: 'leavePickup', arriveDrop: 'arriveDrop' } as const;

/**
 * A geofence event of a truck on a live trip becomes a milestone of its job: ENTER at the pickup -> arrived at pickup,
 * EXIT from it -> left pickup, ENTER at a drop -> arrived at drop. Each once per trip (and drop): a later replay or
 * GPS noise does not repeat it.
 */
async function recordMilestones(tx: Tx, truckId: string, locId: string, e: DwellEvent): Promise<void> {
  const trips = await tx
    .select({ tripId: jobTrips.tripId, jobId: jobTrips.jobId, pickupLocId: jobTrips.pickupLocId, jobState: jobs.jobState })
    .from(jobTrips)
    .innerJoin(jobs, eq(jobs.jobId, jobTrips.jobId))
    .where(and(eq(jobTrips.truckId, truckId), inArray(jobs.jobState, [...LIVE_STATES])));
  for (const trip of trips) {
    const verbs: Array<{ verb: string; dropSeq?: number }> = [];
    if (trip.pickupLocId === locId) verbs.push({ verb: e.kind === 'ENTER' ? MILESTONES.arrivePickup : MILESTONES.leavePickup });
    if (e.kind === 'ENTER') {
      const drops = await tx
        .select({ seq: jobDrops.seq })
        .from(jobDrops)
        .where(and(eq(jobDrops.tripId, trip.tripId), eq(jobDrops.locId, locId)));
      for (const d of drops) verbs.push({ verb: MILESTONES.arriveDrop, dropSeq: d.seq });
    }
    for (const { verb, dropSeq } of verbs) {
      const details = { tripId: trip.tripId, locId, truckId, at: e.at.toISOString(), ...(dropSeq ? { dropSeq } : {}) };
      const [seen] = await tx
        .select({ id: jobEvents.id })
        .from(jobEvents)
        .where(
          and(
            eq(jobEvents.jobId, trip.jobId),
            eq(jobEvents.verb, verb),
            sql`${jobEvents.details}->>'tripId' = ${String(trip.tripId)}`,
            dropSeq ? sql`${jobEvents.details}->>'dropSeq' = ${String(dropSeq)}` : undefined,
          ),
        )
        .limit(1);
      if (seen) continue;
      await tx.insert(jobEvents).values({
        jobId: trip.jobId,
        at: e.at,
        verb,
        fromState: trip.jobState,
        toState: trip.jobState,
        details,
      });
      await audit(tx, null, { event: `JOB_${verb.toUpperCase()}`, entity: 'job', entityId: trip.jobId, after: details });
    }
  }
}
