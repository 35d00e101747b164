import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { useTestApp } from '../../../tests/support/test-app';
import { auditLog, gatewayNotifications, ledgerJournals, virtualAccounts } from '../db/schema';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SNAP_PAYMENT_PATH } from './gateway';
import { createPaymentGateway } from './gateway-config';
import { SIMULATOR_PAY_PATH } from './gateway.routes';
import { GATEWAY_POSTER } from './payment-notification';
import { accountBalance, journalLines } from './ledger.service';
import { SnapSimulator } from './snap-simulator';
import { closeVirtualAccount, expireVirtualAccounts, openVirtualAccount } from './virtual-accounts';

// The simulated bank sends its notifications over real HTTP to the listening app (its callback base is set below).
const bank = new SnapSimulator({ retryDelayMs: 10, closedAccounts: ['1234500000'] });
const ctx = useTestApp({ paymentGateway: bank });
const db = () => ctx.database.db;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  bank.callbackBase = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});

afterEach(async () => {
  await expectLedgerInvariants(db());
});

const RP = (rupiah: number) => BigInt(rupiah) * 100n;

const openVa = (amount = RP(1_250_000), expiresAt = new Date(Date.now() + 3600_000)) =>
  openVirtualAccount(db(), bank, {
    accnId: 'CO0001',
    name: 'PT Sumber Makmur Abadi',
    currency: 'IDR',
    amount,
    expiresAt,
    purposeType: 'TEST',
    purposeId: String(Math.random()),
    actor: null,
    by: 'TEST',
  });

const auditOf = async (entityId: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((a) => a.audtEvent).sort();
const notificationsOf = (externalId: string) =>
  db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, externalId));
const vaState = async (vaNo: string) =>
  (await db().select({ state: virtualAccounts.state }).from(virtualAccounts).where(eq(virtualAccounts.vaNo, vaNo)))[0]!.state;
/** The payment journals posted for the notifications of a VA. */
async function journalsOfVa(vaNo: string) {
  const ids = (await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.vaNo, vaNo))).map(
    (n) => `GW-${n.notificationId}`,
  );
  if (!ids.length) return [];
  return db()
    .select()
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.causeType, 'PAYMENT_RECEIVED'), inArray(ledgerJournals.causeId, ids)));
}

describe('a payment into a VA of the simulated bank', () => {
  it('reaches the app over HTTP, marks the VA paid and posts a balanced journal', async () => {
    const before = await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'CO0001', 'IDR');
    const va = await openVa();
    expect(va.vaNo).toMatch(/^88899\d{10}$/);
    expect(await bank.inquireVa(va.vaNo)).toMatchObject({ state: 'OPEN', amount: RP(1_250_000), partnerServiceId: '   88899' });

    const sent = await bank.pay(va.vaNo, RP(1_250_000));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      responseCode: '2002500',
      virtualAccountData: { virtualAccountNo: `   ${va.vaNo}`, paidAmount: { value: '1250000.00', currency: 'IDR' } },
    });
    expect(await vaState(va.vaNo)).toBe('PAID');
    expect((await bank.inquireVa(va.vaNo))?.state).toBe('PAID');

    const [stored] = await notificationsOf(sent.externalId);
    expect(stored).toMatchObject({ verdict: 'APPLIED', reason: null, paidAmount: RP(1_250_000), responseCode: '2002500' });
    expect(stored!.headers).toMatchObject({
      'x-external-id': sent.externalId,
      'channel-id': '95231',
      'content-type': 'application/json',
    });
    expect(stored!.headers['x-signature']).toBeTruthy();
    expect(JSON.parse(stored!.body)).toMatchObject({ virtualAccountNo: `   ${va.vaNo}` });
    const [journal] = await journalsOfVa(va.vaNo);
    expect(journal).toMatchObject({ journalId: stored!.journalId, postedBy: GATEWAY_POSTER });
    expect(await journalLines(db(), journal!.journalId)).toEqual([
      { account: 'GATEWAY_CLEARING', accnId: null, currency: 'IDR', docId: null, amount: RP(1_250_000) },
      { account: 'UNALLOCATED_RECEIPTS', accnId: 'CO0001', currency: 'IDR', docId: null, amount: -RP(1_250_000) },
    ]);
    expect((await accountBalance(db(), 'UNALLOCATED_RECEIPTS', 'CO0001', 'IDR')) - before).toBe(RP(1_250_000));
    expect(await auditOf(String(stored!.notificationId))).toEqual(['GATEWAY_PAYMENT_APPLIED']);
    expect(await auditOf(va.vaNo)).toEqual(['VA_OPENED']);
  });

  it('the same notification twice is applied once and answered alike', async () => {
    const va = await openVa(RP(500_000));
    const body = bank.notification((await bank.inquireVa(va.vaNo))!, RP(500_000));
    const first = await bank.notify({ ...body }, { externalId: 'DUP-SEQ-1' });
    const second = await bank.notify({ ...body }, { externalId: 'DUP-SEQ-1' });
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: first.body });
    const rows = await notificationsOf('DUP-SEQ-1');
    expect(rows.map((r) => r.verdict).sort()).toEqual(['APPLIED', 'DUPLICATE']);
    expect(rows.find((r) => r.verdict === 'DUPLICATE')!.duplicateOf).toBe(
      rows.find((r) => r.verdict === 'APPLIED')!.notificationId,
    );
    expect(await journalsOfVa(va.vaNo)).toHaveLength(1);
  });

  it('three identical notifications at once: exactly one is applied', async () => {
    const va = await openVa(RP(750_000));
    const body = bank.notification((await bank.inquireVa(va.vaNo))!, RP(750_000));
    const answers = await Promise.all([1, 2, 3].map(() => bank.notify({ ...body }, { externalId: 'DUP-PAR-1' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.responseCode))).toEqual(new Set(['2002500']));
    const rows = await notificationsOf('DUP-PAR-1');
    expect(rows.map((r) => r.verdict).sort()).toEqual(['APPLIED', 'DUPLICATE', 'DUPLICATE']);
    expect(await journalsOfVa(va.vaNo)).toHaveLength(1);
    expect(await vaState(va.vaNo)).toBe('PAID');
  });

  it('the same X-EXTERNAL-ID with another body is held (409) and the first stands', async () => {
    const va = await openVa(RP(100_000));
    const vaView = (await bank.inquireVa(va.vaNo))!;
    await bank.notify(bank.notification(vaView, RP(100_000)), { externalId: 'REUSED-1' });
    const other = await bank.notify(bank.notification(vaView, RP(100_000)), { externalId: 'REUSED-1' });
    expect(other).toMatchObject({ status: 409, body: { responseCode: '4092500' } });
    const rows = await notificationsOf('REUSED-1');
    expect(rows.map((r) => `${r.verdict}:${r.reason}`).sort()).toEqual(['APPLIED:null', 'HELD:EXTERNAL_ID_REUSED']);
    expect(await journalsOfVa(va.vaNo)).toHaveLength(1);
  });
});

describe('a notification that does not match is refused or held, never applied', () => {
  it('a tampered body fails the signature: 401, not stored, nothing posted', async () => {
    const va = await openVa(RP(200_000));
    const sent = await bank.pay(va.vaNo, RP(200_000), {
      tamper: (b) => {
        b.paidAmount = { value: '2000000.00', currency: 'IDR' };
      },
    });
    expect(sent).toMatchObject({ status: 401, attempts: 1, body: { responseCode: '4012500' } });
    expect(await notificationsOf(sent.externalId)).toEqual([]);
    expect(await vaState(va.vaNo)).toBe('OPEN');
    expect(await journalsOfVa(va.vaNo)).toEqual([]);
  });

  it("another bank's key is refused too", async () => {
    const va = await openVa(RP(200_000));
    const impostor = new SnapSimulator({ callbackBase: bank.callbackBase, partnerId: bank.partnerId });
    const sent = await impostor.notify(bank.notification((await bank.inquireVa(va.vaNo))!, RP(200_000)));
    expect(sent.status).toBe(401);
    expect(await notificationsOf(sent.externalId)).toEqual([]);
    expect(await vaState(va.vaNo)).toBe('OPEN');
  });

  it('a wrong amount is held (4042513) and the VA stays open', async () => {
    const va = await openVa(RP(300_000));
    const sent = await bank.pay(va.vaNo, RP(299_999));
    expect(sent).toMatchObject({ status: 404, body: { responseCode: '4042513' } });
    const [heldRow] = await notificationsOf(sent.externalId);
    expect(heldRow).toMatchObject({ verdict: 'HELD', reason: 'WRONG_AMOUNT', journalId: null });
    expect(await auditOf(String(heldRow!.notificationId))).toEqual(['GATEWAY_NOTIFICATION_HELD']);
    expect(await vaState(va.vaNo)).toBe('OPEN');
    expect(await journalsOfVa(va.vaNo)).toEqual([]);
  });

  it('a VA expired on our side is held (4042519)', async () => {
    const va = await openVa(RP(300_000));
    await db()
      .update(virtualAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(virtualAccounts.vaNo, va.vaNo));
    const sent = await bank.pay(va.vaNo, RP(300_000));
    expect(sent).toMatchObject({ status: 404, body: { responseCode: '4042519' } });
    expect(await notificationsOf(sent.externalId)).toMatchObject([{ verdict: 'HELD', reason: 'EXPIRED_VA' }]);
    expect(await vaState(va.vaNo)).toBe('OPEN');
    expect(await journalsOfVa(va.vaNo)).toEqual([]);
  });

  it('the expiry job marks a VA past its expiry EXPIRED once; a notification for it is held', async () => {
    const va = await openVa(RP(310_000), new Date(Date.now() + 60_000));
    const later = new Date(Date.now() + 120_000);
    expect(await expireVirtualAccounts(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await vaState(va.vaNo)).toBe('EXPIRED');
    expect(await expireVirtualAccounts(db(), later)).toBe(0);
    expect(await auditOf(va.vaNo)).toEqual(['VA_EXPIRED', 'VA_OPENED']);
    const sent = await bank.pay(va.vaNo, RP(310_000));
    expect(sent.body.responseCode).toBe('4042519');
    expect(await journalsOfVa(va.vaNo)).toEqual([]);
  });

  it('a VA the app does not know is held (4042512)', async () => {
    const unknown = await bank.createVa({
      reference: 'elsewhere',
      name: 'Unknown',
      currency: 'IDR',
      amount: RP(10_000),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const sent = await bank.pay(unknown.vaNo, RP(10_000));
    expect(sent).toMatchObject({ status: 404, body: { responseCode: '4042512' } });
    expect(await notificationsOf(sent.externalId)).toMatchObject([{ verdict: 'HELD', reason: 'UNKNOWN_VA', vaNo: unknown.vaNo }]);
    expect(await journalsOfVa(unknown.vaNo)).toEqual([]);
  });

  it('a closed VA: the bank refuses to pay it, and a notification for it is held', async () => {
    const va = await openVa(RP(400_000));
    expect(await closeVirtualAccount(db(), bank, va.vaNo, null)).toBe(true);
    expect(await closeVirtualAccount(db(), bank, va.vaNo, null)).toBe(false);
    expect(await vaState(va.vaNo)).toBe('CLOSED');
    await expect(bank.pay(va.vaNo, RP(400_000))).rejects.toThrow(/closed/);
    const sent = await bank.notify(bank.notification((await bank.inquireVa(va.vaNo))!, RP(400_000)));
    expect(sent.status).toBe(404);
    expect(await notificationsOf(sent.externalId)).toMatchObject([{ verdict: 'HELD', reason: 'CLOSED_VA' }]);
  });

  it('a signed body without the mandatory fields is held as malformed (400)', async () => {
    const sent = await bank.notify({ partnerServiceId: '   88899', paidAmount: { value: '10', currency: 'IDR' } });
    expect(sent).toMatchObject({ status: 400, body: { responseCode: '4002502' } });
    expect(await notificationsOf(sent.externalId)).toMatchObject([{ verdict: 'HELD', reason: 'MALFORMED' }]);
  });

  it('a call without a signature is refused in the SNAP shape', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: SNAP_PAYMENT_PATH, payload: { a: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ responseCode: '4012500', responseMessage: 'Unauthorized. Signature' });
  });
});

describe('disbursement at the simulated bank', () => {
  const payout = { reference: 'PO-1', bankCode: '014', accountName: 'PT Angkut', currency: 'IDR', amount: RP(1_000_000) };
  it('succeeds to an open account and fails with the reason for a closed or malformed one', async () => {
    expect(await bank.disburse({ ...payout, accountNo: '1234567890' })).toMatchObject({ ok: true });
    expect(await bank.disburse({ ...payout, reference: 'PO-2', accountNo: '1234500000' })).toEqual({
      ok: false,
      reason: 'ACCOUNT_CLOSED',
      responseCode: '4031818',
    });
    expect(await bank.disburse({ ...payout, reference: 'PO-3', accountNo: 'abc' })).toMatchObject({
      ok: false,
      reason: 'INVALID_ACCOUNT',
    });
  });

  it('moves money once per reference, answers what became of a transfer, and keeps its transfers across restarts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lintas-transfers-'));
    try {
      const transfersFile = path.join(dir, 'transfers.jsonl');
      const one = new SnapSimulator({ transfersFile });
      const first = await one.disburse({ ...payout, reference: 'PO-9', accountNo: '1234567890' });
      expect(first.ok).toBe(true);
      // Sent again (an answer lost): the first result, no second transfer.
      expect(await one.disburse({ ...payout, reference: 'PO-9', accountNo: '1234567890' })).toEqual(first);
      expect(await one.transferStatus('PO-9')).toEqual({ state: 'DONE', result: first });
      expect(await one.transferStatus('PO-10')).toEqual({ state: 'NOT_FOUND' });
      // The bank outlives our process: a new instance on the same file knows the transfer.
      const two = new SnapSimulator({ transfersFile });
      expect(await two.transferStatus('PO-9')).toEqual({ state: 'DONE', result: first });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the callback in the OpenAPI document', () => {
  it('is open (no bearer) and answers in the SNAP shape', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = doc.paths[SNAP_PAYMENT_PATH].post;
    expect(post.security).toEqual([]);
    const ok = post.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok.properties)).toEqual(['responseCode', 'responseMessage', 'virtualAccountData']);
    expect(post.responses['401'].content['application/json'].schema.required).toEqual(['responseCode', 'responseMessage']);
  });
});

describe("the simulated bank's payer API", () => {
  it('a signed-in payer pays a VA: the notification is applied; paying again is refused (409)', async () => {
    const va = await openVa(RP(150_000));
    const { authorization } = await ctx.signIn('OPADMIN');
    const pay = (payload: Record<string, unknown>, headers: Record<string, string> = { authorization }) =>
      ctx.app.inject({ method: 'POST', url: SIMULATOR_PAY_PATH, headers, payload });
    expect((await pay({ vaNo: va.vaNo, amount: '150000.00' }, {})).statusCode).toBe(401);
    expect((await pay({ vaNo: va.vaNo, amount: '150000.001' })).statusCode).toBe(400);
    const res = await pay({ vaNo: va.vaNo, amount: '150000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, responseCode: '2002500', attempts: 1 });
    expect(await vaState(va.vaNo)).toBe('PAID');
    const again = await pay({ vaNo: va.vaNo, amount: '150000' });
    expect(again.statusCode).toBe(409);
    expect(again.json().err.msg).toBe('The virtual account is no longer open');
    expect((await pay({ vaNo: '999990000000001', amount: '1' })).statusCode).toBe(404);
    expect(await journalsOfVa(va.vaNo)).toHaveLength(1);
  });
});

describe('the configured gateway', () => {
  it("keeps the simulated bank's key in DATA_DIR: a second process verifies the first one's notifications", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lintas-gw-'));
    try {
      const config = { paymentGateway: 'simulator' as const, paymentSimulatorKey: undefined, dataDir: dir };
      const one = createPaymentGateway(config, 'http://one') as SnapSimulator;
      const two = createPaymentGateway(config, 'http://two') as SnapSimulator;
      expect(two.publicKeyPem()).toBe(one.publicKeyPem());
      expect(one.callbackBase).toBe('http://one');
      expect(createPaymentGateway({ ...config, paymentGateway: 'none' }, 'http://one')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the simulated bank retries', () => {
  it('on a 5xx until the app answers, and not on a 4xx', async () => {
    const statuses = [503, 500, 200, 404];
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(String(req.headers['x-external-id']));
      res.writeHead(statuses.shift() ?? 500, { 'content-type': 'application/json' }).end('{"responseCode":"x"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const flaky = new SnapSimulator({
        privateKeyPem: bank.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        callbackBase: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        retryDelayMs: 1,
      });
      const va = await flaky.createVa({
        reference: 'r',
        name: 'n',
        currency: 'IDR',
        amount: 100n,
        expiresAt: new Date(Date.now() + 60_000),
      });
      const first = await flaky.pay(va.vaNo, 100n);
      expect(first).toMatchObject({ status: 200, attempts: 3 });
      expect(new Set(seen)).toEqual(new Set([first.externalId]));
      const second = await flaky.notify(flaky.notification(va, 100n));
      expect(second).toMatchObject({ status: 404, attempts: 1 });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
