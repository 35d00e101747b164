import { distanceM } from '../../domain/tracking/tracking';

export interface RoutePoint {
  at: Date;
  lat: number;
  lon: number;
  speedKmh: number;
  bearing: number;
}

const bearingOf = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const y = Math.sin(((b.lon - a.lon) * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180);
  const x =
    Math.cos((a.lat * Math.PI) / 180) * Math.sin((b.lat * Math.PI) / 180) -
    Math.sin((a.lat * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180) * Math.cos(((b.lon - a.lon) * Math.PI) / 180);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
};

/**
 * A truck's fixes driving through the stops in order (straight legs between waypoints; the demo has no road
 * network), `stepS` seconds apart at `speedKmh`, standing `dwellS` at each stop. Deterministic.
 */
export function routePoints(
  stops: ReadonlyArray<{ lat: number; lon: number }>,
  start: Date,
  { speedKmh = 35, stepS = 60, dwellS = 20 * 60 } = {},
): RoutePoint[] {
  const out: RoutePoint[] = [];
  let t = start.getTime();
  const push = (lat: number, lon: number, speed: number, bearing: number) => {
    out.push({ at: new Date(t), lat, lon, speedKmh: speed, bearing });
    t += stepS * 1000;
  };
  for (let i = 0; i < stops.length; i++) {
    const here = stops[i]!;
    for (let s = 0; s < dwellS; s += stepS) push(here.lat, here.lon, 0, 0);
    const next = stops[i + 1];
    if (!next) break;
    const metres = distanceM(here.lat, here.lon, next.lat, next.lon);
    const steps = Math.max(1, Math.ceil(metres / ((speedKmh / 3.6) * stepS)));
    const bearing = bearingOf(here, next);
    for (let k = 1; k < steps; k++) {
      const f = k / steps;
      push(here.lat + (next.lat - here.lat) * f, here.lon + (next.lon - here.lon) * f, speedKmh, bearing);
    }
  }
  return out;
}

/** Coordinates of the demo locations (seeded onto the locations, with a geofence each). */
export const DEMO_PLACES: Record<string, { lat: number; lon: number; radiusM: number }> = {
  'LOC-TO1-DEPO': { lat: -6.1521, lon: 106.9405, radiusM: 300 },
  'LOC-TO1-PRIOK': { lat: -6.1046, lon: 106.9072, radiusM: 500 },
  'LOC-CO1-SUNTER': { lat: -6.1383, lon: 106.889, radiusM: 250 },
  'LOC-FF1-CFS': { lat: -6.1267, lon: 106.8841, radiusM: 250 },
  'LOC-CO1-CIKARANG': { lat: -6.2987, lon: 107.1521, radiusM: 400 },
  'LOC-CO1-KARAWANG': { lat: -6.3676, lon: 107.2893, radiusM: 400 },
};
