import { and, asc, count, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  formatTaxNumber,
  type TaxNumberQuery,
  type TaxSequenceBody,
  type TaxSequenceGaps,
  type TaxSequenceQuery,
  type TaxSequenceRow,
} from '../../domain/tax/tax-sequences';
import type { Db, DbOrTx } from '../db/client';
import { taxNumbers, taxSequences } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { lockTaxSeries } from './prefix-lock';
import { assignWaitingNumbersInTx } from './tax-invoices.service';

type SequenceRecord = typeof taxSequences.$inferSelect;

/** A range as the API answers it: its fields (spec §3) and its first and last numbers, formatted. */
export function sequenceRow(s: SequenceRecord): TaxSequenceRow {
  return {
    id: s.id,
    prefixLeft: s.prefixLeft,
    prefixMid: s.prefixMid,
    prefixYear: s.prefixYear,
    sequenceStart: s.sequenceStart,
    sequenceEnd: s.sequenceEnd,
    consumedNum: s.consumedNum,
    status: s.status,
    paymentState: s.paymentState,
    dateCreated: s.createdAt,
    createdBy: s.createdBy,
    firstTaxNo: formatTaxNumber(s.prefixLeft, s.prefixMid, s.prefixYear, s.sequenceStart),
    lastTaxNo: formatTaxNumber(s.prefixLeft, s.prefixMid, s.prefixYear, s.sequenceEnd),
  };
}

/**
 * GLI registers a range the tax office allotted. One at a time per prefixes and year (advisory lock): a range that
 * overlaps any non-deleted range of the series, or starts above its end, is refused with field errors. It is active
 * when the series has no active range (then it has no waiting one either), else it waits its turn.
 */
export async function createSequence(db: Db, p: Principal, body: TaxSequenceBody, now = new Date()): Promise<TaxSequenceRow> {
  if (body.sequenceStart > body.sequenceEnd) throw validationFailed({ sequenceEnd: 'tax.validation.endBeforeStart' });
  return db.transaction(async (tx) => {
    await lockTaxSeries(tx, { prefixLeft: body.prefixLeft, prefixMid: body.prefixMid, year: body.prefixYear });
    const series = and(
      eq(taxSequences.prefixLeft, body.prefixLeft),
      eq(taxSequences.prefixMid, body.prefixMid),
      eq(taxSequences.prefixYear, body.prefixYear),
    );
    const [overlap] = await tx
      .select({ id: taxSequences.id })
      .from(taxSequences)
      .where(
        and(
          series,
          ne(taxSequences.status, 'D'),
          lte(taxSequences.sequenceStart, body.sequenceEnd),
          gte(taxSequences.sequenceEnd, body.sequenceStart),
        ),
      )
      .limit(1);
    if (overlap) throw validationFailed({ sequenceStart: 'tax.validation.overlap', sequenceEnd: 'tax.validation.overlap' });
    const [active] = await tx
      .select({ id: taxSequences.id })
      .from(taxSequences)
      .where(and(series, eq(taxSequences.status, 'A')));
    const [created] = await tx
      .insert(taxSequences)
      .values({
        ...body,
        consumedNum: 0,
        status: active ? 'I' : 'A',
        paymentState: 'BILL',
        createdAt: now,
        updatedAt: now,
        createdBy: p.usrId,
        updatedBy: p.usrId,
      })
      .returning();
    const row = sequenceRow(created!);
    // A range that became active numbers the tax invoices waiting for one, in this transaction.
    if (row.status === 'A') await assignWaitingNumbersInTx(tx, p.usrId, now);
    await audit(tx, p, {
      event: 'TAX_SEQUENCE_CREATED',
      entity: 'tax_sequence',
      entityId: String(row.id),
      remarks: `${row.firstTaxNo} - ${row.lastTaxNo}`,
      after: body,
    });
    return row;
  });
}

/**
 * Deletes a waiting range (I -> D). The active range (numbers are being taken from it) and a used-up or deleted one
 * are refused with a field error on `status`.
 */
export async function deleteSequence(db: Db, p: Principal, id: number, now = new Date()): Promise<TaxSequenceRow> {
  return db.transaction(async (tx) => {
    const [seq] = await tx.select().from(taxSequences).where(eq(taxSequences.id, id)).for('update');
    if (!seq) throw notFound('tax.server.sequenceNotFound');
    if (seq.status === 'A') throw validationFailed({ status: 'tax.server.activeNotDeletable' });
    if (seq.status !== 'I') throw validationFailed({ status: 'tax.server.notWaiting' });
    const [deleted] = await tx
      .update(taxSequences)
      .set({ status: 'D', updatedAt: now, updatedBy: p.usrId, version: sql`${taxSequences.version} + 1` })
      .where(eq(taxSequences.id, id))
      .returning();
    await audit(tx, p, {
      event: 'TAX_SEQUENCE_DELETED',
      entity: 'tax_sequence',
      entityId: String(id),
      before: { status: seq.status },
      after: { status: 'D' },
    });
    return sequenceRow(deleted!);
  });
}

const SORTABLE = {
  dateCreated: taxSequences.createdAt,
  prefixYear: taxSequences.prefixYear,
  sequenceStart: taxSequences.sequenceStart,
  status: taxSequences.status,
};

/** The ranges, newest first unless sorted (server-paged); filters state and year; search on the formatted prefix. */
export async function listSequences(db: DbOrTx, q: TaxSequenceQuery) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(taxSequences.status, q.status));
  if (q.year) filters.push(eq(taxSequences.prefixYear, q.year));
  const search = q.search?.trim();
  if (search) {
    const like = likePattern(search);
    filters.push(
      or(
        sql`${taxSequences.prefixLeft} || '.' || ${taxSequences.prefixMid} || '-' || ${taxSequences.prefixYear} ilike ${like}`,
        sql`${taxSequences.prefixLeft} || ${taxSequences.prefixMid} ilike ${like}`,
      )!,
    );
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(q, SORTABLE, 'dateCreated', taxSequences.id)
    : [desc(taxSequences.createdAt), desc(taxSequences.id)];
  const page = await paged(
    q,
    filter !== undefined,
    () =>
      db
        .select()
        .from(taxSequences)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(taxSequences))[0]!,
  );
  return { ...page, aaData: page.aaData.map(sequenceRow) };
}

/** One range. */
export async function getSequence(db: DbOrTx, id: number): Promise<TaxSequenceRow> {
  const [seq] = await db.select().from(taxSequences).where(eq(taxSequences.id, id));
  if (!seq) throw notFound('tax.server.sequenceNotFound');
  return sequenceRow(seq);
}

/** The numbers taken from a range, in serial order unless sorted (server-paged); filter state; search number or document. */
export async function listSequenceNumbers(db: DbOrTx, id: number, q: TaxNumberQuery) {
  const [seq] = await db.select({ id: taxSequences.id }).from(taxSequences).where(eq(taxSequences.id, id));
  if (!seq) throw notFound('tax.server.sequenceNotFound');
  const scope = eq(taxNumbers.sequenceId, id);
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(taxNumbers.state, q.state));
  const search = q.search?.trim();
  if (search) {
    const like = likePattern(search);
    filters.push(or(sql`${taxNumbers.taxNo} ilike ${like}`, sql`${taxNumbers.ref} ilike ${like}`)!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort ? orderBy(q, NUMBER_SORTABLE, 'serial', taxNumbers.serial) : [asc(taxNumbers.serial)];
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select()
        .from(taxNumbers)
        .where(and(scope, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(taxNumbers).where(scope))[0]!,
  );
}

const NUMBER_SORTABLE = { serial: taxNumbers.serial, issuedAt: taxNumbers.issuedAt, state: taxNumbers.state };

/** At most this many missing serials are listed (there should be none). */
const MAX_GAPS_LISTED = 1000;

/**
 * The serials taken from a range (start .. start + consumed - 1) that have no issued or voided number: every taken
 * serial must be accounted for, so the list should be empty.
 */
export async function sequenceGaps(db: DbOrTx, id: number): Promise<TaxSequenceGaps> {
  const [seq] = await db.select().from(taxSequences).where(eq(taxSequences.id, id));
  if (!seq) throw notFound('tax.server.sequenceNotFound');
  const missing = await db.execute<{ serial: string }>(sql`
    select s::text as serial
    from generate_series(${seq.sequenceStart}::bigint, ${seq.sequenceStart + seq.consumedNum - 1}::bigint) as s
    where not exists (select 1 from tax_numbers n where n.sequence_id = ${id} and n.serial = s)
    order by s limit ${MAX_GAPS_LISTED}`);
  const [taken] = await db.select({ accounted: count() }).from(taxNumbers).where(eq(taxNumbers.sequenceId, id));
  return {
    id,
    consumedNum: seq.consumedNum,
    accounted: taken?.accounted ?? 0,
    gaps: missing.rows.map((r) => Number(r.serial)),
  };
}
