import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { docAssociates, registrations } from '../schema';
import { demoAttachment } from './demo-files';

/**
 * The demo registrations were approved, so each has its company type's mandatory supporting documents, verified by
 * L1SUPPORT (the registration review shows them as a reviewer left them).
 */
export async function seedDemoRegistrationDocuments(tx: DbOrTx, now = new Date()): Promise<void> {
  const regs = await tx
    .select({ regId: registrations.regId, atypId: registrations.atypId, accnId: registrations.accnId })
    .from(registrations);
  const validTo = `${now.getUTCFullYear() + 2}-12-31`;
  for (const reg of regs) {
    if (!reg.accnId || !reg.atypId) continue;
    const types = await tx
      .select({ attType: docAssociates.attType })
      .from(docAssociates)
      .where(and(eq(docAssociates.atypId, reg.atypId), eq(docAssociates.mandatory, true)))
      .orderBy(docAssociates.attType);
    for (const { attType } of types) {
      await demoAttachment(tx, {
        accnId: reg.accnId,
        attType,
        attName: `${attType.toLowerCase().replaceAll('_', '-')}.pdf`,
        // Uploaded by the registrant, who has no user yet: the registration itself.
        by: reg.regId,
        referenceId: reg.regId,
        verifiedBy: 'L1SUPPORT',
        validTo,
      });
    }
  }
}
