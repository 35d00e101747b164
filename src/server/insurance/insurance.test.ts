import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { billInput, deliveredJob } from '../../../tests/support/billing-kit';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { insuranceApplications, jobs } from '../db/schema';

// Cargo insurance through the real server: apply, approve (policy number, certificate), reject, cancel, races,
// tenancy, bad input; the premium on the job's DN_CO with a balanced journal.
const ctx = useTestApp();
const db = () => ctx.database.db;
const { call } = apiCallers(ctx);
const BASE = '/api/v1/lintas/trucking/insurance';
const BILLING = '/api/v1/lintas/trucking/billing';

afterEach(async () => {
  await expectLedgerInvariants(db());
});

type App = {
  appId: string;
  jobId: string;
  state: string;
  premium: string;
  policyNo: string | null;
  route: string;
  version: number;
  actions: string[];
  reason: string | null;
  billedDocNo: string | null;
};

/** A job of CO1 (a copy of its delivered demo job) moved back to ASG: insurable. */
async function insurableJob(state = 'ASG') {
  const jobId = await deliveredJob(ctx);
  await db().update(jobs).set({ jobState: state }).where(eq(jobs.jobId, jobId));
  return jobId;
}

const application = (jobId: string, over: Record<string, unknown> = {}) => ({
  jobId,
  insurerId: 'JASINDO',
  goodsType: 'ELECTRONICS',
  goodsDesc: 'LED televisions, 240 cartons',
  currency: 'IDR',
  cargoValue: '500000000',
  ...over,
});

async function applied(jobId: string, over: Record<string, unknown> = {}, usrId = 'CO1'): Promise<App> {
  const res = await call<App>(usrId, 'POST', BASE, application(jobId, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const verb = (usrId: string, appId: string, v: string, body: unknown = {}) =>
  call<App>(usrId, 'POST', `${BASE}/${appId}/${v}`, body);

describe('an application', () => {
  it('is priced by the server from the rate table, with the route of the job', async () => {
    const jobId = await insurableJob();
    const a = await applied(jobId);
    expect(a).toMatchObject({ state: 'REQ', premium: '1250000.00', policyNo: null, actions: ['cancel'] });
    expect(a.route).toContain('→');
    // The minimum premium of the goods type.
    const quote = await call<{ premium: string; minimumApplied: boolean }>(
      'CO1',
      'GET',
      `${BASE}/quote?goodsType=GENERAL&currency=IDR&cargoValue=20000000`,
    );
    expect(quote.body).toMatchObject({ premium: '150000.00', minimumApplied: true });
    // One live application per job.
    const again = await call<{ message: Record<string, string> }>('CO1', 'POST', BASE, application(jobId));
    expect(again.status).toBe(400);
    expect(again.body.message).toMatchObject({ jobId: 'This job already has an insurance application' });
  });

  it('refuses bad input field by field, never a 500', async () => {
    const jobId = await insurableJob();
    const bad = await call<{ status: string; message: Record<string, string> }>('CO1', 'POST', BASE, {
      ...application(jobId),
      cargoValue: '-5',
      goodsDesc: 'x'.repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual(['cargoValue', 'goodsDesc']);
    const nul = await call<{ message: Record<string, string> }>('CO1', 'POST', BASE, {
      ...application(jobId),
      goodsDesc: 'TV\u0000',
    });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body.message)).toContain('goodsDesc');
    const unknown = await call<{ message: Record<string, string> }>('CO1', 'POST', BASE, {
      ...application(jobId),
      insurerId: 'NOPE',
      goodsType: 'NOPE',
    });
    expect(unknown.body.message).toMatchObject({
      insurerId: 'Choose an insurer',
      goodsType: 'Choose a goods type',
    });
    // A delivered job is not insurable; another company's job is as unknown.
    const delivered = await deliveredJob(ctx);
    expect(
      (await call<{ message: Record<string, string> }>('CO1', 'POST', BASE, application(delivered))).body.message,
    ).toMatchObject({
      jobId: 'Only a job not yet delivered or cancelled can be insured',
    });
    expect((await call<{ message: Record<string, string> }>('FF1', 'POST', BASE, application(jobId))).body.message).toMatchObject(
      {
        jobId: 'Choose one of your jobs',
      },
    );
    // The platform and an operator do not apply.
    expect((await call('OPADMIN', 'POST', BASE, application(jobId))).status).toBe(403);
    expect((await call('TO1', 'POST', BASE, application(jobId))).status).toBe(403);
  });

  it('is seen by its applicant and the platform only (another company: 404)', async () => {
    const a = await applied(await insurableJob());
    expect((await call('FF1', 'GET', `${BASE}/${a.appId}`)).status).toBe(404);
    expect((await verb('FF1', a.appId, 'cancel')).status).toBe(404);
    expect((await call('TO1', 'GET', `${BASE}/${a.appId}`)).status).toBe(403);
    const list = await call<{ aaData: App[] }>('FF1', 'GET', `${BASE}?length=100`);
    expect(list.body.aaData.some((r) => r.appId === a.appId)).toBe(false);
    const all = await call<{ aaData: App[] }>('OPADMIN', 'GET', `${BASE}?length=100&state=REQ`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.aaData.find((r) => r.appId === a.appId)?.actions).toEqual(['approve', 'reject']);
  });
});

describe('the decision', () => {
  it('approve: a policy number of the POL series and a certificate PDF', async () => {
    const a = await applied(await insurableJob());
    expect((await verb('CO1', a.appId, 'approve')).status).toBe(403);
    expect((await verb('L1SUPPORT', a.appId, 'approve')).status).toBe(403);
    const ok = await verb('OPADMIN', a.appId, 'approve', { version: a.version });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.policyNo).toMatch(/^POL\/\d{4}\/\d{6}$/);
    expect(ok.body.actions).toEqual([]);
    const pdf = await call<Buffer>('CO1', 'GET', `${BASE}/${a.appId}/certificate/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers['content-type']).toContain('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'ins-'));
    writeFileSync(join(dir, 'c.pdf'), pdf.body);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
    for (const s of [
      'CARGO INSURANCE CERTIFICATE',
      ok.body.policyNo!,
      'PT Asuransi Jasa Indonesia',
      a.jobId,
      'Rp 500.000.000',
      'Rp 1.250.000',
    ])
      expect(text).toContain(s);
    // The cancel after the decision is refused by the state.
    expect((await verb('CO1', a.appId, 'cancel')).status).toBe(409);
    // A certificate of an application not approved: 409.
    const b = await applied(await insurableJob());
    expect((await call('CO1', 'GET', `${BASE}/${b.appId}/certificate/pdf`)).status).toBe(409);
  });

  it('reject needs a reason; cancel by the applicant', async () => {
    const a = await applied(await insurableJob());
    expect((await verb('OPADMIN', a.appId, 'reject', {})).status).toBe(400);
    const r = await verb('OPADMIN', a.appId, 'reject', { reason: 'Goods value not documented' });
    expect(r.body).toMatchObject({ state: 'REJ', reason: 'Goods value not documented', policyNo: null });
    const b = await applied(await insurableJob(), { currency: 'IDR', goodsType: 'FOODSTUFF' });
    expect((await verb('CO1', b.appId, 'cancel')).body).toMatchObject({ state: 'CAN' });
  });

  it('races: two approvals (one policy), approve against cancel, a stale version', async () => {
    const a = await applied(await insurableJob());
    const [x, y] = await Promise.all([verb('OPADMIN', a.appId, 'approve'), verb('SUPERADMIN', a.appId, 'approve')]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const winner = (x.status === 200 ? x : y).body;
    expect((await call<App>('CO1', 'GET', `${BASE}/${a.appId}`)).body.policyNo).toBe(winner.policyNo);
    const b = await applied(await insurableJob());
    const [c, d] = await Promise.all([verb('CO1', b.appId, 'cancel'), verb('OPADMIN', b.appId, 'approve')]);
    expect([c.status, d.status].sort()).toEqual([200, 409]);
    const e = await applied(await insurableJob());
    expect((await verb('OPADMIN', e.appId, 'approve', { version: e.version + 1 })).status).toBe(409);
    expect((await call<App>('CO1', 'GET', `${BASE}/${e.appId}`)).body.state).toBe('REQ');
  });
});

describe('the premium billed with the job', () => {
  it("is a line of the creator's DN_CO, passed through to the insurer without VAT; the journal balances", async () => {
    const jobId = await insurableJob();
    const a = await applied(jobId, { goodsType: 'GENERAL', cargoValue: '300000000' }); // 0.10 % = Rp 300.000
    const approved = (await verb('OPADMIN', a.appId, 'approve')).body;
    await db().update(jobs).set({ jobState: 'DLV' }).where(eq(jobs.jobId, jobId));
    const step = async (usrId: string, url: string, payload: unknown = {}, method: 'GET' | 'POST' = 'POST') => {
      const res = await call<Record<string, unknown>>(usrId, method, `${BILLING}${url}`, payload);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body;
    };
    await step('TO1', `/jobs/${jobId}/bill`, await billInput(ctx));
    await step('CO1', `/jobs/${jobId}/verify`);
    await step('CO1FIN', `/jobs/${jobId}/acknowledge`);
    const billing = (await step('L1SUPPORT', `/jobs/${jobId}`, undefined, 'GET')) as { documents: Array<{ id: number }> };
    for (const doc of billing.documents)
      await step('L1SUPPORT', `/jobs/${jobId}/documents/${doc.id}/verify`, { state: 'VERIFIED' });
    await step('L1SUPPORT', `/jobs/${jobId}/approve`);
    const docs = await db().execute<{
      doc_id: number;
      doc_no: string;
      doc_type: string;
      subtotal: string;
      vat: string;
      total: string;
      lines: Array<{ itemDesc: string; amount: string; kind?: string }>;
    }>(sql`select doc_id, doc_no, doc_type, subtotal, vat, total, lines from money_documents where job_id = ${jobId}`);
    const dnCo = docs.rows.find((d) => d.doc_type === 'DN_CO')!;
    const dnTo = docs.rows.find((d) => d.doc_type === 'DN_TO')!;
    expect(Number(dnCo.subtotal) - Number(dnTo.subtotal)).toBe(300000);
    const line = dnCo.lines.find((l) => l.itemDesc.includes(approved.policyNo!));
    expect(line?.amount).toBe('300000.00');
    // Stored as a premium, so the Sage export books it to the insurance account (decision 0041).
    expect(line?.kind).toBe('INSURANCE');
    expect(dnTo.lines.some((l) => l.itemDesc.includes('POL/'))).toBe(false);
    const journal = await db().execute<{ account_code: string; amount: string }>(sql`
      select l.account_code, l.amount from ledger_lines l join ledger_journals j on j.journal_id = l.journal_id
       where j.cause_type = 'BILL_APPROVED' and l.doc_id = ${dnCo.doc_id}`);
    expect(journal.rows.find((r) => r.account_code === 'INSURANCE_PAYABLE')?.amount).toBe('-30000000');
    const [app] = await db().select().from(insuranceApplications).where(eq(insuranceApplications.appId, a.appId));
    expect(app!.billedDocId).toBe(Number(dnCo.doc_id));
    expect((await call<App>('CO1', 'GET', `${BASE}/${a.appId}`)).body.billedDocNo).toBe(dnCo.doc_no);
    // The job's bill approved: a new application is refused (not insurable), and so is an approval.
    expect((await call('CO1', 'POST', BASE, application(jobId))).status).toBe(400);
  });
});
