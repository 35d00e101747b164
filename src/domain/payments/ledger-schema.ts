import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { LEDGER_ACCOUNT_CODES, LEDGER_CAUSES } from './ledger';

/** Request and response schemas of the platform's ledger reads (`/ledger/journals`, `/ledger/balances`). */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .optional();
const accnId = z.string().trim().min(1).max(20).toUpperCase();

/** The journals list: server-paged, newest first; filters cause, company (a line of it), document, posting days. */
export const ledgerJournalsQuery = datatableQuery
  .extend({
    causeType: z.enum(LEDGER_CAUSES).optional(),
    accnId: accnId.optional(),
    docId: z.coerce.number().int().positive().optional(),
    dateFrom: day,
    dateTo: day,
  })
  .strict();
export type LedgerJournalsQuery = z.infer<typeof ledgerJournalsQuery>;

/** Balances: of one company's accounts (`accnId`), else of every account summed over the companies. */
export const ledgerBalancesQuery = z
  .object({ accnId: accnId.optional(), currency: z.string().trim().length(3).optional() })
  .strict();
export type LedgerBalancesQuery = z.infer<typeof ledgerBalancesQuery>;

/** An amount as decimal text of the currency (signed: debit positive, credit negative). */
const amount = z.string().describe('Decimal text of the currency, e.g. "1250000.00"');

export const ledgerLineView = z.object({
  account: z.enum(LEDGER_ACCOUNT_CODES),
  accnId: z.string().nullable(),
  currency: z.string(),
  docId: z.number().int().nullable(),
  docNo: z.string().nullable(),
  debit: amount.nullable(),
  credit: amount.nullable(),
});

export const ledgerJournalRow = z.object({
  journalId: z.number().int(),
  causeType: z.enum(LEDGER_CAUSES),
  causeId: z.string(),
  memo: z.string(),
  postedAt: timestamp,
  postedBy: z.string(),
  reversalOf: z.number().int().nullable(),
  /** The journal that reversed this one, if any. */
  reversedBy: z.number().int().nullable(),
  lines: z.array(ledgerLineView),
});
export const ledgerJournalList = datatableResponse(ledgerJournalRow);

export const ledgerBalanceRow = z.object({
  account: z.enum(LEDGER_ACCOUNT_CODES),
  normal: z.enum(['DEBIT', 'CREDIT']),
  accnId: z.string().nullable(),
  currency: z.string(),
  debit: amount,
  credit: amount,
  /** In the account's normal direction (a receivable's debit, a payable's credit) positive. */
  balance: amount,
});
export const ledgerBalances = z.object({ accnId: z.string().nullable(), balances: z.array(ledgerBalanceRow) });
