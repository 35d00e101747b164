import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a60000000049454e44ae426082',
  'hex',
);

describe('white-label brands', () => {
  it('serves the seeded brand publicly and 404 for an unknown one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/whitelabel/nusantara' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'nusantara', displayName: 'Nusantara Port Community', mimeType: 'image/svg+xml' });
    expect(Buffer.from(body.data, 'base64').toString('utf8')).toContain('<svg');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/whitelabel/unknown-brand' })).statusCode).toBe(404);
  });

  it('an operator admin uploads and replaces a brand (audited); others are refused', async () => {
    const admin = await ctx.signIn('OPADMIN');
    const put = (authorization: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/lintas/whitelabel/pelabuhan', headers: { authorization }, payload });
    const body = { displayName: 'Pelabuhan Demo', mimeType: 'image/png', data: PNG.toString('base64') };
    expect((await put(admin.authorization, body)).statusCode).toBe(200);
    expect((await put(admin.authorization, { ...body, displayName: 'Pelabuhan Baru' })).json().displayName).toBe(
      'Pelabuhan Baru',
    );
    const events = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'pelabuhan'))).map(
      (r) => r.audtEvent,
    );
    expect(events).toEqual(['WHITELABEL_CREATE', 'WHITELABEL_UPDATE']);
    const co = await ctx.signIn('CO1');
    expect((await put(co.authorization, body)).statusCode).toBe(403);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/trucking/whitelabels?length=10',
        headers: { authorization: admin.authorization },
      })
    ).json();
    expect(list.aaData.map((r: { name: string }) => r.name)).toEqual(['nusantara', 'pelabuhan']);
  });

  it('refuses content that does not match its type, and an SVG with script', async () => {
    const admin = await ctx.signIn('OPADMIN');
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/lintas/whitelabel/evil',
        headers: { authorization: admin.authorization },
        payload,
      });
    const exe = await put({
      displayName: 'x',
      mimeType: 'image/png',
      data: Buffer.from('MZ\x90\x00 executable').toString('base64'),
    });
    expect(exe.statusCode).toBe(400);
    expect(Object.keys(exe.json().message)).toEqual(['data']);
    const svg = await put({
      displayName: 'x',
      mimeType: 'image/svg+xml',
      data: Buffer.from('<svg><script>alert(1)</script></svg>').toString('base64'),
    });
    expect(svg.statusCode).toBe(400);
    const name = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/lintas/whitelabel/bad name!',
      headers: { authorization: admin.authorization },
      payload: {},
    });
    expect(name.statusCode).toBe(400);
  });
});
