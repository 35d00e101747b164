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
}

export interface AllocatedTaxNumber {
  taxNo: string;
  sequenceId: number;
  serial: number;
}

/**
 * Takes the next number of the series' active range inside the caller's transaction (READ COMMITTED): the series is
 * locked, the active range row too (FOR UPDATE), its next serial (start + consumed) is taken and recorded as ISSUED.
 * The last number of a range marks it E (used up) and activates the series' lowest waiting range, in the same
 * transaction. A caller that rolls back returns the number: the next allocation takes it again. No active range
 * left: 409.
 */
export async function allocateTaxNumber(tx: Tx, a: AllocateTaxNumber): Promise<AllocatedTaxNumber> {
  const now = a.now ?? new Date();
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
