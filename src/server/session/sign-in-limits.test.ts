import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { auditLog } from '../db/schema';
import { TEST_PUBLIC_URL, TEST_SECRET, useTestApp } from '../../../tests/support/test-app';

// Small budgets so the limits show within a few requests: 3 a minute per user id, 6 per address.
const ctx = useTestApp({ signInLimitMax: 3, signInAddressLimitMax: 6 });
const LOGIN = '/api/v1/lintas/trucking/auth/login';

const attempt = (app: FastifyInstance, id: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: LOGIN, payload: { id, password: 'not-the-password' }, remoteAddress, headers });

const lastFailureRemarks = async (usrId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, usrId), eq(auditLog.audtEvent, 'LOGIN_FAILED')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.audtRemarks;
};

describe('sign-in limits and forwarding headers (TRUST_PROXY off by default)', () => {
  it('a made-up X-Forwarded-For does not reset the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      // A different user id and a different claimed address each time: only the socket address is the same.
      const res = await attempt(ctx.app, `NOUSER${i}`, '10.20.30.40', { 'x-forwarded-for': `198.51.100.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
  });

  it('limits sign-ins per user id whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(ctx.app, 'NOUSERX', `10.99.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await attempt(ctx.app, 'NOUSERX', '10.99.1.1');
    expect(limited.json()).toMatchObject({ status: 'TOO_MANY_REQUESTS', err: { code: 'TOO_MANY_REQUESTS' } });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('the audit row records the socket address, not the claimed one', async () => {
    await attempt(ctx.app, 'NOUSERY', '10.55.0.1', { 'x-forwarded-for': '203.0.113.66' });
    const remarks = await lastFailureRemarks('NOUSERY');
    expect(remarks).toContain('from 10.55.0.1');
    expect(remarks).not.toContain('203.0.113.66');
  });
});

describe('TRUST_PROXY naming a proxy', () => {
  let behindProxy: FastifyInstance;
  afterAll(async () => {
    await behindProxy?.close();
  });

  it('uses X-Forwarded-For from the trusted proxy only', async () => {
    behindProxy = await buildApp({
      database: ctx.database,
      tokenSecret: TEST_SECRET,
      logLevel: 'silent',
      publicUrl: TEST_PUBLIC_URL,
      trustProxy: ['127.0.0.1'],
    });
    await behindProxy.ready();
    await attempt(behindProxy, 'NOUSERZ', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(await lastFailureRemarks('NOUSERZ')).toContain('from 203.0.113.7');
    // Another peer is not the proxy: its header is ignored.
    await attempt(behindProxy, 'NOUSERW', '10.66.0.1', { 'x-forwarded-for': '203.0.113.8' });
    const remarks = await lastFailureRemarks('NOUSERW');
    expect(remarks).toContain('from 10.66.0.1');
    expect(remarks).not.toContain('203.0.113.8');
  });
});
