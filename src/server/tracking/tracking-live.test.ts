import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, TEST_SECRET, useTestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';
import { LIVE_STATES } from '../../domain/jobs/job-actions';
import { jobs, jobTrips, trackingDevices } from '../db/schema';
import { translate } from '../http/i18n';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';
let origin = '';

beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Opens the stream over real HTTP and collects its events. */
async function openStream(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  const abort = new AbortController();
  const res = await fetch(`${origin}${BASE}/tracking/stream`, { headers: { authorization }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: SseEvent[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let endedAt: number | null = null;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (endedAt = Date.now());
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (match: (e: SseEvent) => boolean, ms = 5000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`);
  };
  await waitFor((e) => e.event === 'ready');
  return { events, waitFor, authorization, endedAt: () => endedAt, close: () => abort.abort() };
}

const imeiOf = async (deviceId: string) =>
  (await ctx.database.db.select().from(trackingDevices).where(eq(trackingDevices.deviceId, deviceId)))[0]!.imei;

const osmand = (params: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: `${BASE}/tracking/osmand?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
  });

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (url: string) => ctx.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: { authorization } });
}

/** TO1's trucks that are on a live job of CO1 (the cargo owner's map shows these only). */
async function co1LiveTrucks() {
  const rows = await ctx.database.db
    .selectDistinct({ truckId: jobTrips.truckId })
    .from(jobTrips)
    .innerJoin(jobs, eq(jobs.jobId, jobTrips.jobId))
    .where(
      and(
        inArray(jobs.jobState, [...LIVE_STATES]),
        or(eq(jobs.creatorAccnId, 'CO0001'), eq(jobs.customerAccnId, 'CO0001')),
        isNotNull(jobTrips.truckId),
      ),
    );
  return new Set(rows.map((r) => r.truckId!));
}

describe('live monitoring: the stream', () => {
  const open: Array<{ close(): void }> = [];
  afterAll(() => open.forEach((s) => s.close()));

  it('pushes a position ingested through OsmAnd to the operator; another operator gets nothing', async () => {
    const to1 = await openStream('TO1');
    const to2 = await openStream('TO2');
    const platform = await openStream('OPADMIN');
    open.push(to1, to2, platform);
    const at = Math.floor(Date.now() / 1000) - 5;
    const res = await osmand({
      id: await imeiOf('DEV-TO1-05'),
      lat: -6.2001,
      lon: 106.8166,
      timestamp: at,
      speed: 20,
      bearing: 135,
    });
    expect(res.statusCode).toBe(200);
    const pushed = await to1.waitFor((e) => e.event === 'position' && e.data.truckId === 'TRK-TO1-05');
    expect(pushed.data).toMatchObject({
      truckId: 'TRK-TO1-05',
      accnId: 'TO0001',
      lat: -6.2001,
      lon: 106.8166,
      bearing: 135,
      fixAt: new Date(at * 1000).toISOString(),
      state: 'MOVING',
    });
    expect(pushed.data.speedKmh).toBeCloseTo(37.04, 1);
    await platform.waitFor((e) => e.event === 'position' && e.data.truckId === 'TRK-TO1-05');
    await new Promise((r) => setTimeout(r, 300));
    expect(to2.events.filter((e) => e.event === 'position')).toEqual([]);
  });

  it('an older point (not the latest) is not pushed; a duplicate neither', async () => {
    const to1 = await openStream('TO1');
    open.push(to1);
    const imei = await imeiOf('DEV-TO1-06');
    const now = Math.floor(Date.now() / 1000);
    await osmand({ id: imei, lat: -6.21, lon: 106.82, timestamp: now - 10 });
    await to1.waitFor((e) => e.event === 'position' && e.data.truckId === 'TRK-TO1-06');
    await osmand({ id: imei, lat: -6.211, lon: 106.82, timestamp: now - 60 });
    await osmand({ id: imei, lat: -6.21, lon: 106.82, timestamp: now - 10 });
    await new Promise((r) => setTimeout(r, 300));
    expect(to1.events.filter((e) => e.event === 'position' && e.data.truckId === 'TRK-TO1-06')).toHaveLength(1);
  });

  it('a cargo owner is pushed the trucks on its live jobs only', async () => {
    const visible = await co1LiveTrucks();
    const devices = await ctx.database.db.select().from(trackingDevices).where(eq(trackingDevices.accnId, 'TO0001'));
    const onJob = devices.find((d) => d.status === 'A' && d.truckId && visible.has(d.truckId));
    const offJob = devices.find((d) => d.status === 'A' && d.truckId && !visible.has(d.truckId));
    expect(onJob && offJob).toBeTruthy();
    const co1 = await openStream('CO1');
    open.push(co1);
    const now = Math.floor(Date.now() / 1000);
    await osmand({ id: offJob!.imei, lat: -6.15, lon: 106.9, timestamp: now - 3 });
    await osmand({ id: onJob!.imei, lat: -6.16, lon: 106.9, timestamp: now - 3 });
    await co1.waitFor((e) => e.event === 'position' && e.data.truckId === onJob!.truckId);
    await new Promise((r) => setTimeout(r, 200));
    expect(co1.events.some((e) => e.data.truckId === offJob!.truckId)).toBe(false);
  });

  it('a position ingested by another server process is pushed too (NOTIFY through PostgreSQL)', async () => {
    const other = await buildApp({
      database: ctx.database,
      tokenSecret: TEST_SECRET,
      logLevel: 'silent',
      publicUrl: TEST_PUBLIC_URL,
    });
    try {
      const to1 = await openStream('TO1');
      open.push(to1);
      const res = await other.inject({
        method: 'GET',
        url: `${BASE}/tracking/osmand?id=${await imeiOf('DEV-TO1-04')}&lat=-6.3&lon=106.7&timestamp=${Math.floor(Date.now() / 1000) - 2}`,
      });
      expect(res.statusCode).toBe(200);
      const pushed = await to1.waitFor((e) => e.event === 'position' && e.data.truckId === 'TRK-TO1-04');
      expect(pushed.data).toMatchObject({ lat: -6.3, lon: 106.7 });
    } finally {
      await other.close();
    }
  });

  it('ends within seconds of its session ending: a sign-out, a sign-in elsewhere taking over', async () => {
    const to1 = await openStream('TO1');
    open.push(to1);
    await new Promise((r) => setTimeout(r, 200));
    expect(to1.endedAt()).toBeNull();
    const out = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/logout`,
      headers: { authorization: to1.authorization },
    });
    expect(out.statusCode).toBeLessThan(300);
    const signedOut = Date.now();
    for (let i = 0; i < 60 && to1.endedAt() === null; i++) await new Promise((r) => setTimeout(r, 50));
    expect(to1.endedAt()).not.toBeNull();
    expect(to1.endedAt()! - signedOut).toBeLessThan(3000);

    // A sign-in elsewhere with takeover ends the earlier session, and its stream with it.
    const co1 = await openStream('CO1');
    open.push(co1);
    await ctx.signIn('CO1');
    const takenOver = Date.now();
    for (let i = 0; i < 60 && co1.endedAt() === null; i++) await new Promise((r) => setTimeout(r, 50));
    expect(co1.endedAt()).not.toBeNull();
    expect(co1.endedAt()! - takenOver).toBeLessThan(3000);
    // The ended session cannot open another (408: session expired).
    const again = await fetch(`${origin}${BASE}/tracking/stream`, { headers: { authorization: to1.authorization } });
    expect(again.status).toBe(408);
  });

  it('needs a session', async () => {
    const res = await fetch(`${origin}${BASE}/tracking/stream`);
    expect(res.status).toBe(401);
  });
});

describe('live monitoring: the trucks and the fleet', () => {
  it('an operator lists its trucks with positions; another operator none of them; the platform all', async () => {
    const to1 = (await (await as('TO1'))('/tracking/live')).json() as Array<Record<string, unknown>>;
    expect(to1.length).toBeGreaterThanOrEqual(3);
    expect(to1.every((t) => t.accnId === 'TO0001')).toBe(true);
    expect(to1.find((t) => t.truckId === 'TRK-TO1-01')).toMatchObject({ vhPlateNo: expect.any(String), lat: expect.any(Number) });
    const to2 = (await (await as('TO2'))('/tracking/live')).json() as Array<Record<string, unknown>>;
    expect(to2.some((t) => t.accnId === 'TO0001')).toBe(false);
    const all = (await (await as('OPADMIN'))('/tracking/live')).json() as Array<Record<string, unknown>>;
    expect(all.map((t) => t.truckId)).toEqual(expect.arrayContaining(to1.map((t) => t.truckId)));
  });

  it('a cargo owner lists the trucks of its live jobs, with driver and job', async () => {
    const visible = await co1LiveTrucks();
    const co1 = (await (await as('CO1'))('/tracking/live')).json() as Array<Record<string, unknown>>;
    expect(co1.length).toBeGreaterThan(0);
    expect(co1.every((t) => visible.has(t.truckId as string))).toBe(true);
    expect(co1.every((t) => typeof t.jobId === 'string')).toBe(true);
    const one = await (await as('CO1'))(`/tracking/live/${co1[0]!.truckId as string}`);
    expect(one.statusCode).toBe(200);
    expect((await (await as('CO1'))('/tracking/live/TRK-TO1-99')).statusCode).toBe(404);
  });

  it('the fleet list pages on the server, filters by state, searches the plate; tenancy holds', async () => {
    const to1 = await as('TO1');
    const page = (await to1('/tracking/fleet?start=0&length=10&sort=vhPlateNo&order=asc')).json();
    expect(page.iTotalRecords).toBeGreaterThanOrEqual(6);
    expect(page.aaData).toHaveLength(Math.min(10, page.iTotalRecords));
    const plates = page.aaData.map((t: { vhPlateNo: string }) => t.vhPlateNo);
    expect([...plates].sort()).toEqual(plates);
    const second = (await to1('/tracking/fleet?start=10&length=10&sort=vhPlateNo&order=asc')).json();
    expect(second.aaData).toHaveLength(Math.max(0, Math.min(10, page.iTotalRecords - 10)));
    expect(page.aaData.every((t: { accnId: string }) => t.accnId === 'TO0001')).toBe(true);
    const none = (await to1('/tracking/fleet?start=0&length=100&state=NONE')).json();
    expect(none.aaData.every((t: { state: string; fixAt: unknown }) => t.state === 'NONE' && t.fixAt === null)).toBe(true);
    const plate = page.aaData[0].vhPlateNo as string;
    const found = (await to1(`/tracking/fleet?start=0&length=10&search=${encodeURIComponent(plate)}`)).json();
    expect(found.aaData.map((t: { vhPlateNo: string }) => t.vhPlateNo)).toEqual([plate]);
    const to2 = (await (await as('TO2'))('/tracking/fleet?start=0&length=100')).json();
    expect(to2.aaData.some((t: { accnId: string }) => t.accnId === 'TO0001')).toBe(false);
    expect((await (await as('CO1'))('/tracking/fleet?start=0&length=10')).statusCode).toBe(403);
  });
});

describe('historical monitoring', () => {
  const day = () => {
    const to = new Date();
    const from = new Date(to.getTime() - 30 * 3_600_000);
    return `truckId=TRK-TO1-01&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
  };

  it("gives one truck's route of the day in time order with its distance and stops", async () => {
    const res = await (await as('TO1'))(`/tracking/history?${day()}&stopMinutes=5`);
    expect(res.statusCode).toBe(200);
    const route = res.json();
    expect(route.points.length).toBeGreaterThan(20);
    const times = route.points.map((p: { at: string }) => Date.parse(p.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(route.distanceKm).toBeGreaterThan(5);
    expect(route.stops.length).toBeGreaterThan(0);
    expect(route.truncated).toBe(false);
  });

  it('exports the route as GPX 1.1 and CSV, one track point and one row per point', async () => {
    const to1 = await as('TO1');
    const route = (await to1(`/tracking/history?${day()}`)).json();
    const gpx = await to1(`/tracking/history/export?${day()}&format=gpx`);
    expect(gpx.statusCode).toBe(200);
    expect(gpx.headers['content-type']).toMatch(/^application\/gpx\+xml/);
    expect(gpx.headers['content-disposition']).toMatch(/attachment; filename="route-.*\.gpx"/);
    expect(gpx.body).toContain('<gpx version="1.1"');
    expect(gpx.body.match(/<trkpt /g)).toHaveLength(route.points.length);
    const csv = await to1(`/tracking/history/export?${day()}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(route.points.length + 1);
  });

  it("another operator's truck is not found; a cargo owner may not; a reversed range is refused", async () => {
    expect((await (await as('TO2'))(`/tracking/history?${day()}`)).statusCode).toBe(404);
    expect((await (await as('TO2'))(`/tracking/history/export?${day()}&format=gpx`)).statusCode).toBe(404);
    expect((await (await as('CO1'))(`/tracking/history?${day()}`)).statusCode).toBe(403);
    const reversed = await (
      await as('TO1')
    )('/tracking/history?truckId=TRK-TO1-01&from=2026-11-21T00:00:00%2B07:00&to=2026-11-20T00:00:00%2B07:00');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toEqual({ to: translate('en', 'tracking.errors.rangeOrder') });
  });
});
