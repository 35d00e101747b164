import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { businessDate } from '../../domain/contracts/contracts';
import { formatMoneyWithCurrency } from '../../domain/format';
import {
  availableCredit,
  releaseLines,
  repayLines,
  reserveLines,
  useLines,
  type CreditServiceType,
} from '../../domain/payments/credit';
import type { DbOrTx, Tx } from '../db/client';
import { contracts, creditLimits, jobPayments, ledgerJournals, ledgerLines, type moneyDocuments } from '../db/schema';
import { validationFailed } from '../http/errors';
import { lockCompanyMoney } from './allocation';
import { accountBalance, openAmountSql, postJournal } from './ledger.service';

/**
 * The credit line on the ledger (issue 14, docs/decisions/0011-credit.md): a job of a contract paid by Credit
 * reserves its price when submitted (CREDIT_RESERVED), releases it when withdrawn, rejected or cancelled
 * (CREDIT_RELEASED), and at the bill's approval releases it and pays the creator's documents (DN_CO, PF_CO) from
 * the line (CREDIT_USED); the line is repaid from money received (CREDIT_REPAID, `repayCreditLine`). Every posting
 * is in the transaction of its cause. Available = limit - reserved - drawn.
 */

export interface CreditPosition {
  limit: bigint;
  reserved: bigint;
  drawn: bigint;
  available: bigint;
}

/** A company's limit (0 without one), reserved and drawn amounts (minor units) for a service and currency. */
export async function creditPosition(
  db: DbOrTx,
  accnId: string,
  currency: string,
  serviceType: CreditServiceType = 'TRUCKING',
  lock = false,
): Promise<CreditPosition> {
  const query = db
    .select({ creditLimit: creditLimits.creditLimit })
    .from(creditLimits)
    .where(and(eq(creditLimits.accnId, accnId), eq(creditLimits.serviceType, serviceType), eq(creditLimits.creditCcy, currency)));
  const [row] = lock ? await query.for('update') : await query;
  const limit = row ? toMinor(row.creditLimit, currency) : 0n;
  const reserved = await accountBalance(db, 'CREDIT_RESERVED', accnId, currency);
  const drawn = await accountBalance(db, 'CREDIT_DRAWN', accnId, currency);
  return { limit, reserved, drawn, available: availableCredit(limit, reserved, drawn) };
}

/** Whether the contract's jobs are paid from the customer's credit line. */
export async function paysByCredit(db: DbOrTx, contractId: string | null): Promise<boolean> {
  if (!contractId) return false;
  const [row] = await db.select({ m: contracts.paymentMethod }).from(contracts).where(eq(contracts.contractId, contractId));
  return row?.m === 'CREDIT';
}

/** A field error with its values, for the error handler to translate (`key?name=value`, src/server/http/i18n.ts). */
const withVars = (key: string, vars: Record<string, string>) => `${key}?${new URLSearchParams(vars).toString()}`;

/**
 * At submit, in the job's transaction: reserves the job's price on the creator's line when the contract pays by
 * Credit. The company's limit row is locked, so two submits at once cannot both pass the check. More than the
 * available credit: VALIDATION_FAILED with the field `credit` naming the available amount.
 */
export async function reserveCreditForJob(
  tx: Tx,
  by: string,
  job: { jobId: string; creatorAccnId: string; contractId: string; currency: string; totalCharge: string },
  now: Date,
): Promise<number | null> {
  if (!(await paysByCredit(tx, job.contractId))) return null;
  const amount = toMinor(job.totalCharge, job.currency);
  if (amount <= 0n) return null;
  const position = await creditPosition(tx, job.creatorAccnId, job.currency, 'TRUCKING', true);
  if (amount > position.available) {
    const available = position.available > 0n ? position.available : 0n;
    throw validationFailed({
      credit: withVars('credit.errors.overLimit', {
        available: formatMoneyWithCurrency(fromMinor(available, job.currency), job.currency),
        amount: formatMoneyWithCurrency(job.totalCharge, job.currency),
      }),
    });
  }
  const { journalId } = await postJournal(tx, {
    causeType: 'CREDIT_RESERVED',
    causeId: job.jobId,
    memo: `Credit reserved for job ${job.jobId}`,
    postedBy: by,
    postedAt: now,
    lines: reserveLines(job.creatorAccnId, job.currency, amount),
  });
  return journalId;
}

/** What is still reserved for a job, per company and currency (its reserve and release journals summed). */
async function reservedForJob(db: DbOrTx, jobId: string) {
  const rows = await db
    .select({
      accnId: ledgerLines.accnId,
      currency: ledgerLines.currency,
      amount: sql<string>`sum(${ledgerLines.amount})::text`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerJournals, eq(ledgerJournals.journalId, ledgerLines.journalId))
    .where(
      and(
        inArray(ledgerJournals.causeType, ['CREDIT_RESERVED', 'CREDIT_RELEASED']),
        eq(ledgerJournals.causeId, jobId),
        eq(ledgerLines.accountCode, 'CREDIT_RESERVED'),
      ),
    )
    .groupBy(ledgerLines.accnId, ledgerLines.currency);
  return rows.map((r) => ({ accnId: r.accnId!, currency: r.currency, amount: BigInt(r.amount) })).filter((r) => r.amount > 0n);
}

/** Releases what a job still has reserved (withdraw, reject, cancel, bill approval); nothing reserved: no journal. */
export async function releaseCreditForJob(tx: Tx, by: string, jobId: string, now: Date): Promise<number[]> {
  const out: number[] = [];
  for (const r of await reservedForJob(tx, jobId)) {
    const { journalId } = await postJournal(tx, {
      causeType: 'CREDIT_RELEASED',
      causeId: jobId,
      memo: `Credit released for job ${jobId}`,
      postedBy: by,
      postedAt: now,
      lines: releaseLines(r.accnId, r.currency, r.amount),
    });
    out.push(journalId);
  }
  return out;
}

/**
 * At the bill's approval, in its transaction, after the money documents and their BILL_APPROVED journal: the job's
 * reservation is released and, when the contract pays by Credit, the documents the creator owes (DN_CO, PF_CO) are
 * paid from its line (CREDIT_USED: debit CREDIT_DRAWN, credit RECEIVABLE per document); their job payments are PAID.
 */
export async function useCreditForBill(
  tx: Tx,
  by: string,
  job: { jobId: string; creatorAccnId: string; contractId: string | null },
  docs: ReadonlyArray<typeof moneyDocuments.$inferSelect>,
  now: Date,
): Promise<number | null> {
  await releaseCreditForJob(tx, by, job.jobId, now);
  if (!(await paysByCredit(tx, job.contractId))) return null;
  const owed = docs.filter((d) => (d.docType === 'DN_CO' || d.docType === 'PF_CO') && d.toAccnId === job.creatorAccnId);
  const lines = useLines(
    job.creatorAccnId,
    owed.map((d) => ({ docId: d.docId, currency: d.currency, total: toMinor(d.total, d.currency) })),
  );
  if (!lines.length) return null;
  const { journalId } = await postJournal(tx, {
    causeType: 'CREDIT_USED',
    causeId: job.jobId,
    memo: `Credit used for job ${job.jobId}: ${owed.map((d) => d.docNo).join(', ')}`,
    postedBy: by,
    postedAt: now,
    lines,
  });
  const day = businessDate(now);
  await tx
    .update(jobPayments)
    .set({ status: 'PAID', paidDate: day })
    .where(
      inArray(
        jobPayments.docId,
        owed.map((d) => d.docId),
      ),
    );
  return journalId;
}

/**
 * A financed contract pays its operator before the creator has paid (spec §9: CO_OPM, TO_OPM, BSF; the payouts of
 * docs/decisions/0010-payouts.md): when the payout is sent, in its transaction, what the creator still owes on those
 * jobs' debit notes (DN_CO, NEW: a document under an open ClicPay or manual payment is left to that payment) is carried
 * on the creator's credit line (CREDIT_USED, cause id the payout: debit CREDIT_DRAWN, credit RECEIVABLE per document,
 * what is open on it), so the debt is the line's and the creator repays the line by VA. Serialised with the creator's
 * allocations (lockCompanyMoney), so money received at the same moment cannot settle the same open amount too.
 * Returns the journals posted.
 */
export async function carryFinancedDebts(tx: Tx, by: string, payoutNo: string, jobIds: readonly string[], now: Date) {
  if (!jobIds.length) return [];
  const creators = await tx.execute<{ accn_id: string }>(sql`
    select distinct d.to_accn_id as accn_id from money_documents d
     where d.doc_type = 'DN_CO' and d.job_id in (${sql.join(
       jobIds.map((id) => sql`${id}`),
       sql`, `,
     )}) order by 1`);
  const journals: number[] = [];
  for (const { accn_id: accnId } of creators.rows) {
    await lockCompanyMoney(tx, accnId);
    const open = await tx.execute<{ doc_id: string; doc_no: string; currency: string; open: string }>(sql`
      select d.doc_id, d.doc_no, d.currency, ${openAmountSql}::text as open
        from money_documents d
        join job_payments p on p.doc_id = d.doc_id
        join jobs j on j.job_id = d.job_id
        join contracts c on c.contract_id = j.contract_id
       where d.doc_type = 'DN_CO' and d.to_accn_id = ${accnId} and p.status = 'NEW'
         and c.financing_type <> 'NON_FINANCING'
         and d.job_id in (${sql.join(
           jobIds.map((id) => sql`${id}`),
           sql`, `,
         )})
       order by d.doc_id`);
    const docs = open.rows
      .map((r) => ({ docId: Number(r.doc_id), docNo: r.doc_no, currency: r.currency, total: BigInt(r.open) }))
      .filter((d) => d.total > 0n);
    if (!docs.length) continue;
    const { journalId } = await postJournal(tx, {
      causeType: 'CREDIT_USED',
      causeId: payoutNo,
      memo: `Financed by ${payoutNo}: ${docs.map((d) => d.docNo).join(', ')} carried on the credit line of ${accnId}`,
      postedBy: by,
      postedAt: now,
      lines: useLines(accnId, docs),
    });
    journals.push(journalId);
    await tx
      .update(jobPayments)
      .set({ status: 'PAID', paidDate: businessDate(now) })
      .where(
        and(
          inArray(
            jobPayments.docId,
            docs.map((d) => d.docId),
          ),
          eq(jobPayments.status, 'NEW'),
        ),
      );
  }
  return journals;
}

/**
 * The credit line repaid from money the company paid (e.g. into its VA, held on UNALLOCATED_RECEIPTS): debit
 * UNALLOCATED_RECEIPTS, credit CREDIT_DRAWN, in the caller's transaction. More than is drawn, or not positive:
 * VALIDATION_FAILED (`amount`).
 */
export async function repayCreditLine(
  tx: Tx,
  accnId: string,
  currency: string,
  amountMinor: bigint,
  by: string,
  opts: { causeId?: string; memo?: string; at?: Date } = {},
): Promise<{ journalId: number }> {
  if (amountMinor <= 0n) throw validationFailed({ amount: 'validation.tooSmall' });
  const drawn = await accountBalance(tx, 'CREDIT_DRAWN', accnId, currency);
  if (amountMinor > drawn) {
    throw validationFailed({
      amount: withVars('credit.errors.overRepaid', { drawn: formatMoneyWithCurrency(fromMinor(drawn, currency), currency) }),
    });
  }
  return postJournal(tx, {
    causeType: 'CREDIT_REPAID',
    causeId: opts.causeId ?? accnId,
    memo: opts.memo ?? `Credit line of ${accnId} repaid`,
    postedBy: by,
    ...(opts.at ? { postedAt: opts.at } : {}),
    lines: repayLines(accnId, currency, amountMinor),
  });
}
