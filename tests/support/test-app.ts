import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { connect, type Database } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-data';
import { databaseUrl } from './db-url';

/** The configured base of e-mailed links in the API tests. */
export const TEST_PUBLIC_URL = 'https://portal.lintas.test';

export const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');

/** A database of this test file's own, cloned from the migrated and seeded template. */
export async function createTestDatabase(): Promise<{ url: string; database: Database; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `lintas_t_${template.replace('lintas_tpl_', '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Two files cloning the template at the same instant: PostgreSQL refuses one; try again.
      if (attempt > 20 || !String((error as Error).message).includes('being accessed')) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const database = connect(url, 5);
  return {
    url,
    database,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Signs a demo user in over the API and answers the bearer header. */
  signIn(usrId: string, password?: string): Promise<{ authorization: string; token: string }>;
}

/**
 * Per test file: its own database and the real application on it (requests go through
 * `app.inject`, the full HTTP pipeline without a socket).
 */
export function useTestApp(options: Partial<AppOptions> = {}, before?: (app: FastifyInstance) => void): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    ctx.database = created.database;
    ctx.app = await buildApp({
      database: created.database,
      tokenSecret: TEST_SECRET,
      logLevel: 'silent',
      publicUrl: TEST_PUBLIC_URL,
      // Every injected request comes from 127.0.0.1: a file signs in many users; the per-user limit stays 10.
      signInAddressLimitMax: 10_000,
      ...options,
    });
    before?.(ctx.app);
    await ctx.app.ready();
    ctx.signIn = async (usrId, password = DEMO_PASSWORD) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/lintas/trucking/auth/login',
        payload: { id: usrId, password, force: true },
      });
      const body = res.json() as { token: string | null; loginStatus: string };
      if (!body.token || !['AUTHORIZED_LOGIN', 'AUTHORIZED_IGNORE'].includes(body.loginStatus)) {
        throw new Error(`sign-in of ${usrId} failed: ${body.loginStatus}`);
      }
      return { token: body.token, authorization: `Bearer ${body.token}` };
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
  });
  return ctx;
}

export type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The sessions of a test file's users, one per user and context (shared by every caller made on the context). */
const sessionsOf = new WeakMap<TestContext, Map<string, Promise<string>>>();

/**
 * A test file's signed-in callers through the full HTTP pipeline (`app.inject`). Each user signs in once for the file
 * (signing in again would end the session in use; the sign-in limit is 10 a minute per user): every caller made on
 * the same context shares the sessions. Paths are under `base`.
 * - `call(usrId, method, url, payload?)`: the status and the body (parsed JSON, else the raw bytes);
 * - `request(…)`: the reply itself; `as(usrId)`: a caller of one user (the reply);
 * - `authorization(usrId)`: the bearer header; `forget(usrId)`: after the session ended, the next call signs in again.
 */
export function apiCallers(ctx: TestContext, base = '') {
  const sessions = () => {
    if (!sessionsOf.has(ctx)) sessionsOf.set(ctx, new Map());
    return sessionsOf.get(ctx)!;
  };
  const authorization = (usrId: string): Promise<string> => {
    const map = sessions();
    if (!map.has(usrId))
      map.set(
        usrId,
        ctx.signIn(usrId).then((s) => s.authorization),
      );
    return map.get(usrId)!;
  };
  const request = async (usrId: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url: `${base}${url}`,
      headers: { authorization: await authorization(usrId), ...headers },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const call = async <T = Json>(
    usrId: string,
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => {
    const res = await request(usrId, method, url, payload, headers);
    const json = res.headers['content-type']?.toString().includes('json');
    return { status: res.statusCode, body: (json ? res.json() : res.rawPayload) as T, res };
  };
  const as = async (usrId: string) => {
    await authorization(usrId);
    return (method: Method, url: string, payload?: unknown) => request(usrId, method, url, payload);
  };
  const forget = (usrId: string) => void sessions().delete(usrId);
  return { call, request, as, authorization, forget };
}
