import { sql, type SQL } from 'drizzle-orm';
import type { ReportId, ReportParams } from '../../domain/reports/reports';
import { PRIVATE_JOB_STATES } from '../jobs/company-jobs';

/**
 * The SQL of each catalogue report: one SELECT whose columns are the report's column keys, in the report's order,
 * over the rows the run's company may see. A company's run is scoped here, from the run's record (the company that
 * asked, never a company id from the client); the platform's (and GLI's) is not.
 *
 * Value shapes the writer expects: text as text, money as minor units (`bigint`, text on the wire), dates as
 * `YYYY-MM-DD` text (Jakarta days), date-times as timestamptz, percents as numeric 0-100.
 */
export interface ReportScope {
  /** The company that asked for the run. */
  accnId: string;
  /** Every company's data (the platform, GLI): no company filter. */
  platform: boolean;
}

/** The start of a Jakarta day, and the start of the day after the period: `[from, to + 1 day)`. */
const periodStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Jakarta')`;
const periodEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;
const inPeriod = (column: SQL, p: ReportParams) => sql`${column} >= ${periodStart(p.from)} and ${column} < ${periodEnd(p.to)}`;
const minor = (column: SQL) => sql`round(${column} * 100)::bigint`;
const privateStates = sql.raw(PRIVATE_JOB_STATES.map((s) => `'${s}'`).join(','));

/** A company sees the jobs it created, and those it is the customer or truck operator of once submitted (as the jobs list). */
const jobScope = (s: ReportScope, j = sql.raw('j')) =>
  s.platform
    ? sql`true`
    : sql`(${j}.creator_accn_id = ${s.accnId} or ((${j}.customer_accn_id = ${s.accnId} or ${j}.to_accn_id = ${s.accnId}) and ${j}.job_state not in (${privateStates})))`;
/** A party: the jobs it created, is the customer of or operates. */
const jobParty = (p: ReportParams, j = sql.raw('j')) =>
  p.party
    ? sql`(${j}.creator_accn_id = ${p.party} or ${j}.customer_accn_id = ${p.party} or ${j}.to_accn_id = ${p.party})`
    : sql`true`;
const stateIs = (column: SQL, p: ReportParams) => (p.state ? sql`${column} = ${p.state}` : sql`true`);
/** A truck operator's own trucks and drivers. */
const ownedBy = (column: SQL, s: ReportScope, p: ReportParams) =>
  sql`${s.platform ? sql`true` : sql`${column} = ${s.accnId}`} and ${p.party ? sql`${column} = ${p.party}` : sql`true`}`;

const QUERIES: Record<ReportId, (p: ReportParams, s: ReportScope) => SQL> = {
  jobs: (p, s) => sql`
    select j.job_id as "jobId", j.created_at as "createdAt", j.pickup_at as "pickupAt", j.job_state as "state",
           cr.accn_name as "creator", cu.accn_name as "customer", op.accn_name as "operator",
           j.shipment_type as "shipmentType", j.customer_ref as "customerRef", j.currency as "currency",
           ${minor(sql`j.total_charge`)} as "totalCharge"
      from jobs j
      join accounts cr on cr.accn_id = j.creator_accn_id
      join accounts cu on cu.accn_id = j.customer_accn_id
      join accounts op on op.accn_id = j.to_accn_id
     where ${inPeriod(sql`j.created_at`, p)} and j.job_state <> 'DEL'
       and ${jobScope(s)} and ${jobParty(p)} and ${stateIs(sql`j.job_state`, p)}
     order by j.created_at, j.job_id`,

  billing: (p, s) => sql`
    select b.invoice_no as "invoiceNo", b.job_id as "jobId", b.bill_version as "billVersion", b.billed_at as "billedAt",
           b.state as "state", cu.accn_name as "customer", op.accn_name as "operator", b.currency as "currency",
           ${minor(sql`b.trip_charges`)} as "tripCharges", ${minor(sql`b.reimbursement_total`)} as "reimbursements",
           ${minor(sql`b.total`)} as "total", b.approved_at as "approvedAt"
      from job_bills b
      join jobs j on j.job_id = b.job_id
      join accounts cu on cu.accn_id = j.customer_accn_id
      join accounts op on op.accn_id = j.to_accn_id
     where ${inPeriod(sql`b.billed_at`, p)} and ${jobScope(s)} and ${jobParty(p)} and ${stateIs(sql`b.state`, p)}
     order by b.billed_at, b.bill_id`,

  // What a customer pays in is the customer's; what goes out to the truck operator is the operator's.
  payments: (p, s) => sql`
    select jp.payment_id as "paymentId", jp.job_id as "jobId", jp.direction as "direction",
           (case when jp.direction = 'IN' then cu.accn_name else op.accn_name end) as "party",
           jp.billing_date::text as "billingDate", jp.due_date::text as "dueDate", jp.paid_date::text as "paidDate",
           jp.status as "state", jp.currency as "currency", ${minor(sql`jp.amount`)} as "amount"
      from job_payments jp
      join jobs j on j.job_id = jp.job_id
      join accounts cu on cu.accn_id = j.customer_accn_id
      join accounts op on op.accn_id = j.to_accn_id
     where jp.billing_date between ${p.from}::date and ${p.to}::date
       and ${
         s.platform
           ? sql`true`
           : sql`((jp.direction = 'IN' and (j.creator_accn_id = ${s.accnId} or j.customer_accn_id = ${s.accnId}))
                  or (jp.direction = 'OUT' and j.to_accn_id = ${s.accnId}))`
       }
       and ${jobParty(p)} and ${stateIs(sql`jp.status`, p)}
     order by jp.billing_date, jp.payment_id`,

  payouts: (p, s) => sql`
    select po.payout_no as "payoutNo", a.accn_name as "operator", po.period_start::text as "periodStart",
           po.frequency as "frequency", po.status as "state", po.currency as "currency",
           ${minor(sql`po.gross`)} as "gross", ${minor(sql`po.netting`)} as "netting", ${minor(sql`po.amount`)} as "amount",
           po.created_at as "createdAt", po.paid_at as "paidAt"
      from payouts po
      join accounts a on a.accn_id = po.accn_id
     where ${inPeriod(sql`po.created_at`, p)} and ${ownedBy(sql`po.accn_id`, s, p)} and ${stateIs(sql`po.status`, p)}
     order by po.created_at, po.payout_id`,

  // A tax invoice is its buyer's (the customer); amounts are already minor units.
  taxInvoices: (p, s) => sql`
    select t.invoice_no as "invoiceNo", t.tax_no as "taxNo", t.invoice_issue_date::text as "issueDate", t.job_id as "jobId",
           a.accn_name as "customer", t.trx_code as "trxCode", t.status as "state", t.currency as "currency",
           t.tax_base::text as "taxBase", t.vat::text as "vat"
      from tax_invoices t
      join accounts a on a.accn_id = t.customer
     where t.invoice_issue_date between ${p.from}::date and ${p.to}::date
       and ${ownedBy(sql`t.customer`, s, p)} and ${stateIs(sql`t.status`, p)}
     order by t.invoice_issue_date, t.id`,

  // The Jakarta days in the period each truck spent on a trip (pickup to delivery, a trip not delivered counts its
  // pickup day), of jobs that went ahead (not a draft, rejected, cancelled or deleted one).
  truckUtilisation: (p, s) => sql`
    select tr.vh_plate_no as "plateNo", tr.vh_type as "truckType", a.accn_name as "operator",
           coalesce(u.trips, 0) as "trips", coalesce(u.days, 0) as "daysOnJobs",
           (${p.to}::date - ${p.from}::date + 1) as "periodDays",
           round(coalesce(u.days, 0) * 100.0 / (${p.to}::date - ${p.from}::date + 1), 1) as "utilisation"
      from trucks tr
      join accounts a on a.accn_id = tr.accn_id
      left join lateral (
        select count(distinct t.trip_id)::int as trips, count(distinct d.day)::int as days
          from job_trips t
          join jobs j on j.job_id = t.job_id and j.job_state not in ('DRF','REJ','CAN','DEL')
          cross join lateral generate_series(
            greatest((t.pickup_at at time zone 'Asia/Jakarta')::date, ${p.from}::date),
            least((coalesce(t.delivered_at, t.pickup_at) at time zone 'Asia/Jakarta')::date, ${p.to}::date),
            interval '1 day') as d(day)
         where t.truck_id = tr.truck_id and ${inPeriod(sql`t.pickup_at`, p)}
      ) u on true
     where ${ownedBy(sql`tr.accn_id`, s, p)} and tr.status = 'A'
     order by tr.accn_id, tr.vh_plate_no`,

  // A trip is on time when it was delivered by its last drop's planned time.
  driverPerformance: (p, s) => sql`
    select dr.drv_name as "driver", dr.licence_no as "licenceNo", a.accn_name as "operator",
           coalesce(x.trips, 0) as "trips", coalesce(x.delivered, 0) as "delivered", coalesce(x.on_time, 0) as "onTime",
           case when coalesce(x.delivered, 0) = 0 then null else round(x.on_time * 100.0 / x.delivered, 1) end as "onTimePct"
      from drivers dr
      join accounts a on a.accn_id = dr.accn_id
      left join lateral (
        select count(*)::int as trips,
               count(t.delivered_at)::int as delivered,
               count(*) filter (where t.delivered_at <= (select max(d.drop_at) from job_drops d where d.trip_id = t.trip_id))::int as on_time
          from job_trips t
          join jobs j on j.job_id = t.job_id and j.job_state not in ('DRF','REJ','CAN','DEL')
         where t.driver_id = dr.driver_id and ${inPeriod(sql`t.pickup_at`, p)}
      ) x on true
     where ${ownedBy(sql`dr.accn_id`, s, p)} and dr.status = 'A'
     order by dr.accn_id, dr.drv_name, dr.driver_id`,

  // A drop is on time when delivered by its planned time.
  onTimeDelivery: (p, s) => sql`
    select cu.accn_name as "customer", op.accn_name as "operator", count(*)::int as "drops",
           count(d.delivered_at)::int as "delivered",
           count(*) filter (where d.delivered_at <= d.drop_at)::int as "onTime",
           case when count(d.delivered_at) = 0 then null
                else round(count(*) filter (where d.delivered_at <= d.drop_at) * 100.0 / count(d.delivered_at), 1) end as "onTimePct"
      from job_drops d
      join jobs j on j.job_id = d.job_id and j.job_state not in ('DRF','REJ','CAN','DEL')
      join accounts cu on cu.accn_id = j.customer_accn_id
      join accounts op on op.accn_id = j.to_accn_id
     where ${inPeriod(sql`d.drop_at`, p)} and ${jobScope(s)} and ${jobParty(p)}
     group by cu.accn_name, op.accn_name, j.customer_accn_id, j.to_accn_id
     order by cu.accn_name, op.accn_name`,
};

/** The report's rows for the run, in order. */
export const reportQuery = (id: ReportId, params: ReportParams, scope: ReportScope): SQL => QUERIES[id](params, scope);

/** How many rows the run will write (for its percent): the same query counted. */
export const reportCount = (id: ReportId, params: ReportParams, scope: ReportScope): SQL =>
  sql`select count(*)::int as n from (${QUERIES[id](params, scope)}) q`;
