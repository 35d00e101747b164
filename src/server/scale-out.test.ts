import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { connect, type Database } from './db/client';
import { DEMO_PASSWORD } from './db/seed/demo-data';
import { startMailWorker, type MailWorker } from './mail/mail-worker';
import { scheduledJobs } from './schedules';
import { createTestDatabase, TEST_SECRET } from '../../tests/support/test-app';

/**
 * Two server processes on one PostgreSQL (docs/architecture.md, "Outgrowing one machine"): each has its own pool, its
 * own in-memory caches and its own pg-boss, exactly as two `npm start` behind a load balancer.
 */
let drop: () => Promise<void>;
let url: string;
const nodes: { app: FastifyInstance; database: Database }[] = [];
const workers: MailWorker[] = [];

async function startNode() {
  const database = connect(url, 3);
  // Its own copy of the secret: the verified-token memory is per secret, so nothing is shared in this test process.
  const app = await buildApp({
    database,
    tokenSecret: new Uint8Array(TEST_SECRET),
    logLevel: 'silent',
    publicUrl: 'http://127.0.0.1:8080',
  });
  await app.ready();
  await app.changes.listening;
  nodes.push({ app, database });
  return app;
}

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  url = created.url;
  await startNode();
  await startNode();
});

afterAll(async () => {
  for (const w of workers) await w.stop();
  for (const n of nodes) {
    await n.app.close();
    await n.database.close();
  }
  await drop?.();
});

const LOGIN = '/api/v1/lintas/trucking/auth/login';
const PARAMS = '/api/v1/lintas/trucking/sysparams';

async function signIn(app: FastifyInstance, usrId: string) {
  const res = await app.inject({ method: 'POST', url: LOGIN, payload: { id: usrId, password: DEMO_PASSWORD, force: true } });
  const body = res.json() as { token: string };
  return { authorization: `Bearer ${body.token}`, token: body.token };
}

async function until(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('two server processes on one database', () => {
  it('accept a session on either process; a sign-out on one ends it on the other', async () => {
    const [a, b] = nodes.map((n) => n.app) as [FastifyInstance, FastifyInstance];
    const { authorization } = await signIn(a, 'OPADMIN');
    expect((await a.inject({ method: 'GET', url: PARAMS, headers: { authorization } })).statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: PARAMS, headers: { authorization } })).statusCode).toBe(200);

    const out = await b.inject({ method: 'POST', url: '/api/v1/lintas/trucking/auth/logout', headers: { authorization } });
    expect(out.statusCode).toBeLessThan(300);
    const after = await a.inject({ method: 'GET', url: PARAMS, headers: { authorization } });
    expect([401, 408]).toContain(after.statusCode);
  });

  it('drop a cached system parameter on every process when one process changes it (LISTEN/NOTIFY)', async () => {
    const [a, b] = nodes.map((n) => n.app) as [FastifyInstance, FastifyInstance];
    const db = nodes[0]!.database.db;
    const { authorization, token } = await signIn(b, 'SUPERADMIN');
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    // The idle expiry B writes when it touches the session, in minutes from now.
    const idleWrittenByB = async () => {
      await db.execute(sql`update sessions set last_seen_at = now() - interval '1 minute' where id = ${sid}`);
      expect((await b.inject({ method: 'GET', url: PARAMS, headers: { authorization } })).statusCode).toBe(200);
      const row = await db.execute<{ m: number }>(
        sql`select round(extract(epoch from expires_at - now()) / 60)::int as m from sessions where id = ${sid}`,
      );
      return Number(row.rows[0]!.m);
    };
    expect(await idleWrittenByB()).toBe(30); // B now holds 30 in memory

    const admin = await signIn(a, 'OPADMIN');
    const current = (await a.inject({ method: 'GET', url: `${PARAMS}/SESSION_IDLE_MINUTES`, headers: admin })).json();
    const put = await a.inject({
      method: 'PUT',
      url: `${PARAMS}/SESSION_IDLE_MINUTES`,
      headers: admin,
      payload: { sysValue: '45', version: current.version },
    });
    expect(put.statusCode).toBe(200);
    // B's copy is good for 30 s by time alone; the NOTIFY from A's commit drops it at once.
    expect(await until(async () => (await idleWrittenByB()) === 45, 3000)).toBe(true);
  });

  it('run a scheduled job once with a worker on each process', async () => {
    for (const n of nodes) {
      workers.push(
        await startMailWorker(
          n.database.db,
          url,
          null,
          'Lintas <no-reply@lintas.co.id>',
          scheduledJobs(n.database.db, () => {}),
        ),
      );
    }
    const jobs = async () =>
      (
        await nodes[0]!.database.db.execute<{ name: string; state: string; n: number }>(
          sql`select name, state, count(*)::int as n from pgboss.job
               where name in ('contracts-schedule', 'registration-expiry') group by name, state order by name`,
        )
      ).rows;
    // Both processes asked for the start-up run of each job; one run of each was queued, and it completes once.
    expect(
      await until(async () => (await jobs()).every((r) => r.state === 'completed') && (await jobs()).length === 2, 20_000),
    ).toBe(true);
    expect(await jobs()).toEqual([
      { name: 'contracts-schedule', state: 'completed', n: 1 },
      { name: 'registration-expiry', state: 'completed', n: 1 },
    ]);
  });

  it('queue no second start-up run for a process starting within the minute, whatever the clock minute', async () => {
    // The first start-up run was asked for 30 s ago (across a minute's turn for half of all start times); a third
    // process starting now queues none. pg-boss's singletonSeconds counted whole clock minutes and queued one.
    const db = nodes[0]!.database.db;
    /** Moves the start-up runs asked for so far back by `seconds`, starts one more process, answers the runs queued. */
    const startAfter = async (seconds: number) => {
      await db.execute(
        sql`update pgboss.job set created_on = created_on - make_interval(secs => ${seconds})
             where name = 'contracts-schedule' and singleton_key = 'start-up'`,
      );
      workers.push(
        await startMailWorker(
          db,
          url,
          null,
          'Lintas <no-reply@lintas.co.id>',
          scheduledJobs(db, () => {}),
        ),
      );
      const runs = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'contracts-schedule' and singleton_key = 'start-up'`,
      );
      return runs.rows[0]!.n;
    };
    expect(await startAfter(30)).toBe(1);
    // Over a minute later, a process starting again catches up once more.
    expect(await startAfter(61)).toBe(2);
  });
});
