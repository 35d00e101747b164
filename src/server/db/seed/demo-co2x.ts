import { like } from 'drizzle-orm';
import { backfillEmissions } from '../../co2x/co2x.service';
import type { DbOrTx } from '../client';
import { co2OffsetRequests, jobs, jobTerminations } from '../schema';

/**
 * Issue 19 demo data: the emissions of every delivered demo job (the backfill the delivery's transaction does for new
 * ones), one offset request of CO1, and an open termination request of TO1 on the paused import job 00006 (the
 * platform's queue at /opadmin/order-termination). docs/decisions/0034-co2x.md, 0035-order-termination.md.
 */
export async function seedDemoCo2AndTerminations(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  await backfillEmissions(tx);
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await tx.insert(co2OffsetRequests).values({
    accnId: 'CO0001',
    periodFrom: day(-60),
    periodTo: day(-31),
    co2eKg: '412.500',
    partnerUrl: 'https://offset-partner.example/lintas',
    requestedBy: 'CO1',
    requestedAt: new Date(now.getTime() - 30 * 86_400_000),
  });
  const [paused] = await tx.select().from(jobs).where(like(jobs.jobId, '%00006'));
  if (paused && paused.jobState === 'PAUSED' && paused.currency) {
    await tx.insert(jobTerminations).values({
      jobId: paused.jobId,
      side: 'operator',
      requesterAccnId: paused.toAccnId,
      requestedBy: 'TO1',
      jobStateAtRequest: 'PAUSED',
      reason: 'Consignee warehouse closed by the port authority; cargo returned to the CFS, trip cannot be completed.',
      currency: paused.currency,
      owedAmount: paused.currency === 'IDR' ? '1250000.00' : '90.00',
    });
  }
}
