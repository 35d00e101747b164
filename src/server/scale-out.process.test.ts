import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { DEMO_PASSWORD } from './db/seed/demo-data';
import { createTestDatabase } from '../../tests/support/test-app';
import { startServerProcess } from '../../tests/support/server-process';

/**
 * Two real server processes (`scripts/start.mjs`, what `npm start` runs) on one database, as behind a load balancer
 * (docs/architecture.md, "Outgrowing one machine"). src/server/scale-out.test.ts checks the same in one process.
 */
let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
const servers: { child: ChildProcess; base: string; stderr: string[] }[] = [];

const startServer = (url: string) =>
  startServerProcess({ databaseUrl: url, dataDir, tokenSecret: 'scale-out-secret-scale-out-secret-0123456789' });

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  dataDir = mkdtempSync(path.join(tmpdir(), 'lintas-scale-'));
  servers.push(...(await Promise.all([startServer(created.url), startServer(created.url)])));
}, 180_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
  await drop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const PARAMS = '/api/v1/lintas/trucking/sysparams';

async function call(base: string, method: string, url: string, authorization?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(authorization ? { authorization } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function signIn(base: string, usrId: string) {
  const res = await call(base, 'POST', '/api/v1/lintas/trucking/auth/login', undefined, {
    id: usrId,
    password: DEMO_PASSWORD,
    force: true,
  });
  const token = res.body!.token as string;
  return { token, authorization: `Bearer ${token}` };
}

describe('two server processes on one database', () => {
  it('share sessions, drop a changed parameter on the other process, and queue start-up jobs once', async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string];

    // A session from A works on B; signing out on B ends it on A.
    const op = await signIn(a, 'OPADMIN');
    expect((await call(b, 'GET', PARAMS, op.authorization)).status).toBe(200);
    expect((await call(b, 'POST', '/api/v1/lintas/trucking/auth/logout', op.authorization)).status).toBeLessThan(300);
    expect([401, 408]).toContain((await call(a, 'GET', PARAMS, op.authorization)).status);

    // B keeps the session idle time in memory; A changes it; B writes the new one into the next touched session.
    const su = await signIn(b, 'SUPERADMIN');
    const sid = JSON.parse(Buffer.from(su.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const idleWrittenByB = async () => {
      await database.db.execute(sql`update sessions set last_seen_at = now() - interval '1 minute' where id = ${sid}`);
      expect((await call(b, 'GET', PARAMS, su.authorization)).status).toBe(200);
      const row = await database.db.execute<{ m: number }>(
        sql`select round(extract(epoch from expires_at - now()) / 60)::int as m from sessions where id = ${sid}`,
      );
      return Number(row.rows[0]!.m);
    };
    expect(await idleWrittenByB()).toBe(30);
    const admin = await signIn(a, 'OPADMIN');
    const current = await call(a, 'GET', `${PARAMS}/SESSION_IDLE_MINUTES`, admin.authorization);
    const put = await call(a, 'PUT', `${PARAMS}/SESSION_IDLE_MINUTES`, admin.authorization, {
      sysValue: '50',
      version: current.body!.version,
    });
    expect(put.status).toBe(200);
    let seen = 0;
    for (let i = 0; i < 60 && seen !== 50; i++) {
      seen = await idleWrittenByB();
      if (seen !== 50) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(50); // well before B's 30 s time limit

    // Each process asked for a start-up run of each scheduled job; one of each was queued.
    const { rows } = await database.db.execute<{ name: string; n: number }>(
      sql`select name, count(*)::int as n from pgboss.job where name in ('contracts-schedule', 'registration-expiry')
           group by name order by name`,
    );
    expect(rows).toEqual([
      { name: 'contracts-schedule', n: 1 },
      { name: 'registration-expiry', n: 1 },
    ]);
    // PORT=0 and no PUBLIC_URL: an e-mailed link carries the port the process listens on.
    const email = 'eko@angkutanjaya.co.id';
    expect((await call(a, 'POST', '/api/v1/lintas/trucking/manageusr/forgotpwd', undefined, { email })).status).toBe(200);
    const mail = await database.db.execute<{ body: string }>(
      sql`select body from outbox where to_address = ${email} and template = 'PASSWORD_RESET' order by id desc limit 1`,
    );
    expect(mail.rows[0]!.body).toContain(`${a}/trucking/session/reset-password?key=`);
    for (const s of servers) expect(s.stderr.join('')).toBe('');
  }, 60_000);
});
