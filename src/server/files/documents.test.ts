import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const URL_ = '/api/v1/lintas/trucking/documents';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const upload = (attName: string, bytes: Buffer, extra: Record<string, unknown> = {}) => ({
  attType: 'NIB',
  attName,
  attSize: bytes.length,
  attData: bytes.toString('base64'),
  ...extra,
});

describe('documents and upload rules', () => {
  it('stores a company document and serves it back to that company only', async () => {
    const co = await ctx.signIn('CO1');
    const created = await ctx.app.inject({
      method: 'POST',
      url: URL_,
      headers: { authorization: co.authorization },
      payload: upload('nib-sumber-makmur.pdf', PDF, { validTo: '2030-12-31', attReferenceid: 'CO0001' }),
    });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ accnId: 'CO0001', mimeType: 'application/pdf', attSize: PDF.length, validTo: '2030-12-31' });
    const one = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/co/common/entity/attach/${doc.attId}`,
        headers: { authorization: co.authorization },
      })
    ).json();
    expect(Buffer.from(one.attData, 'base64').equals(PDF)).toBe(true);
    const byRef = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/co/common/entity/attach/list?attReferenceid=CO0001&length=10',
        headers: { authorization: co.authorization },
      })
    ).json();
    expect(byRef.aaData[0]).toMatchObject({ attId: doc.attId, attType: 'NIB', attName: 'nib-sumber-makmur.pdf' });
    const other = await ctx.signIn('TO1');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${URL_}/${doc.attId}`, headers: { authorization: other.authorization } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${URL_}/${doc.attId}`, headers: { authorization: other.authorization } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${URL_}/${doc.attId}`, headers: { authorization: co.authorization } }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses each broken rule with its own message, and content that is not of its extension', async () => {
    const co = await ctx.signIn('CO1');
    const post = (payload: Record<string, unknown>) =>
      ctx.app
        .inject({ method: 'POST', url: URL_, headers: { authorization: co.authorization }, payload })
        .then((r) => r.json().message);
    expect(await post(upload('setup.exe', PDF))).toEqual({ attData: 'This file type is not allowed' });
    expect(await post(upload('empty.pdf', Buffer.alloc(0)))).toEqual({ attData: 'The file is empty' });
    expect(await post(upload(`${'n'.repeat(126)}.pdf`, PDF))).toEqual({ attName: 'The file name is longer than 128 characters' });
    expect(await post(upload('invoice.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is a windows program')))).toEqual({
      attData: 'The file content does not match its extension',
    });
    expect(await post(upload('photo.png', PDF))).toEqual({ attData: 'The file content does not match its extension' });
    expect(await post(upload('list.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])))).toEqual({
      attData: 'The file content does not match its extension',
    });
    const csv = await ctx.app.inject({
      method: 'POST',
      url: URL_,
      headers: { authorization: co.authorization },
      payload: upload('trucks.csv', Buffer.from('plate,type\nB 1 AB,VT20FT\n')),
    });
    expect(csv.statusCode).toBe(201);
  });

  it('refuses a file over 10 MB', async () => {
    const co = await ctx.signIn('CO1');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL_,
      headers: { authorization: co.authorization },
      payload: upload('big.pdf', big),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ attData: 'The file is larger than 10 MB' });
  });
});
