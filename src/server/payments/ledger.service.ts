import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  normalBalance,
  postingError,
  reversalLines,
  type LedgerAccount,
  type LedgerCause,
  type LedgerLine,
} from '../../domain/payments/ledger';
import type { DbOrTx, Tx } from '../db/client';
import { ledgerJournals, ledgerLines } from '../db/schema';
import { conflict, notFound } from '../http/errors';

export interface JournalInput {
  causeType: LedgerCause;
  causeId: string;
  memo: string;
  postedBy: string;
  postedAt?: Date;
  reversalOf?: number | null;
  lines: readonly LedgerLine[];
}

/** A posting the code refused before it reached the database (unbalanced, empty, wrong company on an account). */
export class PostingRefused extends Error {}

/**
 * Posts a journal and its lines in the caller's transaction (the transaction of the cause). An unbalanced or
 * malformed posting is refused here, before any insert; the database refuses it too, at commit (constraint trigger).
 */
export async function postJournal(tx: Tx, input: JournalInput): Promise<{ journalId: number }> {
  const error = postingError(input.lines);
  if (error) throw new PostingRefused(error);
  const [journal] = await tx
    .insert(ledgerJournals)
    .values({
      causeType: input.causeType,
      causeId: input.causeId,
      memo: input.memo,
      postedBy: input.postedBy,
      reversalOf: input.reversalOf ?? null,
      ...(input.postedAt ? { postedAt: input.postedAt } : {}),
    })
    .returning({ journalId: ledgerJournals.journalId });
  await tx.insert(ledgerLines).values(
    input.lines.map((l) => ({
      journalId: journal!.journalId,
      accountCode: l.account,
      accnId: l.accnId,
      currency: l.currency,
      docId: l.docId,
      amount: l.amount,
    })),
  );
  return journal!;
}

/** The lines of a journal, in their order. */
export async function journalLines(db: DbOrTx, journalId: number): Promise<LedgerLine[]> {
  const rows = await db.select().from(ledgerLines).where(eq(ledgerLines.journalId, journalId)).orderBy(asc(ledgerLines.lineId));
  return rows.map((r) => ({ account: r.accountCode, accnId: r.accnId, currency: r.currency, docId: r.docId, amount: r.amount }));
}

/**
 * Reverses a journal with a new one of the opposite lines (cause REVERSAL, `reversal_of` the original): 404 for an
 * unknown journal, 409 when it was reversed already (the unique index settles a race). The original stays.
 */
export async function reverseJournal(tx: Tx, journalId: number, by: string, now = new Date()): Promise<{ journalId: number }> {
  const [original] = await tx.select().from(ledgerJournals).where(eq(ledgerJournals.journalId, journalId)).for('update');
  if (!original) throw notFound('Journal not found');
  const [done] = await tx
    .select({ id: ledgerJournals.journalId })
    .from(ledgerJournals)
    .where(eq(ledgerJournals.reversalOf, journalId));
  if (done) throw conflict('ledger.server.alreadyReversed');
  return postJournal(tx, {
    causeType: 'REVERSAL',
    causeId: String(journalId),
    memo: `Reversal of journal ${journalId} (${original.causeType} ${original.causeId})`,
    postedBy: by,
    postedAt: now,
    reversalOf: journalId,
    lines: reversalLines(await journalLines(tx, journalId)),
  });
}

export interface Balance {
  account: LedgerAccount;
  /** The company; null on a platform account, and on every row of the totals over all companies. */
  accnId: string | null;
  currency: string;
  /** The sums of the debit and of the credit lines (minor units, both positive). */
  debit: bigint;
  credit: bigint;
  /** In the account's normal direction (a receivable's debit, a payable's credit) positive. */
  balance: bigint;
}

/**
 * The balances from the lines, per account, company and currency: of one company's accounts (`accnId`), of the
 * platform's own accounts (`accnId: null`), or of every account (nothing given; `overCompanies` sums each account
 * over its companies). Accounts without lines are absent.
 */
export async function balances(
  db: DbOrTx,
  where: { accnId?: string | null; account?: LedgerAccount; currency?: string; overCompanies?: boolean } = {},
): Promise<Balance[]> {
  const filters: SQL[] = [];
  if (where.accnId !== undefined)
    filters.push(where.accnId === null ? isNull(ledgerLines.accnId) : eq(ledgerLines.accnId, where.accnId));
  if (where.account) filters.push(eq(ledgerLines.accountCode, where.account));
  if (where.currency) filters.push(eq(ledgerLines.currency, where.currency));
  const company = where.overCompanies ? sql<string | null>`null::varchar` : ledgerLines.accnId;
  const rows = await db
    .select({
      account: ledgerLines.accountCode,
      accnId: company,
      currency: ledgerLines.currency,
      debit: sql<string>`coalesce(sum(${ledgerLines.amount}) filter (where ${ledgerLines.amount} > 0), 0)::text`,
      credit: sql<string>`coalesce(-sum(${ledgerLines.amount}) filter (where ${ledgerLines.amount} < 0), 0)::text`,
    })
    .from(ledgerLines)
    .where(filters.length ? and(...filters) : undefined)
    .groupBy(...(where.overCompanies ? [] : [ledgerLines.accnId]), ledgerLines.accountCode, ledgerLines.currency)
    .orderBy(...(where.overCompanies ? [] : [asc(ledgerLines.accnId)]), asc(ledgerLines.accountCode), asc(ledgerLines.currency));
  return rows.map((r) => {
    const debit = BigInt(r.debit);
    const credit = BigInt(r.credit);
    return {
      account: r.account,
      accnId: r.accnId,
      currency: r.currency,
      debit,
      credit,
      balance: normalBalance(r.account, debit - credit),
    };
  });
}

/** One account's balance (normal direction, minor units) for a company (null: a platform account) and currency. */
export async function accountBalance(
  db: DbOrTx,
  account: LedgerAccount,
  accnId: string | null,
  currency: string,
): Promise<bigint> {
  const [row] = await balances(db, { account, accnId, currency });
  return row?.balance ?? 0n;
}

/**
 * What is still open on a money document, as SQL over the document's row `d` (`money_documents d`): its lines on its
 * control account (the receivable of DN_CO, PF_CO and PF_TO, the payable of DN_TO) in the
 * account's normal direction, minor units. The document's total until a payment or payout posts against it; zero once
 * settled. The one definition every list, payment and allocation reads.
 */
export const openAmountSql = sql<string>`coalesce((select sum(case when d.doc_type = 'DN_TO' then -l.amount else l.amount end)
    from ledger_lines l
   where l.doc_id = d.doc_id and l.account_code = case when d.doc_type = 'DN_TO' then 'PAYABLE' else 'RECEIVABLE' end), 0)`;

/** What is still open on some money documents (minor units), by document id (`openAmountSql`). */
export async function documentsOutstanding(db: DbOrTx, docIds: readonly number[]): Promise<Map<number, bigint>> {
  if (!docIds.length) return new Map();
  const rows = await db.execute<{ doc_id: string; open: string }>(sql`
    select d.doc_id, ${openAmountSql}::text as open from money_documents d
     where d.doc_id in (${sql.join(
       docIds.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  return new Map(rows.rows.map((r) => [Number(r.doc_id), BigInt(r.open)]));
}

/** What is still open on one money document (minor units); 404 for an unknown document. */
export async function documentOutstanding(db: DbOrTx, docId: number): Promise<bigint> {
  const open = (await documentsOutstanding(db, [docId])).get(docId);
  if (open === undefined) throw notFound('Document not found');
  return open;
}
