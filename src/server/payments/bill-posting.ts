import { toMinor } from '../../domain/billing/money';
import { billApprovalLines } from '../../domain/payments/ledger';
import type { Tx } from '../db/client';
import type { moneyDocuments } from '../db/schema';
import { postJournal } from './ledger.service';

/**
 * The ledger journal of an approved bill (`BILL_APPROVED`, cause id the bill id), in the approval's transaction, from
 * the money documents just made: the creator's and the operator's receivables, the operator's payable, fee revenue,
 * VAT output, stamp duty, withholding (src/domain/payments/ledger.ts). A bill of zero posts nothing.
 */
export async function postBillApproval(
  tx: Tx,
  by: { usrId: string; at: Date },
  bill: { billId: number; jobId: string; billVersion: number },
  docs: ReadonlyArray<typeof moneyDocuments.$inferSelect>,
): Promise<number | null> {
  const lines = billApprovalLines(
    docs.map((d) => ({
      docId: d.docId,
      docType: d.docType,
      fromAccnId: d.fromAccnId,
      toAccnId: d.toAccnId,
      currency: d.currency,
      subtotal: toMinor(d.subtotal, d.currency),
      vat: toMinor(d.vat, d.currency),
      withholding: toMinor(d.withholding, d.currency),
      stampDuty: toMinor(d.stampDuty, d.currency),
      total: toMinor(d.total, d.currency),
    })),
  );
  if (!lines.length) return null;
  const { journalId } = await postJournal(tx, {
    causeType: 'BILL_APPROVED',
    causeId: String(bill.billId),
    memo: `Bill ${bill.jobId} v${bill.billVersion} approved: ${docs.map((d) => d.docNo).join(', ')}`,
    postedBy: by.usrId,
    postedAt: by.at,
    lines,
  });
  return journalId;
}
