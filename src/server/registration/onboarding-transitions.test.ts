import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, attachments, auditLog, outbox, registrations, users } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

/**
 * Spec §4 registration approval states, every transition and every refused one:
 * P -> C (approve, only with the mandatory documents verified) -> V (first administrator activated),
 * P -> R (reject, final), P -> RET (return for amendment) -> P (visitor resubmits), X (expired).
 */
const ctx = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const BASE = '/api/v1/lintas/trucking/registrations';

let requests = 0;
const ip = () => {
  requests += 1;
  return `10.66.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
};

function company(n: number, over: { details?: Record<string, unknown>; user?: Record<string, unknown> } = {}) {
  return {
    details: {
      accnName: `PT Transisi Uji ${n}`,
      accnCoyRegn: `${String(n).padStart(4, '0')}876543210000`,
      TMstAccnType: { atypId: 'ACC_TYPE_TO' },
      accnContact: { contactTel: '+62 21 4400 1234', contactEmail: `admin${n}@transisi.co.id` },
      accnAddr: {
        addrLn1: 'Jl. Raya Cakung No. 5',
        addrProv: 'DKI Jakarta',
        addrCity: 'Jakarta Timur',
        addrPcode: '13910',
        addrCtry: { ctyCode: 'ID' },
      },
      ...over.details,
    },
    coreUsr: {
      usrName: `Pengurus ${n}`,
      usrPassNid: '3175010101900001',
      usrContact: { contactTel: '+62 812 1234 5678', contactEmail: `pengurus${n}@transisi.co.id` },
      usrAddr: { addrLn1: 'Jl. Raya Cakung No. 5', addrPcode: '13910', addrCtry: { ctyCode: 'ID' } },
      ...over.user,
    },
  };
}

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip() });

/** A submitted (P) truck-operator registration with its mandatory documents. */
async function submitted(n: number, over: Parameters<typeof company>[1] = {}) {
  const c = company(n, over);
  const saved = (await post('/api/register/', { portalAccn: { accnDetails: c.details }, requestAction: 'save' })).json();
  const headers = { 'x-registration-secret': saved.secret as string };
  const docs = (await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=ACC_TYPE_TO' })).json();
  for (const d of docs.filter((x: { mandatory: boolean }) => x.mandatory)) {
    const up = await post(
      '/api/register/attch/upload',
      {
        attType: d.attType,
        attName: `${d.attType}.pdf`,
        attSize: PDF.length,
        attData: PDF.toString('base64'),
        attReferenceid: saved.accnrId,
      },
      headers,
    );
    expect(up.statusCode).toBe(200);
  }
  const res = await post(
    '/api/register/',
    {
      portalAccn: { accnDetails: { ...c.details, accnId: saved.accnrId } },
      coreUsr: c.coreUsr,
      services: ['TRUCKING'],
      requestAction: 'submit',
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().approvalState).toBe('P');
  return { regId: saved.accnrId as string, secret: saved.secret as string, c };
}

async function staff() {
  const op = await ctx.signIn('OPADMIN');
  const l1 = await ctx.signIn('L1SUPPORT');
  const as =
    (authorization: string) =>
    (path: string, payload: Record<string, unknown> = {}) =>
      post(`${BASE}/${path}`, payload, { authorization });
  return { op: as(op.authorization), l1: as(l1.authorization), opAuth: op.authorization };
}

async function verifyAll(l1: (path: string, payload?: Record<string, unknown>) => ReturnType<typeof post>, regId: string) {
  // The registration's NPWP first: mandatory for an Indonesian company whatever the table's physical order (without an
  // order, the first row was sometimes a Cambodian document, not required here, and returning it blocked nothing).
  const docs = await ctx.database.db
    .select({ attId: attachments.attId })
    .from(attachments)
    .where(eq(attachments.attReferenceid, regId))
    .orderBy(sql`${attachments.attType} <> 'NPWP'`, attachments.attType);
  for (const d of docs) expect((await l1(`${regId}/documents/${d.attId}/verify`)).json().verifyState).toBe('VERIFIED');
  return docs;
}

const stateOf = async (regId: string) =>
  (await ctx.database.db.select().from(registrations).where(eq(registrations.regId, regId)))[0]!.approvalState;
const auditEvents = async (regId: string) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, regId))).map((r) => r.audtEvent);

describe('registration approval states (spec §4)', () => {
  it('P -> C -> V: approval waits for every mandatory document verified (a returned one too), then activation', async () => {
    const { op, l1 } = await staff();
    const { regId } = await submitted(11);
    expect((await op(`${regId}/approve`)).statusCode).toBe(409);
    const docs = await verifyAll(l1, regId);
    // One document returned by level-1 support: approval is refused again.
    expect((await l1(`${regId}/documents/${docs[0]!.attId}/return`, { reason: 'Unreadable' })).json().verifyState).toBe(
      'RETURNED',
    );
    const refused = await op(`${regId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err.msg).toBe('Every mandatory document must be verified before approval');
    await l1(`${regId}/documents/${docs[0]!.attId}/verify`);
    // Level-1 support verifies but does not decide.
    expect((await l1(`${regId}/approve`)).statusCode).toBe(403);
    expect((await l1(`${regId}/reject`, { reason: 'x' })).statusCode).toBe(403);
    const approved = await op(`${regId}/approve`);
    expect(approved.json()).toMatchObject({ approvalState: 'C' });
    expect(await stateOf(regId)).toBe('C');

    // C: nothing more to decide; documents are frozen.
    for (const [path, body] of [
      [`${regId}/approve`, {}],
      [`${regId}/reject`, { reason: 'late' }],
      [`${regId}/return`, { reason: 'late' }],
      [`${regId}/documents/${docs[0]!.attId}/return`, { reason: 'late' }],
    ] as const) {
      const res = await (path.includes('/documents/') ? l1 : op)(path, body);
      expect(res.statusCode, path).toBe(409);
    }
    expect(await auditEvents(regId)).toEqual(
      expect.arrayContaining(['REGISTRATION_CREATED', 'REGISTRATION_SUBMITTED', 'REGISTRATION_APPROVED']),
    );

    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'pengurus11@transisi.co.id'), eq(outbox.template, 'REGISTRATION_APPROVED')));
    const key = /\/trucking\/activate\/([\w-]+)/.exec(mail!.body)![1]!;
    const act = await post('/api/v1/lintas/trucking/auth/activate', {
      token: key,
      newPassword: 'Transisi#2027',
      confirmPassword: 'Transisi#2027',
    });
    expect(act.statusCode).toBe(200);
    expect(await stateOf(regId)).toBe('V');
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.accnId, approved.json().accnId));
    expect(account!.accnStatus).toBe('A');
    expect((await op(`${regId}/approve`)).statusCode).toBe(409);
    expect((await op(`${regId}/reject`, { reason: 'after activation' })).statusCode).toBe(409);
  });

  it('P -> R: a rejection is final (decide again, approve or return: 409), e-mailed and audited; the visitor cannot save', async () => {
    const { op, l1 } = await staff();
    const { regId, secret, c } = await submitted(12);
    await verifyAll(l1, regId);
    expect((await op(`${regId}/reject`, { reason: 'Not a transport company' })).json().approvalState).toBe('R');
    expect((await op(`${regId}/reject`, { reason: 'twice' })).statusCode).toBe(409);
    expect((await op(`${regId}/approve`)).statusCode).toBe(409);
    expect((await op(`${regId}/return`, { reason: 'again' })).statusCode).toBe(409);
    const save = await post(
      '/api/register/',
      { portalAccn: { accnDetails: { ...c.details, accnId: regId } }, requestAction: 'save' },
      { 'x-registration-secret': secret },
    );
    expect(save.statusCode).toBe(409);
    expect(await auditEvents(regId)).toContain('REGISTRATION_REJECTED');
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, 'admin12@transisi.co.id'));
    expect(mails.map((m) => m.template)).toContain('REGISTRATION_REJECTED');
  });

  it('P -> RET -> P: while returned it cannot be decided; the visitor amends and resubmits; a reason is required', async () => {
    const { op, l1 } = await staff();
    const { regId, secret, c } = await submitted(13);
    expect((await op(`${regId}/return`, { reason: '' })).statusCode).toBe(400);
    expect((await op(`${regId}/return`, { reason: 'The NIB is unreadable' })).json().approvalState).toBe('RET');
    expect((await op(`${regId}/return`, { reason: 'twice' })).statusCode).toBe(409);
    expect((await op(`${regId}/approve`)).statusCode).toBe(409);
    expect((await op(`${regId}/reject`, { reason: 'while returned' })).statusCode).toBe(409);
    const [doc] = await ctx.database.db
      .select({ attId: attachments.attId })
      .from(attachments)
      .where(eq(attachments.attReferenceid, regId));
    expect((await l1(`${regId}/documents/${doc!.attId}/verify`)).statusCode).toBe(409);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, 'admin13@transisi.co.id'));
    expect(mails.map((m) => m.template)).toContain('REGISTRATION_RETURNED');

    const again = await post(
      '/api/register/',
      {
        portalAccn: { accnDetails: { ...c.details, accnId: regId, accnName: 'PT Transisi Uji 13 Perbaikan' } },
        coreUsr: c.coreUsr,
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
      { 'x-registration-secret': secret },
    );
    expect(again.json()).toMatchObject({ approvalState: 'P', returnReasons: null });
    expect(await auditEvents(regId)).toEqual(
      expect.arrayContaining(['REGISTRATION_RETURNED', 'REGISTRATION_SUBMITTED', 'REGISTRATION_SUBMITTED']),
    );
  });

  it('an expired (X) registration cannot be decided', async () => {
    const { op } = await staff();
    const { regId } = await submitted(14);
    await ctx.database.db.update(registrations).set({ approvalState: 'X' }).where(eq(registrations.regId, regId));
    expect((await op(`${regId}/approve`)).statusCode).toBe(409);
    expect((await op(`${regId}/reject`, { reason: 'expired' })).statusCode).toBe(409);
    expect((await op(`${regId}/return`, { reason: 'expired' })).statusCode).toBe(409);
  });

  it('approval of a registration with fields at their §5 maximum (sent with surrounding spaces) creates the company', async () => {
    const { op, l1 } = await staff();
    const pad = (s: string) => `  ${s}  `;
    const { regId } = await submitted(15, {
      details: {
        accnName: pad(`PT ${'Panjang '.repeat(40)}`.slice(0, 256)),
        accnContact: { contactTel: pad(`+${'6'.repeat(1023)}`), contactEmail: pad('admin15@transisi.co.id') },
        accnAddr: {
          addrLn1: pad('A'.repeat(64)),
          addrLn2: pad('B'.repeat(64)),
          addrLn3: pad('C'.repeat(64)),
          addrProv: pad('P'.repeat(15)),
          addrCity: pad('K'.repeat(15)),
          addrPcode: ' 13910 ',
          addrCtry: { ctyCode: 'id' },
        },
      },
      user: { usrName: pad('N'.repeat(35)), usrPassNid: pad('3'.repeat(20)), usrTitle: pad('T'.repeat(35)) },
    });
    await verifyAll(l1, regId);
    const approved = await op(`${regId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.accnId, approved.json().accnId));
    expect(account).toMatchObject({ addrLn1: 'A'.repeat(64), addrCity: 'K'.repeat(15), addrCtry: 'ID', accnStatus: 'R' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.usrId, approved.json().usrId));
    expect(user).toMatchObject({ usrName: 'N'.repeat(35), usrPassNid: '3'.repeat(20) });
  });
});
