/**
 * Tracking scenarios of `npm run bench` (BENCH_ONLY=tracking):
 * - ingestion: OsmAnd points over HTTP (one point a request, as Traccar Client sends them) from 100 devices fitted to
 *   TO1's trucks, through the whole path (device check, validation, partition, insert, latest position, geofences,
 *   alert rules), against a bare node:http + pg server that parses the same query and only INSERTs the point;
 * - history: one truck's day out of a positions table of BENCH_TRACK_POINTS (default 10,000,000) points, made with
 *   generate_series in SQL: p99 of the route query as the server builds it (drizzle, partition pruning on fix_at)
 *   against the same SQL on a bare pg client.
 */
import http from 'node:http';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../src/server/db/client';
import { trackPositions } from '../src/server/db/schema';
import { ensurePartition } from '../src/server/tracking/partitions';
import { withLuhnDigit } from '../src/domain/tracking/tracking';

const DEVICES = 100;

interface Rate {
  ms: number;
  pointsPerS: number;
  p50: number;
  p99: number;
}

/** Sends the URLs with `concurrency` in flight; every answer must be 200. */
async function drive(origin: string, urls: string[], concurrency: number): Promise<Rate> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(`${origin}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const t0 = performance.now();
        const status = await get(url);
        latencies.push(performance.now() - t0);
        if (status !== 200) throw new Error(`${url}: ${status}`);
      }
    }),
  );
  const ms = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10) / 10;
  return { ms, pointsPerS: Math.round((urls.length / ms) * 1000), p50: pct(0.5), p99: pct(0.99) };
}

/** Ingestion over HTTP: Lintas's OsmAnd endpoint against a node:http + pg server that only inserts the points. */
export async function benchTrackingIngestion(opts: { pool: pg.Pool; appOrigin: string; concurrency: number; points: number }) {
  const { pool } = opts;
  // 100 devices on TO1's bench trucks (the trucks of the bench seed), with TO1's geofences and alert rules.
  const { rows: trucks } = await pool.query<{ truck_id: string }>(
    `select truck_id from trucks where accn_id = 'TO0001' and truck_id like 'TRU%'
       and truck_id not in (select truck_id from tracking_devices where truck_id is not null) order by truck_id limit $1`,
    [DEVICES],
  );
  const imeis = trucks.map((_, i) => withLuhnDigit(`35${String(900_000_000_000 + i).padStart(12, '0')}`));
  await pool.query(
    `insert into tracking_devices (device_id, accn_id, imei, model, truck_id, status)
     select 'BEN' || lpad(i::text, 6, '0'), 'TO0001', imei, 'BENCH', truck, 'A'
       from unnest($1::text[], $2::text[]) with ordinality as u(imei, truck, i)
     on conflict do nothing`,
    [imeis, trucks.map((t) => t.truck_id)],
  );
  await pool.query(`create table if not exists bench_positions (like track_positions including defaults including constraints)`);
  await pool.query(`alter table bench_positions drop constraint if exists bench_positions_pk`);
  await pool.query(`create unique index if not exists bench_positions_pk on bench_positions (device_id, fix_at)`);
  await pool.query('truncate bench_positions');

  const baseline = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const lat = Number(q.get('lat'));
    const lon = Number(q.get('lon'));
    const at = new Date(Number(q.get('timestamp')) * 1000);
    pool
      .query(
        `insert into bench_positions (device_id, fix_at, lat, lon, speed_kmh) values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [q.get('id'), at, lat, lon, Number(q.get('speed')) * 1.852],
      )
      .then(
        () => res.end('{"stored":1}'),
        (e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        },
      );
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const baseOrigin = `http://127.0.0.1:${(baseline.address() as { port: number }).port}`;

  // Per device, points 20 s apart in time order, around Jakarta; devices interleaved so a device's points arrive in order.
  const perDevice = Math.ceil(opts.points / imeis.length);
  const start = Math.floor(Date.now() / 1000) - perDevice * 20 - 600;
  const urls = (shift: number) => {
    const out: string[] = [];
    for (let i = 0; i < perDevice; i++)
      for (const [d, imei] of imeis.entries()) {
        const lat = -6.1 - d * 0.002 - i * 0.0015;
        const lon = 106.85 + i * 0.0005;
        out.push(
          `/api/v1/lintas/trucking/tracking/osmand?id=${imei}&lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}&timestamp=${start + shift + i * 20}&speed=${(25 + (i % 30)).toFixed(1)}&bearing=180`,
        );
      }
    return out;
  };
  // Warm-up on both (other times, so the measured points are new).
  await drive(baseOrigin, urls(-86_400).slice(0, 500), opts.concurrency);
  await drive(opts.appOrigin, urls(-86_400).slice(0, 500), opts.concurrency);
  const stored = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          `select count(*) n from track_positions where device_id like 'BEN%' and fix_at >= to_timestamp($1)`,
          [start - 3600],
        )
      ).rows[0]!.n,
    );
  const base = await drive(baseOrigin, urls(0), opts.concurrency);
  const before = await stored();
  const ours = await drive(opts.appOrigin, urls(0), opts.concurrency);
  const after = await stored();
  await new Promise((resolve) => baseline.close(resolve));
  return { base, ours, points: perDevice * imeis.length, stored: after - before };
}

/**
 * One truck's day from a table of `total` points (made once with generate_series: 1,000 trucks, one fix every
 * `step` seconds going back from now): p99 of the route query, drizzle as the server runs it vs bare SQL.
 */
export async function benchTrackingHistory(opts: { pool: pg.Pool; db: Db; total: number; queries: number }) {
  const { pool, db } = opts;
  const trucks = 1000;
  const perTruck = Math.ceil(opts.total / trucks);
  const step = 30;
  const end = Math.floor(Date.now() / 1000 / 86_400) * 86_400; // today 00:00 UTC
  const begin = end - perTruck * step;
  const { rows: have } = await pool.query<{ n: string }>(`select count(*) n from track_positions where device_id like 'HIS%'`);
  let madeMs = 0;
  if (Number(have[0]!.n) < trucks * perTruck) {
    for (
      let m = new Date(begin * 1000);
      m.getTime() <= end * 1000;
      m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))
    )
      await ensurePartition(db, new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth(), 1)));
    await pool.query(`delete from track_positions where device_id like 'HIS%'`);
    const t0 = performance.now();
    // In slices of 100 trucks, so no single statement holds the whole insert.
    for (let s = 0; s < trucks; s += 100)
      await pool.query(
        `insert into track_positions (device_id, fix_at, truck_id, lat, lon, speed_kmh, bearing)
         select 'HIS' || lpad(d::text, 5, '0'), to_timestamp($1::bigint + i * $2::int), 'HIS' || lpad(d::text, 5, '0'),
                -6.2 + sin(i / 500.0) * 0.3 + d * 0.0001, 106.8 + cos(i / 500.0) * 0.3, (i % 80)::real, (i % 360)::real
           from generate_series($3::int, $4::int) d, generate_series(0, $5::int - 1) i`,
        [begin, step, s, Math.min(trucks, s + 100) - 1, perTruck],
      );
    await pool.query('analyze track_positions');
    madeMs = performance.now() - t0;
  }
  const { rows: count } = await pool.query<{ n: string }>(`select count(*) n from track_positions`);
  const days = Math.max(1, Math.floor((perTruck * step) / 86_400));
  const pick = (k: number) => {
    const truck = `HIS${String((k * 7919) % trucks).padStart(5, '0')}`;
    const from = new Date((end - (1 + (k % days)) * 86_400) * 1000);
    return { truck, from, to: new Date(from.getTime() + 86_400_000) };
  };
  const lintas = async (k: number) => {
    const { truck, from, to } = pick(k);
    return db
      .select({
        at: trackPositions.fixAt,
        lat: trackPositions.lat,
        lon: trackPositions.lon,
        speedKmh: trackPositions.speedKmh,
        bearing: trackPositions.bearing,
      })
      .from(trackPositions)
      .where(
        and(
          eq(trackPositions.truckId, truck),
          gte(trackPositions.fixAt, from),
          lt(trackPositions.fixAt, to),
          isNull(trackPositions.flag),
        ),
      )
      .orderBy(asc(trackPositions.fixAt));
  };
  const bare = async (k: number) => {
    const { truck, from, to } = pick(k);
    return (
      await pool.query({
        name: 'bench_route',
        text: `select fix_at, lat, lon, speed_kmh, bearing from track_positions
               where truck_id = $1 and fix_at >= $2 and fix_at < $3 and flag is null order by fix_at`,
        values: [truck, from, to],
      })
    ).rows;
  };
  const time = async (run: (k: number) => Promise<unknown[]>) => {
    const ms: number[] = [];
    let rows = 0;
    for (let k = 0; k < 20; k++) await run(k + 10_000); // warm-up
    for (let k = 0; k < opts.queries; k++) {
      const t0 = performance.now();
      rows += (await run(k)).length;
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * p))]! * 100) / 100;
    return { p50: pct(0.5), p99: pct(0.99), rowsPerQuery: Math.round(rows / opts.queries) };
  };
  const base = await time(bare);
  const ours = await time(lintas);
  return { base, ours, total: Number(count[0]!.n), madeMs, perDay: 86_400 / step };
}
