import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_ACCOUNT_TYPES } from '../../domain/accounts';
import { fromMinor } from '../../domain/billing/money';
import {
  CREDIT_JOURNAL_KINDS,
  CREDIT_LIMIT_WORKFLOW,
  creditLimitActionsOf,
  type CreditHistoryQuery,
  type CreditJournalKind,
  type CreditLimitAction,
  type CreditServiceType,
  type CreditLimitRequestBody,
  type CreditLimitsQuery,
  type CreditLimitUpdateBody,
} from '../../domain/payments/credit';
import type { Workflow } from '../../domain/workflow';
import { refusalOf } from '../../domain/workflow';
import type { Db, DbOrTx } from '../db/client';
import { accounts, creditLimitRequests, creditLimits, ledgerJournals, ledgerLines } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { pgErrorOf } from '../http/pg-errors';
import { recordCreditLimitChanged } from '../notifications/finance-events';
import { creditPosition } from '../payments/credit-line';

/**
 * Credit limits (issue 14): the requests (maker-checker, `CREDIT_LIMIT_WORKFLOW`), the limits in force, and a
 * company's credit line with its history read from the ledger. docs/decisions/0011-credit.md.
 */

/** The platform and GLI manage limits (the permissions are excluded from every other company type). */
export const managesCredit = (p: Principal): boolean =>
  p.permissions.includes('credit.request') || p.permissions.includes('credit.approve');

type RequestRow = typeof creditLimitRequests.$inferSelect;

const accnName = sql<string>`(select a.accn_name from accounts a where a.accn_id = "credit_limit_requests"."accn_id")`;

const requestView = (r: RequestRow & { accnName: string }, p: Principal) => ({
  creditId: r.creditId,
  accnCode: r.accnId,
  accnName: r.accnName,
  serviceType: r.serviceType,
  creditCcy: r.creditCcy,
  creditLimit: r.creditLimit,
  newCreditLimit: r.newCreditLimit,
  status: r.status,
  remarks: r.remarks,
  dateCreated: r.createdAt,
  dateSubmitted: r.submittedAt,
  createdBy: r.createdBy,
  submittedBy: r.submittedBy,
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt,
  decisionReason: r.decisionReason,
  version: r.version,
  actions: creditLimitActionsOf(r, p),
});

const SORTABLE = {
  dateCreated: creditLimitRequests.createdAt,
  creditId: creditLimitRequests.creditId,
  accnCode: creditLimitRequests.accnId,
  status: creditLimitRequests.status,
  newCreditLimit: creditLimitRequests.newCreditLimit,
};

/** The requests, newest first (server-paged); filters status, company, free text (id, company code or name). */
export async function listCreditRequests(db: DbOrTx, p: Principal, q: CreditLimitsQuery) {
  if (!managesCredit(p)) throw forbidden();
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(creditLimitRequests.status, q.status));
  else filters.push(sql`${creditLimitRequests.status} <> 'DEL'`);
  if (q.accnId) filters.push(eq(creditLimitRequests.accnId, q.accnId));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(creditLimitRequests.creditId, like), ilike(creditLimitRequests.accnId, like), ilike(accnName, like))!);
  }
  const filter = and(...filters);
  const order = q.sort
    ? orderBy(q, SORTABLE, 'dateCreated', creditLimitRequests.creditId)
    : [desc(creditLimitRequests.createdAt), desc(creditLimitRequests.creditId)];
  return paged(
    q,
    true,
    async () =>
      (
        await db
          .select({ r: creditLimitRequests, accnName })
          .from(creditLimitRequests)
          .where(filter)
          .orderBy(...order)
          .limit(q.length)
          .offset(q.start)
      ).map(({ r, accnName: name }) => requestView({ ...r, accnName: name }, p)),
    async () => {
      const [row] = await db
        .select({
          total: sql<number>`count(*) filter (where ${creditLimitRequests.status} <> 'DEL')`.mapWith(Number),
          filtered: sql<number>`count(*) filter (where ${filter})`.mapWith(Number),
        })
        .from(creditLimitRequests);
      return row!;
    },
  );
}

export async function getCreditRequest(db: DbOrTx, p: Principal, creditId: string) {
  if (!managesCredit(p)) throw forbidden();
  const [row] = await db
    .select({ r: creditLimitRequests, accnName })
    .from(creditLimitRequests)
    .where(eq(creditLimitRequests.creditId, creditId));
  if (!row) throw notFound('Credit limit request not found');
  return requestView({ ...row.r, accnName: row.accnName }, p);
}

async function limitInForce(db: DbOrTx, accnId: string, serviceType: CreditServiceType, currency: string) {
  const [row] = await db
    .select({ creditLimit: creditLimits.creditLimit })
    .from(creditLimits)
    .where(and(eq(creditLimits.accnId, accnId), eq(creditLimits.serviceType, serviceType), eq(creditLimits.creditCcy, currency)));
  return row?.creditLimit ?? null;
}

/** A draft (NEW) for a company, service and currency; one open request per such key (a second: 409). */
export async function createCreditRequest(db: Db, p: Principal, body: CreditLimitRequestBody) {
  if (!p.permissions.includes('credit.request')) throw forbidden();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ accnId: accounts.accnId, atypId: accounts.atypId, accnStatus: accounts.accnStatus })
      .from(accounts)
      .where(eq(accounts.accnId, body.accnId.toUpperCase()));
    if (!company || !(CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(company.atypId) || company.accnStatus !== 'A') {
      throw validationFailed({ accnId: 'credit.errors.company' });
    }
    const current = await limitInForce(tx, company.accnId, body.serviceType, body.creditCcy);
    let row: RequestRow | undefined;
    try {
      [row] = await tx
        .insert(creditLimitRequests)
        .values({
          accnId: company.accnId,
          serviceType: body.serviceType,
          creditCcy: body.creditCcy,
          creditLimit: current,
          newCreditLimit: body.newCreditLimit,
          remarks: body.remarks ?? null,
          createdBy: p.usrId,
          updatedBy: p.usrId,
        })
        .returning();
    } catch (error) {
      if (pgErrorOf(error)?.code === '23505') throw conflict('credit.server.openRequest');
      throw error;
    }
    await audit(tx, p, {
      event: 'CREDIT_LIMIT_REQUEST',
      entity: 'credit_limit_request',
      entityId: row!.creditId,
      after: { accnId: row!.accnId, creditCcy: row!.creditCcy, creditLimit: current, newCreditLimit: row!.newCreditLimit },
    });
    return getCreditRequest(tx, p, row!.creditId);
  });
}

async function lockRequest(tx: DbOrTx, p: Principal, creditId: string): Promise<RequestRow> {
  if (!managesCredit(p)) throw forbidden();
  const [row] = await tx.select().from(creditLimitRequests).where(eq(creditLimitRequests.creditId, creditId)).for('update');
  if (!row) throw notFound('Credit limit request not found');
  return row;
}

function check(before: RequestRow, p: Principal, action: CreditLimitAction, version: number): void {
  const refusal = refusalOf(
    CREDIT_LIMIT_WORKFLOW as Workflow,
    action,
    { state: before.status, makers: { createdBy: before.createdBy, submittedBy: before.submittedBy } },
    p,
  );
  if (refusal === 'permission' || refusal === 'unknown' || refusal === 'side') throw forbidden();
  if (refusal === 'state') throw conflict('credit.server.notAllowed');
  if (before.version !== version) throw conflict('credit.server.stale');
  if (refusal === 'maker') throw forbidden('credit.server.makerChecker');
}

/** The maker changes a draft (the limit asked for, the remarks). */
export async function updateCreditRequest(db: Db, p: Principal, creditId: string, body: CreditLimitUpdateBody) {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, p, creditId);
    check(before, p, 'save', body.version);
    const [row] = await tx
      .update(creditLimitRequests)
      .set({
        newCreditLimit: body.newCreditLimit,
        remarks: body.remarks ?? null,
        creditLimit: await limitInForce(tx, before.accnId, before.serviceType, before.creditCcy),
        version: before.version + 1,
        updatedAt: new Date(),
        updatedBy: p.usrId,
      })
      .where(and(eq(creditLimitRequests.creditId, creditId), eq(creditLimitRequests.version, body.version)))
      .returning();
    if (!row) throw conflict('credit.server.stale');
    await audit(tx, p, {
      event: 'CREDIT_LIMIT_SAVE',
      entity: 'credit_limit_request',
      entityId: creditId,
      before: { newCreditLimit: before.newCreditLimit, remarks: before.remarks },
      after: { newCreditLimit: row.newCreditLimit, remarks: row.remarks },
    });
    return getCreditRequest(tx, p, creditId);
  });
}

/**
 * submit, delete (the maker's), approve or reject (the checker's, never who made or submitted it: 403). The state
 * and version read are the condition of the update: of two approvals at once one wins, the other gets 409. Approval
 * makes the requested amount the company's limit for the service and currency.
 */
export async function actOnCreditRequest(
  db: Db,
  p: Principal,
  creditId: string,
  action: Exclude<CreditLimitAction, 'save'>,
  body: { version: number; reason?: string | undefined },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, p, creditId);
    check(before, p, action, body.version);
    const reason = body.reason?.trim() || null;
    if (action === 'reject' && !reason) throw validationFailed({ reason: 'validation.required' });
    const to = CREDIT_LIMIT_WORKFLOW.verbs[action].to;
    const set: Partial<typeof creditLimitRequests.$inferInsert> = {
      status: to,
      version: before.version + 1,
      updatedAt: now,
      updatedBy: p.usrId,
    };
    if (action === 'submit') Object.assign(set, { submittedBy: p.usrId, submittedAt: now });
    if (action === 'approve' || action === 'reject')
      Object.assign(set, { decidedBy: p.usrId, decidedAt: now, decisionReason: reason });
    const [row] = await tx
      .update(creditLimitRequests)
      .set(set)
      .where(
        and(
          eq(creditLimitRequests.creditId, creditId),
          eq(creditLimitRequests.status, before.status),
          eq(creditLimitRequests.version, body.version),
        ),
      )
      .returning();
    if (!row) throw conflict('credit.server.stale');
    let previous: string | null = null;
    if (action === 'approve') {
      previous = await limitInForce(tx, row.accnId, row.serviceType, row.creditCcy);
      await tx
        .insert(creditLimits)
        .values({
          accnId: row.accnId,
          serviceType: row.serviceType,
          creditCcy: row.creditCcy,
          creditLimit: row.newCreditLimit,
          creditId: row.creditId,
          approvedBy: p.usrId,
          approvedAt: now,
        })
        .onConflictDoUpdate({
          target: [creditLimits.accnId, creditLimits.serviceType, creditLimits.creditCcy],
          set: { creditLimit: row.newCreditLimit, creditId: row.creditId, approvedBy: p.usrId, approvedAt: now },
        });
      await recordCreditLimitChanged(tx, row);
    }
    await audit(tx, p, {
      event: `CREDIT_LIMIT_${action.toUpperCase()}`,
      entity: 'credit_limit_request',
      entityId: creditId,
      remarks: reason,
      before: { status: before.status, ...(action === 'approve' ? { creditLimit: previous } : {}) },
      after: { status: to, ...(action === 'approve' ? { creditLimit: row.newCreditLimit, accnId: row.accnId } : {}) },
    });
    return getCreditRequest(tx, p, creditId);
  });
}

/** The limits in force (of one company, or all), by company and currency. */
export async function limitsInForce(db: DbOrTx, p: Principal, accnId?: string) {
  if (!managesCredit(p)) throw forbidden();
  const rows = await db
    .select({ l: creditLimits, accnName: accounts.accnName })
    .from(creditLimits)
    .innerJoin(accounts, eq(accounts.accnId, creditLimits.accnId))
    .where(accnId ? eq(creditLimits.accnId, accnId) : undefined)
    .orderBy(asc(creditLimits.accnId), asc(creditLimits.serviceType), asc(creditLimits.creditCcy));
  return {
    limits: rows.map(({ l, accnName: name }) => ({
      accnCode: l.accnId,
      accnName: name,
      serviceType: l.serviceType,
      creditCcy: l.creditCcy,
      creditLimit: l.creditLimit,
      creditId: l.creditId,
      approvedBy: l.approvedBy,
      approvedAt: l.approvedAt,
    })),
  };
}

/** The companies a limit may be set for: active cargo owners and forwarders. */
export async function creditCompanies(db: DbOrTx, p: Principal) {
  if (!managesCredit(p)) throw forbidden();
  return db
    .select({ value: accounts.accnId, desc: accounts.accnName })
    .from(accounts)
    .where(and(inArray(accounts.atypId, [...CUSTOMER_ACCOUNT_TYPES]), eq(accounts.accnStatus, 'A')))
    .orderBy(accounts.accnName)
    .limit(1000);
}

/**
 * Whose credit line the caller may read: its own company's; the platform and GLI any company's (`accnId`, else its
 * own). A company user naming another company: 403.
 */
function lineCompany(p: Principal, accnId: string | undefined): string {
  const wanted = accnId ?? p.accnId;
  if (wanted !== p.accnId && !managesCredit(p)) throw forbidden();
  return wanted;
}

/** A company's credit line per service and currency: limit, reserved, drawn (used), available (decimal texts). */
export async function creditLineOf(db: DbOrTx, p: Principal, accnId?: string) {
  const company = lineCompany(p, accnId);
  const [acc] = await db.select({ accnName: accounts.accnName }).from(accounts).where(eq(accounts.accnId, company));
  if (!acc) throw notFound('Company not found');
  const limits = await db
    .select({ serviceType: creditLimits.serviceType, currency: creditLimits.creditCcy })
    .from(creditLimits)
    .where(eq(creditLimits.accnId, company));
  const used = await db
    .selectDistinct({ currency: ledgerLines.currency })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.accnId, company), inArray(ledgerLines.accountCode, ['CREDIT_RESERVED', 'CREDIT_DRAWN'])));
  const keys = [...limits];
  for (const u of used)
    if (!keys.some((k) => k.currency === u.currency)) keys.push({ serviceType: 'TRUCKING', currency: u.currency });
  const lines = [];
  for (const k of keys.sort((a, b) => a.currency.localeCompare(b.currency))) {
    const pos = await creditPosition(db, company, k.currency, k.serviceType);
    lines.push({
      serviceType: k.serviceType,
      currency: k.currency,
      limit: fromMinor(pos.limit, k.currency),
      reserved: fromMinor(pos.reserved, k.currency),
      drawn: fromMinor(pos.drawn, k.currency),
      available: fromMinor(pos.available, k.currency),
    });
  }
  return { accnId: company, accnName: acc.accnName, lines };
}

/** The credit journals of a company (reserve, release, use, repay), newest first, server-paged. */
export async function creditHistoryOf(db: DbOrTx, p: Principal, q: CreditHistoryQuery) {
  const company = lineCompany(p, q.accnId);
  // Qualified by hand: drizzle writes a column of the selected table unqualified, which a subquery would take as its own.
  const ofCompany = sql`exists (select 1 from ledger_lines l where l.journal_id = "ledger_journals"."journal_id" and l.accn_id = ${company})`;
  const filters: SQL[] = [inArray(ledgerJournals.causeType, [...(q.kind ? [q.kind] : CREDIT_JOURNAL_KINDS)]), ofCompany];
  if (q.search) filters.push(ilike(ledgerJournals.causeId, likePattern(q.search)));
  const filter = and(...filters);
  const amount = sql<string>`(select coalesce(sum(l.amount) filter (where l.amount > 0), 0)::text from ledger_lines l where l.journal_id = "ledger_journals"."journal_id" and l.accn_id = ${company})`;
  const currency = sql<string>`(select min(l.currency) from ledger_lines l where l.journal_id = "ledger_journals"."journal_id" and l.accn_id = ${company})`;
  return paged(
    q,
    true,
    async () => {
      const rows = await db
        .select({
          journalId: ledgerJournals.journalId,
          kind: ledgerJournals.causeType,
          causeId: ledgerJournals.causeId,
          memo: ledgerJournals.memo,
          postedAt: ledgerJournals.postedAt,
          amount,
          currency,
        })
        .from(ledgerJournals)
        .where(filter)
        .orderBy(desc(ledgerJournals.postedAt), desc(ledgerJournals.journalId))
        .limit(q.length)
        .offset(q.start);
      return rows.map((r) => ({
        journalId: r.journalId,
        kind: r.kind as CreditJournalKind,
        jobId: r.kind === 'CREDIT_REPAID' ? null : r.causeId,
        currency: r.currency,
        amount: fromMinor(BigInt(r.amount), r.currency),
        memo: r.memo,
        postedAt: r.postedAt,
      }));
    },
    async () => {
      const [all] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(ledgerJournals)
        .where(and(inArray(ledgerJournals.causeType, [...CREDIT_JOURNAL_KINDS]), ofCompany));
      const [some] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(ledgerJournals)
        .where(filter);
      return { total: all!.n, filtered: some!.n };
    },
  );
}
