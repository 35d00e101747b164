import { actionsOf, type Actor, type UserVerbOf, type Workflow } from '../workflow';

/**
 * Paying out (issue 14): the operators' bank accounts and the payouts of their debit notes (DN_TO). The rules both
 * sides use; the decisions: docs/decisions/0010-payouts.md.
 */

/** Indonesian bank codes (the clearing codes of Bank Indonesia's SKN/RTGS list), the banks a payout can go to. */
export const BANK_CODES = {
  '002': 'BRI (Bank Rakyat Indonesia)',
  '008': 'Bank Mandiri',
  '009': 'BNI (Bank Negara Indonesia)',
  '011': 'Bank Danamon',
  '013': 'Bank Permata',
  '014': 'BCA (Bank Central Asia)',
  '016': 'Maybank Indonesia',
  '019': 'Panin Bank',
  '022': 'CIMB Niaga',
  '023': 'Bank UOB Indonesia',
  '028': 'Bank OCBC NISP',
  '110': 'Bank BJB',
  '111': 'Bank DKI',
  '200': 'BTN (Bank Tabungan Negara)',
  '213': 'Bank BTPN',
  '426': 'Bank Mega',
  '441': 'Bank KB Bukopin',
  '451': 'BSI (Bank Syariah Indonesia)',
  '485': 'Bank MNC',
  '535': 'SeaBank Indonesia',
  '542': 'Bank Jago',
} as const satisfies Record<string, string>;
export type BankCode = keyof typeof BANK_CODES;
export const BANK_CODE_LIST = Object.keys(BANK_CODES) as BankCode[];
export const bankName = (code: string): string => (BANK_CODES as Record<string, string>)[code] ?? code;

/** A bank account's states: proposed by the maker (PENDING), decided by the checker; a changed one is REPLACED. */
export const BANK_ACCOUNT_STATES = ['PENDING', 'VERIFIED', 'REJECTED', 'REPLACED'] as const;
export type BankAccountState = (typeof BANK_ACCOUNT_STATES)[number];

export type BankAccountVerb = 'approve' | 'reject' | 'change' | 'replace';

/**
 * A bank account's workflow: the maker (bankaccounts.manage) proposes it PENDING or proposes a change of a verified one
 * (a new PENDING account); the checker (bankaccounts.approve) approves or rejects it with a reason, never its proposer.
 * Approving a change replaces the account it changes (REPLACED). Only the platform and GLI act (`seesAllPayouts`).
 */
export const BANK_ACCOUNT_WORKFLOW = {
  entity: 'bank_account',
  states: BANK_ACCOUNT_STATES,
  verbs: {
    approve: { from: ['PENDING'], to: 'VERIFIED', permission: 'bankaccounts.approve', notBy: ['proposedBy'] },
    reject: { from: ['PENDING'], to: 'REJECTED', permission: 'bankaccounts.approve', notBy: ['proposedBy'], reason: true },
    /** A change leaves this account VERIFIED until the new one is approved. */
    change: { from: ['VERIFIED'], to: 'VERIFIED', permission: 'bankaccounts.manage' },
    replace: { from: ['VERIFIED'], to: 'REPLACED', system: true },
  },
} as const satisfies Workflow<BankAccountState, BankAccountVerb>;

/** The verbs the user may use on a bank account now (its `actions`). */
export const bankAccountActionsOf = (row: { state: string; proposedBy: string | null }, user: Actor) =>
  actionsOf(
    BANK_ACCOUNT_WORKFLOW as Workflow<BankAccountState, BankAccountVerb>,
    {
      state: row.state,
      makers: { proposedBy: row.proposedBy },
    },
    user,
  ) as UserVerbOf<typeof BANK_ACCOUNT_WORKFLOW>[];

/** The holder name compared with the bank's answer: case, spaces and punctuation do not count. */
export const holderNameKey = (name: string): string =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
export const sameHolderName = (a: string, b: string): boolean => holderNameKey(a) === holderNameKey(b);

/** Payout states (spec §4 payment state): NEW -> VER -> APP -> PAYING (at the bank) -> PAID; a failure goes back to NEW. */
export const PAYOUT_STATES = ['NEW', 'VER', 'APP', 'PAYING', 'PAID'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export type PayoutVerb = 'verify' | 'approve' | 'send' | 'settle' | 'fail';

/**
 * A payout's workflow: the finance admin (payouts.verify) verifies a NEW one and names the account; the finance head
 * (payouts.approve) approves a verified one, never its verifier, and it is sent at once (PAYING), then PAID, or back to
 * NEW when the bank refuses a transfer. Only the platform and GLI act; a suspended operator's payout is held (no approve).
 */
export const PAYOUT_WORKFLOW = {
  entity: 'payout',
  states: PAYOUT_STATES,
  verbs: {
    verify: { from: ['NEW'], to: 'VER', permission: 'payouts.verify' },
    approve: { from: ['VER'], to: 'APP', permission: 'payouts.approve', notBy: ['verifiedBy'] },
    send: { from: ['APP'], to: 'PAYING', system: true },
    settle: { from: ['APP', 'PAYING'], to: 'PAID', system: true },
    fail: { from: ['APP', 'PAYING'], to: 'NEW', system: true },
  },
} as const satisfies Workflow<PayoutState, PayoutVerb>;

/** The verbs the user may use on a payout now (its `actions`): a held payout is not approved. */
export const payoutActionsOf = (row: { status: string; verifiedBy: string | null }, held: boolean, user: Actor) =>
  actionsOf(
    PAYOUT_WORKFLOW as Workflow<PayoutState, PayoutVerb>,
    {
      state: row.status,
      makers: { verifiedBy: row.verifiedBy },
    },
    user,
  ).filter((verb) => verb !== 'approve' || !held) as UserVerbOf<typeof PAYOUT_WORKFLOW>[];

/** How often an operator is paid, from the contract (spec §9 billing/payment frequency). */
export const PAYOUT_FREQUENCIES = ['IMMEDIATE', 'WEEKLY', 'MONTHLY'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];

/** The financing types under which the operator is paid at its terms whatever the creator paid (all but non-financing). */
export const FINANCED_TYPES = ['CO_OPM', 'TO_OPM', 'BSF'] as const;

/** The most one transfer may carry: Rp250,000,000 (minor units); a larger payout is split. */
export const MAX_TRANSFER_MINOR = 25_000_000_000n;

/** A payout's amount cut into transfers of at most `max` each: full transfers first, the rest last. */
export function splitTransfers(amount: bigint, max: bigint = MAX_TRANSFER_MINOR): bigint[] {
  if (amount <= 0n) return [];
  const out: bigint[] = [];
  let left = amount;
  while (left > max) {
    out.push(max);
    left -= max;
  }
  out.push(left);
  return out;
}

/** The first day of the period a payout of this frequency collects into (ISO week from Monday; calendar month). */
export function periodStart(frequency: PayoutFrequency, day: string): string {
  if (frequency === 'MONTHLY') return `${day.slice(0, 7)}-01`;
  if (frequency === 'WEEKLY') {
    const d = new Date(`${day}T00:00:00Z`);
    const back = (d.getUTCDay() + 6) % 7;
    d.setUTCDate(d.getUTCDate() - back);
    return d.toISOString().slice(0, 10);
  }
  return day;
}

/** The actions a payout row offers a user (the server answers them; the web shows them). */
export type PayoutAction = UserVerbOf<typeof PAYOUT_WORKFLOW>;

/** Why a payout cannot go on: the operator is suspended (held). */
export const HELD_STATUSES = ['S', 'Q'] as const;
export const isHeldStatus = (accnStatus: string): boolean => (HELD_STATUSES as readonly string[]).includes(accnStatus);
