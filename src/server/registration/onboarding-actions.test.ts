import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

/** The registration-approval workflow's `actions` per role (src/domain/registration.ts), on its own app. */
const ctx = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const BASE = '/api/v1/lintas/trucking/registrations';

function company(n: number) {
  return {
    details: {
      accnName: `PT Onboard Test ${n}`,
      accnCoyRegn: `00${n}1876543210000`.slice(0, 16),
      TMstAccnType: { atypId: 'ACC_TYPE_TO' },
      accnContact: { contactTel: '+62 21 4400 1234', contactEmail: `admin${n}@onboard.co.id` },
      accnAddr: {
        addrLn1: 'Jl. Raya Cakung No. 5',
        addrProv: 'DKI Jakarta',
        addrCity: 'Jakarta Timur',
        addrPcode: '13910',
        addrCtry: { ctyCode: 'ID' },
      },
    },
    coreUsr: {
      usrName: `Pengurus ${n}`,
      usrPassNid: '3175010101900001',
      usrContact: { contactTel: '+62 812 1234 5678', contactEmail: `owner${n}@onboard.co.id` },
      usrAddr: { addrLn1: 'Jl. Raya Cakung No. 5', addrPcode: '13910', addrCtry: { ctyCode: 'ID' } },
    },
  };
}

/** A submitted truck-operator registration with its mandatory documents. */
async function submitted(n: number): Promise<{ regId: string; secret: string }> {
  const c = company(n);
  const saved = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { portalAccn: { accnDetails: c.details }, requestAction: 'save' },
    })
  ).json();
  const docs = (await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=ACC_TYPE_TO&ctryCode=ID' })).json();
  for (const d of docs.filter((x: { mandatory: boolean }) => x.mandatory)) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/register/attch/upload',
      headers: { 'x-registration-secret': saved.secret },
      payload: {
        attType: d.attType,
        attName: `${d.attType}.pdf`,
        attSize: PDF.length,
        attData: PDF.toString('base64'),
        attReferenceid: saved.accnrId,
      },
    });
  }
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/register/',
    headers: { 'x-registration-secret': saved.secret },
    payload: {
      portalAccn: { accnDetails: { ...c.details, accnId: saved.accnrId } },
      coreUsr: c.coreUsr,
      services: ['TRUCKING'],
      requestAction: 'submit',
    },
  });
  expect(res.json(), res.body).toMatchObject({ approvalState: 'P' });
  return { regId: saved.accnrId, secret: saved.secret };
}

describe('registration approval actions', () => {
  it('rows and the detail carry the registration workflow verbs each role may use; the verbs check the workflow', async () => {
    const { regId } = await submitted(7);
    const l1 = await ctx.signIn('L1SUPPORT');
    const op = await ctx.signIn('OPADMIN');
    const actionsFor = async (authorization: string) => {
      const list = (await ctx.app.inject({ method: 'GET', url: `${BASE}?search=${regId}`, headers: { authorization } })).json();
      const detail = (await ctx.app.inject({ method: 'GET', url: `${BASE}/${regId}`, headers: { authorization } })).json();
      expect(list.aaData).toHaveLength(1);
      expect(detail.actions).toEqual(list.aaData[0].actions);
      return detail.actions as string[];
    };
    // Level-1 support verifies documents; the operator admin also decides.
    expect(await actionsFor(l1.authorization)).toEqual(['verifyDocument']);
    expect(await actionsFor(op.authorization)).toEqual(['verifyDocument', 'approve', 'reject', 'return']);
    // A verb not offered is refused: level-1 support may not reject.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/reject`,
      headers: { authorization: l1.authorization },
      payload: { reason: 'No' },
    });
    expect(refused.statusCode).toBe(403);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/reject`,
      headers: { authorization: op.authorization },
      payload: { reason: 'Not a company' },
    });
    expect(rejected.json(), rejected.body).toMatchObject({ approvalState: 'R' });
    // Decided: nothing is offered any more, and the verbs answer 409.
    expect(await actionsFor(op.authorization)).toEqual([]);
    expect(await actionsFor(l1.authorization)).toEqual([]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/return`,
      headers: { authorization: op.authorization },
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(409);
  });
});
