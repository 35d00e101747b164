import { sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '../../domain/billing/money';
import { businessDate } from '../../domain/contracts/contracts';
import { paymentTxnActionsOf, type PaymentDocumentsQuery, type PaymentTxnsQuery } from '../../domain/payments/payment-txns';
import type { DbOrTx } from '../db/client';
import { dayRange, likePattern } from '../http/datatable';
import { notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { seesAllJobs } from '../jobs/jobs.service';
import { SnapSimulator } from './snap-simulator';
import type { PaymentGateway } from './gateway';
import { openAmountSql } from './ledger.service';

const DOC_SORTS: Record<string, string> = {
  dueDate: 'd.due_date',
  issuedAt: 'd.issued_at',
  docNo: 'd.doc_no',
  total: 'd.total',
  accnName: 'a.accn_name',
};

/**
 * The documents of `/payments` (issue 14): what the caller's company owes (side `owe`: the debit notes and fee
 * invoices the platform bills it) or is owed (side `owed`: its DN_TO, paid out to it); the platform sees every
 * company's (filter `accnId`). Server-paged with the open amount from the ledger, the payment state, the open
 * ClicPay transaction holding it, and the open totals per currency over the whole filter.
 */
export async function paymentDocuments(db: DbOrTx, p: Principal, q: PaymentDocumentsQuery, now = new Date()) {
  const all = seesAllJobs(p);
  // Fuel invoices (issue 19) are listed and paid under /shell/payments, not here.
  const base: SQL[] = [q.side === 'owed' ? sql`d.doc_type = 'DN_TO'` : sql`d.doc_type not in ('DN_TO', 'FUEL')`];
  if (!all) base.push(q.side === 'owed' ? sql`d.from_accn_id = ${p.accnId}` : sql`d.to_accn_id = ${p.accnId}`);
  const filters: SQL[] = [];
  if (all && q.accnId) filters.push(sql`a.accn_id = ${q.accnId}`);
  if (q.status) filters.push(sql`pay.status = ${q.status}`);
  if (q.docType) filters.push(sql`d.doc_type = ${q.docType}`);
  if (q.dueFrom) filters.push(sql`d.due_date >= ${q.dueFrom}::date`);
  if (q.dueTo) filters.push(sql`d.due_date <= ${q.dueTo}::date`);
  const today = businessDate(now);
  if (q.overdue === 'true') filters.push(sql`(d.due_date < ${today}::date and pay.status <> 'PAID')`);
  if (q.overdue === 'false') filters.push(sql`not (d.due_date < ${today}::date and pay.status <> 'PAID')`);
  if (q.search?.trim()) {
    const like = likePattern(q.search.trim());
    filters.push(sql`(d.doc_no ilike ${like} or d.job_id ilike ${like} or a.accn_name ilike ${like})`);
  }
  const sortKey = q.sort ?? 'dueDate';
  const sortColumn = DOC_SORTS[sortKey];
  if (!sortColumn) throw validationFailed({ sort: `must be one of ${Object.keys(DOC_SORTS).join(', ')}` });
  const direction = q.order === 'desc' ? 'desc' : 'asc';
  const from = sql`
    from money_documents d
    join job_payments pay on pay.doc_id = d.doc_id
    join accounts a on a.accn_id = case when d.doc_type = 'DN_TO' then d.from_accn_id else d.to_accn_id end`;
  const where = sql.join([...base, ...filters], sql` and `);
  const open = openAmountSql;
  const page = await db.execute<{
    docId: string;
    docNo: string;
    docType: 'DN_TO' | 'DN_CO' | 'PF_CO' | 'PF_TO';
    jobId: string;
    accnId: string;
    accnName: string;
    currency: string;
    total: string;
    open: string;
    issuedAt: string;
    dueDate: string;
    status: string;
    paymentId: string | null;
    txnId: string | null;
  }>(sql`
    select d.doc_id as "docId", d.doc_no as "docNo", d.doc_type as "docType", d.job_id as "jobId", a.accn_id as "accnId",
           a.accn_name as "accnName", d.currency, d.total::text as total, ${open}::text as open, d.issued_at as "issuedAt",
           d.due_date::text as "dueDate", pay.status, pay.payment_id as "paymentId",
           (select t.txn_id from payment_txn_docs td join payment_txns t on t.txn_id = td.txn_id
             where td.doc_id = d.doc_id and t.state = 'PAYING' limit 1) as "txnId"
    ${from}
    where ${where}
    order by ${sql.raw(`${sortColumn} ${direction}`)}, d.doc_id ${sql.raw(direction)}
    limit ${q.length} offset ${q.start}`);
  const totals = await db.execute<{ currency: string; count: number; open: string }>(sql`
    select d.currency, count(*)::int as count, coalesce(sum(${open}), 0)::text as open
    ${from}
    where ${where}
    group by 1 order by 1`);
  const filtered = totals.rows.reduce((a, t) => a + t.count, 0);
  const total = filters.length
    ? ((await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${sql.join(base, sql` and `)}`)).rows[0]?.n ??
      0)
    : filtered;
  const canPay = !all && q.side === 'owe' && p.permissions.includes('payments.pay');
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: total,
    iTotalDisplayRecords: filtered,
    aaData: page.rows.map((r) => ({
      docId: Number(r.docId),
      docNo: r.docNo,
      docType: r.docType,
      jobId: r.jobId,
      accnId: r.accnId,
      accnName: r.accnName,
      currency: r.currency,
      total: r.total,
      outstanding: fromMinor(BigInt(r.open), r.currency),
      issuedAt: r.issuedAt,
      dueDate: r.dueDate,
      overdue: r.dueDate < today && r.status !== 'PAID',
      status: r.status,
      paymentId: r.paymentId,
      txnId: r.txnId,
      payable: canPay && r.status === 'NEW' && BigInt(r.open) > 0n,
    })),
    totals: totals.rows.map((t) => ({
      currency: t.currency,
      count: t.count,
      outstanding: fromMinor(BigInt(t.open), t.currency),
    })),
  };
}

const TXN_SORTS: Record<string, string> = {
  createdAt: 't.created_at',
  paidAt: 't.paid_at',
  amount: 't.amount',
  txnId: 't.txn_id',
  state: 't.state',
};

/** The payment transactions: the caller's company's, every company's for the platform (filter `accnId`). */
export async function paymentTxnList(db: DbOrTx, p: Principal, q: PaymentTxnsQuery) {
  const all = seesAllJobs(p);
  const base: SQL[] = all ? [sql`true`] : [sql`t.accn_id = ${p.accnId}`];
  const filters: SQL[] = [];
  if (all && q.accnId) filters.push(sql`t.accn_id = ${q.accnId}`);
  if (q.state) filters.push(sql`t.state = ${q.state}`);
  if (q.method) filters.push(sql`t.method = ${q.method}`);
  const range = dayRange(q.dateFrom, q.dateTo);
  if (range.from) filters.push(sql`t.created_at >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) filters.push(sql`t.created_at < ${range.to.toISOString()}::timestamptz`);
  if (q.search?.trim()) {
    const like = likePattern(q.search.trim());
    filters.push(sql`(t.txn_id ilike ${like} or v.va_no ilike ${like} or a.accn_name ilike ${like})`);
  }
  const sortKey = q.sort ?? 'createdAt';
  const sortColumn = TXN_SORTS[sortKey];
  if (!sortColumn) throw validationFailed({ sort: `must be one of ${Object.keys(TXN_SORTS).join(', ')}` });
  const direction = q.sort ? (q.order === 'desc' ? 'desc' : 'asc') : 'desc';
  const from = sql`from payment_txns t join accounts a on a.accn_id = t.accn_id left join virtual_accounts v on v.va_id = t.va_id`;
  const where = sql.join([...base, ...filters], sql` and `);
  const rows = await db.execute<TxnRow>(sql`
    select ${TXN_COLUMNS} ${from} where ${where}
    order by ${sql.raw(`${sortColumn} ${direction} nulls last`)}, t.txn_id desc
    limit ${q.length} offset ${q.start}`);
  const count = async (w: SQL) =>
    (await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${w}`)).rows[0]?.n ?? 0;
  const filtered = await count(where);
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: filters.length ? await count(sql.join(base, sql` and `)) : filtered,
    iTotalDisplayRecords: filtered,
    aaData: rows.rows.map((r) => ({ ...txnView(r), actions: txnActions(p, r, null) })),
  };
}

/** What the caller may do with a transaction (the list's row actions and the page's buttons): its workflow's verbs. */
const txnActions = (p: Principal, row: TxnRow, gateway: PaymentGateway | null) =>
  paymentTxnActionsOf(row, p, gateway instanceof SnapSimulator);

type TxnRow = {
  txnId: string;
  accnId: string;
  accnName: string;
  method: 'CLICPAY' | 'STATIC_VA' | 'MANUAL';
  state: 'NEW' | 'PAYING' | 'PAID' | 'CAN';
  currency: string;
  amount: string;
  vaNo: string | null;
  vaState: string | null;
  expiresAt: string | null;
  createdAt: string;
  createdBy: string;
  paidAt: string | null;
  docCount: number;
  bankRef: string | null;
  paidOn: string | null;
  remarks: string | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
  cancelledBy: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  proofAttId: string | null;
};

const TXN_COLUMNS = sql`t.txn_id as "txnId", t.accn_id as "accnId", a.accn_name as "accnName", t.method, t.state, t.currency,
  t.amount::text as amount, v.va_no as "vaNo", v.state as "vaState", v.expires_at as "expiresAt", t.created_at as "createdAt",
  t.created_by as "createdBy", t.paid_at as "paidAt",
  (select count(*) from payment_txn_docs x where x.txn_id = t.txn_id)::int as "docCount",
  t.bank_ref as "bankRef", t.paid_on::text as "paidOn", t.remarks, t.verified_by as "verifiedBy", t.verified_at as "verifiedAt",
  t.cancelled_by as "cancelledBy", t.cancelled_at as "cancelledAt", t.cancel_reason as "cancelReason",
  t.proof_att_id as "proofAttId"`;

const txnView = (r: TxnRow) => ({
  txnId: r.txnId,
  accnId: r.accnId,
  accnName: r.accnName,
  method: r.method,
  state: r.state,
  currency: r.currency,
  amount: fromMinor(BigInt(r.amount), r.currency),
  vaNo: r.vaNo,
  expiresAt: r.expiresAt,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  paidAt: r.paidAt,
  docCount: r.docCount,
});

/**
 * One transaction (`/applications/finance/payments/transactions/view/{txnId}`): its VA, its documents with what is
 * still open on each, the ledger lines of its receipt and allocations, the gateway's messages for its VA, and what
 * the caller may do. Another company's transaction is 404, as a missing one.
 */
export async function paymentTxnDetail(db: DbOrTx, p: Principal, txnId: string, gateway: PaymentGateway | null) {
  const [row] = (
    await db.execute<TxnRow>(sql`
      select ${TXN_COLUMNS}
        from payment_txns t join accounts a on a.accn_id = t.accn_id left join virtual_accounts v on v.va_id = t.va_id
       where t.txn_id = ${txnId}`)
  ).rows;
  if (!row || (!seesAllJobs(p) && row.accnId !== p.accnId)) throw notFound('payments.server.txnNotFound');
  const documents = await db.execute<{
    docId: string;
    docNo: string;
    docType: 'DN_TO' | 'DN_CO' | 'PF_CO' | 'PF_TO' | 'FUEL';
    jobId: string | null;
    amount: string;
    currency: string;
    open: string;
    status: string;
  }>(sql`
    select d.doc_id as "docId", d.doc_no as "docNo", d.doc_type as "docType", d.job_id as "jobId", x.amount::text as amount,
           d.currency, ${openAmountSql}::text as open,
           pay.status
      from payment_txn_docs x
      join money_documents d on d.doc_id = x.doc_id
      join job_payments pay on pay.doc_id = d.doc_id
     where x.txn_id = ${txnId}
     order by d.due_date, d.doc_id`);
  const ledger = await db.execute<{
    journalId: string;
    causeType: 'PAYMENT_RECEIVED' | 'PAYMENT_ALLOCATED' | 'MANUAL_PAYMENT' | 'CREDIT_REPAID';
    postedAt: string;
    account: 'RECEIVABLE';
    accnId: string | null;
    docNo: string | null;
    currency: string;
    amount: string;
  }>(sql`
    select j.journal_id as "journalId", j.cause_type as "causeType", j.posted_at as "postedAt", l.account_code as account,
           l.accn_id as "accnId", d.doc_no as "docNo", l.currency, l.amount::text as amount
      from ledger_journals j
      join ledger_lines l on l.journal_id = j.journal_id
      left join money_documents d on d.doc_id = l.doc_id
     where j.journal_id = (select receipt_journal_id from payment_txns where txn_id = ${txnId})
        or (j.cause_type in ('PAYMENT_ALLOCATED', 'MANUAL_PAYMENT', 'CREDIT_REPAID') and j.cause_id = ${txnId})
     order by j.journal_id, l.line_id`);
  const messages = row.vaNo
    ? await db.execute<{
        notificationId: string;
        receivedAt: string;
        externalId: string;
        verdict: string;
        reason: string | null;
        responseCode: string;
        paidAmount: string | null;
        currency: string | null;
      }>(sql`
        select notification_id as "notificationId", received_at as "receivedAt", external_id as "externalId", verdict, reason,
               response_code as "responseCode", paid_amount::text as "paidAmount", currency
          from gateway_notifications where va_no = ${row.vaNo} order by notification_id`)
    : { rows: [] };
  const actions = txnActions(p, row, gateway);
  return {
    ...txnView(row),
    vaState: row.vaState,
    bankRef: row.bankRef,
    paidOn: row.paidOn,
    remarks: row.remarks,
    verifiedBy: row.verifiedBy,
    verifiedAt: row.verifiedAt,
    cancelledBy: row.cancelledBy,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    proofAttId: row.proofAttId,
    documents: documents.rows.map((d) => ({
      docId: Number(d.docId),
      docNo: d.docNo,
      docType: d.docType,
      jobId: d.jobId,
      amount: fromMinor(BigInt(d.amount), d.currency),
      outstanding: fromMinor(BigInt(d.open), d.currency),
      status: d.status,
    })),
    ledger: ledger.rows.map((l) => {
      const minor = BigInt(l.amount);
      return {
        journalId: Number(l.journalId),
        causeType: l.causeType,
        postedAt: l.postedAt,
        account: l.account,
        accnId: l.accnId,
        docNo: l.docNo,
        debit: minor > 0n ? fromMinor(minor, l.currency) : null,
        credit: minor < 0n ? fromMinor(-minor, l.currency) : null,
      };
    }),
    messages: messages.rows.map((m) => ({
      notificationId: Number(m.notificationId),
      receivedAt: m.receivedAt,
      externalId: m.externalId,
      verdict: m.verdict,
      reason: m.reason,
      responseCode: m.responseCode,
      paidAmount: m.paidAmount && m.currency ? fromMinor(BigInt(m.paidAmount), m.currency) : null,
    })),
    actions,
  };
}
