import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** The prefixes and year of a tax-number series: the ranges of one series share its numbers. */
export interface TaxSeries {
  prefixLeft: string;
  prefixMid: string;
  year: string;
}

/**
 * Serialises the work on one series until the transaction ends (a transaction-level advisory lock): registering a
 * range and taking a number. A statement after it sees what the previous holder committed (READ COMMITTED), so a
 * waiting allocation finds the range that became active while it waited.
 */
export async function lockTaxSeries(tx: DbOrTx, s: TaxSeries): Promise<void> {
  const key = `tax-series:${s.prefixLeft}.${s.prefixMid}-${s.year}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
