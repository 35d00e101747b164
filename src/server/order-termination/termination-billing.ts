import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobTerminations } from '../db/schema';

/** The approved termination of a job, if any (issue 19, decision 0035): what billing charges for a terminated job. */
export async function approvedTerminationOf(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({ terminationId: jobTerminations.terminationId, owedAmount: jobTerminations.owedAmount })
    .from(jobTerminations)
    .where(and(eq(jobTerminations.jobId, jobId), eq(jobTerminations.state, 'APP')));
  return row ?? null;
}

/** The one charge line of a terminated job's bill: the agreed amount for the work done. */
export function terminationLine(t: { terminationId: string; owedAmount: string }) {
  return {
    kind: 'TRIP' as const,
    reimbursementType: null,
    description: `Order terminated (${t.terminationId}): agreed amount for the work done`,
    quantity: 1,
    amount: t.owedAmount,
    receiptAttId: null,
  };
}
