import type { RoleCode } from './roles';

/**
 * What a role may do. One table for both sides: the server authorises API calls with it and
 * builds the menu from it; the web app hides what the server would refuse.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'password.changeOwn',
  'analytics.view',
  'analytics.admin',
  'accounts.list',
  'sysparam.manage',
  'outbox.read',
  'whitelabel.manage',
  'user.unlock',
  'announcement.manage',
  'master.manage',
  'fleet.manage',
  'logs.read',
  'location.manage',
  'users.manage',
  'authorisations.read',
  'authorisations.manage',
  'accounts.lifecycle',
  'onboarding.review',
  'contracts.read',
  'contracts.request',
  'contracts.approve',
  'rates.read',
  'rates.manage',
  'rates.verify',
  'rates.approve',
  'jobs.read',
  'jobs.create',
  'jobs.operate',
  'jobs.readAll',
  'accounts.profile',
  'accounts.profileAll',
  'documents.manage',
  'documents.manageAll',
  // Billing (issue 13): the creator's finance approver acknowledges; the creator's officers and finance approvers
  // may reject a bill; platform level-1 support verifies the documents and approves (or rejects at approval).
  'billing.acknowledge',
  'billing.review',
  'billing.approve',
  // The ledger (issue 14): the platform's finance reads journals and balances.
  'ledger.read',
  // Payments (issue 14): everyone reads its company's documents and payments (the platform all); a company's
  // finance and administrators pay them.
  'payments.read',
  'payments.pay',
  // The platform's payment desk (issue 14): finance admin records a manual payment (maker), finance head verifies it
  // (checker); both open static VAs and review held notifications.
  'payments.record',
  'payments.verify',
  // Paying out (issue 14): bank accounts (platform finance proposes, a second person approves; the operator's
  // administrator reads its own) and payouts (finance admin verifies, finance head approves; the operator reads its own).
  'bankaccounts.read',
  'bankaccounts.manage',
  'bankaccounts.approve',
  'payouts.read',
  'payouts.verify',
  'payouts.approve',
  // Credit limits (issue 14): the platform's operator admin and GLI's finance admin request a company's limit, GLI's
  // finance head or the super admin approve it (maker-checker); a company's finance and admin users read its line.
  'credit.request',
  'credit.approve',
  'credit.read',
  // Tax-invoice numbers (issue 15): GLI's finance registers the NSFP ranges, deletes waiting ones, voids numbers and
  // reads them all; the super admin reads them.
  'tax.read',
  'tax.manage',
  // AR report and Sage 300 exports (issue 15, part 3): the platform's and GLI's finance.
  'reports.ar',
  'sage.export',
  // Tracking alerts (issue 16): a truck operator's administrator keeps the alert rules.
  'alerts.manage',
  // Webhooks (issue 17, decision 0024): a company's administrator keeps its endpoints and replays its deliveries; the
  // platform's administrators read every company's (read-only).
  'webhooks.manage',
  'webhooks.readAll',
  // Background reports (issue 17): the catalogue's reports, each also limited to its roles and company types.
  'reports.run',
  // Vessel calls (issue 18): a shipping line or its associated agent files applications and keeps crew lists; a line
  // associates its agents; the platform's port-clearance officer reviews the applications.
  'vessel.file',
  'vessel.associate',
  'vessel.review',
  // Order termination (issue 19): the platform's operator admin and super admin approve or reject a request.
  'terminations.decide',
  // Guides and public pages (issue 18): the platform edits the FAQ, answers and closes the enquiries.
  'faq.manage',
  'enquiries.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: Permission[] = [
  'dashboard.view',
  'payments.read',
  'password.changeOwn',
  'accounts.list',
  'location.manage',
  'contracts.read',
  'rates.read',
  'jobs.read',
];
/**
 * Every role but level-1 support (read-only, plus document verification and the contract and rate drafts it is
 * given below): upload and delete the own company's documents.
 */
const COMPANY_USER: Permission[] = [...EVERYONE, 'documents.manage', 'vessel.file'];
/** A company administrator changes its own company's contact and address (a shipping line's: associates its agents). */
const COMPANY_ADMIN: Permission[] = ['accounts.profile', 'credit.read', 'webhooks.manage', 'vessel.associate'];
/** A company's finance users read its credit line (limit, reserved, used, available). */
const COMPANY_FINANCE: Permission[] = ['credit.read'];
/** Jobs: cargo owners and forwarders create, truck operators operate (the server also checks the company's side). */
const JOB_CREATOR: Permission[] = ['jobs.create', 'billing.review'];
const JOB_OPERATOR: Permission[] = ['jobs.operate'];
/** Every company's jobs: the platform and GLI (tax administration) read them all (the server also checks the company type). */
const JOBS_ALL: Permission[] = ['jobs.readAll'];
/** Background reports (issue 17): who may run some report of the catalogue (src/domain/reports/reports.ts). */
const REPORTS: Permission[] = ['reports.run'];
const PLATFORM_ADMIN: Permission[] = [
  ...COMPANY_USER,
  'accounts.profileAll',
  'documents.manageAll',
  'analytics.admin',
  'sysparam.manage',
  'outbox.read',
  'whitelabel.manage',
  'user.unlock',
  'announcement.manage',
  'master.manage',
  'logs.read',
  'users.manage',
  'authorisations.read',
  'accounts.lifecycle',
  'onboarding.review',
  'contracts.request',
  'rates.manage',
  'rates.verify',
  ...JOBS_ALL,
  'credit.request',
  'credit.read',
  'webhooks.readAll',
  'faq.manage',
  'enquiries.manage',
];

/** Payouts and bank accounts: who reads them, who proposes and verifies (maker), who approves (checker). */
const PAYOUT_READ: Permission[] = ['bankaccounts.read', 'payouts.read'];
const PAYOUT_MAKER: Permission[] = [...PAYOUT_READ, 'bankaccounts.manage', 'payouts.verify'];
const PAYOUT_CHECKER: Permission[] = [...PAYOUT_READ, 'bankaccounts.approve', 'payouts.approve'];
/** Tax-invoice number ranges (issue 15): GLI's finance admin and head (the company types exclude everyone else). */
const TAX_WORK: Permission[] = ['tax.read', 'tax.manage'];
/** The AR report and the Sage 300 exports (issue 15): the platform's and GLI's finance admin and head. */
const FINANCE_EXPORT_WORK: Permission[] = ['reports.ar', 'sage.export'];

export const ROLE_PERMISSIONS: Record<RoleCode, Permission[]> = {
  SYS_SUPER_ADMIN: [
    ...PLATFORM_ADMIN,
    'analytics.view',
    'authorisations.manage',
    'contracts.approve',
    'rates.approve',
    'ledger.read',
    'payments.verify',
    ...PAYOUT_READ,
    'credit.approve',
    'tax.read',
    ...REPORTS,
    'terminations.decide',
  ],
  SP_OP_ADMIN: [...PLATFORM_ADMIN, 'payments.record', ...PAYOUT_MAKER, ...REPORTS, 'terminations.decide'],
  ADMIN: [...COMPANY_USER, ...COMPANY_FINANCE, 'analytics.admin', 'authorisations.read'],
  FINANCE_APPROVER: [...COMPANY_USER, ...COMPANY_FINANCE, 'billing.acknowledge', 'billing.review', 'payments.pay', ...REPORTS],
  SP_L1: [...EVERYONE, ...JOBS_ALL, 'onboarding.review', 'contracts.request', 'rates.manage', 'rates.verify', 'billing.approve'],
  OPS_ADMIN_OFFICER: [...COMPANY_USER, ...JOB_CREATOR, ...JOB_OPERATOR, ...REPORTS],
  OFFICER: [...COMPANY_USER, ...JOB_CREATOR, ...REPORTS],
  FF_FINANCE: [...COMPANY_USER, ...COMPANY_FINANCE, 'payments.pay'],
  SL_FINANCE: [...COMPANY_USER, ...COMPANY_FINANCE, 'payments.pay'],
  SL_DOC_VERIFIER: COMPANY_USER,
  ACCN_ADMIN: [
    ...COMPANY_USER,
    ...COMPANY_ADMIN,
    ...JOB_CREATOR,
    ...JOB_OPERATOR,
    'user.unlock',
    'fleet.manage',
    'alerts.manage',
    'users.manage',
    'rates.manage',
    'payments.pay',
    ...PAYOUT_READ,
    ...REPORTS,
  ],
  FF_ADMIN: [...COMPANY_USER, ...COMPANY_ADMIN, ...JOB_CREATOR, 'user.unlock', 'users.manage', 'payments.pay', ...REPORTS],
  FFCO_ADMIN: [...COMPANY_USER, ...COMPANY_ADMIN, ...JOB_CREATOR, 'user.unlock', 'users.manage', 'payments.pay', ...REPORTS],
  TO_OPERATION: [...COMPANY_USER, ...JOB_OPERATOR, 'fleet.manage', 'rates.manage', ...REPORTS],
  FINANCE_ADMIN: [
    ...COMPANY_USER,
    ...JOBS_ALL,
    ...COMPANY_FINANCE,
    'ledger.read',
    'payments.record',
    ...PAYOUT_MAKER,
    'credit.request',
    ...TAX_WORK,
    ...FINANCE_EXPORT_WORK,
    ...REPORTS,
  ],
  FINANCE_HEAD: [
    ...COMPANY_USER,
    ...JOBS_ALL,
    ...COMPANY_FINANCE,
    'contracts.approve',
    'rates.approve',
    'ledger.read',
    'payments.verify',
    ...PAYOUT_CHECKER,
    'credit.approve',
    ...TAX_WORK,
    ...FINANCE_EXPORT_WORK,
    ...REPORTS,
  ],
  SP_OPS_ADMIN: COMPANY_USER,
  COMMERCIAL: COMPANY_USER,
  BUSINESS_HEAD: COMPANY_USER,
  OP_ADMIN_NO_JOB: COMPANY_USER,
  // Issue 18: the platform's port-clearance officer approves, rejects or returns vessel call applications. It
  // finds the filing company (accounts.list) and works no trucking job, payment, contract or rate (decision 0042).
  PC_OFFICER: ['dashboard.view', 'password.changeOwn', 'accounts.list', 'vessel.review'],
};

export function permissionsOf(authorities: readonly string[]): Set<Permission> {
  const out = new Set<Permission>();
  for (const role of authorities) for (const p of ROLE_PERMISSIONS[role as RoleCode] ?? []) out.add(p);
  return out;
}

/**
 * The defaults above seed the `role_permission_sets` table; the super admin edits it there and the
 * server decides with it. `can` answers from a user's effective permissions (sent with the session
 * user) or, given role codes, from the defaults.
 */
export function can(held: readonly string[], permission: Permission): boolean {
  return held.includes(permission) || permissionsOf(held).has(permission);
}

// ---------------------------------------------------------------------------------------------------
// The platform, and what a company type may ever do (issue 12)
// ---------------------------------------------------------------------------------------------------

/** The platform operator's own company type (Lintas). */
export const PLATFORM_ACCOUNT_TYPE = 'SP_OP_ADMIN';
/** Platform roles: they see every company's records (level-1 support reads only). */
export const PLATFORM_ROLES: readonly string[] = ['SYS_SUPER_ADMIN', 'SP_OP_ADMIN', 'SP_L1'];
/** The one test for "a platform user" on both sides (the server's principal, the web's session user). */
export const isPlatform = (user: { authorities: readonly string[] }): boolean =>
  user.authorities.some((a) => PLATFORM_ROLES.includes(a));

/** The cargo side's work: making jobs. */
const CARGO_WORK: Permission[] = ['jobs.create', 'billing.acknowledge', 'billing.review'];
/** The truck operator's work: running jobs, its fleet, its rate tables. */
const TRUCKING_WORK: Permission[] = ['jobs.operate', 'fleet.manage', 'rates.manage', 'alerts.manage'];
/** Every company's jobs are for the platform and GLI (tax administration) alone. */
const ALL_JOBS: Permission[] = ['jobs.readAll', 'billing.approve'];
/** The platform's books: its own finance alone (GLI's finance roles too are refused them). */
const PLATFORM_BOOKS: Permission[] = ['ledger.read'];
/** Paying the platform's documents is a company's: the platform and GLI bill, they do not pay (issue 14). */
const PAYING: Permission[] = ['payments.pay'];
/** The payment desk is the platform's and GLI's alone. */
const PAYMENT_DESK: Permission[] = ['payments.record', 'payments.verify'];
/** The payouts' maker-checker work: the platform's and GLI's finance alone. */
const PAYOUT_WORK: Permission[] = ['bankaccounts.manage', 'bankaccounts.approve', 'payouts.verify', 'payouts.approve'];
/** Reading payouts and bank accounts: the platform, GLI and the truck operators (their own). */
const PAYOUT_VIEW: Permission[] = ['bankaccounts.read', 'payouts.read'];
/** Setting companies' credit limits: the platform and GLI alone (a company reads its own line with `credit.read`). */
const CREDIT_LIMITS: Permission[] = ['credit.request', 'credit.approve'];

/** What only the platform and GLI do: every company's jobs, the books, payouts, the payment desk, credit limits. */
const PLATFORM_ONLY: Permission[] = [
  ...ALL_JOBS,
  ...PLATFORM_BOOKS,
  ...PAYOUT_WORK,
  ...PAYMENT_DESK,
  ...CREDIT_LIMITS,
  'webhooks.readAll',
  'terminations.decide',
];
/** Managing tax-invoice numbers is GLI's alone (the platform's super admin reads them). */
const TAX_MANAGE: Permission[] = ['tax.manage'];
/** Tax-invoice numbers are GLI's and the platform's alone. */
const TAX_NUMBERS: Permission[] = ['tax.read', ...TAX_MANAGE];
/** The AR report and the Sage exports are the platform's and GLI's alone. */
const FINANCE_EXPORTS: Permission[] = ['reports.ar', 'sage.export'];
/** No report of the catalogue is over a shipping line's, a service provider's or a finance company's data (yet). */
const NO_REPORTS: Permission[] = ['reports.run'];

/** Vessel calls (issue 18): lines and their agents (service providers) file; lines associate agents; the platform reviews. */
const VESSEL_FILING: Permission[] = ['vessel.file'];
const VESSEL_AGENTS: Permission[] = ['vessel.associate'];
const VESSEL_REVIEW: Permission[] = ['vessel.review'];
const NO_VESSELS: Permission[] = [...VESSEL_FILING, ...VESSEL_AGENTS, ...VESSEL_REVIEW];

/**
 * The trucking trade's contracts, rate tables, credit lines and payments: a shipping line and a service provider are
 * party to no job, rental or document, so their lists would always be empty (a finance company reads payments).
 */
const NO_TRUCKING_TRADE: Permission[] = ['contracts.read', 'rates.read', 'credit.read', 'payments.read'];

/**
 * Permissions a company type never has, whatever the roles of its users (role_permission_sets): a cargo owner's
 * administrator does not assign jobs or keep a fleet, a truck operator's does not make jobs, a shipping line does
 * neither. The server takes them out of the principal's permissions, so the menu, the web and the API agree.
 */
/** What a company on neither side of a job (shipping line, service provider, finance company) never has. */
const NEITHER_SIDE: Permission[] = [
  ...CARGO_WORK,
  ...TRUCKING_WORK,
  ...PLATFORM_ONLY,
  ...PAYOUT_VIEW,
  ...TAX_NUMBERS,
  ...FINANCE_EXPORTS,
  ...NO_REPORTS,
];

export const COMPANY_TYPE_EXCLUDES: Readonly<Record<string, readonly Permission[]>> = {
  ACC_TYPE_CO: [...TRUCKING_WORK, ...PLATFORM_ONLY, ...PAYOUT_VIEW, ...TAX_NUMBERS, ...FINANCE_EXPORTS, ...NO_VESSELS],
  ACC_TYPE_FF: [...TRUCKING_WORK, ...PLATFORM_ONLY, ...PAYOUT_VIEW, ...TAX_NUMBERS, ...FINANCE_EXPORTS, ...NO_VESSELS],
  ACC_TYPE_FF_CO: [...TRUCKING_WORK, ...PLATFORM_ONLY, ...PAYOUT_VIEW, ...TAX_NUMBERS, ...FINANCE_EXPORTS, ...NO_VESSELS],
  ACC_TYPE_TO: [...CARGO_WORK, ...PLATFORM_ONLY, ...TAX_NUMBERS, ...FINANCE_EXPORTS, ...NO_VESSELS],
  ACC_TYPE_TO_WJ: [...CARGO_WORK, ...PLATFORM_ONLY, ...TAX_NUMBERS, ...FINANCE_EXPORTS, ...NO_VESSELS],
  ACC_TYPE_SL: [...NEITHER_SIDE, ...NO_TRUCKING_TRADE, ...VESSEL_REVIEW],
  ACC_TYPE_SP: [...NEITHER_SIDE, ...NO_TRUCKING_TRADE, ...VESSEL_AGENTS, ...VESSEL_REVIEW],
  ACC_TYPE_FINANCE: [...NEITHER_SIDE, ...NO_VESSELS],
  ACC_TYPE_GLI: [...CARGO_WORK, ...TRUCKING_WORK, ...PLATFORM_BOOKS, ...PAYING, 'webhooks.readAll', ...NO_VESSELS],
  // The platform reads every company's webhooks; it has no endpoints of its own. A company's analytics (issue 17) is
  // for companies: the platform has its own (analytics.view).
  SP_OP_ADMIN: [...PAYING, ...TAX_MANAGE, 'webhooks.manage', 'analytics.admin', ...VESSEL_FILING, ...VESSEL_AGENTS],
};

/** The permissions a user of this company type holds: those of the roles the company type may have. */
export function permissionsForCompany(accnType: string, fromRoles: readonly string[]): string[] {
  const excluded = COMPANY_TYPE_EXCLUDES[accnType] ?? [];
  return fromRoles.filter((p) => !excluded.includes(p as Permission));
}

/** Routes that need a role code (spec §6); everything else needs only a signed-in user. */
export const ROUTE_ROLES: Record<string, RoleCode> = {
  '/dashboard/analytics': 'SYS_SUPER_ADMIN',
  '/dashboard/analytics-2': 'ADMIN',
  '/dashboard/inventory-management': 'ADMIN',
};
