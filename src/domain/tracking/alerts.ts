import { z } from 'zod';
export { cargoTrackingInput, type CargoTrackingInput } from './cargo';
import { distanceM } from './tracking';

export { ALERT_KINDS, FENCE_ALERT_KINDS, type AlertKind } from '../resources/fleet/track-alert-rule';

/** A truck is stopped while its fixes stay within this many metres of where it stopped. */
export const STOP_RADIUS_M = 150;

/** Acknowledge an alert: an optional remark, and the version seen (a stale one is refused 409). */
export const alertAckInput = z
  .object({ remark: z.string().trim().max(500, 'validation.tooLong').optional(), version: z.number().int().min(1) })
  .strict();
export type AlertAckInput = z.infer<typeof alertAckInput>;

interface Pt {
  lat: number;
  lon: number;
}

/** Distance in metres from a point to the segment a-b (equirectangular around the point: exact enough under 100 km). */
export function distanceToSegmentM(p: Pt, a: Pt, b: Pt): number {
  const k = Math.cos((p.lat * Math.PI) / 180);
  const ax = (a.lon - p.lon) * k;
  const ay = a.lat - p.lat;
  const bx = (b.lon - p.lon) * k;
  const by = b.lat - p.lat;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  const cx = ax + t * dx;
  const cy = ay + t * dy;
  // Back to degrees of latitude/longitude around p, then a great-circle distance.
  return distanceM(p.lat, p.lon, p.lat + cy, p.lon + cx / (k || 1));
}

/**
 * Distance in km from a point to a planned route: the polyline pickup -> drop 1 -> drop 2 ... (straight legs, the
 * corridor of decision 0021; the demo has no road network).
 */
export function distanceToRouteKm(p: Pt, route: readonly Pt[]): number {
  if (route.length === 0) return 0;
  if (route.length === 1) return distanceM(p.lat, p.lon, route[0]!.lat, route[0]!.lon) / 1000;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < route.length; i++) best = Math.min(best, distanceToSegmentM(p, route[i - 1]!, route[i]!));
  return best / 1000;
}

/** A position for the public: the nearest known city within 30 km, else rounded to 0.1 degree (about 11 km). */
export function cityLevel(
  p: Pt,
  cities: ReadonlyArray<Pt & { name: string }>,
): { lat: number; lon: number; city: string | null } {
  let best: (Pt & { name: string }) | null = null;
  let bestM = 30_000;
  for (const c of cities) {
    const d = distanceM(p.lat, p.lon, c.lat, c.lon);
    if (d < bestM) [best, bestM] = [c, d];
  }
  if (best) return { lat: Math.round(best.lat * 10) / 10, lon: Math.round(best.lon * 10) / 10, city: best.name };
  return { lat: Math.round(p.lat * 10) / 10, lon: Math.round(p.lon * 10) / 10, city: null };
}

/** Cities the public page names a truck's position by (around the demo's and the usual Java corridors). */
export const PUBLIC_CITIES: ReadonlyArray<{ name: string; lat: number; lon: number }> = [
  { name: 'Jakarta Utara', lat: -6.12, lon: 106.88 },
  { name: 'Jakarta Pusat', lat: -6.18, lon: 106.83 },
  { name: 'Jakarta Timur', lat: -6.23, lon: 106.9 },
  { name: 'Jakarta Barat', lat: -6.17, lon: 106.76 },
  { name: 'Jakarta Selatan', lat: -6.27, lon: 106.81 },
  { name: 'Bekasi', lat: -6.24, lon: 107.0 },
  { name: 'Cikarang', lat: -6.31, lon: 107.15 },
  { name: 'Karawang', lat: -6.32, lon: 107.31 },
  { name: 'Tangerang', lat: -6.18, lon: 106.63 },
  { name: 'Bogor', lat: -6.6, lon: 106.8 },
  { name: 'Bandung', lat: -6.91, lon: 107.61 },
  { name: 'Cilegon', lat: -6.0, lon: 106.05 },
  { name: 'Cirebon', lat: -6.73, lon: 108.55 },
  { name: 'Semarang', lat: -6.97, lon: 110.42 },
  { name: 'Surabaya', lat: -7.25, lon: 112.75 },
  { name: 'Medan', lat: 3.59, lon: 98.67 },
  { name: 'Makassar', lat: -5.15, lon: 119.43 },
];

/** Job verbs the public page shows (state changes and tracking milestones; never bills or prices). */
export const PUBLIC_VERBS = [
  'submit',
  'accept',
  'assign',
  'start',
  'pause',
  'deliver',
  'cancel',
  'arrivePickup',
  'leavePickup',
  'arriveDrop',
] as const;
