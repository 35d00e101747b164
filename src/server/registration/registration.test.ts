import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

const details = (extra: Record<string, unknown> = {}) => ({
  accnName: 'PT Truk Andalan Sejahtera',
  accnCoyRegn: '0031.8765.4321.0000',
  TMstAccnType: { atypId: 'ACC_TYPE_TO' },
  accnContact: { contactTel: '+62 21 4400 1234', contactEmail: 'admin@trukandalan.co.id' },
  accnAddr: {
    addrLn1: 'Jl. Raya Cakung No. 5',
    addrProv: 'DKI Jakarta',
    addrCity: 'Jakarta Timur',
    addrPcode: '13910',
    addrCtry: { ctyCode: 'ID' },
  },
  ...extra,
});
const coreUsr = {
  usrName: 'Andi Wijaya',
  usrPassNid: '3175010101900001',
  usrTitle: 'Direktur',
  usrContact: { contactTel: '+62 812 1234 5678', contactEmail: 'andi@trukandalan.co.id' },
  usrAddr: { addrLn1: 'Jl. Raya Cakung No. 5', addrPcode: '13910', addrCtry: { ctyCode: 'ID' } },
};
const post = (payload: Record<string, unknown>, secret?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/register/', payload, headers: secret ? { 'x-registration-secret': secret } : {} });

describe('company self-registration', () => {
  it('a saved draft is readable and changeable only with its secret', async () => {
    const saved = await post({ portalAccn: { accnDetails: details() }, requestAction: 'save' });
    expect(saved.statusCode).toBe(200);
    const { accnrId, secret } = saved.json();
    expect(accnrId).toMatch(/^[A-Za-z0-9x]{20}$/);
    expect(secret.length).toBeGreaterThan(20);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/register/${accnrId}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/register/${accnrId}`, headers: { 'x-registration-secret': 'guess' } }))
        .statusCode,
    ).toBe(404);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: `/api/register/${accnrId}`, headers: { 'x-registration-secret': secret } })
    ).json();
    expect(mine).toMatchObject({ accnrId, approvalState: 'DRAFT', adminTabEnabled: true, supDocsEnabled: true });
    const hijack = await post(
      { portalAccn: { accnDetails: details({ accnId: accnrId, accnName: 'Stolen' }) }, requestAction: 'save' },
      'guess',
    );
    expect(hijack.statusCode).toBe(404);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/attch/upload',
      payload: {
        attType: 'NIB',
        attName: 'nib.pdf',
        attSize: PDF.length,
        attData: PDF.toString('base64'),
        attReferenceid: accnrId,
      },
    });
    expect(upload.statusCode).toBe(404);
  });

  it('submit answers the per-section errors (accnDetails, coreUsr, regDocs) with the §5 limits', async () => {
    const saved = (await post({ portalAccn: { accnDetails: details() }, requestAction: 'save' })).json();
    const res = await post(
      {
        portalAccn: {
          accnDetails: details({
            accnId: saved.accnrId,
            accnName: 'x'.repeat(257),
            accnCoyRegn: '123',
            accnAddr: { addrLn1: '', addrPcode: '1', addrCtry: { ctyCode: 'ID' } },
          }),
        },
        coreUsr: { ...coreUsr, usrName: 'y'.repeat(36), usrContact: { contactTel: 'call', contactEmail: 'nope' } },
        services: [],
        requestAction: 'submit',
      },
      saved.secret,
    );
    expect(res.statusCode).toBe(400);
    const message = res.json().message;
    expect(Object.keys(message).sort()).toEqual(['accnDetails', 'coreUsr']);
    expect(Object.keys(message.accnDetails)).toEqual(
      expect.arrayContaining(['accnName', 'accnCoyRegn', 'accnAddr.addrLn1', 'services']),
    );
    expect(Object.keys(message.coreUsr)).toEqual(
      expect.arrayContaining(['usrName', 'usrContact.contactTel', 'usrContact.contactEmail']),
    );
    const ok256 = await post(
      {
        portalAccn: { accnDetails: details({ accnId: saved.accnrId, accnName: 'x'.repeat(256) }) },
        coreUsr,
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
      saved.secret,
    );
    expect(Object.keys(ok256.json().message)).toEqual(['regDocs']);
  });

  it("asks a company for its own country's documents only", async () => {
    const asked = async (query: string) =>
      (
        (await ctx.app.inject({ method: 'GET', url: `/api/register/suppDocs?${query}` })).json() as Array<{ attType: string }>
      ).map((d) => d.attType);
    const indonesian = await asked('atypId=ACC_TYPE_TO&ctryCode=ID');
    const cambodian = await asked('atypId=ACC_TYPE_TO&ctryCode=KH');
    expect(indonesian).toEqual(expect.arrayContaining(['NIB', 'NPWP', 'KTP_DIRECTOR', 'BANK_STATEMENT']));
    expect(indonesian).not.toContain('KH_INCORPORATION');
    expect(cambodian).toEqual(expect.arrayContaining(['KH_INCORPORATION', 'KH_TAX_REGISTRATION', 'BANK_STATEMENT']));
    expect(cambodian).not.toContain('NIB');
    // Without a country every document type of the account type is listed.
    expect(await asked('atypId=ACC_TYPE_TO')).toEqual(expect.arrayContaining(['NIB', 'KH_INCORPORATION']));
  });

  it('suppDocs without atypId (as the spec calls it) answers every registrable type, each row naming its type', async () => {
    type Doc = { atypId: string; attType: string; docGroup: string; mandatory: boolean; desc: string };
    const all = await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs' });
    expect(all.statusCode).toBe(200);
    const rows = all.json() as Doc[];
    const { REGISTRABLE_TYPES } = await import('../../domain/registration');
    // Each type's rows are exactly what the call with that atypId answers (a type that asks for none has none).
    const asking: string[] = [];
    for (const atypId of REGISTRABLE_TYPES) {
      const one = (await ctx.app.inject({ method: 'GET', url: `/api/register/suppDocs?atypId=${atypId}` })).json() as Doc[];
      expect(rows.filter((d) => d.atypId === atypId)).toEqual(one);
      if (one.length) asking.push(atypId);
    }
    expect(asking.length).toBeGreaterThanOrEqual(5);
    expect(rows).toHaveLength(rows.filter((d) => asking.includes(d.atypId)).length);
    // The country still narrows the list; an unknown type is still refused.
    const indonesian = (await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?ctryCode=ID' })).json() as Doc[];
    expect(indonesian.some((d) => d.attType === 'NIB')).toBe(true);
    expect(indonesian.some((d) => d.attType === 'KH_INCORPORATION')).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=SP_OP_ADMIN' })).statusCode).toBe(400);
  });

  it('a draft may lack required fields, but what it holds must fit the submit lengths and formats', async () => {
    const bad = await post({
      portalAccn: {
        accnDetails: details({
          accnName: 'x'.repeat(257),
          accnCoyRegn: '',
          accnContact: { contactTel: '', contactEmail: 'not-an-email' },
        }),
      },
      coreUsr: { usrName: 'y'.repeat(36), usrContact: { contactEmail: 'also@bad' } },
      requestAction: 'save',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('VALIDATION_FAILED');
    const message = bad.json().message;
    expect(Object.keys(message).sort()).toEqual(['accnDetails', 'coreUsr']);
    // Only the fields that hold a wrong value: the blank tax number and phone are fine on a draft.
    expect(Object.keys(message.accnDetails).sort()).toEqual(['accnContact.contactEmail', 'accnName']);
    expect(Object.keys(message.coreUsr).sort()).toEqual(['usrContact.contactEmail', 'usrName']);
    // A saved draft is checked the same way (and nothing of the refused save is kept).
    const saved = (
      await post({
        portalAccn: { accnDetails: { accnName: 'PT Draf Saja', accnAddr: { addrPcode: '' } } },
        requestAction: 'save',
      })
    ).json();
    expect(saved.approvalState).toBe('DRAFT');
    const later = await post(
      {
        portalAccn: {
          accnDetails: {
            accnId: saved.accnrId,
            accnName: 'PT Draf Saja',
            accnCoyRegn: '123',
            TMstAccnType: { atypId: 'ACC_TYPE_XX' },
            accnAddr: { addrPcode: '1', addrCtry: { ctyCode: 'ID' } },
          },
        },
        coreUsr: null,
        requestAction: 'save',
      },
      saved.secret,
    );
    expect(later.statusCode).toBe(400);
    expect(Object.keys(later.json().message.accnDetails).sort()).toEqual([
      'TMstAccnType.atypId',
      'accnAddr.addrPcode',
      'accnCoyRegn',
    ]);
    const kept = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/register/${saved.accnrId}`,
        headers: { 'x-registration-secret': saved.secret },
      })
    ).json();
    expect(kept.portalAccn.accnDetails.accnCoyRegn).toBeUndefined();
    // The longest values that fit are kept.
    const fits = await post(
      {
        portalAccn: { accnDetails: { accnId: saved.accnrId, accnName: 'x'.repeat(256) } },
        coreUsr: { usrName: 'y'.repeat(35) },
        requestAction: 'save',
      },
      saved.secret,
    );
    expect(fits.statusCode).toBe(200);
  });

  it('submits with the mandatory documents; then the draft can no longer change; a registered tax number is refused', async () => {
    const saved = (await post({ portalAccn: { accnDetails: details() }, requestAction: 'save' })).json();
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=ACC_TYPE_TO' })).json();
    const mandatory = docs.filter((d: { mandatory: boolean }) => d.mandatory);
    expect(mandatory.length).toBeGreaterThan(0);
    for (const doc of mandatory) {
      const up = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/attch/upload',
        headers: { 'x-registration-secret': saved.secret },
        payload: {
          attType: doc.attType,
          attName: `${doc.attType.toLowerCase()}.pdf`,
          attSize: PDF.length,
          attData: PDF.toString('base64'),
          attReferenceid: saved.accnrId,
          validTo: '2030-01-01',
        },
      });
      expect(up.statusCode, doc.attType).toBe(200);
    }
    const submitted = await post(
      {
        portalAccn: { accnDetails: details({ accnId: saved.accnrId }) },
        coreUsr,
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
      saved.secret,
    );
    expect(submitted.json()).toMatchObject({ accnrId: saved.accnrId, approvalState: 'P' });
    const late = await post(
      { portalAccn: { accnDetails: details({ accnId: saved.accnrId }) }, requestAction: 'save' },
      saved.secret,
    );
    expect(late.statusCode).toBe(409);

    const copy = (
      await post({ portalAccn: { accnDetails: details({ accnCoyRegn: '0017286345046000' }) }, requestAction: 'save' })
    ).json();
    const taken = await post(
      {
        portalAccn: { accnDetails: details({ accnId: copy.accnrId, accnCoyRegn: '0017286345046000' }) },
        coreUsr,
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
      copy.secret,
    );
    expect(taken.json().message.accnDetails).toMatchObject({
      accnCoyRegn: 'A company with this tax number is already registered',
    });
  });
});

describe('registration transactions', () => {
  it('a new registration whose submit fails is not kept (nobody could reach it), and every save is audited', async () => {
    const { registrations, auditLog } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const before = await ctx.database.db.$count(registrations);
    const failed = await post({ portalAccn: { accnDetails: details({ accnCoyRegn: '1' }) }, requestAction: 'submit' });
    expect(failed.statusCode).toBe(400);
    expect(await ctx.database.db.$count(registrations)).toBe(before);
    const saved = (await post({ portalAccn: { accnDetails: details() }, requestAction: 'save' })).json();
    const events = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, saved.accnrId))).map(
      (r) => r.audtEvent,
    );
    expect(events).toEqual(['REGISTRATION_CREATED']);
  });
});

describe('registration documents, resume link and read-only access', () => {
  const upload = (regId: string, secret: string, attType = 'NIB', validTo?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/register/attch/upload',
      headers: { 'x-registration-secret': secret },
      payload: {
        attType,
        attName: `${attType.toLowerCase()}.pdf`,
        attSize: PDF.length,
        attData: PDF.toString('base64'),
        attReferenceid: regId,
        ...(validTo ? { validTo } : {}),
      },
    });

  it('the holder of the secret views a document; a wrong secret or another registration gets 404', async () => {
    const a = (await post({ portalAccn: { accnDetails: details() }, requestAction: 'save' })).json();
    const b = (await post({ portalAccn: { accnDetails: details({ accnName: 'PT Lain' }) }, requestAction: 'save' })).json();
    const docA = (await upload(a.accnrId, a.secret)).json();
    const docB = (await upload(b.accnrId, b.secret)).json();
    const view = (regId: string, attId: string, secret: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/register/${regId}/attachments/${attId}`,
        headers: { 'x-registration-secret': secret },
      });
    const mine = await view(a.accnrId, docA.attId, a.secret);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ attId: docA.attId, attName: 'nib.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(mine.json().attData, 'base64').equals(PDF)).toBe(true);
    expect((await view(a.accnrId, docA.attId, 'guess')).statusCode).toBe(404);
    expect((await view(a.accnrId, docA.attId, b.secret)).statusCode).toBe(404);
    expect((await view(a.accnrId, docB.attId, a.secret)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/register/${a.accnrId}/attachments/${docA.attId}` })).statusCode,
    ).toBe(404);
  });

  it('the validity date of a document changes with the secret only', async () => {
    const a = (await post({ portalAccn: { accnDetails: details() }, requestAction: 'save' })).json();
    const doc = (await upload(a.accnrId, a.secret, 'NPWP', '2030-01-01')).json();
    const patch = (secret: string, validTo: string | null) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/register/${a.accnrId}/attachments/${doc.attId}`,
        headers: { 'x-registration-secret': secret },
        payload: { validTo },
      });
    expect((await patch('guess', '2031-01-01')).statusCode).toBe(404);
    expect((await patch(a.secret, '31/01/2031')).statusCode).toBe(400);
    expect((await patch(a.secret, '2031-12-31')).json()).toMatchObject({ attId: doc.attId, validTo: '2031-12-31' });
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/register/${a.accnrId}/attachments`,
        headers: { 'x-registration-secret': a.secret },
      })
    ).json();
    expect(list).toEqual([expect.objectContaining({ attId: doc.attId, validTo: '2031-12-31', verifyState: 'NOT_VERIFIED' })]);
  });

  it('the first save e-mails the resume link (with the secret in the fragment) in the asked language, once', async () => {
    const { outbox } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const email = 'resume@trukandalan.co.id';
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'accept-language': 'id' },
      payload: {
        portalAccn: { accnDetails: details({ accnContact: { contactTel: '021 4400', contactEmail: email } }) },
        requestAction: 'save',
      },
    });
    const { accnrId, secret } = saved.json();
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('REGISTRATION_RESUME');
    expect(mails[0]!.body).toContain(`/trucking/session/register/${accnrId}#s=${encodeURIComponent(secret)}`);
    expect(mails[0]!.subject).toMatch(/pendaftaran/i);
    await post(
      {
        portalAccn: { accnDetails: details({ accnId: accnrId, accnContact: { contactTel: '021 4400', contactEmail: email } }) },
        requestAction: 'save',
      },
      secret,
    );
    expect(await ctx.database.db.$count(outbox, eq(outbox.toAddress, email))).toBe(1);
    // No mail when the company e-mail is not an e-mail address (a draft may be incomplete).
    const before = await ctx.database.db.$count(outbox);
    await post({
      portalAccn: { accnDetails: details({ accnContact: { contactTel: '', contactEmail: 'not yet' } }) },
      requestAction: 'save',
    });
    expect(await ctx.database.db.$count(outbox)).toBe(before);
  });

  it('a user of a company in registration signs in (AUTHORIZED_REG) and reads its registration, read-only', async () => {
    const { accounts, registrations, users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const saved = (await post({ portalAccn: { accnDetails: details() }, requestAction: 'save' })).json();
    const doc = (await upload(saved.accnrId, saved.secret)).json();
    const db = ctx.database.db;
    await db.update(accounts).set({ accnStatus: 'R' }).where(eq(accounts.accnId, 'SP0001'));
    await db.update(registrations).set({ approvalState: 'C', accnId: 'SP0001' }).where(eq(registrations.regId, saved.accnrId));
    const [to1] = await db.select().from(users).where(eq(users.usrId, 'TO1'));
    await db.insert(users).values({ usrId: 'SPREG1', accnId: 'SP0001', usrName: 'Depot Admin', passwordHash: to1!.passwordHash });

    const login = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/lintas/trucking/auth/login',
        payload: { id: 'spreg1', password: 'Demo#2026' },
      })
    ).json();
    expect(login).toMatchObject({ loginStatus: 'AUTHORIZED_REG', token: null, registration: { regId: saved.accnrId } });
    const access = login.registration.access as string;
    const headers = { 'x-registration-secret': access };

    const read = await ctx.app.inject({ method: 'GET', url: `/api/register/${saved.accnrId}`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ accnrId: saved.accnrId, approvalState: 'C', readOnly: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/register/${saved.accnrId}/attachments`, headers })).json(),
    ).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/register/${saved.accnrId}/attachments/${doc.attId}`, headers }))
        .statusCode,
    ).toBe(200);
    // Read-only: save, upload and delete refuse it as if there were no secret.
    expect(
      (await post({ portalAccn: { accnDetails: details({ accnId: saved.accnrId }) }, requestAction: 'save' }, access)).statusCode,
    ).toBe(404);
    expect((await upload(saved.accnrId, access)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/register/${saved.accnrId}/attachments/${doc.attId}`, headers }))
        .statusCode,
    ).toBe(404);
    // It opens only its own registration and is no session token.
    const other = (await post({ portalAccn: { accnDetails: details({ accnName: 'PT Lain' }) }, requestAction: 'save' })).json();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/register/${other.accnrId}`, headers })).statusCode).toBe(404);
    const asSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/co/cac/profile/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect([401, 408]).toContain(asSession.statusCode);
  });
});
