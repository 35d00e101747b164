import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatTaxNumber, type TaxNumberRow } from '../../domain/tax/tax-sequences';
import type { Db, Tx } from '../db/client';
import { taxInvoices, taxNumbers, taxSequences } from '../db/schema';
import { audit } from '../http/audit';
import { conflict, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { lockTaxSeries, type TaxSeries } from './prefix-lock';

export interface AllocateTaxNumber extends TaxSeries {
  /** The document the number is issued for (e.g. a money document's number). */
  ref: string | null;
  /** Who issues it (a user id, or SYSTEM). */
  by: string;
  now?: Date;
  /** A tax invoice that takes the number (its `tax_no` is set and it stops waiting), in the same statement. */
  invoiceId?: number;
}

export interface AllocatedTaxNumber {
  taxNo: string;
  sequenceId: number;
  serial: number;
}

/**
 * Takes the next number of the series' active range inside the caller's transaction (READ COMMITTED) and records it
 * as ISSUED (and on the invoice, when given). The range's row stays locked until the caller commits, so callers take
 * the number as their transaction's last step (see docs/performance.md).
 *
 * Fast path, one statement: the active range's consumed count goes up by one unless the next serial is its last, and
 * the number's row (and the invoice's) is written from what the UPDATE returns. Two takers queue on the range's row
 * and the second re-reads it after the first commits (READ COMMITTED), so no serial is taken twice.
 * The last number of a range, or no active range, takes the slow path: the series is locked (advisory), the active
 * range row too (FOR UPDATE), the last serial taken, the range marked E (used up) and the series' lowest waiting range
 * made active, in the same transaction. A taker that holds the range's row never waits for the series' lock held by
 * another: the other got it only after the range's committed state had one number left, which the holder could not
 * have taken by the fast path. A caller that rolls back returns the number: the next allocation takes it again. No
 * active range left: 409.
 */
export async function allocateTaxNumber(tx: Tx, a: AllocateTaxNumber): Promise<AllocatedTaxNumber> {
  const now = a.now ?? new Date();
  formatTaxNumber(a.prefixLeft, a.prefixMid, a.year, 1); // refuses a malformed series before any SQL
  const fast = await tx.execute<{ tax_no: string; sequence_id: string | number; serial: string | number }>(sql`
    with taken as (
      update ${taxSequences}
         set consumed_num = consumed_num + 1, updated_at = ${now}, updated_by = ${a.by}, version = version + 1
       where prefix_left = ${a.prefixLeft} and prefix_mid = ${a.prefixMid} and prefix_year = ${a.year}
         and status = 'A' and sequence_start + consumed_num < sequence_end
      returning id, sequence_start + consumed_num - 1 as serial
    ), issued as (
      insert into ${taxNumbers} (tax_no, sequence_id, serial, state, ref, issued_by, issued_at)
      select ${`${a.prefixLeft}.${a.prefixMid}-${a.year}.`} || lpad(serial::text, 8, '0'), id, serial, 'ISSUED',
             ${a.ref}, ${a.by}, ${now}
        from taken
      returning tax_no, sequence_id, serial
    ), invoice as (
      update ${taxInvoices} set tax_no = issued.tax_no, awaiting_number = false
        from issued where ${taxInvoices.id} = ${a.invoiceId ?? null}::bigint
      returning 1
    )
    select tax_no, sequence_id, serial from issued`);
  const row = fast.rows[0];
  if (row) return { taxNo: row.tax_no, sequenceId: Number(row.sequence_id), serial: Number(row.serial) };
  return allocateLast(tx, a, now);
}

/** The slow path of `allocateTaxNumber`: a range's last number, with the handover to the next waiting range. */
async function allocateLast(tx: Tx, a: AllocateTaxNumber, now: Date): Promise<AllocatedTaxNumber> {
  await lockTaxSeries(tx, a);
  const series = and(
    eq(taxSequences.prefixLeft, a.prefixLeft),
    eq(taxSequences.prefixMid, a.prefixMid),
    eq(taxSequences.prefixYear, a.year),
  );
  const [active] = await tx
    .select()
    .from(taxSequences)
    .where(and(series, eq(taxSequences.status, 'A')))
    .for('update');
  if (!active) throw conflict('tax.server.exhausted');
  const serial = active.sequenceStart + active.consumedNum;
  const last = serial === active.sequenceEnd;
  await tx
    .update(taxSequences)
    .set({
      consumedNum: sql`${taxSequences.consumedNum} + 1`,
      status: last ? 'E' : 'A',
      updatedAt: now,
      updatedBy: a.by,
      version: sql`${taxSequences.version} + 1`,
    })
    .where(eq(taxSequences.id, active.id));
  if (last) {
    const [next] = await tx
      .select({ id: taxSequences.id })
      .from(taxSequences)
      .where(and(series, eq(taxSequences.status, 'I')))
      .orderBy(asc(taxSequences.sequenceStart))
      .limit(1)
      .for('update');
    if (next) {
      await tx
        .update(taxSequences)
        .set({ status: 'A', updatedAt: now, updatedBy: a.by, version: sql`${taxSequences.version} + 1` })
        .where(eq(taxSequences.id, next.id));
    }
  }
  const taxNo = formatTaxNumber(a.prefixLeft, a.prefixMid, a.year, serial);
  await tx.insert(taxNumbers).values({
    taxNo,
    sequenceId: active.id,
    serial,
    state: 'ISSUED',
    ref: a.ref,
    issuedBy: a.by,
    issuedAt: now,
  });
  if (a.invoiceId !== undefined) {
    await tx.update(taxInvoices).set({ taxNo, awaitingNumber: false }).where(eq(taxInvoices.id, a.invoiceId));
  }
  return { taxNo, sequenceId: active.id, serial };
}

/**
 * Voids a taken number with a reason (a number issued to a document too: the document then needs another); who and
 * when are recorded. The number stays accounted for: it is never issued again. Voided already: 409.
 */
export async function voidTaxNumber(
  db: Db,
  p: Principal,
  taxNo: string,
  reason: string,
  now = new Date(),
): Promise<TaxNumberRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(taxNumbers).where(eq(taxNumbers.taxNo, taxNo)).for('update');
    if (!row) throw notFound('tax.server.numberNotFound');
    if (row.state === 'VOIDED') throw conflict('tax.server.alreadyVoided');
    // A number on a live tax invoice (new, exported or completed) stays: the invoice is cancelled (batal) instead.
    const [live] = await tx
      .select({ id: taxInvoices.id })
      .from(taxInvoices)
      .where(and(eq(taxInvoices.taxNo, taxNo), inArray(taxInvoices.status, ['N', 'E', 'C'])))
      .limit(1);
    if (live) throw conflict('tax.server.numberOnLiveInvoice');
    const [voided] = await tx
      .update(taxNumbers)
      .set({ state: 'VOIDED', voidReason: reason, voidedBy: p.usrId, voidedAt: now })
      .where(eq(taxNumbers.taxNo, taxNo))
      .returning();
    await audit(tx, p, {
      event: 'TAX_NUMBER_VOIDED',
      entity: 'tax_number',
      entityId: taxNo,
      remarks: reason,
      before: { state: row.state, ref: row.ref },
      after: { state: 'VOIDED' },
    });
    return voided!;
  });
}
