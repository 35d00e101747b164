import type { DbOrTx } from '../client';
import { registrations } from '../schema';
import { registrationCountry, supportingDocs } from '../../registration/registration.service';
import { demoAttachment } from './demo-files';

/**
 * The demo registrations were approved, so each has the mandatory supporting documents its company type and country
 * ask for (the review's list), verified by L1SUPPORT.
 */
export async function seedDemoRegistrationDocuments(tx: DbOrTx, now = new Date()): Promise<void> {
  const regs = await tx
    .select({
      regId: registrations.regId,
      atypId: registrations.atypId,
      accnId: registrations.accnId,
      accnDetails: registrations.accnDetails,
    })
    .from(registrations);
  const validTo = `${now.getUTCFullYear() + 2}-12-31`;
  for (const reg of regs) {
    if (!reg.accnId || !reg.atypId) continue;
    const required = await supportingDocs(tx, reg.atypId, registrationCountry(reg.accnDetails));
    for (const { attType } of required.filter((d) => d.mandatory)) {
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
