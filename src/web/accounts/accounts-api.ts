import type { accountDetail, accountHistoryEntry, accountRow, ffCustomerRow } from '../../domain/account-responses';
import type { WireOf } from '../../domain/wire';

/** One row of the company accounts list, as the server's response schema says. */
export type AccountRow = WireOf<typeof accountRow>;
/** One entry of a company's status history. */
export type AccountHistoryEntry = WireOf<typeof accountHistoryEntry>;
/** One company with its status history. */
export type AccountDetail = WireOf<typeof accountDetail>;
/** One row of a forwarder's customer list. */
export type FfCustomerRow = WireOf<typeof ffCustomerRow>;
