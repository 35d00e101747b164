import type { Permission } from '../permissions';

/**
 * The billing half of the job state machine (issue 13). These verbs live in the ONE job workflow table
 * (`JOB_WORKFLOW` in src/domain/jobs/job-actions.ts spreads them in); they are declared here, without importing
 * the job workflow, so the billing domain can name them.
 *
 * | verb            | who                                               | from -> to              |
 * | bill            | truck operator (operations or administrator)      | DLV, REJ_BILL -> BILLED |
 * | verifyBill      | the creator's officer                             | BILLED -> VER_BILL      |
 * | acknowledgeBill | the creator's finance approver (FINANCE_APPROVER) | VER_BILL -> ACK_BILL    |
 * | approveBill     | platform level-1 support (every document verified)| ACK_BILL -> APP_BILL    |
 * | rejectBill      | the creator, with a reason                        | BILLED, VER_BILL -> REJ_BILL |
 * | rejectApproval  | the platform, with a reason                       | ACK_BILL -> REJ_BILL    |
 */
export const BILL_STATES = ['BILLED', 'VER_BILL', 'ACK_BILL', 'APP_BILL', 'REJ_BILL'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** The permissions of the billing verbs (role defaults in src/domain/permissions.ts). */
export const BILLING_PERMISSION = {
  bill: 'jobs.operate',
  verify: 'jobs.create',
  acknowledge: 'billing.acknowledge',
  review: 'billing.review',
  approve: 'billing.approve',
} as const satisfies Record<string, Permission>;

export const BILLING_ACTIONS = {
  // TRM: a terminated job is billed the amount its approved termination agreed (issue 19, decision 0035).
  bill: { side: 'operator', permission: BILLING_PERMISSION.bill, from: ['DLV', 'REJ_BILL', 'TRM'], to: 'BILLED' },
  verifyBill: { side: 'creator', permission: BILLING_PERMISSION.verify, from: ['BILLED'], to: 'VER_BILL' },
  acknowledgeBill: { side: 'creator', permission: BILLING_PERMISSION.acknowledge, from: ['VER_BILL'], to: 'ACK_BILL' },
  approveBill: { side: 'platform', permission: BILLING_PERMISSION.approve, from: ['ACK_BILL'], to: 'APP_BILL' },
  rejectBill: {
    side: 'creator',
    permission: BILLING_PERMISSION.review,
    from: ['BILLED', 'VER_BILL'],
    to: 'REJ_BILL',
    reason: true,
  },
  rejectApproval: { side: 'platform', permission: BILLING_PERMISSION.approve, from: ['ACK_BILL'], to: 'REJ_BILL', reason: true },
} as const;

export type BillingVerb = keyof typeof BILLING_ACTIONS;

/** The job states that have a billing section: those a job is billed from (delivered, terminated) and every bill state. */
export const BILLING_SECTION_STATES: readonly string[] = [...new Set<string>([...BILLING_ACTIONS.bill.from, ...BILL_STATES])];
export const BILLING_VERBS = Object.keys(BILLING_ACTIONS) as BillingVerb[];

/** The path of each billing verb under `/billing/jobs/{jobId}/`. */
export const VERB_PATHS: Record<BillingVerb, string> = {
  bill: 'bill',
  verifyBill: 'verify',
  acknowledgeBill: 'acknowledge',
  approveBill: 'approve',
  rejectBill: 'reject',
  rejectApproval: 'reject-approval',
};

/** The verbs many jobs can take at once (bulk), each job its own conditional update. */
export const BULK_BILLING_VERBS = ['verifyBill', 'acknowledgeBill'] as const satisfies readonly BillingVerb[];

/** States in which a job has a bill (its current version). */
export const BILLED_STATES: readonly string[] = BILL_STATES;

/** The finance dashboard's tabs (§2.6) and the operator's billing tab: which job states each lists. */
export const BILLING_TABS = {
  /** The operator's: delivered jobs waiting for a bill, billed ones, rejected ones. */
  jobBilling: ['DLV', 'BILLED', 'VER_BILL', 'ACK_BILL', 'REJ_BILL', 'TRM'],
  billed: ['BILLED'],
  verified: ['VER_BILL', 'ACK_BILL'],
  approved: ['APP_BILL'],
  rejected: ['REJ_BILL'],
  /** The platform's document verification queue. */
  docVerification: ['ACK_BILL'],
} as const satisfies Record<string, readonly string[]>;
export type BillingTab = keyof typeof BILLING_TABS;

/** Document verification states (spec §4): not verified, pending return (with a remark), verified. */
export const DOC_VERIFY_STATES = ['NOT_VERIFIED', 'PENDING_RETURN', 'VERIFIED'] as const;
export type DocVerifyState = (typeof DOC_VERIFY_STATES)[number];

/** What a job document under verification is: a proof of delivery, a reimbursement receipt, the operator's invoice. */
export const DOC_KINDS = ['POD', 'RECEIPT', 'INVOICE'] as const;
export type DocKind = (typeof DOC_KINDS)[number];
