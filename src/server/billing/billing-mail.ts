import type { EventType } from '../../domain/notifications/event-types';
import type { Tx } from '../db/client';
import type { Principal } from '../http/principal';
import { recordEvent } from '../notifications/record-event';

/** The portal event of each billing verb (decision 0023). */
const BILL_EVENT_OF: Record<string, EventType> = {
  bill: 'BILL_SUBMITTED',
  verifyBill: 'BILL_VERIFIED',
  acknowledgeBill: 'BILL_ACKNOWLEDGED',
  approveBill: 'BILL_APPROVED',
  rejectBill: 'BILL_REJECTED',
  rejectApproval: 'BILL_REJECTED',
};

/**
 * Tells the other parties of a billing verb by recording its portal event in the caller's transaction (delivered
 * afterwards in the portal and by e-mail, by each user's preferences): the truck operator acts -> the creator and
 * the customer; the creator acts -> the truck operator; the platform acts -> both. Answers the event's id.
 */
export async function notifyBillingParties(
  tx: Tx,
  actor: Principal,
  job: { jobId: string; creatorAccnId: string; customerAccnId: string; toAccnId: string; customerRef?: string | null },
  verb: string,
  state: string,
  reason?: string | null,
  bill?: { billVersion: number; total: string; currency: string; invoiceNo?: string | null },
): Promise<string | null> {
  const type = BILL_EVENT_OF[verb];
  if (!type) return null;
  const to =
    actor.accnId === job.toAccnId
      ? [job.creatorAccnId, job.customerAccnId]
      : actor.accnId === job.creatorAccnId
        ? [job.toAccnId]
        : [job.creatorAccnId, job.toAccnId];
  return recordEvent(tx, {
    type,
    accnIds: [...new Set(to)],
    record: { kind: 'job', id: job.jobId, path: `/applications/services/job/truck/view/${job.jobId}` },
    data: {
      jobNo: job.jobId,
      customerRefNo: job.customerRef ?? null,
      documentNo: bill ? (bill.invoiceNo ?? `${job.jobId}/${bill.billVersion}`) : job.jobId,
      amount: bill ? formatAmount(bill.total) : null,
      currency: bill?.currency ?? null,
      actorCompany: actor.accnName,
      reason: reason ?? null,
      jobState: state,
    },
  });
}

/** An exact decimal amount as Indonesian text (thousands with dots, decimal comma): `2550000.00` -> `2.550.000,00`. */
export function formatAmount(amount: string): string {
  const [int, frac] = amount.split('.');
  const sign = int!.startsWith('-') ? '-' : '';
  const digits = int!.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${sign}${digits},${frac}` : `${sign}${digits}`;
}
