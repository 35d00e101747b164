import { eq } from 'drizzle-orm';
import type { CompanyService } from '../../domain/company-services';
import type { DbOrTx } from '../db/client';
import { leasingProviders } from '../db/schema';

/** The services a company offers (src/domain/company-services.ts), from the registers that say so. */
export async function companyServices(db: DbOrTx, accnId: string): Promise<CompanyService[]> {
  const leasing = await db
    .select({ accnId: leasingProviders.accnId })
    .from(leasingProviders)
    .where(eq(leasingProviders.accnId, accnId));
  return leasing.length ? ['LEASING'] : [];
}
