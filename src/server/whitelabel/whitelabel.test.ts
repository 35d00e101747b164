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

  it('sanitises SVG with an allow-list: every active payload is refused, a clean logo is stored re-written', async () => {
    const admin = await ctx.signIn('OPADMIN');
    const put = (svg: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/lintas/whitelabel/svg-test',
        headers: { authorization: admin.authorization },
        payload: { displayName: 'SVG test', mimeType: 'image/svg+xml', data: Buffer.from(svg).toString('base64') },
      });
    const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
    const payloads = [
      `<svg ${NS}><a xlink:href="jav&#x61;script:alert(1)"><rect width="10" height="10"/></a></svg>`,
      `<svg ${NS}><rect width="10" height="10"/><script>alert(1)</script></svg>`,
      `<svg ${NS} onload="alert(1)"><rect width="10" height="10"/></svg>`,
      `<svg ${NS}><rect width="10" height="10" oNcLiCk="alert(1)"/></svg>`,
      `<svg ${NS}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
      `<svg ${NS}><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>`,
      `<svg ${NS}><use xlink:href="  java&#9;script:alert(1)"/></svg>`,
      `<svg ${NS}><rect width="10" height="10" style="fill: url(javascript:alert(1))"/></svg>`,
      `<svg ${NS}><rect width="10" height="10" fill="url('https://evil.example/x.svg#a')"/></svg>`,
      `<svg ${NS}><style>rect{fill:url(&#x6a;avascript:alert(1))}</style></svg>`,
      `<svg ${NS}><style>@import url(https://evil.example/x.css);</style></svg>`,
      `<svg ${NS}><animate attributeName="href" to="javascript:alert(1)"/></svg>`,
      `<svg ${NS}><image href="https://evil.example/track.png"/></svg>`,
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}/>`,
    ];
    for (const svg of payloads) {
      const res = await put(svg);
      expect(res.statusCode, svg).toBe(400);
      expect(res.json().message, svg).toEqual({ data: expect.stringContaining('active content') });
    }
    // Not SVG at all, a DOCTYPE with entities, or broken XML: not an image of the type.
    for (const svg of [
      '<!DOCTYPE svg [<!ENTITY x "javascript:">]><svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      '<html><body>hi</body></html>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect>',
    ]) {
      const res = await put(svg);
      expect(res.statusCode, svg).toBe(400);
      expect(res.json().message.data, svg).toContain('not a valid image');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/whitelabel/svg-test' })).statusCode).toBe(404);

    const logo =
      `<?xml version="1.0" encoding="UTF-8"?><!-- exported --><svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ` +
      'viewBox="0 0 120 40" inkscape:version="1.3"><metadata>editor data</metadata><defs>' +
      '<linearGradient id="sea"><stop offset="0" stop-color="#0a5"/><stop offset="1" stop-color="#06c"/></linearGradient>' +
      '<style>.name{fill:#fff;font-family:Arial}</style></defs>' +
      '<rect width="120" height="40" rx="4" fill="url(#sea)"/><path d="M10 30 L20 10 L30 30 Z" style="stroke:#fff;stroke-width:2"/>' +
      '<text x="40" y="26" class="name">Pelabuhan &amp; Co</text><use xlink:href="#sea"/></svg>';
    expect((await put(logo)).statusCode).toBe(200);
    const stored = Buffer.from(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/whitelabel/svg-test' })).json().data,
      'base64',
    ).toString('utf8');
    expect(stored).toContain('<linearGradient id="sea"><stop offset="0" stop-color="#0a5"/>');
    expect(stored).toContain('<rect width="120" height="40" rx="4" fill="url(#sea)"/>');
    expect(stored).toContain('style="stroke:#fff;stroke-width:2"');
    expect(stored).toContain('<style>.name{fill:#fff;font-family:Arial}</style>');
    expect(stored).toContain('>Pelabuhan &amp; Co</text>');
    expect(stored).toContain('<use xlink:href="#sea"/>');
    expect(stored).not.toMatch(/metadata|inkscape|<!--|<\?xml/);
  });
});
