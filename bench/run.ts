/**
 * `npm run bench`: the accounts list endpoint (sign-in, session check, page + count in SQL,
 * serialisation) against a baseline in the same process: a bare node:http + pg server running
 * the same page query. Both are loaded by autocannon at the same concurrency over loopback.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { connect } from '../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/db/embedded';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed/seed';
import { databaseUrl } from '../tests/support/db-url';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

let embedded: EmbeddedDatabase | null = null;
let tempDir: string | null = null;
let adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  tempDir = mkdtempSync(path.join(tmpdir(), 'lintas-bench-'));
  embedded = await startEmbeddedPostgres(path.join(tempDir, 'pg'), 'postgres');
  adminUrl = embedded.url;
}
const name = `lintas_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = databaseUrl(adminUrl, name);
const database = connect(url, 10);
await runMigrations(database.db);
await seedDemo(database.db, 'test');
await database.pool.query(
  `insert into accounts (accn_id, accn_name, accn_coy_regn, accn_status, atyp_id, contact_email, addr_city, addr_prov, addr_ctry)
   select 'B' || lpad(i::text, 9, '0'), 'PT Bench ' || md5(i::text), lpad((i * 7919)::text, 16, '0'),
          (array['A','A','A','S','R'])[1 + i % 5], (array['ACC_TYPE_CO','ACC_TYPE_FF','ACC_TYPE_TO'])[1 + i % 3],
          'bench' || i || '@example.co.id', 'Jakarta Utara', 'DKI Jakarta', 'ID'
     from generate_series(1, $1::int) as i`,
  [ROWS],
);
await database.pool.query('analyze accounts');

// The Lintas server.
const app = await buildApp({
  database,
  tokenSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret-01'),
  logLevel: 'warn',
  rateLimitMax: 100_000_000,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as { port: number }).port;
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/lintas/trucking/auth/login',
  payload: { id: 'OPADMIN', password: 'Demo#2026', force: true },
});
const token = (login.json() as { token: string }).token;

// The baseline: the same page query on a bare node:http + pg server.
const PAGE_SQL = `select a.accn_id, a.accn_name, a.accn_coy_regn, a.accn_status, a.atyp_id, t.desc_en, a.contact_email,
       a.contact_tel, a.addr_city, a.addr_prov, a.addr_ctry, a.updated_at
  from accounts a join account_types t on t.atyp_id = a.atyp_id
 order by a.accn_name asc, a.accn_id asc limit $1 offset $2`;
const COUNT_SQL = 'select count(*)::int as n from accounts';
const baseline = http.createServer(async (req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams;
  const { rows } = await database.pool.query(PAGE_SQL, [Number(q.get('length') ?? 10), Number(q.get('start') ?? 0)]);
  const count = (await database.pool.query<{ n: number }>(COUNT_SQL)).rows[0]!.n;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ draw: 1, iTotalRecords: count, iTotalDisplayRecords: count, aaData: rows }));
});
await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
const basePort = (baseline.address() as { port: number }).port;

async function load(label: string, target: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { label, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

const query = '?draw=1&start=5000&length=10';
// Warm both up, then measure.
await load('warm-up', `http://127.0.0.1:${basePort}/${query}`);
await load('warm-up', `http://127.0.0.1:${appPort}/api/v1/lintas/trucking/accounts${query}&sort=accnName`, {
  authorization: `Bearer ${token}`,
});
const base = await load('baseline node:http + pg', `http://127.0.0.1:${basePort}/${query}`);
const ours = await load(
  'Lintas GET /accounts',
  `http://127.0.0.1:${appPort}/api/v1/lintas/trucking/accounts${query}&sort=accnName`,
  {
    authorization: `Bearer ${token}`,
  },
);

const line = (r: typeof base) => `| ${r.label} | ${r.p50} | ${r.p99} | ${Math.round(r.rps)} |`;
console.warn(`\nAccounts list, ${ROWS} rows, page 10 at offset 5000, ${CONNECTIONS} connections, ${DURATION} s each\n`);
console.warn('| server | p50 ms | p99 ms | requests/s |\n|---|---|---|---|');
console.warn(line(base));
console.warn(line(ours));
console.warn(
  `\nratio Lintas/baseline: throughput ${(ours.rps / base.rps).toFixed(2)}, p50 latency ${(ours.p50 / Math.max(base.p50, 0.01)).toFixed(2)}`,
);

await new Promise((resolve) => setTimeout(resolve, 500));
await app.close();
await new Promise((resolve) => baseline.close(resolve));
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
await embedded?.stop();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });
