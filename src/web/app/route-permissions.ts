import type { Params } from '../lib/router';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { PLATFORM_ACCOUNT_TYPE, can, isPlatform, type Permission } from '../../domain/permissions';
import { RESOURCE_ROUTES, type ResourceRoute } from '../../domain/resources/route-table';
import { detailRoutePattern } from '../resources/resource-routes';
import { BILLING_ROUTES } from '../billing';
import { PAYOUT_ROUTES } from '../payouts';
import { CONTRACT_ROUTE_PATHS as CONTRACTS } from '../contracts/contract-paths';
import { APPROVAL_LINK_PATTERN } from '../billing/billing-api';
import { PATHS } from '../lib/paths';
import { PAYMENTS_ROUTES } from '../payments';
import { CREDIT_ROUTES } from '../credit/credit-api';
import { TAX_ROUTES } from '../tax/tax-api';
import { SAGE_ROUTES } from '../sage/sage-api';
import { WEBHOOK_ROUTES } from '../webhooks/webhooks-api';
import { REPORT_ROUTES } from '../reports/reports-paths';
import { INFO_ROUTES } from '../info/info-paths';
import { CERTIFICATE_ROUTES } from '../certificates/certificate-paths';
import { VESSEL_CALL_ROUTE_PATHS as VESSEL_CALLS } from '../vessel-calls/vessel-call-paths';
import { CO2X_ROUTES } from '../co2x/co2x-paths';
import { ACCOUNT_INQUIRY_ROUTES } from '../account-inquiry/account-inquiry-paths';
import { TERMINATION_ROUTES } from '../order-termination/termination-paths';
import { RENTAL_ROUTES } from '../rentals/rentals-paths';
import { LEASING_ROUTES } from '../leasing/leasing-paths';
import { FUEL_ROUTES } from '../fuel/fuel-paths';
import { INSURANCE_ROUTES } from '../insurance/insurance-paths';

/** The signed-in user as a route rule sees it (the session user). */
export interface RouteUser {
  authorities: readonly string[];
  /** Effective permissions (role_permission_sets less what the company type excludes); else the role codes' defaults. */
  permissions?: readonly string[] | null | undefined;
  accnId: string;
  accnType: string;
}

/** What a rule decides on: the user, what they hold, the route's params and the query string. */
export interface RouteRequest {
  user: RouteUser;
  can: (permission: Permission) => boolean;
  params: Readonly<Params>;
  search: URLSearchParams;
}

/**
 * Who may open a screen: one permission, or a rule over the user (company type, platform) and the route's params
 * (a view type that changes the record needs more than one that reads it).
 */
/** A permission, several of which any one lets the user in, or a rule. */
export type RouteRule = Permission | readonly Permission[] | ((request: RouteRequest) => boolean);

/** Whether the rule lets the user open the screen. */
export function mayOpen(rule: RouteRule, user: RouteUser, params: Readonly<Params>, search: URLSearchParams): boolean {
  const held = user.permissions ?? user.authorities;
  const holds = (permission: Permission) => can(held, permission);
  if (typeof rule === 'string') return holds(rule);
  if (typeof rule === 'function') return rule({ user, can: holds, params, search });
  return rule.some(holds);
}

const isCustomerCompany = (accnType: string) => (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(accnType);
const isOperatorCompany = (accnType: string) => (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(accnType);

/** A job: new and edit are the creator's form (jobs.create), view any reader's. */
const jobScreen: RouteRule = ({ can: holds, params }) =>
  params.viewType === 'new' || params.viewType === 'edit' ? holds('jobs.create') : holds('jobs.read');

/** A company's page: anyone who may read it views it; editing needs the profile permission (any company's, or the own). */
const accountScreen: RouteRule = ({ can: holds, user, params }) =>
  params.viewType !== 'edit' || holds('accounts.profileAll') || (holds('accounts.profile') && params.id === user.accnId);

/** The own company's profile: its edit needs the profile permission. */
const ownAccountScreen: RouteRule = ({ can: holds, params }) =>
  params.viewType !== 'edit' || holds('accounts.profileAll') || holds('accounts.profile');

/** A forwarder's customers: forwarders that manage users, and the platform. */
const ffCustomerScreen: RouteRule = ({ can: holds, user }) =>
  isPlatform(user) || (user.accnType === 'ACC_TYPE_FF' && holds('users.manage'));

/** Every company's users: the platform's user managers. */
const fuelManager: RouteRule = ({ can: holds, user }) => holds('payments.record') && isPlatform(user);
const fuelReader: RouteRule = (req) => fuelManager(req) || isOperatorCompany(req.user.accnType);
const allUsersScreen: RouteRule = ({ can: holds, user }) => holds('users.manage') && isPlatform(user);

const readsResource = (def: ResourceRoute, holds: (p: Permission) => boolean) =>
  def.permissions.read === 'signedIn' || holds(def.permissions.read);

/** A resource's list and detail: its read permission; the detail views that change the record, its write permission. */
function resourceRules(def: ResourceRoute): Record<string, RouteRule> {
  return {
    [def.webList]: ({ can: holds }) => readsResource(def, holds),
    [detailRoutePattern(def)]: ({ can: holds, params: { viewType, key }, search }) => {
      if (!readsResource(def, holds)) return false;
      // A malformed path is the screen's own "not found", not a refusal.
      const valid = viewType === 'new' ? !key : Boolean(key) && (viewType !== 'amend' || def.amend);
      const locked = search.get('readOnly') === 'true';
      const changes = viewType === 'new' || viewType === 'clone' || ((viewType === 'edit' || viewType === 'amend') && !locked);
      return !(valid && changes) || holds(def.permissions.write);
    },
  };
}

/**
 * What each screen needs (issue 12), checked by one guard (src/web/app/shell/route-guard.tsx) before the screen
 * renders; the server refuses the same calls. Screens not listed need a signed-in user only. Buttons on a record
 * come from its `actions`, not from here.
 */
export const ROUTE_PERMISSIONS: Readonly<Partial<Record<string, RouteRule>>> = {
  ...Object.fromEntries(RESOURCE_ROUTES.flatMap((def) => Object.entries(resourceRules(def)))),
  [PATHS.outbox]: 'outbox.read',
  [PATHS.whitelabelAdmin]: 'whitelabel.manage',
  [PATHS.sysparamList]: 'sysparam.manage',
  [PATHS.sysparamEdit]: 'sysparam.manage',
  [PATHS.auditLog]: 'logs.read',
  [PATHS.exceptionLog]: 'logs.read',
  [PATHS.trackFenceEvents]: 'fleet.manage',
  [PATHS.trackAlerts]: 'fleet.manage',
  // Webhooks (issue 17): a company's administrator keeps its endpoints; the platform reads every company's.
  [WEBHOOK_ROUTES.list]: ['webhooks.manage', 'webhooks.readAll'],
  [WEBHOOK_ROUTES.create]: 'webhooks.manage',
  [WEBHOOK_ROUTES.detail]: ['webhooks.manage', 'webhooks.readAll'],
  // The maps: an operator (its trucks), a customer (its live jobs' trucks), the platform (all); the server filters.
  [PATHS.liveMonitoring]: ['fleet.manage', 'jobs.create', 'jobs.readAll'],
  [PATHS.historicalMonitoring]: ['fleet.manage', 'jobs.readAll'],
  [PATHS.truckTracking]: 'fleet.manage',
  [PATHS.authorisations]: 'authorisations.read',
  [PATHS.usersAll]: allUsersScreen,
  [PATHS.opadminUsers]: allUsersScreen,
  [PATHS.companyUsers]: 'users.manage',
  [PATHS.accountUsers]: 'users.manage',
  [PATHS.userDetail]: 'users.manage',
  [PATHS.opadminUserDetail]: 'users.manage',
  [PATHS.accountUserDetail]: 'users.manage',
  [PATHS.onboardingList]: 'onboarding.review',
  [PATHS.onboardingView]: 'onboarding.review',
  // The document verification: its registration tab (onboarding.review) and its billing tab (billing.approve).
  [PATHS.docVerification]: ['onboarding.review', 'billing.approve'],
  [`${BILLING_ROUTES.docVerificationJob}/:jobId`]: 'billing.approve',
  // Paying out (issue 14): platform and GLI finance, and a truck operator's administrator (its own, read-only).
  [PAYOUT_ROUTES.bankAccounts]: 'bankaccounts.read',
  [PAYOUT_ROUTES.outboundPayments]: 'payouts.read',
  [`${PAYOUT_ROUTES.payoutView}/:payoutId`]: 'payouts.read',
  // Billing lists: the creator's officers and finance approvers; the truck operator's job billing.
  [BILLING_ROUTES.financeDashboard]: ({ can: holds, user }) => holds('billing.review') && isCustomerCompany(user.accnType),
  [BILLING_ROUTES.operatorBilling]: 'jobs.operate',
  // Payments (issue 14): every company reads its own, the platform all.
  [PAYMENTS_ROUTES.documents]: 'payments.read',
  [PAYMENTS_ROUTES.details]: 'payments.read',
  [`${PAYMENTS_ROUTES.transaction}/:viewType/:txnId`]: 'payments.read',
  // The payment desk: the platform's and GLI's finance (maker or checker).
  [PAYMENTS_ROUTES.inbound]: ['payments.record', 'payments.verify'],
  [PAYMENTS_ROUTES.staticVa]: ['payments.record', 'payments.verify'],
  // Credit limits: the platform's and GLI's makers and checkers; the credit line: a company's finance and admins.
  [CREDIT_ROUTES.limitList]: ['credit.request', 'credit.approve'],
  [CREDIT_ROUTES.limitNew]: 'credit.request',
  [CREDIT_ROUTES.limitEdit]: ['credit.request', 'credit.approve'],
  [CREDIT_ROUTES.creditLine]: ['credit.read', 'credit.request', 'credit.approve'],
  [TAX_ROUTES.dashboard]: 'tax.read',
  [TAX_ROUTES.invoices]: 'tax.read',
  [`${TAX_ROUTES.sequenceView}/:id`]: 'tax.read',
  // The AR report and the Sage 300 exports: the platform's and GLI's finance admin and head.
  [SAGE_ROUTES.arReport]: 'reports.ar',
  [SAGE_ROUTES.batches]: 'sage.export',
  [SAGE_ROUTES.settings]: 'sage.export',
  [SAGE_ROUTES.integrations]: 'sage.export',
  // Background reports: whoever may run some report (each report also checks role and company type).
  [REPORT_ROUTES.list]: 'reports.run',
  [REPORT_ROUTES.generate]: 'reports.run',
  // Issue 18: the platform's enquiries; a company's document upload page (the repository's own permissions).
  [INFO_ROUTES.enquiries]: 'enquiries.manage',
  [INFO_ROUTES.enquiry]: 'enquiries.manage',
  [INFO_ROUTES.documentUpload]: ['documents.manage', 'documents.manageAll'],
  // Certificates and previews (decision 0030): the vessel calls' parties and the officer; the server checks the application.
  [CERTIFICATE_ROUTES.list]: ['vessel.file', 'vessel.review'],
  [CERTIFICATE_ROUTES.falPreview]: ['vessel.file', 'vessel.review'],
  [CERTIFICATE_ROUTES.certPreview]: ['vessel.file', 'vessel.review'],
  [CERTIFICATE_ROUTES.formPreview]: ['vessel.file', 'vessel.review'],
  [CERTIFICATE_ROUTES.declarationPreview]: ['vessel.file', 'vessel.review'],
  // CO2 emissions (decision 0034): a company's own and its offset (not the platform's); the platform's list and detail.
  [CO2X_ROUTES.company]: ({ can: holds, user }) => holds('jobs.read') && !isPlatform(user),
  [CO2X_ROUTES.redirect]: ({ can: holds, user }) => holds('jobs.read') && !isPlatform(user),
  [CO2X_ROUTES.platform]: ({ can: holds, user }) => holds('jobs.readAll') && isPlatform(user),
  [CO2X_ROUTES.detail]: ({ can: holds, user }) => holds('jobs.readAll') && isPlatform(user),
  // The account inquiry (decision 0036): the platform's administrators.
  [ACCOUNT_INQUIRY_ROUTES.list]: ({ can: holds, user }) => holds('accounts.profileAll') && isPlatform(user),
  [ACCOUNT_INQUIRY_ROUTES.view]: ({ can: holds, user }) => holds('accounts.profileAll') && isPlatform(user),
  // Order terminations (decision 0035): the parties of the jobs (their requests) and the platform's deciders.
  [TERMINATION_ROUTES.list]: ['jobs.create', 'jobs.operate', 'terminations.decide'],
  [TERMINATION_ROUTES.detail]: ['jobs.create', 'jobs.operate', 'terminations.decide'],
  // Truck rentals (decision 0033): the renter's and the operator's sides and the platform's reading; a request is the renter's.
  [RENTAL_ROUTES.list]: ['jobs.create', 'jobs.operate', 'jobs.readAll'],
  // Truck leasing (decision 0037): the operator's (fleet.manage) and the provider's (its administrator) sides, the
  // platform's reading; an application is a truck operator's.
  [LEASING_ROUTES.list]: ['fleet.manage', 'accounts.profile', 'jobs.readAll'],
  [LEASING_ROUTES.detail]: ['fleet.manage', 'accounts.profile', 'jobs.readAll'],
  [LEASING_ROUTES.new]: ({ can: holds, user }) => holds('fleet.manage') && isOperatorCompany(user.accnType),
  [LEASING_ROUTES.platformList]: ({ can: holds, user }) => holds('jobs.readAll') && isPlatform(user),
  // Fuel cards and invoicing (decision 0039): the platform's finance desk manages; an operator reads its cards and pays its invoices.
  [FUEL_ROUTES.cards]: fuelReader,
  [FUEL_ROUTES.card]: fuelReader,
  [FUEL_ROUTES.cardNew]: fuelManager,
  [FUEL_ROUTES.invoicing]: fuelManager,
  [FUEL_ROUTES.statement]: fuelManager,
  [FUEL_ROUTES.payments]: fuelReader,
  [RENTAL_ROUTES.detail]: ['jobs.create', 'jobs.operate', 'jobs.readAll'],
  [RENTAL_ROUTES.new]: ({ can: holds, user }) => holds('jobs.create') && isCustomerCompany(user.accnType),
  [RENTAL_ROUTES.managementList]: ['jobs.create', 'jobs.operate', 'jobs.readAll'],
  [RENTAL_ROUTES.managementDetail]: ['jobs.create', 'jobs.operate', 'jobs.readAll'],
  [RENTAL_ROUTES.managementNew]: ({ can: holds, user }) => holds('jobs.create') && isCustomerCompany(user.accnType),
  // Cargo insurance (decision 0038): the applicants (a job's creator) and the platform (its deciders and readers).
  [INSURANCE_ROUTES.list]: ['jobs.create', 'jobs.readAll', 'terminations.decide'],
  [INSURANCE_ROUTES.detail]: ['jobs.create', 'jobs.readAll', 'terminations.decide'],
  [INSURANCE_ROUTES.add]: ({ can: holds, user }) => holds('jobs.create') && isCustomerCompany(user.accnType),
  [PATHS.accountRequests]: 'accounts.lifecycle',
  [PATHS.accountDetail]: accountScreen,
  [PATHS.accountDetailAlt]: accountScreen,
  [PATHS.accountProfileEdit]: ownAccountScreen,
  [PATHS.ffCustomers]: ffCustomerScreen,
  [PATHS.ffCustomerDetail]: ffCustomerScreen,
  [PATHS.jobsCo]: 'jobs.read',
  [PATHS.jobsFf]: 'jobs.read',
  [PATHS.jobsTo]: 'jobs.read',
  [PATHS.jobsGli]: 'jobs.read',
  [PATHS.jobsPlatform]: 'jobs.read',
  [PATHS.jobDetail]: jobScreen,
  [PATHS.jobDetailAlt]: jobScreen,
  // Uploading jobs: the cargo side's creators; the past uploads also for the platform, which reads every company's.
  [PATHS.jobUpload]: ({ can: holds, user }) => holds('jobs.create') && isCustomerCompany(user.accnType),
  [PATHS.jobUploadList]: ({ can: holds, user }) =>
    holds('jobs.create') || (user.accnType === PLATFORM_ACCOUNT_TYPE && holds('jobs.readAll')),
  // Contracts: everyone party to one reads them; requests are the back office's and the finance head's;
  // a new request or rate table needs the right to make one (an existing record's buttons are its `actions`).
  [CONTRACTS.contractList]: 'contracts.read',
  [CONTRACTS.contractDetail]: 'contracts.read',
  [CONTRACTS.opadminContracts]: 'contracts.read',
  [CONTRACTS.opadminContractDetail]: 'contracts.read',
  [CONTRACTS.requestList]: ['contracts.request', 'contracts.approve'],
  [CONTRACTS.requestNew]: 'contracts.request',
  [CONTRACTS.requestDetail]: ['contracts.request', 'contracts.approve'],
  [CONTRACTS.rateList]: 'rates.read',
  [CONTRACTS.rateAdminList]: 'rates.read',
  [CONTRACTS.rateNew]: 'rates.manage',
  [CONTRACTS.rateDetail]: 'rates.read',
  [CONTRACTS.rateAdminNew]: 'rates.manage',
  [CONTRACTS.rateAdminDetail]: 'rates.read',
  // Assigning many jobs at once: a truck operator's (a platform user with jobs.operate is refused too).
  [PATHS.jobsAssign]: ({ can: holds, user }) => holds('jobs.operate') && isOperatorCompany(user.accnType),
  // The billing approval link: any signed-in user opens it; the server says whether the link is theirs (WRONG_USER).
  [APPROVAL_LINK_PATTERN]: () => true,
  // Vessel calls (issue 18): the filers (a line, its agent) and the port-clearance officer read them; filing,
  // editing and amending are the filers'; crew lists are the filers'; associations the line's (and its agents' view).
  [VESSEL_CALLS.list]: ['vessel.file', 'vessel.review'],
  [VESSEL_CALLS.new]: 'vessel.file',
  [VESSEL_CALLS.detail]: ({ can: holds, params }) =>
    params.viewType === 'view' ? holds('vessel.file') || holds('vessel.review') : holds('vessel.file'),
  [VESSEL_CALLS.crewLists]: 'vessel.file',
  [VESSEL_CALLS.crewListNew]: 'vessel.file',
  [VESSEL_CALLS.crewListDetail]: 'vessel.file',
  [VESSEL_CALLS.agents]: ['vessel.associate', 'vessel.file'],
};
