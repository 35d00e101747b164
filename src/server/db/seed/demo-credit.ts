import { and, eq, inArray } from 'drizzle-orm';
import { toMinor } from '../../../domain/billing/money';
import { reserveLines } from '../../../domain/payments/credit';
import type { DbOrTx, Tx } from '../client';
import { contracts, creditLimitRequests, creditLimits, jobs } from '../schema';
import { postJournal } from '../../payments/ledger.service';

const hoursAgo = (now: Date, h: number) => new Date(now.getTime() - h * 3_600_000);

/**
 * Demo credit limits (issue 14): FF1 (FF0001) has approved limits (US$ 50,000 for trucking in USD, the currency of
 * its Credit contract with TO1, and Rp 500,000,000), a request raising the USD limit awaiting GLIHEAD (made by
 * GLIFIN), and a draft for CO1 by OPADMIN. FF1's open jobs on its Credit contract hold their price reserved on the
 * line, as the submit would have posted it.
 */
export async function seedDemoCredit(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const approved = [
    { accnId: 'FF0001', creditCcy: 'USD', newCreditLimit: '50000.00', at: 240 },
    { accnId: 'FF0001', creditCcy: 'IDR', newCreditLimit: '500000000.00', at: 230 },
  ];
  for (const a of approved) {
    const [row] = await tx
      .insert(creditLimitRequests)
      .values({
        accnId: a.accnId,
        serviceType: 'TRUCKING',
        creditCcy: a.creditCcy,
        creditLimit: null,
        newCreditLimit: a.newCreditLimit,
        status: 'APP',
        remarks: 'Opening credit line after the annual review',
        createdBy: 'GLIFIN',
        updatedBy: 'GLIHEAD',
        createdAt: hoursAgo(now, a.at + 2),
        submittedBy: 'GLIFIN',
        submittedAt: hoursAgo(now, a.at + 1),
        decidedBy: 'GLIHEAD',
        decidedAt: hoursAgo(now, a.at),
        version: 3,
      })
      .returning({ creditId: creditLimitRequests.creditId });
    await tx.insert(creditLimits).values({
      accnId: a.accnId,
      serviceType: 'TRUCKING',
      creditCcy: a.creditCcy,
      creditLimit: a.newCreditLimit,
      creditId: row!.creditId,
      approvedBy: 'GLIHEAD',
      approvedAt: hoursAgo(now, a.at),
    });
  }
  await tx.insert(creditLimitRequests).values([
    {
      accnId: 'FF0001',
      serviceType: 'TRUCKING',
      creditCcy: 'USD',
      creditLimit: '50000.00',
      newCreditLimit: '75000.00',
      status: 'SUBMIT',
      remarks: 'Volume up for the peak season',
      createdBy: 'GLIFIN',
      updatedBy: 'GLIFIN',
      createdAt: hoursAgo(now, 6),
      submittedBy: 'GLIFIN',
      submittedAt: hoursAgo(now, 5),
      version: 2,
    },
    {
      accnId: 'CO0001',
      serviceType: 'TRUCKING',
      creditCcy: 'IDR',
      creditLimit: null,
      newCreditLimit: '250000000.00',
      status: 'NEW',
      remarks: 'Customer asked to pay by credit from next quarter',
      createdBy: 'OPADMIN',
      updatedBy: 'OPADMIN',
      createdAt: hoursAgo(now, 2),
      version: 1,
    },
  ]);

  // The open jobs of Credit contracts hold their price reserved (the submit's journal).
  const open = await tx
    .select({ job: jobs })
    .from(jobs)
    .innerJoin(contracts, eq(contracts.contractId, jobs.contractId))
    .where(and(eq(contracts.paymentMethod, 'CREDIT'), inArray(jobs.jobState, ['SUB', 'ACP', 'ASG', 'ONGOING', 'PAUSED', 'DLV'])))
    .orderBy(jobs.jobId);
  for (const { job } of open) {
    if (!job.currency || !job.totalCharge) continue;
    const amount = toMinor(job.totalCharge, job.currency);
    if (amount <= 0n) continue;
    await postJournal(tx as Tx, {
      causeType: 'CREDIT_RESERVED',
      causeId: job.jobId,
      memo: `Credit reserved for job ${job.jobId}`,
      postedBy: job.createdBy ?? 'SYSTEM',
      postedAt: job.submittedAt ?? now,
      lines: reserveLines(job.creatorAccnId, job.currency, amount),
    });
  }
}
