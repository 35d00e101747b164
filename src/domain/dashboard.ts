import type { CompanyService } from './company-services';
import { isPlatform, type Permission } from './permissions';
import { OPERATOR_ACCOUNT_TYPES, type AccountType } from './accounts';
import type { MoneyDocType } from './billing/documents';

/** Dashboard tab codes (spec §2.6). */
export const TAB_CODES = [
  'tracking',
  'truckingJobs',
  'billedJobs',
  'jobBilling',
  'verifiedJobs',
  'approvedJobs',
  'pendingPayments',
  'jobPayments',
  'taxSequence',
  'taxReport',
  'taxInvoices',
  'accountSuspension',
  'accountResumption',
  'documentVerifications',
  'driverAvailability',
  'rentals',
  'leaseApplications',
  'truckTracking',
  'vesselCalls',
] as const;
export type TabCode = (typeof TAB_CODES)[number];

/** Dashboard card types (spec §3). */
export type CardType =
  | 'TRUCKING_JOBS'
  | 'BILLED_JOBS'
  | 'APPROVALS'
  | 'DN_PAYMENTS'
  | 'PF_PAYMENTS'
  | 'SEQUENCE'
  | 'REPORTS'
  | 'INVOICES'
  | 'APPROVED_JOBS'
  | 'JOB_PAYMENTS'
  | 'ACCOUNTS'
  | 'DOCUMENTS'
  | 'RENTALS'
  | 'LEASES'
  | 'VESSEL_CALLS';

/**
 * The billing cards (issue 13): the caller's jobs per billing state, with their amounts per currency (`amounts`).
 * APPROVED_JOBS splits the approved jobs into unpaid (APP_BILL) and PAID (the caller's side's payment is paid).
 * The document verifications card counts the ACK_BILL jobs waiting for the platform beside the registrations' documents.
 */
export const BILLING_CARD_TABS: readonly TabCode[] = ['billedJobs', 'jobBilling', 'verifiedJobs', 'approvedJobs'];

/** The tax sequence card warns about an active range with under this percentage of its numbers left (issue 15). */
export const LOW_TAX_NUMBERS_PCT = 10;

/** Each tab's card: its type and the statistics (status codes) it counts. */
export const TAB_CARDS: Record<TabCode, { dbType: CardType; statistics: string[] }> = {
  tracking: { dbType: 'TRUCKING_JOBS', statistics: ['ONGOING', 'DLV'] },
  truckingJobs: { dbType: 'TRUCKING_JOBS', statistics: ['DRF', 'SUB', 'ACP', 'ASG', 'ONGOING', 'DLV'] },
  billedJobs: { dbType: 'BILLED_JOBS', statistics: ['BILLED', 'VER_BILL', 'REJ_BILL'] },
  jobBilling: { dbType: 'BILLED_JOBS', statistics: ['DLV', 'BILLED', 'REJ_BILL'] },
  verifiedJobs: { dbType: 'APPROVALS', statistics: ['VER_BILL', 'ACK_BILL'] },
  approvedJobs: { dbType: 'APPROVED_JOBS', statistics: ['APP_BILL', 'PAID'] },
  pendingPayments: { dbType: 'DN_PAYMENTS', statistics: ['NEW', 'PAYING'] },
  jobPayments: { dbType: 'JOB_PAYMENTS', statistics: ['NEW', 'PAYING', 'PAID'] },
  taxSequence: { dbType: 'SEQUENCE', statistics: ['LEFT', 'WAITING'] },
  taxReport: { dbType: 'REPORTS', statistics: ['A', 'D'] },
  taxInvoices: { dbType: 'INVOICES', statistics: ['NEW', 'EXPORTED', 'COMPLETED'] },
  accountSuspension: { dbType: 'ACCOUNTS', statistics: ['P', 'S'] },
  accountResumption: { dbType: 'ACCOUNTS', statistics: ['Q'] },
  documentVerifications: { dbType: 'DOCUMENTS', statistics: ['PENDING', 'RETURNED', 'ACK_BILL'] },
  driverAvailability: { dbType: 'TRUCKING_JOBS', statistics: ['RDY', 'ASG', 'UNRDY'] },
  // Issue 19: the open truck rentals (decision 0033) and lease applications (0037) by state, the caller's sides'.
  rentals: { dbType: 'RENTALS', statistics: ['REQ', 'QUO', 'ACC', 'ASG', 'ACT'] },
  leaseApplications: { dbType: 'LEASES', statistics: ['SUB', 'QUO', 'ACC', 'APP'] },
  truckTracking: { dbType: 'TRUCKING_JOBS', statistics: ['ONGOING'] },
  // A shipping line's and a ship agent's work (issue 18): its vessel call applications to finish (drafts, returned),
  // waiting for the port officer, and approved.
  vesselCalls: { dbType: 'VESSEL_CALLS', statistics: ['DRAFT', 'RETURNED', 'SUBMITTED', 'APPROVED'] },
};

/** Tabs with more than one card: the cards after TAB_CARDS' (pending payments: the fee invoices beside the notes). */
export const TAB_EXTRA_CARDS: Partial<Record<TabCode, ReadonlyArray<{ dbType: CardType; statistics: string[] }>>> = {
  pendingPayments: [{ dbType: 'PF_PAYMENTS', statistics: ['NEW', 'PAYING'] }],
};

/** Every card of a tab, the first one TAB_CARDS'. */
export const cardDefsOf = (tab: TabCode) => [TAB_CARDS[tab], ...(TAB_EXTRA_CARDS[tab] ?? [])];

/**
 * What the pending-payments cards count for the caller (issue 14, docs/decisions/0012): one document type on one side
 * of /payments, so each count is the length of the list its link opens. A cargo owner or forwarder: the debit notes
 * (DN_CO) and fee invoices (PF_CO) it owes; a truck operator: its debit notes to be paid out (DN_TO, side owed) and
 * the fee invoices it owes (PF_TO, netted off its payouts); the platform: what the customers owe (DN_CO, PF_CO).
 */
export function paymentCardDocuments(
  dbType: 'DN_PAYMENTS' | 'PF_PAYMENTS',
  accnType: string,
): { docType: MoneyDocType; side: 'owe' | 'owed' } {
  const operator = (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(accnType);
  if (dbType === 'DN_PAYMENTS') return operator ? { docType: 'DN_TO', side: 'owed' } : { docType: 'DN_CO', side: 'owe' };
  return { docType: operator ? 'PF_TO' : 'PF_CO', side: 'owe' };
}

const FINANCE_ROLES = ['FINANCE_APPROVER', 'FF_FINANCE', 'SL_FINANCE', 'FINANCE_ADMIN', 'FINANCE_HEAD'];

/**
 * The platform's tabs: its administrators see those of spec §2.6 (`admin`); another platform user those whose work its
 * permissions allow (a port clearance officer reviews vessel calls; it has no use for tax numbers).
 */
const PLATFORM_TABS: ReadonlyArray<{ tab: TabCode; needs: readonly Permission[]; admin?: true }> = [
  { tab: 'taxSequence', needs: ['tax.read'], admin: true },
  { tab: 'taxReport', needs: ['tax.read'], admin: true },
  { tab: 'taxInvoices', needs: ['tax.read'], admin: true },
  { tab: 'accountSuspension', needs: ['accounts.lifecycle'], admin: true },
  { tab: 'accountResumption', needs: ['accounts.lifecycle'], admin: true },
  { tab: 'documentVerifications', needs: ['onboarding.review', 'billing.approve'], admin: true },
  { tab: 'vesselCalls', needs: ['vessel.review'] },
];

/** The tabs a user sees on the workbench (issue: sign-in and shell). */
export function tabsFor(
  user: { accnType: string; authorities: readonly string[]; permissions: readonly string[] },
  services: readonly CompanyService[] = [],
): TabCode[] {
  const type = user.accnType as AccountType;
  const finance = user.authorities.some((a) => FINANCE_ROLES.includes(a));
  switch (type) {
    case 'ACC_TYPE_CO':
    case 'ACC_TYPE_FF_CO':
    case 'ACC_TYPE_FF':
      return finance
        ? ['truckingJobs', 'billedJobs', 'approvedJobs', 'pendingPayments', 'jobPayments']
        : ['truckingJobs', 'billedJobs', 'verifiedJobs', 'rentals'];
    case 'ACC_TYPE_TO':
    case 'ACC_TYPE_TO_WJ':
      return finance
        ? ['truckingJobs', 'jobBilling', 'pendingPayments', 'jobPayments']
        : ['truckingJobs', 'driverAvailability', 'jobBilling', 'rentals', 'leaseApplications'];
    case 'ACC_TYPE_SL':
      // A shipping line is party to no trucking job: its work is its vessel calls.
      return ['vesselCalls'];
    case 'ACC_TYPE_SP':
      // A service provider: a leasing provider decides lease applications (decision 0037); a ship agent files vessel
      // calls for its lines. Neither is party to a trucking job.
      return services.includes('LEASING') ? ['leaseApplications'] : ['vesselCalls'];
    case 'ACC_TYPE_GLI':
      // GLI's finance also runs the tax back office (issue 15): its three cards, also on the tax dashboard.
      return finance
        ? ['approvedJobs', 'pendingPayments', 'jobPayments', 'taxSequence', 'taxReport', 'taxInvoices']
        : ['approvedJobs', 'pendingPayments', 'jobPayments'];
    case 'ACC_TYPE_FINANCE':
      return ['approvedJobs', 'pendingPayments', 'jobPayments'];
    case 'SP_OP_ADMIN':
      return PLATFORM_TABS.filter((t) => (isPlatform(user) ? t.admin : t.needs.some((p) => user.permissions.includes(p)))).map(
        (t) => t.tab,
      );
    default:
      return ['truckingJobs'];
  }
}
