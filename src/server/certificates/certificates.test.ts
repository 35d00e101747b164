import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCallers, TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { hashPassword } from '../session/passwords';

// Every public call names its client address (X-Forwarded-For from a trusted proxy), so the per-address limit of one
// test does not spend another's.
const ctx = useTestApp({ trustProxy: true, certificateInquiryRateMax: 5 });
const api = apiCallers(ctx, '/api/v1/lintas/trucking');
const raw = apiCallers(ctx, '/api');

type Cert = { certId: string; certNo: string; certType: string; certToken: string; status: string; version: number };

let address = 10;
/** A public POST from a fresh client address. */
async function visitor(url: string, payload?: unknown, ip = `203.0.113.${address++}`) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload ?? {},
    headers: { 'x-forwarded-for': ip },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The demo's approved application at Tanjung Priok with all 8 types (decision 0030), as SL1 lists it. */
async function demoCertificates(): Promise<Cert[]> {
  const list = await api.call('SL1', 'GET', '/certificates?length=100');
  expect(list.status).toBe(200);
  return list.body.aaData;
}

const pdfOf = (base64: string) => Buffer.from(base64, 'base64').toString('latin1');

async function otherLine(): Promise<string> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await ctx.database.db.execute(sql`
    insert into accounts (accn_id, accn_name, accn_coy_regn, accn_status, atyp_id, contact_tel, contact_email, addr_ln1, addr_prov, addr_city, addr_pcode, addr_ctry)
    values ('SL0098', 'PT Pelayaran Lain', '0019283746012001', 'A', 'ACC_TYPE_SL', '+62 21 555 0102', 'ops2@lain.co.id', 'Jl. Lain 2', 'DKI Jakarta', 'Jakarta Utara', '14310', 'ID')`);
  await ctx.database.db.execute(sql`
    insert into users (usr_id, accn_id, usr_name, usr_pass_nid, contact_tel, contact_email, addr_ln1, addr_prov, addr_city, addr_pcode, addr_ctry, password_hash, password_changed_at, password_set_by)
    values ('SL98', 'SL0098', 'Other Line Admin', '3171000000000098', '+62 811 000 0098', 'admin2@lain.co.id', 'Jl. Lain 2', 'DKI Jakarta', 'Jakarta Utara', '14310', 'ID', ${hash}, now(), 'USER')`);
  await ctx.database.db.execute(sql`insert into user_roles (usr_id, role_id) values ('SL98', 'ACCN_ADMIN')`);
  return 'SL98';
}

describe('issued certificates of the demo', () => {
  it('every type numbered from its own series, with dates, issuer, token and a PDF with the QR URL', async () => {
    const certs = await demoCertificates();
    const types = new Set(certs.map((c) => c.certType));
    expect([...types].sort()).toEqual(['DOS', 'EP', 'FRQ', 'PAS', 'POC', 'QUD', 'SSCC', 'SSCEC']);
    // Each type's series counts on its own: the two approved demos make numbers 1 and 2 of EP, FRQ and POC.
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
    const numbers = certs.filter((c) => c.certType === 'POC').map((c) => c.certNo);
    expect(numbers.sort()).toEqual([`POC-${year}-000001`, `POC-${year}-000002`]);
    expect(certs.filter((c) => c.certType === 'SSCC').map((c) => c.certNo)).toEqual([`SSCC-${year}-000001`]);
    // The older approval's 1-day port clearance has expired; the new one is valid.
    expect(
      certs
        .filter((c) => c.certType === 'POC')
        .map((c) => c.status)
        .sort(),
    ).toEqual(['EXPIRED', 'VALID']);

    const poc = certs.find((c) => c.certType === 'POC' && c.status === 'VALID')!;
    const found = await visitor(`/certificate/print/redirect/${poc.certToken}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ certNo: poc.certNo, certType: 'POC', certName: 'Port Clearance', status: 'VALID' });
    const pdf = pdfOf(found.body.data.certData);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`${TEST_PUBLIC_URL}/trucking/session/certificate/POC/${poc.certToken}`);
    expect(pdf).toContain('Kantor Kesyahbandaran Utama Tanjung Priok');
  });

  it('an approval issues the next numbers in its transaction and the detail carries certNo, certToken, status', async () => {
    const before = await demoCertificates();
    const submitted = (await api.call('PCOFFICER', 'GET', '/vessel-calls?status=SUBMITTED')).body.aaData.find(
      (r: { portCode: string }) => r.portCode === 'IDTPP',
    );
    const approved = await api.call('PCOFFICER', 'POST', `/vessel-calls/${submitted.vcId}/approve`, {
      version: submitted.version,
    });
    expect(approved.status).toBe(200);
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
    const poc = approved.body.certificates.find((c: { certType: string }) => c.certType === 'POC');
    expect(poc).toMatchObject({ certNo: `POC-${year}-000003`, status: 'VALID' });
    expect(poc.certToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const after = await demoCertificates();
    expect(after.length).toBe(before.length + approved.body.certificates.length);
    const audit = await ctx.database.db.execute<{ after: { certificates: string[] } }>(
      sql`select after from audit_log where entity = 'vessel_call' and entity_id = ${submitted.vcId} and audt_event = 'VESSEL_CALL_APPROVE'`,
    );
    expect(audit.rows[0]!.after.certificates).toContain(`POC-${year}-000003`);
  });
});

describe('certificate inquiry (public)', () => {
  it('finds by number and type (exact; vessel name and IMO when given), else certificate not found', async () => {
    const certs = (await demoCertificates()) as Array<Cert & { vcId: string }>;
    const demo = certs.find((c) => c.certType === 'SSCC')!.vcId;
    const poc = certs.find((c) => c.certType === 'POC' && c.vcId === demo)!;
    const ok = await visitor('/certificate/print/searchCertificate', {
      certificateNo: ` ${poc.certNo.toLowerCase()} `,
      certificateType: 'POC',
      vesselName: 'km samudera bahari',
      imoNo: 'IMO 9321483',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      certNo: poc.certNo,
      vesselName: 'KM Samudera Bahari',
      imoNo: '9321483',
      status: 'VALID',
    });
    expect(pdfOf(ok.body.data.certData).startsWith('%PDF')).toBe(true);

    for (const wrong of [
      { certificateNo: poc.certNo, certificateType: 'EP' },
      { certificateNo: poc.certNo.slice(0, -1), certificateType: 'POC' },
      { certificateNo: poc.certNo, certificateType: 'POC', vesselName: 'KM Samudera' },
      { certificateNo: poc.certNo, certificateType: 'POC', imoNo: '9074729' },
    ]) {
      const res = await visitor('/certificate/print/searchCertificate', wrong);
      expect(res.status).toBe(404);
      expect(res.body.err.msg).toBe('certificate not found');
    }
  });

  it('without type or number: VALIDATION_FAILED under each field, nothing looked up', async () => {
    const res = await visitor('/certificate/print/searchCertificate', { certificateNo: 'POC-2026-000001' });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('VALIDATION_FAILED');
    expect(res.body.message).toEqual({ certificateType: 'This field is required' });
    const none = await visitor('/certificate/print/searchCertificate', { certificateNo: '  ', certificateType: '' });
    expect(none.body.message).toEqual({ certificateNo: 'This field is required', certificateType: 'This field is required' });
  });

  it('is limited per client address (the trusted proxy names it): the 6th a minute is 429, another address goes on', async () => {
    const body = { certificateNo: 'POC-1999-000001', certificateType: 'POC' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await visitor('/certificate/print/searchCertificate', body, '198.51.100.7')).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    expect((await visitor('/certificate/print/searchCertificate', body, '198.51.100.8')).status).toBe(404);
  });

  it('a forged, malformed or mistyped token: certificate not found', async () => {
    const poc = (await demoCertificates()).find((c) => c.certType === 'POC')!;
    const forged = poc.certToken.slice(0, -2) + (poc.certToken.endsWith('AA') ? 'BB' : 'AA');
    for (const url of [
      `/certificate/print/redirect/${forged}`,
      '/certificate/print/redirect/not-a-token',
      `/certificate/print/redirect/${poc.certToken}?type=EP`,
    ]) {
      const res = await visitor(url);
      expect(res.status).toBe(404);
      expect(res.body.err.msg).toBe('certificate not found');
    }
  });
});

describe('revocation', () => {
  it('the officer revokes with a reason (audited); the token page and the inquiry say revoked; a second is 409', async () => {
    const cert = (await demoCertificates()).find((c) => c.certType === 'DOS')!;
    expect(
      (await api.call('SL1', 'POST', `/certificates/${cert.certId}/revoke`, { reason: 'x', version: cert.version })).status,
    ).toBe(403);
    const officerView = await api.call('PCOFFICER', 'GET', `/certificates/${cert.certId}`);
    expect(officerView.body.actions).toEqual(['revoke']);
    const noReason = await api.call('PCOFFICER', 'POST', `/certificates/${cert.certId}/revoke`, {
      reason: ' ',
      version: cert.version,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toEqual({ reason: 'This field is required' });

    // Two officers at once: one revokes, the other finds it revoked (409).
    const reason = 'Issued for the wrong berth; a new declaration of security follows.';
    const [a, b] = await Promise.all([
      api.call('PCOFFICER', 'POST', `/certificates/${cert.certId}/revoke`, { reason, version: cert.version }),
      api.call('PCOFFICER', 'POST', `/certificates/${cert.certId}/revoke`, { reason, version: cert.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const revoked = a.status === 200 ? a.body : b.body;
    expect(revoked).toMatchObject({ status: 'REVOKED', revokedBy: 'PCOFFICER', revokeReason: reason, actions: [] });

    const page = await visitor(`/certificate/print/redirect/${cert.certToken}`);
    expect(page.body.data).toMatchObject({ status: 'REVOKED', revokeReason: reason });
    expect(pdfOf(page.body.data.certData)).toContain('(REVOKED) Tj');
    const inquiry = await visitor('/certificate/print/searchCertificate', { certificateNo: cert.certNo, certificateType: 'DOS' });
    expect(inquiry.body.data.status).toBe('REVOKED');
    const detail = await api.call(
      'SL1',
      'GET',
      `/vessel-calls/${(await api.call('SL1', 'GET', `/certificates/${cert.certId}`)).body.vcId}`,
    );
    expect(detail.body.certificates.find((c: { certNo: string }) => c.certNo === cert.certNo).status).toBe('REVOKED');

    const audit = await ctx.database.db.execute<{ audt_event: string; audt_remarks: string }>(
      sql`select audt_event, audt_remarks from audit_log where entity = 'certificate' and entity_id = ${cert.certId}`,
    );
    expect(audit.rows).toEqual([{ audt_event: 'CERTIFICATE_REVOKE', audt_remarks: reason }]);
  });
});

describe('previews: the application’s parties and the platform only', () => {
  it('the line, its agent and the officer get base64 PDFs; another line 404; a cargo owner 403', async () => {
    const vcId = ((await demoCertificates()).find((c) => c.certType === 'SSCC') as unknown as { vcId: string }).vcId;
    const other = await otherLine();
    const gets = [
      `/app/preview/fal/fal1/${vcId}`,
      `/app/preview/fal/fal5/${vcId}`,
      `/app/preview/fal/fal7/${vcId}`,
      `/app/preview/VC/${vcId}`,
      `/app/preview/declaration/${vcId}`,
    ];
    for (const user of ['SL1', 'AGENT1', 'PCOFFICER']) {
      for (const url of gets) {
        const res = await raw.call(user, 'GET', url);
        expect(res.status, `${user} ${url}`).toBe(200);
        expect(pdfOf(res.body.data.data).startsWith('%PDF-1.4')).toBe(true);
      }
      const cert = await raw.call(user, 'POST', '/certificate/print/certificate', { appnId: vcId, certificateType: 'POC' });
      expect(cert.status).toBe(200);
      expect(cert.body.data.name).toMatch(/^POC-\d{4}-\d{6}\.pdf$/);
      expect((await raw.call(user, 'POST', `/certificate/print/payments/${vcId}`)).status).toBe(200);
    }
    for (const url of gets) expect((await raw.call(other, 'GET', url)).status, url).toBe(404);
    expect(
      (await raw.call(other, 'POST', '/certificate/print/certificate', { appnId: vcId, certificateType: 'POC' })).status,
    ).toBe(404);
    expect((await raw.call(other, 'POST', `/certificate/print/payments/${vcId}`)).status).toBe(404);
    expect((await api.call(other, 'GET', '/certificates')).body.iTotalRecords).toBe(0);
    expect((await raw.call('CO1', 'GET', `/app/preview/fal/fal1/${vcId}`)).status).toBe(403);
    // The form it did not file, an unknown form type.
    expect((await raw.call('SL1', 'GET', `/app/preview/fal/fal6/${vcId}`)).status).toBe(404);
    expect((await raw.call('SL1', 'GET', `/app/preview/XX/${vcId}`)).status).toBe(404);
    // Signed out: 401.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/app/preview/fal/fal1/${vcId}` })).statusCode).toBe(401);
  });

  it('before approval the certificate preview is a PREVIEW draft without number; a type not asked for is 404', async () => {
    const draft = (await api.call('SL1', 'GET', '/vessel-calls?status=DRAFT')).body.aaData[0];
    const res = await raw.call('SL1', 'POST', '/certificate/print/certificate', { appnId: draft.vcId, certificateType: 'EP' });
    expect(res.status).toBe(200);
    const pdf = pdfOf(res.body.data.data);
    expect(pdf).toContain('(PREVIEW) Tj');
    expect(res.body.data.name).toBe(`${draft.vcId}-EP-preview.pdf`);
    expect(
      (await raw.call('SL1', 'POST', '/certificate/print/certificate', { appnId: draft.vcId, certificateType: 'SSCC' })).status,
    ).toBe(404);
  });
});
