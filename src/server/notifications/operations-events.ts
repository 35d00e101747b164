import { formatDate } from '../../domain/format';
import type { Tx } from '../db/client';
import { recordEvent } from './record-event';

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
const daysFrom = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * CONTRACT_EXPIRING: one of a contract's end reminders (2 months, 1 month, 1 week before its end); told to both
 * parties, the customer and the truck operator. `today` is the schedule's business date.
 */
export function recordContractExpiring(
  tx: Tx,
  contract: { contractId: string; customerAccnId: string; toAccnId: string; validTo: string },
  today: string,
): Promise<string> {
  return recordEvent(tx, {
    type: 'CONTRACT_EXPIRING',
    accnIds: [contract.customerAccnId, contract.toAccnId],
    record: {
      kind: 'contract',
      id: contract.contractId,
      path: `/administrations/contract-management/view/${contract.contractId}`,
    },
    data: {
      contractNo: contract.contractId,
      endDate: formatDate(`${contract.validTo}T00:00:00+07:00`),
      daysLeft: daysFrom(today, contract.validTo),
    },
  });
}

/**
 * TRACKING_ALERT: an alert rule raised an alert on a truck; told to the truck's operator (the rule's company). The
 * link opens the company's alerts; `detail` is the alert's English text (the list shows both languages).
 */
export function recordTrackingAlert(
  tx: Tx,
  alert: { id: number; accnId: string; truckPlate: string; kind: string; detail: string; jobNo: string | null },
): Promise<string> {
  return recordEvent(tx, {
    type: 'TRACKING_ALERT',
    accnIds: [alert.accnId],
    record: { kind: 'trackAlert', id: String(alert.id), path: '/administrations/alert' },
    data: { truckPlate: alert.truckPlate, alertKind: alert.kind, detail: alert.detail, jobNo: alert.jobNo },
  });
}
