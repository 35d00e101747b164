import { sql } from 'drizzle-orm';
import { addDays, jakartaToday } from '../../../domain/analytics/analytics';
import { refreshAnalytics } from '../../analytics/analytics-refresh';
import type { Db, DbOrTx } from '../client';

/**
 * The inventory page's demo (issue 17): TO1's trucks and drivers with documents that run out soon (relative to
 * today, so the page always has some) and one already expired; the others far ahead. Then the analytics views are
 * refreshed over the demo data, so the pages show it at once (the schedule keeps them fresh afterwards).
 */
export async function seedDemoAnalytics(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const today = jakartaToday(now);
  const far = addDays(today, 400);
  const truckDocs: Record<string, { stnk: string; kir: string; insurance: string }> = {
    'TRK-TO1-01': { stnk: addDays(today, 12), kir: far, insurance: addDays(today, 45) },
    'TRK-TO1-02': { stnk: far, kir: addDays(today, 25), insurance: far },
    'TRK-TO1-03': { stnk: far, kir: far, insurance: addDays(today, -3) },
  };
  await tx.execute(
    sql`update trucks set stnk_expiry = ${far}, kir_expiry = ${far}, insurance_expiry = ${far} where accn_id = 'TO0001'`,
  );
  for (const [truckId, d] of Object.entries(truckDocs))
    await tx.execute(
      sql`update trucks set stnk_expiry = ${d.stnk}, kir_expiry = ${d.kir}, insurance_expiry = ${d.insurance} where truck_id = ${truckId}`,
    );
  await tx.execute(sql`update drivers set licence_expiry = ${addDays(today, 20)} where driver_id = 'DRV-TO1-04'`);
  await tx.execute(sql`update drivers set licence_expiry = ${addDays(today, 50)} where driver_id = 'DRV-TO1-06'`);
  await refreshAnalytics(tx as unknown as Db, { concurrently: false });
}
