import { z } from 'zod';

/** Luhn check digit (IMEI's 15th digit): true when the whole number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Completes 14 digits with their Luhn check digit (demo and test IMEIs). */
export function withLuhnDigit(first14: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(first14 + d)) return first14 + d;
  throw new Error('unreachable');
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceM(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = rad(bLat - aLat);
  const dLon = rad(bLon - aLon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Above this speed between two fixes a point is implausible (flag SPEED): stored, never used for events. */
export const MAX_PLAUSIBLE_KMH = 200;
/** A fix time further ahead of the server's clock than this is refused. */
export const MAX_FUTURE_MS = 5 * 60_000;
export const KNOTS_TO_KMH = 1.852;

export interface Fix {
  at: Date;
  lat: number;
  lon: number;
}

/** Speed between two fixes in km/h (same instant: 0 when in place, infinite otherwise). */
export function speedBetweenKmh(a: Fix, b: Fix): number {
  const metres = distanceM(a.lat, a.lon, b.lat, b.lon);
  const hours = Math.abs(b.at.getTime() - a.at.getTime()) / 3_600_000;
  if (hours === 0) return metres < 1 ? 0 : Number.POSITIVE_INFINITY;
  return metres / 1000 / hours;
}

export type Geofence =
  | { shape: 'CIRCLE'; centerLat: number; centerLon: number; radiusM: number }
  | { shape: 'POLYGON'; polygon: Array<[number, number]> };

const lat = z.number().min(-90, 'validation.tooSmall').max(90, 'validation.tooBig');
const lon = z.number().min(-180, 'validation.tooSmall').max(180, 'validation.tooBig');

/** A location's geofence as entered (the map screen of a later part draws it; the API takes it now). */
export const geofenceInput = z.discriminatedUnion('shape', [
  z
    .object({
      shape: z.literal('CIRCLE'),
      centerLat: lat,
      centerLon: lon,
      radiusM: z.number().int('validation.integer').min(20, 'validation.tooSmall').max(50_000, 'validation.tooBig'),
    })
    .strict(),
  z
    .object({
      shape: z.literal('POLYGON'),
      polygon: z
        .array(z.tuple([lat, lon]))
        .min(3, 'validation.tooShort')
        .max(500, 'validation.tooLong'),
    })
    .strict(),
]);
export type GeofenceInput = z.infer<typeof geofenceInput>;

/** Is the fix inside the geofence? (Polygon: ray casting on lat/lon, fine for the size of a yard or a port.) */
export function insideGeofence(g: Geofence, p: { lat: number; lon: number }): boolean {
  if (g.shape === 'CIRCLE') return distanceM(g.centerLat, g.centerLon, p.lat, p.lon) <= g.radiusM;
  let inside = false;
  const pts = g.polygon;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [yi, xi] = pts[i]!;
    const [yj, xj] = pts[j]!;
    if (yi > p.lat !== yj > p.lat && p.lon < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Dwell state of one device against one geofence. */
export interface DwellState {
  inside: boolean;
  /** When the fixes started to be on the other side (a pending change), or null. */
  candidateAt: Date | null;
}

export interface DwellEvent {
  kind: 'ENTER' | 'EXIT';
  /** The first fix on the new side. */
  at: Date;
  /** The fix that confirmed it (dwell minutes later). */
  confirmedAt: Date;
}

/**
 * Enter/exit events with dwell: a change of side counts only once the fixes have stayed on the new side for
 * `dwellMs` (the first fix on the new side at least dwellMs after the first one confirms it); a fix back on the old
 * side cancels the pending change. Pure and deterministic over fixes in time order, so a late fix is handled by
 * replaying from a confirmed event before it (see tracking service).
 */
export function dwellEvents(
  start: DwellState,
  fixes: ReadonlyArray<{ at: Date; inside: boolean }>,
  dwellMs: number,
): { events: DwellEvent[]; state: DwellState } {
  let { inside, candidateAt } = start;
  const events: DwellEvent[] = [];
  for (const fix of fixes) {
    if (fix.inside === inside) {
      candidateAt = null;
      continue;
    }
    candidateAt ??= fix.at;
    if (fix.at.getTime() - candidateAt.getTime() >= dwellMs) {
      inside = fix.inside;
      events.push({ kind: inside ? 'ENTER' : 'EXIT', at: candidateAt, confirmedAt: fix.at });
      candidateAt = null;
    }
  }
  return { events, state: { inside, candidateAt } };
}

/** OsmAnd's `timestamp`: unix seconds (or milliseconds), or an ISO 8601 date-time. */
export function parseOsmandTime(value: string): Date | null {
  const v = value.trim();
  if (/^\d{1,13}(\.\d+)?$/.test(v)) {
    const n = Number(v);
    const ms = n < 100_000_000_000 ? n * 1000 : n;
    const d = new Date(ms);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(v)) return null;
  const d = new Date(v.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d;
}

const num = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,10}(\.\d{1,20})?$/, message)
    .transform(Number);
const optionalNum = z.preprocess((v) => (v === '' ? undefined : v), num('validation.number').optional());

/**
 * The OsmAnd protocol's parameters (query string or form body) as Traccar Client sends them. `speed` is in knots;
 * `location=lat,lon` is accepted instead of lat/lon. Unknown parameters are ignored (devices add their own).
 */
export const osmandParams = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z_-]{1,32}$/, 'validation.format')
      .optional(),
    deviceid: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z_-]{1,32}$/, 'validation.format')
      .optional(),
    lat: num('validation.number').optional(),
    lon: num('validation.number').optional(),
    location: z.string().optional(),
    timestamp: z.string().min(1, 'validation.required'),
    speed: optionalNum,
    bearing: optionalNum,
    heading: optionalNum,
    altitude: optionalNum,
    accuracy: optionalNum,
    batt: optionalNum,
  })
  .passthrough();

/** One point of the driver app's batch (JSON): ISO time, degrees, km/h. */
export const batchPoint = z
  .object({
    at: z.string().datetime({ offset: true, message: 'validation.dateTime' }),
    lat: z.number(),
    lon: z.number(),
    speedKmh: z.number().min(0).max(1000).optional(),
    bearing: z.number().min(0).max(360).optional(),
    altitude: z.number().min(-1000).max(20_000).optional(),
    accuracy: z.number().min(0).max(100_000).optional(),
    batt: z.number().min(0).max(100).optional(),
  })
  .strict();
export const batchBody = z.object({ points: z.array(batchPoint).min(1).max(5000) }).strict();
export type BatchPoint = z.infer<typeof batchPoint>;

export const FENCE_EVENT_KINDS = ['ENTER', 'EXIT'] as const;
