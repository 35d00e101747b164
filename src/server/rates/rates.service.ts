import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../../domain/contracts/contracts';
import {
  RATE_REASON_ACTIONS,
  RATE_TABLE_FLOW,
  RATE_TABLE_WORKFLOW,
  rateTableSubject,
  type RateTableAction,
  type RateTableBody,
  type RateTableState,
} from '../../domain/contracts/rate-tables';
import { actionsOf, refusalOf, type Actor } from '../../domain/workflow';
import type { DatatableQuery } from '../../domain/datatable';
import { rateFor, type RateLane } from '../../domain/jobs/job-pricing';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, locations, rateLines, rateTables } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';
import { hasActiveContractBetween } from '../contracts/contracts.service';

const customer = aliasedTable(accounts, 'customer');
const operator = aliasedTable(accounts, 'operator');
const fromLoc = aliasedTable(locations, 'from_loc');
const toLoc = aliasedTable(locations, 'to_loc');

/** The platform, verifiers and approvers see every rate table; companies the tables they are party to. */
export const seesAllRates = (p: Principal) =>
  isPlatform(p) || p.permissions.includes('rates.verify') || p.permissions.includes('rates.approve');

/** The caller as the rate table workflow sees them: the operator side of a table is its truck operator or the back office. */
const actorOn = (p: Principal, table: { toAccnId: string }): Actor => ({
  usrId: p.usrId,
  permissions: p.permissions,
  sides: seesAllRates(p) || table.toAccnId === p.accnId ? ['operator'] : [],
});

/** The verbs the caller may use on the table now. */
const withActions = <T extends { state: string; toAccnId: string; submittedBy: string | null; verifiedBy: string | null }>(
  row: T,
  p: Principal,
) => ({ ...row, actions: actionsOf(RATE_TABLE_WORKFLOW, rateTableSubject(row), actorOn(p, row)) });

const scopeOf = (p: Principal): SQL | undefined =>
  seesAllRates(p) ? undefined : or(eq(rateTables.toAccnId, p.accnId), eq(rateTables.customerAccnId, p.accnId));

const lineCount = sql<number>`(select count(*) from rate_lines l where l.rate_id = ${rateTables.rateId})`.mapWith(Number);

const columns = {
  rateId: rateTables.rateId,
  rateName: rateTables.rateName,
  toAccnId: rateTables.toAccnId,
  toName: operator.accnName,
  customerAccnId: rateTables.customerAccnId,
  customerName: customer.accnName,
  currency: rateTables.currency,
  validFrom: rateTables.validFrom,
  validTo: rateTables.validTo,
  state: rateTables.state,
  reason: rateTables.reason,
  lineCount,
  version: rateTables.version,
  submittedBy: rateTables.submittedBy,
  verifiedBy: rateTables.verifiedBy,
  approvedBy: rateTables.approvedBy,
  createdAt: rateTables.createdAt,
  updatedAt: rateTables.updatedAt,
};

const SORT = {
  rateId: rateTables.rateId,
  rateName: rateTables.rateName,
  state: rateTables.state,
  validFrom: rateTables.validFrom,
  validTo: rateTables.validTo,
  updatedAt: rateTables.updatedAt,
  toName: operator.accnName,
  customerName: customer.accnName,
};

export type RateListQuery = DatatableQuery & { state?: RateTableState; toAccnId?: string; customerAccnId?: string };

export async function listRateTables(db: Db, p: Principal, q: RateListQuery) {
  const scope = scopeOf(p);
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(rateTables.state, q.state));
  if (q.toAccnId) filters.push(eq(rateTables.toAccnId, q.toAccnId));
  if (q.customerAccnId) filters.push(eq(rateTables.customerAccnId, q.customerAccnId));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(rateTables.rateId, like),
        ilike(rateTables.rateName, like),
        ilike(customer.accnName, like),
        ilike(operator.accnName, like),
      )!,
    );
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort ? orderBy(q, SORT, 'updatedAt', rateTables.rateId) : [desc(rateTables.updatedAt), desc(rateTables.rateId)];
  const page = await pagedFrom(q, {
    columns,
    from: (fields) =>
      db
        .select(fields)
        .from(rateTables)
        .innerJoin(customer, eq(customer.accnId, rateTables.customerAccnId))
        .innerJoin(operator, eq(operator.accnId, rateTables.toAccnId)),
    scope,
    filter,
    order,
  });
  return { ...page, aaData: page.aaData.map((row) => withActions(row, p)) };
}

export async function getRateTable(db: DbOrTx, p: Principal, rateId: string) {
  const [row] = await db
    .select(columns)
    .from(rateTables)
    .innerJoin(customer, eq(customer.accnId, rateTables.customerAccnId))
    .innerJoin(operator, eq(operator.accnId, rateTables.toAccnId))
    .where(and(eq(rateTables.rateId, rateId), scopeOf(p)));
  if (!row) throw notFound('Rate table not found');
  const lines = await db
    .select({
      lineId: rateLines.lineId,
      fromLocId: rateLines.fromLocId,
      fromLocName: fromLoc.locName,
      toLocId: rateLines.toLocId,
      toLocName: toLoc.locName,
      vehicleType: rateLines.vehicleType,
      tripType: rateLines.tripType,
      dropSeq: rateLines.dropSeq,
      charge: rateLines.charge,
    })
    .from(rateLines)
    .innerJoin(fromLoc, eq(fromLoc.locId, rateLines.fromLocId))
    .innerJoin(toLoc, eq(toLoc.locId, rateLines.toLocId))
    .where(eq(rateLines.rateId, rateId))
    .orderBy(asc(rateLines.lineId));
  return { ...withActions(row, p), lines };
}

/** A company may make rate tables only as the truck operator; the platform for any operator. */
function checkMaker(p: Principal, toAccnId: string): void {
  if (seesAllRates(p)) return;
  if (!(OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(p.accnType) || p.accnId !== toAccnId) {
    throw validationFailed({ toAccnId: 'rates.errors.ownOnly' });
  }
}

/**
 * Parties of the right kind and active, bound by an active contract when a company makes the table (the platform
 * may prepare one for any pair); every location belongs to one of them (field errors).
 */
async function checkBody(tx: DbOrTx, actor: Principal, body: RateTableBody): Promise<void> {
  const errors: FieldErrors = {};
  const found = await tx
    .select({ accnId: accounts.accnId, atypId: accounts.atypId, accnStatus: accounts.accnStatus })
    .from(accounts)
    .where(inArray(accounts.accnId, [body.customerAccnId, body.toAccnId]));
  const c = found.find((a) => a.accnId === body.customerAccnId);
  const o = found.find((a) => a.accnId === body.toAccnId);
  if (!c || !(CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(c.atypId) || c.accnStatus !== 'A') {
    errors.customerAccnId = 'contracts.errors.customer';
  }
  if (!o || !(OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(o.atypId) || o.accnStatus !== 'A') {
    errors.toAccnId = 'contracts.errors.operator';
  }
  if (
    !errors.customerAccnId &&
    !errors.toAccnId &&
    !seesAllRates(actor) &&
    !(await hasActiveContractBetween(tx, body.toAccnId, body.customerAccnId))
  ) {
    errors.customerAccnId = 'rates.errors.noContract';
  }
  const locIds = [...new Set(body.lines.flatMap((l) => [l.fromLocId, l.toLocId]))];
  const locs = await tx
    .select({ locId: locations.locId })
    .from(locations)
    .where(and(inArray(locations.locId, locIds), inArray(locations.accnId, [body.customerAccnId, body.toAccnId])));
  const known = new Set(locs.map((l) => l.locId));
  body.lines.forEach((line, i) => {
    if (!known.has(line.fromLocId)) errors[`lines.${i}.fromLocId`] = 'rates.errors.location';
    if (!known.has(line.toLocId)) errors[`lines.${i}.toLocId`] = 'rates.errors.location';
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const normalise = (b: RateTableBody): RateTableBody => ({
  ...b,
  toAccnId: b.toAccnId.toUpperCase(),
  customerAccnId: b.customerAccnId.toUpperCase(),
  lines: b.lines.map((l) => ({ ...l, fromLocId: l.fromLocId.toUpperCase(), toLocId: l.toLocId.toUpperCase() })),
});

async function writeLines(tx: Tx, rateId: string, lines: RateTableBody['lines']): Promise<void> {
  await tx.delete(rateLines).where(eq(rateLines.rateId, rateId));
  await tx.insert(rateLines).values(
    lines.map((l) => ({
      rateId,
      fromLocId: l.fromLocId,
      toLocId: l.toLocId,
      vehicleType: l.vehicleType,
      tripType: l.tripType,
      dropSeq: l.tripType === 'C' ? (l.dropSeq ?? null) : null,
      charge: l.charge,
    })),
  );
}

/** A truck operator (or the platform for one) submits a rate table: state SUB. */
export async function createRateTable(db: Db, actor: Principal, input: RateTableBody) {
  const body = normalise(input);
  checkMaker(actor, body.toAccnId);
  return db.transaction(async (tx) => {
    await checkBody(tx, actor, body);
    const [row] = await tx
      .insert(rateTables)
      .values({
        rateName: body.rateName,
        toAccnId: body.toAccnId,
        customerAccnId: body.customerAccnId,
        currency: body.currency,
        validFrom: body.validFrom,
        validTo: body.validTo,
        state: 'SUB',
        submittedBy: actor.usrId,
        createdBy: actor.usrId,
        updatedBy: actor.usrId,
      })
      .returning();
    await writeLines(tx, row!.rateId, body.lines);
    await audit(tx, actor, { event: 'RATE_TABLE_SUBMITTED', entity: 'rate_table', entityId: row!.rateId, after: body });
    return getRateTable(tx, actor, row!.rateId);
  });
}

async function lockRateTable(tx: Tx, actor: Principal, rateId: string) {
  const [row] = await tx
    .select()
    .from(rateTables)
    .where(and(eq(rateTables.rateId, rateId), scopeOf(actor)))
    .for('update');
  if (!row) throw notFound('Rate table not found');
  return row;
}

/** Changes a submitted or rejected table (its maker's side only); it is submitted again. */
export async function updateRateTable(db: Db, actor: Principal, rateId: string, input: RateTableBody & { version: number }) {
  const body = normalise(input);
  return db.transaction(async (tx) => {
    const before = await lockRateTable(tx, actor, rateId);
    if (!seesAllRates(actor) && before.toAccnId !== actor.accnId) throw notFound('Rate table not found');
    if (refusalOf(RATE_TABLE_WORKFLOW, 'edit', rateTableSubject(before), actorOn(actor, before)) === 'state')
      throw conflict('rates.server.notAllowed');
    if (before.version !== input.version) throw conflict('rates.server.stale');
    checkMaker(actor, body.toAccnId);
    await checkBody(tx, actor, body);
    await tx
      .update(rateTables)
      .set({
        rateName: body.rateName,
        toAccnId: body.toAccnId,
        customerAccnId: body.customerAccnId,
        currency: body.currency,
        validFrom: body.validFrom,
        validTo: body.validTo,
        state: 'SUB',
        reason: null,
        submittedBy: actor.usrId,
        verifiedBy: null,
        approvedBy: null,
        version: before.version + 1,
        updatedAt: new Date(),
        updatedBy: actor.usrId,
      })
      .where(eq(rateTables.rateId, rateId));
    await writeLines(tx, rateId, body.lines);
    await audit(tx, actor, { event: 'RATE_TABLE_SAVED', entity: 'rate_table', entityId: rateId, before, after: body });
    return getRateTable(tx, actor, rateId);
  });
}

/**
 * verify (level-1 support), approve (finance head), reject (with a reason), activate and deactivate (with a
 * reason; the operator or the platform). Not in the table or stale: 409. The verifier is not the submitter,
 * the approver neither the submitter nor the verifier (403).
 */
export async function actOnRateTable(
  db: Db,
  actor: Principal,
  rateId: string,
  action: Exclude<RateTableAction, 'edit'>,
  input: { version: number; reason?: string | undefined },
) {
  const flow = RATE_TABLE_FLOW[action];
  if (!actor.permissions.includes(flow.permission)) throw forbidden();
  if (RATE_REASON_ACTIONS.includes(action) && !input.reason?.trim()) throw validationFailed({ reason: 'validation.required' });
  return db.transaction(async (tx) => {
    const before = await lockRateTable(tx, actor, rateId);
    // Activating and deactivating are the truck operator's (or the platform's), never the customer's.
    if ((action === 'activate' || action === 'deactivate') && !seesAllRates(actor) && before.toAccnId !== actor.accnId) {
      throw notFound('Rate table not found');
    }
    const refusal = refusalOf(RATE_TABLE_WORKFLOW, action, rateTableSubject(before), actorOn(actor, before));
    if (refusal === 'state') throw conflict('rates.server.notAllowed');
    if (before.version !== input.version) throw conflict('rates.server.stale');
    if (refusal === 'maker') throw forbidden('rates.server.makerChecker');
    if (refusal) throw forbidden();
    const set: Partial<typeof rateTables.$inferInsert> = {
      state: flow.to,
      version: before.version + 1,
      updatedAt: new Date(),
      updatedBy: actor.usrId,
      reason: RATE_REASON_ACTIONS.includes(action) ? input.reason!.trim() : action === 'activate' ? null : before.reason,
    };
    if (action === 'verify') set.verifiedBy = actor.usrId;
    if (action === 'approve') set.approvedBy = actor.usrId;
    const [row] = await tx
      .update(rateTables)
      .set(set)
      .where(and(eq(rateTables.rateId, rateId), eq(rateTables.state, before.state), eq(rateTables.version, input.version)))
      .returning();
    if (!row) throw conflict('rates.server.stale');
    await audit(tx, actor, {
      event: `RATE_TABLE_${action.toUpperCase()}`,
      entity: 'rate_table',
      entityId: rateId,
      remarks: input.reason ?? null,
      before: { state: before.state },
      after: { state: flow.to },
    });
    return getRateTable(tx, actor, rateId);
  });
}

/**
 * Locations a rate table between these parties may use: active locations of either company. A company asks only as
 * one of the parties, and only when the two are bound by an active contract (403 otherwise); the platform any pair.
 */
export async function rateLocationOptions(db: Db, p: Principal, q: { toAccnId: string; customerAccnId: string }) {
  if (!seesAllRates(p)) {
    if (![q.toAccnId, q.customerAccnId].includes(p.accnId)) throw forbidden();
    if (q.toAccnId !== q.customerAccnId && !(await hasActiveContractBetween(db, q.toAccnId, q.customerAccnId))) {
      throw forbidden();
    }
  }
  return db
    .select({ value: locations.locId, desc: sql<string>`${locations.locName} || ' (' || ${locations.addrCity} || ')'` })
    .from(locations)
    .where(and(inArray(locations.accnId, [q.toAccnId, q.customerAccnId]), eq(locations.locStatus, 'A')))
    .orderBy(locations.locName)
    .limit(1000);
}

export interface ActiveRateQuery {
  toAccnId: string;
  customerAccnId: string;
  fromLocId: string;
  toLocId: string;
  vehicleType: string;
  tripType: string;
  /** Child drops of a multi-drop trip: the drop's sequence. */
  dropSeq?: number | null;
  onDate: string;
}

/**
 * The lines of the active rate tables between these customers and truck operators valid on some day of
 * [from, to], with their table's validity and currency (the input of `priceTrips`, src/domain/jobs/job-pricing.ts).
 */
export async function activeRateLanes(
  db: DbOrTx,
  q: { customerAccnIds: readonly string[]; toAccnIds: readonly string[]; from: string; to: string },
): Promise<Array<RateLane & { customerAccnId: string; toAccnId: string }>> {
  if (!q.customerAccnIds.length || !q.toAccnIds.length) return [];
  return db
    .select({
      rateId: rateTables.rateId,
      lineId: rateLines.lineId,
      customerAccnId: rateTables.customerAccnId,
      toAccnId: rateTables.toAccnId,
      fromLocId: rateLines.fromLocId,
      toLocId: rateLines.toLocId,
      vehicleType: rateLines.vehicleType,
      tripType: rateLines.tripType,
      dropSeq: rateLines.dropSeq,
      charge: rateLines.charge,
      currency: rateTables.currency,
      validFrom: rateTables.validFrom,
      validTo: rateTables.validTo,
    })
    .from(rateLines)
    .innerJoin(rateTables, eq(rateTables.rateId, rateLines.rateId))
    .where(
      and(
        inArray(rateTables.customerAccnId, [...q.customerAccnIds]),
        inArray(rateTables.toAccnId, [...q.toAccnIds]),
        eq(rateTables.state, 'A'),
        lte(rateTables.validFrom, q.to),
        gte(rateTables.validTo, q.from),
      ),
    )
    .orderBy(asc(rateLines.lineId));
}

/**
 * The active rate for a trip on a date (only an active table valid on the date prices a job), or null. When
 * two active tables cover the lane, the one that started last wins (`rateFor`, the rule pricing uses everywhere).
 */
export async function activeRateFor(
  db: DbOrTx,
  q: ActiveRateQuery,
): Promise<{ rateId: string; lineId: number; charge: string; currency: string } | null> {
  const lanes = await activeRateLanes(db, {
    customerAccnIds: [q.customerAccnId],
    toAccnIds: [q.toAccnId],
    from: q.onDate,
    to: q.onDate,
  });
  const rate = rateFor(lanes, q);
  return rate ? { rateId: rate.rateId, lineId: rate.lineId, charge: rate.charge, currency: rate.currency } : null;
}
