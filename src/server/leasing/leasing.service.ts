import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { businessDate } from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import { fromMinor, toMinor } from '../../domain/billing/money';
import { randomCode } from '../../domain/format';
import {
  LEASE_APPLICANT_PERMISSION,
  LEASE_CURRENCY,
  LEASE_WORKFLOW,
  leaseActionsOf,
  leaseEndDate,
  leaseTotalMinor,
  type LeaseApplicationBody,
  type LeaseQuoteBody,
  type LeasesQuery,
  type LeaseSide,
  type LeaseState,
  type LeaseVerb,
  type LeaseVerbBody,
} from '../../domain/leasing/leasing';
import { isPlatform } from '../../domain/permissions';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { refusalOf, type Actor } from '../../domain/workflow';
import { assertCompanyActive } from '../account-requests/company-guard';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, leaseApplications, leasingProviders } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

/**
 * Truck leasing (issue 19; docs/decisions/0037-truck-leasing.md). Who sees an application: the truck operator that
 * applied, the leasing provider it applied to, and the platform (`jobs.readAll`). Prices are kept in minor units
 * (bigint) and sent as rupiah decimal strings.
 */

type Row = typeof leaseApplications.$inferSelect;

/** A lost race (deadlock or serialisation failure) is a 409. */
async function raceSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '40P01' || code === '40001') throw conflict('leasing.server.stale');
    throw error;
  }
}

const readsAll = (p: Principal) => isPlatform(p) && p.permissions.includes('jobs.readAll');

/** The applications the caller may see (the tenancy of every query here). */
function visibleTo(p: Principal): SQL {
  if (readsAll(p)) return sql`true`;
  return or(eq(leaseApplications.toAccnId, p.accnId), eq(leaseApplications.providerAccnId, p.accnId))!;
}

function sidesOf(r: Pick<Row, 'toAccnId' | 'providerAccnId'>, p: Principal): LeaseSide[] {
  const sides: LeaseSide[] = [];
  if (r.toAccnId === p.accnId) sides.push('applicant');
  if (r.providerAccnId === p.accnId) sides.push('provider');
  return sides;
}

const actorOf = (r: Pick<Row, 'toAccnId' | 'providerAccnId'>, p: Principal): Actor => ({
  usrId: p.usrId,
  permissions: p.permissions,
  sides: sidesOf(r, p),
});

const toName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${leaseApplications.toAccnId})`;
const providerName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${leaseApplications.providerAccnId})`;

const listColumns = {
  applicationId: leaseApplications.applicationId,
  toAccnId: leaseApplications.toAccnId,
  toName,
  providerAccnId: leaseApplications.providerAccnId,
  providerName,
  vehicleType: leaseApplications.vehicleType,
  truckCount: leaseApplications.truckCount,
  startDate: leaseApplications.startDate,
  months: leaseApplications.months,
  endDate: leaseApplications.endDate,
  state: leaseApplications.state,
  currency: leaseApplications.currency,
  wantedPriceMinor: leaseApplications.wantedPriceMinor,
  monthlyPriceMinor: leaseApplications.monthlyPriceMinor,
  createdAt: leaseApplications.createdAt,
  version: leaseApplications.version,
};

type ListRow = {
  [K in keyof typeof listColumns]: K extends 'wantedPriceMinor' | 'monthlyPriceMinor' ? bigint | string | null : unknown;
};

/** Minor units as read (bigint from the table, text from a raw select) to the wire's rupiah string. */
const minor = (v: bigint | string | null | undefined): bigint | null => (v === null || v === undefined ? null : BigInt(v));

/** The wire row: prices in rupiah, the total worked out exactly, the caller's verbs. */
function present<T extends Pick<Row, 'toAccnId' | 'providerAccnId' | 'state' | 'truckCount' | 'months' | 'currency'>>(
  r: T & Pick<ListRow, 'wantedPriceMinor' | 'monthlyPriceMinor'>,
  p: Principal,
) {
  const { wantedPriceMinor, monthlyPriceMinor, ...rest } = r;
  const monthly = minor(monthlyPriceMinor);
  return {
    ...rest,
    wantedPrice: fromMinor(minor(wantedPriceMinor)!, r.currency),
    monthlyPrice: monthly === null ? null : fromMinor(monthly, r.currency),
    total: monthly === null ? null : fromMinor(leaseTotalMinor(monthly, r.truckCount, r.months), r.currency),
    actions: leaseActionsOf(r.state, actorOf(r, p)),
  };
}

const SORTABLE = {
  createdAt: leaseApplications.createdAt,
  applicationId: leaseApplications.applicationId,
  startDate: leaseApplications.startDate,
  state: leaseApplications.state,
  truckCount: leaseApplications.truckCount,
};

/** The applications the caller may see, newest first (server-paged); filters state, provider, free text. */
export async function listLeases(db: DbOrTx, p: Principal, q: LeasesQuery) {
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(leaseApplications.state, q.state));
  if (q.providerAccnId) filters.push(eq(leaseApplications.providerAccnId, q.providerAccnId.toUpperCase()));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(leaseApplications.applicationId, like), ilike(toName, like), ilike(providerName, like))!);
  }
  const page = await pagedFrom(q as DatatableQuery, {
    columns: listColumns,
    from: (fields) => db.select(fields).from(leaseApplications),
    scope: visibleTo(p),
    filter: filters.length ? and(...filters) : undefined,
    order: q.sort
      ? orderBy(q, SORTABLE, 'createdAt', leaseApplications.applicationId)
      : [desc(leaseApplications.createdAt), desc(leaseApplications.applicationId)],
  });
  return { ...page, aaData: page.aaData.map((r) => present(r as typeof r & ListRow, p)) };
}

/** One application (not visible: 404). */
export async function getLease(db: DbOrTx, p: Principal, applicationId: string) {
  const [found] = await db
    .select({ ...listColumns, r: leaseApplications })
    .from(leaseApplications)
    .where(and(eq(leaseApplications.applicationId, applicationId), visibleTo(p)));
  if (!found) throw notFound('leasing.server.notFound');
  const { r, ...row } = found;
  return {
    ...present(row, p),
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    remarks: r.remarks,
    quoteNote: r.quoteNote,
    reason: r.reason,
    appliedBy: r.appliedBy,
    quotedBy: r.quotedBy,
    quotedAt: r.quotedAt,
    acceptedBy: r.acceptedBy,
    acceptedAt: r.acceptedAt,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt,
  };
}

/** The leasing providers (active companies registered as providers): the form's choice and the platform's filter. */
export async function leaseOptions(db: DbOrTx) {
  const providers = await db
    .select({ value: accounts.accnId, desc: accounts.accnName })
    .from(leasingProviders)
    .innerJoin(accounts, eq(accounts.accnId, leasingProviders.accnId))
    .where(eq(accounts.accnStatus, 'A'))
    .orderBy(accounts.accnName);
  return { providers };
}

/** Whether the caller applies for leases: a truck operator's user with fleet.manage. */
const applies = (p: Principal) =>
  !isPlatform(p) &&
  p.permissions.includes(LEASE_APPLICANT_PERMISSION) &&
  (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(p.accnType);

/**
 * A truck operator's application (SUB): the provider one of the active leasing providers, the start not in the past
 * (field errors otherwise); the end is the day before the start's date `months` later.
 */
export async function applyForLease(db: Db, p: Principal, body: LeaseApplicationBody, now = new Date()) {
  if (!applies(p)) throw forbidden();
  return db.transaction(async (tx) => {
    await assertCompanyActive(tx, p.accnId);
    const errors: Record<string, string> = {};
    const [provider] = await tx
      .select({ accnId: leasingProviders.accnId })
      .from(leasingProviders)
      .innerJoin(accounts, eq(accounts.accnId, leasingProviders.accnId))
      .where(and(eq(leasingProviders.accnId, body.providerAccnId), eq(accounts.accnStatus, 'A')));
    if (!provider) errors.providerAccnId = 'leasing.errors.provider';
    if (body.startDate < businessDate(now)) errors.startDate = 'leasing.errors.pastStart';
    if (Object.keys(errors).length) throw validationFailed(errors);
    const applicationId = randomCode('LA', now);
    await tx.insert(leaseApplications).values({
      applicationId,
      toAccnId: p.accnId,
      providerAccnId: body.providerAccnId,
      vehicleType: body.vehicleType,
      truckCount: body.truckCount,
      startDate: body.startDate,
      months: body.months,
      endDate: leaseEndDate(body.startDate, body.months),
      currency: LEASE_CURRENCY,
      wantedPriceMinor: toMinor(body.wantedPrice, LEASE_CURRENCY),
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      remarks: body.remarks?.trim() || null,
      appliedBy: p.usrId,
      createdBy: p.usrId,
      updatedBy: p.usrId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, p, { event: 'LEASE_APPLY', entity: 'leaseApplication', entityId: applicationId, after: body });
    return getLease(tx, p, applicationId);
  });
}

/** The application locked for the verb: visible (404), the verb's side and permission (403), its state (409), the version. */
async function lockFor(tx: Tx, p: Principal, applicationId: string, verb: LeaseVerb, version: number | undefined) {
  const [r] = await tx
    .select()
    .from(leaseApplications)
    .where(and(eq(leaseApplications.applicationId, applicationId), visibleTo(p)))
    .for('update');
  if (!r) throw notFound('leasing.server.notFound');
  const refusal = refusalOf(LEASE_WORKFLOW, verb, { state: r.state }, actorOf(r, p));
  if (refusal === 'state') throw conflict('leasing.server.notAllowed');
  if (refusal) throw forbidden();
  if (version !== undefined && version !== r.version) throw conflict('leasing.server.stale');
  await assertCompanyActive(tx, p.accnId);
  return r;
}

/** The conditional update of one verb (state and version as read): a lost race is 409, nothing kept. */
async function move(
  tx: Tx,
  p: Principal,
  r: Row,
  to: LeaseState,
  set: Partial<typeof leaseApplications.$inferInsert>,
  now: Date,
) {
  const [won] = await tx
    .update(leaseApplications)
    .set({ ...set, state: to, version: r.version + 1, updatedAt: now, updatedBy: p.usrId })
    .where(
      and(
        eq(leaseApplications.applicationId, r.applicationId),
        eq(leaseApplications.state, r.state),
        eq(leaseApplications.version, r.version),
      ),
    )
    .returning({ applicationId: leaseApplications.applicationId });
  if (!won) throw conflict('leasing.server.stale');
}

/** The provider's quote: its monthly price per truck (SUB/QUO -> QUO). */
export async function quoteLease(db: Db, p: Principal, applicationId: string, body: LeaseQuoteBody, now = new Date()) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const r = await lockFor(tx, p, applicationId, 'quote', body.version);
      const monthly = toMinor(body.monthlyPrice, r.currency);
      await move(
        tx,
        p,
        r,
        'QUO',
        { monthlyPriceMinor: monthly, quoteNote: body.quoteNote?.trim() || null, quotedBy: p.usrId, quotedAt: now },
        now,
      );
      await audit(tx, p, {
        event: 'LEASE_QUOTE',
        entity: 'leaseApplication',
        entityId: applicationId,
        before: { state: r.state },
        after: {
          state: 'QUO',
          monthlyPrice: fromMinor(monthly, r.currency),
          total: fromMinor(leaseTotalMinor(monthly, r.truckCount, r.months), r.currency),
        },
      });
      return getLease(tx, p, applicationId);
    }),
  );
}

/** accept (the operator), approve and reject (the provider), withdraw (the operator). */
export async function actOnLease(
  db: Db,
  p: Principal,
  applicationId: string,
  verb: Exclude<LeaseVerb, 'quote'>,
  body: LeaseVerbBody,
  now = new Date(),
) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const r = await lockFor(tx, p, applicationId, verb, body.version);
      const t = LEASE_WORKFLOW.verbs[verb];
      const reason = body.reason?.trim() || null;
      if ('reason' in t && t.reason && !reason) throw validationFailed({ reason: 'validation.required' });
      const set: Partial<typeof leaseApplications.$inferInsert> =
        verb === 'accept'
          ? { acceptedBy: p.usrId, acceptedAt: now }
          : verb === 'withdraw'
            ? { reason }
            : { decidedBy: p.usrId, decidedAt: now, ...(reason ? { reason } : {}) };
      await move(tx, p, r, t.to, set, now);
      await audit(tx, p, {
        event: `LEASE_${verb.toUpperCase()}`,
        entity: 'leaseApplication',
        entityId: applicationId,
        before: { state: r.state },
        after: { state: t.to, ...(reason ? { reason } : {}) },
      });
      return getLease(tx, p, applicationId);
    }),
  );
}
