import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { exceptionLog, sessions } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp({ bodyLimit: 64 * 1024 }, (app) => {
  // A route that fails in an unforeseen way, to see the 500 path of the real error handler.
  app.get('/api/v1/lintas/trucking/test-only/boom', { preHandler: app.auth.requireUser }, async () => {
    throw new TypeError('kaboom: secret internals');
  });
});

const LIST = '/api/v1/lintas/trucking/sysparams';

describe('error envelope', () => {
  it('400 VALIDATION_FAILED names each bad field (wrong types, unknown fields)', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${LIST}/SESSION_IDLE_MINUTES`,
      headers: { authorization },
      payload: { sysValue: 30, version: 'one', extra: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('VALIDATION_FAILED');
    expect(body.err.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.message).sort()).toEqual(['extra', 'sysValue', 'version']);
    expect(body.message.extra).toBe('Unknown field');
  });

  it('400 BAD_REQUEST for malformed JSON, nothing written', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${LIST}/SESSION_IDLE_MINUTES`,
      headers: { authorization, 'content-type': 'application/json' },
      payload: '{"sysValue": "45",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', err: { code: 'BAD_REQUEST' } });
    const after = await ctx.app.inject({ method: 'GET', url: `${LIST}/SESSION_IDLE_MINUTES`, headers: { authorization } });
    expect(after.json().sysValue).toBe('30');
  });

  it('401 without a token; 408 for a forged, alg:none or ended-session token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: LIST });
    expect(none.statusCode).toBe(401);
    expect(none.json().status).toBe('UNAUTHENTICATED');

    const { token } = await ctx.signIn('OPADMIN');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const algNone = `${unsignedHeader}.${payload}.`;
    const otherKey = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('OPADMIN')
      .setIssuer('lintas')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret-xx'));
    for (const bad of [forged, algNone, otherKey]) {
      const res = await ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${bad}` } });
      expect(res.statusCode).toBe(408);
      expect(res.json().status).toBe('SESSION_EXPIRED_OR_INACTIVE');
    }

    const live = await ctx.signIn('SUPERADMIN');
    await ctx.database.db
      .update(sessions)
      .set({ endedAt: new Date(), endedReason: 'TEST' })
      .where(eq(sessions.usrId, 'SUPERADMIN'));
    const ended = await ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization: live.authorization } });
    expect(ended.statusCode).toBe(408);
  });

  it('403 for a signed-in user without the role', async () => {
    const { authorization } = await ctx.signIn('CO1');
    const res = await ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'FORBIDDEN', err: { msg: 'no permission' } });
  });

  it('404 for an unknown route and an unknown record', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const route = await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/nothing-here' });
    expect(route.statusCode).toBe(404);
    expect(route.json().status).toBe('NOT_FOUND');
    const record = await ctx.app.inject({ method: 'GET', url: `${LIST}/NO_SUCH_KEY`, headers: { authorization } });
    expect(record.statusCode).toBe(404);
    expect(record.json().status).toBe('NOT_FOUND');
  });

  it('413 for an oversized body', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${LIST}/SUPPORT_EMAIL`,
      headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ sysValue: 'x'.repeat(70 * 1024), version: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('PAYLOAD_TOO_LARGE');
  });

  it('415 for a body that is not JSON', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${LIST}/SUPPORT_EMAIL`,
      headers: { authorization, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('500 answers an error id, logs request, user and stack to exception_log, and never shows the stack', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/trucking/test-only/boom',
      headers: { authorization },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.status).toBe('INTERNAL_ERROR');
    expect(body.errorId).toMatch(/^[0-9A-F]{16}$/);
    expect(res.body).not.toContain('kaboom');
    expect(res.body).not.toContain('.ts:');
    const [row] = await ctx.database.db.select().from(exceptionLog).where(eq(exceptionLog.id, body.errorId));
    expect(row).toMatchObject({ method: 'GET', usrId: 'OPADMIN', accnId: 'LINTAS' });
    expect(row!.message).toContain('kaboom');
    expect(row!.stack).toContain('TypeError');
  });
});

describe('rate limit', () => {
  it('429 after too many sign-in attempts from one address', async () => {
    let last = 0;
    for (let i = 0; i < 25; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/lintas/trucking/auth/login',
        payload: { id: 'NOBODY', password: 'wrong' },
        remoteAddress: '10.9.8.7',
      });
      last = res.statusCode;
      if (last === 429) {
        expect(res.json().status).toBe('TOO_MANY_REQUESTS');
        break;
      }
    }
    expect(last).toBe(429);
  });
});
