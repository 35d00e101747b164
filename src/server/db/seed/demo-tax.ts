import { businessDate } from '../../../domain/contracts/contracts';
import type { DbOrTx } from '../client';
import { taxSequences } from '../schema';

/**
 * Demo tax-number ranges (issue 15), registered by GLIFIN for this year's series 010.000: the active range of the
 * first 500 serials and the next 500 waiting for it to be used up.
 */
export async function seedDemoTax(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const year = businessDate(now).slice(2, 4);
  const range = { prefixLeft: '010', prefixMid: '000', prefixYear: year, createdBy: 'GLIFIN', updatedBy: 'GLIFIN' };
  await tx.insert(taxSequences).values([
    { ...range, sequenceStart: 1, sequenceEnd: 500, status: 'A' },
    { ...range, sequenceStart: 501, sequenceEnd: 1000, status: 'I' },
  ]);
}
