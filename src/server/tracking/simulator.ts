import { DEMO_PLACES, routePoints } from './demo-route';

const KMH_TO_KNOTS = 1 / 1.852;

export interface Drive {
  /** Base URL of the server, e.g. http://localhost:8080. */
  base: string;
  imei: string;
  /** Demo location ids (DEMO_PLACES) in the order driven. */
  route: readonly string[];
  /** Time compression: 1 real time; above 1 the fixes are stamped from a start far enough in the past. */
  speedup?: number;
  /** Seconds between fixes. */
  stepS?: number;
  speedKmh?: number;
  /** Seconds standing at each stop. */
  dwellS?: number;
  /** Battery level reported (OsmAnd `batt`). */
  batt?: number;
}

/**
 * One round of a truck through its stops, sent over HTTP to the OsmAnd endpoint as Traccar Client would (used by
 * `npm run simulate:tracking` and the tracking browser journey). With `speedup` > 1 every stamp (start + offset) is at
 * or before its sending time (started + offset / speedup), so no fix runs ahead of the clock and the speeds between
 * fixes stay real (none is flagged implausible); the round ends at "now". Answers the fixes sent and the refused ones.
 */
export async function driveRound(d: Drive): Promise<{ sent: number; refused: string[] }> {
  const speedup = Math.max(1, d.speedup ?? 1);
  const started = Date.now();
  const shape = routePoints(
    d.route.map((id) => {
      const place = DEMO_PLACES[id];
      if (!place) throw new Error(`unknown demo place ${id}`);
      return place;
    }),
    new Date(0),
    { stepS: d.stepS ?? 10, dwellS: d.dwellS ?? 6 * 60, speedKmh: d.speedKmh ?? 40 },
  );
  const total = shape.at(-1)!.at.getTime();
  const simStart = started - total * (1 - 1 / speedup);
  const refused: string[] = [];
  for (const p of shape) {
    const due = started + p.at.getTime() / speedup;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const query = new URLSearchParams({
      id: d.imei,
      lat: p.lat.toFixed(6),
      lon: p.lon.toFixed(6),
      timestamp: String(Math.floor((simStart + p.at.getTime()) / 1000)),
      speed: (p.speedKmh * KMH_TO_KNOTS).toFixed(1),
      bearing: p.bearing.toFixed(0),
      batt: String(d.batt ?? 90),
    });
    const res = await fetch(`${d.base.replace(/\/$/, '')}/api/v1/lintas/trucking/tracking/osmand?${query}`, {
      method: 'POST',
    }).catch((error: Error) => ({ ok: false, status: 0, text: async () => error.message }));
    if (!res.ok) refused.push(`${res.status} ${await res.text()}`);
  }
  return { sent: shape.length, refused };
}
