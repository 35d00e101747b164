import type { CompanyService } from './company-services';
import { PLATFORM_ACCOUNT_TYPE, type Permission } from './permissions';
import { RESOURCES } from './resources';
import type { ResourceDef } from './resources/types';

export interface MenuEntry {
  id: string;
  /** i18n key of the title (src/locales). */
  titleKey: string;
  /** Router path under /trucking; absent for a group. */
  path?: string;
  icon: string;
  /** Needed to see the entry; absent: every signed-in user. */
  permission?: Permission;
  /** Or: any one of these is enough (an entry used by makers and checkers alike). */
  anyOf?: readonly Permission[];
  /** And: only users of these company types see it (absent: any). Company types also limit the permissions. */
  accountTypes?: readonly string[];
  /** And: only users of companies offering one of these services (a leasing provider) see it (absent: any). */
  services?: readonly CompanyService[];
  children?: MenuEntry[];
}

/**
 * Menu entries of resource list screens, generated from RESOURCES. Each needs the resource's write
 * permission: reading is open to every signed-in user, but the screens are for those who keep the data.
 */
function resourceEntries(include: (def: ResourceDef) => boolean, icon: string): MenuEntry[] {
  return RESOURCES.filter(include).map((def) => ({
    id: `resource-${def.name}`,
    titleKey: `resources.${def.name}.title`,
    path: def.webList,
    icon,
    permission: def.permissions.write,
  }));
}

/**
 * The portal's own content: the footer carousel's announcements and their types, and the FAQ (edited with
 * `faq.manage`): configuration of the portal, under Administrations.
 */
const isAnnouncements = (def: ResourceDef) => ['announcement', 'announcementType', 'faq'].includes(def.name);
/** Platform-wide master data (country, currency, port…). */
const isMasterData = (def: ResourceDef) => def.tenant === 'platform' && !isAnnouncements(def);
/** A truck operator's fleet (trucks, drivers, chassis). */
const isFleet = (def: ResourceDef) => def.tenant === 'owned' && def.permissions.write === 'fleet.manage';
/** Other company-owned records (locations…) sit under Administrations. */
const isOtherOwned = (def: ResourceDef) => def.tenant === 'owned' && !isFleet(def);

/**
 * The navigation menu (spec §2.7). Only entries whose screens exist are listed; each feature
 * adds its own entries here when its screens land.
 */
export const MENU: MenuEntry[] = [
  { id: 'workbench', titleKey: 'menu.workbench', path: '/general/landing/workbench', icon: 'dashboard' },
  {
    id: 'analytics',
    titleKey: 'menu.analytics',
    path: '/dashboard/analytics',
    icon: 'chart',
    permission: 'analytics.view',
  },
  // A company administrator's analytics and its fleet (issue 17; spec §6: the ADMIN role, which holds analytics.admin;
  // the platform's company type excludes it: its administrators have the platform's analytics).
  {
    id: 'analytics2',
    titleKey: 'menu.analytics2',
    path: '/dashboard/analytics-2',
    icon: 'chart',
    permission: 'analytics.admin',
  },
  {
    id: 'inventoryManagement',
    titleKey: 'menu.inventoryManagement',
    path: '/dashboard/inventory-management',
    icon: 'truck',
    permission: 'analytics.admin',
    accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  },
  {
    id: 'jobs',
    titleKey: 'jobs.menu.group',
    icon: 'truck',
    children: [
      {
        id: 'jobsCreated',
        titleKey: 'jobs.menu.created',
        path: '/applications/services/job/coff/truck',
        icon: 'list',
        permission: 'jobs.create',
      },
      {
        id: 'jobsNew',
        titleKey: 'jobs.menu.new',
        path: '/applications/services/job/truck/new',
        icon: 'list',
        permission: 'jobs.create',
      },
      {
        id: 'jobsUpload',
        titleKey: 'jobUploads.menu.upload',
        path: '/applications/services/job/upload',
        icon: 'list',
        permission: 'jobs.create',
      },
      {
        id: 'jobsUploadList',
        titleKey: 'jobUploads.menu.list',
        path: '/applications/services/job/uploadList',
        icon: 'list',
        permission: 'jobs.create',
      },
      {
        id: 'jobsOperated',
        titleKey: 'jobs.menu.operated',
        path: '/applications/services/job/to/truck',
        icon: 'list',
        permission: 'jobs.operate',
      },
      {
        id: 'jobsAssign',
        titleKey: 'jobs.menu.assign',
        path: '/applications/services/job/to/assign',
        icon: 'list',
        permission: 'jobs.operate',
      },
      // Billing (issue 13): the creator's finance dashboard, the truck operator's job billing.
      {
        id: 'financeDashboard',
        titleKey: 'billing.dashboard.menu',
        path: '/applications/services/coff/finance/dashboard',
        icon: 'list',
        permission: 'billing.review',
        accountTypes: ['ACC_TYPE_CO', 'ACC_TYPE_FF', 'ACC_TYPE_FF_CO'],
      },
      {
        id: 'operatorBilling',
        titleKey: 'billing.lists.operatorMenu',
        path: '/applications/services/to/finance/billing',
        icon: 'list',
        permission: 'jobs.operate',
        accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
      },
      {
        id: 'jobsAll',
        titleKey: 'jobs.menu.all',
        path: '/applications/services/truck/list',
        icon: 'list',
        permission: 'jobs.readAll',
      },
    ],
  },
  // Payments (spec §2.7 "Payments (all)", issue 14): what the company owes and is owed, and its transactions.
  {
    id: 'payments',
    titleKey: 'menu.payments',
    icon: 'list',
    children: [
      { id: 'paymentDocuments', titleKey: 'menu.paymentDocuments', path: '/payments', icon: 'list', permission: 'payments.read' },
      {
        id: 'paymentTxns',
        titleKey: 'menu.paymentTxns',
        path: '/applications/finance/payments/details',
        icon: 'list',
        permission: 'payments.read',
      },
      {
        id: 'inboundPayments',
        titleKey: 'menu.inboundPayments',
        path: '/opadmin/inboundpayments',
        icon: 'list',
        anyOf: ['payments.record', 'payments.verify'],
      },
      {
        id: 'staticVa',
        titleKey: 'menu.staticVa',
        path: '/opadmin/staticva',
        icon: 'list',
        anyOf: ['payments.record', 'payments.verify'],
      },
    ],
  },
  // Paying out (issue 14): the payouts to truck operators and the bank accounts they go to.
  {
    id: 'payouts',
    titleKey: 'payouts.menu.group',
    icon: 'list',
    children: [
      {
        id: 'outboundPayments',
        titleKey: 'payouts.menu.outbound',
        path: '/opadmin/outboundpayments',
        icon: 'list',
        permission: 'payouts.read',
      },
      {
        id: 'bankAccounts',
        titleKey: 'payouts.menu.bankAccounts',
        path: '/opadmin/bankaccounts',
        icon: 'list',
        permission: 'bankaccounts.read',
      },
    ],
  },
  {
    id: 'onboarding',
    titleKey: 'menu.onboarding',
    icon: 'list',
    children: [
      {
        id: 'registrations',
        titleKey: 'menu.registrations',
        path: '/onboarding/list',
        icon: 'list',
        permission: 'onboarding.review',
      },
      {
        id: 'docVerification',
        titleKey: 'menu.docVerification',
        path: '/opadmin/docverification',
        icon: 'list',
        anyOf: ['onboarding.review', 'billing.approve'],
      },
    ],
  },
  {
    id: 'administrations',
    titleKey: 'menu.administrations',
    icon: 'settings',
    children: [
      {
        id: 'updatePassword',
        titleKey: 'menu.changePassword',
        path: '/manageUsers/updatePassword',
        icon: 'key',
        permission: 'password.changeOwn',
      },
      { id: 'outbox', titleKey: 'menu.outbox', path: '/administrations/outbox', icon: 'mail', permission: 'outbox.read' },
      {
        id: 'whitelabel',
        titleKey: 'menu.whitelabel',
        path: '/administrations/whitelabel',
        icon: 'photo',
        permission: 'whitelabel.manage',
      },
      {
        id: 'accountProfile',
        titleKey: 'menu.accountProfile',
        path: '/account/profile/',
        icon: 'settings',
        permission: 'dashboard.view',
      },
      {
        id: 'manageUsers',
        titleKey: 'menu.manageUsers',
        path: '/manageUsers/user/list',
        icon: 'list',
        permission: 'users.manage',
      },
      // Platform-only entries use 'sysparam.manage': only platform admins hold it.
      {
        id: 'manageAccounts',
        titleKey: 'menu.manageAccounts',
        path: '/manageAccounts/all/list',
        icon: 'database',
        permission: 'sysparam.manage',
      },
      // Forwarders' customers: forwarders and the platform only.
      {
        id: 'ffCustomers',
        titleKey: 'menu.ffCustomers',
        path: '/manageAccountsFfCo/all/list',
        icon: 'list',
        permission: 'users.manage',
        accountTypes: ['ACC_TYPE_FF', PLATFORM_ACCOUNT_TYPE],
      },
      {
        id: 'accountRequests',
        titleKey: 'menu.accountRequests',
        path: '/manageAccounts/requests/list',
        icon: 'list',
        permission: 'accounts.lifecycle',
      },
      {
        id: 'platformUsers',
        titleKey: 'menu.platformUsers',
        path: '/opadmin/users',
        icon: 'list',
        permission: 'sysparam.manage',
      },
      {
        id: 'sysparam',
        titleKey: 'menu.sysparam',
        path: '/administrations/sysparam',
        icon: 'settings',
        permission: 'sysparam.manage',
      },
      // Webhooks (issue 17): a company's administrator's endpoints; the platform reads every company's.
      {
        id: 'webhooks',
        titleKey: 'menu.webhooks',
        path: '/administrations/webhooks',
        icon: 'settings',
        anyOf: ['webhooks.manage', 'webhooks.readAll'],
      },
      { id: 'audit', titleKey: 'menu.audit', path: '/administrations/audit', icon: 'list', permission: 'logs.read' },
      {
        id: 'exceptionLog',
        titleKey: 'menu.exceptionLog',
        path: '/administrations/exception',
        icon: 'list',
        permission: 'logs.read',
      },
      {
        id: 'documents',
        titleKey: 'menu.documents',
        path: '/administrations/document/list',
        icon: 'database',
        permission: 'dashboard.view',
      },
      {
        id: 'authorisations',
        titleKey: 'menu.authorisations',
        path: '/administrations/authorisations',
        icon: 'key',
        permission: 'authorisations.read',
      },
      ...resourceEntries(isOtherOwned, 'list'),
      ...resourceEntries(isAnnouncements, 'mail'),
    ],
  },
  {
    id: 'contracts',
    titleKey: 'contracts.menu.group',
    icon: 'list',
    children: [
      {
        id: 'contractRequests',
        titleKey: 'contracts.menu.requests',
        path: '/opadmin/contractrequest',
        icon: 'list',
        anyOf: ['contracts.request', 'contracts.approve'],
      },
      {
        id: 'contractsAll',
        titleKey: 'contracts.menu.opadminContracts',
        path: '/opadmin/contracts',
        icon: 'list',
        anyOf: ['contracts.request', 'contracts.approve'],
      },
      {
        id: 'contractManagement',
        titleKey: 'contracts.menu.contracts',
        path: '/administrations/contract-management',
        icon: 'list',
        permission: 'contracts.read',
      },
      {
        id: 'rateTables',
        titleKey: 'contracts.menu.rateTables',
        path: '/manage/ratetable',
        icon: 'list',
        permission: 'rates.read',
      },
    ],
  },
  {
    id: 'credit',
    titleKey: 'credit.menu.group',
    icon: 'database',
    children: [
      {
        id: 'creditLimits',
        titleKey: 'credit.menu.limits',
        path: '/opadmin/creditlimit',
        icon: 'list',
        anyOf: ['credit.request', 'credit.approve'],
      },
      {
        id: 'creditLine',
        titleKey: 'credit.menu.line',
        path: '/applications/creditline',
        icon: 'list',
        anyOf: ['credit.read', 'credit.request', 'credit.approve'],
      },
    ],
  },
  // GLI's tax back office (issue 15): the tax-number ranges; the tax reports and invoices join it.
  {
    id: 'gliDashboard',
    titleKey: 'tax.menu',
    path: '/applications/services/gli/dashboard',
    icon: 'chart',
    permission: 'tax.read',
  },
  {
    id: 'taxInvoices',
    titleKey: 'menu.taxInvoices',
    path: '/administrations/tax-management/list',
    icon: 'list',
    permission: 'tax.read',
  },
  // The AR report and the Sage 300 exports (issue 15): the platform's and GLI's finance admin and head.
  {
    id: 'financeExports',
    titleKey: 'sage.menu.group',
    icon: 'database',
    children: [
      { id: 'arReport', titleKey: 'sage.menu.ar', path: '/administration/ARreport', icon: 'list', permission: 'reports.ar' },
      { id: 'sageBatches', titleKey: 'sage.menu.excel', path: '/manage/sage/excel', icon: 'list', permission: 'sage.export' },
      {
        id: 'sageSettings',
        titleKey: 'sage.menu.settings',
        path: '/manage/sage/tax',
        icon: 'settings',
        permission: 'sage.export',
      },
      {
        id: 'sageIntegrations',
        titleKey: 'sage.menu.integrations',
        path: '/opadmin/sageintegrations',
        icon: 'list',
        permission: 'sage.export',
      },
    ],
  },
  { id: 'masterData', titleKey: 'menu.masterData', icon: 'database', children: resourceEntries(isMasterData, 'list') },
  {
    id: 'fleet',
    titleKey: 'menu.fleet',
    icon: 'truck',
    children: [
      ...resourceEntries(isFleet, 'truck'),
      {
        id: 'trackAlerts',
        titleKey: 'resources.trackAlert.title',
        path: '/administrations/alert',
        icon: 'list',
        permission: 'fleet.manage',
      },
      {
        id: 'trackFenceEvents',
        titleKey: 'resources.trackFenceEvent.title',
        path: '/administrations/trackTrackEnterExit/list',
        icon: 'list',
        permission: 'fleet.manage',
      },
    ],
  },
  // Monitoring (issue 16, part 2): the live map for operators, customers (their live jobs' trucks) and the platform.
  {
    id: 'tracking',
    titleKey: 'dashboard.tabs.tracking',
    icon: 'truck',
    children: [
      {
        id: 'liveMonitoring',
        titleKey: 'tracking.menu.live',
        path: '/administrations/live-monitoring',
        icon: 'truck',
        anyOf: ['fleet.manage', 'jobs.create', 'jobs.readAll'],
        accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ', 'ACC_TYPE_CO', 'ACC_TYPE_FF', 'ACC_TYPE_FF_CO', PLATFORM_ACCOUNT_TYPE],
      },
      {
        id: 'historicalMonitoring',
        titleKey: 'tracking.menu.history',
        path: '/administrations/historical-monitoring',
        icon: 'list',
        anyOf: ['fleet.manage', 'jobs.readAll'],
        accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ', PLATFORM_ACCOUNT_TYPE],
      },
      {
        id: 'truckTracking',
        titleKey: 'dashboard.tabs.truckTracking',
        path: '/applications/service/truckTracking',
        icon: 'truck',
        permission: 'fleet.manage',
      },
    ],
  },
  // Port clearance (issue 18): a shipping line's and its agent's applications, crew lists and agents; the platform's
  // port-clearance officer reviews the applications. vessel.file is only a line's or a service provider's (agent's).
  {
    id: 'portClearance',
    titleKey: 'vesselCalls.menu.group',
    icon: 'list',
    children: [
      {
        id: 'vesselCalls',
        titleKey: 'vesselCalls.menu.applications',
        path: '/applications/services/vesselCall',
        icon: 'list',
        anyOf: ['vessel.file', 'vessel.review'],
      },
      {
        id: 'crewLists',
        titleKey: 'vesselCalls.menu.crewLists',
        path: '/configuration/crewList',
        icon: 'list',
        permission: 'vessel.file',
        accountTypes: ['ACC_TYPE_SL', 'ACC_TYPE_SP'],
      },
      {
        id: 'agentAssociations',
        titleKey: 'vesselCalls.menu.agents',
        path: '/association/agentAss',
        icon: 'list',
        anyOf: ['vessel.associate', 'vessel.file'],
        accountTypes: ['ACC_TYPE_SL', 'ACC_TYPE_SP'],
      },
    ],
  },
  // CO2 emissions (issue 19, decision 0034): a company's own trips and offset; the platform's of every company.
  {
    id: 'co2x',
    titleKey: 'co2x.menu.group',
    icon: 'chart',
    children: [
      {
        id: 'co2xCompany',
        titleKey: 'co2x.menu.company',
        path: '/co2x',
        icon: 'chart',
        permission: 'jobs.read',
        accountTypes: ['ACC_TYPE_CO', 'ACC_TYPE_FF', 'ACC_TYPE_FF_CO', 'ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
      },
      {
        id: 'co2xPlatform',
        titleKey: 'co2x.menu.platform',
        path: '/opadmin/co2x/list',
        icon: 'chart',
        permission: 'jobs.readAll',
        accountTypes: [PLATFORM_ACCOUNT_TYPE],
      },
    ],
  },
  // The platform's account inquiry (issue 19, decision 0036): find any company, see everything about it.
  {
    id: 'accountInquiry',
    titleKey: 'accountInquiry.menu.list',
    path: '/opadmin/inquiry/accn/list',
    icon: 'list',
    permission: 'accounts.profileAll',
    accountTypes: [PLATFORM_ACCOUNT_TYPE],
  },
  // Order terminations (issue 19, decision 0035): the jobs' parties see their requests, the platform decides.
  {
    id: 'orderTermination',
    titleKey: 'orderTermination.menu.list',
    path: '/opadmin/order-termination',
    icon: 'list',
    anyOf: ['jobs.create', 'jobs.operate', 'terminations.decide'],
  },
  // Truck rentals (issue 19, decision 0033): the renters' (cargo owners, forwarders) and the platform's reading; the
  // operators' requests to quote and serve. One screen, its title by side.
  {
    id: 'truckRentals',
    titleKey: 'rentals.menu.renter',
    path: '/administrations/truckrental',
    icon: 'truck',
    anyOf: ['jobs.create', 'jobs.readAll'],
    accountTypes: ['ACC_TYPE_CO', 'ACC_TYPE_FF', 'ACC_TYPE_FF_CO', PLATFORM_ACCOUNT_TYPE],
  },
  {
    id: 'rentalRequests',
    titleKey: 'rentals.menu.operator',
    path: '/administrations/truckrental',
    icon: 'truck',
    permission: 'jobs.operate',
    accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  },
  // Truck leasing (issue 19, decision 0037): the operators' applications, the leasing providers' (a service provider's
  // administrator) to quote and decide, the platform's reading of all. One list screen, its title by side.
  {
    id: 'truckLeasing',
    titleKey: 'leasing.menu.operator',
    path: '/administrations/truckleasing',
    icon: 'truck',
    permission: 'fleet.manage',
    accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  },
  {
    id: 'leaseApplications',
    titleKey: 'leasing.menu.provider',
    path: '/administrations/truckleasing',
    icon: 'truck',
    permission: 'accounts.profile',
    accountTypes: ['ACC_TYPE_SP'],
    services: ['LEASING'],
  },
  {
    id: 'truckLeasingAll',
    titleKey: 'leasing.menu.platform',
    path: '/opadmin/truckleasing/list',
    icon: 'list',
    permission: 'jobs.readAll',
    accountTypes: [PLATFORM_ACCOUNT_TYPE],
  },
  // Fuel cards and invoicing (issue 19, decision 0039): the platform's finance desk manages cards and statements and
  // sees every fuel invoice; a truck operator reads its cards and pays its fuel invoices.
  {
    id: 'fuelCards',
    titleKey: 'fuel.menu.cards',
    path: '/opadmin/shellcard',
    icon: 'truck',
    permission: 'payments.record',
    accountTypes: [PLATFORM_ACCOUNT_TYPE],
  },
  {
    id: 'fuelInvoicing',
    titleKey: 'fuel.menu.invoicing',
    path: '/administrations/shellInvoicing',
    icon: 'list',
    permission: 'payments.record',
    accountTypes: [PLATFORM_ACCOUNT_TYPE],
  },
  {
    id: 'fuelPayments',
    titleKey: 'fuel.menu.payments',
    path: '/shell/payments',
    icon: 'list',
    permission: 'payments.record',
    accountTypes: [PLATFORM_ACCOUNT_TYPE],
  },
  {
    id: 'fuelCardsOperator',
    titleKey: 'fuel.menu.cards',
    path: '/opadmin/shellcard',
    icon: 'truck',
    permission: 'payments.read',
    accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  },
  {
    id: 'fuelPaymentsOperator',
    titleKey: 'fuel.menu.payments',
    path: '/shell/payments',
    icon: 'list',
    permission: 'payments.read',
    accountTypes: ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'],
  },
  // Cargo insurance (issue 19, decision 0038): a job creator's applications (cargo owners, forwarders) and the platform's.
  {
    id: 'cargoInsurance',
    titleKey: 'insurance.menu',
    path: '/administrations/insuranceapp',
    icon: 'list',
    anyOf: ['jobs.create', 'terminations.decide'],
    accountTypes: ['ACC_TYPE_CO', 'ACC_TYPE_FF', 'ACC_TYPE_FF_CO', PLATFORM_ACCOUNT_TYPE],
  },
  // Background reports (issue 17): the catalogue and the user's runs; each report also checks role and company type.
  { id: 'reports', titleKey: 'reports.menu.list', path: '/reports/list', icon: 'chart', permission: 'reports.run' },
  // Issue 18: a company's document upload page, and the platform's enquiries from /inquiry and the contact pages.
  {
    id: 'documentUpload',
    titleKey: 'enquiries.menu.documentUpload',
    path: '/applications/documentUpload/doc',
    icon: 'database',
    permission: 'documents.manage',
  },
  { id: 'enquiries', titleKey: 'enquiries.menu.list', path: '/opadmin/enquiries', icon: 'list', permission: 'enquiries.manage' },
  // Issued certificates of vessel calls (decision 0030): a line's, its agent's, the port-clearance officer's all.
  {
    id: 'certificates',
    titleKey: 'certificates.menu.list',
    path: '/applications/certificates',
    icon: 'list',
    anyOf: ['vessel.file', 'vessel.review'],
  },
  { id: 'help', titleKey: 'menu.help', path: '/help', icon: 'help' },
];

/**
 * The menu a user with these (effective) permissions of this company type sees: entries they may use, groups that
 * keep a child. Without a company type, the permissions alone decide.
 */
export function menuFor(
  permissions: readonly string[],
  accnType?: string,
  services: readonly CompanyService[] = [],
  menu: MenuEntry[] = MENU,
): MenuEntry[] {
  const held = new Set<string>(permissions);
  const visible = (entry: MenuEntry): MenuEntry | null => {
    if (entry.permission && !held.has(entry.permission)) return null;
    if (entry.accountTypes && accnType !== undefined && !entry.accountTypes.includes(accnType)) return null;
    if (entry.services && !entry.services.some((s) => services.includes(s))) return null;
    if (entry.anyOf && !entry.anyOf.some((p) => held.has(p))) return null;
    if (!entry.children) return entry;
    const children = entry.children.map(visible).filter((e): e is MenuEntry => e !== null);
    return children.length ? { ...entry, children } : null;
  };
  return menu.map(visible).filter((e): e is MenuEntry => e !== null);
}

// The landing rules live in a module of their own: the sign-in page imports them without the menu.
export { AVAILABLE_SCREENS, WORKBENCH_PATH, landingPath } from './landing';
