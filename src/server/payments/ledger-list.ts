import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '../../domain/billing/money';
import { LEDGER_ACCOUNTS } from '../../domain/payments/ledger';
import type { LedgerBalancesQuery, LedgerJournalsQuery } from '../../domain/payments/ledger-schema';
import type { DbOrTx } from '../db/client';
import { accounts, ledgerJournals, ledgerLines, moneyDocuments } from '../db/schema';
import { countsSql, dayRangeFilters, likePattern, orderBy, paged } from '../http/datatable';
import { notFound } from '../http/errors';
import { balances } from './ledger.service';

const SORTABLE = { postedAt: ledgerJournals.postedAt, journalId: ledgerJournals.journalId, causeType: ledgerJournals.causeType };

/** The journal that reversed this one (at most one: unique index). */
const reversedBy = sql<
  number | null
>`(select r.journal_id from ledger_journals r where r.reversal_of = ${ledgerJournals.journalId})`.mapWith(Number);

/** A journal has a line of this kind. */
const hasLine = (where: SQL) =>
  sql`exists (select 1 from ${ledgerLines} where ${ledgerLines.journalId} = ${ledgerJournals.journalId} and ${where})`;

/**
 * The journals, newest first (server-paged), each with its lines as debit and credit in the currency's decimals and
 * the number of the money document of a line. Filters: cause, a company's lines, a document's lines, posting days
 * (Jakarta), free text on the cause id and memo.
 */
export async function listJournals(db: DbOrTx, q: LedgerJournalsQuery) {
  const filters: SQL[] = [];
  if (q.causeType) filters.push(eq(ledgerJournals.causeType, q.causeType));
  if (q.accnId) filters.push(hasLine(sql`${ledgerLines.accnId} = ${q.accnId}`));
  if (q.docId) filters.push(hasLine(sql`${ledgerLines.docId} = ${q.docId}`));
  filters.push(...dayRangeFilters(ledgerJournals.postedAt, q.dateFrom, q.dateTo));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(ledgerJournals.causeId, like), ilike(ledgerJournals.memo, like))!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(q, SORTABLE, 'postedAt', ledgerJournals.journalId)
    : [desc(ledgerJournals.postedAt), desc(ledgerJournals.journalId)];
  return paged(
    q,
    filter !== undefined,
    async () => {
      const journals = await db
        .select({
          journalId: ledgerJournals.journalId,
          causeType: ledgerJournals.causeType,
          causeId: ledgerJournals.causeId,
          memo: ledgerJournals.memo,
          postedAt: ledgerJournals.postedAt,
          postedBy: ledgerJournals.postedBy,
          reversalOf: ledgerJournals.reversalOf,
          reversedBy,
        })
        .from(ledgerJournals)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start);
      const lines = journals.length
        ? await db
            .select({ line: ledgerLines, docNo: moneyDocuments.docNo })
            .from(ledgerLines)
            .leftJoin(moneyDocuments, eq(moneyDocuments.docId, ledgerLines.docId))
            .where(
              inArray(
                ledgerLines.journalId,
                journals.map((j) => j.journalId),
              ),
            )
            .orderBy(asc(ledgerLines.lineId))
        : [];
      return journals.map((j) => ({
        ...j,
        lines: lines
          .filter((l) => l.line.journalId === j.journalId)
          .map(({ line, docNo }) => ({
            account: line.accountCode,
            accnId: line.accnId,
            currency: line.currency,
            docId: line.docId,
            docNo,
            debit: line.amount > 0n ? fromMinor(line.amount, line.currency) : null,
            credit: line.amount < 0n ? fromMinor(-line.amount, line.currency) : null,
          })),
      }));
    },
    async () => (await db.select(countsSql(filter)).from(ledgerJournals))[0]!,
  );
}

/**
 * The balances per account and currency: of one company's accounts (404 for an unknown company), else of every
 * account summed over its companies (the platform's view: all receivables, all payables, fee revenue, VAT …).
 */
export async function readBalances(db: DbOrTx, q: LedgerBalancesQuery) {
  if (q.accnId) {
    const [company] = await db.select({ accnId: accounts.accnId }).from(accounts).where(eq(accounts.accnId, q.accnId));
    if (!company) throw notFound('Company not found');
  }
  const rows = await balances(db, {
    ...(q.accnId ? { accnId: q.accnId } : { overCompanies: true }),
    ...(q.currency ? { currency: q.currency.toUpperCase() } : {}),
  });
  return {
    accnId: q.accnId ?? null,
    balances: rows.map((b) => ({
      account: b.account,
      normal: LEDGER_ACCOUNTS[b.account].normal,
      accnId: b.accnId,
      currency: b.currency,
      debit: fromMinor(b.debit, b.currency),
      credit: fromMinor(b.credit, b.currency),
      balance: fromMinor(b.balance, b.currency),
    })),
  };
}
