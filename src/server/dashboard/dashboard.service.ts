import { and, inArray, sql } from 'drizzle-orm';
import {
  BILLING_CARD_TABS,
  cardDefsOf,
  LOW_TAX_NUMBERS_PCT,
  paymentCardDocuments,
  tabsFor,
  type CardType,
  type TabCode,
} from '../../domain/dashboard';
import { companyServices } from '../accounts/company-services';
import type { Db } from '../db/client';
import type { Principal } from '../http/principal';
import { jobs } from '../db/schema';
import { DRIVER_STATE, DRIVERS_WITH_HOLDS } from '../jobs/job-dispatch.service';
import { jobScope, seesAllJobs } from '../jobs/jobs.service';
import { leaseCounts } from '../leasing/leasing.service';
import { rentalCounts } from '../rentals/rentals.service';
import { vesselCallCounts } from '../vessel-calls/vessel-calls.service';

const TITLES: Record<TabCode, string> = {
  tracking: 'Tracking',
  truckingJobs: 'Trucking jobs',
  billedJobs: 'Billed jobs',
  jobBilling: 'Job billing',
  verifiedJobs: 'Verified jobs',
  approvedJobs: 'Approved jobs',
  pendingPayments: 'Pending payments',
  jobPayments: 'Job payments',
  taxSequence: 'Tax sequence',
  taxReport: 'Tax report',
  taxInvoices: 'Tax invoices',
  accountSuspension: 'Account suspension',
  accountResumption: 'Account resumption',
  documentVerifications: 'Document verifications',
  driverAvailability: 'Driver availability',
  rentals: 'Rentals',
  leaseApplications: 'Lease applications',
  truckTracking: 'Truck tracking',
  vesselCalls: 'Vessel calls',
};

/** The titles of cards that share a tab with another card. */
const CARD_TITLES: Partial<Record<CardType, string>> = {
  DN_PAYMENTS: 'Debit note payments',
  PF_PAYMENTS: 'Platform fee payments',
};

/**
 * Tabs whose counts are the caller's jobs by state (the billing tabs too: BILLED … APP_BILL are job states, issue 13;
 * their amounts per currency: GET /billing/summary); driver availability counts the caller's drivers.
 */
const JOB_STATE_TABS: readonly TabCode[] = [
  'truckingJobs',
  'tracking',
  'truckTracking',
  'billedJobs',
  'jobBilling',
  'verifiedJobs',
  'approvedJobs',
];

/**
 * Counts per status for one tab. Account cards count the accounts table, document cards the
 * documents of registrations under review, job cards the jobs the caller may see (by state) and
 * driver availability the company's active drivers (ASG: on a live job), billing cards the caller's jobs per billing
 * state with their amounts per currency; the tax cards GLI's tax records, the rental and lease cards the caller's
 * rentals and lease applications.
 */
/** A statistic's amount in one currency (the bills' totals; the trip charges of a job not billed yet). */
export interface CardAmount {
  code: string;
  currency: string;
  amount: string;
}

/** Something on a card that needs attention, with how many records it concerns. */
export interface CardWarning {
  code: 'LOW_TAX_NUMBERS';
  count: number;
}

/**
 * The caller's jobs in these billing states, by state and currency: the scope of the billing lists (the jobs the
 * company is party to; the platform every job), the amount of the newest bill version (the trip charges before).
 * `paidAs`: approved jobs whose payment on the caller's side is paid count as PAID.
 */
async function billingStatistics(db: Db, principal: Principal, states: string[], paidAs?: string) {
  const scope = seesAllJobs(principal)
    ? sql`true`
    : sql`(j.creator_accn_id = ${principal.accnId} or j.customer_accn_id = ${principal.accnId} or j.to_accn_id = ${principal.accnId})`;
  const code = paidAs
    ? sql`case when j.job_state = 'APP_BILL' and exists (select 1 from job_payments p where p.job_id = j.job_id
             and p.status = 'PAID' and p.direction = case when j.to_accn_id = ${principal.accnId} then 'OUT' else 'IN' end)
           then ${paidAs} else j.job_state end`
    : sql`j.job_state`;
  const rows = await db.execute<{ code: string; currency: string | null; n: number; amount: string }>(sql`
    select ${code} as code, coalesce(b.currency, j.currency) as currency, count(*)::int as n,
           coalesce(sum(coalesce(b.total, j.total_charge)), 0)::text as amount
      from jobs j
      left join lateral (select x.total, x.currency from job_bills x where x.job_id = j.job_id
                          order by x.bill_version desc limit 1) b on true
     where j.job_state in (${sql.join(
       states.map((s) => sql`${s}`),
       sql`, `,
     )}) and ${scope}
     group by 1, 2 order by 1, 2`);
  return rows.rows;
}

async function statistics(
  db: Db,
  tab: TabCode,
  card: { dbType: CardType; statistics: string[] },
  principal: Principal,
): Promise<{ counts: Record<string, number>; amounts: CardAmount[]; warnings: CardWarning[] }> {
  const { dbType, statistics: keys } = card;
  const counts: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  const amounts: CardAmount[] = [];
  const warnings: CardWarning[] = [];
  const billing = async (states: string[], paidAs?: string) => {
    for (const row of await billingStatistics(db, principal, states, paidAs)) {
      if (!(row.code in counts)) continue;
      counts[row.code] = (counts[row.code] ?? 0) + Number(row.n);
      if (row.currency) amounts.push({ code: row.code, currency: row.currency, amount: row.amount });
    }
  };
  if (BILLING_CARD_TABS.includes(tab))
    await billing(
      keys.filter((k) => k !== 'PAID'),
      keys.includes('PAID') ? 'PAID' : undefined,
    );
  if (tab === 'documentVerifications' && seesAllJobs(principal)) await billing(['ACK_BILL']);
  // The billing cards are counted above (an approved job whose payment is paid counts as PAID, not again by state).
  if (JOB_STATE_TABS.includes(tab) && !BILLING_CARD_TABS.includes(tab)) {
    const rows = await db
      .select({ state: jobs.jobState, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(jobScope(principal), inArray(jobs.jobState, keys)))
      .groupBy(jobs.jobState);
    for (const row of rows) counts[row.state] = Number(row.n);
  }
  if (tab === 'driverAvailability') {
    const own = seesAllJobs(principal) ? sql`true` : sql`d.accn_id = ${principal.accnId}`;
    // The availability list (GET /jobs/drivers/availability) uses the same definition and filters on these values.
    const rows = await db.execute<{ k: string; n: number }>(
      sql`select ${DRIVER_STATE} as k, count(*)::int as n from ${DRIVERS_WITH_HOLDS} where d.status = 'A' and ${own} group by 1`,
    );
    for (const row of rows.rows) if (row.k in counts) counts[row.k] = Number(row.n);
  }
  if (dbType === 'JOB_PAYMENTS' || dbType === 'DN_PAYMENTS' || dbType === 'PF_PAYMENTS') {
    // The payments of the documents the caller's company pays or is paid (the platform and GLI: all), per state, with
    // their amounts per currency; the pending payments cards count one document type each, as /payments lists it.
    const own = sql`((p.direction = 'IN' and d.to_accn_id = ${principal.accnId}) or (p.direction = 'OUT' and d.from_accn_id = ${principal.accnId}))`;
    // Jobs' payments only: a fuel invoice's (no job) is paid on /shell/payments, not listed on /payments.
    const conditions = [seesAllJobs(principal) ? sql`true` : own, sql`d.doc_type <> 'FUEL'`];
    if (dbType !== 'JOB_PAYMENTS') conditions.push(sql`d.doc_type = ${paymentCardDocuments(dbType, principal.accnType).docType}`);
    const rows = await db.execute<{ status: string; currency: string; n: number; amount: string }>(sql`
      select p.status, p.currency, count(*)::int as n, coalesce(sum(p.amount), 0)::text as amount
        from job_payments p join money_documents d on d.doc_id = p.doc_id
       where ${sql.join(conditions, sql` and `)}
       group by 1, 2 order by 1, 2`);
    for (const row of rows.rows) {
      if (!(row.status in counts)) continue;
      counts[row.status] = (counts[row.status] ?? 0) + Number(row.n);
      amounts.push({ code: row.status, currency: row.currency, amount: row.amount });
    }
  }
  if (dbType === 'SEQUENCE') {
    // The tax numbers still to be issued (issue 15): left in the active ranges, and in the ranges waiting their turn.
    const rows = await db.execute<{ status: string; n: string }>(
      sql`select status, sum(sequence_end - sequence_start + 1 - consumed_num)::text as n
            from tax_sequences where status in ('A', 'I') group by status`,
    );
    for (const row of rows.rows) counts[row.status === 'A' ? 'LEFT' : 'WAITING'] = Number(row.n);
    // The warning of issue 15: an active range with under a tenth of its numbers left (LOW_TAX_NUMBERS_PCT).
    const [low] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from tax_sequences
             where status = 'A' and (sequence_end - sequence_start + 1 - consumed_num) * 100 < (sequence_end - sequence_start + 1) * ${LOW_TAX_NUMBERS_PCT}`,
      )
    ).rows;
    if (low && Number(low.n) > 0) warnings.push({ code: 'LOW_TAX_NUMBERS', count: Number(low.n) });
  }
  if (dbType === 'REPORTS') {
    // The tax reports (issue 15): made and not downloaded yet (A), downloaded (D); cancelled ones are not counted.
    const rows = await db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from tax_reports where status in ('A', 'D') group by status`,
    );
    for (const row of rows.rows) counts[row.status] = Number(row.n);
  }
  if (dbType === 'INVOICES') {
    // The tax invoices (issue 15) by state: N new, E exported, C completed.
    const rows = await db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from tax_invoices where status in ('N', 'E', 'C') group by status`,
    );
    const names: Record<string, string> = { N: 'NEW', E: 'EXPORTED', C: 'COMPLETED' };
    for (const row of rows.rows) counts[names[row.status]!] = Number(row.n);
  }
  if (dbType === 'RENTALS' || dbType === 'LEASES') {
    // The truck rentals and lease applications the caller's company is on a side of (the platform: all), per state.
    const rows = dbType === 'RENTALS' ? await rentalCounts(db, principal, keys) : await leaseCounts(db, principal, keys);
    for (const row of rows) counts[row.state] = Number(row.n);
  }
  if (dbType === 'VESSEL_CALLS') {
    // The vessel call applications the caller may see (its line's, its lines' as an agent), per status.
    for (const row of await vesselCallCounts(db, principal, keys)) counts[row.status] = Number(row.n);
  }
  if (dbType === 'ACCOUNTS') {
    const rows = await db.execute<{ accn_status: string; n: number }>(
      sql`select accn_status, count(*)::int as n from accounts where accn_status in ${keys} group by accn_status`,
    );
    for (const row of rows.rows) counts[row.accn_status] = Number(row.n);
  }
  if (dbType === 'DOCUMENTS') {
    // Documents of registrations waiting for review: not verified yet (PENDING) and returned to the visitor.
    const rows = await db.execute<{ verify_state: string; n: number }>(
      sql`select a.verify_state, count(*)::int as n from attachments a
          join registrations r on r.reg_id = a.att_referenceid
          where r.approval_state = 'P' and a.verify_state in ('NOT_VERIFIED', 'RETURNED') group by a.verify_state`,
    );
    for (const row of rows.rows) counts[row.verify_state === 'RETURNED' ? 'RETURNED' : 'PENDING'] = Number(row.n);
  }
  return { counts, amounts, warnings };
}

export async function dashboardFor(db: Db, principal: Principal) {
  const tabs = tabsFor(principal, await companyServices(db, principal.accnId));
  const cards = await Promise.all(
    tabs.flatMap((tab) =>
      cardDefsOf(tab).map(async (card, index) => {
        const { counts, amounts, warnings } = await statistics(db, tab, card, principal);
        return {
          id: index === 0 ? tab : `${tab}-${card.dbType}`,
          tabCode: tab,
          dbType: card.dbType,
          title: CARD_TITLES[card.dbType] ?? TITLES[tab],
          transStatistic: counts,
          amounts,
          warnings,
          accnType: principal.accnType,
          img: card.dbType.toLowerCase(),
        };
      }),
    ),
  );
  return { tabs, cards };
}

/** Platform figures for the super admin's analytics page. */
export async function analytics(db: Db) {
  const [byStatus, byType, usersRow, activity] = await Promise.all([
    db.execute<{ k: string; n: number }>(sql`select accn_status as k, count(*)::int as n from accounts group by accn_status`),
    db.execute<{ k: string; n: number }>(sql`select atyp_id as k, count(*)::int as n from accounts group by atyp_id`),
    db.execute<{ total: number; active: number; locked: number }>(sql`
      select count(*)::int as total, count(*) filter (where usr_status = 'A')::int as active,
             count(*) filter (where locked_until > now())::int as locked from users`),
    db.execute<{ signins: number; failed: number; live: number }>(sql`
      select (select count(*)::int from audit_log where audt_event like '%LOGIN%' and audt_event not like 'LOGIN_FAILED' and audt_event <> 'LOGIN_LOCKED' and audt_timestamp > now() - interval '24 hours') as signins,
             (select count(*)::int from audit_log where audt_event in ('LOGIN_FAILED','LOGIN_LOCKED') and audt_timestamp > now() - interval '24 hours') as failed,
             (select count(*)::int from sessions where ended_at is null and expires_at > now()) as live`),
  ]);
  const toRecord = (rows: Array<{ k: string; n: number }>) => Object.fromEntries(rows.map((r) => [r.k, Number(r.n)]));
  const u = usersRow.rows[0]!;
  const a = activity.rows[0]!;
  return {
    accountsByStatus: toRecord(byStatus.rows),
    accountsByType: toRecord(byType.rows),
    users: { total: Number(u.total), active: Number(u.active), locked: Number(u.locked) },
    signInsLast24h: Number(a.signins),
    failedSignInsLast24h: Number(a.failed),
    liveSessions: Number(a.live),
  };
}
