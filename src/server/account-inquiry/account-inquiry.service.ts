import { sql } from 'drizzle-orm';
import type { InquiryMatch, InquiryQuery } from '../../domain/account-inquiry/account-inquiry';
import { fromMinor } from '../../domain/billing/money';
import { businessDate } from '../../domain/contracts/contracts';
import { isPlatform } from '../../domain/permissions';
import { getAccount } from '../accounts/accounts.service';
import { creditLineOf } from '../credit/credit.service';
import type { Db, DbOrTx } from '../db/client';
import { likePattern } from '../http/datatable';
import { notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { openAmountSql } from '../payments/ledger.service';

/** The inquiry is the platform's: anyone else gets 404 (the routes also ask for the permission). */
function platformOnly(p: Principal): void {
  if (!isPlatform(p)) throw notFound('Account not found');
}

const SORTS: Record<string, string> = {
  accnName: 'a.accn_name',
  accnId: 'a.accn_id',
  atypId: 'a.atyp_id',
  accnStatus: 'a.accn_status',
};

/**
 * Companies found by name, tax number (NPWP, digits compared without dots and dashes), a user's id or name, or an
 * e-mail (the company's or a user's); each row says what it was found by. Server-paged.
 */
export async function searchAccounts(db: DbOrTx, p: Principal, q: InquiryQuery) {
  platformOnly(p);
  const term = q.q?.trim() || q.search?.trim() || '';
  const like = likePattern(term);
  const digits = term.replace(/\D/g, '');
  // One match per company: the best of name, tax number, e-mail, user (in that order).
  const match = term
    ? sql`(
      select case
        when a.accn_name ilike ${like} then 'name'
        when ${digits.length >= 4} and regexp_replace(a.accn_coy_regn, '\\D', '', 'g') like ${`%${digits}%`} then 'taxNo'
        when a.contact_email ilike ${like} then 'email'
        else null end)`
    : sql`null`;
  const userMatch = sql`(select u.usr_id from users u where u.accn_id = a.accn_id
      and (u.usr_id ilike ${like} or u.usr_name ilike ${like} or u.contact_email ilike ${like}) order by u.usr_id limit 1)`;
  const where = term ? sql`(${match} is not null or ${userMatch} is not null)` : sql`true`;
  const sort = SORTS[q.sort ?? 'accnName'] ?? 'a.accn_name';
  const direction = q.order === 'desc' ? 'desc' : 'asc';
  const rows = await db.execute<{
    accnId: string;
    accnName: string;
    accnCoyRegn: string;
    atypId: string;
    accnStatus: string;
    contactEmail: string | null;
    users: number;
    matched: string | null;
    matchedUser: string | null;
  }>(sql`
    select a.accn_id as "accnId", a.accn_name as "accnName", a.accn_coy_regn as "accnCoyRegn", a.atyp_id as "atypId",
           a.accn_status as "accnStatus", a.contact_email as "contactEmail",
           (select count(*)::int from users u where u.accn_id = a.accn_id) as users,
           ${term ? match : sql`null`} as matched, ${term ? userMatch : sql`null`} as "matchedUser"
      from accounts a
     where ${where}
     order by ${sql.raw(`${sort} ${direction}`)}, a.accn_id
     limit ${q.length} offset ${q.start}`);
  const counted = await db.execute<{ total: number; filtered: number }>(sql`
    select (select count(*)::int from accounts) as total, (select count(*)::int from accounts a where ${where}) as filtered`);
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: counted.rows[0]!.total,
    iTotalDisplayRecords: counted.rows[0]!.filtered,
    aaData: rows.rows.map((r) => {
      const matchedBy: InquiryMatch | null = !term
        ? null
        : ((r.matched as InquiryMatch | null) ?? (r.matchedUser ? (term.includes('@') ? 'email' : 'user') : null));
      return {
        accnId: r.accnId,
        accnName: r.accnName,
        accnCoyRegn: r.accnCoyRegn,
        atypId: r.atypId,
        accnStatus: r.accnStatus,
        contactEmail: r.contactEmail,
        users: r.users,
        matchedBy,
        matchedUser: r.matched ? null : r.matchedUser,
      };
    }),
  };
}

/**
 * Everything about one company on one page: the record and its status history, users with their roles, contracts on
 * either side, the credit line, open and overdue money documents per side and currency (open amounts from the
 * ledger), its jobs by state (as creator, customer or operator) and the latest audit entries of its users or about
 * it. Read in one transaction so the figures agree.
 */
export async function accountInquiry(db: Db, p: Principal, accnId: string, now = new Date()) {
  platformOnly(p);
  const id = accnId.toUpperCase();
  const account = await getAccount(db, p, id);
  return db.transaction(async (tx) => {
    const users = await tx.execute<{
      usrId: string;
      usrName: string;
      usrStatus: string;
      contactEmail: string | null;
      roles: string[] | null;
    }>(sql`
      select u.usr_id as "usrId", u.usr_name as "usrName", u.usr_status as "usrStatus", u.contact_email as "contactEmail",
             array_remove(array_agg(ur.role_id order by ur.role_id), null) as roles
        from users u left join user_roles ur on ur.usr_id = u.usr_id
       where u.accn_id = ${id}
       group by u.usr_id order by u.usr_id limit 50`);
    const userTotal = await tx.execute<{ n: number }>(sql`select count(*)::int as n from users where accn_id = ${id}`);
    const contracts = await tx.execute<{
      contractId: string;
      role: 'customer' | 'operator';
      counterpartyId: string;
      counterpartyName: string;
      validFrom: string;
      validTo: string;
      currency: string;
      financingType: string;
      status: string;
    }>(sql`
      select c.contract_id as "contractId", case when c.customer_accn_id = ${id} then 'customer' else 'operator' end as role,
             o.accn_id as "counterpartyId", o.accn_name as "counterpartyName", c.valid_from::text as "validFrom",
             c.valid_to::text as "validTo", c.currency, c.financing_type as "financingType", c.status
        from contracts c
        join accounts o on o.accn_id = case when c.customer_accn_id = ${id} then c.to_accn_id else c.customer_accn_id end
       where c.customer_accn_id = ${id} or c.to_accn_id = ${id}
       order by c.valid_to desc, c.contract_id limit 50`);
    const credit = (await creditLineOf(tx, p, id)).lines;
    const today = businessDate(now);
    const documents = await tx.execute<{
      side: 'owe' | 'owed';
      currency: string;
      open: number;
      openAmount: string;
      overdue: number;
      overdueAmount: string;
    }>(sql`
      select side, currency, count(*) filter (where open > 0)::int as open, coalesce(sum(open), 0)::text as "openAmount",
             count(*) filter (where open > 0 and due < ${today}::date)::int as overdue,
             coalesce(sum(open) filter (where due < ${today}::date), 0)::text as "overdueAmount"
        from (select case when d.doc_type = 'DN_TO' then 'owed' else 'owe' end as side, d.currency, d.due_date as due,
                     ${openAmountSql} as open
                from money_documents d
               where (d.doc_type = 'DN_TO' and d.from_accn_id = ${id}) or (d.doc_type <> 'DN_TO' and d.to_accn_id = ${id})) docs
       group by side, currency order by side, currency`);
    const jobs = await tx.execute<{ state: string; count: number }>(sql`
      select job_state as state, count(*)::int as count from jobs
       where creator_accn_id = ${id} or customer_accn_id = ${id} or to_accn_id = ${id}
       group by job_state order by job_state`);
    const audit = await tx.execute<{
      id: string;
      at: string;
      event: string;
      entity: string;
      entityId: string | null;
      user: string | null;
      remarks: string | null;
    }>(sql`
      select id, audt_timestamp as at, audt_event as event, entity, entity_id as "entityId", audt_uid as "user",
             audt_remarks as remarks
        from audit_log
       where accn_id = ${id} or (entity = 'account' and entity_id = ${id})
       order by audt_timestamp desc, id desc limit 20`);
    return {
      account,
      users: { total: userTotal.rows[0]!.n, rows: users.rows.map((u) => ({ ...u, roles: u.roles ?? [] })) },
      contracts: contracts.rows,
      credit,
      documents: documents.rows.map((d) => ({
        ...d,
        openAmount: fromMinor(BigInt(d.openAmount.split('.')[0]!), d.currency),
        overdueAmount: fromMinor(BigInt(d.overdueAmount.split('.')[0]!), d.currency),
      })),
      jobsByState: jobs.rows,
      audit: audit.rows.map((a) => ({ ...a, id: Number(a.id) })),
    };
  });
}
