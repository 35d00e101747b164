import { toMinor } from '../../../domain/billing/money';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { jobPayments, moneyDocuments } from '../schema';
import { receivePaymentNotification } from '../../payments/payment-notification';
import { SnapSimulator } from '../../payments/snap-simulator';
import { startClicPay } from '../../payments/payment-txns';
import { paymentTxnDetail } from '../../payments/payments-list';
import { principal } from './demo-billing';
import { demoAttachment } from './demo-files';
import { businessDate } from '../../../domain/contracts/contracts';
import { openStaticVa, recordManualPayment } from '../../payments/payment-desk';

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
  await seedDemoPaymentDesk(db, bank);
}

/**
 * The payment desk's demo rows (`/opadmin/inboundpayments`, `/opadmin/staticva`): a bank transfer of CO0001 that GLIFIN
 * recorded with its slip and GLIHEAD is to verify; a notification the gateway held (a VA nobody opened here); static
 * VAs of CO0001 and FF0001, the latter with a receipt kept as unallocated credit (FF0001 owes nothing in rupiah).
 */
async function seedDemoPaymentDesk(db: Db, bank: SnapSimulator): Promise<void> {
  const glifin = await principal(db, 'GLIFIN', 'GLI', ['FINANCE_ADMIN']);
  const slip = await demoAttachment(db, {
    accnId: 'GLI',
    attType: 'PAYMENT_PROOF',
    attName: 'bca-transfer-slip.pdf',
    by: 'GLIFIN',
  });
  await recordManualPayment(
    db,
    glifin,
    {
      accnId: 'CO0001',
      currency: 'IDR',
      amount: '250000',
      paidOn: businessDate(new Date(Date.now() - 86_400_000)),
      bankRef: 'BCA-TRF-20261125-0042',
      proofAttId: slip,
      remarks: 'Transfer to the platform account without a virtual account number',
    },
    new Date(Date.now() - 3 * 3600_000),
  );
  // A payment into a VA the bank has and the app does not know: held for review (UNKNOWN_VA).
  const stray = await bank.createVa({
    reference: 'STRAY',
    name: 'PT Sumber Makmur Abadi',
    currency: 'IDR',
    amount: 1_000_000_00n,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await receivePaymentNotification(db, bank, bank.signedPayment(stray.vaNo, 1_000_000_00n, 'DEMOSTRAY0001'));
  await openStaticVa(db, bank, glifin, 'CO0001', 'IDR');
  const ffVa = await openStaticVa(db, bank, glifin, 'FF0001', 'IDR');
  await receivePaymentNotification(db, bank, bank.signedPayment(ffVa, 150_000_00n, 'DEMOSTATIC0001'));
}
