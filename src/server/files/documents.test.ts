import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { attachments, registrations } from '../db/schema';

const ctx = useTestApp();
const { request: call } = apiCallers(ctx);
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
    const created = await call(
      'CO1',
      'POST',
      URL_,
      upload('nib-sumber-makmur.pdf', PDF, { validTo: '2030-12-31', attReferenceid: 'CO0001' }),
    );
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ accnId: 'CO0001', mimeType: 'application/pdf', attSize: PDF.length, validTo: '2030-12-31' });
    const one = (await call('CO1', 'GET', `/api/co/common/entity/attach/${doc.attId}`)).json();
    expect(Buffer.from(one.attData, 'base64').equals(PDF)).toBe(true);
    const byRef = (await call('CO1', 'GET', '/api/co/common/entity/attach/list?attReferenceid=CO0001&length=10')).json();
    expect(byRef.aaData[0]).toMatchObject({ attId: doc.attId, attType: 'NIB', attName: 'nib-sumber-makmur.pdf' });
    expect((await call('TO1', 'GET', `${URL_}/${doc.attId}`)).statusCode).toBe(404);
    expect((await call('TO1', 'DELETE', `${URL_}/${doc.attId}`)).statusCode).toBe(404);
    expect((await call('CO1', 'DELETE', `${URL_}/${doc.attId}`)).statusCode).toBe(204);
  });

  it('refuses each broken rule with its own message, and content that is not of its extension', async () => {
    const post = (payload: Record<string, unknown>) => call('CO1', 'POST', URL_, payload).then((r) => r.json().message);
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
    const csv = await call('CO1', 'POST', URL_, upload('trucks.csv', Buffer.from('plate,type\nB 1 AB,VT20FT\n')));
    expect(csv.statusCode).toBe(201);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await call('CO1', 'POST', URL_, upload('big.pdf', big));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ attData: 'The file is larger than 10 MB' });
  });
});

/** A registration saved as a draft, with its mandatory documents; submitted (state P) unless `draft`. */
async function registration(n: number, draft = false): Promise<{ regId: string; secret: string }> {
  const details = {
    accnName: `PT Dokumen Uji ${n}`,
    accnCoyRegn: `00${n}2876543210000`.slice(0, 16),
    TMstAccnType: { atypId: 'ACC_TYPE_TO' },
    accnContact: { contactTel: '+62 21 4400 1234', contactEmail: `admin${n}@dokumen-uji.co.id` },
    accnAddr: {
      addrLn1: 'Jl. Raya Cakung No. 5',
      addrProv: 'DKI Jakarta',
      addrCity: 'Jakarta Timur',
      addrPcode: '13910',
      addrCtry: { ctyCode: 'ID' },
    },
  };
  const saved = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { portalAccn: { accnDetails: details }, requestAction: 'save' },
    })
  ).json();
  const docs = (await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=ACC_TYPE_TO' })).json();
  for (const d of docs.filter((x: { mandatory: boolean }) => x.mandatory)) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/attch/upload',
      headers: { 'x-registration-secret': saved.secret },
      payload: upload(`${d.attType}.pdf`, PDF, { attType: d.attType, attReferenceid: saved.accnrId }),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (!draft) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'x-registration-secret': saved.secret },
      payload: {
        portalAccn: { accnDetails: { ...details, accnId: saved.accnrId } },
        coreUsr: {
          usrName: `Pengurus ${n}`,
          usrPassNid: '3175010101900001',
          usrContact: { contactTel: '+62 812 1234 5678', contactEmail: `owner${n}@dokumen-uji.co.id` },
          usrAddr: { addrLn1: 'Jl. Raya Cakung No. 5', addrPcode: '13910', addrCtry: { ctyCode: 'ID' } },
        },
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
    });
    expect(res.json(), res.body).toMatchObject({ approvalState: 'P' });
  }
  return { regId: saved.accnrId, secret: saved.secret };
}

// Two registrations for the file (the registration upload is rate-limited per client): a draft and a submitted one.
let draftReg: Promise<{ regId: string; secret: string }> | undefined;
let submittedReg: Promise<{ regId: string; secret: string }> | undefined;
const aDraft = () => (draftReg ??= registration(1, true));
const aSubmitted = () => (submittedReg ??= registration(2));

const docsOf = async (regId: string) =>
  (await ctx.database.db.select().from(attachments).where(eq(attachments.attReferenceid, regId))).map((d) => d.attId);

describe("who may change documents (permission table) and a registration's documents (its state)", () => {
  it('level-1 support reads every document but uploads and deletes none (403)', async () => {
    const doc = (await call('CO1', 'POST', URL_, upload('akta.pdf', PDF))).json();
    const read = await call('L1SUPPORT', 'GET', `${URL_}/${doc.attId}`);
    expect(read.statusCode).toBe(200);
    expect((await call('L1SUPPORT', 'DELETE', `${URL_}/${doc.attId}`)).statusCode).toBe(403);
    expect((await call('L1SUPPORT', 'POST', URL_, upload('l1.pdf', PDF))).statusCode).toBe(403);
    const { regId } = await aDraft();
    const [draftDoc] = await docsOf(regId);
    expect((await call('L1SUPPORT', 'DELETE', `${URL_}/${draftDoc}`)).statusCode).toBe(403);
    expect(await docsOf(regId)).toContain(draftDoc);
    // The operator admin may delete any company's document (documents.manageAll).
    expect((await call('OPADMIN', 'DELETE', `${URL_}/${doc.attId}`)).statusCode).toBe(204);
  });

  it("a submitted registration's documents cannot be deleted by anyone, on any path (409)", async () => {
    const { regId, secret } = await aSubmitted();
    const [attId] = await docsOf(regId);
    const res = await call('OPADMIN', 'DELETE', `${URL_}/${attId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe('CONFLICT');
    const own = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/register/${regId}/attachments/${attId}`,
      headers: { 'x-registration-secret': secret },
    });
    expect(own.statusCode).toBe(409);
    expect(await docsOf(regId)).toContain(attId);
  });

  it("a company cannot tag its document with a registration's id (403), so nothing joins another registration", async () => {
    for (const { regId } of [await aSubmitted(), await aDraft()]) {
      const before = await docsOf(regId);
      const res = await call('CO1', 'POST', URL_, upload('forged.pdf', PDF, { attType: 'NIB', attReferenceid: regId }));
      expect(res.statusCode).toBe(403);
      expect(await docsOf(regId)).toEqual(before);
    }
    // A free reference (a job, a customer reference) is still fine.
    expect((await call('CO1', 'POST', URL_, upload('do.pdf', PDF, { attReferenceid: 'TEST-REF-1' }))).statusCode).toBe(201);
  });

  it("a change of a draft registration's documents waits for a submit in flight, then sees it (409, not a lost document)", async () => {
    const { regId, secret } = await aDraft();
    const [attId] = await docsOf(regId);
    let settled = false;
    let deletion: Promise<{ statusCode: number }> | undefined;
    // The submit: holds the registration row while it checks the documents, then moves it to P.
    await ctx.database.db.transaction(async (tx) => {
      await tx.select().from(registrations).where(eq(registrations.regId, regId)).for('update');
      deletion = ctx.app
        .inject({
          method: 'DELETE',
          url: `/api/register/${regId}/attachments/${attId}`,
          headers: { 'x-registration-secret': secret },
        })
        .then((r) => {
          settled = true;
          return r;
        });
      await new Promise((r) => setTimeout(r, 400));
      expect(settled).toBe(false);
      await tx.update(registrations).set({ approvalState: 'P' }).where(eq(registrations.regId, regId));
    });
    expect((await deletion!).statusCode).toBe(409);
    expect(await docsOf(regId)).toContain(attId);
    await ctx.database.db.update(registrations).set({ approvalState: 'DRAFT' }).where(eq(registrations.regId, regId));
  });
});
