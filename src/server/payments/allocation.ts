import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessDate } from '../../domain/contracts/contracts';
import type { LedgerLine } from '../../domain/payments/ledger';
import type { Tx } from '../db/client';
import { accounts, jobPayments } from '../db/schema';
import { accountBalance, openAmountSql, postJournal } from './ledger.service';

export interface AllocationInput {
  accnId: string;
  currency: string;
  /** These documents first, in this order (a ClicPay transaction's). */
  docIds?: readonly number[];
  /** Then the company's other open documents, oldest due first (a static VA's receipt, money left over). */
  oldestFirst?: boolean;
  /** At most this much (minor units); default everything unallocated. */
  limit?: bigint;
  /** The journal's cause id (the transaction, or the bill whose documents use money left over). */
  causeId: string;
  memo: string;
  by: string;
  now?: Date;
}

export interface Allocation {
  journalId: number | null;
  /** What each document received (minor units), in allocation order. */
  lines: Array<{ docId: number; amount: bigint; settled: boolean }>;
}

/**
 * Allocates a company's unallocated receipts to the documents it owes (issue 14), in the caller's transaction: one
 * journal PAYMENT_ALLOCATED, per document debit UNALLOCATED_RECEIPTS and credit RECEIVABLE (with the document) for
 * min(what is still open on it, what is left); a document with nothing left open has its job payment PAID. An
 * underpayment leaves the rest open; what is not allocated stays on UNALLOCATED_RECEIPTS for the next document.
 * Allocations of one company are serialised on its account row, so two receipts at once never allocate the same
 * money or the same open amount twice.
 */
export async function allocateReceipts(tx: Tx, input: AllocationInput): Promise<Allocation> {
  const now = input.now ?? new Date();
  await lockCompanyMoney(tx, input.accnId);
  let left = await accountBalance(tx, 'UNALLOCATED_RECEIPTS', input.accnId, input.currency);
  if (input.limit !== undefined && input.limit < left) left = input.limit;
  if (left <= 0n) return { journalId: null, lines: [] };

  const open = await openDocuments(tx, input);
  const lines: LedgerLine[] = [];
  const out: Allocation['lines'] = [];
  for (const doc of open) {
    if (left <= 0n) break;
    const take = doc.outstanding < left ? doc.outstanding : left;
    if (take <= 0n) continue;
    left -= take;
    lines.push(
      { account: 'UNALLOCATED_RECEIPTS', accnId: input.accnId, currency: input.currency, docId: doc.docId, amount: take },
      { account: 'RECEIVABLE', accnId: input.accnId, currency: input.currency, docId: doc.docId, amount: -take },
    );
    out.push({ docId: doc.docId, amount: take, settled: take === doc.outstanding });
  }
  if (!lines.length) return { journalId: null, lines: [] };
  const { journalId } = await postJournal(tx, {
    causeType: 'PAYMENT_ALLOCATED',
    causeId: input.causeId,
    memo: input.memo,
    postedBy: input.by,
    postedAt: now,
    lines,
  });
  const settled = out.filter((l) => l.settled).map((l) => l.docId);
  if (settled.length) {
    await tx
      .update(jobPayments)
      .set({ status: 'PAID', paidDate: businessDate(now) })
      .where(and(inArray(jobPayments.docId, settled), inArray(jobPayments.status, ['NEW', 'PAYING'])));
  }
  return { journalId, lines: out };
}

/**
 * Serialises the money movements of one company (allocations, a credit-line repayment being opened) on its account
 * row, until the transaction ends. FOR NO KEY UPDATE, not FOR UPDATE: every ledger line or payment row this
 * transaction has already written holds a FOR KEY SHARE lock on the same row (its foreign key), which FOR UPDATE
 * would wait for in the other transaction, and two such transactions would deadlock (a VA paid while a manual payment
 * of the same company is verified did, one time in a few).
 */
export async function lockCompanyMoney(tx: Tx, accnId: string): Promise<void> {
  await tx.select({ id: accounts.accnId }).from(accounts).where(eq(accounts.accnId, accnId)).for('no key update');
}

/**
 * The documents to allocate to, in order, with what is open on each (minor units, from the ledger): the given ones
 * first, then (oldestFirst) the company's other NEW documents of the currency by due date. Documents held by an open
 * ClicPay transaction (PAYING) are left to it.
 */
async function openDocuments(tx: Tx, input: AllocationInput): Promise<Array<{ docId: number; outstanding: bigint }>> {
  const given = input.docIds ?? [];
  const rows = await tx.execute<{ doc_id: string; outstanding: string; given_ord: number | null }>(sql`
    select d.doc_id, ${openAmountSql}::text as outstanding,
           array_position(${sql.raw(`ARRAY[${given.map((id) => Number(id)).join(',') || 'NULL'}]::bigint[]`)}, d.doc_id)
             as given_ord
      from money_documents d
      join job_payments p on p.doc_id = d.doc_id
     where d.to_accn_id = ${input.accnId} and d.currency = ${input.currency} and d.doc_type <> 'DN_TO'
       and p.status in ('NEW', 'PAYING')
       and (${
         given.length
           ? sql`d.doc_id in (${sql.join(
               given.map((id) => sql`${id}`),
               sql`, `,
             )})`
           : sql`false`
       }
            or (${input.oldestFirst ? sql`true` : sql`false`} and p.status = 'NEW'))
     order by given_ord nulls last, d.due_date, d.doc_id`);
  return rows.rows.map((r) => ({ docId: Number(r.doc_id), outstanding: BigInt(r.outstanding) }));
}
