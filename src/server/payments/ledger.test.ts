import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { approvedJob, billingCallers } from '../../../tests/support/billing-kit';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { toMinor } from '../../domain/billing/money';
import { contracts, jobPayments, jobs, ledgerJournals, ledgerLines, moneyDocuments } from '../db/schema';
import { AppError } from '../http/errors';
import { LEDGER_BASE } from './ledger.routes';
import {
  accountBalance,
  balances,
  documentOutstanding,
  journalLines,
  postJournal,
  PostingRefused,
  reverseJournal,
} from './ledger.service';

const ctx = useTestApp();
const as = billingCallers(ctx);
const db = () => ctx.database.db;

afterEach(async () => {
  await expectLedgerInvariants(db());
});

const docsOf = (jobId: string) => db().select().from(moneyDocuments).where(eq(moneyDocuments.jobId, jobId));
const journalOf = async (billId: number) =>
  (
    await db()
      .select()
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.causeType, 'BILL_APPROVED'), eq(ledgerJournals.causeId, String(billId))))
  )[0]!;

/** Runs SQL on a connection of its own, in one transaction: answers the error of the statement or the commit. */
async function rawTransaction(statements: string[]): Promise<{ failedAt: number | 'commit' | null; message: string }> {
  const client = await ctx.database.pool.connect();
  try {
    await client.query('BEGIN');
    for (const [i, s] of statements.entries()) {
      try {
        await client.query(s);
      } catch (error) {
        await client.query('ROLLBACK');
        return { failedAt: i, message: (error as Error).message };
      }
    }
    try {
      await client.query('COMMIT');
    } catch (error) {
      return { failedAt: 'commit', message: (error as Error).message };
    }
    return { failedAt: null, message: '' };
  } finally {
    client.release();
  }
}

describe('the ledger of an approved bill', () => {
  it('posts one balanced journal with the approval: receivables and payable equal the documents', async () => {
    // The demo's approved bill (seeded through the billing services) has its journal already.
    const before = await accountBalance(db(), 'RECEIVABLE', 'CO0001', 'IDR');
    expect(before).toBeGreaterThan(0n);
    // Over Rp5,000,000: DN_CO carries e-Meterai; the contract withholds PPh 23 from the customer's fee.
    const [job] = await db().select({ contractId: jobs.contractId }).from(jobs).where(eq(jobs.creatorAccnId, 'CO0001')).limit(1);
    await db().update(contracts).set({ customerWithholdingPct: '2.00' }).where(eq(contracts.contractId, job!.contractId!));
    const { jobId, billing } = await approvedJob(ctx, as, { totalCharge: '6000000.00' });
    expect(billing.jobState).toBe('APP_BILL');

    const docs = await docsOf(jobId);
    const by = Object.fromEntries(docs.map((d) => [d.docType, d]));
    expect(Number(by.DN_CO!.stampDuty)).toBeGreaterThan(0);
    expect(Number(by.PF_CO!.withholding)).toBeGreaterThan(0);
    const journal = await journalOf(docs[0]!.billId);
    expect(journal).toMatchObject({ postedBy: 'L1SUPPORT', reversalOf: null });
    expect(journal.memo).toContain(jobId);
    const lines = await journalLines(db(), journal.journalId);
    const sum = (account: string, accnId: string | null = null) =>
      lines.filter((l) => l.account === account && l.accnId === accnId).reduce((a, l) => a + l.amount, 0n);
    const minor = (s: string) => toMinor(s, 'IDR');
    expect(sum('STAMP_DUTY_PAYABLE')).toBe(-minor(by.DN_CO!.stampDuty));
    expect(sum('WHT_PREPAID')).toBe(minor(by.PF_CO!.withholding) + minor(by.PF_TO!.withholding));
    expect(sum('FEE_REVENUE')).toBe(-(minor(by.PF_CO!.subtotal) + minor(by.PF_TO!.subtotal)));
    expect(sum('VAT_OUTPUT')).toBe(-(minor(by.PF_CO!.vat) + minor(by.PF_TO!.vat)));

    // The creator's receivable grew by its open DN_CO + PF_CO; each document's outstanding is its total.
    expect((await accountBalance(db(), 'RECEIVABLE', 'CO0001', 'IDR')) - before).toBe(
      minor(by.DN_CO!.total) + minor(by.PF_CO!.total),
    );
    for (const d of docs) expect(await documentOutstanding(db(), d.docId)).toBe(minor(d.total));
  });

  it('a payment posted against a document closes it (a paid document has outstanding zero)', async () => {
    const { jobId } = await approvedJob(ctx, as);
    const dnCo = (await docsOf(jobId)).find((d) => d.docType === 'DN_CO')!;
    const amount = toMinor(dnCo.total, 'IDR');
    await db().transaction(async (tx) => {
      await postJournal(tx, {
        causeType: 'PAYMENT_RECEIVED',
        causeId: `TEST-${dnCo.docId}`,
        memo: 'test payment',
        postedBy: 'L1SUPPORT',
        lines: [
          { account: 'BANK', accnId: null, currency: 'IDR', docId: dnCo.docId, amount },
          { account: 'RECEIVABLE', accnId: 'CO0001', currency: 'IDR', docId: dnCo.docId, amount: -amount },
        ],
      });
      await tx.update(jobPayments).set({ status: 'PAID' }).where(eq(jobPayments.docId, dnCo.docId));
    });
    expect(await documentOutstanding(db(), dnCo.docId)).toBe(0n);
  });

  it('a reversal nets every balance of the journal back to zero; a second one is refused', async () => {
    const snapshot = async () =>
      (await balances(db())).map((b) => `${b.account}/${b.accnId}/${b.currency}: ${b.debit - b.credit}`).sort();
    const before = await snapshot();
    const { jobId } = await approvedJob(ctx, as);
    const docs = await docsOf(jobId);
    expect(await snapshot()).not.toEqual(before);
    const journal = await journalOf(docs[0]!.billId);
    const reversal = await db().transaction((tx) => reverseJournal(tx, journal.journalId, 'SUPERADMIN'));
    const [row] = await db().select().from(ledgerJournals).where(eq(ledgerJournals.journalId, reversal.journalId));
    expect(row).toMatchObject({ causeType: 'REVERSAL', causeId: String(journal.journalId), reversalOf: journal.journalId });
    // Debits and credits kept, their difference back where it was.
    const diff = (s: string[]) => s.map((x) => x.replace(/: .*/, '') + x.replace(/.*: /, ': '));
    const after = await snapshot();
    expect(diff(after).filter((x) => !x.endsWith(': 0'))).toEqual(diff(before).filter((x) => !x.endsWith(': 0')));
    for (const d of docs) expect(await documentOutstanding(db(), d.docId)).toBe(0n);
    await expect(db().transaction((tx) => reverseJournal(tx, journal.journalId, 'SUPERADMIN'))).rejects.toBeInstanceOf(AppError);
  });
});

describe('the database guards the ledger', () => {
  it('refuses an unbalanced posting in the code, before any insert', async () => {
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerJournals)
      )[0]!.n;
    const n = await count();
    await expect(
      db().transaction((tx) =>
        postJournal(tx, {
          causeType: 'PAYMENT_RECEIVED',
          causeId: 'X',
          memo: 'unbalanced',
          postedBy: 'SUPERADMIN',
          lines: [
            { account: 'BANK', accnId: null, currency: 'IDR', docId: null, amount: 100n },
            { account: 'UNALLOCATED_RECEIPTS', accnId: 'CO0001', currency: 'IDR', docId: null, amount: -99n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(PostingRefused);
    expect(await count()).toBe(n);
  });

  it('refuses at commit a journal inserted directly in SQL that does not balance, or has no lines', async () => {
    const journal = `insert into ledger_journals (cause_type, cause_id, memo, posted_by) values ('PAYMENT_RECEIVED', 'SQL', 'direct', 'SUPERADMIN')`;
    const line = (account: string, accn: string | null, currency: string, amount: number) =>
      `insert into ledger_lines (journal_id, account_code, accn_id, currency, amount) values (currval('ledger_journals_journal_id_seq'), '${account}', ${accn ? `'${accn}'` : 'null'}, '${currency}', ${amount})`;
    const unbalanced = await rawTransaction([
      journal,
      line('BANK', null, 'IDR', 100),
      line('UNALLOCATED_RECEIPTS', 'CO0001', 'IDR', -99),
    ]);
    // The inserts pass; the deferred constraint trigger refuses the commit.
    expect(unbalanced.failedAt).toBe('commit');
    expect(unbalanced.message).toMatch(/does not balance in IDR: 1/);
    const perCurrency = await rawTransaction([
      journal,
      line('BANK', null, 'IDR', 100),
      line('UNALLOCATED_RECEIPTS', 'CO0001', 'USD', -100),
    ]);
    expect(perCurrency).toMatchObject({ failedAt: 'commit' });
    expect(await rawTransaction([journal])).toMatchObject({ failedAt: 'commit', message: expect.stringMatching(/no lines/) });
    // A platform account with a company is refused at once.
    expect((await rawTransaction([journal, line('BANK', 'CO0001', 'IDR', 100)])).failedAt).toBe(1);
    // The balanced one commits.
    expect(
      await rawTransaction([journal, line('BANK', null, 'IDR', 100), line('UNALLOCATED_RECEIPTS', 'CO0001', 'IDR', -100)]),
    ).toEqual({
      failedAt: null,
      message: '',
    });
  });

  it('refuses UPDATE and DELETE of lines and journals', async () => {
    const [line] = await db().select().from(ledgerLines).limit(1);
    expect(line).toBeDefined();
    for (const statement of [
      `update ledger_lines set amount = amount + 1 where line_id = ${line!.lineId}`,
      `delete from ledger_lines where line_id = ${line!.lineId}`,
      `update ledger_journals set memo = 'changed' where journal_id = ${line!.journalId}`,
      `delete from ledger_journals where journal_id = ${line!.journalId}`,
      'truncate ledger_lines cascade',
    ]) {
      const result = await rawTransaction([statement]);
      expect(result.failedAt, statement).toBe(0);
      expect(result.message).toMatch(/never updated or deleted/);
    }
    const [still] = await db()
      .select()
      .from(ledgerLines)
      .where(inArray(ledgerLines.lineId, [line!.lineId]));
    expect(still).toEqual(line);
  });
});

describe('the ledger API', () => {
  const ledger = apiCallers(ctx, LEDGER_BASE);
  const call = (usrId: string, path: string) => ledger.request(usrId, 'GET', path);

  it('refuses company users (403), GLI finance included, and platform users without ledger.read', async () => {
    for (const usrId of ['CO1', 'CO1FIN', 'TO1', 'GLIFIN', 'L1SUPPORT']) {
      expect((await call(usrId, '/journals')).statusCode, usrId).toBe(403);
      expect((await call(usrId, '/balances?accnId=CO0001')).statusCode, usrId).toBe(403);
    }
  });

  it('answers the platform: the journals (paged, filtered) and the balances per account and currency', async () => {
    const { jobId } = await approvedJob(ctx, as);
    const docs = await docsOf(jobId);
    const dnCo = docs.find((d) => d.docType === 'DN_CO')!;
    const list = await call('SUPERADMIN', `/journals?search=${jobId}`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.iTotalDisplayRecords).toBe(1);
    const journal = page.aaData[0];
    expect(journal).toMatchObject({ causeType: 'BILL_APPROVED', causeId: String(dnCo.billId), reversedBy: null });
    const receivable = journal.lines.find(
      (l: { docId: number | null; account: string }) => l.docId === dnCo.docId && l.account === 'RECEIVABLE',
    );
    expect(receivable).toMatchObject({ accnId: 'CO0001', currency: 'IDR', docNo: dnCo.docNo, debit: dnCo.total, credit: null });
    expect(
      (await call('SUPERADMIN', `/journals?docId=${dnCo.docId}&causeType=BILL_APPROVED`))
        .json()
        .aaData.map((j: { journalId: number }) => j.journalId),
    ).toEqual([journal.journalId]);
    const all = (await call('SUPERADMIN', '/journals?length=10&causeType=BILL_APPROVED')).json();
    expect(all.iTotalRecords).toBeGreaterThanOrEqual(2);
    expect((await call('SUPERADMIN', '/journals?sort=nope')).statusCode).toBe(400);

    const mine = (await call('SUPERADMIN', '/balances?accnId=co0001')).json();
    expect(mine.accnId).toBe('CO0001');
    const idr = mine.balances.find(
      (b: { account: string; currency: string }) => b.account === 'RECEIVABLE' && b.currency === 'IDR',
    );
    expect(toMinor(idr.balance, 'IDR')).toBe(await accountBalance(db(), 'RECEIVABLE', 'CO0001', 'IDR'));
    expect(idr.normal).toBe('DEBIT');
    const platform = (await call('SUPERADMIN', '/balances')).json();
    expect(platform.accnId).toBeNull();
    const revenue = platform.balances.find((b: { account: string }) => b.account === 'FEE_REVENUE');
    // The reversal above debited revenue; the balance is the credits less the debits.
    expect(revenue).toMatchObject({ normal: 'CREDIT', accnId: null });
    expect(toMinor(revenue.balance, 'IDR')).toBe(toMinor(revenue.credit, 'IDR') - toMinor(revenue.debit, 'IDR'));
    expect(Number(revenue.balance)).toBeGreaterThan(0);
    expect((await call('SUPERADMIN', '/balances?accnId=NOPE')).statusCode).toBe(404);
  });

  it('is in the OpenAPI document with typed rows', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ok = (path: string) => doc.paths[`${LEDGER_BASE}${path}`].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok('/journals').properties.aaData.items.properties)).toEqual(
      expect.arrayContaining(['journalId', 'causeType', 'lines', 'reversedBy']),
    );
    expect(Object.keys(ok('/balances').properties.balances.items.properties)).toEqual(
      expect.arrayContaining(['account', 'currency', 'debit', 'credit', 'balance']),
    );
  });
});
