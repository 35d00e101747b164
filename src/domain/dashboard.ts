import type { AccountType } from './accounts';

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
  | 'DOCUMENTS';

/**
 * The billing cards (issue 13): the caller's jobs per billing state, with their amounts per currency (`amounts`).
 * APPROVED_JOBS splits the approved jobs into unpaid (APP_BILL) and PAID (the caller's side's payment is paid).
 * The document verifications card counts the ACK_BILL jobs waiting for the platform beside the registrations' documents.
 */
export const BILLING_CARD_TABS: readonly TabCode[] = ['billedJobs', 'jobBilling', 'verifiedJobs', 'approvedJobs'];

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
  taxSequence: { dbType: 'SEQUENCE', statistics: ['A', 'I'] },
  taxReport: { dbType: 'REPORTS', statistics: ['ACTIVE'] },
  taxInvoices: { dbType: 'INVOICES', statistics: ['NEW', 'EXPORTED'] },
  accountSuspension: { dbType: 'ACCOUNTS', statistics: ['P', 'S'] },
  accountResumption: { dbType: 'ACCOUNTS', statistics: ['Q'] },
  documentVerifications: { dbType: 'DOCUMENTS', statistics: ['PENDING', 'RETURNED', 'ACK_BILL'] },
  driverAvailability: { dbType: 'TRUCKING_JOBS', statistics: ['RDY', 'ASG', 'UNRDY'] },
  rentals: { dbType: 'TRUCKING_JOBS', statistics: ['NEW', 'APP'] },
  leaseApplications: { dbType: 'TRUCKING_JOBS', statistics: ['NEW', 'APP'] },
  truckTracking: { dbType: 'TRUCKING_JOBS', statistics: ['ONGOING'] },
};

const FINANCE_ROLES = ['FINANCE_APPROVER', 'FF_FINANCE', 'SL_FINANCE', 'FINANCE_ADMIN', 'FINANCE_HEAD'];

/** The tabs a user sees on the workbench (issue: sign-in and shell). */
export function tabsFor(user: { accnType: string; authorities: readonly string[] }): TabCode[] {
  const type = user.accnType as AccountType;
  const finance = user.authorities.some((a) => FINANCE_ROLES.includes(a));
  switch (type) {
    case 'ACC_TYPE_CO':
    case 'ACC_TYPE_FF_CO':
    case 'ACC_TYPE_FF':
      return finance
        ? ['truckingJobs', 'billedJobs', 'approvedJobs', 'jobPayments']
        : ['truckingJobs', 'billedJobs', 'verifiedJobs'];
    case 'ACC_TYPE_TO':
    case 'ACC_TYPE_TO_WJ':
      return finance ? ['truckingJobs', 'jobBilling', 'jobPayments'] : ['truckingJobs', 'driverAvailability', 'jobBilling'];
    case 'ACC_TYPE_GLI':
    case 'ACC_TYPE_FINANCE':
      return ['approvedJobs', 'jobPayments'];
    case 'SP_OP_ADMIN':
      return ['taxSequence', 'taxReport', 'taxInvoices', 'accountSuspension', 'accountResumption', 'documentVerifications'];
    default:
      return ['truckingJobs'];
  }
}
