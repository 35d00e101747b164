import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { approvedJob, billingCallers } from '../../../tests/support/billing-kit';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { formatMoney } from '../../domain/format';
import {
  accounts,
  auditLog,
  bankAccounts,
  contracts,
  jobPayments,
  jobs,
  ledgerJournals,
  moneyDocuments,
  notificationEvents,
  payoutItems,
  payouts,
  userRoles,
  users,
} from '../db/schema';
import { markCreatorPaid } from '../db/seed/demo-payouts';
import { BANK_ACCOUNTS_BASE } from './bank-accounts';
import { accountBalance, documentOutstanding, journalLines } from './ledger.service';
import { PAYOUTS_BASE } from './payouts.routes';
import { buildPayouts, PAYOUT_STUCK_AFTER_MS, recoverPayouts } from './payouts.service';
import { derivedHolderName, SnapSimulator } from './snap-simulator';

const bank = new SnapSimulator({ closedAccounts: ['7770001111'] });
const ctx = useTestApp({ paymentGateway: bank });
const db = () => ctx.database.db;
const as = billingCallers(ctx);

afterEach(async () => {
  await expectLedgerInvariants(db());
});

/** A call as a user, on the session the billing kit's callers share (signing in again would end it). */
const { request: call } = apiCallers(ctx);

/** A GLI user holding both finance roles (maker and checker), to show the same person is refused the second step. */
async function bothRoles(usrId = 'GLIBOTH') {
  const [fin] = await db().select().from(users).where(eq(users.usrId, 'GLIFIN'));
  await db()
    .insert(users)
    .values({ ...fin!, usrId, contactEmail: `${usrId.toLowerCase()}@example.test` })
    .onConflictDoNothing();
  await db()
    .insert(userRoles)
    .values([
      { usrId, roleId: 'FINANCE_ADMIN' },
      { usrId, roleId: 'FINANCE_HEAD' },
    ])
    .onConflictDoNothing();
  return usrId;
}

let day = 0;
/**
 * An approved bill of CO1 -> TO1 whose DN_CO the creator has paid (`markCreatorPaid`: the receipt and the one
 * allocation), put into a payout of its own.
 */
async function paidOut(opts: { totalCharge?: string } = {}) {
  const { jobId } = await approvedJob(ctx, as, opts);
  await db().transaction((tx) => markCreatorPaid(tx, jobId, 'CO1FIN'));
  // Each scenario builds on a day of its own, so its documents make a batch of their own.
  day += 1;
  await buildPayouts(db(), null, new Date(Date.now() + day * 86_400_000));
  const docs = await db().select().from(moneyDocuments).where(eq(moneyDocuments.jobId, jobId));
  const dn = docs.find((d) => d.docType === 'DN_TO')!;
  const pf = docs.find((d) => d.docType === 'PF_TO')!;
  const [item] = await db().select().from(payoutItems).where(eq(payoutItems.docId, dn.docId));
  expect(item).toBeDefined();
  return { jobId, dn, pf, payoutId: item!.payoutId };
}

const payout = async (id: number, usrId = 'GLIFIN') => {
  const res = await call(usrId, 'GET', `${PAYOUTS_BASE}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const verify = async (id: number, usrId = 'GLIFIN', extra: Record<string, unknown> = {}) =>
  call(usrId, 'POST', `${PAYOUTS_BASE}/${id}/verify`, { version: (await payout(id)).version, ...extra });
const approve = async (id: number, usrId = 'GLIHEAD') =>
  call(usrId, 'POST', `${PAYOUTS_BASE}/${id}/approve`, { version: (await payout(id)).version });
const payoutEvents = (payoutId: number) =>
  db()
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.type, 'PAYOUT_SENT'), sql`${notificationEvents.record}->>'id' = ${String(payoutId)}`));
const paymentStatus = async (docId: number) =>
  (await db().select({ s: jobPayments.status }).from(jobPayments).where(eq(jobPayments.docId, docId)))[0]!.s;

describe('bank accounts', () => {
  it('a proposal is checked at the bank and approved by a second person only', async () => {
    const maker = await bothRoles();
    const accountNo = '1122334455';
    const name = derivedHolderName(accountNo);
    const body = {
      accnId: 'TO0002',
      bankCode: '014',
      accountNo,
      holderName: `  ${name.toLowerCase()} `,
      currency: 'IDR',
      isDefault: false,
    };
    const inquiry = await call(maker, 'POST', `${BANK_ACCOUNTS_BASE}/inquiry`, { bankCode: '014', accountNo });
    expect(inquiry.json()).toEqual({ found: true, holderName: name });

    const proposed = await call(maker, 'POST', BANK_ACCOUNTS_BASE, body);
    expect(proposed.statusCode).toBe(200);
    const account = proposed.json();
    expect(account).toMatchObject({ state: 'PENDING', bankHolderName: name, proposedBy: maker, actions: [] });

    const own = await call(maker, 'POST', `${BANK_ACCOUNTS_BASE}/${account.bankAcctId}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().err.msg).toMatch(/proposed/i);
    // A finance admin without the checker's permission is refused too.
    expect((await call('GLIFIN', 'POST', `${BANK_ACCOUNTS_BASE}/${account.bankAcctId}/approve`, {})).statusCode).toBe(403);

    const [first, second] = await Promise.all([
      call('GLIHEAD', 'POST', `${BANK_ACCOUNTS_BASE}/${account.bankAcctId}/approve`, {}),
      call('GLIHEAD', 'POST', `${BANK_ACCOUNTS_BASE}/${account.bankAcctId}/approve`, {}),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const done = await call('GLIHEAD', 'GET', `${BANK_ACCOUNTS_BASE}/${account.bankAcctId}`);
    expect(done.json()).toMatchObject({ state: 'VERIFIED', decidedBy: 'GLIHEAD' });
    const events = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(account.bankAcctId)));
    expect(events.map((e) => e.audtEvent).sort()).toEqual(['BANK_ACCOUNT_PROPOSED', 'BANK_ACCOUNT_VERIFIED']);
  });

  it("a holder name that is not the bank's, or an account the bank does not know, is a field error", async () => {
    const mismatch = await call('GLIFIN', 'POST', BANK_ACCOUNTS_BASE, {
      accnId: 'TO0002',
      bankCode: '008',
      accountNo: '5566778899',
      holderName: 'Somebody Else',
      currency: 'IDR',
      isDefault: false,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { holderName: expect.any(String) } });
    const unknown = await call('GLIFIN', 'POST', BANK_ACCOUNTS_BASE, {
      accnId: 'TO0002',
      bankCode: '008',
      accountNo: '0001234567',
      holderName: 'Anyone',
      currency: 'IDR',
      isDefault: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatchObject({ accountNo: expect.any(String) });
    const notOperator = await call('GLIFIN', 'POST', BANK_ACCOUNTS_BASE, {
      accnId: 'CO0001',
      bankCode: '014',
      accountNo: '1122334466',
      holderName: derivedHolderName('1122334466'),
      currency: 'IDR',
      isDefault: false,
    });
    expect(notOperator.statusCode).toBe(400);
    expect(notOperator.json().message).toMatchObject({ accnId: expect.any(String) });
    const companies = (await call('GLIFIN', 'GET', `${BANK_ACCOUNTS_BASE}/companies`)).json() as Array<{ value: string }>;
    expect(companies.map((c) => c.value)).toEqual(expect.arrayContaining(['TO0001', 'TO0002']));
    expect(companies.map((c) => c.value)).not.toContain('CO0001');
    const badNumber = await call('GLIFIN', 'POST', BANK_ACCOUNTS_BASE, {
      accnId: 'TO0002',
      bankCode: '008',
      accountNo: '12-34',
      holderName: 'Anyone',
      currency: 'IDR',
      isDefault: false,
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toMatchObject({ accountNo: expect.any(String) });
  });

  it('a change of a verified account replaces it once approved, and takes the default over', async () => {
    const [current] = await db()
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.accnId, 'TO0002'), eq(bankAccounts.state, 'VERIFIED'), eq(bankAccounts.isDefault, true)));
    const accountNo = '2233445566';
    const change = await call('GLIFIN', 'POST', `${BANK_ACCOUNTS_BASE}/${current!.bankAcctId}/change`, {
      accnId: 'TO0002',
      bankCode: '022',
      accountNo,
      holderName: derivedHolderName(accountNo),
      currency: 'IDR',
      isDefault: true,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ state: 'PENDING', replacesId: current!.bankAcctId });
    // One pending change per account.
    const second = await call('GLIFIN', 'POST', `${BANK_ACCOUNTS_BASE}/${current!.bankAcctId}/change`, {
      accnId: 'TO0002',
      bankCode: '022',
      accountNo: '2233445577',
      holderName: derivedHolderName('2233445577'),
      currency: 'IDR',
      isDefault: true,
    });
    expect(second.statusCode).toBe(409);
    // Until approved the old account stays the default.
    expect((await call('GLIFIN', 'GET', `${BANK_ACCOUNTS_BASE}/${current!.bankAcctId}`)).json()).toMatchObject({
      state: 'VERIFIED',
      isDefault: true,
    });
    const approved = await call('GLIHEAD', 'POST', `${BANK_ACCOUNTS_BASE}/${change.json().bankAcctId}/approve`, {});
    expect(approved.json()).toMatchObject({ state: 'VERIFIED', isDefault: true });
    expect((await call('GLIFIN', 'GET', `${BANK_ACCOUNTS_BASE}/${current!.bankAcctId}`)).json()).toMatchObject({
      state: 'REPLACED',
      isDefault: false,
    });
  });

  it('a company sees only its own accounts; a cargo owner none', async () => {
    const to1 = await call('TO1', 'GET', `${BANK_ACCOUNTS_BASE}?length=100`);
    expect(to1.statusCode).toBe(200);
    const rows = to1.json().aaData as Array<{ accnId: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.accnId))).toEqual(new Set(['TO0001']));
    expect((await call('CO1', 'GET', BANK_ACCOUNTS_BASE)).statusCode).toBe(403);
    expect(
      (
        await call('TO1', 'POST', BANK_ACCOUNTS_BASE, {
          accnId: 'TO0001',
          bankCode: '014',
          accountNo: '5270012399',
          holderName: 'X',
          currency: 'IDR',
          isDefault: false,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('payouts', () => {
  it('NEW -> VER -> APP -> PAID: the debit note paid, the platform fee netted off, one balanced journal', async () => {
    const { dn, pf, payoutId } = await paidOut();
    const created = await payout(payoutId);
    const gross = toMinor(dn.total, 'IDR');
    const fee = toMinor(pf.total, 'IDR');
    expect(created).toMatchObject({ status: 'NEW', accnId: 'TO0001', frequency: 'IMMEDIATE', documents: 1, actions: ['verify'] });
    expect(toMinor(created.gross, 'IDR')).toBe(gross);
    expect(toMinor(created.netting, 'IDR')).toBe(fee);
    expect(toMinor(created.amount, 'IDR')).toBe(gross - fee);

    const verified = await verify(payoutId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'VER', verifiedBy: 'GLIFIN', accountNo: '5270012345' });
    expect((await payout(payoutId, 'GLIHEAD')).actions).toEqual(['approve']);

    const approved = await approve(payoutId);
    expect(approved.statusCode).toBe(200);
    const paid = approved.json();
    expect(paid).toMatchObject({ status: 'PAID', approvedBy: 'GLIHEAD', transfers: 1, lastFailureReason: null });
    expect(paid.transferList).toHaveLength(1);
    expect(paid.transferList[0]).toMatchObject({ status: 'SENT', bankReference: expect.stringMatching(/^SIM/) });
    expect(await paymentStatus(dn.docId)).toBe('PAID');
    expect(await paymentStatus(pf.docId)).toBe('PAID');

    const [journal] = await db()
      .select()
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.causeType, 'PAYOUT_SENT'), eq(ledgerJournals.causeId, paid.payoutNo)));
    expect(journal!.journalId).toBe(paid.journalId);
    expect(await journalLines(db(), journal!.journalId)).toEqual([
      { account: 'PAYABLE', accnId: 'TO0001', currency: 'IDR', docId: dn.docId, amount: gross },
      { account: 'RECEIVABLE', accnId: 'TO0001', currency: 'IDR', docId: pf.docId, amount: -fee },
      { account: 'BANK', accnId: null, currency: 'IDR', docId: null, amount: -(gross - fee) },
    ]);
    const events = await db().select().from(auditLog).where(eq(auditLog.entityId, paid.payoutNo));
    expect(events.map((e) => e.audtEvent).sort()).toEqual([
      'PAYOUT_APPROVED',
      'PAYOUT_CREATED',
      'PAYOUT_PAID',
      'PAYOUT_VERIFIED',
    ]);
    // Paid by the bank: the operator is told (PAYOUT_SENT, in the settlement's transaction), once.
    expect(await payoutEvents(payoutId)).toEqual([
      expect.objectContaining({
        accnIds: ['TO0001'],
        record: { kind: 'payout', id: String(payoutId), path: `/opadmin/outboundpayments/view/${payoutId}` },
        data: {
          payoutNo: paid.payoutNo,
          amount: formatMoney(fromMinor(gross - fee, 'IDR'), 'IDR'),
          currency: 'IDR',
          bankName: 'BCA (Bank Central Asia)',
        },
      }),
    ]);
  });

  it('a payout above Rp250,000,000 goes in several transfers, each with its own reference', async () => {
    const { payoutId } = await paidOut({ totalCharge: '600000000.00' });
    const amount = toMinor((await payout(payoutId)).amount, 'IDR');
    expect(amount).toBeGreaterThan(50_000_000_000n);
    expect((await verify(payoutId)).statusCode).toBe(200);
    const res = await approve(payoutId);
    expect(res.statusCode).toBe(200);
    const paid = res.json();
    expect(paid.status).toBe('PAID');
    const transfers = paid.transferList as Array<{ reference: string; amount: string; status: string }>;
    expect(transfers.length).toBe(3);
    expect(transfers.slice(0, 2).map((t) => t.amount)).toEqual(['250000000.00', '250000000.00']);
    expect(transfers.reduce((s, t) => s + toMinor(t.amount, 'IDR'), 0n)).toBe(amount);
    expect(new Set(transfers.map((t) => t.reference)).size).toBe(3);
    expect(transfers.every((t) => t.status === 'SENT')).toBe(true);
  });

  it('the verifier may not approve (403); a second person does', async () => {
    const both = await bothRoles();
    const { payoutId } = await paidOut();
    expect((await verify(payoutId, both)).statusCode).toBe(200);
    expect((await payout(payoutId, both)).actions).toEqual([]);
    const own = await approve(payoutId, both);
    expect(own.statusCode).toBe(403);
    expect(own.json().err.msg).toMatch(/verified/i);
    expect((await payout(payoutId)).status).toBe('VER');
    expect((await approve(payoutId)).json().status).toBe('PAID');
  });

  it('a transfer whose answer is lost stays PAYING; the recovery asks the bank and settles it, paying once', async () => {
    const real = bank.disburse.bind(bank);
    const later = () => new Date(Date.now() + PAYOUT_STUCK_AFTER_MS + 60_000);
    try {
      for (const moved of [true, false]) {
        // The bank moved the money and the answer was lost; or the call never reached the bank.
        bank.disburse = async (input) => {
          if (moved) await real(input);
          throw new Error('socket hang up');
        };
        const { dn, payoutId } = await paidOut();
        expect((await verify(payoutId)).statusCode).toBe(200);
        const approved = await approve(payoutId);
        expect(approved.statusCode).toBe(200);
        expect(approved.json()).toMatchObject({ status: 'PAYING', lastFailureReason: null });
        const [transfer] = approved.json().transferList as Array<{ reference: string; status: string }>;
        expect(transfer!.status).toBe('NEW');
        expect(await paymentStatus(dn.docId)).toBe('PAYING');
        expect((await bank.transferStatus(transfer!.reference)).state).toBe(moved ? 'DONE' : 'NOT_FOUND');
        bank.disburse = real;

        // Too early: a send may still be under way.
        expect(await recoverPayouts(db(), bank)).toBe(0);
        expect(await recoverPayouts(db(), bank, later())).toBe(1);
        const paid = await payout(payoutId);
        const atBank = await bank.transferStatus(transfer!.reference);
        expect(atBank.state).toBe('DONE');
        expect(paid).toMatchObject({ status: 'PAID', transfers: 1 });
        expect(paid.transferList[0]).toMatchObject({
          status: 'SENT',
          bankReference: atBank.state === 'DONE' && atBank.result.ok ? atBank.result.bankReference : 'none',
        });
        expect(await paymentStatus(dn.docId)).toBe('PAID');
        const journals = await db()
          .select()
          .from(ledgerJournals)
          .where(and(eq(ledgerJournals.causeType, 'PAYOUT_SENT'), eq(ledgerJournals.causeId, paid.payoutNo)));
        expect(journals).toHaveLength(1);
        // Nothing left to recover.
        expect(await recoverPayouts(db(), bank, later())).toBe(0);
      }
    } finally {
      bank.disburse = real;
    }
  });

  it('two approvals at once: one wins, the other gets 409', async () => {
    const { payoutId } = await paidOut();
    expect((await verify(payoutId)).statusCode).toBe(200);
    const version = (await payout(payoutId)).version;
    const [a, b] = await Promise.all([
      call('GLIHEAD', 'POST', `${PAYOUTS_BASE}/${payoutId}/approve`, { version }),
      call('GLIHEAD', 'POST', `${PAYOUTS_BASE}/${payoutId}/approve`, { version }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const p = await payout(payoutId);
    expect(p.status).toBe('PAID');
    expect(p.transferList).toHaveLength(1);
  });

  it('a refused transfer (closed account) sends the payout back to NEW with the reason; nothing is posted', async () => {
    const { dn, pf, payoutId } = await paidOut();
    // A second verified account of TO0001 that the simulated bank has closed since (fixture written directly).
    const [closed] = await db()
      .insert(bankAccounts)
      .values({
        accnId: 'TO0001',
        bankCode: '014',
        accountNo: '7770001111',
        holderName: 'PT TRUK NUSANTARA',
        bankHolderName: 'PT TRUK NUSANTARA',
        currency: 'IDR',
        state: 'VERIFIED',
        proposedBy: 'GLIFIN',
        decidedBy: 'GLIHEAD',
        decidedAt: new Date(),
      })
      .returning();
    expect((await verify(payoutId, 'GLIFIN', { bankAcctId: closed!.bankAcctId })).statusCode).toBe(200);
    const res = await approve(payoutId);
    expect(res.statusCode).toBe(200);
    const failed = res.json();
    expect(failed).toMatchObject({ status: 'NEW', verifiedBy: null, approvedBy: null });
    expect((await payout(payoutId)).actions).toEqual(['verify']);
    expect(failed.lastFailureReason).toMatch(/ACCOUNT_CLOSED/);
    expect(failed.transferList[0]).toMatchObject({ status: 'FAILED', reason: 'ACCOUNT_CLOSED' });
    expect(await paymentStatus(dn.docId)).toBe('NEW');
    expect(await paymentStatus(pf.docId)).toBe('NEW');
    expect(
      await db()
        .select()
        .from(ledgerJournals)
        .where(and(eq(ledgerJournals.causeType, 'PAYOUT_SENT'), eq(ledgerJournals.causeId, failed.payoutNo))),
    ).toEqual([]);
    const events = await db().select().from(auditLog).where(eq(auditLog.entityId, failed.payoutNo));
    expect(events.find((e) => e.audtEvent === 'PAYOUT_FAILED')?.audtRemarks).toMatch(/ACCOUNT_CLOSED/);
    // Refused by the bank: nothing was paid, so the operator is told nothing.
    expect(await payoutEvents(payoutId)).toEqual([]);

    // Verified again to the default account, it goes through on the second attempt.
    expect((await verify(payoutId)).statusCode).toBe(200);
    const again = (await approve(payoutId)).json();
    expect(again.status).toBe('PAID');
    expect(again.transferList.map((t: { attempt: number; status: string }) => `${t.attempt}:${t.status}`)).toEqual([
      '1:FAILED',
      '2:SENT',
    ]);
    expect(await payoutEvents(payoutId)).toHaveLength(1);
  });

  it('a payout to an account that is not verified is refused', async () => {
    const { payoutId } = await paidOut();
    const [pending] = await db()
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.accnId, 'TO0001'), eq(bankAccounts.state, 'PENDING')));
    const res = await verify(payoutId, 'GLIFIN', { bankAcctId: pending!.bankAcctId });
    expect(res.statusCode).toBe(409);
    expect(res.json().err.msg).toMatch(/verified/i);
    // Verified to the default, which is then replaced before the approval: refused at approval.
    expect((await verify(payoutId)).statusCode).toBe(200);
    const p = await payout(payoutId);
    await db().update(bankAccounts).set({ state: 'REPLACED', isDefault: false }).where(eq(bankAccounts.bankAcctId, p.bankAcctId));
    try {
      const refused = await approve(payoutId);
      expect(refused.statusCode).toBe(409);
      expect((await payout(payoutId)).status).toBe('VER');
    } finally {
      await db()
        .update(bankAccounts)
        .set({ state: 'VERIFIED', isDefault: true })
        .where(eq(bankAccounts.bankAcctId, p.bankAcctId));
    }
    expect((await approve(payoutId)).json().status).toBe('PAID');
  });

  it("a suspended operator's payout is held: shown so, not approvable", async () => {
    const { payoutId } = await paidOut();
    expect((await verify(payoutId)).statusCode).toBe(200);
    await db().update(accounts).set({ accnStatus: 'S' }).where(eq(accounts.accnId, 'TO0001'));
    try {
      const p = await payout(payoutId, 'GLIHEAD');
      expect(p).toMatchObject({ held: true, status: 'VER', actions: [] });
      const list = await call('GLIHEAD', 'GET', `${PAYOUTS_BASE}?held=true&length=100`);
      expect((list.json().aaData as Array<{ payoutId: number }>).map((r) => r.payoutId)).toContain(payoutId);
      const res = await approve(payoutId);
      expect(res.statusCode).toBe(409);
      expect(res.json().err.msg).toMatch(/suspended|held/i);
    } finally {
      await db().update(accounts).set({ accnStatus: 'A' }).where(eq(accounts.accnId, 'TO0001'));
    }
    expect((await approve(payoutId)).json().status).toBe('PAID');
  });

  it('an operator reads its own payouts only; a cargo owner none; nobody else verifies', async () => {
    const { payoutId } = await paidOut();
    const to1 = await call('TO1', 'GET', `${PAYOUTS_BASE}?length=100`);
    expect(to1.statusCode).toBe(200);
    const rows = to1.json().aaData as Array<{ accnId: string; payoutId: number; actions: string[] }>;
    expect(rows.map((r) => r.payoutId)).toContain(payoutId);
    expect(new Set(rows.map((r) => r.accnId))).toEqual(new Set(['TO0001']));
    expect(rows.every((r) => r.actions.length === 0)).toBe(true);
    expect((await call('TO1', 'GET', `${PAYOUTS_BASE}/${payoutId}`)).json().items.length).toBe(2);
    expect((await call('TO2', 'GET', `${PAYOUTS_BASE}/${payoutId}`)).statusCode).toBe(404);
    const to2 = await call('TO2', 'GET', `${PAYOUTS_BASE}?length=100`);
    expect((to2.json().aaData as Array<{ accnId: string }>).every((r) => r.accnId === 'TO0002')).toBe(true);
    expect((await call('CO1', 'GET', PAYOUTS_BASE)).statusCode).toBe(403);
    expect((await call('TO1', 'POST', `${PAYOUTS_BASE}/${payoutId}/verify`, { version: 1 })).statusCode).toBe(403);
    expect((await call('TO1', 'POST', `${PAYOUTS_BASE}/build`)).statusCode).toBe(403);
  });

  it('a financed contract pays the operator at the due date whatever the creator paid; a non-financed one waits', async () => {
    const { jobId } = await approvedJob(ctx, as);
    const [job] = await db().select().from(jobs).where(eq(jobs.jobId, jobId));
    const [dn] = await db()
      .select()
      .from(moneyDocuments)
      .where(and(eq(moneyDocuments.jobId, jobId), eq(moneyDocuments.docType, 'DN_TO')));
    const afterDue = new Date(Date.parse(`${dn!.dueDate}T12:00:00+07:00`) + 86_400_000);
    const inPayout = async () => (await db().select().from(payoutItems).where(eq(payoutItems.docId, dn!.docId))).length > 0;
    // Not financed and the creator has not paid: not due, not even past its due date.
    await buildPayouts(db(), null, afterDue);
    expect(await inPayout()).toBe(false);
    const [contract] = await db().select().from(contracts).where(eq(contracts.contractId, job!.contractId!));
    await db().update(contracts).set({ financingType: 'TO_OPM' }).where(eq(contracts.contractId, contract!.contractId));
    try {
      // Financed: not before its due date ...
      await buildPayouts(db(), null, new Date(Date.parse(`${dn!.dueDate}T12:00:00+07:00`) - 2 * 86_400_000));
      expect(await inPayout()).toBe(false);
      // ... and at it, whatever the creator paid.
      await buildPayouts(db(), null, afterDue);
      expect(await inPayout()).toBe(true);

      // Paid out: the creator's debit note, unpaid, is carried on its credit line (CREDIT_USED), so it is PAID with
      // nothing open and the creator owes the line instead.
      const [co] = await db()
        .select()
        .from(moneyDocuments)
        .where(and(eq(moneyDocuments.jobId, jobId), eq(moneyDocuments.docType, 'DN_CO')));
      const owed = await documentOutstanding(db(), co!.docId);
      expect(owed).toBe(toMinor(co!.total, co!.currency));
      const drawnBefore = await accountBalance(db(), 'CREDIT_DRAWN', job!.creatorAccnId, co!.currency);
      const [item] = await db().select().from(payoutItems).where(eq(payoutItems.docId, dn!.docId));
      expect((await verify(item!.payoutId)).statusCode).toBe(200);
      const paid = (await approve(item!.payoutId)).json();
      expect(paid.status).toBe('PAID');
      expect(await documentOutstanding(db(), co!.docId)).toBe(0n);
      expect(await paymentStatus(co!.docId)).toBe('PAID');
      const carried = await db()
        .select()
        .from(ledgerJournals)
        .where(and(eq(ledgerJournals.causeType, 'CREDIT_USED'), eq(ledgerJournals.causeId, paid.payoutNo)));
      expect(carried).toHaveLength(1);
      // The payout took every due debit note of the contract (the demo's too): each creator's note is on its line.
      const lines = await journalLines(db(), carried[0]!.journalId);
      expect(lines).toContainEqual({
        account: 'CREDIT_DRAWN',
        accnId: 'CO0001',
        currency: 'IDR',
        docId: co!.docId,
        amount: owed,
      });
      const drawn = lines.filter((l) => l.account === 'CREDIT_DRAWN').reduce((sum, l) => sum + l.amount, 0n);
      expect(await accountBalance(db(), 'CREDIT_DRAWN', job!.creatorAccnId, co!.currency)).toBe(drawnBefore + drawn);
    } finally {
      await db()
        .update(contracts)
        .set({ financingType: contract!.financingType })
        .where(eq(contracts.contractId, contract!.contractId));
    }
  });

  it("a weekly contract collects the week's debit notes into one payout; the next week starts another", async () => {
    const [job] = await db().select().from(jobs).where(eq(jobs.creatorAccnId, 'CO0001')).limit(1);
    const [contract] = await db().select().from(contracts).where(eq(contracts.contractId, job!.contractId!));
    await db().update(contracts).set({ payoutFrequency: 'WEEKLY' }).where(eq(contracts.contractId, contract!.contractId));
    try {
      // A Monday some weeks ahead (Jakarta noon), its Thursday and the Monday after.
      const base = new Date(Date.now() + 70 * 86_400_000);
      base.setUTCHours(5, 0, 0, 0);
      base.setUTCDate(base.getUTCDate() - ((base.getUTCDay() + 6) % 7));
      const at = (days: number) => new Date(base.getTime() + days * 86_400_000);
      const payoutOf = async (jobId: string) => {
        const [d] = await db()
          .select()
          .from(moneyDocuments)
          .where(and(eq(moneyDocuments.jobId, jobId), eq(moneyDocuments.docType, 'DN_TO')));
        return (await db().select().from(payoutItems).where(eq(payoutItems.docId, d!.docId)))[0]!.payoutId;
      };
      const paidOn = async (when: Date) => {
        const { jobId } = await approvedJob(ctx, as);
        await db().transaction((tx) => markCreatorPaid(tx, jobId, 'CO1FIN'));
        await buildPayouts(db(), null, when);
        return payoutOf(jobId);
      };
      const monday = await paidOn(at(0));
      const thursday = await paidOn(at(3));
      const nextMonday = await paidOn(at(7));
      expect(thursday).toBe(monday);
      expect(nextMonday).not.toBe(monday);
      const [batch] = await db().select().from(payouts).where(eq(payouts.payoutId, monday));
      expect(batch).toMatchObject({ frequency: 'WEEKLY', periodStart: at(0).toISOString().slice(0, 10), status: 'NEW' });
      expect((await payout(monday)).documents).toBe(2);
    } finally {
      await db()
        .update(contracts)
        .set({ payoutFrequency: contract!.payoutFrequency })
        .where(eq(contracts.contractId, contract!.contractId));
    }
  });

  it('the demo has a payout for GLIFIN to verify and one for GLIHEAD to approve', async () => {
    const list = await call('GLIFIN', 'GET', `${PAYOUTS_BASE}?length=100`);
    const rows = list.json().aaData as Array<{ status: string; createdBy?: string; payoutNo: string }>;
    expect(rows.some((r) => r.status === 'NEW')).toBe(true);
    expect(rows.some((r) => r.status === 'VER')).toBe(true);
    const pendingAccounts = await db()
      .select()
      .from(bankAccounts)
      .where(and(inArray(bankAccounts.accnId, ['TO0001', 'TO0002']), eq(bankAccounts.state, 'PENDING')));
    expect(pendingAccounts.length).toBeGreaterThanOrEqual(2);
  });
});
