import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { fromMinor, toMinor } from '../../domain/billing/money';
import type { InboundQuery, ManualPaymentBody, StaticVaQuery } from '../../domain/payments/payment-desk';
import { PAYMENT_TXN_WORKFLOW } from '../../domain/payments/payment-txns';
import { refusalOf, type Workflow } from '../../domain/workflow';
import type { Db, DbOrTx } from '../db/client';
import {
  accounts,
  attachments,
  gatewayNotifications,
  jobPayments,
  moneyDocuments,
  paymentTxnDocs,
  paymentTxns,
  virtualAccounts,
} from '../db/schema';
import { audit } from '../http/audit';
import { likePattern } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { allocateReceipts } from './allocation';
import type { PaymentGateway } from './gateway';
import { documentsOutstanding, postJournal } from './ledger.service';
import { endTxn, nextTxnId } from './payment-txns';

/**
 * Finance admin records a payment that came outside a VA (a bank transfer, a held gateway payment) with the bank's
 * reference and proof (maker): a MANUAL transaction in NEW. Documents it names must be the company's and NEW; they
 * become PAYING, so a ClicPay payment and this one cannot both take a document (the second is 409). Nothing is
 * posted until a second person verifies it.
 */
export async function recordManualPayment(db: Db, p: Principal, body: ManualPaymentBody, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    await payingCompany(tx, body.accnId);
    // The proof is a document the recorder's company uploaded: never another company's file by its id.
    const [proof] = await tx
      .select({ attId: attachments.attId })
      .from(attachments)
      .where(and(eq(attachments.attId, body.proofAttId), eq(attachments.accnId, p.accnId)));
    if (!proof) throw validationFailed({ proofAttId: 'payments.validation.proof' });
    const amount = toMinor(body.amount, body.currency);
    if (body.notificationId) {
      const [held] = await tx
        .select()
        .from(gatewayNotifications)
        .where(eq(gatewayNotifications.notificationId, body.notificationId));
      if (!held || held.verdict !== 'HELD') throw validationFailed({ notificationId: 'payments.validation.notHeld' });
    }
    const docIds = [...new Set(body.docIds ?? [])];
    if (docIds.length) {
      const rows = await tx
        .select({ doc: moneyDocuments, status: jobPayments.status })
        .from(moneyDocuments)
        .innerJoin(jobPayments, eq(jobPayments.docId, moneyDocuments.docId))
        .where(inArray(moneyDocuments.docId, docIds))
        .for('update', { of: jobPayments });
      if (rows.length !== docIds.length || rows.some((r) => r.doc.toAccnId !== body.accnId || r.doc.docType === 'DN_TO')) {
        throw validationFailed({ docIds: 'payments.validation.unknownDocument' });
      }
      if (rows.some((r) => r.doc.currency !== body.currency))
        throw validationFailed({ docIds: 'payments.validation.mixedCurrency' });
      const taken = rows.find((r) => r.status !== 'NEW');
      if (taken) throw conflict(taken.status === 'PAID' ? 'payments.server.documentPaid' : 'payments.server.documentInPayment');
    }
    const txnId = await nextTxnId(tx, now);
    const inserted = await tx
      .insert(paymentTxns)
      .values({
        txnId,
        accnId: body.accnId,
        method: 'MANUAL',
        currency: body.currency,
        amount,
        state: 'NEW',
        bankRef: body.bankRef,
        paidOn: body.paidOn,
        proofAttId: body.proofAttId,
        remarks: body.remarks ?? null,
        notificationId: body.notificationId ?? null,
        createdBy: p.usrId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ txnId: paymentTxns.txnId });
    // The partial unique index: one open manual payment per held notification.
    if (!inserted.length) throw conflict('payments.server.notificationResolved');
    if (docIds.length) {
      const open = await documentsOutstanding(tx, docIds);
      await tx.insert(paymentTxnDocs).values(docIds.map((docId) => ({ txnId, docId, amount: open.get(docId) ?? 1n })));
      await tx.update(jobPayments).set({ status: 'PAYING' }).where(inArray(jobPayments.docId, docIds));
    }
    await audit(tx, p, {
      event: 'MANUAL_PAYMENT_RECORDED',
      entity: 'payment_txn',
      entityId: txnId,
      remarks: body.accnId,
      after: { amount: body.amount, currency: body.currency, bankRef: body.bankRef, paidOn: body.paidOn, docIds },
    });
    return txnId;
  });
}

/** The checker's decision on a manual payment by its workflow: never its maker (403), only a NEW one (409). */
function checkDecision(txn: { state: string; createdBy: string | null }, p: Principal, verb: 'verify' | 'reject'): void {
  const refusal = refusalOf(
    PAYMENT_TXN_WORKFLOW as Workflow,
    verb,
    { state: txn.state, makers: { createdBy: txn.createdBy } },
    p,
  );
  if (refusal === 'maker') throw forbidden('payments.server.sameChecker');
  if (refusal === 'state') throw conflict('payments.server.notPending');
  if (refusal) throw forbidden();
}

/**
 * A second person verifies a manual payment (checker): never its maker (403). In one transaction the transaction
 * becomes PAID (conditional on NEW: a second verification at once is 409), the receipt posts (MANUAL_PAYMENT: debit
 * BANK, or GATEWAY_CLEARING for a held gateway payment; credit the company's UNALLOCATED_RECEIPTS) and is allocated:
 * to its documents, or, without any, to the company's oldest due documents; what is left stays unallocated.
 */
export async function verifyManualPayment(db: Db, p: Principal, txnId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [txn] = await tx.select().from(paymentTxns).where(eq(paymentTxns.txnId, txnId)).for('update');
    if (!txn || txn.method !== 'MANUAL') throw notFound('payments.server.txnNotFound');
    checkDecision(txn, p, 'verify');
    const { journalId } = await postJournal(tx, {
      causeType: 'MANUAL_PAYMENT',
      causeId: txnId,
      memo: `Manual payment ${txnId} of ${txn.accnId}, bank reference ${txn.bankRef ?? ''}`,
      postedBy: p.usrId,
      postedAt: now,
      lines: [
        {
          account: txn.notificationId ? 'GATEWAY_CLEARING' : 'BANK',
          accnId: null,
          currency: txn.currency,
          docId: null,
          amount: txn.amount,
        },
        { account: 'UNALLOCATED_RECEIPTS', accnId: txn.accnId, currency: txn.currency, docId: null, amount: -txn.amount },
      ],
    });
    await tx
      .update(paymentTxns)
      .set({ state: 'PAID', receiptJournalId: journalId, paidAt: now, verifiedBy: p.usrId, verifiedAt: now })
      .where(eq(paymentTxns.txnId, txnId));
    const docs = await tx.select({ docId: paymentTxnDocs.docId }).from(paymentTxnDocs).where(eq(paymentTxnDocs.txnId, txnId));
    const allocation = await allocateReceipts(tx, {
      accnId: txn.accnId,
      currency: txn.currency,
      docIds: docs.map((d) => d.docId),
      oldestFirst: docs.length === 0,
      limit: txn.amount,
      causeId: txnId,
      memo: `Manual payment ${txnId} allocated`,
      by: p.usrId,
      now,
    });
    if (!docs.length && allocation.lines.length) {
      await tx.insert(paymentTxnDocs).values(allocation.lines.map((l) => ({ txnId, docId: l.docId, amount: l.amount })));
    }
    // A named document the payment did not settle is free again.
    await tx
      .update(jobPayments)
      .set({ status: 'NEW' })
      .where(and(inArray(jobPayments.docId, docs.length ? docs.map((d) => d.docId) : [-1]), eq(jobPayments.status, 'PAYING')));
    await audit(tx, p, { event: 'MANUAL_PAYMENT_VERIFIED', entity: 'payment_txn', entityId: txnId, after: { journalId } });
  });
}

/** The checker rejects a manual payment: CAN with the reason, its documents free again; nothing was posted. */
export async function rejectManualPayment(db: Db, p: Principal, txnId: string, reason: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [txn] = await tx.select().from(paymentTxns).where(eq(paymentTxns.txnId, txnId)).for('update');
    if (!txn || txn.method !== 'MANUAL') throw notFound('payments.server.txnNotFound');
    checkDecision(txn, p, 'reject');
    await endTxn(tx, txnId, p.usrId, reason, now);
    await audit(tx, p, { event: 'MANUAL_PAYMENT_REJECTED', entity: 'payment_txn', entityId: txnId, remarks: reason });
  });
}

/** The gateway's held notifications, newest first, with the VA's company and the manual payment resolving each. */
export async function heldNotifications(db: DbOrTx, q: InboundQuery) {
  const filters: SQL[] = [sql`g.verdict = 'HELD'`];
  if (q.search?.trim()) {
    const like = likePattern(q.search.trim());
    filters.push(sql`(g.external_id ilike ${like} or g.va_no ilike ${like} or a.accn_name ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const from = sql`from gateway_notifications g
    left join virtual_accounts v on v.va_no = g.va_no and v.gateway = g.gateway
    left join accounts a on a.accn_id = v.accn_id`;
  const rows = await db.execute<{
    notificationId: string;
    receivedAt: string;
    externalId: string;
    vaNo: string | null;
    accnId: string | null;
    accnName: string | null;
    currency: string | null;
    paidAmount: string | null;
    reason: string;
    responseCode: string;
    txnId: string | null;
  }>(sql`
    select g.notification_id as "notificationId", g.received_at as "receivedAt", g.external_id as "externalId", g.va_no as "vaNo",
           a.accn_id as "accnId", a.accn_name as "accnName", g.currency, g.paid_amount::text as "paidAmount", g.reason,
           g.response_code as "responseCode",
           (select t.txn_id from payment_txns t where t.notification_id = g.notification_id and t.state <> 'CAN' limit 1) as "txnId"
    ${from} where ${where}
    order by g.received_at desc, g.notification_id desc limit ${q.length} offset ${q.start}`);
  const [count] = (await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${where}`)).rows;
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: count?.n ?? 0,
    iTotalDisplayRecords: count?.n ?? 0,
    aaData: rows.rows.map((r) => ({
      ...r,
      notificationId: Number(r.notificationId),
      paidAmount: r.paidAmount && r.currency ? fromMinor(BigInt(r.paidAmount), r.currency) : null,
    })),
  };
}

/** The companies that pay the platform: cargo owners, forwarders and truck operators (their fee invoices). */
const PAYING_TYPES: readonly string[] = [...CUSTOMER_ACCOUNT_TYPES, ...OPERATOR_ACCOUNT_TYPES];

/**
 * The company a manual payment or a static VA is for: one that pays the platform (a field error for an unknown id,
 * and for GLI, the platform or a service provider, which owe it nothing).
 */
async function payingCompany(tx: DbOrTx, accnId: string) {
  const [company] = await tx.select().from(accounts).where(eq(accounts.accnId, accnId));
  if (!company) throw validationFailed({ accnId: 'payments.validation.unknownCompany' });
  if (!PAYING_TYPES.includes(company.atypId)) throw validationFailed({ accnId: 'payments.validation.notAPayer' });
  return company;
}

/**
 * Opens a company's static VA at the gateway (any amount, no expiry): one open per company, gateway and currency
 * (a second is 409 from the unique index). A receipt into it pays the company's oldest due documents first.
 */
export async function openStaticVa(db: Db, gateway: PaymentGateway, p: Principal, accnId: string, currency: string) {
  return db.transaction(async (tx) => {
    const company = await payingCompany(tx, accnId);
    const [open] = await tx
      .select({ vaNo: virtualAccounts.vaNo })
      .from(virtualAccounts)
      .where(
        and(
          eq(virtualAccounts.accnId, accnId),
          eq(virtualAccounts.gateway, gateway.name),
          eq(virtualAccounts.currency, currency),
          eq(virtualAccounts.isStatic, true),
          eq(virtualAccounts.state, 'OPEN'),
        ),
      );
    if (open) throw conflict('payments.server.staticVaExists');
    const va = await gateway.createVa({
      reference: `STATIC-${accnId}-${currency}`,
      name: company.accnName,
      currency,
      amount: null,
      expiresAt: null,
    });
    const inserted = await tx
      .insert(virtualAccounts)
      .values({
        vaNo: va.vaNo,
        gateway: gateway.name,
        accnId,
        currency,
        amount: null,
        expiresAt: null,
        isStatic: true,
        createdBy: p.usrId,
      })
      .onConflictDoNothing()
      .returning({ vaId: virtualAccounts.vaId });
    if (!inserted.length) throw conflict('payments.server.staticVaExists');
    await audit(tx, p, { event: 'STATIC_VA_OPENED', entity: 'virtual_account', entityId: va.vaNo, remarks: accnId });
    return va.vaNo;
  });
}

/** Closes a static VA (the bank refuses payments to it from now on). */
export async function closeStaticVa(db: Db, gateway: PaymentGateway, p: Principal, vaId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const [va] = await tx.select().from(virtualAccounts).where(eq(virtualAccounts.vaId, vaId)).for('update');
    if (!va || !va.isStatic) throw notFound('payments.server.vaNotFound');
    if (va.state !== 'OPEN') throw conflict('payments.server.vaNotOpen');
    await gateway.closeVa(va.vaNo);
    await tx.update(virtualAccounts).set({ state: 'CLOSED', closedAt: now }).where(eq(virtualAccounts.vaId, vaId));
    await audit(tx, p, { event: 'STATIC_VA_CLOSED', entity: 'virtual_account', entityId: va.vaNo, remarks: va.accnId });
  });
}

/** The static VAs (the platform's list), with the receipts into each. */
export async function staticVas(db: DbOrTx, q: StaticVaQuery) {
  const filters: SQL[] = [sql`v.is_static`];
  if (q.state) filters.push(sql`v.state = ${q.state}`);
  if (q.search?.trim()) {
    const like = likePattern(q.search.trim());
    filters.push(sql`(v.va_no ilike ${like} or a.accn_name ilike ${like} or a.accn_id ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const from = sql`from virtual_accounts v join accounts a on a.accn_id = v.accn_id`;
  const rows = await db.execute<{
    vaId: string;
    vaNo: string;
    gateway: string;
    accnId: string;
    accnName: string;
    currency: string;
    state: string;
    createdAt: string;
    createdBy: string;
    receipts: number;
    received: string;
  }>(sql`
    select v.va_id as "vaId", v.va_no as "vaNo", v.gateway, v.accn_id as "accnId", a.accn_name as "accnName", v.currency, v.state,
           v.created_at as "createdAt", v.created_by as "createdBy",
           (select count(*) from payment_txns t where t.va_id = v.va_id and t.method = 'STATIC_VA')::int as receipts,
           (select coalesce(sum(t.amount), 0) from payment_txns t where t.va_id = v.va_id and t.method = 'STATIC_VA')::text as received
    ${from} where ${where}
    order by a.accn_name, v.currency, v.va_id limit ${q.length} offset ${q.start}`);
  const [count] = (await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${where}`)).rows;
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: count?.n ?? 0,
    iTotalDisplayRecords: count?.n ?? 0,
    aaData: rows.rows.map((r) => ({ ...r, vaId: Number(r.vaId), received: fromMinor(BigInt(r.received), r.currency) })),
  };
}
