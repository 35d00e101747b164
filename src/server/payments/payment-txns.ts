import { and, asc, eq, inArray } from 'drizzle-orm';
import { toMinor } from '../../domain/billing/money';
import { businessDate } from '../../domain/contracts/contracts';
import {
  PAYMENT_TXN_WORKFLOW,
  CLICPAY_VA_HOURS,
  PAYABLE_DOC_TYPES,
  type ClicPayBody,
  type PaymentMethodCode,
} from '../../domain/payments/payment-txns';
import { allowedFrom, type Workflow } from '../../domain/workflow';
import { nextNumber } from '../billing/billing.service';
import type { Db, Tx } from '../db/client';
import { accounts, jobPayments, moneyDocuments, paymentTxnDocs, paymentTxns, virtualAccounts } from '../db/schema';
import { audit } from '../http/audit';
import { conflict, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { allocateReceipts, lockCompanyMoney } from './allocation';
import { accountBalance, documentsOutstanding } from './ledger.service';
import { repayCreditLine } from './credit-line';
import { GATEWAY_POSTER, type PaymentGateway } from './gateway';

/** What a VA opened for a ClicPay transaction names as its purpose. */
export const TXN_PURPOSE = 'PAYMENT_TXN';
/** A ClicPay transaction without documents that repays the company's credit line (its remarks). */
export const CREDIT_REPAYMENT = 'CREDIT_REPAYMENT';

/** A new transaction id in the caller's transaction: PAY-{year}-{000001} (series PAY, never max()+1). */
export async function nextTxnId(tx: Tx, now: Date): Promise<string> {
  const year = Number(businessDate(now).slice(0, 4));
  return `PAY-${year}-${String(await nextNumber(tx, 'PAY', year)).padStart(6, '0')}`;
}

/**
 * ClicPay (issue 14): the payer chose open documents its company owes; one transaction and one one-off VA at the
 * gateway for their exact open total, expiring in CLICPAY_VA_HOURS. In one transaction: the documents' job payments
 * are locked and must be NEW (one already PAYING or PAID is 409: another payment holds it), they become PAYING, the
 * transaction PAYING with its VA. The gateway is asked inside the transaction (a refusal leaves nothing behind).
 */
export async function startClicPay(db: Db, gateway: PaymentGateway, p: Principal, body: ClicPayBody, now = new Date()) {
  const docIds = [...new Set(body.docIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ doc: moneyDocuments, payment: jobPayments })
      .from(moneyDocuments)
      .innerJoin(jobPayments, eq(jobPayments.docId, moneyDocuments.docId))
      .where(inArray(moneyDocuments.docId, docIds))
      .orderBy(asc(moneyDocuments.docId))
      .for('update', { of: jobPayments });
    const mine = rows.filter(
      (r) => r.doc.toAccnId === p.accnId && (PAYABLE_DOC_TYPES as readonly string[]).includes(r.doc.docType),
    );
    // Another company's document, or one that is not billed to a payer, is as unknown as a missing one.
    if (mine.length !== docIds.length) throw validationFailed({ docIds: 'payments.validation.unknownDocument' });
    const currencies = new Set(mine.map((r) => r.doc.currency));
    if (currencies.size > 1) throw validationFailed({ docIds: 'payments.validation.mixedCurrency' });
    const taken = mine.find((r) => r.payment.status !== 'NEW');
    if (taken) {
      throw conflict(taken.payment.status === 'PAID' ? 'payments.server.documentPaid' : 'payments.server.documentInPayment');
    }
    const currency = mine[0]!.doc.currency;
    const open = await documentsOutstanding(tx, docIds);
    const docs = mine.map((r) => ({ docId: r.doc.docId, amount: open.get(r.doc.docId) ?? 0n }));
    if (docs.some((d) => d.amount <= 0n)) throw conflict('payments.server.documentPaid');
    const amount = docs.reduce((a, d) => a + d.amount, 0n);

    const txnId = await openClicPayTxn(tx, gateway, p, { currency, amount, docs, remarks: null }, now);
    await tx.update(jobPayments).set({ status: 'PAYING' }).where(inArray(jobPayments.docId, docIds));
    await audit(tx, p, {
      event: 'PAYMENT_STARTED',
      entity: 'payment_txn',
      entityId: txnId,
      after: { method: 'CLICPAY', amount: String(amount), currency, docIds },
    });
    return txnId;
  });
}

/**
 * A ClicPay transaction and its one-off VA at the gateway, in the caller's transaction: NEW, then PAYING with the VA
 * (the exact amount, CLICPAY_VA_HOURS). Answers the transaction id.
 */
async function openClicPayTxn(
  tx: Tx,
  gateway: PaymentGateway,
  p: Principal,
  what: { currency: string; amount: bigint; docs: Array<{ docId: number; amount: bigint }>; remarks: string | null },
  now: Date,
): Promise<string> {
  const txnId = await nextTxnId(tx, now);
  await tx.insert(paymentTxns).values({
    txnId,
    accnId: p.accnId,
    method: 'CLICPAY',
    currency: what.currency,
    amount: what.amount,
    state: 'NEW',
    remarks: what.remarks,
    createdBy: p.usrId,
    createdAt: now,
  });
  if (what.docs.length) await tx.insert(paymentTxnDocs).values(what.docs.map((d) => ({ txnId, ...d })));
  const [company] = await tx.select({ name: accounts.accnName }).from(accounts).where(eq(accounts.accnId, p.accnId));
  const expiresAt = new Date(now.getTime() + CLICPAY_VA_HOURS * 3600_000);
  const va = await gateway.createVa({
    reference: txnId,
    name: company?.name ?? p.accnId,
    currency: what.currency,
    amount: what.amount,
    expiresAt,
  });
  const [vaRow] = await tx
    .insert(virtualAccounts)
    .values({
      vaNo: va.vaNo,
      gateway: gateway.name,
      accnId: p.accnId,
      currency: what.currency,
      amount: what.amount,
      expiresAt: va.expiresAt ?? expiresAt,
      purposeType: TXN_PURPOSE,
      purposeId: txnId,
      createdBy: p.usrId,
      createdAt: now,
    })
    .returning({ vaId: virtualAccounts.vaId });
  await tx.update(paymentTxns).set({ state: 'PAYING', vaId: vaRow!.vaId }).where(eq(paymentTxns.txnId, txnId));
  return txnId;
}

/**
 * The company repays its credit line (issue 14, credit): one ClicPay VA for what it has drawn in the currency (what
 * the line paid for it), no documents. When the bank's notification lands, the receipt repays the line
 * (CREDIT_REPAID). One open repayment at a time (409); nothing drawn: field error.
 */
export async function startCreditRepayment(db: Db, gateway: PaymentGateway, p: Principal, currency: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockCompanyMoney(tx, p.accnId);
    const [open] = await tx
      .select({ txnId: paymentTxns.txnId })
      .from(paymentTxns)
      .where(
        and(
          eq(paymentTxns.accnId, p.accnId),
          eq(paymentTxns.currency, currency),
          eq(paymentTxns.state, 'PAYING'),
          eq(paymentTxns.remarks, CREDIT_REPAYMENT),
        ),
      );
    if (open) throw conflict('payments.server.repaymentOpen');
    const drawn = await accountBalance(tx, 'CREDIT_DRAWN', p.accnId, currency);
    if (drawn <= 0n) throw validationFailed({ currency: 'payments.validation.nothingDrawn' });
    const txnId = await openClicPayTxn(tx, gateway, p, { currency, amount: drawn, docs: [], remarks: CREDIT_REPAYMENT }, now);
    await audit(tx, p, {
      event: 'CREDIT_REPAYMENT_STARTED',
      entity: 'payment_txn',
      entityId: txnId,
      after: { amount: String(drawn), currency },
    });
    return txnId;
  });
}

/**
 * The payer cancels its open ClicPay transaction: the VA is closed at the gateway and here, the transaction CAN, its
 * documents NEW again. Locks the VA before the transaction, as the gateway's callback does, so a payment and a
 * cancellation at once have one winner: after a payment, 409; after a cancellation, the payment is held (closed VA).
 */
export async function cancelClicPay(
  db: Db,
  gateway: PaymentGateway,
  p: Principal,
  txnId: string,
  reason: string | undefined,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [head] = await tx.select().from(paymentTxns).where(eq(paymentTxns.txnId, txnId));
    if (!head || head.accnId !== p.accnId) throw notFound('payments.server.txnNotFound');
    if (head.method !== 'CLICPAY' || !head.vaId) throw conflict('payments.server.notCancellable');
    const [va] = await tx.select().from(virtualAccounts).where(eq(virtualAccounts.vaId, head.vaId)).for('update');
    const [txn] = await tx.select().from(paymentTxns).where(eq(paymentTxns.txnId, txnId)).for('update');
    const cancellable = allowedFrom(PAYMENT_TXN_WORKFLOW as Workflow, 'cancel', txn!.state) && va?.state === 'OPEN';
    if (!cancellable) throw conflict('payments.server.notCancellable');
    await gateway.closeVa(va.vaNo);
    await tx.update(virtualAccounts).set({ state: 'CLOSED', closedAt: now }).where(eq(virtualAccounts.vaId, va.vaId));
    await endTxn(tx, txnId, p.usrId, reason?.trim() || 'CANCELLED', now);
    await audit(tx, p, { event: 'VA_CLOSED', entity: 'virtual_account', entityId: va.vaNo, remarks: txnId });
    await audit(tx, p, { event: 'PAYMENT_CANCELLED', entity: 'payment_txn', entityId: txnId, remarks: reason ?? null });
  });
}

/** Ends an open transaction (CAN) and gives its documents back (PAYING -> NEW). */
export async function endTxn(tx: Tx, txnId: string, by: string, reason: string, now: Date): Promise<void> {
  const ended = await tx
    .update(paymentTxns)
    .set({ state: 'CAN', cancelledBy: by, cancelledAt: now, cancelReason: reason })
    .where(and(eq(paymentTxns.txnId, txnId), inArray(paymentTxns.state, ['NEW', 'PAYING'])))
    .returning({ txnId: paymentTxns.txnId });
  if (!ended.length) return;
  const docs = await tx.select({ docId: paymentTxnDocs.docId }).from(paymentTxnDocs).where(eq(paymentTxnDocs.txnId, txnId));
  if (docs.length) {
    await tx
      .update(jobPayments)
      .set({ status: 'NEW' })
      .where(
        and(
          inArray(
            jobPayments.docId,
            docs.map((d) => d.docId),
          ),
          eq(jobPayments.status, 'PAYING'),
        ),
      );
  }
}

/**
 * A receipt at the gateway was applied (the VA is locked, its PAYMENT_RECEIVED journal posted): settles what the VA
 * was for, in the same transaction. A ClicPay VA pays its transaction's documents; a static VA makes a STATIC_VA
 * transaction and pays the company's oldest due documents first (an underpayment leaves the rest open, an
 * overpayment stays unallocated for the next document).
 */
export async function settleVaReceipt(
  tx: Tx,
  va: typeof virtualAccounts.$inferSelect,
  receiptJournalId: number,
  paid: bigint,
  now: Date,
): Promise<string | null> {
  if (va.isStatic) {
    const txnId = await nextTxnId(tx, now);
    await tx.insert(paymentTxns).values({
      txnId,
      accnId: va.accnId,
      method: 'STATIC_VA' satisfies PaymentMethodCode,
      currency: va.currency,
      amount: paid,
      state: 'PAID',
      vaId: va.vaId,
      receiptJournalId,
      createdBy: GATEWAY_POSTER,
      createdAt: now,
      paidAt: now,
    });
    const allocated = await allocateReceipts(tx, {
      accnId: va.accnId,
      currency: va.currency,
      oldestFirst: true,
      limit: paid,
      causeId: txnId,
      memo: `Static VA ${va.vaNo}: ${txnId} to the oldest due documents`,
      by: GATEWAY_POSTER,
      now,
    });
    if (allocated.lines.length) {
      await tx.insert(paymentTxnDocs).values(allocated.lines.map((l) => ({ txnId, docId: l.docId, amount: l.amount })));
    }
    return txnId;
  }
  if (va.purposeType !== TXN_PURPOSE || !va.purposeId) return null;
  const paidTxn = await tx
    .update(paymentTxns)
    .set({ state: 'PAID', receiptJournalId, paidAt: now })
    .where(and(eq(paymentTxns.txnId, va.purposeId), eq(paymentTxns.state, 'PAYING')))
    .returning({ txnId: paymentTxns.txnId });
  if (!paidTxn.length) return null;
  const [txn] = await tx.select({ remarks: paymentTxns.remarks }).from(paymentTxns).where(eq(paymentTxns.txnId, va.purposeId));
  if (txn?.remarks === CREDIT_REPAYMENT) {
    // What the line paid for the company comes back: the receipt repays it (never more than is drawn; the rest stays
    // unallocated for the next documents).
    const drawn = await accountBalance(tx, 'CREDIT_DRAWN', va.accnId, va.currency);
    const repay = paid < drawn ? paid : drawn;
    if (repay > 0n) {
      await repayCreditLine(tx, va.accnId, va.currency, repay, GATEWAY_POSTER, {
        causeId: va.purposeId,
        memo: `Credit line of ${va.accnId} repaid by ${va.purposeId} (VA ${va.vaNo})`,
        at: now,
      });
    }
    await audit(tx, null, { event: 'PAYMENT_PAID', entity: 'payment_txn', entityId: va.purposeId, remarks: va.vaNo });
    return va.purposeId;
  }
  const docs = await tx
    .select({ docId: paymentTxnDocs.docId })
    .from(paymentTxnDocs)
    .where(eq(paymentTxnDocs.txnId, va.purposeId));
  await allocateReceipts(tx, {
    accnId: va.accnId,
    currency: va.currency,
    docIds: docs.map((d) => d.docId),
    limit: paid,
    causeId: va.purposeId,
    memo: `ClicPay ${va.purposeId}: VA ${va.vaNo} paid`,
    by: GATEWAY_POSTER,
    now,
  });
  await audit(tx, null, { event: 'PAYMENT_PAID', entity: 'payment_txn', entityId: va.purposeId, remarks: va.vaNo });
  return va.purposeId;
}

/**
 * Money a company paid earlier and nobody allocated (an overpayment) pays its new documents: called when a bill's
 * documents are made, in that transaction. Nothing happens when the company has none.
 */
export async function useUnallocatedFor(
  tx: Tx,
  docs: ReadonlyArray<{ docId: number; docType: string; toAccnId: string; currency: string; total: string }>,
  by: string,
  causeId: string,
  now: Date,
): Promise<void> {
  const byPayer = new Map<string, number[]>();
  for (const d of docs) {
    if (d.docType === 'DN_TO' || toMinor(d.total, d.currency) <= 0n) continue;
    const key = `${d.toAccnId}|${d.currency}`;
    byPayer.set(key, [...(byPayer.get(key) ?? []), d.docId]);
  }
  for (const [key, docIds] of byPayer) {
    const [accnId, currency] = key.split('|') as [string, string];
    if ((await accountBalance(tx, 'UNALLOCATED_RECEIPTS', accnId, currency)) <= 0n) continue;
    await allocateReceipts(tx, {
      accnId,
      currency,
      docIds,
      causeId,
      memo: `Unallocated receipts of ${accnId} to the documents of ${causeId}`,
      by,
      now,
    });
  }
}
