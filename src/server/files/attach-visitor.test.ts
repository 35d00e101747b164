import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
let n = 0;
const ip = () => `10.88.0.${++n}`;

/** A saved draft with one uploaded document: its id, secret and the document's id. */
async function draftWithDocument(name: string) {
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/register/',
    remoteAddress: ip(),
    payload: { portalAccn: { accnDetails: { accnName: name, TMstAccnType: { atypId: 'ACC_TYPE_TO' } } }, requestAction: 'save' },
  });
  const { accnrId, secret } = saved.json() as { accnrId: string; secret: string };
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/register/attch/upload',
    remoteAddress: ip(),
    headers: { 'x-registration-secret': secret },
    payload: {
      attType: 'NIB',
      attName: 'nib.pdf',
      attSize: PDF.length,
      attData: PDF.toString('base64'),
      attReferenceid: accnrId,
    },
  });
  expect(upload.statusCode).toBe(200);
  return { regId: accnrId, secret, attId: (upload.json() as { attId: string }).attId };
}

describe('spec §7 attachment calls for a registering visitor', () => {
  it('lists and opens the documents of the registration the secret opens, and nothing else', async () => {
    const mine = await draftWithDocument('PT Visitor Satu');
    const other = await draftWithDocument('PT Visitor Dua');
    const get = (url: string, secret?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: secret ? { 'x-registration-secret': secret } : {} });

    const list = await get(`/api/co/common/entity/attach/list?attReferenceid=${mine.regId}&length=10`, mine.secret);
    expect(list.statusCode).toBe(200);
    expect(list.json().aaData).toEqual([
      expect.objectContaining({ attId: mine.attId, attType: 'NIB', attName: 'nib.pdf', attData: PDF.toString('base64') }),
    ]);
    const one = await get(`/api/co/common/entity/attach/${mine.attId}`, mine.secret);
    expect(one.json()).toMatchObject({ attName: 'nib.pdf', attData: PDF.toString('base64') });

    // Another registration's list or document with my secret, or mine with a wrong one: 404; no key at all: 401.
    expect((await get(`/api/co/common/entity/attach/list?attReferenceid=${other.regId}`, mine.secret)).statusCode).toBe(404);
    expect((await get(`/api/co/common/entity/attach/${other.attId}`, mine.secret)).statusCode).toBe(404);
    expect((await get(`/api/co/common/entity/attach/${mine.attId}`, 'guess')).statusCode).toBe(404);
    expect((await get(`/api/co/common/entity/attach/list?attReferenceid=${mine.regId}`)).statusCode).toBe(401);
    expect((await get(`/api/co/common/entity/attach/${mine.attId}`)).statusCode).toBe(401);
  });

  it("a company document is never opened by a registration key; signed-in users keep their company's scope", async () => {
    const mine = await draftWithDocument('PT Visitor Tiga');
    const { authorization } = await ctx.signIn('CO1');
    const company = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/documents',
      headers: { authorization },
      payload: { attType: 'NIB', attName: 'nib-co1.pdf', attSize: PDF.length, attData: PDF.toString('base64') },
    });
    expect(company.statusCode).toBe(201);
    const attId = (company.json() as { attId: string }).attId;
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: `/api/co/common/entity/attach/${attId}`,
      headers: { 'x-registration-secret': mine.secret },
    });
    expect(visitor.statusCode).toBe(404);
    // CO1 does not see the registration's document either.
    const co1 = await ctx.app.inject({
      method: 'GET',
      url: `/api/co/common/entity/attach/${mine.attId}`,
      headers: { authorization },
    });
    expect(co1.statusCode).toBe(404);
  });
});
