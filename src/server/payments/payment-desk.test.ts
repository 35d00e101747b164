import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { DEMO_PDF } from '../db/seed/demo-files';
import { jobPayments, paymentTxns } from '../db/schema';
import { allocateReceipts } from './allocation';
import { accountBalance, documentOutstanding, postJournal } from './ledger.service';
import { SnapSimulator } from './snap-simulator';

// The payment desk through the real server: manual payments (maker-checker), held notifications, static VAs.
const bank = new SnapSimulator({ retryDelayMs: 10 });
const ctx = useTestApp({ paymentGateway: bank });
const db = () => ctx.database.db;
const BASE = '/api/v1/lintas/trucking/payments';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  bank.callbackBase = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});

afterEach(async () => {
  await expectLedgerInvariants(db());
});

const { call } = apiCallers(ctx);

type Doc = { docId: number; docNo: string; docType: string; jobId: string; outstanding: string; dueDate: string };
const openDocs = async () =>
  (await call<{ aaData: Doc[] }>('CO1FIN', 'GET', `${BASE}/documents?side=owe&status=NEW&length=100`)).body.aaData;
const minor = (decimal: string) => BigInt(decimal.replace('.', ''));

async function proof(usrId = 'GLIFIN'): Promise<string> {
  const res = await call<{ attId: string }>(usrId, 'POST', '/api/v1/lintas/trucking/documents', {
    attType: 'RECEIPT',
    attName: 'transfer-slip.pdf',
    attSize: DEMO_PDF.length,
    attData: DEMO_PDF.toString('base64'),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.attId;
}

describe('a manual payment', () => {
  it('is recorded by finance admin and applied only when a second person verifies it', async () => {
    const docs = await openDocs();
    const dn = docs.find((d) => d.docType === 'DN_CO')!;
    const recorded = await call<{ txnId: string; state: string; documents: Array<{ status: string }>; actions: string[] }>(
      'GLIFIN',
      'POST',
      `${BASE}/manual`,
      {
        accnId: 'co0001',
        currency: 'IDR',
        amount: dn.outstanding,
        paidOn: '2026-11-20',
        bankRef: 'BCA-TRF-881200',
        proofAttId: await proof(),
        docIds: [dn.docId],
      },
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body).toMatchObject({ state: 'NEW', method: 'MANUAL' });
    expect(recorded.body.documents.map((d) => d.status)).toEqual(['PAYING']);
    // The queue offers the checker (not the maker) verify and reject on the row.
    const rowOf = async (usrId: string) =>
      (
        await call<{ aaData: Array<{ txnId: string; actions: string[] }> }>(usrId, 'GET', `${BASE}/txns?method=MANUAL&length=100`)
      ).body.aaData.find((r) => r.txnId === recorded.body.txnId)!;
    expect((await rowOf('GLIHEAD')).actions).toEqual(['verify', 'reject']);
    expect((await rowOf('GLIFIN')).actions).toEqual([]);
    // The maker may not check; a ClicPay for the same document loses: the manual payment holds it.
    expect((await call('GLIFIN', 'POST', `${BASE}/txns/${recorded.body.txnId}/verify`)).status).toBe(403);
    expect((await call('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: [dn.docId] })).status).toBe(409);
    expect(await documentOutstanding(db(), dn.docId)).toBe(minor(dn.outstanding));

    // Two verifications at once: one wins.
    const [a, b] = await Promise.all([
      call('GLIHEAD', 'POST', `${BASE}/txns/${recorded.body.txnId}/verify`),
      call('SUPERADMIN', 'POST', `${BASE}/txns/${recorded.body.txnId}/verify`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await documentOutstanding(db(), dn.docId)).toBe(0n);
    const [txn] = await db().select().from(paymentTxns).where(eq(paymentTxns.txnId, recorded.body.txnId));
    expect(txn).toMatchObject({ state: 'PAID', createdBy: 'GLIFIN' });
    expect(['GLIHEAD', 'SUPERADMIN']).toContain(txn!.verifiedBy);
  });

  it('without documents pays the oldest due first, and a rejection posts nothing', async () => {
    const before = await accountBalance(db(), 'BANK', null, 'IDR');
    const rejected = await call<{ txnId: string }>('GLIFIN', 'POST', `${BASE}/manual`, {
      accnId: 'CO0001',
      currency: 'IDR',
      amount: '1000',
      paidOn: '2026-11-21',
      bankRef: 'MANDIRI-77',
      proofAttId: await proof(),
    });
    expect(rejected.status).toBe(201);
    expect(
      (await call('GLIHEAD', 'POST', `${BASE}/txns/${rejected.body.txnId}/reject`, { reason: 'Not on the statement' })).status,
    ).toBe(200);
    expect(await accountBalance(db(), 'BANK', null, 'IDR')).toBe(before);

    const oldest = (await openDocs()).sort((x, y) => x.dueDate.localeCompare(y.dueDate) || x.docId - y.docId)[0]!;
    // Half of what is open on the oldest: it stays open with the rest.
    const half = minor(oldest.outstanding) / 2n;
    const part = `${half / 100n}.${String(half % 100n).padStart(2, '0')}`;
    const partial = await call<{ txnId: string }>('GLIFIN', 'POST', `${BASE}/manual`, {
      accnId: 'CO0001',
      currency: 'IDR',
      amount: part,
      paidOn: '2026-11-22',
      bankRef: 'BNI-551',
      proofAttId: await proof(),
    });
    expect((await call('GLIHEAD', 'POST', `${BASE}/txns/${partial.body.txnId}/verify`)).status).toBe(200);
    expect(await documentOutstanding(db(), oldest.docId)).toBe(minor(oldest.outstanding) - half);
    const [payment] = await db().select().from(jobPayments).where(eq(jobPayments.docId, oldest.docId));
    expect(payment!.status).toBe('NEW');
  });

  it("refuses another company's document as proof", async () => {
    const theirs = await proof('CO1FIN');
    const res = await call<{ message: Record<string, string> }>('GLIFIN', 'POST', `${BASE}/manual`, {
      accnId: 'CO0001',
      currency: 'IDR',
      amount: '1000',
      paidOn: '2026-11-21',
      bankRef: 'BCA-1',
      proofAttId: theirs,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.message)).toEqual(['proofAttId']);
  });

  it('refuses bad input field by field, and everyone outside the desk', async () => {
    const bad = await call<{ message: Record<string, string> }>('GLIFIN', 'POST', `${BASE}/manual`, {
      accnId: 'NOPE',
      currency: 'IDR',
      amount: '-5',
      paidOn: '22/11/2026',
      bankRef: '',
      proofAttId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual(['amount', 'bankRef', 'paidOn', 'proofAttId']);
    // GLI and the platform owe the platform nothing: no manual payment, no static VA for them.
    for (const accnId of ['GLI', 'LINTAS', 'SL0001']) {
      const manual = await call<{ message: Record<string, string> }>('GLIFIN', 'POST', `${BASE}/manual`, {
        accnId,
        currency: 'IDR',
        amount: '1000',
        paidOn: '2026-11-21',
        bankRef: 'BCA-2',
        proofAttId: await proof(),
      });
      expect(manual.status, accnId).toBe(400);
      expect(manual.body.message).toEqual({
        accnId: 'This company owes the platform nothing: choose a cargo owner, forwarder or truck operator',
      });
      const va = await call<{ message: Record<string, string> }>('GLIFIN', 'POST', `${BASE}/static-vas`, {
        accnId,
        currency: 'IDR',
      });
      expect(va.status, accnId).toBe(400);
      expect(Object.keys(va.body.message)).toEqual(['accnId']);
    }
    for (const usrId of ['CO1FIN', 'TO1', 'L1SUPPORT']) {
      expect((await call(usrId, 'GET', `${BASE}/held`)).status, usrId).toBe(403);
      expect((await call(usrId, 'GET', `${BASE}/static-vas`)).status, usrId).toBe(403);
    }
  });

  it('and a ClicPay for the same document at once: one holds it; paid at once, it is paid once and the rest kept', async () => {
    const doc = (await openDocs()).find((d) => d.docType === 'DN_CO')!;
    const manualBody = async (docIds?: number[]) => ({
      accnId: 'CO0001',
      currency: 'IDR',
      amount: doc.outstanding,
      paidOn: '2026-11-23',
      bankRef: `BRI-${Math.random().toString().slice(2, 10)}`,
      proofAttId: await proof(),
      ...(docIds ? { docIds } : {}),
    });
    // Recorded at the same moment for the same document: one takes it (PAYING), the other is 409.
    const body = await manualBody([doc.docId]);
    const [manual, clicpay] = await Promise.all([
      call<{ txnId: string }>('GLIFIN', 'POST', `${BASE}/manual`, body),
      call<{ txnId: string; vaNo: string; amount: string }>('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: [doc.docId] }),
    ]);
    expect([manual.status, clicpay.status].sort()).toEqual([201, 409]);
    // The winner lets go of it: the checker rejects the manual payment, or the payer cancels the VA.
    const undo =
      manual.status === 201
        ? await call('GLIHEAD', 'POST', `${BASE}/txns/${manual.body.txnId}/reject`, { reason: 'Recorded twice' })
        : await call('CO1FIN', 'POST', `${BASE}/txns/${clicpay.body.txnId}/cancel`, {});
    expect(undo.status).toBe(200);

    // A ClicPay VA holds the document; a manual payment of the same company (no documents named) is verified at the
    // moment the bank pays the VA. The document is paid once; the manual money goes to nothing the VA holds.
    const unallocatedBefore = await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'CO0001', 'IDR');
    const bankBefore = await accountBalance(db(), 'BANK', null, 'IDR');
    const clearingBefore = await accountBalance(db(), 'GATEWAY_CLEARING', null, 'IDR');
    const va = await call<{ txnId: string; vaNo: string; amount: string }>('CO1FIN', 'POST', `${BASE}/clicpay`, {
      docIds: [doc.docId],
    });
    expect(va.status, JSON.stringify(va.body)).toBe(201);
    const recorded = await call<{ txnId: string }>('GLIFIN', 'POST', `${BASE}/manual`, await manualBody());
    expect(recorded.status).toBe(201);
    const [paid, verified] = await Promise.all([
      bank.pay(va.body.vaNo, minor(va.body.amount)),
      call('GLIHEAD', 'POST', `${BASE}/txns/${recorded.body.txnId}/verify`),
    ]);
    expect(paid.status).toBe(200);
    expect(verified.status).toBe(200);
    expect(await documentOutstanding(db(), doc.docId)).toBe(0n);
    const [payment] = await db().select().from(jobPayments).where(eq(jobPayments.docId, doc.docId));
    expect(payment!.status).toBe('PAID');
    // Both receipts were taken (the VA's at the gateway, the manual one at the bank); what the VA paid went to its
    // document, the manual money to other documents or kept unallocated: nothing was allocated twice (the ledger
    // invariants after the test check that every document's open amount is its entries').
    expect(await accountBalance(db(), 'GATEWAY_CLEARING', null, 'IDR')).toBe(clearingBefore + minor(va.body.amount));
    expect(await accountBalance(db(), 'BANK', null, 'IDR')).toBe(bankBefore + minor(doc.outstanding));
    const [vaTxn] = await db().select().from(paymentTxns).where(eq(paymentTxns.txnId, va.body.txnId));
    expect(vaTxn!.state).toBe('PAID');
    expect(await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'CO0001', 'IDR')).toBeGreaterThanOrEqual(unallocatedBefore);
  });
});

describe('two receipts of one company at once', () => {
  it('each written its ledger lines, both allocate: serialised on the company, never a deadlock', async () => {
    // The lines' foreign keys hold FOR KEY SHARE on the company's account row; the allocation's lock must not wait
    // for them (FOR UPDATE would: each transaction then waits for the other).
    let arrived = 0;
    let release!: () => void;
    const bothWritten = new Promise<void>((resolve) => (release = resolve));
    const receipt = (n: number) =>
      db().transaction(async (tx) => {
        await postJournal(tx, {
          causeType: 'MANUAL_PAYMENT',
          causeId: `LOCK-TEST-${n}`,
          memo: 'lock test',
          postedBy: 'TEST',
          postedAt: new Date(),
          lines: [
            { account: 'BANK', accnId: null, currency: 'IDR', docId: null, amount: 1_00n },
            { account: 'UNALLOCATED_RECEIPTS', accnId: 'CO0001', currency: 'IDR', docId: null, amount: -1_00n },
          ],
        });
        if (++arrived === 2) release();
        await bothWritten;
        return allocateReceipts(tx, {
          accnId: 'CO0001',
          currency: 'IDR',
          oldestFirst: true,
          causeId: `LOCK-TEST-${n}`,
          memo: 'lock test',
          by: 'TEST',
        });
      });
    const results = await Promise.all([receipt(1), receipt(2)]);
    expect(results).toHaveLength(2);
  });
});

describe('a static VA', () => {
  it('takes any amount: the oldest due documents first, an overpayment kept for the next document', async () => {
    // The demo gave CO0001 a static VA in rupiah: a second is refused; another currency opens.
    expect((await call('GLIFIN', 'POST', `${BASE}/static-vas`, { accnId: 'CO0001', currency: 'IDR' })).status).toBe(409);
    const usd = await call<{ vaNo: string }>('GLIFIN', 'POST', `${BASE}/static-vas`, { accnId: 'CO0001', currency: 'USD' });
    expect(usd.status, JSON.stringify(usd.body)).toBe(201);
    const listed = await call<{ aaData: Array<{ vaNo: string; accnId: string; currency: string; state: string }> }>(
      'GLIHEAD',
      'GET',
      `${BASE}/static-vas?state=OPEN&length=100`,
    );
    const opened = { body: listed.body.aaData.find((v) => v.accnId === 'CO0001' && v.currency === 'IDR')! };
    expect(opened.body.vaNo).toMatch(/^88899\d{10}$/);
    const docs = (await openDocs()).sort((x, y) => x.dueDate.localeCompare(y.dueDate) || x.docId - y.docId);
    const owed = docs.reduce((s, d) => s + minor(d.outstanding), 0n);
    // More than everything open: all paid, the rest unallocated.
    const extra = 12_345_00n;
    // The payer API: the bank learns the demo's VA from our record (the demo data opened it at another bank instance).
    const rupiah = (m: bigint) => `${m / 100n}.${String(m % 100n).padStart(2, '0')}`;
    const sent = await call<{ status: number }>('CO1FIN', 'POST', `${BASE}/simulator/pay`, {
      vaNo: opened.body.vaNo,
      amount: rupiah(owed + extra),
    });
    expect(sent.body.status, JSON.stringify(sent.body)).toBe(200);
    for (const d of docs) expect(await documentOutstanding(db(), d.docId)).toBe(0n);
    expect(await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'CO0001', 'IDR')).toBe(extra);
    // The VA stays open for the next payment.
    const second = await bank.pay(opened.body.vaNo, 100_00n);
    expect(second.status).toBe(200);
    expect(await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'CO0001', 'IDR')).toBe(extra + 100_00n);
    const list = await call<{ aaData: Array<{ vaNo: string; receipts: number }> }>(
      'GLIHEAD',
      'GET',
      `${BASE}/static-vas?length=100`,
    );
    expect(list.body.aaData.find((v) => v.vaNo === opened.body.vaNo)?.receipts).toBe(2);
  });

  it('lists a held notification for review', async () => {
    const sent = await bank.notify(
      bank.notification(
        { vaNo: '8889912345', partnerServiceId: '   88899', customerNo: '12345', name: 'X', currency: 'IDR' },
        100n,
      ),
    );
    expect(sent.status).toBe(404);
    const held = await call<{ aaData: Array<{ externalId: string; reason: string }> }>('GLIHEAD', 'GET', `${BASE}/held`);
    expect(held.body.aaData.find((h) => h.externalId === sent.externalId)?.reason).toBe('UNKNOWN_VA');
  });
});
