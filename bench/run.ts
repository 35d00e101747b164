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
import { benchAnalytics } from './analytics';
import { benchJobUpload } from './job-upload';
import { benchListWhileUploading } from './upload-load';
import { benchPaymentNotifications } from './payment-notifications';
import { benchTaxInvoices } from './tax-invoices';
import { benchReports } from './reports';
import { benchTrackingHistory, benchTrackingIngestion } from './tracking';
import { SnapSimulator } from '../src/server/payments/snap-simulator';
import { connect } from '../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/db/embedded';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed/seed';
import { databaseUrl } from '../tests/support/db-url';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** The load generator runs in its own worker thread so it does not share the servers' event loop (0: in-process). */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
/** Alternating rounds per scenario (baseline, Lintas, baseline, …), BENCH_SECONDS split between them. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

let embedded: EmbeddedDatabase | null = null;
let tempDir: string | null = null;
let adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  tempDir = mkdtempSync(path.join(tmpdir(), 'lintas-bench-'));
  embedded = await startEmbeddedPostgres(path.join(tempDir, 'pg'), 'postgres');
  adminUrl = embedded.url;
}
// BENCH_DB names a database to keep after the run and to reuse on the next one (seeded once, with the same knobs).
const kept = process.env.BENCH_DB;
const name = kept ?? `lintas_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const reuse =
  kept !== undefined && ((await admin.query('select 1 from pg_database where datname = $1', [kept])).rowCount ?? 0) > 0;
if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
const url = databaseUrl(adminUrl, name);
const database = connect(url, 10);
const TRUCKS = Number(process.env.BENCH_TRUCKS ?? 100_000);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
await runMigrations(database.db);
if (!reuse) await seed();
async function seed() {
  await seedDemo(database.db, 'test');
  await database.pool.query(
    `insert into accounts (accn_id, accn_name, accn_coy_regn, accn_status, atyp_id, contact_email, addr_city, addr_prov, addr_ctry)
   select 'B' || lpad(i::text, 9, '0'), 'PT Bench ' || md5(i::text), lpad((i * 7919)::text, 16, '0'),
          (array['A','A','A','S','R'])[1 + i % 5], (array['ACC_TYPE_CO','ACC_TYPE_FF','ACC_TYPE_TO'])[1 + i % 3],
          'bench' || i || '@example.co.id', 'Jakarta Utara', 'DKI Jakarta', 'ID'
     from generate_series(1, $1::int) as i`,
    [ROWS],
  );
  await database.pool.query(
    `insert into trucks (truck_id, accn_id, vh_plate_no, vh_type, chassis_type, vh_state, status)
   select 'TRU' || lpad(i::text, 13, '0'), 'TO0001', 'B ' || (1000 + i % 9000) || ' ' || chr(65 + i % 26) || chr(65 + (i / 26) % 26) || chr(65 + (i / 676) % 26),
          (array['VT20FT','VT25FT','PRIME_MOVER','VAN'])[1 + i % 4], (array['20FT','40FT'])[1 + i % 2],
          (array['ASSIGNED','UNASSIGNED','MAINTENANCE'])[1 + i % 3], (array['A','A','A','I'])[1 + i % 4]
     from generate_series(1, $1::int) as i`,
    [TRUCKS],
  );
  await database.pool.query(
    `insert into audit_log (audt_event, entity, entity_id, audt_uid, audt_uname, accn_id, audt_timestamp, audt_remarks)
   select (array['JOB_UPDATE','TRUCK_UPDATE','LOGIN','SYSPARAM_UPDATE'])[1 + i % 4], 'truck', 'TRU' || i, 'TO1', 'Slamet Riyadi', 'TO0001',
          now() - make_interval(secs => i), 'bench row ' || i
     from generate_series(1, $1::int) as i`,
    [AUDIT_ROWS],
  );
  // Jobs: 1,000,000 over 2,000 companies (1,000 creators, 1,000 truck operators of the bench accounts); every
  // 1,000th job is TO1's (TO0001) and every 1,000th (offset 500) CO1's, so the demo users have a realistic share.
  await database.pool.query(
    `insert into jobs (job_id, creator_accn_id, customer_accn_id, to_accn_id, shipment_type, load_type, trucking_direction,
                     charge_basis, customer_ref, bl_no, pickup_at, job_state, job_out_payment_state, currency, total_charge,
                     created_at, updated_at)
   select 'JX' || lpad(i::text, 12, '0'), c, c, t,
          (array['IMPORT','EXPORT','DOMESTIC','LOCAL'])[1 + i % 4], (array['FTL','LTL'])[1 + i % 2], (array['IN','OUT'])[1 + i % 2],
          (array['DO','BL'])[1 + i % 2], 'PO-' || i, 'BL' || (100000000 + i), now() + make_interval(days => 1 + i % 30),
          (array['DRF','SUB','ACP','ASG','ONGOING','PAUSED','DLV','REJ','CAN'])[1 + i % 9], 'NEW', 'IDR', 1500000 + (i % 50) * 25000,
          now() - make_interval(secs => i), now() - make_interval(secs => i)
     from (select i,
                  case when i % 1000 = 500 then 'CO0001' else 'B' || lpad((3 * (1 + i % 1000))::text, 9, '0') end as c,
                  case when i % 1000 = 0 then 'TO0001' else 'B' || lpad((3 * (i % 1000) + 2)::text, 9, '0') end as t
             from generate_series(1, $1::int) as i) g`,
    [JOBS],
  );
  await database.pool.query(
    `insert into job_containers (job_id, seq, container_no, size_type, gross_weight_kg, good_type, container_load)
   select 'JX' || lpad(i::text, 12, '0'), 1, 'BNCU' || lpad((i % 1000000)::text, 6, '0') || (i % 10), '22G1', 18000, 'GENERAL', 'FCL'
     from generate_series(1, $1::int) as i`,
    [JOBS],
  );
  // Billing (issue 13): a tenth of the jobs billed (BILLED, VER_BILL, ACK_BILL, APP_BILL in turn), each with a bill.
  await database.pool.query(
    `update jobs set job_state = (array['BILLED','VER_BILL','ACK_BILL','APP_BILL'])[1 + (substr(job_id, 3)::bigint / 10) % 4]
      where job_id like 'JX%' and substr(job_id, 3)::bigint % 10 = 0`,
  );
  await database.pool.query(
    `insert into job_bills (job_id, bill_version, state, currency, trip_charges, reimbursement_total, additional_total, total,
                            invoice_no, invoice_att_id, billed_by, billed_at)
     select j.job_id, 1, j.job_state, 'IDR', j.total_charge, 150000, 0, j.total_charge + 150000, 'INV-' || j.job_id,
            (select att_id from attachments limit 1), 'TO1', j.created_at + interval '1 day'
       from jobs j where j.job_id like 'JX%' and substr(j.job_id, 3)::bigint % 10 = 0`,
  );
  await database.pool.query('analyze');
}
const detailJobId = (
  await database.pool.query<{ job_id: string }>(
    `select job_id from jobs where to_accn_id = 'TO0001' order by created_at desc limit 1`,
  )
).rows[0]!.job_id;

// The Lintas server.
// The simulated bank whose signed notifications the payment-notification scenario sends (bench/payment-notifications.ts).
const bank = new SnapSimulator();
const app = await buildApp({
  database,
  tokenSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret-01'),
  logLevel: 'warn',
  rateLimitMax: 100_000_000,
  publicUrl: 'http://127.0.0.1',
  paymentGateway: bank,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as { port: number }).port;
async function tokenFor(id: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/lintas/trucking/auth/login',
    payload: { id, password: 'Demo#2026', force: true },
  });
  return (login.json() as { token: string }).token;
}
const token = await tokenFor('OPADMIN');
const truckToken = await tokenFor('TO1');
const adminToken = await tokenFor('SUPERADMIN');
const creatorToken = await tokenFor('CO1');
const supportToken = await tokenFor('L1SUPPORT');

// The baseline: the same queries on a bare node:http + pg server, one route per scenario.
const PAGE_SQL = `select a.accn_id, a.accn_name, a.accn_coy_regn, a.accn_status, a.atyp_id, t.desc_en, a.contact_email,
       a.contact_tel, a.addr_city, a.addr_prov, a.addr_ctry, a.updated_at
  from accounts a join account_types t on t.atyp_id = a.atyp_id
 order by a.accn_name asc, a.accn_id asc limit $1 offset $2`;
const TRUCK_SQL = `select * from trucks where accn_id = 'TO0001' order by vh_plate_no asc, truck_id asc limit $1 offset $2`;
const AUDIT_SQL = `select * from audit_log order by audt_timestamp desc, id desc limit $1 offset $2`;
const LOOKUP_SQL = `select truck_id as value, coalesce(vh_plate_no, '') || ' - ' || coalesce(vh_type, '') as desc
  from trucks where status = 'A' and accn_id = 'TO0001' and (truck_id ilike $1 or vh_plate_no ilike $1 or vh_type ilike $1) order by vh_plate_no limit 100`;
const JOB_LIST_SQL = (
  scope: string,
) => `select j.job_id, j.job_state, j.job_out_payment_state, j.creator_accn_id, cr.accn_name as creator_name,
       j.customer_accn_id, cu.accn_name as customer_name, j.to_accn_id, op.accn_name as to_name, j.shipment_type, j.load_type,
       j.trucking_direction, j.customer_ref, j.bl_no, j.do_no,
       (select string_agg(c.container_no, ', ' order by c.seq) from job_containers c where c.job_id = j.job_id) as containers,
       j.pickup_at, j.currency, j.total_charge, j.created_at, j.updated_at, j.version
  from jobs j join accounts cr on cr.accn_id = j.creator_accn_id join accounts cu on cu.accn_id = j.customer_accn_id
       join accounts op on op.accn_id = j.to_accn_id
 where ${scope} j.job_state <> 'DEL' and ($3::text is null or j.job_state = $3)
 order by ${scope ? "(j.created_at + interval '0 seconds')" : 'j.created_at'} desc, j.job_id desc limit $1 offset $2`;
const JOB_SCOPE = `(j.creator_accn_id = 'TO0001' or j.customer_accn_id = 'TO0001' or j.to_accn_id = 'TO0001') and`;
/** The billing lists' query (src/server/billing/billing-list.ts) for a state list and a scope. */
const BILLING_SQL = (states: string, scope: string) => `
  select j.job_id, j.job_state, j.creator_accn_id, cr.accn_name as creator_name, j.to_accn_id, op.accn_name as to_name,
         j.customer_ref, coalesce(b.currency, j.currency) as currency, coalesce(b.total, j.total_charge)::text as total,
         b.bill_version, b.invoice_no, b.billed_at, b.approved_at, j.version,
         (select count(*) from job_doc_verifications w where w.bill_id = b.bill_id)::int as documents
    from jobs j
    left join lateral (select * from job_bills x where x.job_id = j.job_id order by x.bill_version desc limit 1) b on true
    join accounts cr on cr.accn_id = j.creator_accn_id join accounts op on op.accn_id = j.to_accn_id
   where j.job_state in (${states}) and ${scope}
   order by b.billed_at desc nulls last, j.job_id limit $1 offset $2`;
const BILLING_TOTALS_SQL = (states: string, scope: string) => `
  select coalesce(b.currency, j.currency) as currency, count(*)::int as count, sum(coalesce(b.total, j.total_charge))::text as amount
    from jobs j
    left join lateral (select * from job_bills x where x.job_id = j.job_id order by x.bill_version desc limit 1) b on true
   where j.job_state in (${states}) and ${scope} group by 1`;
const CO_SCOPE = `(j.creator_accn_id = 'CO0001' or j.customer_accn_id = 'CO0001' or j.to_accn_id = 'CO0001')`;
const count = async (sqlText: string) => (await database.pool.query<{ n: number }>(sqlText)).rows[0]!.n;
const baseline = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const q = url.searchParams;
  const length = Number(q.get('length') ?? 10);
  const start = Number(q.get('start') ?? 0);
  let body: unknown;
  if (url.pathname === '/trucks') {
    const { rows } = await database.pool.query(TRUCK_SQL, [length, start]);
    const n = await count(`select count(*)::int as n from trucks where accn_id = 'TO0001'`);
    body = { draw: 1, iTotalRecords: n, iTotalDisplayRecords: n, aaData: rows };
  } else if (url.pathname === '/audit') {
    const { rows } = await database.pool.query(AUDIT_SQL, [length, start]);
    const n = await count('select count(*)::int as n from audit_log');
    body = { draw: 1, iTotalRecords: n, iTotalDisplayRecords: n, aaData: rows };
  } else if (url.pathname === '/jobs' || url.pathname === '/all-jobs') {
    const scope = url.pathname === '/jobs' ? JOB_SCOPE : '';
    const state = q.get('jobState');
    const { rows } = await database.pool.query(JOB_LIST_SQL(scope), [length, start, state]);
    const counts = await database.pool.query<{ total: number; filtered: number }>(
      `select count(*)::int as total, count(*) filter (where $1::text is null or j.job_state = $1)::int as filtered
         from jobs j where ${scope} j.job_state <> 'DEL'`,
      [state],
    );
    body = { draw: 1, iTotalRecords: counts.rows[0]!.total, iTotalDisplayRecords: counts.rows[0]!.filtered, aaData: rows };
  } else if (url.pathname === '/job') {
    const id = q.get('id');
    const job = (
      await database.pool.query(
        `select j.*, cr.accn_name as creator_name, cu.accn_name as customer_name, op.accn_name as to_name
           from jobs j join accounts cr on cr.accn_id = j.creator_accn_id join accounts cu on cu.accn_id = j.customer_accn_id
                join accounts op on op.accn_id = j.to_accn_id where j.job_id = $1 and ${JOB_SCOPE.slice(0, -4)}`,
        [id],
      )
    ).rows[0];
    const [containers, trips, drops, events] = await Promise.all(
      ['job_containers', 'job_trips', 'job_drops', 'job_events'].map(
        async (table) => (await database.pool.query(`select * from ${table} where job_id = $1`, [id])).rows,
      ),
    );
    body = { ...job, containers, trips, drops, events };
  } else if (url.pathname === '/billed' || url.pathname === '/docver') {
    const [states, scope] = url.pathname === '/billed' ? [`'BILLED'`, CO_SCOPE] : [`'ACK_BILL'`, 'true'];
    const { rows } = await database.pool.query(BILLING_SQL(states, scope), [length, start]);
    const totals = (await database.pool.query(BILLING_TOTALS_SQL(states, scope))).rows;
    const n = totals.reduce((a, t: { count: number }) => a + t.count, 0);
    body = { draw: 1, iTotalRecords: n, iTotalDisplayRecords: n, aaData: rows, totals };
  } else if (url.pathname === '/lookup') {
    body = (await database.pool.query(LOOKUP_SQL, [`%${q.get('search') ?? ''}%`])).rows;
  } else {
    const { rows } = await database.pool.query(PAGE_SQL, [length, start]);
    const n = await count('select count(*)::int as n from accounts');
    body = { draw: 1, iTotalRecords: n, iTotalDisplayRecords: n, aaData: rows };
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
});
await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
const basePort = (baseline.address() as { port: number }).port;

async function load(label: string, target: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
    duration: label === 'warm-up' ? 2 : DURATION / ROUNDS,
    headers,
    // A naive baseline counting a million rows per request can take seconds under load.
    timeout: 60,
  });
  // Lintas must answer every request; a baseline's timeouts are reported, not fatal.
  if (result.non2xx > 0 || (result.errors > 0 && !label.startsWith('baseline')))
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  if (result.errors > 0) console.warn(`${label}: ${result.errors} requests timed out or failed`);
  return { label, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

const scenarios = [
  {
    name: `accounts list (${ROWS} rows, page at 5000)`,
    base: '/?draw=1&start=5000&length=10',
    ours: '/api/v1/lintas/trucking/accounts?draw=1&start=5000&length=10&sort=accnName',
    token,
  },
  {
    name: `trucks list (${TRUCKS} rows, page at 5000)`,
    base: '/trucks?start=5000&length=10',
    ours: '/api/v1/lintas/trucking/trucks?draw=1&start=5000&length=10',
    token: truckToken,
  },
  {
    name: `trucks lookup (search 'B 12')`,
    base: '/lookup?search=B%2012',
    ours: '/api/v1/lintas/trucking/lookups/truck?search=B%2012',
    token: truckToken,
  },
  {
    name: `a truck operator's job list, filtered by state (${JOBS} jobs of 2,000 companies)`,
    base: '/jobs?start=0&length=10&jobState=SUB',
    ours: '/api/v1/lintas/trucking/jobs?draw=1&start=0&length=10&jobState=SUB',
    token: truckToken,
  },
  {
    name: `a truck operator's job list, page 5 (${JOBS} jobs)`,
    base: '/jobs?start=40&length=10',
    ours: '/api/v1/lintas/trucking/jobs?draw=1&start=40&length=10',
    token: truckToken,
  },
  {
    name: `the platform's job list, first page (${JOBS} jobs)`,
    base: '/all-jobs?start=0&length=10',
    ours: '/api/v1/lintas/trucking/jobs?draw=1&start=0&length=10',
    token,
  },
  {
    name: `one job's detail (${JOBS} jobs)`,
    base: `/job?id=${detailJobId}`,
    ours: `/api/v1/lintas/trucking/jobs/${detailJobId}`,
    token: truckToken,
  },
  {
    name: `the creator's billed-jobs list (${JOBS} jobs, a tenth billed)`,
    base: '/billed?start=0&length=10',
    ours: '/api/v1/lintas/trucking/billing/jobs?draw=1&start=0&length=10&tab=billed',
    token: creatorToken,
  },
  {
    name: `the document verification queue (${JOBS} jobs, a tenth billed)`,
    base: '/docver?start=0&length=10',
    ours: '/api/v1/lintas/trucking/billing/doc-verification?draw=1&start=0&length=10',
    token: supportToken,
  },
  {
    name: `audit log (${AUDIT_ROWS} rows, first page)`,
    base: '/audit?start=0&length=10',
    ours: '/api/v1/lintas/trucking/audit?draw=1&start=0&length=10',
    token: adminToken,
  },
];
/** Several runs of one server as one: mean throughput, median p50 and p99. */
function combine(runs: Array<Awaited<ReturnType<typeof load>>>) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    label: runs[0]!.label,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
  };
}
const line = (r: Awaited<ReturnType<typeof load>>) => `| ${r.label} | ${r.p50} | ${r.p99} | ${Math.round(r.rps)} |`;
const summary: string[] = [];
// BENCH_ONLY=job runs only the scenarios whose name contains it.
const only = process.env.BENCH_ONLY;
for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
  const headers = { authorization: `Bearer ${scenario.token}` };
  await load('warm-up', `http://127.0.0.1:${basePort}${scenario.base}`);
  await load('warm-up', `http://127.0.0.1:${appPort}${scenario.ours}`, headers);
  // BENCH_ROUNDS > 1 alternates the two servers in shorter runs, so a change in the machine's other load hits both.
  const bases: Awaited<ReturnType<typeof load>>[] = [];
  const ourRuns: Awaited<ReturnType<typeof load>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bases.push(await load('baseline node:http + pg', `http://127.0.0.1:${basePort}${scenario.base}`));
    ourRuns.push(await load('Lintas', `http://127.0.0.1:${appPort}${scenario.ours}`, headers));
  }
  const base = combine(bases);
  const ours = combine(ourRuns);
  console.warn(`\n${scenario.name}, ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION / ROUNDS} s each\n`);
  console.warn('| server | p50 ms | p99 ms | requests/s |\n|---|---|---|---|');
  console.warn(line(base));
  console.warn(line(ours));
  const rounds = ROUNDS > 1 ? ` (rounds: ${ourRuns.map((r, i) => (r.rps / bases[i]!.rps).toFixed(2)).join(', ')})` : '';
  summary.push(
    `${scenario.name}: throughput ratio ${(ours.rps / base.rps).toFixed(2)}${rounds}, p50 ratio ${(ours.p50 / Math.max(base.p50, 0.01)).toFixed(2)}`,
  );
}
const UPLOAD = 'job upload (5,000 rows of XLSX, one request)';
if (!only || UPLOAD.includes(only)) {
  const r = await benchJobUpload(app, database.pool, await tokenFor('CO1'));
  console.warn(`\n${UPLOAD}, best of 3 (${r.bytes} bytes)\n`);
  console.warn(`| baseline exceljs + bare INSERTs | ${Math.round(r.base)} ms |\n| Lintas | ${Math.round(r.ours)} ms |`);
  summary.push(`${UPLOAD}: time ratio ${(r.ours / r.base).toFixed(2)}`);
}
const NOTIFICATIONS = 'payment notifications (10,000 SNAP callbacks, 10 % repeats)';
if (!only || NOTIFICATIONS.includes(only)) {
  const r = await benchPaymentNotifications({
    pool: database.pool,
    origin: `http://127.0.0.1:${appPort}`,
    bank,
    concurrency: CONNECTIONS,
  });
  console.warn(`\n${NOTIFICATIONS}, ${CONNECTIONS} in flight\n`);
  console.warn('| server | total ms | p50 ms | p99 ms | callbacks/s |\n|---|---|---|---|---|');
  console.warn(`| baseline node:http + one INSERT | ${Math.round(r.base.ms)} | ${r.base.p50} | ${r.base.p99} | ${r.base.rps} |`);
  console.warn(`| Lintas | ${Math.round(r.ours.ms)} | ${r.ours.p50} | ${r.ours.p99} | ${r.ours.rps} |`);
  console.warn(
    `applied ${r.applied} of ${r.unique} unique once each (${r.journals} journals), ${r.duplicates} repeats answered as the first`,
  );
  summary.push(
    `${NOTIFICATIONS}: throughput ratio ${(r.ours.rps / r.base.rps).toFixed(2)}, p99 ratio ${(r.ours.p99 / Math.max(r.base.p99, 0.01)).toFixed(2)}`,
  );
}
const TAX_INVOICES = Number(process.env.BENCH_TAX_INVOICES ?? 10_000);
// BENCH_ONLY="tax invoices": the tax invoices issued through the real numbering path (bench/tax-invoices.ts).
const TAX = `tax invoices (${TAX_INVOICES} issued by ${CONNECTIONS} connections, ranges running out mid-burst)`;
if (!only || TAX.includes(only)) {
  const r = await benchTaxInvoices({ url, total: TAX_INVOICES, concurrency: CONNECTIONS });
  console.warn(`\n${TAX}, one transaction per invoice (ranges ${r.ranges.join(', ')})\n`);
  console.warn('| server | total ms | p50 ms | p99 ms | invoices/s |\n|---|---|---|---|---|');
  console.warn(
    `| baseline: the same rows inserted | ${Math.round(r.base.ms)} | ${r.base.p50} | ${r.base.p99} | ${r.base.perSecond} |`,
  );
  console.warn(`| Lintas issueTaxInvoices | ${Math.round(r.ours.ms)} | ${r.ours.p50} | ${r.ours.p99} | ${r.ours.perSecond} |`);
  console.warn(`every number issued once, 1..${r.total} without a gap, each on one invoice`);
  summary.push(
    `${TAX}: throughput ratio ${(r.ours.perSecond / r.base.perSecond).toFixed(2)}, p99 ratio ${(r.ours.p99 / Math.max(r.base.p99, 0.01)).toFixed(2)}`,
  );
}
// BENCH_ONLY="report": the platform's jobs report over every job, made by the worker in a process of its own (bench/reports.ts).
const REPORT = `report "jobs by period" over every job (${JOBS}) into XLSX and PDF`;
if (!only || REPORT.includes(only)) {
  const r = benchReports(url);
  console.warn(`\n${REPORT}, cursor batches of 5,000, each side in its own process\n`);
  console.warn('| side | rows | ms | rows/s | peak RSS MB |\n|---|---|---|---|---|');
  console.warn(
    `| baseline: the cursor read only | ${r.base.rows} | ${r.base.ms} | ${r.base.rowsPerSecond} | ${r.base.peakRssMb} |`,
  );
  console.warn(
    `| Lintas makeRun (XLSX ${r.ours.xlsxMb} MB) | ${r.ours.rows} | ${r.ours.ms} | ${r.ours.rowsPerSecond} | ${r.ours.peakRssMb} |`,
  );
  summary.push(
    `${REPORT}: throughput ratio ${(r.ours.rowsPerSecond / r.base.rowsPerSecond).toFixed(2)}, peak RSS ${r.ours.peakRssMb} MB vs ${r.base.peakRssMb} MB`,
  );
}
// BENCH_ONLY="while uploads": the job list's p99 with and without uploads running (bench/upload-load.ts).
const WHILE_UPLOADS = `a truck operator's job list, page 5, while uploads run (${JOBS} jobs)`;
if (!only || WHILE_UPLOADS.includes(only)) {
  const r = await benchListWhileUploading({
    pool: database.pool,
    origin: `http://127.0.0.1:${appPort}`,
    uploaderToken: await tokenFor('CO1'),
    listUrl: '/api/v1/lintas/trucking/jobs?draw=1&start=40&length=10',
    listToken: truckToken,
    load,
  });
  console.warn(`\n${WHILE_UPLOADS}, ${CONNECTIONS} connections, ${DURATION} s each (${r.sizes.join(', ')})\n`);
  console.warn('| job list | p50 ms | p99 ms | requests/s |\n|---|---|---|---|');
  console.warn(line(r.quiet));
  console.warn(line(r.busy));
  console.warn(`uploads meanwhile: ${r.uploads.join('; ')}; ${r.jobsDeleted} jobs they created deleted`);
  console.warn(`event loop delay while uploading: p99 ${r.loopDelayMs.p99} ms, max ${r.loopDelayMs.max} ms`);
  summary.push(`${WHILE_UPLOADS}: p99 with/without uploads ${(r.busy.p99 / Math.max(r.quiet.p99, 0.01)).toFixed(2)}`);
}
// BENCH_ONLY=tracking: OsmAnd ingestion over HTTP and one truck's day from a 10,000,000-point table (bench/tracking.ts).
const TRACK_INGEST = Number(process.env.BENCH_TRACK_INGEST ?? 5000);
const TRACK_POINTS = Number(process.env.BENCH_TRACK_POINTS ?? 10_000_000);
const INGESTION = `tracking ingestion (${TRACK_INGEST} OsmAnd points over HTTP from 100 devices)`;
if (!only || INGESTION.includes(only)) {
  const r = await benchTrackingIngestion({
    pool: database.pool,
    appOrigin: `http://127.0.0.1:${appPort}`,
    concurrency: CONNECTIONS,
    points: TRACK_INGEST,
  });
  console.warn(`\n${INGESTION}, ${CONNECTIONS} in flight (${r.stored} of ${r.points} stored)\n`);
  console.warn('| server | total ms | p50 ms | p99 ms | points/s |\n|---|---|---|---|---|');
  console.warn(
    `| baseline node:http + one INSERT | ${Math.round(r.base.ms)} | ${r.base.p50} | ${r.base.p99} | ${r.base.pointsPerS} |`,
  );
  console.warn(`| Lintas | ${Math.round(r.ours.ms)} | ${r.ours.p50} | ${r.ours.p99} | ${r.ours.pointsPerS} |`);
  summary.push(`${INGESTION}: throughput ratio ${(r.ours.pointsPerS / r.base.pointsPerS).toFixed(2)}`);
}
const HISTORY = `tracking history (one truck's day from ${TRACK_POINTS} points)`;
if (!only || HISTORY.includes(only)) {
  const r = await benchTrackingHistory({ pool: database.pool, db: database.db, total: TRACK_POINTS, queries: 300 });
  console.warn(
    `\n${HISTORY}: ${r.total} rows in track_positions${r.madeMs ? ` (made in ${Math.round(r.madeMs / 1000)} s)` : ''}, 300 queries of ${r.ours.rowsPerQuery} points\n`,
  );
  console.warn('| query | p50 ms | p99 ms |\n|---|---|---|');
  console.warn(`| baseline bare SQL (pg, prepared) | ${r.base.p50} | ${r.base.p99} |`);
  console.warn(`| Lintas (drizzle) | ${r.ours.p50} | ${r.ours.p99} |`);
  summary.push(`${HISTORY}: p99 ratio ${(r.ours.p99 / Math.max(r.base.p99, 0.01)).toFixed(2)}`);
}
const ANALYTICS = `analytics pages' queries (${JOBS} jobs, daily facts refreshed by pg-boss)`;
if (!only || ANALYTICS.includes(only)) {
  const r = await benchAnalytics({ db: database.db, pool: database.pool, queries: 100 });
  console.warn(
    `\n${ANALYTICS}: refresh of the four views ${r.refreshMs} ms (${r.sizes.map((s) => `${s.view} ${s.n} rows`).join(', ')}), 100 runs each\n`,
  );
  console.warn('| query | p50 ms | p99 ms |\n|---|---|---|');
  for (const run of r.runs) console.warn(`| ${run.name} | ${run.p50} | ${run.p99} |`);
  const page = r.runs.find((x) => x.name.startsWith('platform page, 30'))!;
  summary.push(`${ANALYTICS}: platform page p99 ${page.p99} ms vs select 1 p99 ${r.runs[0]!.p99} ms`);
}
console.warn(`\nLintas/baseline:\n${summary.join('\n')}`);

await new Promise((resolve) => setTimeout(resolve, 500));
await app.close();
await new Promise((resolve) => baseline.close(resolve));
await database.close();
if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
await embedded?.stop();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });
// After the upload scenario a handle (not yet found) kept the process alive at half a core; the figures are out, so end.
process.exit(0);
