import { sql, type SQL } from 'drizzle-orm';
import { BILLING_TABS } from '../../domain/billing/billing-actions';
import type { BillingListQuery } from '../../domain/billing/bill-schema';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { isPlatform } from '../../domain/permissions';
import type { DbOrTx } from '../db/client';
import { dayRange, likePattern } from '../http/datatable';
import { forbidden, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { seesAllJobs } from '../jobs/jobs.service';
import { billingActions } from './billing.service';

/** The sortable columns of the billing lists. */
const SORTS: Record<string, string> = {
  jobId: 'j.job_id',
  jobState: 'j.job_state',
  billingDate: 'b.billed_at',
  approvedDate: 'b.approved_at',
  total: 'coalesce(b.total, j.total_charge)',
  creatorName: 'cr.accn_name',
  toName: 'op.accn_name',
};

type Row = {
  jobId: string;
  jobState: string;
  creatorAccnId: string;
  creatorName: string;
  toAccnId: string;
  toName: string;
  customerRef: string | null;
  shipmentType: string;
  noOfTrips: number;
  currency: string | null;
  charges: string | null;
  reimbursement: string | null;
  total: string | null;
  billVersion: number | null;
  invoiceNo: string | null;
  billingDate: Date | null;
  approvedDate: Date | null;
  approvedBy: string | null;
  paymentDueDate: string | null;
  paymentState: string | null;
  rejectReason: string | null;
  documentCount: number;
  verifiedCount: number;
  remarkCount: number;
  version: number;
};

/**
 * The jobs (alias `j`) a caller sees in billing: those its company is party to (creator, customer or operator; the
 * billing states are none of the creator-only ones), every job for the platform.
 */
export function billingScope(p: Principal): SQL {
  return seesAllJobs(p)
    ? sql`true`
    : sql`(j.creator_accn_id = ${p.accnId} or j.customer_accn_id = ${p.accnId} or j.to_accn_id = ${p.accnId})`;
}

/**
 * The billing lists (one query shape for every tab): the finance dashboard's billed, verified and approved jobs, the
 * operator's job billing tab, the rejected ones and the platform's document verification queue. Server-paged, with
 * filters (billing date range, operator, creator, amount range, state, currency) and the totals per currency over
 * the whole filter. A company sees the jobs it is party to; the platform every job.
 */
export async function billingList(db: DbOrTx, p: Principal, q: BillingListQuery) {
  if (q.tab === 'docVerification' && !(isPlatform(p) && p.permissions.includes('billing.approve'))) throw forbidden();
  const states = [...BILLING_TABS[q.tab]] as string[];
  if (q.jobState && !states.includes(q.jobState)) throw validationFailed({ jobState: 'validation.option' });
  const scope = billingScope(p);
  const base: SQL[] = [
    sql`j.job_state in (${sql.join(
      states.map((s) => sql`${s}`),
      sql`, `,
    )})`,
    scope,
  ];
  const filters: SQL[] = [];
  const dateColumn = q.tab === 'approved' ? sql`b.approved_at` : sql`coalesce(b.billed_at, j.updated_at)`;
  const range = dayRange(q.dateFrom, q.dateTo);
  if (range.from) filters.push(sql`${dateColumn} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) filters.push(sql`${dateColumn} < ${range.to.toISOString()}::timestamptz`);
  if (q.toAccnId) filters.push(sql`j.to_accn_id = ${q.toAccnId.toUpperCase()}`);
  if (q.creatorAccnId) filters.push(sql`j.creator_accn_id = ${q.creatorAccnId.toUpperCase()}`);
  if (q.amountMin) filters.push(sql`coalesce(b.total, j.total_charge) >= ${q.amountMin}::numeric`);
  if (q.amountMax) filters.push(sql`coalesce(b.total, j.total_charge) <= ${q.amountMax}::numeric`);
  if (q.jobState) filters.push(sql`j.job_state = ${q.jobState}`);
  if (q.currency) filters.push(sql`coalesce(b.currency, j.currency) = ${q.currency.toUpperCase()}`);
  if (q.search?.trim()) {
    const like = likePattern(q.search.trim());
    filters.push(sql`(j.job_id ilike ${like} or j.customer_ref ilike ${like} or b.invoice_no ilike ${like})`);
  }
  const sortKey = q.sort ?? 'billingDate';
  const sortColumn = SORTS[sortKey];
  if (!sortColumn) throw validationFailed({ sort: `must be one of ${Object.keys(SORTS).join(', ')}` });
  const direction = q.sort ? (q.order === 'desc' ? 'desc' : 'asc') : 'desc';
  const where = sql.join([...base, ...filters], sql` and `);
  const from = sql`
    from jobs j
    left join lateral (select * from job_bills x where x.job_id = j.job_id order by x.bill_version desc limit 1) b on true`;
  const dueType = sql`${p.accnId}`;
  // The page's jobs first (filter, sort, limit: only what the sort needs), then their details for those rows alone:
  // the per-row subqueries (documents, trips, the debit note's due date and payment) never run on the whole filter.
  const byName = sortKey === 'creatorName' || sortKey === 'toName';
  const order = sql.raw(`${sortColumn} ${direction} nulls last, j.job_id asc`);
  const page = await db.execute<Row>(sql`
    with p as (
      select j.job_id, b.bill_id, row_number() over (order by ${order}) as ord
      ${from}
      ${byName ? sql`join accounts cr on cr.accn_id = j.creator_accn_id join accounts op on op.accn_id = j.to_accn_id` : sql``}
      where ${where}
      order by ${order}
      limit ${q.length} offset ${q.start}
    )
    select j.job_id as "jobId", j.job_state as "jobState", j.creator_accn_id as "creatorAccnId", cr.accn_name as "creatorName",
           j.to_accn_id as "toAccnId", op.accn_name as "toName", j.customer_ref as "customerRef", j.shipment_type as "shipmentType",
           (select count(*) from job_trips t where t.job_id = j.job_id)::int as "noOfTrips",
           coalesce(b.currency, j.currency) as currency,
           coalesce(b.trip_charges, j.total_charge)::text as charges, b.reimbursement_total::text as reimbursement,
           coalesce(b.total, j.total_charge)::text as total, b.bill_version as "billVersion", b.invoice_no as "invoiceNo",
           b.billed_at as "billingDate", b.approved_at as "approvedDate", b.approved_by as "approvedBy",
           d.due_date::text as "paymentDueDate", pay.status as "paymentState", b.reject_reason as "rejectReason",
           coalesce(v.document_count, 0)::int as "documentCount", coalesce(v.verified_count, 0)::int as "verifiedCount",
           coalesce(v.remark_count, 0)::int as "remarkCount", j.version
      from p
      join jobs j on j.job_id = p.job_id
      left join job_bills b on b.bill_id = p.bill_id
      join accounts cr on cr.accn_id = j.creator_accn_id
      join accounts op on op.accn_id = j.to_accn_id
      left join lateral (select count(*) as document_count, count(*) filter (where w.state = 'VERIFIED') as verified_count,
                                sum(jsonb_array_length(w.remarks)) as remark_count
                           from job_doc_verifications w where w.bill_id = b.bill_id) v on true
      left join money_documents d on d.bill_id = b.bill_id
            and d.doc_type = (case when j.to_accn_id = ${dueType} then 'DN_TO' else 'DN_CO' end)
      left join job_payments pay on pay.doc_id = d.doc_id
     order by p.ord`);
  const totals = await db.execute<{ currency: string | null; count: number; amount: string }>(sql`
    select coalesce(b.currency, j.currency) as currency, count(*)::int as count,
           coalesce(sum(coalesce(b.total, j.total_charge)), 0)::text as amount
    ${from}
    where ${where}
    group by 1 order by 1`);
  const filtered = totals.rows.reduce((a, t) => a + t.count, 0);
  const total = filters.length
    ? ((await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${sql.join(base, sql` and `)}`)).rows[0]?.n ??
      0)
    : filtered;
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: total,
    iTotalDisplayRecords: filtered,
    aaData: page.rows.map((row) => ({
      ...row,
      // Approve only once every document is verified.
      actions: billingActions(row, p).filter(
        (a) => a !== 'approveBill' || (row.documentCount > 0 && row.verifiedCount === row.documentCount),
      ),
    })),
    totals: totals.rows
      .filter((t) => t.currency !== null)
      .map((t) => ({ currency: t.currency!, count: t.count, amount: t.amount })),
  };
}

/** The billing cards (BILLED_JOBS, APPROVALS, APPROVED_JOBS) with their job states. */
export const BILLING_CARDS = {
  BILLED_JOBS: ['BILLED', 'VER_BILL', 'REJ_BILL'],
  APPROVALS: ['VER_BILL', 'ACK_BILL'],
  APPROVED_JOBS: ['APP_BILL'],
} as const;

/**
 * The workbench's billing cards: per card, the count and the amount (the bill total) per currency of the jobs the
 * caller is party to (the platform: all), and the counts per state.
 */
export async function billingSummary(db: DbOrTx, p: Principal) {
  const scope = billingScope(p);
  const states = [...new Set(Object.values(BILLING_CARDS).flat())];
  const rows = await db.execute<{ state: string; currency: string; count: number; amount: string }>(sql`
    select j.job_state as state, b.currency, count(*)::int as count, sum(b.total)::text as amount
      from jobs j
      join lateral (select currency, total from job_bills x where x.job_id = j.job_id order by x.bill_version desc limit 1) b on true
     where j.job_state in (${sql.join(
       states.map((s) => sql`${s}`),
       sql`, `,
     )}) and ${scope}
     group by 1, 2 order by 1, 2`);
  return (Object.entries(BILLING_CARDS) as Array<[keyof typeof BILLING_CARDS, readonly string[]]>).map(([dbType, cardStates]) => {
    const mine = rows.rows.filter((r) => cardStates.includes(r.state));
    const perCurrency = new Map<string, { count: number; minor: bigint }>();
    for (const r of mine) {
      const entry = perCurrency.get(r.currency) ?? { count: 0, minor: 0n };
      entry.count += r.count;
      entry.minor += toMinor(r.amount, r.currency);
      perCurrency.set(r.currency, entry);
    }
    return {
      dbType,
      transStatistic: Object.fromEntries(
        cardStates.map((s) => [s, mine.filter((r) => r.state === s).reduce((a, r) => a + r.count, 0)]),
      ),
      totals: [...perCurrency.entries()].map(([currency, v]) => ({
        currency,
        count: v.count,
        amount: fromMinor(v.minor, currency),
      })),
    };
  });
}
