import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exceptionLog } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp({}, (app) => {
  // A route that fails with a NUL character in its message (the way a driver error quoting the input would).
  app.get('/api/v1/lintas/trucking/test-only/boom-nul', async () => {
    throw new Error('kaboom \u0000 after a NUL');
  });
});
const LOGIN = '/api/v1/lintas/trucking/auth/login';

describe('NUL characters in the input', () => {
  it('a NUL in the sign-in body (not signed in) is VALIDATION_FAILED on that field, not a 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { id: 'TO1\u0000', password: 'Demo#2026' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'VALIDATION_FAILED',
      message: { id: 'Contains a character that is not allowed' },
    });
    const id = await ctx.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { id: 'TO1', password: 'x\u0000' },
      headers: { 'accept-language': 'id' },
    });
    expect(id.json().message).toEqual({ password: 'Berisi karakter yang tidak diizinkan' });
  });

  it('a NUL in a nested field, a query parameter or a path parameter is VALIDATION_FAILED too', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/countries',
      headers: { authorization },
      payload: { ctryCode: 'XN', alpha3: 'XNX', numeric: '998', nameEn: 'Nul\u0000land', nameId: 'Nul' },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toEqual({ nameEn: 'Contains a character that is not allowed' });
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/trucking/countries?search=a%00b',
      headers: { authorization },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toEqual({ search: 'Contains a character that is not allowed' });
    const param = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/trucking/countries/I%00D',
      headers: { authorization },
    });
    expect(param.statusCode).toBe(400);
    expect(param.json().status).toBe('VALIDATION_FAILED');
  });

  it('the exception log records an error whose message holds a NUL, under the id the caller sees', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/test-only/boom-nul' });
    expect(res.statusCode).toBe(500);
    const { errorId } = res.json();
    const [row] = await ctx.database.db.select().from(exceptionLog).where(eq(exceptionLog.id, errorId));
    expect(row).toBeDefined();
    expect(row!.message).toBe('kaboom \\u0000 after a NUL');
    expect(row!.stack).toContain('kaboom');
  });
});
