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
