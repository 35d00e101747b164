import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { jobPayments, paymentTxns, virtualAccounts } from '../db/schema';
import { accountBalance, documentOutstanding } from './ledger.service';
import { SnapSimulator } from './snap-simulator';
import { expireVirtualAccounts } from './virtual-accounts';
import { settleVaReceipt } from './payment-txns';

// ClicPay end to end through the real server: the simulated bank sends its notification over HTTP.
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

type DocRow = {
  docId: number;
  docNo: string;
  docType: string;
  outstanding: string;
  status: string;
  payable: boolean;
  jobId: string;
};
type Txn = {
  txnId: string;
  state: string;
  amount: string;
  vaNo: string | null;
  documents: Array<{ docId: number; status: string; outstanding: string }>;
  ledger: Array<{ causeType: string; account: string; debit: string | null; credit: string | null }>;
  messages: Array<{ verdict: string }>;
  actions: string[];
};

const { call, authorization: bearer } = apiCallers(ctx);

const openDocs = async (usrId = 'CO1FIN') =>
  (await call<{ aaData: DocRow[] }>(usrId, 'GET', `${BASE}/documents?side=owe&status=NEW&length=100`)).body.aaData;

/** One approved job's open DN_CO and PF_CO of CO0001. */
async function pairOfOneJob(): Promise<DocRow[]> {
  const docs = await openDocs();
  const jobId = docs.find((d) => d.docType === 'DN_CO')!.jobId;
  return docs.filter((d) => d.jobId === jobId);
}

describe('ClicPay', () => {
  it('pays a debit note and a fee invoice through one VA: NEW -> PAYING -> PAID, allocated, balanced', async () => {
    const docs = await pairOfOneJob();
    expect(docs.map((d) => d.docType).sort()).toEqual(['DN_CO', 'PF_CO']);
    expect(docs.every((d) => d.payable)).toBe(true);
    const total = docs.reduce((a, d) => a + Number(d.outstanding), 0);

    const started = await call<Txn>('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: docs.map((d) => d.docId) });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ state: 'PAYING', method: 'CLICPAY', currency: 'IDR' });
    expect(Number(started.body.amount)).toBe(total);
    expect(started.body.vaNo).toMatch(/^88899\d{10}$/);
    expect(started.body.actions).toEqual(['cancel', 'simulatePay']);
    expect(started.body.documents.map((d) => d.status)).toEqual(['PAYING', 'PAYING']);

    // The same documents again: held by the open transaction.
    const again = await call<{ err: { code: string } }>('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: [docs[0]!.docId] });
    expect(again.status).toBe(409);

    const before = await accountBalance(db(), 'RECEIVABLE', 'CO0001', 'IDR');
    const paid = await call<{ status: number; responseCode: string }>('CO1FIN', 'POST', `${BASE}/simulator/pay`, {
      vaNo: started.body.vaNo,
      amount: started.body.amount,
    });
    expect(paid.body).toMatchObject({ status: 200, responseCode: '2002500' });

    const after = await call<Txn>('CO1FIN', 'GET', `${BASE}/txns/${started.body.txnId}`);
    expect(after.body.state).toBe('PAID');
    expect(after.body.documents.map((d) => [d.status, d.outstanding])).toEqual([
      ['PAID', '0.00'],
      ['PAID', '0.00'],
    ]);
    expect(after.body.actions).toEqual([]);
    expect(after.body.messages.map((m) => m.verdict)).toEqual(['APPLIED']);
    expect(new Set(after.body.ledger.map((l) => l.causeType))).toEqual(new Set(['PAYMENT_RECEIVED', 'PAYMENT_ALLOCATED']));
    expect(before - (await accountBalance(db(), 'RECEIVABLE', 'CO0001', 'IDR'))).toBe(BigInt(Math.round(total * 100)));
    expect(await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'CO0001', 'IDR')).toBe(0n);
    for (const d of docs) expect(await documentOutstanding(db(), d.docId)).toBe(0n);

    // Paid documents cannot be paid again.
    const twice = await call('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: [docs[0]!.docId] });
    expect(twice.status).toBe(409);
  });

  it('refuses another company its documents, mixed bad input, and a company without the right', async () => {
    const docs = await openDocs();
    // TO1 owes its own PF_TO, not CO1's documents.
    const other = await call<{ message: Record<string, string> }>('TO1', 'POST', `${BASE}/clicpay`, { docIds: [docs[0]!.docId] });
    expect(other.status).toBe(400);
    expect(other.body.message).toEqual({ docIds: 'A chosen document is not one your company owes' });
    const empty = await call('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: [] });
    expect(empty.status).toBe(400);
    const junk = await call('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: ['1; drop table x'] });
    expect(junk.status).toBe(400);
    // Level-1 support of the platform reads, never pays.
    const platform = await call('L1SUPPORT', 'POST', `${BASE}/clicpay`, { docIds: [docs[0]!.docId] });
    expect(platform.status).toBe(403);
    // Another company's transaction is not found.
    const txns = await call<{ aaData: Array<{ txnId: string }> }>('CO1FIN', 'GET', `${BASE}/txns`);
    if (txns.body.aaData[0]) {
      const seen = await call('TO1', 'GET', `${BASE}/txns/${txns.body.aaData[0].txnId}`);
      expect(seen.status).toBe(404);
    }
  });

  it('the same ClicPay twice at once: one VA, the other 409', async () => {
    const docs = await pairOfOneJob();
    const body = { docIds: docs.map((d) => d.docId) };
    const [a, b] = await Promise.all([
      call<Txn>('CO1FIN', 'POST', `${BASE}/clicpay`, body),
      call<Txn>('CO1FIN', 'POST', `${BASE}/clicpay`, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const won = a.status === 201 ? a : b;
    const open = await db()
      .select()
      .from(paymentTxns)
      .where(and(eq(paymentTxns.accnId, 'CO0001'), eq(paymentTxns.state, 'PAYING')));
    expect(open.map((t) => t.txnId)).toContain(won.body.txnId);
    expect((await call('CO1FIN', 'POST', `${BASE}/txns/${won.body.txnId}/cancel`, {})).status).toBe(200);
  });

  it('gives the documents back when the payer cancels or the VA expires; a payment after that is held', async () => {
    const docs = await pairOfOneJob();
    const started = await call<Txn>('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: docs.map((d) => d.docId) });
    const cancelled = await call<Txn>('CO1FIN', 'POST', `${BASE}/txns/${started.body.txnId}/cancel`, { reason: 'wrong set' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('CAN');
    expect(cancelled.body.documents.map((d) => d.status)).toEqual(['NEW', 'NEW']);
    expect((await call('CO1FIN', 'POST', `${BASE}/txns/${started.body.txnId}/cancel`, {})).status).toBe(409);

    const second = await call<Txn>('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: docs.map((d) => d.docId) });
    expect(second.status).toBe(201);
    // The VA's time passes: the schedule expires it, the transaction ends, the documents are free again.
    await db()
      .update(virtualAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(virtualAccounts.vaNo, second.body.vaNo!));
    expect(await expireVirtualAccounts(db())).toBeGreaterThanOrEqual(1);
    const [txn] = await db().select().from(paymentTxns).where(eq(paymentTxns.txnId, second.body.txnId));
    expect(txn).toMatchObject({ state: 'CAN', cancelledBy: 'SYSTEM', cancelReason: 'EXPIRED' });
    const statuses = await db()
      .select({ status: jobPayments.status })
      .from(jobPayments)
      .where(
        inArray(
          jobPayments.docId,
          docs.map((d) => d.docId),
        ),
      );
    expect(statuses.map((s) => s.status)).toEqual(['NEW', 'NEW']);
  });

  it('applies one of two payments at once, and a cancellation racing a payment has one winner', async () => {
    const docs = await pairOfOneJob();
    const started = await call<Txn>('CO1FIN', 'POST', `${BASE}/clicpay`, { docIds: docs.map((d) => d.docId) });
    const authorization = await bearer('CO1FIN');
    const [pay, cancel] = await Promise.all([
      bank.pay(started.body.vaNo!, BigInt(Math.round(Number(started.body.amount) * 100))),
      ctx.app.inject({
        method: 'POST',
        url: `${BASE}/txns/${started.body.txnId}/cancel`,
        headers: { authorization },
        payload: {},
      }),
    ]);
    const [txn] = await db().select().from(paymentTxns).where(eq(paymentTxns.txnId, started.body.txnId));
    if (cancel.statusCode === 200) {
      // The cancellation won: the bank's payment was refused or held; nothing allocated.
      expect(txn!.state).toBe('CAN');
      expect(pay.status === 200).toBe(false);
    } else {
      expect(cancel.statusCode).toBe(409);
      expect(pay.status).toBe(200);
      expect(txn!.state).toBe('PAID');
    }
  });
});

describe('the documents export', () => {
  it("downloads the company's documents under the filters as CSV, named and headed in the caller's language", async () => {
    const authorization = await bearer('CO1FIN');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/documents/export?side=owe&status=NEW&format=csv`,
      headers: { authorization, 'accept-language': 'id' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payments-owe-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('No. dokumen');
    expect(lines.length - 1).toBe((await openDocs()).length);
  });
});

describe('a static VA', () => {
  it('pays the oldest due documents first; an underpayment leaves the rest open, an overpayment is kept', async () => {
    const docs = (await openDocs()).sort((a, b) => a.docId - b.docId);
    // The demo's static VA of CO0001.
    const [va] = await db()
      .select()
      .from(virtualAccounts)
      .where(and(eq(virtualAccounts.accnId, 'CO0001'), eq(virtualAccounts.isStatic, true), eq(virtualAccounts.currency, 'IDR')));
    expect(va).toBeDefined();
    const first = docs[0]!;
    const part = BigInt(Math.round(Number(first.outstanding) * 100)) / 2n;
    // The receipt journal is the callback's; here the settlement alone is exercised in one transaction.
    await db().transaction(async (tx) => {
      const { postJournal } = await import('./ledger.service');
      const { journalId } = await postJournal(tx, {
        causeType: 'PAYMENT_RECEIVED',
        causeId: 'TEST-STATIC-1',
        memo: 'static VA test',
        postedBy: 'TEST',
        lines: [
          { account: 'GATEWAY_CLEARING', accnId: null, currency: 'IDR', docId: null, amount: part },
          { account: 'UNALLOCATED_RECEIPTS', accnId: 'CO0001', currency: 'IDR', docId: null, amount: -part },
        ],
      });
      await settleVaReceipt(tx, va!, journalId, part, new Date());
    });
    expect(await documentOutstanding(db(), first.docId)).toBe(BigInt(Math.round(Number(first.outstanding) * 100)) - part);
    const [payment] = await db().select().from(jobPayments).where(eq(jobPayments.docId, first.docId));
    expect(payment!.status).toBe('NEW');
  });
});

describe('a credit line repaid by VA', () => {
  it('opens one VA for what is drawn; the receipt repays the line once', async () => {
    // What the line paid for FF0001 (as a bill approved on a Credit contract would), posted directly.
    await db().transaction(async (tx) => {
      const { postJournal } = await import('./ledger.service');
      await postJournal(tx, {
        causeType: 'CREDIT_USED',
        causeId: 'TEST-CREDIT-USED',
        memo: 'the line paid for FF0001',
        postedBy: 'TEST',
        lines: [
          { account: 'CREDIT_DRAWN', accnId: 'FF0001', currency: 'USD', docId: null, amount: 12_500n },
          { account: 'BANK', accnId: null, currency: 'USD', docId: null, amount: -12_500n },
        ],
      });
    });
    const started = await call<Txn>('FF1', 'POST', `${BASE}/credit-repayment`, { currency: 'usd' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ state: 'PAYING', amount: '125.00', currency: 'USD' });
    expect((await call('FF1', 'POST', `${BASE}/credit-repayment`, { currency: 'USD' })).status).toBe(409);
    // TO1 has drawn nothing.
    const none = await call<{ message: Record<string, string> }>('TO1', 'POST', `${BASE}/credit-repayment`, { currency: 'USD' });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.message)).toEqual(['currency']);

    const sent = await bank.pay(started.body.vaNo!, 12_500n);
    expect(sent.status).toBe(200);
    const after = await call<Txn>('FF1', 'GET', `${BASE}/txns/${started.body.txnId}`);
    expect(after.body.state).toBe('PAID');
    expect(after.body.ledger.map((l) => l.causeType)).toContain('CREDIT_REPAID');
    expect(await accountBalance(db(), 'CREDIT_DRAWN', 'FF0001', 'USD')).toBe(0n);
    expect(await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'FF0001', 'USD')).toBe(0n);
  });
});
