import { z } from 'zod';
import { distanceM } from './tracking';

/**
 * Monitoring (issue 16, part 2): a truck's motion state on the live map and the fleet list, a route's distance and
 * stops, and its exports (GPX 1.1, CSV). Pure: the server and the web share it.
 */

/** At or above this speed (km/h) a truck is moving. */
export const MOVING_KMH = 5;
/** A truck whose newest fix is older than this is offline. */
export const OFFLINE_AFTER_MS = 30 * 60_000;

export const MOTION_STATES = ['MOVING', 'STOPPED', 'OFFLINE', 'NONE'] as const;
export type MotionState = (typeof MOTION_STATES)[number];

/** A truck's state from its newest fix: none yet, offline (silent 30 min), moving (5 km/h and more) or stopped. */
export function motionState(
  latest: { fixAt: Date | string | null; speedKmh: number | null } | null,
  now: Date = new Date(),
): MotionState {
  if (!latest || latest.fixAt === null) return 'NONE';
  if (now.getTime() - new Date(latest.fixAt).getTime() > OFFLINE_AFTER_MS) return 'OFFLINE';
  return (latest.speedKmh ?? 0) >= MOVING_KMH ? 'MOVING' : 'STOPPED';
}

export interface RoutePoint {
  at: Date;
  lat: number;
  lon: number;
  speedKmh?: number | null;
  bearing?: number | null;
  altitude?: number | null;
}

/** The route's length in km: the great-circle distance between consecutive fixes (time order). */
export function routeDistanceKm(points: readonly RoutePoint[]): number {
  let metres = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    metres += distanceM(a.lat, a.lon, b.lat, b.lon);
  }
  return metres / 1000;
}

export interface Stop {
  from: Date;
  to: Date;
  lat: number;
  lon: number;
  minutes: number;
  /** Index of the stop's first and last fix in the route. */
  first: number;
  last: number;
}

/** Fixes within this many metres of a stop's first fix belong to the stop (GPS drift while parked). */
export const STOP_RADIUS_M = 100;

/**
 * Stops: runs of consecutive fixes that stay within `radiusM` of the run's first fix for at least `minMinutes`
 * (from the run's first fix to its last). The stop's place is the mean of its fixes.
 */
export function findStops(points: readonly RoutePoint[], minMinutes: number, radiusM = STOP_RADIUS_M): Stop[] {
  const stops: Stop[] = [];
  let i = 0;
  while (i < points.length) {
    const anchor = points[i]!;
    let j = i;
    while (j + 1 < points.length && distanceM(anchor.lat, anchor.lon, points[j + 1]!.lat, points[j + 1]!.lon) <= radiusM) j++;
    const minutes = (points[j]!.at.getTime() - anchor.at.getTime()) / 60_000;
    if (j > i && minutes >= minMinutes) {
      const run = points.slice(i, j + 1);
      stops.push({
        from: anchor.at,
        to: points[j]!.at,
        lat: run.reduce((s, p) => s + p.lat, 0) / run.length,
        lon: run.reduce((s, p) => s + p.lon, 0) / run.length,
        minutes: Math.round(minutes),
        first: i,
        last: j,
      });
      i = j + 1;
    } else i++;
  }
  return stops;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const coord = (n: number) => n.toFixed(6);

/**
 * A route as GPX 1.1 (http://www.topografix.com/GPX/1/1): the stops as waypoints, the fixes as one track segment
 * (latitude, longitude, elevation when known, UTC time). Element order follows the schema (metadata, wpt, trk).
 */
export function toGpx(name: string, points: readonly RoutePoint[], stops: readonly Stop[] = [], creator = 'Lintas'): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${xml(creator)}" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">`,
    '  <metadata>',
    `    <name>${xml(name)}</name>`,
    ...(points.length ? [`    <time>${points[0]!.at.toISOString()}</time>`] : []),
    '  </metadata>',
  ];
  for (const s of stops) {
    lines.push(
      `  <wpt lat="${coord(s.lat)}" lon="${coord(s.lon)}">`,
      `    <time>${s.from.toISOString()}</time>`,
      `    <name>${xml(`Stop ${s.minutes} min`)}</name>`,
      '    <type>stop</type>',
      '  </wpt>',
    );
  }
  lines.push('  <trk>', `    <name>${xml(name)}</name>`, '    <trkseg>');
  for (const p of points) {
    const ele = p.altitude !== null && p.altitude !== undefined ? `<ele>${p.altitude.toFixed(1)}</ele>` : '';
    lines.push(`      <trkpt lat="${coord(p.lat)}" lon="${coord(p.lon)}">${ele}<time>${p.at.toISOString()}</time></trkpt>`);
  }
  lines.push('    </trkseg>', '  </trk>', '</gpx>', '');
  return lines.join('\n');
}

/** A route as CSV (comma separated, UTC ISO time, decimal point: for tools, not for reading). */
export function toCsv(points: readonly RoutePoint[]): string {
  const num = (n: number | null | undefined, digits: number) => (n === null || n === undefined ? '' : n.toFixed(digits));
  const rows = ['time_utc,latitude,longitude,speed_kmh,bearing,altitude_m'];
  for (const p of points)
    rows.push(
      [p.at.toISOString(), coord(p.lat), coord(p.lon), num(p.speedKmh, 1), num(p.bearing, 0), num(p.altitude, 1)].join(','),
    );
  return rows.join('\r\n') + '\r\n';
}

/** The longest range of one history request (a route's points are returned whole). */
export const HISTORY_MAX_DAYS = 7;

/** `GET …/tracking/history`'s fields: a truck, an ISO time range, the stop threshold in minutes. */
export const historyFields = z.object({
  truckId: z.string().min(1).max(20),
  from: z.iso.datetime({ offset: true, message: 'validation.dateTime' }),
  to: z.iso.datetime({ offset: true, message: 'validation.dateTime' }),
  stopMinutes: z.coerce
    .number()
    .int('validation.integer')
    .min(1, 'validation.tooSmall')
    .max(720, 'validation.tooBig')
    .default(10),
});

/** The range checks: the end after the start, at most 7 days. */
export function withRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((q) => Date.parse(q.to) > Date.parse(q.from), { path: ['to'], message: 'tracking.errors.rangeOrder' })
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= HISTORY_MAX_DAYS * 86_400_000, {
      path: ['to'],
      message: 'tracking.errors.rangeTooLong',
    });
}

/** `GET …/tracking/history`: a truck and an ISO range of at most 7 days; stops of 10 minutes unless told. */
export const historyQuery = withRange(historyFields.strict());
export type HistoryQuery = z.infer<typeof historyQuery>;

/** `GET …/tracking/history/export`: the same, as GPX or CSV. */
export const historyExportQuery = withRange(historyFields.extend({ format: z.enum(['gpx', 'csv']) }).strict());
