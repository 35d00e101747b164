import { toMinor } from '../../../domain/billing/money';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { jobPayments, moneyDocuments } from '../schema';
import { receivePaymentNotification } from '../../payments/payment-notification';
import { SnapSimulator } from '../../payments/snap-simulator';
import { startClicPay } from '../../payments/payment-txns';
import { paymentTxnDetail } from '../../payments/payments-list';
import { principal } from './demo-billing';

/**
 * Demo payments (issue 14): CO1's finance paid the first approved bill (its debit note and fee invoice) by ClicPay,
 * through the simulated bank, so the transaction list and detail have a PAID row with its ledger lines and the bank's
 * message, and the operator's debit note of that job is due for payout. The other approved bills stay open to pay.
 */
export async function seedDemoPayments(tx: DbOrTx): Promise<void> {
  const db = tx as unknown as Db;
  const [first] = await tx
    .select({ jobId: moneyDocuments.jobId })
    .from(moneyDocuments)
    .innerJoin(jobPayments, eq(jobPayments.docId, moneyDocuments.docId))
    .where(and(eq(moneyDocuments.docType, 'DN_CO'), eq(moneyDocuments.toAccnId, 'CO0001'), like(moneyDocuments.jobId, '%00104')))
    .orderBy(asc(moneyDocuments.docId))
    .limit(1);
  if (!first) return;
  const docs = await tx
    .select({ docId: moneyDocuments.docId, docType: moneyDocuments.docType })
    .from(moneyDocuments)
    .where(eq(moneyDocuments.jobId, first.jobId));
  const fin = await principal(tx, 'CO1FIN', 'CO0001', ['FINANCE_APPROVER']);
  const bank = new SnapSimulator();
  const paid = new Date(Date.now() - 2 * 24 * 3600_000);
  const txnId = await startClicPay(
    db,
    bank,
    fin,
    { docIds: docs.filter((d) => d.docType === 'DN_CO' || d.docType === 'PF_CO').map((d) => d.docId) },
    new Date(paid.getTime() - 3600_000),
  );
  const txn = await paymentTxnDetail(db, fin, txnId, null);
  const call = bank.signedPayment(txn.vaNo!, toMinor(txn.amount, txn.currency), `DEMO${txnId.replaceAll('-', '')}`);
  await receivePaymentNotification(db, bank, call, paid);
}
