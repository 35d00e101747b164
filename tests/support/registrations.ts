import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A small PDF, as a registration's documents are uploaded in the tests. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** Company and administrator details of a truck-operator registration, distinct per `n`. */
export function company(n: number) {
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
export async function submitted(app: FastifyInstance, n: number): Promise<{ regId: string; secret: string }> {
  const c = company(n);
  const saved = (
    await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { portalAccn: { accnDetails: c.details }, requestAction: 'save' },
    })
  ).json();
  const docs = (await app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=ACC_TYPE_TO&ctryCode=ID' })).json();
  for (const d of docs.filter((x: { mandatory: boolean }) => x.mandatory)) {
    await app.inject({
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
  const res = await app.inject({
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
