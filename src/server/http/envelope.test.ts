import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
let port = 0;
// useTestApp closes the app (and so the listening server) after the file.

beforeAll(async () => {
  // Through a real socket: Node's HTTP parser answers some of these before Fastify (inject would skip it).
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

/** Sends raw bytes and answers the status code, headers and parsed JSON body of the reply. */
function raw(request: string): Promise<{ status: number; headers: string; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
      const end = data.indexOf('\r\n\r\n');
      const length = Number(/content-length:\s*(\d+)/i.exec(data)?.[1] ?? -1);
      if (end >= 0 && length >= 0 && Buffer.byteLength(data.slice(end + 4)) >= length) {
        socket.destroy();
        resolve({
          status: Number(data.slice(9, 12)),
          headers: data.slice(0, end),
          body: JSON.parse(data.slice(end + 4, end + 4 + length)) as Record<string, unknown>,
        });
      }
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

const get = (path: string, extra = '') => raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`);

describe('every answer is in the error envelope', () => {
  it('414 URI_TOO_LONG for an over-long path id', async () => {
    const res = await get(`/api/v1/lintas/trucking/countries/${'X'.repeat(300)}`);
    expect(res.status).toBe(414);
    expect(res.body).toMatchObject({ status: 'URI_TOO_LONG', err: { code: 'URI_TOO_LONG' } });
  });

  it('400 BAD_REQUEST for a path whose percent-encoding does not decode', async () => {
    const res = await get('/api/v1/lintas/trucking/countries/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', err: { code: 'BAD_REQUEST' } });
  });

  it('431 HEADERS_TOO_LARGE for an oversized header or URL (refused by Node before Fastify)', async () => {
    const header = await get('/api/v1/lintas/trucking/countries', `X-Big: ${'a'.repeat(20_000)}\r\n`);
    expect(header.status).toBe(431);
    expect(header.body).toMatchObject({ status: 'HEADERS_TOO_LARGE', err: { code: 'HEADERS_TOO_LARGE' } });
    const url = await get(`/api/v1/lintas/trucking/countries?search=${'b'.repeat(20_000)}`);
    expect(url.status).toBe(431);
    expect(url.body.status).toBe('HEADERS_TOO_LARGE');
  });

  it('400 BAD_REQUEST for a request that is not valid HTTP', async () => {
    const res = await raw('GET /api/v1/lintas/trucking/countries HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Line\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST' });
  });
});

describe('caching', () => {
  it('API answers with a session token or personal data are no-store; a route that allows caching keeps its header', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/auth/login',
      payload: { id: 'OPADMIN', password: 'Demo#2026', force: true },
    });
    expect(login.json().token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    const authorization = `Bearer ${login.json().token as string}`;
    for (const url of [
      '/api/co/cac/profile/',
      '/api/v1/lintas/trucking/users?length=10',
      '/api/v1/lintas/trucking/nothing-here',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const brands = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/trucking/whitelabels',
      headers: { authorization },
    });
    expect(brands.headers['cache-control']).toBe('no-store');
    const brand = await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/whitelabel/nusantara' });
    expect(brand.statusCode).toBe(200);
    expect(brand.headers['cache-control']).toBe('public, max-age=300');
  });
});
