import { queueStartUpRun } from '../mail/start-up-run';
import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { businessDate } from '../../domain/contracts/contracts';
import type { LedgerLine } from '../../domain/payments/ledger';
import {
  isHeldStatus,
  MAX_TRANSFER_MINOR,
  PAYOUT_WORKFLOW,
  payoutActionsOf,
  periodStart,
  splitTransfers,
  type PayoutFrequency,
} from '../../domain/payments/payouts';
import type { PayoutsQuery } from '../../domain/payments/payouts-schema';
import { refusalOf, type Workflow } from '../../domain/workflow';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, bankAccounts, jobPayments, moneyDocuments, payoutItems, payouts, payoutTransfers } from '../db/schema';
import { nextNumber, raceSafe } from '../billing/billing.service';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { recordPayoutSent } from '../notifications/finance-events';
import { seesAllPayouts } from './bank-accounts';
import { carryFinancedDebts } from './credit-line';
import type { PaymentGateway } from './gateway';
import { postJournal } from './ledger.service';

/** Who builds and sends payouts when no user does (the scheduler). */
export const PAYOUT_SYSTEM = 'SYSTEM';

type Payout = typeof payouts.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Building the batches
// ---------------------------------------------------------------------------------------------------

interface DueDocument {
  doc_id: string;
  accn_id: string;
  currency: string;
  total: string;
  job_id: string;
  payment_id: string;
  frequency: PayoutFrequency;
}

/**
 * The operators' debit notes due for payout and in no payout yet, each with its job's platform fee (PF_TO) to net
 * off when that is still unpaid and smaller: due when the creator's DN_CO of the same job is PAID, or, on a financed
 * contract (anything but non-financing), at the debit note's due date whatever the creator paid.
 */
async function dueDocuments(tx: DbOrTx, today: string) {
  const dn = (
    await tx.execute(sql`
      select d.doc_id::text, d.from_accn_id as accn_id, d.currency, d.total::text, d.job_id, jp.payment_id,
        c.payout_frequency as frequency
      from money_documents d
      join job_payments jp on jp.doc_id = d.doc_id and jp.direction = 'OUT' and jp.status = 'NEW'
      join jobs j on j.job_id = d.job_id
      join contracts c on c.contract_id = j.contract_id
      where d.doc_type = 'DN_TO'
        and not exists (select 1 from payout_items i where i.doc_id = d.doc_id)
        and (
          exists (
            select 1 from money_documents co join job_payments cp on cp.doc_id = co.doc_id
            where co.job_id = d.job_id and co.doc_type = 'DN_CO' and cp.status = 'PAID'
          )
          or (c.financing_type <> 'NON_FINANCING' and d.due_date <= ${today})
        )
      order by d.doc_id`)
  ).rows as unknown as DueDocument[];
  if (!dn.length) return [];
  const fees = (
    await tx.execute(sql`
      select d.doc_id::text, d.to_accn_id as accn_id, d.currency, d.total::text, d.job_id, jp.payment_id
      from money_documents d
      join job_payments jp on jp.doc_id = d.doc_id and jp.direction = 'IN' and jp.status = 'NEW'
      where d.doc_type = 'PF_TO'
        and d.job_id in (${sql.join(
          dn.map((d) => sql`${d.job_id}`),
          sql`, `,
        )})
        and not exists (select 1 from payout_items i where i.doc_id = d.doc_id)`)
  ).rows as unknown as Omit<DueDocument, 'frequency'>[];
  return dn.map((d) => {
    const fee = fees.find((f) => f.job_id === d.job_id && f.accn_id === d.accn_id && f.currency === d.currency);
    const nets = fee && toMinor(fee.total, fee.currency) > 0n && toMinor(fee.total, fee.currency) < toMinor(d.total, d.currency);
    return { dn: d, fee: nets ? fee : null };
  });
}

/**
 * Puts the debit notes due now into payouts: per operator, currency and the contract's payout frequency, into the
 * batch of the period (the day for immediate, the ISO week, the month) while it is NEW, else a new one. One build at
 * a time (advisory lock); each document goes into one payout (unique index). Answers the payouts it touched.
 */
export async function buildPayouts(db: Db, by: Principal | null, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payouts.build'))`);
    const today = businessDate(now);
    const due = await dueDocuments(tx, today);
    const groups = new Map<string, typeof due>();
    for (const item of due) {
      const key = [item.dn.accn_id, item.dn.currency, item.dn.frequency].join('|');
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    const touched: string[] = [];
    for (const items of groups.values()) {
      const { accn_id: accnId, currency, frequency } = items[0]!.dn;
      const start = periodStart(frequency, today);
      const gross = items.reduce((s, i) => s + toMinor(i.dn.total, currency), 0n);
      const netting = items.reduce((s, i) => s + (i.fee ? toMinor(i.fee.total, currency) : 0n), 0n);
      const [open] = await tx
        .select()
        .from(payouts)
        .where(
          and(
            eq(payouts.accnId, accnId),
            eq(payouts.currency, currency),
            eq(payouts.frequency, frequency),
            eq(payouts.periodStart, start),
            eq(payouts.status, 'NEW'),
          ),
        )
        .for('update');
      let payout: Payout | undefined;
      if (open) {
        const g = toMinor(open.gross, currency) + gross;
        const n = toMinor(open.netting, currency) + netting;
        [payout] = await tx
          .update(payouts)
          .set({
            gross: fromMinor(g, currency),
            netting: fromMinor(n, currency),
            amount: fromMinor(g - n, currency),
            version: sql`${payouts.version} + 1`,
          })
          .where(eq(payouts.payoutId, open.payoutId))
          .returning();
      } else {
        const year = Number(today.slice(0, 4));
        const payoutNo = `PO/${year}/${String(await nextNumber(tx, 'PO', year)).padStart(6, '0')}`;
        [payout] = await tx
          .insert(payouts)
          .values({
            payoutNo,
            accnId,
            currency,
            frequency,
            periodStart: start,
            gross: fromMinor(gross, currency),
            netting: fromMinor(netting, currency),
            amount: fromMinor(gross - netting, currency),
            createdBy: by?.usrId ?? PAYOUT_SYSTEM,
          })
          .returning();
      }
      await tx.insert(payoutItems).values(
        items.flatMap((i) => [
          {
            payoutId: payout!.payoutId,
            docId: Number(i.dn.doc_id),
            paymentId: i.dn.payment_id,
            docType: 'DN_TO' as const,
            amount: i.dn.total,
          },
          ...(i.fee
            ? [
                {
                  payoutId: payout!.payoutId,
                  docId: Number(i.fee.doc_id),
                  paymentId: i.fee.payment_id,
                  docType: 'PF_TO' as const,
                  amount: i.fee.total,
                },
              ]
            : []),
        ]),
      );
      await audit(tx, by, {
        event: open ? 'PAYOUT_EXTENDED' : 'PAYOUT_CREATED',
        entity: 'payout',
        entityId: payout!.payoutNo,
        after: {
          documents: items.map((i) => Number(i.dn.doc_id)),
          netted: items.filter((i) => i.fee).map((i) => Number(i.fee!.doc_id)),
          gross: payout!.gross,
          netting: payout!.netting,
          amount: payout!.amount,
        },
      });
      touched.push(payout!.payoutNo);
    }
    return { payouts: touched, documents: due.length };
  });
}

const QUEUE = 'payout-build';
const RECOVERY_QUEUE = 'payout-recovery';

/** A payout PAYING this long after its approval was cut off mid-send (a live send takes seconds). */
export const PAYOUT_STUCK_AFTER_MS = 10 * 60_000;

/**
 * Finishes the payouts left PAYING by a process that died, or by a transfer whose answer was lost: for each transfer
 * not known as sent, asks the bank (transferStatus) what became of it and sends only those it never received (same
 * reference: never twice); then settles the payout as approvePayout would (PAID with its journal, or back to NEW with
 * the bank's reason). A transfer still unknown leaves the payout for the next run. Returns the payouts settled.
 */
export async function recoverPayouts(db: Db, gateway: PaymentGateway, now = new Date()): Promise<number> {
  const stuck = await db
    .select({ payout: payouts, account: bankAccounts })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.bankAcctId, payouts.bankAcctId))
    .where(and(eq(payouts.status, 'PAYING'), lt(payouts.approvedAt, new Date(now.getTime() - PAYOUT_STUCK_AFTER_MS))));
  let settled = 0;
  for (const { payout, account } of stuck) {
    await sendPayout(db, gateway, null, payout, account, payout.failures + 1, now, true);
    const [after] = await db.select({ status: payouts.status }).from(payouts).where(eq(payouts.payoutId, payout.payoutId));
    if (after?.status !== 'PAYING') settled++;
  }
  return settled;
}

/** Runs recoverPayouts every 5 minutes (once across processes) and once at start-up. */
export async function schedulePayoutRecovery(
  boss: PgBoss,
  db: Db,
  gateway: PaymentGateway | null,
  log: (error: unknown) => void = () => {},
) {
  if (!gateway) return;
  await boss.createQueue(RECOVERY_QUEUE);
  await boss.schedule(RECOVERY_QUEUE, '*/5 * * * *');
  await boss.work(RECOVERY_QUEUE, async () => {
    try {
      await recoverPayouts(db, gateway);
    } catch (error) {
      log(error);
      throw error;
    }
  });
  await queueStartUpRun(boss, RECOVERY_QUEUE);
}

/** Builds the payouts every hour (and at start-up), once across processes. */
export async function schedulePayoutBuild(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '17 * * * *');
  await boss.work(QUEUE, async () => {
    try {
      await buildPayouts(db, null);
    } catch (error) {
      log(error);
      throw error;
    }
  });
  await queueStartUpRun(boss, QUEUE);
}

// ---------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------

const held = sql<boolean>`(${accounts.accnStatus} in ('S','Q'))`;
const docCount =
  sql<number>`(select count(*) from payout_items i where i.payout_id = ${payouts.payoutId} and i.doc_type = 'DN_TO')`.mapWith(
    Number,
  );
const transferCount =
  sql<number>`(select count(*) from payout_transfers t where t.payout_id = ${payouts.payoutId} and t.status = 'SENT')`.mapWith(
    Number,
  );

const SORTABLE = {
  createdAt: payouts.createdAt,
  payoutNo: payouts.payoutNo,
  accnName: accounts.accnName,
  amount: payouts.amount,
  status: payouts.status,
};

/** The verbs of the workflow the user may use now; only the platform and GLI act on payouts. */
const actionsOf = (p: Principal, r: Payout, isHeld: boolean) => (seesAllPayouts(p) ? payoutActionsOf(r, isHeld, p) : []);

const selection = {
  payout: payouts,
  accnName: accounts.accnName,
  accnStatus: accounts.accnStatus,
  bankCode: bankAccounts.bankCode,
  accountNo: bankAccounts.accountNo,
  holderName: bankAccounts.holderName,
  documents: docCount,
  transfers: transferCount,
};

type Selected = {
  payout: Payout;
  accnName: string;
  accnStatus: string;
  bankCode: string | null;
  accountNo: string | null;
  holderName: string | null;
  documents: number;
  transfers: number;
};

function rowOf(p: Principal, s: Selected) {
  const r = s.payout;
  const isHeld = isHeldStatus(s.accnStatus);
  return {
    payoutId: r.payoutId,
    payoutNo: r.payoutNo,
    accnId: r.accnId,
    accnName: s.accnName,
    accnStatus: s.accnStatus,
    held: isHeld && r.status !== 'PAID',
    currency: r.currency,
    frequency: r.frequency,
    periodStart: r.periodStart,
    gross: r.gross,
    netting: r.netting,
    amount: r.amount,
    documents: s.documents,
    transfers: s.transfers,
    status: r.status,
    bankAcctId: r.bankAcctId,
    bankCode: s.bankCode,
    accountNo: s.accountNo,
    holderName: s.holderName,
    verifiedBy: r.verifiedBy,
    verifiedAt: r.verifiedAt,
    approvedBy: r.approvedBy,
    approvedAt: r.approvedAt,
    paidAt: r.paidAt,
    lastFailureReason: r.lastFailureReason,
    lastFailedAt: r.lastFailedAt,
    createdAt: r.createdAt,
    version: r.version,
    actions: actionsOf(p, r, isHeld),
  };
}

const scopeOf = (p: Principal) => (seesAllPayouts(p) ? undefined : eq(payouts.accnId, p.accnId));

/** The payouts the caller may see (server-paged): platform and GLI every operator's, an operator its own. */
export async function listPayouts(db: DbOrTx, p: Principal, q: PayoutsQuery) {
  const scope = scopeOf(p);
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(payouts.status, q.status));
  if (q.accnId) filters.push(eq(payouts.accnId, q.accnId));
  if (q.held === 'true') filters.push(and(held, sql`${payouts.status} <> 'PAID'`)!);
  if (q.held === 'false') filters.push(sql`not (${held} and ${payouts.status} <> 'PAID')`);
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(payouts.payoutNo, like), ilike(accounts.accnName, like), ilike(payouts.accnId, like))!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort ? orderBy(q, SORTABLE, 'createdAt', payouts.payoutId) : [desc(payouts.createdAt), desc(payouts.payoutId)];
  return paged(
    q,
    filter !== undefined,
    async () => {
      const rows = await db
        .select(selection)
        .from(payouts)
        .innerJoin(accounts, eq(accounts.accnId, payouts.accnId))
        .leftJoin(bankAccounts, eq(bankAccounts.bankAcctId, payouts.bankAcctId))
        .where(and(scope, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start);
      return rows.map((r) => rowOf(p, r));
    },
    async () =>
      (
        await db.select(countsSql(filter)).from(payouts).innerJoin(accounts, eq(accounts.accnId, payouts.accnId)).where(scope)
      )[0]!,
  );
}

export async function getPayout(db: DbOrTx, p: Principal, id: number) {
  const [row] = await db
    .select(selection)
    .from(payouts)
    .innerJoin(accounts, eq(accounts.accnId, payouts.accnId))
    .leftJoin(bankAccounts, eq(bankAccounts.bankAcctId, payouts.bankAcctId))
    .where(and(eq(payouts.payoutId, id), scopeOf(p)));
  if (!row) throw notFound('Payout not found');
  const items = await db
    .select({
      docId: payoutItems.docId,
      docNo: moneyDocuments.docNo,
      docType: payoutItems.docType,
      jobId: moneyDocuments.jobId,
      amount: payoutItems.amount,
      paymentStatus: jobPayments.status,
    })
    .from(payoutItems)
    .innerJoin(moneyDocuments, eq(moneyDocuments.docId, payoutItems.docId))
    .innerJoin(jobPayments, eq(jobPayments.paymentId, payoutItems.paymentId))
    .where(eq(payoutItems.payoutId, id))
    .orderBy(asc(payoutItems.docType), asc(payoutItems.docId));
  const transferList = await db
    .select({
      reference: payoutTransfers.reference,
      attempt: payoutTransfers.attempt,
      seq: payoutTransfers.seq,
      amount: payoutTransfers.amount,
      status: payoutTransfers.status,
      bankReference: payoutTransfers.bankReference,
      reason: payoutTransfers.reason,
      sentAt: payoutTransfers.sentAt,
    })
    .from(payoutTransfers)
    .where(eq(payoutTransfers.payoutId, id))
    .orderBy(asc(payoutTransfers.attempt), asc(payoutTransfers.seq));
  return { ...rowOf(p, row), items, transferList, journalId: row.payout.journalId };
}

// ---------------------------------------------------------------------------------------------------
// Verify, approve, send
// ---------------------------------------------------------------------------------------------------

async function lockPayout(tx: Tx, id: number) {
  const [row] = await tx
    .select({ payout: payouts, accnStatus: accounts.accnStatus })
    .from(payouts)
    .innerJoin(accounts, eq(accounts.accnId, payouts.accnId))
    .where(eq(payouts.payoutId, id))
    .for('update', { of: payouts });
  if (!row) throw notFound('Payout not found');
  return row;
}

/** The verified account of the operator the payout goes to: the named one, else its default of the currency. */
async function destinationOf(tx: Tx, payout: Payout, bankAcctId: number | undefined) {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.accnId, payout.accnId),
        eq(bankAccounts.currency, payout.currency),
        bankAcctId !== undefined ? eq(bankAccounts.bankAcctId, bankAcctId) : eq(bankAccounts.isDefault, true),
        bankAcctId !== undefined ? undefined : eq(bankAccounts.state, 'VERIFIED'),
      ),
    );
  if (!account || account.state !== 'VERIFIED') throw conflict('payouts.server.accountNotVerified');
  return account;
}

/** Finance admin verifies a NEW payout and names where it goes (a verified account of the operator). */
export async function verifyPayout(
  db: Db,
  p: Principal,
  id: number,
  body: { version: number; bankAcctId?: number | undefined },
  now = new Date(),
) {
  if (!seesAllPayouts(p)) throw forbidden();
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const { payout } = await lockPayout(tx, id);
      const refusal = refusalOf(PAYOUT_WORKFLOW as Workflow, 'verify', { state: payout.status }, p);
      if (refusal === 'state' || payout.version !== body.version) throw conflict('payouts.server.stale');
      if (refusal) throw forbidden();
      const account = await destinationOf(tx, payout, body.bankAcctId);
      const [won] = await tx
        .update(payouts)
        .set({
          status: 'VER',
          verifiedBy: p.usrId,
          verifiedAt: now,
          bankAcctId: account.bankAcctId,
          version: sql`${payouts.version} + 1`,
        })
        .where(and(eq(payouts.payoutId, id), eq(payouts.status, 'NEW'), eq(payouts.version, body.version)))
        .returning({ id: payouts.payoutId });
      if (!won) throw conflict('payouts.server.stale');
      await audit(tx, p, {
        event: 'PAYOUT_VERIFIED',
        entity: 'payout',
        entityId: payout.payoutNo,
        before: { status: 'NEW' },
        after: { status: 'VER', bankAcctId: account.bankAcctId, amount: payout.amount },
      });
      return getPayout(tx, p, id);
    }),
  );
}

/**
 * Finance head approves a verified payout (never its verifier: 403; a suspended operator's is held: 409; the account
 * must still be verified: 409) and it is sent at once through the gateway in transfers of at most Rp250,000,000. The
 * approval is a conditional update: of two at once one wins, the other gets 409. Every transfer sent: PAID with the
 * PAYOUT_SENT journal in the same transaction; a transfer refused: back to NEW with the reason.
 */
export async function approvePayout(
  db: Db,
  gateway: PaymentGateway | null,
  p: Principal,
  id: number,
  body: { version: number },
  now = new Date(),
) {
  if (!seesAllPayouts(p)) throw forbidden();
  if (!gateway) throw conflict('payouts.server.noGateway');
  const attempt = await raceSafe(() =>
    db.transaction(async (tx) => {
      const { payout, accnStatus } = await lockPayout(tx, id);
      const refusal = refusalOf(
        PAYOUT_WORKFLOW as Workflow,
        'approve',
        { state: payout.status, makers: { verifiedBy: payout.verifiedBy } },
        p,
      );
      if (refusal === 'state' || payout.version !== body.version) throw conflict('payouts.server.stale');
      if (refusal === 'maker') throw forbidden('payouts.server.sameChecker');
      if (refusal) throw forbidden();
      if (isHeldStatus(accnStatus)) throw conflict('payouts.server.held');
      const [account] = payout.bankAcctId
        ? await tx.select().from(bankAccounts).where(eq(bankAccounts.bankAcctId, payout.bankAcctId))
        : [];
      if (!account || account.state !== 'VERIFIED') throw conflict('payouts.server.accountNotVerified');
      const [won] = await tx
        .update(payouts)
        .set({ status: 'APP', approvedBy: p.usrId, approvedAt: now, version: sql`${payouts.version} + 1` })
        .where(and(eq(payouts.payoutId, id), eq(payouts.status, 'VER'), eq(payouts.version, body.version)))
        .returning();
      if (!won) throw conflict('payouts.server.stale');
      // The documents' payments are being paid: a document paid some other way meanwhile makes this payout stale.
      const items = await tx.select().from(payoutItems).where(eq(payoutItems.payoutId, id));
      const moved = await tx
        .update(jobPayments)
        .set({ status: 'PAYING' })
        .where(
          and(
            inArray(
              jobPayments.paymentId,
              items.map((i) => i.paymentId),
            ),
            eq(jobPayments.status, 'NEW'),
          ),
        )
        .returning({ id: jobPayments.paymentId });
      if (moved.length !== items.length) throw conflict('payouts.server.documentsChanged');
      // This attempt's transfers: what earlier attempts did not send, cut at Rp250,000,000.
      const sent = await tx
        .select({ amount: payoutTransfers.amount })
        .from(payoutTransfers)
        .where(and(eq(payoutTransfers.payoutId, id), eq(payoutTransfers.status, 'SENT')));
      const remaining =
        toMinor(payout.amount, payout.currency) - sent.reduce((s, t) => s + toMinor(t.amount, payout.currency), 0n);
      const no = payout.failures + 1;
      const parts = splitTransfers(remaining, MAX_TRANSFER_MINOR);
      if (parts.length) {
        await tx.insert(payoutTransfers).values(
          parts.map((amount, i) => ({
            payoutId: id,
            attempt: no,
            seq: i + 1,
            reference: `${payout.payoutNo.replaceAll('/', '')}-${no}-${i + 1}`,
            amount: fromMinor(amount, payout.currency),
          })),
        );
      }
      await audit(tx, p, {
        event: 'PAYOUT_APPROVED',
        entity: 'payout',
        entityId: payout.payoutNo,
        before: { status: 'VER', verifiedBy: payout.verifiedBy },
        after: { status: 'APP', transfers: parts.length, amount: payout.amount },
      });
      const [claimed] = await tx
        .update(payouts)
        .set({ status: 'PAYING' })
        .where(and(eq(payouts.payoutId, id), eq(payouts.status, 'APP')))
        .returning();
      return { payout: claimed!, account, attempt: no };
    }),
  );
  await sendPayout(db, gateway, p, attempt.payout, attempt.account, attempt.attempt, now);
  return getPayout(db, p, id);
}

/**
 * Sends the attempt's transfers one by one (each result stored), then settles the payout: PAID, or back to NEW.
 * A transfer whose outcome is unknown (the call failed: the bank may or may not have moved the money) stops the
 * sending and leaves the payout PAYING for `recoverPayouts`, which asks the bank; sending it again under a new
 * reference could pay the operator twice. `recovering`: ask the bank about each transfer not known as sent first.
 */
async function sendPayout(
  db: Db,
  gateway: PaymentGateway,
  p: Principal | null,
  payout: Payout,
  account: typeof bankAccounts.$inferSelect,
  attempt: number,
  now: Date,
  recovering = false,
) {
  const transfers = await db
    .select()
    .from(payoutTransfers)
    .where(and(eq(payoutTransfers.payoutId, payout.payoutId), eq(payoutTransfers.attempt, attempt)))
    .orderBy(asc(payoutTransfers.seq));
  let failure: string | null = null;
  for (const t of transfers) {
    if (t.status === 'SENT') continue;
    let result;
    try {
      const status = recovering ? await gateway.transferStatus(t.reference) : { state: 'NOT_FOUND' as const };
      // The same reference: the bank moves the money once, whatever happened to an earlier call.
      result =
        status.state === 'DONE'
          ? status.result
          : await gateway.disburse({
              reference: t.reference,
              bankCode: account.bankCode,
              accountNo: account.accountNo,
              accountName: account.bankHolderName,
              currency: payout.currency,
              amount: toMinor(t.amount, payout.currency),
            });
    } catch {
      // Unknown outcome: the payout stays PAYING until the recovery learns what the bank did.
      return;
    }
    await db
      .update(payoutTransfers)
      .set(
        result.ok
          ? { status: 'SENT', bankReference: result.bankReference, sentAt: new Date() }
          : { status: 'FAILED', reason: result.reason, responseCode: result.responseCode },
      )
      .where(eq(payoutTransfers.transferId, t.transferId));
    if (!result.ok) {
      failure = `${result.reason} (${result.responseCode})`;
      break;
    }
  }
  await db.transaction(async (tx) => {
    const items = await tx.select().from(payoutItems).where(eq(payoutItems.payoutId, payout.payoutId));
    const paymentIds = items.map((i) => i.paymentId);
    if (failure) {
      await tx
        .update(payouts)
        .set({
          status: 'NEW',
          lastFailureReason: failure,
          lastFailedAt: now,
          failures: sql`${payouts.failures} + 1`,
          verifiedBy: null,
          verifiedAt: null,
          approvedBy: null,
          approvedAt: null,
          version: sql`${payouts.version} + 1`,
        })
        .where(and(eq(payouts.payoutId, payout.payoutId), eq(payouts.status, 'PAYING')));
      await tx
        .update(jobPayments)
        .set({ status: 'NEW' })
        .where(and(inArray(jobPayments.paymentId, paymentIds), eq(jobPayments.status, 'PAYING')));
      await audit(tx, p, {
        event: 'PAYOUT_FAILED',
        entity: 'payout',
        entityId: payout.payoutNo,
        remarks: failure,
        before: { status: 'PAYING' },
        after: { status: 'NEW', reason: failure, attempt },
      });
      return;
    }
    const currency = payout.currency;
    const lines: LedgerLine[] = [
      ...items.map((i) => ({
        account: i.docType === 'DN_TO' ? ('PAYABLE' as const) : ('RECEIVABLE' as const),
        accnId: payout.accnId,
        currency,
        docId: i.docId,
        amount: i.docType === 'DN_TO' ? toMinor(i.amount, currency) : -toMinor(i.amount, currency),
      })),
      { account: 'BANK', accnId: null, currency, docId: null, amount: -toMinor(payout.amount, currency) },
    ];
    const { journalId } = await postJournal(tx, {
      causeType: 'PAYOUT_SENT',
      causeId: payout.payoutNo,
      memo: `Payout ${payout.payoutNo} to ${payout.accnId} (${account.bankCode} ${account.accountNo})`,
      postedBy: p?.usrId ?? 'SYSTEM',
      postedAt: now,
      lines,
    });
    // On a financed contract the operator was paid before the creator: the creator's open debt goes on its line.
    const docJobs = await tx
      .select({ jobId: moneyDocuments.jobId })
      .from(moneyDocuments)
      .where(
        inArray(
          moneyDocuments.docId,
          items.map((i) => i.docId),
        ),
      );
    await carryFinancedDebts(tx, p?.usrId ?? 'SYSTEM', payout.payoutNo, [...new Set(docJobs.map((d) => d.jobId))], now);
    const [paid] = await tx
      .update(payouts)
      .set({ status: 'PAID', paidAt: now, journalId, lastFailureReason: null, version: sql`${payouts.version} + 1` })
      .where(and(eq(payouts.payoutId, payout.payoutId), eq(payouts.status, 'PAYING')))
      .returning({ payoutId: payouts.payoutId });
    // The operator hears of the money once: only the settlement that moved the payout to PAID tells it.
    if (paid) await recordPayoutSent(tx, payout, account.bankCode);
    await tx
      .update(jobPayments)
      .set({ status: 'PAID', paidDate: businessDate(now) })
      .where(and(inArray(jobPayments.paymentId, paymentIds), eq(jobPayments.status, 'PAYING')));
    await audit(tx, p, {
      event: 'PAYOUT_PAID',
      entity: 'payout',
      entityId: payout.payoutNo,
      before: { status: 'PAYING' },
      after: { status: 'PAID', journalId, amount: payout.amount },
    });
  });
}
