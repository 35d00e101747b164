import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import {
  CLOSED_CARD_STATUSES,
  limitMinor,
  maskCardNo,
  type FuelCardCreateBody,
  type FuelCardsQuery,
  type FuelCardStatus,
  type FuelCardUpdateBody,
} from '../../domain/fuel/fuel';
import { fromMinor } from '../../domain/billing/money';
import { isPlatform } from '../../domain/permissions';
import type { Db, DbOrTx, Tx } from '../db/client';
import { fuelCardAssignments, fuelCards } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

/**
 * Fuel cards (issue 19; docs/decisions/0039-fuel-cards.md). The platform (`payments.record`: the operator admin, the
 * finance desk) manages every card; an operator's users read their company's cards. The whole card number is in
 * the platform's answers only; a company sees the last 4 digits (`cardNoMasked`, `last4`).
 */

/** The platform's back office that manages cards, statements and invoices. */
export const managesFuel = (p: Principal) => isPlatform(p) && p.permissions.includes('payments.record');
const isOperator = (p: Principal) => (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(p.accnType);

/** Who may read cards at all: the platform's managers, an operator's users (403 otherwise). */
export function assertFuelReader(p: Principal): void {
  if (!managesFuel(p) && !isOperator(p)) throw forbidden();
}

function scopeOf(p: Principal): SQL {
  return managesFuel(p) ? sql`true` : sql`c.accn_id = ${p.accnId}`;
}

type CardSqlRow = {
  card_id: string;
  card_no: string;
  accn_id: string;
  accn_name: string | null;
  truck_id: string | null;
  vh_plate_no: string | null;
  driver_id: string | null;
  drv_name: string | null;
  daily_limit: string;
  monthly_limit: string;
  status: FuelCardStatus;
  updated_at: Date;
  version: number;
  remarks: string | null;
};

const CARD_SELECT = sql`select c.card_id, c.card_no, c.accn_id, a.accn_name, c.truck_id, t.vh_plate_no, c.driver_id, d.drv_name,
         c.daily_limit::text, c.monthly_limit::text, c.status, c.updated_at, c.version, c.remarks
    from fuel_cards c
    join accounts a on a.accn_id = c.accn_id
    left join trucks t on t.truck_id = c.truck_id
    left join drivers d on d.driver_id = c.driver_id`;

function wireOf(r: CardSqlRow, p: Principal) {
  return {
    cardId: Number(r.card_id),
    ...(managesFuel(p) ? { cardNo: r.card_no } : {}),
    cardNoMasked: maskCardNo(r.card_no),
    last4: r.card_no.slice(-4),
    accnId: r.accn_id,
    accnName: r.accn_name,
    truckId: r.truck_id,
    vhPlateNo: r.vh_plate_no,
    driverId: r.driver_id,
    drvName: r.drv_name,
    dailyLimit: fromMinor(BigInt(r.daily_limit), 'IDR'),
    monthlyLimit: fromMinor(BigInt(r.monthly_limit), 'IDR'),
    status: r.status,
    updatedAt: r.updated_at,
    version: r.version,
  };
}

const SORTS: Record<string, string> = {
  cardId: 'c.card_id',
  accnName: 'a.accn_name',
  status: 'c.status',
  updatedAt: 'c.updated_at',
  last4: 'right(c.card_no, 4)',
};

/** The cards the caller may see (server-paged): filters status, operator, free text (last digits, plate, driver). */
export async function listFuelCards(db: DbOrTx, p: Principal, q: FuelCardsQuery) {
  assertFuelReader(p);
  const filters: SQL[] = [];
  if (q.status) filters.push(sql`c.status = ${q.status}`);
  if (q.accnId && managesFuel(p)) filters.push(sql`c.accn_id = ${q.accnId}`);
  if (q.search) {
    const like = likePattern(q.search.trim());
    // A company searches by the last digits only: the whole number is not its to match against.
    const cardMatch = managesFuel(p) ? sql`c.card_no ilike ${like}` : sql`right(c.card_no, 4) ilike ${like}`;
    filters.push(sql`(${cardMatch} or a.accn_name ilike ${like} or t.vh_plate_no ilike ${like} or d.drv_name ilike ${like})`);
  }
  const where = sql.join([scopeOf(p), ...filters], sql` and `);
  const sortKey = q.sort && Object.hasOwn(SORTS, q.sort) ? q.sort : 'cardId';
  if (q.sort && !Object.hasOwn(SORTS, q.sort))
    throw validationFailed({ sort: `must be one of ${Object.keys(SORTS).join(', ')}` });
  const order = sql.raw(`${SORTS[sortKey]} ${q.sort ? (q.order === 'desc' ? 'desc' : 'asc') : 'desc'}, c.card_id`);
  return paged(
    q,
    filters.length > 0,
    async () =>
      (
        await db.execute<CardSqlRow>(sql`${CARD_SELECT} where ${where} order by ${order} limit ${q.length} offset ${q.start}`)
      ).rows.map((r) => wireOf(r, p)),
    async () => {
      const filter = filters.length ? sql.join(filters, sql` and `) : sql`true`;
      const { rows } = await db.execute<{ total: number; filtered: number }>(sql`
        select count(*)::int as total, (count(*) filter (where ${filter}))::int as filtered
          from fuel_cards c join accounts a on a.accn_id = c.accn_id
          left join trucks t on t.truck_id = c.truck_id left join drivers d on d.driver_id = c.driver_id
         where ${scopeOf(p)}`);
      return rows[0]!;
    },
  );
}

/** One card with its assignment history, newest first (not visible: 404). */
export async function getFuelCard(db: DbOrTx, p: Principal, cardId: number) {
  assertFuelReader(p);
  const { rows } = await db.execute<CardSqlRow>(sql`${CARD_SELECT} where c.card_id = ${cardId} and ${scopeOf(p)}`);
  const r = rows[0];
  if (!r) throw notFound('fuel.server.cardNotFound');
  const history = await db.execute<{
    truck_id: string | null;
    vh_plate_no: string | null;
    driver_id: string | null;
    drv_name: string | null;
    valid_from: Date;
    valid_to: Date | null;
    assigned_by: string;
  }>(sql`
    select h.truck_id, t.vh_plate_no, h.driver_id, d.drv_name, h.valid_from, h.valid_to, h.assigned_by
      from fuel_card_assignments h
      left join trucks t on t.truck_id = h.truck_id left join drivers d on d.driver_id = h.driver_id
     where h.card_id = ${cardId} order by h.valid_from desc, h.asg_id desc`);
  return {
    ...wireOf(r, p),
    remarks: r.remarks,
    editable: managesFuel(p) && !CLOSED_CARD_STATUSES.includes(r.status),
    history: history.rows.map((h) => ({
      truckId: h.truck_id,
      vhPlateNo: h.vh_plate_no,
      driverId: h.driver_id,
      drvName: h.drv_name,
      validFrom: h.valid_from,
      validTo: h.valid_to,
      assignedBy: h.assigned_by,
    })),
  };
}

/** The form's operators (active truck operators) and their active trucks and drivers (the platform only). */
export async function fuelCardOptions(db: DbOrTx, p: Principal) {
  if (!managesFuel(p)) throw forbidden();
  const types = sql.join(
    OPERATOR_ACCOUNT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const operators = await db.execute<{ value: string; desc: string }>(
    sql`select accn_id as value, accn_name as desc from accounts where atyp_id in (${types}) and accn_status = 'A' order by accn_name`,
  );
  const trucks = await db.execute<{ value: string; desc: string; accnId: string }>(sql`
    select t.truck_id as value, t.vh_plate_no as desc, t.accn_id as "accnId" from trucks t join accounts a on a.accn_id = t.accn_id
     where a.atyp_id in (${types}) and t.status = 'A' order by t.vh_plate_no`);
  const drivers = await db.execute<{ value: string; desc: string; accnId: string }>(sql`
    select d.driver_id as value, d.drv_name as desc, d.accn_id as "accnId" from drivers d join accounts a on a.accn_id = d.accn_id
     where a.atyp_id in (${types}) and d.status = 'A' order by d.drv_name`);
  return { operators: operators.rows, trucks: trucks.rows, drivers: drivers.rows };
}

/** The holder's truck or driver must be the operator's own and active (field errors otherwise). */
async function checkHolder(
  tx: Tx,
  accnId: string,
  body: { holderType: string; truckId?: string | null; driverId?: string | null },
): Promise<{ truckId: string | null; driverId: string | null }> {
  if (body.holderType === 'TRUCK') {
    const { rows } = await tx.execute(
      sql`select 1 from trucks where truck_id = ${body.truckId!.toUpperCase()} and accn_id = ${accnId} and status = 'A'`,
    );
    if (!rows.length) throw validationFailed({ truckId: 'fuel.errors.notOperatorsTruck' });
    return { truckId: body.truckId!.toUpperCase(), driverId: null };
  }
  if (body.holderType === 'DRIVER') {
    const { rows } = await tx.execute(
      sql`select 1 from drivers where driver_id = ${body.driverId!.toUpperCase()} and accn_id = ${accnId} and status = 'A'`,
    );
    if (!rows.length) throw validationFailed({ driverId: 'fuel.errors.notOperatorsDriver' });
    return { truckId: null, driverId: body.driverId!.toUpperCase() };
  }
  return { truckId: null, driverId: null };
}

/** The open assignment ends now; a holder given opens the next one from now. */
async function reassign(
  tx: Tx,
  p: Principal,
  cardId: number,
  holder: { truckId: string | null; driverId: string | null },
  now: Date,
) {
  await tx
    .update(fuelCardAssignments)
    .set({ validTo: now })
    .where(and(eq(fuelCardAssignments.cardId, cardId), isNull(fuelCardAssignments.validTo)));
  if (holder.truckId || holder.driverId) {
    await tx.insert(fuelCardAssignments).values({ cardId, ...holder, validFrom: now, assignedBy: p.usrId });
  }
}

const isUniqueViolation = (e: unknown) =>
  ((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === '23505';

/** A new card (the platform): a duplicate number is the field's error. */
export async function createFuelCard(db: Db, p: Principal, body: FuelCardCreateBody, now = new Date()) {
  if (!managesFuel(p)) throw forbidden();
  try {
    const cardId = await db.transaction(async (tx) => {
      const { rows: op } = await tx.execute(
        sql`select 1 from accounts where accn_id = ${body.accnId} and atyp_id in (${sql.join(
          OPERATOR_ACCOUNT_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
      if (!op.length) throw validationFailed({ accnId: 'fuel.errors.notOperator' });
      const { rows: dup } = await tx.execute(sql`select 1 from fuel_cards where card_no = ${body.cardNo}`);
      if (dup.length) throw validationFailed({ cardNo: 'validation.duplicate' });
      const holder = await checkHolder(tx, body.accnId, body);
      const [row] = await tx
        .insert(fuelCards)
        .values({
          cardNo: body.cardNo,
          accnId: body.accnId,
          ...holder,
          dailyLimit: limitMinor(body.dailyLimit),
          monthlyLimit: limitMinor(body.monthlyLimit),
          status: 'ACT',
          remarks: body.remarks?.trim() || null,
          createdAt: now,
          updatedAt: now,
          createdBy: p.usrId,
          updatedBy: p.usrId,
        })
        .returning({ cardId: fuelCards.cardId });
      await reassign(tx, p, row!.cardId, holder, now);
      // The audit keeps the last 4 digits only: the log is read more widely than the card table.
      await audit(tx, p, {
        event: 'FUEL_CARD_CREATE',
        entity: 'fuel_card',
        entityId: `FUEL-CARD-${row!.cardId}`,
        after: {
          last4: body.cardNo.slice(-4),
          accnId: body.accnId,
          ...holder,
          dailyLimit: body.dailyLimit,
          monthlyLimit: body.monthlyLimit,
        },
      });
      return row!.cardId;
    });
    return getFuelCard(db, p, cardId);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ cardNo: 'validation.duplicate' });
    throw error;
  }
}

/**
 * A change (the platform): limits, holder (a new holder closes the assignment and opens the next), status (an
 * expired or cancelled card ends its assignment and is closed for good: 409 after). The version read: stale 409.
 */
export async function updateFuelCard(db: Db, p: Principal, cardId: number, body: FuelCardUpdateBody, now = new Date()) {
  if (!managesFuel(p)) throw forbidden();
  await db.transaction(async (tx) => {
    const [card] = await tx.select().from(fuelCards).where(eq(fuelCards.cardId, cardId)).for('update');
    if (!card) throw notFound('fuel.server.cardNotFound');
    if (card.version !== body.version) throw conflict('fuel.server.stale');
    if (CLOSED_CARD_STATUSES.includes(card.status)) throw conflict('fuel.server.cardClosed');
    const closing = CLOSED_CARD_STATUSES.includes(body.status);
    const holder = closing ? { truckId: null, driverId: null } : await checkHolder(tx, card.accnId, body);
    const [won] = await tx
      .update(fuelCards)
      .set({
        ...holder,
        dailyLimit: limitMinor(body.dailyLimit),
        monthlyLimit: limitMinor(body.monthlyLimit),
        status: body.status,
        remarks: body.remarks?.trim() || null,
        version: card.version + 1,
        updatedAt: now,
        updatedBy: p.usrId,
      })
      .where(and(eq(fuelCards.cardId, cardId), eq(fuelCards.version, card.version)))
      .returning({ cardId: fuelCards.cardId });
    if (!won) throw conflict('fuel.server.stale');
    if (holder.truckId !== card.truckId || holder.driverId !== card.driverId) await reassign(tx, p, cardId, holder, now);
    await audit(tx, p, {
      event: 'FUEL_CARD_UPDATE',
      entity: 'fuel_card',
      entityId: `FUEL-CARD-${cardId}`,
      before: { status: card.status, truckId: card.truckId, driverId: card.driverId },
      after: { status: body.status, ...holder, dailyLimit: body.dailyLimit, monthlyLimit: body.monthlyLimit },
    });
  });
  return getFuelCard(db, p, cardId);
}
