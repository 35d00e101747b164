/**
 * Payment notifications (issue 14): 10,000 SNAP payment notifications from the simulated bank, a tenth of them
 * repeats of earlier ones (the same X-EXTERNAL-ID and body, as a provider that retries sends them), POSTed to the real
 * callback at a fixed concurrency. Each unique one is applied exactly once (checked: the applied notifications, the
 * PAYMENT_RECEIVED journals and the gateway clearing balance). The baseline, in the same process, is a bare node:http
 * server that only inserts each received call (external id, body) with ON CONFLICT DO NOTHING: no signature check, no
 * VA lock, no judgement, no journal. The calls are signed before either run, so signing is in neither figure.
 */
import http from 'node:http';
import type { Pool } from 'pg';
import { plainVaNo, snapVirtualAccountNo } from '../src/domain/payments/snap';
import type { ReceivedCall } from '../src/server/payments/gateway';
import type { SnapSimulator } from '../src/server/payments/snap-simulator';

export interface NotificationBench {
  total: number;
  unique: number;
  ours: { ms: number; p50: number; p99: number; rps: number };
  base: { ms: number; p50: number; p99: number; rps: number };
  applied: number;
  journals: number;
  duplicates: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** POSTs the calls with `concurrency` in flight; answers the wall time and each call's latency. */
async function send(origin: string, calls: ReceivedCall[], concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const post = (call: ReceivedCall) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${origin}${call.path}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', ...(call.headers as Record<string, string>) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(call.body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls.length) {
        const call = calls[next++]!;
        const t0 = performance.now();
        const status = await post(call);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const ms = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ms,
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    rps: Math.round((calls.length / ms) * 1000),
    statuses,
  };
}

export async function benchPaymentNotifications(options: {
  pool: Pool;
  origin: string;
  bank: SnapSimulator;
  total?: number;
  concurrency?: number;
}): Promise<NotificationBench> {
  const { pool, origin, bank } = options;
  const total = options.total ?? 10_000;
  const concurrency = options.concurrency ?? 10;
  const unique = Math.round(total / 1.1);
  const amount = 1_250_000n * 100n;
  const run = Date.now() % 1_000_000;

  // The VAs, opened for CO0001 in our table as the ClicPay screen would (one per notification), and known to the bank.
  const vaNos: string[] = [];
  const expiresAt = new Date(Date.now() + 3600_000);
  for (let i = 0; i < unique; i++) {
    vaNos.push(plainVaNo(snapVirtualAccountNo(bank.prefix, `${String(run).padStart(6, '0')}${String(i).padStart(4, '0')}`)));
  }
  await pool.query(
    `insert into virtual_accounts (va_no, gateway, accn_id, currency, amount, expires_at, created_by)
     select unnest($1::text[]), $2, 'CO0001', 'IDR', $3::bigint, $4, 'BENCH'`,
    [vaNos, bank.name, String(amount), expiresAt],
  );
  for (const vaNo of vaNos) {
    bank.remember({ vaNo, name: 'PT Sumber Makmur Abadi', currency: 'IDR', amount, expiresAt, state: 'OPEN' });
  }

  // Signed beforehand: the unique notifications, then a tenth of them again (same external id and body), mixed in.
  const firsts = vaNos.map((vaNo, i) => bank.signedPayment(vaNo, amount, `BENCH${run}-${i}`));
  const calls: ReceivedCall[] = [];
  let repeat = 0;
  for (let i = 0; i < firsts.length; i++) {
    calls.push(firsts[i]!);
    if (calls.length < total && (i + 1) % 10 === 0 && repeat < total - unique) {
      calls.push(firsts[i - 5]!);
      repeat++;
    }
  }
  while (calls.length < total) calls.push(firsts[calls.length % firsts.length]!);

  // The baseline: insert each call as received, once per external id.
  await pool.query(`create table if not exists bench_notifications (external_id varchar(64) primary key, body text not null)`);
  await pool.query(`truncate bench_notifications`);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      pool
        .query(`insert into bench_notifications (external_id, body) values ($1, $2) on conflict do nothing`, [
          String(req.headers['x-external-id']),
          body,
        ])
        .then(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"responseCode":"2002500","responseMessage":"Successful"}');
        })
        .catch(() => {
          res.writeHead(500);
          res.end();
        });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const basePort = (server.address() as { port: number }).port;
  const base = await send(`http://127.0.0.1:${basePort}`, calls, concurrency);
  await new Promise<void>((r) => server.close(() => r()));
  await pool.query('drop table bench_notifications');

  const before = await pool.query<{ n: string }>(
    `select coalesce(sum(amount), 0)::text as n from ledger_lines where account_code = 'GATEWAY_CLEARING'`,
  );
  const ours = await send(origin, calls, concurrency);
  const ext = calls.map((c) => c.headers['x-external-id']!);
  const counts = await pool.query<{ verdict: string; n: number }>(
    `select verdict, count(*)::int as n from gateway_notifications where external_id = any($1::text[]) group by 1`,
    [[...new Set(ext)]],
  );
  const by = Object.fromEntries(counts.rows.map((r) => [r.verdict, r.n]));
  const journals = await pool.query<{ n: number }>(
    `select count(*)::int as n from ledger_journals j join gateway_notifications g on j.cause_id = 'GW-' || g.notification_id
      where j.cause_type = 'PAYMENT_RECEIVED' and g.external_id = any($1::text[])`,
    [[...new Set(ext)]],
  );
  const after = await pool.query<{ n: string }>(
    `select coalesce(sum(amount), 0)::text as n from ledger_lines where account_code = 'GATEWAY_CLEARING'`,
  );
  const cleared = BigInt(after.rows[0]!.n) - BigInt(before.rows[0]!.n);
  if (by.APPLIED !== unique || journals.rows[0]!.n !== unique || cleared !== amount * BigInt(unique)) {
    throw new Error(
      `notifications not applied exactly once: ${JSON.stringify(by)}, ${journals.rows[0]!.n} journals, cleared ${cleared} (ours: ${JSON.stringify([...ours.statuses])})`,
    );
  }
  return {
    total,
    unique,
    ours,
    base,
    applied: by.APPLIED ?? 0,
    journals: journals.rows[0]!.n,
    duplicates: by.DUPLICATE ?? 0,
  };
}
