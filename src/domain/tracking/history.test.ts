import { describe, expect, it } from 'vitest';
import { findStops, historyQuery, motionState, routeDistanceKm, toCsv, toGpx, type RoutePoint } from './history';

const t0 = Date.parse('2026-11-20T01:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

describe('routeDistanceKm', () => {
  it('sums the great-circle legs: one degree of latitude is about 111.2 km', () => {
    const km = routeDistanceKm([
      { at: at(0), lat: 0, lon: 106 },
      { at: at(60), lat: 1, lon: 106 },
    ]);
    expect(km).toBeCloseTo(111.195, 2);
  });

  it('Jakarta (Monas) to Bandung (Gedung Sate) is about 119 km as the crow flies; a route is its legs', () => {
    const monas = { lat: -6.1754, lon: 106.8272 };
    const sate = { lat: -6.9025, lon: 107.6188 };
    const direct = routeDistanceKm([
      { at: at(0), ...monas },
      { at: at(1), ...sate },
    ]);
    expect(direct).toBeGreaterThan(118);
    expect(direct).toBeLessThan(120);
    const mid = { lat: -6.5, lon: 107.5 };
    const viaMid = routeDistanceKm([
      { at: at(0), ...monas },
      { at: at(1), ...mid },
      { at: at(2), ...sate },
    ]);
    expect(viaMid).toBeGreaterThan(direct);
  });

  it('is zero for no point, one point or a truck standing still', () => {
    expect(routeDistanceKm([])).toBe(0);
    expect(routeDistanceKm([{ at: at(0), lat: -6.1, lon: 106.9 }])).toBe(0);
    expect(
      routeDistanceKm([
        { at: at(0), lat: -6.1, lon: 106.9 },
        { at: at(5), lat: -6.1, lon: 106.9 },
      ]),
    ).toBe(0);
  });
});

describe('findStops', () => {
  /** Driving east 0.01° (~1.1 km) a minute, parked for `park` minutes with 20 m of drift, driving on. */
  const route = (park: number): RoutePoint[] => {
    const pts: RoutePoint[] = [];
    for (let m = 0; m < 10; m++) pts.push({ at: at(m), lat: -6.1, lon: 106.8 + m * 0.01, speedKmh: 66 });
    const base = 106.8 + 9 * 0.01;
    for (let m = 1; m <= park; m++) pts.push({ at: at(9 + m), lat: -6.1 + (m % 2) * 0.0002, lon: base, speedKmh: 0 });
    for (let m = 1; m <= 5; m++) pts.push({ at: at(9 + park + m), lat: -6.1, lon: base + m * 0.01, speedKmh: 66 });
    return pts;
  };

  it('finds one stop where the truck stayed within 100 m for at least N minutes, with its duration and place', () => {
    const stops = findStops(route(20), 10);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ minutes: 20, from: at(9), to: at(29) });
    expect(stops[0]!.lon).toBeCloseTo(106.89, 5);
    expect(stops[0]!.lat).toBeCloseTo(-6.1, 3);
  });

  it('a pause shorter than N minutes is no stop; a moving truck has none', () => {
    expect(findStops(route(5), 10)).toEqual([]);
    expect(findStops(route(0), 1)).toEqual([]);
  });

  it('finds two stops apart', () => {
    const pts = [...route(15)];
    const last = pts.at(-1)!;
    for (let m = 1; m <= 12; m++) pts.push({ at: new Date(last.at.getTime() + m * 60_000), lat: last.lat, lon: last.lon });
    const stops = findStops(pts, 10);
    expect(stops.map((s) => s.minutes)).toEqual([15, 12]);
  });
});

describe('toGpx', () => {
  it('writes a GPX 1.1 document: namespace, metadata, stops as waypoints before the track, points with time', () => {
    const pts: RoutePoint[] = [
      { at: at(0), lat: -6.1, lon: 106.88, altitude: 7 },
      { at: at(1), lat: -6.1012345678, lon: 106.89 },
    ];
    const gpx = toGpx('B 9101 TNA <TO1> & co', pts, [
      { from: at(0), to: at(15), lat: -6.1, lon: 106.88, minutes: 15, first: 0, last: 1 },
    ]);
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Lintas"')).toBe(true);
    expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
    expect(gpx).toContain('<name>B 9101 TNA &lt;TO1&gt; &amp; co</name>');
    expect(gpx).toContain('<trkpt lat="-6.100000" lon="106.880000"><ele>7.0</ele><time>2026-11-20T01:00:00.000Z</time></trkpt>');
    expect(gpx).toContain('<trkpt lat="-6.101235" lon="106.890000"><time>2026-11-20T01:01:00.000Z</time></trkpt>');
    // Schema order: metadata, wpt, trk.
    expect(gpx.indexOf('<metadata>')).toBeLessThan(gpx.indexOf('<wpt'));
    expect(gpx.indexOf('<wpt')).toBeLessThan(gpx.indexOf('<trk>'));
    expect(gpx.match(/<trkpt /g)).toHaveLength(2);
    expect(gpx.trimEnd().endsWith('</gpx>')).toBe(true);
    // Well-formed: every opened element closes.
    for (const tag of ['gpx', 'metadata', 'wpt', 'trk', 'trkseg', 'trkpt', 'name', 'time'])
      expect(gpx.split(`<${tag}>`).length + gpx.split(`<${tag} `).length - 2).toBe(gpx.split(`</${tag}>`).length - 1);
  });

  it('an empty route is still a valid document with an empty segment', () => {
    const gpx = toGpx('none', []);
    expect(gpx).toContain('<trkseg>\n    </trkseg>');
    expect(gpx).not.toContain('<wpt');
  });
});

describe('toCsv', () => {
  it('one header and one row per point, UTC times, empty cells for unknown values', () => {
    const csv = toCsv([
      { at: at(0), lat: -6.1, lon: 106.88, speedKmh: 42.46, bearing: 90.4, altitude: null },
      { at: at(1), lat: -6.2, lon: 106.9 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'time_utc,latitude,longitude,speed_kmh,bearing,altitude_m',
      '2026-11-20T01:00:00.000Z,-6.100000,106.880000,42.5,90,',
      '2026-11-20T01:01:00.000Z,-6.200000,106.900000,,,',
      '',
    ]);
  });
});

describe('motionState', () => {
  const now = at(100);
  it('none without a fix, offline after 30 silent minutes, moving at 5 km/h and more, else stopped', () => {
    expect(motionState(null, now)).toBe('NONE');
    expect(motionState({ fixAt: null, speedKmh: null }, now)).toBe('NONE');
    expect(motionState({ fixAt: at(69), speedKmh: 60 }, now)).toBe('OFFLINE');
    expect(motionState({ fixAt: at(99), speedKmh: 5 }, now)).toBe('MOVING');
    expect(motionState({ fixAt: at(99).toISOString(), speedKmh: 4.9 }, now)).toBe('STOPPED');
    expect(motionState({ fixAt: at(99), speedKmh: null }, now)).toBe('STOPPED');
  });
});

describe('historyQuery', () => {
  it('takes a truck and an ISO range of at most 7 days; the stop threshold defaults to 10 minutes', () => {
    const ok = historyQuery.safeParse({ truckId: 'TRK-1', from: '2026-11-20T00:00:00+07:00', to: '2026-11-21T00:00:00+07:00' });
    expect(ok.success && ok.data.stopMinutes).toBe(10);
    const reversed = historyQuery.safeParse({ truckId: 'T', from: '2026-11-21T00:00:00Z', to: '2026-11-20T00:00:00Z' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['to'], message: 'tracking.errors.rangeOrder' });
    const long = historyQuery.safeParse({ truckId: 'T', from: '2026-11-01T00:00:00Z', to: '2026-11-09T00:00:00Z' });
    expect(long.error?.issues[0]?.message).toBe('tracking.errors.rangeTooLong');
    expect(historyQuery.safeParse({ truckId: 'T', from: 'yesterday', to: '2026-11-09T00:00:00Z' }).success).toBe(false);
  });
});
