import { and, eq } from 'drizzle-orm';
import { toMinor } from '../../../domain/billing/money';
import { allocateReceipts } from '../../payments/allocation';
import { postJournal } from '../../payments/ledger.service';
import { principal } from './demo-billing';
import { buildPayouts, verifyPayout } from '../../payments/payouts.service';
import type { Db, Tx } from '../client';
import { bankAccounts, jobPayments, moneyDocuments, payouts } from '../schema';

/**
 * The creator has paid a job's debit note (DN_CO): the receipt (PAYMENT_RECEIVED: debit GATEWAY_CLEARING, credit
 * UNALLOCATED_RECEIPTS of the creator) and its allocation to the document by the one allocation
 * (`allocateReceipts`: the job payment PAID), in the caller's transaction. Used by the demo data and by the payout
 * tests, which need a paid debit note without going through a VA.
 */
export async function markCreatorPaid(tx: Tx, jobId: string, by = 'SYSTEM', at = new Date()): Promise<void> {
  const [doc] = await tx
    .select({ doc: moneyDocuments, paymentId: jobPayments.paymentId })
    .from(moneyDocuments)
    .innerJoin(jobPayments, eq(jobPayments.docId, moneyDocuments.docId))
    .where(and(eq(moneyDocuments.jobId, jobId), eq(moneyDocuments.docType, 'DN_CO'), eq(jobPayments.status, 'NEW')));
  if (!doc) throw new Error(`job ${jobId} has no unpaid DN_CO`);
  const { currency, toAccnId: creator, docId, docNo } = doc.doc;
  const amount = toMinor(doc.doc.total, currency);
  await postJournal(tx, {
    causeType: 'PAYMENT_RECEIVED',
    causeId: `DEMO-${docNo}`,
    memo: `Payment of ${docNo} received`,
    postedBy: by,
    postedAt: at,
    lines: [
      { account: 'GATEWAY_CLEARING', accnId: null, currency, docId: null, amount },
      { account: 'UNALLOCATED_RECEIPTS', accnId: creator, currency, docId: null, amount: -amount },
    ],
  });
  await allocateReceipts(tx, {
    accnId: creator,
    currency,
    docIds: [docId],
    limit: amount,
    causeId: `DEMO-${docNo}`,
    memo: `Payment allocated to ${docNo}`,
    by,
    now: at,
  });
}

/**
 * Demo payouts (issue 14): verified default accounts of TO0001 and TO0002 (their names as the simulated bank knows
 * them), a pending change of each for GLIHEAD to approve, and the approved demo bills' debit notes paid by the
 * creator and put into payouts: the first verified by GLIFIN (VER, for GLIHEAD to approve), the next one NEW (for
 * GLIFIN to verify). Called after the demo billing, with the approved bills of `approvedJobs` in order.
 */
export async function seedDemoPayouts(tx: Tx, approvedJobs: readonly string[]): Promise<void> {
  const proposed = new Date(Date.now() - 20 * 86_400_000);
  const decided = new Date(Date.now() - 19 * 86_400_000);
  const verified = (accnId: string, bankCode: string, accountNo: string, name: string) => ({
    accnId,
    bankCode,
    accountNo,
    holderName: name,
    bankHolderName: name,
    currency: 'IDR',
    isDefault: true,
    state: 'VERIFIED' as const,
    proposedBy: 'GLIFIN',
    proposedAt: proposed,
    decidedBy: 'GLIHEAD',
    decidedAt: decided,
  });
  const [to1, to2] = await tx
    .insert(bankAccounts)
    .values([
      verified('TO0001', '014', '5270012345', 'PT TRUK NUSANTARA'),
      verified('TO0002', '002', '034101000123307', 'PT ANGKUTAN JAYA'),
    ])
    .returning();
  await tx.insert(bankAccounts).values([
    {
      accnId: 'TO0001',
      bankCode: '008',
      accountNo: '1230009876543',
      holderName: 'PT Truk Nusantara',
      bankHolderName: 'PT TRUK NUSANTARA',
      currency: 'IDR',
      isDefault: true,
      state: 'PENDING',
      replacesId: to1!.bankAcctId,
      proposedBy: 'GLIFIN',
    },
    {
      accnId: 'TO0002',
      bankCode: '009',
      accountNo: '0812345678',
      holderName: 'PT Angkutan Jaya',
      bankHolderName: 'PT ANGKUTAN JAYA',
      currency: 'IDR',
      isDefault: false,
      state: 'PENDING',
      replacesId: null,
      proposedBy: 'GLIFIN',
    },
  ]);
  void to2;

  const db = tx as unknown as Db;
  const glifin = await principal(tx, 'GLIFIN', 'GLI', ['FINANCE_ADMIN']);
  const [first, ...rest] = approvedJobs;
  if (!first) return;
  // The first bill's payout, verified by GLIFIN: GLIHEAD approves it.
  await markCreatorPaid(tx, first, 'CO1FIN', new Date(Date.now() - 2 * 86_400_000));
  const built = await buildPayouts(db, glifin, new Date(Date.now() - 86_400_000));
  for (const no of built.payouts) {
    const [p] = await tx.select().from(payouts).where(eq(payouts.payoutNo, no));
    await verifyPayout(db, glifin, p!.payoutId, { version: p!.version });
  }
  // The others' payout, NEW: GLIFIN verifies it.
  for (const jobId of rest) await markCreatorPaid(tx, jobId, 'CO1FIN');
  if (rest.length) await buildPayouts(db, glifin);
}
