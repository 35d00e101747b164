import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ChargeLine } from '../../domain/billing/documents';
import { toMinor } from '../../domain/billing/money';
import { premiumLineText } from '../../domain/insurance/insurance';
import type { Tx } from '../db/client';
import { insuranceApplications } from '../db/schema';

/**
 * The cargo insurance premiums a job's bill carries (decision 0038): its approved policies in the bill's currency not
 * billed yet, locked, each a line of the creator's debit note (`Cargo insurance POL/… / Asuransi kargo POL/…`).
 */
export async function insurancePremiumLines(tx: Tx, jobId: string, currency: string) {
  const rows = await tx
    .select({
      appId: insuranceApplications.appId,
      policyNo: insuranceApplications.policyNo,
      premium: insuranceApplications.premium,
    })
    .from(insuranceApplications)
    .where(
      and(
        eq(insuranceApplications.jobId, jobId),
        eq(insuranceApplications.state, 'APR'),
        eq(insuranceApplications.currency, currency),
        isNull(insuranceApplications.billedDocId),
      ),
    )
    .orderBy(asc(insuranceApplications.appId))
    .for('update');
  const lines: ChargeLine[] = rows.map((r) => ({
    kind: 'INSURANCE',
    description: premiumLineText(r.policyNo!),
    quantity: 1,
    amount: toMinor(r.premium, currency),
  }));
  return { lines, appIds: rows.map((r) => r.appId) };
}

/** The policies billed: the DN_CO that carries their premiums. */
export async function markPremiumsBilled(tx: Tx, appIds: readonly string[], docId: number) {
  if (!appIds.length) return;
  await tx
    .update(insuranceApplications)
    .set({ billedDocId: docId })
    .where(inArray(insuranceApplications.appId, [...appIds]));
}
