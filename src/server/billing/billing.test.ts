import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approvalLinks,
  billInput,
  billingCallers,
  deliveredJob,
  fileOf,
  secondApprover,
  type BillCall,
} from '../../../tests/support/billing-kit';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { TEST_PUBLIC_URL, TEST_SECRET, useTestApp } from '../../../tests/support/test-app';
import { formatMoney } from '../../domain/format';
import { permissionsOf } from '../../domain/permissions';
import { accounts, auditLog, jobBills, jobs, jobTrips, moneyDocuments } from '../db/schema';
import type { Principal } from '../http/principal';
import { actOnApprovalLink, decideBill, nextNumber } from './billing.service';

const ctx = useTestApp();

/** The text Poppler reads from a PDF. */
function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(nodePath.join(tmpdir(), 'lintas-pdf-'));
  try {
    const file = nodePath.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const as = billingCallers(ctx);

// The ledger's invariants hold after every billing scenario (issue 14).
afterEach(async () => {
  await expectLedgerInvariants(ctx.database.db);
});

const jobState = async (jobId: string) =>
  (await ctx.database.db.select({ s: jobs.jobState, v: jobs.version }).from(jobs).where(eq(jobs.jobId, jobId)))[0]!;

async function ok(call: BillCall, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A job billed by TO1 (with a toll reimbursement and its receipt). */
async function billedJob(over: Record<string, unknown> = {}, charge?: string) {
  const jobId = await deliveredJob(ctx, charge ? { totalCharge: charge } : {});
  const to1 = await as('TO1');
  const billing = await ok(to1, 'POST', `/jobs/${jobId}/bill`, await billInput(ctx, over));
  return { jobId, billing };
}

/** A job at ACK_BILL: billed, verified by CO1, acknowledged by CO1FIN. */
async function acknowledgedJob(charge?: string) {
  const { jobId } = await billedJob({}, charge);
  await ok(await as('CO1'), 'POST', `/jobs/${jobId}/verify`, {});
  await ok(await as('CO1FIN'), 'POST', `/jobs/${jobId}/acknowledge`, {});
  return jobId;
}

async function verifyAllDocuments(jobId: string) {
  const l1 = await as('L1SUPPORT');
  const billing = await ok(l1, 'GET', `/jobs/${jobId}`);
  for (const doc of billing.documents) {
    await ok(l1, 'POST', `/jobs/${jobId}/documents/${doc.id}/verify`, { state: 'VERIFIED' });
  }
}

describe('billing: the whole way, bill -> verify -> acknowledge (by the e-mailed link) -> documents -> approve', () => {
  it('makes the bill, the links, the numbered money documents and the payments', async () => {
    const { jobId, billing } = await billedJob();
    expect(billing).toMatchObject({ jobState: 'BILLED', bill: { billVersion: 1, reimbursementTotal: '150000.00' } });
    expect(billing.bill.lines.map((l: { kind: string }) => l.kind)).toEqual(['TRIP', 'REIMBURSEMENT']);
    // The trip line names its trip, so each reader's language can describe it; other lines name none.
    const [trip] = await ctx.database.db.select().from(jobTrips).where(eq(jobTrips.jobId, jobId));
    expect(billing.bill.lines[0].trip).toEqual({ seq: 1, vehicleType: trip!.vehicleType, containerNo: trip!.containerNo });
    expect(billing.bill.lines[1].trip).toBeNull();
    expect(billing.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['INVOICE', 'POD', 'RECEIPT']);
    // The operator has no more billing buttons; the creator's officer may verify or reject.
    expect(billing.actions).toEqual([]);
    expect((await ok(await as('CO1'), 'GET', `/jobs/${jobId}`)).actions).toEqual(['verifyBill', 'rejectBill']);

    // The finance approver got a link at billing (en + id) with the configured base.
    const [billedLink] = await approvalLinks(ctx, jobId);
    expect(billedLink!.body).toContain('https://portal.lintas.test/trucking/approve/billing/job/truck/');
    expect(billedLink!.body).toContain('---');

    await ok(await as('CO1'), 'POST', `/jobs/${jobId}/verify`, {});
    const links = await approvalLinks(ctx, jobId);
    expect(links).toHaveLength(2);
    const link = links[0]!;
    const fin = await as('CO1FIN');
    const path = `/approve/${link.jobId}/${link.accnId}/${link.role}/${link.validDate}`;
    const view = await ok(fin, 'GET', `${path}?token=${encodeURIComponent(link.token)}`);
    expect(view).toMatchObject({ status: 'VALID', actions: ['acknowledgeBill', 'rejectBill'] });
    expect(view.billing.bill.total).toBe(billing.bill.total);
    const acked = await ok(fin, 'POST', path, { token: link.token, verb: 'acknowledgeBill' });
    expect(acked.jobState).toBe('ACK_BILL');

    // Approving while a document is unverified: refused with a clear message, nothing changes.
    const l1 = await as('L1SUPPORT');
    const early = await l1('POST', `/jobs/${jobId}/approve`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().err.msg).toMatch(/Every document must be verified/);
    expect((await jobState(jobId)).s).toBe('ACK_BILL');

    // The queue shows the job with its counts; a remark and a pending return, then every document verified.
    const queue = await ok(l1, 'GET', `/doc-verification?search=${jobId}`);
    expect(queue.aaData).toHaveLength(1);
    expect(queue.aaData[0]).toMatchObject({
      jobId,
      documentCount: 3,
      verifiedCount: 0,
      // Approve is offered once every document is verified.
      actions: ['rejectApproval'],
    });
    const firstDoc = view.billing.documents[0].id;
    await ok(l1, 'POST', `/jobs/${jobId}/documents/${firstDoc}/remarks`, { remark: 'Stamp unclear' });
    const pending = await l1('POST', `/jobs/${jobId}/documents/${firstDoc}/verify`, { state: 'PENDING_RETURN' });
    expect(pending.statusCode).toBe(400);
    await ok(l1, 'POST', `/jobs/${jobId}/documents/${firstDoc}/verify`, {
      state: 'PENDING_RETURN',
      remark: 'Send a clearer copy',
    });
    expect((await ok(l1, 'GET', `/doc-verification?search=${jobId}`)).aaData[0].remarkCount).toBe(2);
    await verifyAllDocuments(jobId);

    expect((await ok(l1, 'GET', `/jobs/${jobId}`)).actions).toEqual(['approveBill', 'rejectApproval']);
    const approved = await ok(l1, 'POST', `/jobs/${jobId}/approve`, {});
    expect(approved.jobState).toBe('APP_BILL');
    const docs = approved.moneyDocuments as Array<{
      docNo: string;
      docType: string;
      total: string;
      subtotal: string;
      vat: string;
      withholding: string;
      dueDate: string;
      totalInWordsId: string;
      verifyUrl: string;
    }>;
    expect(docs.map((d) => d.docType)).toEqual(['DN_TO', 'DN_CO', 'PF_CO', 'PF_TO']);
    const year = new Date().getUTCFullYear();
    for (const d of docs) expect(d.docNo).toMatch(new RegExp(`^(DN|PF)/(${year}|${year + 1})/\\d{6}$`));
    const total = billing.bill.total as string;
    const dnCo = docs.find((d) => d.docType === 'DN_CO')!;
    expect(dnCo.subtotal).toBe(total);
    // The documents' lines read in English and Bahasa Indonesia, with the vocabulary's names instead of codes.
    const dnCoLines = (approved.moneyDocuments as Array<{ docType: string; lines: Array<{ itemDesc: string }> }>).find(
      (d) => d.docType === 'DN_CO',
    )!.lines;
    expect(trip!.vehicleType).toBe('PRIME_MOVER');
    expect(dnCoLines.map((l) => l.itemDesc)).toEqual([
      `Trip 1 · Prime mover (tractor head for container chassis) · ${trip!.containerNo} / ` +
        `Perjalanan 1 · Prime mover (truk penarik sasis kontainer) · ${trip!.containerNo}`,
      'Toll / Biaya tol',
    ]);
    const pfCoLine = (approved.moneyDocuments as Array<{ docType: string; lines: Array<{ itemDesc: string }> }>).find(
      (d) => d.docType === 'PF_CO',
    )!.lines[0]!.itemDesc;
    expect(pfCoLine).toBe(`Platform fee ${jobId} (customer) / Biaya platform ${jobId} (pelanggan)`);
    // The stored bill line keeps its English description.
    expect(billing.bill.lines[0].description).toContain('PRIME_MOVER');
    // Demo contract: customer fee 2.5 % of the trip charges, operator fee fixed Rp50,000; VAT 11 % effective.
    const pfTo = docs.find((d) => d.docType === 'PF_TO')!;
    expect(pfTo).toMatchObject({ subtotal: '50000.00', vat: '5500.00', withholding: '0.00', total: '55500.00' });
    // CO1 withholds PPh 23 at 2 % of its fee (the demo contract), down to the whole rupiah, deducted from the total.
    const pfCo = docs.find((d) => d.docType === 'PF_CO')!;
    const minor = (v: string) => BigInt(v.replace('.', ''));
    const withheld = ((minor(pfCo.subtotal) * 2n) / 100n / 100n) * 100n;
    expect(withheld).toBeGreaterThan(0n);
    expect(minor(pfCo.withholding)).toBe(withheld);
    expect(minor(pfCo.total)).toBe(minor(pfCo.subtotal) + minor(pfCo.vat) - withheld);
    expect(dnCo.totalInWordsId).toMatch(/rupiah$/);
    expect(dnCo.verifyUrl).toMatch(
      /^https:\/\/portal\.lintas\.test\/api\/v1\/lintas\/trucking\/billing\/verify-document\/[0-9a-f]{32}$/,
    );
    expect(approved.payments).toHaveLength(4);
    expect(approved.payments.every((p: { status: string }) => p.status === 'NEW')).toBe(true);
    expect(new Set(approved.payments.map((p: { direction: string }) => p.direction))).toEqual(new Set(['IN', 'OUT']));

    // The creator reads its own documents only; the operator its own; the QR URL answers anyone.
    const coDocs = (await ok(fin, 'GET', `/jobs/${jobId}`)).moneyDocuments.map((d: { docType: string }) => d.docType);
    expect(coDocs).toEqual(['DN_CO', 'PF_CO']);
    const toDocs = (await ok(await as('TO1'), 'GET', `/jobs/${jobId}`)).moneyDocuments.map((d: { docType: string }) => d.docType);
    expect(toDocs).toEqual(['DN_TO', 'PF_TO']);
    const dnToId = approved.moneyDocuments.find((d: { docType: string }) => d.docType === 'DN_TO').docId;
    expect((await fin('GET', `/documents/${dnToId}`)).statusCode).toBe(404);
    // The PDF download: the same number and total as the screen's document.
    const dnCoId = approved.moneyDocuments.find((d: { docType: string }) => d.docType === 'DN_CO').docId;
    const pdf = await fin('GET', `/documents/${dnCoId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pdfText = Buffer.from(pdf.rawPayload).toString('latin1');
    expect(pdfText).toContain(dnCo.docNo);
    expect(pdfText).toContain(`(${formatMoney(dnCo.total, 'IDR')}) Tj`);
    // The PDF's text (Poppler's pdftotext): the lines in both languages, no vocabulary code.
    const printed = pdfToText(Buffer.from(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const s of ['Trip 1', 'Perjalanan 1', 'Prime mover', 'Toll', 'Biaya tol']) expect(printed).toContain(s);
    expect(printed).not.toContain('PRIME_MOVER');
    expect((await (await as('TO1'))('GET', `/documents/${dnCoId}/pdf`)).statusCode).toBe(404);
    const qr = await ctx.app.inject({ method: 'GET', url: dnCo.verifyUrl.replace('https://portal.lintas.test', '') });
    expect(qr.json()).toMatchObject({ docNo: dnCo.docNo, total: dnCo.total, valid: true });

    // The approved tab lists it with the due date of the creator's debit note.
    const approvedTab = await ok(fin, 'GET', `/jobs?tab=approved&search=${jobId}`);
    expect(approvedTab.aaData[0]).toMatchObject({ jobId, paymentDueDate: dnCo.dueDate, paymentState: 'NEW' });

    // The workbench: the approved-jobs card counts it, the summary has its amount; the export has its row.
    const dash = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lintas/trucking/dashboard',
      headers: { authorization: await as.authorization('CO1FIN') },
    });
    const card = dash.json().cards.find((c: { tabCode: string }) => c.tabCode === 'approvedJobs');
    // An approved job whose payment is paid counts as PAID (the demo's paid out bills, issue 14).
    expect(card.transStatistic.APP_BILL + (card.transStatistic.PAID ?? 0)).toBe(
      (await ok(fin, 'GET', '/jobs?tab=approved')).iTotalRecords,
    );
    const summary = await ok(fin, 'GET', '/summary');
    const approvedCard = summary.find((c: { dbType: string }) => c.dbType === 'APPROVED_JOBS');
    expect(approvedCard.transStatistic.APP_BILL).toBe(card.transStatistic.APP_BILL + (card.transStatistic.PAID ?? 0));
    expect(approvedCard.totals[0].currency).toBe('IDR');
    const csv = await fin('GET', `/jobs/export?tab=approved&format=csv&search=${jobId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(jobId);
    expect(csv.body.split('\n')[0]).toContain('Payment due date');

    // Audited: every verb and the documents.
    const events = await ctx.database.db
      .select({ e: auditLog.audtEvent })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, jobId)));
    const names = events.map((e) => e.e);
    for (const e of [
      'JOB_BILL',
      'JOB_VERIFYBILL',
      'JOB_ACKNOWLEDGEBILL',
      'JOB_APPROVEBILL',
      'BILL_DOCUMENTS',
      'BILL_LINK_USED',
    ]) {
      expect(names).toContain(e);
    }
  });
});

describe('billing: bad input is a field error and changes nothing', () => {
  it('negative amount, a receipt that is not a PDF or image, an unknown type, too many decimals', async () => {
    const jobId = await deliveredJob(ctx);
    const to1 = await as('TO1');
    const receipt = await fileOf(ctx, 'TO0001');
    const text = await fileOf(ctx, 'TO0001', 'text/plain');
    const res = await to1(
      'POST',
      `/jobs/${jobId}/bill`,
      await billInput(ctx, {
        reimbursements: [
          { reimbursementType: 'TOLL', amount: '-5', receiptAttId: receipt },
          { reimbursementType: 'NOPE', amount: '10', receiptAttId: receipt },
        ],
        additionalCharges: [{ description: 'x', amount: '1,000' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().message as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual([
      'additionalCharges.0.amount',
      'reimbursements.0.amount',
      'reimbursements.1.reimbursementType',
    ]);
    const res2 = await to1(
      'POST',
      `/jobs/${jobId}/bill`,
      await billInput(ctx, {
        reimbursements: [
          { reimbursementType: 'TOLL', amount: '10.123', receiptAttId: receipt },
          { reimbursementType: 'PARKING', amount: '10', receiptAttId: text },
        ],
      }),
    );
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toEqual({
      'reimbursements.0.amount': 'The amount has more decimals than the currency has',
      'reimbursements.1.receiptAttId': 'The document must be a PDF or an image (PNG, JPEG)',
    });
    // Another company's document is not the operator's to attach.
    const foreign = await fileOf(ctx, 'CO0001');
    const res3 = await to1('POST', `/jobs/${jobId}/bill`, await billInput(ctx, { invoiceAttId: foreign }));
    expect(res3.json().message).toHaveProperty('invoiceAttId');
    expect(await jobState(jobId)).toEqual({ s: 'DLV', v: 1 });
    expect(await ctx.database.db.select().from(jobBills).where(eq(jobBills.jobId, jobId))).toEqual([]);
  });
});

describe('billing: races (one wins, the other 409, nothing else changes)', () => {
  it('two finance approvers acknowledging at once', async () => {
    const { jobId } = await billedJob();
    await ok(await as('CO1'), 'POST', `/jobs/${jobId}/verify`, {});
    await secondApprover(ctx);
    const [a, b] = [await as('CO1FIN'), await as('CO1FIN2')];
    const replies = await Promise.all([a('POST', `/jobs/${jobId}/acknowledge`, {}), b('POST', `/jobs/${jobId}/acknowledge`, {})]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, jobId), eq(auditLog.audtEvent, 'JOB_ACKNOWLEDGEBILL')));
    expect(events).toHaveLength(1);
  });

  it('reject and approve at once', async () => {
    const jobId = await acknowledgedJob();
    await verifyAllDocuments(jobId);
    const l1 = await as('L1SUPPORT');
    const replies = await Promise.all([
      l1('POST', `/jobs/${jobId}/approve`, {}),
      l1('POST', `/jobs/${jobId}/reject-approval`, { reason: 'Receipt does not match' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { s } = await jobState(jobId);
    const docs = await ctx.database.db.select().from(moneyDocuments).where(eq(moneyDocuments.jobId, jobId));
    // Approved: four documents; rejected: none.
    expect(docs).toHaveLength(s === 'APP_BILL' ? 4 : 0);
    expect(['APP_BILL', 'REJ_BILL']).toContain(s);
  });

  it('a stale version is 409', async () => {
    const { jobId, billing } = await billedJob();
    const res = await (await as('CO1'))('POST', `/jobs/${jobId}/verify`, { version: billing.version - 1 });
    expect(res.statusCode).toBe(409);
  });
});

describe('billing: reject, re-bill as a new version, history readable', () => {
  it('keeps every version with who and why', async () => {
    const { jobId } = await billedJob();
    const co1 = await as('CO1');
    expect((await co1('POST', `/jobs/${jobId}/reject`, {})).statusCode).toBe(400);
    await ok(co1, 'POST', `/jobs/${jobId}/reject`, { reason: 'Toll receipt missing' });
    const to1 = await as('TO1');
    const listed = await ok(to1, 'GET', `/jobs?tab=jobBilling&search=${jobId}`);
    expect(listed.aaData[0]).toMatchObject({ jobState: 'REJ_BILL', rejectReason: 'Toll receipt missing', actions: ['bill'] });
    const again = await ok(
      to1,
      'POST',
      `/jobs/${jobId}/bill`,
      await billInput(ctx, { additionalCharges: [{ description: 'Waiting time', amount: '75000' }] }),
    );
    expect(again.bill.billVersion).toBe(2);
    const versions = await ok(co1, 'GET', `/jobs/${jobId}/versions`);
    expect(versions.map((v: { billVersion: number; state: string }) => [v.billVersion, v.state])).toEqual([
      [2, 'BILLED'],
      [1, 'REJ_BILL'],
    ]);
    expect(versions[1]).toMatchObject({ rejectedBy: 'CO1', rejectReason: 'Toll receipt missing', billedBy: 'TO1' });
    expect(versions[0].additionalTotal).toBe('75000.00');
  });
});

describe('billing: the signed approval link', () => {
  async function verifiedWithLink() {
    const { jobId } = await billedJob();
    await ok(await as('CO1'), 'POST', `/jobs/${jobId}/verify`, {});
    const link = (await approvalLinks(ctx, jobId))[0]!;
    return { jobId, link, path: `/approve/${link.jobId}/${link.accnId}/${link.role}/${link.validDate}` };
  }
  const refusals = async (jobId: string) =>
    (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, jobId), inArray(auditLog.audtEvent, ['BILL_LINK_REFUSED'])))
    ).length;

  it('is built on the configured PUBLIC_URL, never on the request headers', async () => {
    const jobId = await deliveredJob(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/lintas/trucking/billing/jobs/${jobId}/bill`,
      headers: {
        authorization: await as.authorization('TO1'),
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
      payload: await billInput(ctx),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [link] = await approvalLinks(ctx, jobId);
    expect(link!.body).toContain(
      `https://portal.lintas.test/trucking/approve/billing/job/truck/${jobId}/CO0001/FINANCE_APPROVER/`,
    );
    expect(link!.body).not.toContain('evil.example');
  });

  it('used twice: the second is refused and changes nothing', async () => {
    const { jobId, link, path } = await verifiedWithLink();
    const fin = await as('CO1FIN');
    await ok(fin, 'POST', path, { token: link.token, verb: 'acknowledgeBill' });
    const again = await fin('POST', path, { token: link.token, verb: 'rejectBill', reason: 'second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(again.json().err.msg).toMatch(/already been used/);
    expect((await jobState(jobId)).s).toBe('ACK_BILL');
    expect((await ok(fin, 'GET', `${path}?token=${encodeURIComponent(link.token)}`)).status).toBe('USED');
    expect(await refusals(jobId)).toBe(1);
  });

  it('forged, or with a changed role: refused (403), nothing changes', async () => {
    const { jobId, link, path } = await verifiedWithLink();
    const fin = await as('CO1FIN');
    const forged = link.token.slice(0, -2) + (link.token.endsWith('AA') ? 'BB' : 'AA');
    expect((await fin('POST', path, { token: forged, verb: 'acknowledgeBill' })).statusCode).toBe(403);
    const otherRole = `/approve/${link.jobId}/${link.accnId}/ADMIN/${link.validDate}`;
    expect((await fin('POST', otherRole, { token: link.token, verb: 'acknowledgeBill' })).statusCode).toBe(403);
    const otherDate = `/approve/${link.jobId}/${link.accnId}/${link.role}/2099-12-31`;
    expect((await fin('POST', otherDate, { token: link.token, verb: 'acknowledgeBill' })).statusCode).toBe(403);
    expect((await ok(fin, 'GET', `${otherRole}?token=${encodeURIComponent(link.token)}`)).status).toBe('INVALID');
    expect((await jobState(jobId)).s).toBe('VER_BILL');
    expect(await refusals(jobId)).toBeGreaterThanOrEqual(3);
  });

  it('another signed-in person cannot use it', async () => {
    const { jobId, link, path } = await verifiedWithLink();
    await secondApprover(ctx, 'CO1FIN3');
    const other = await as('CO1FIN3');
    const res = await other('POST', path, { token: link.token, verb: 'acknowledgeBill' });
    expect(res.statusCode).toBe(403);
    expect((await jobState(jobId)).s).toBe('VER_BILL');
  });

  it('after a re-bill the old link is refused', async () => {
    const { jobId } = await billedJob();
    const old = (await approvalLinks(ctx, jobId))[0]!;
    await ok(await as('CO1'), 'POST', `/jobs/${jobId}/reject`, { reason: 'wrong toll' });
    await ok(await as('TO1'), 'POST', `/jobs/${jobId}/bill`, await billInput(ctx));
    await ok(await as('CO1'), 'POST', `/jobs/${jobId}/verify`, {});
    const fin = await as('CO1FIN');
    const path = `/approve/${old.jobId}/${old.accnId}/${old.role}/${old.validDate}`;
    const res = await fin('POST', path, { token: old.token, verb: 'acknowledgeBill' });
    expect(res.statusCode).toBe(409);
    expect(res.json().err.msg).toMatch(/bill has changed/);
    expect((await jobState(jobId)).s).toBe('VER_BILL');
  });

  it('after its validity date it is refused', async () => {
    const { jobId, link } = await verifiedWithLink();
    const [user] = await ctx.database.db.select().from(accounts).where(eq(accounts.accnId, 'CO0001'));
    const principal: Principal = {
      usrId: 'CO1FIN',
      usrName: 'CO1FIN',
      accnId: 'CO0001',
      accnName: user!.accnName,
      accnType: 'ACC_TYPE_CO',
      accnStatus: 'A',
      authorities: ['FINANCE_APPROVER'],
      permissions: ['jobs.read', 'billing.acknowledge', 'billing.review'],
      sessionId: 'x',
      remember: false,
    };
    const later = new Date(Date.parse(`${link.validDate}T00:00:00+07:00`) + 86_400_000 + 60_000);
    await expect(
      actOnApprovalLink(
        ctx.database.db,
        principal,
        link,
        { token: link.token, verb: 'acknowledgeBill' },
        { publicUrl: TEST_PUBLIC_URL, secret: TEST_SECRET },
        later,
      ),
    ).rejects.toThrow('billing.link.expired');
    expect((await jobState(jobId)).s).toBe('VER_BILL');
  });
});

describe('billing: tenancy, sides and suspended companies', () => {
  it('a company not party to the job sees nothing of it; the wrong side is 403', async () => {
    const { jobId } = await billedJob();
    expect((await (await as('TO2'))('GET', `/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await (await as('FF1'))('POST', `/jobs/${jobId}/verify`, {})).statusCode).toBe(404);
    expect((await (await as('TO1'))('POST', `/jobs/${jobId}/verify`, {})).statusCode).toBe(403);
    expect((await (await as('CO1'))('POST', `/jobs/${jobId}/acknowledge`, {})).statusCode).toBe(403);
    const billed = await ok(await as('TO2'), 'GET', `/jobs?tab=billed&search=${jobId}`);
    expect(billed.aaData).toEqual([]);
    expect((await (await as('CO1'))('GET', '/doc-verification')).statusCode).toBe(403);
  });

  it('a suspended company cannot verify (signed out at once; a request already in flight refused)', async () => {
    const { jobId } = await billedJob();
    const db = ctx.database.db;
    const inFlight: Principal = {
      usrId: 'CO1',
      usrName: 'CO1',
      accnId: 'CO0001',
      accnName: 'PT Sumber Makmur Abadi',
      accnType: 'ACC_TYPE_CO',
      accnStatus: 'A',
      authorities: ['ACCN_ADMIN', 'OFFICER'],
      permissions: [...permissionsOf(['ACCN_ADMIN', 'OFFICER'])],
      sessionId: 'test',
      remember: false,
    };
    await db.update(accounts).set({ accnStatus: 'S' }).where(eq(accounts.accnId, 'CO0001'));
    try {
      expect((await (await as('CO1'))('POST', `/jobs/${jobId}/verify`, {})).statusCode).toBe(408);
      await expect(
        decideBill(db, inFlight, jobId, 'verifyBill', {}, { publicUrl: TEST_PUBLIC_URL, secret: TEST_SECRET }),
      ).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    } finally {
      await db.update(accounts).set({ accnStatus: 'A' }).where(eq(accounts.accnId, 'CO0001'));
    }
    as.forget('CO1');
    expect((await jobState(jobId)).s).toBe('BILLED');
  });
});

describe('billing: lists and bulk', () => {
  it('bulk verify: each job its own update; the answer says which succeeded', async () => {
    const a = (await billedJob()).jobId;
    const b = (await billedJob()).jobId;
    const c = await deliveredJob(ctx);
    const res = await ok(await as('CO1'), 'POST', '/jobs/bulk', {
      verb: 'verifyBill',
      jobs: [{ jobId: a }, { jobId: b }, { jobId: c }],
    });
    expect(res.results).toEqual([
      { jobId: a, ok: true, status: 200, message: null, jobState: 'VER_BILL' },
      { jobId: b, ok: true, status: 200, message: null, jobState: 'VER_BILL' },
      { jobId: c, ok: false, status: 409, message: 'billing.server.notAllowed', jobState: null },
    ]);
  });

  it('the billed tab filters by amount and operator and totals per currency', async () => {
    const { jobId } = await billedJob({}, '4321000.00');
    const co1 = await as('CO1');
    const all = await ok(co1, 'GET', '/jobs?tab=billed&length=100');
    expect(all.aaData.some((r: { jobId: string }) => r.jobId === jobId)).toBe(true);
    const sum = all.totals.find((t: { currency: string }) => t.currency === 'IDR');
    expect(sum.count).toBe(all.iTotalDisplayRecords);
    const ranged = await ok(co1, 'GET', '/jobs?tab=billed&amountMin=4471000&amountMax=4471000&toAccnId=TO0001');
    expect(ranged.aaData.map((r: { jobId: string }) => r.jobId)).toEqual([jobId]);
    expect(ranged.totals).toEqual([{ currency: 'IDR', count: 1, amount: '4471000.00' }]);
    expect((await co1('GET', '/jobs?tab=billed&sort=nonsense')).statusCode).toBe(400);
  });

  it("the operator and customer filters offer the parties of the company's jobs in billing; the platform every one", async () => {
    await billedJob();
    const ids = async (usrId: string, side: string) =>
      ((await ok(await as(usrId), 'GET', `/parties?side=${side}`)) as Array<{ value: string; desc: string }>).map((o) => o.value);
    expect(await ids('CO1', 'to')).toEqual(['TO0001']);
    expect(await ids('TO1', 'creator')).toContain('CO0001');
    // TO2 has no job of CO1 in billing: CO1 is not offered to it.
    expect(await ids('TO2', 'creator')).not.toContain('CO0001');
    const platform = await ids('OPADMIN', 'to');
    expect(platform).toEqual(expect.arrayContaining(['TO0001', 'TO0002']));
    expect(platform).not.toContain('CO0001');
    const names = (await ok(await as('CO1'), 'GET', '/parties?side=to')) as Array<{ desc: string }>;
    expect(names[0]!.desc).toBe('PT Truk Nusantara');
    expect((await (await as('CO1'))('GET', '/parties?side=everyone')).statusCode).toBe(400);
  });
});

describe('billing: document numbers', () => {
  it('are allocated without gaps or repeats under concurrency', async () => {
    const db = ctx.database.db;
    const year = 2099;
    const got = await Promise.all(Array.from({ length: 20 }, () => db.transaction((tx) => nextNumber(tx, 'DN', year))));
    expect([...got].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // A transaction that rolls back gives its number back: the next one is still without a gap.
    await expect(
      db.transaction(async (tx) => {
        await nextNumber(tx, 'DN', year);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await db.transaction((tx) => nextNumber(tx, 'DN', year))).toBe(21);
  });

  it('two approvals at once get consecutive numbers', async () => {
    const jobsToApprove = [await acknowledgedJob(), await acknowledgedJob()];
    for (const j of jobsToApprove) await verifyAllDocuments(j);
    const l1 = await as('L1SUPPORT');
    const replies = await Promise.all(jobsToApprove.map((j) => l1('POST', `/jobs/${j}/approve`, {})));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const docs = await ctx.database.db.select().from(moneyDocuments).where(inArray(moneyDocuments.jobId, jobsToApprove));
    const numbers = (series: string) =>
      docs
        .filter((d) => d.docNo.startsWith(series))
        .map((d) => Number(d.docNo.slice(-6)))
        .sort((x, y) => x - y);
    for (const series of ['DN', 'PF']) {
      const n = numbers(series);
      expect(n).toHaveLength(4);
      expect(new Set(n).size).toBe(4);
      expect(n[3]! - n[0]!).toBe(3);
    }
  });
});

describe('billing: a withholding tax set through a contract request', () => {
  it("an approved update of the job's contract with the operator's PPh 23 deducts it on the operator's fee invoice", async () => {
    const jobId = await acknowledgedJob();
    await verifyAllDocuments(jobId);
    const [job] = await ctx.database.db.select({ contractId: jobs.contractId }).from(jobs).where(eq(jobs.jobId, jobId));
    const caller = async (usrId: string) => {
      const { authorization } = await ctx.signIn(usrId);
      return async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
        const res = await ctx.app.inject({
          method,
          url: `/api/v1/lintas/trucking${url}`,
          headers: { authorization },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json();
      };
    };
    // The contract back office (not the billing users, whose sessions stay) drafts; the finance head approves.
    const maker = await caller('SUPERADMIN');
    const checker = await caller('GLIHEAD');
    const contract = await maker('GET', `/contracts/${job!.contractId}`);
    const {
      customerName: _c,
      toName: _t,
      version: _v,
      createdAt: _ca,
      updatedAt: _ua,
      status: _s,
      actions: _a,
      requests: _r,
      ...terms
    } = contract;
    const draft = await maker('POST', '/contract-requests', { ...terms, reqKind: 'UPDATE', toWithholdingPct: '1.5' });
    await maker('POST', `/contract-requests/${draft.reqId}/submit`, { version: draft.version });
    const applied = await checker('POST', `/contract-requests/${draft.reqId}/approve`, { version: draft.version + 1 });
    expect(applied).toMatchObject({ state: 'EXPORTED', toWithholdingPct: '1.50' });

    const approved = await ok(await as('L1SUPPORT'), 'POST', `/jobs/${jobId}/approve`, {});
    const pfTo = approved.moneyDocuments.find((d: { docType: string }) => d.docType === 'PF_TO');
    // The operator's fixed fee Rp50,000: VAT 5,500, 1.5 % withheld (750), deducted.
    expect(pfTo).toMatchObject({ subtotal: '50000.00', vat: '5500.00', withholding: '750.00', total: '54750.00' });
  });
});
