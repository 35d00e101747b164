import { RESOURCE_ROUTES } from '../../domain/resources/route-table';
import { BILLING_ROUTES } from '../billing';
import { PAYOUT_ROUTES } from '../payouts';
import { CONTRACT_ROUTES, CONTRACT_ROUTE_PATHS } from '../contracts/contract-paths';
import { APPROVAL_LINK_PATTERN } from '../billing/billing-api';
import { PATHS } from '../lib/paths';
import { PAYMENTS_ROUTES } from '../payments';
import { CREDIT_ROUTES } from '../credit/credit-api';
import { TAX_ROUTES } from '../tax/tax-api';
import { HELP_ROUTES } from '../help/help-api';
import { WEBHOOK_ROUTES } from '../webhooks/webhooks-api';
import { REPORT_ROUTES } from '../reports/reports-paths';
import { INFO_ROUTES } from '../info/info-paths';
import { CERTIFICATE_ROUTES } from '../certificates/certificate-paths';
import { VESSEL_CALL_ROUTES, VESSEL_CALL_ROUTE_PATHS } from '../vessel-calls/vessel-call-paths';
import { CO2X_ROUTES } from '../co2x/co2x-paths';
import { ACCOUNT_INQUIRY_ROUTES } from '../account-inquiry/account-inquiry-paths';
import { TERMINATION_ROUTES } from '../order-termination/termination-paths';
import { RENTAL_ROUTES } from '../rentals/rentals-paths';
import { LEASING_ROUTES } from '../leasing/leasing-paths';
import { FUEL_ROUTES } from '../fuel/fuel-paths';
import { INSURANCE_ROUTES } from '../insurance/insurance-paths';

/** A list a detail screen belongs to: its path and the i18n key of its menu entry (or its title). */
export interface BreadcrumbParent {
  path: string;
  labelKey: string;
}

/** One detail route of the router and where its breadcrumb trail leads (issue 12). */
export interface BreadcrumbRoute {
  /** The route's pattern, exactly as in the router. */
  pattern: string;
  /**
   * The lists the record is opened from, in order of preference: the list the user last opened wins, else the
   * first one in the user's menu, else the first one.
   */
  parents: readonly BreadcrumbParent[];
  /** The URL parameter naming the record; absent when the screen has one record (the own company profile). */
  itemParam?: string;
  /** A route of its own for a new record (`…/new`): the trail ends in "New". */
  isNew?: boolean;
}

const jobLists: BreadcrumbParent[] = [
  { path: PATHS.jobsCo, labelKey: 'jobs.menu.created' },
  { path: PATHS.jobsTo, labelKey: 'jobs.menu.operated' },
  { path: PATHS.jobsPlatform, labelKey: 'jobs.menu.all' },
  { path: PATHS.jobsFf, labelKey: 'jobs.list.title.ff' },
  { path: PATHS.jobsGli, labelKey: 'jobs.list.title.platform' },
  { path: PATHS.jobsAssign, labelKey: 'jobs.menu.assign' },
];
const platformUsers = { path: PATHS.opadminUsers, labelKey: 'menu.platformUsers' };
const allUsers = { path: PATHS.usersAll, labelKey: 'menu.platformUsers' };
const companyUsers = { path: PATHS.companyUsers, labelKey: 'menu.manageUsers' };
const accountUsers = { path: PATHS.accountUsers, labelKey: 'menu.manageUsers' };
const accountLists: BreadcrumbParent[] = [
  { path: PATHS.accountsAll, labelKey: 'menu.manageAccounts' },
  { path: PATHS.accountsCo, labelKey: 'menu.manageAccounts' },
];
const rateLists: BreadcrumbParent[] = [
  { path: CONTRACT_ROUTES.rateList, labelKey: 'contracts.menu.rateTables' },
  { path: CONTRACT_ROUTES.rateAdminList, labelKey: 'rates.listTitle' },
];

/**
 * Every detail, new and edit screen of the signed-in shell with its list (the shell renders "List › Item" above
 * the page: src/web/app/shell/breadcrumb-trail.tsx). A new detail route gets its line here; a test checks that every
 * route with a parameter has one.
 */
export const BREADCRUMB_ROUTES: readonly BreadcrumbRoute[] = [
  { pattern: PATHS.jobDetail, parents: jobLists, itemParam: 'jobId' },
  { pattern: PATHS.jobDetailAlt, parents: jobLists, itemParam: 'jobId' },
  { pattern: APPROVAL_LINK_PATTERN, parents: jobLists, itemParam: 'jobId' },
  {
    pattern: PATHS.jobUploadDetail,
    parents: [{ path: PATHS.jobUploadList, labelKey: 'jobUploads.menu.list' }],
    itemParam: 'uploadId',
  },
  { pattern: PATHS.accountDetail, parents: accountLists, itemParam: 'id' },
  { pattern: PATHS.accountDetailAlt, parents: accountLists, itemParam: 'id' },
  { pattern: PATHS.accountProfileEdit, parents: [{ path: PATHS.accountProfile, labelKey: 'menu.accountProfile' }] },
  {
    pattern: PATHS.ffCustomerDetail,
    parents: [{ path: PATHS.ffCustomers, labelKey: 'menu.ffCustomers' }],
    itemParam: 'id',
  },
  { pattern: PATHS.userDetail, parents: [companyUsers, allUsers], itemParam: 'id' },
  { pattern: PATHS.opadminUserDetail, parents: [platformUsers, accountUsers], itemParam: 'id' },
  { pattern: PATHS.accountUserDetail, parents: [accountUsers, platformUsers], itemParam: 'id' },
  {
    pattern: PATHS.onboardingView,
    parents: [{ path: PATHS.onboardingList, labelKey: 'menu.registrations' }],
    itemParam: 'regId',
  },
  {
    pattern: PATHS.sysparamEdit,
    parents: [{ path: PATHS.sysparamList, labelKey: 'menu.sysparam' }],
    itemParam: 'sysKey',
  },
  {
    pattern: CONTRACT_ROUTE_PATHS.requestDetail,
    parents: [{ path: CONTRACT_ROUTES.requestList, labelKey: 'contracts.menu.requests' }],
    itemParam: 'contractReqId',
  },
  {
    pattern: `${CONTRACT_ROUTES.contractList}/view/:contractId`,
    parents: [{ path: CONTRACT_ROUTES.contractList, labelKey: 'contracts.menu.contracts' }],
    itemParam: 'contractId',
  },
  {
    pattern: `${CONTRACT_ROUTES.opadminContracts}/view/:contractId`,
    parents: [{ path: CONTRACT_ROUTES.opadminContracts, labelKey: 'contracts.menu.opadminContracts' }],
    itemParam: 'contractId',
  },
  {
    pattern: CONTRACT_ROUTE_PATHS.requestNew,
    parents: [{ path: CONTRACT_ROUTES.requestList, labelKey: 'contracts.menu.requests' }],
    isNew: true,
  },
  {
    pattern: HELP_ROUTES.article,
    parents: [{ path: HELP_ROUTES.list, labelKey: 'menu.help' }],
    itemParam: 'slug',
  },
  ...[
    CERTIFICATE_ROUTES.falPreview,
    CERTIFICATE_ROUTES.certPreview,
    CERTIFICATE_ROUTES.formPreview,
    CERTIFICATE_ROUTES.declarationPreview,
  ].map((pattern) => ({
    pattern,
    parents: [{ path: CERTIFICATE_ROUTES.list, labelKey: 'certificates.menu.list' }],
    itemParam: 'appId',
  })),
  {
    pattern: INFO_ROUTES.enquiry,
    parents: [{ path: INFO_ROUTES.enquiries, labelKey: 'enquiries.menu.list' }],
    itemParam: 'enqId',
  },
  {
    pattern: REPORT_ROUTES.generate,
    parents: [{ path: REPORT_ROUTES.list, labelKey: 'reports.menu.list' }],
    itemParam: 'id',
  },
  {
    pattern: `${TAX_ROUTES.sequenceView}/:id`,
    parents: [{ path: TAX_ROUTES.dashboard, labelKey: 'tax.menu' }],
    itemParam: 'id',
  },
  {
    pattern: `${PAYOUT_ROUTES.payoutView}/:payoutId`,
    parents: [{ path: PAYOUT_ROUTES.outboundPayments, labelKey: 'payouts.menu.outbound' }],
    itemParam: 'payoutId',
  },
  {
    pattern: WEBHOOK_ROUTES.create,
    parents: [{ path: WEBHOOK_ROUTES.list, labelKey: 'menu.webhooks' }],
    isNew: true,
  },
  {
    pattern: WEBHOOK_ROUTES.detail,
    parents: [{ path: WEBHOOK_ROUTES.list, labelKey: 'menu.webhooks' }],
    itemParam: 'endpointId',
  },
  {
    pattern: CREDIT_ROUTES.limitNew,
    parents: [{ path: CREDIT_ROUTES.limitList, labelKey: 'credit.menu.limits' }],
    isNew: true,
  },
  {
    pattern: CREDIT_ROUTES.limitEdit,
    parents: [{ path: CREDIT_ROUTES.limitList, labelKey: 'credit.menu.limits' }],
    itemParam: 'creditId',
  },
  {
    pattern: `${BILLING_ROUTES.docVerificationJob}/:jobId`,
    parents: [{ path: PATHS.docVerification, labelKey: 'menu.docVerification' }],
    itemParam: 'jobId',
  },
  {
    pattern: `${PAYMENTS_ROUTES.transaction}/:viewType/:txnId`,
    parents: [
      { path: PAYMENTS_ROUTES.documents, labelKey: 'payments.title' },
      { path: PAYMENTS_ROUTES.details, labelKey: 'payments.txns.title' },
    ],
    itemParam: 'txnId',
  },
  { pattern: CONTRACT_ROUTE_PATHS.rateDetail, parents: rateLists, itemParam: 'id' },
  { pattern: CONTRACT_ROUTE_PATHS.rateNew, parents: rateLists, isNew: true },
  { pattern: CONTRACT_ROUTE_PATHS.rateAdminDetail, parents: [rateLists[1]!, rateLists[0]!], itemParam: 'id' },
  { pattern: CONTRACT_ROUTE_PATHS.rateAdminNew, parents: [rateLists[1]!, rateLists[0]!], isNew: true },
  // Vessel calls and crew lists (issue 18).
  {
    pattern: VESSEL_CALL_ROUTE_PATHS.detail,
    parents: [{ path: VESSEL_CALL_ROUTES.list, labelKey: 'vesselCalls.menu.applications' }],
    itemParam: 'vcId',
  },
  {
    pattern: VESSEL_CALL_ROUTE_PATHS.new,
    parents: [{ path: VESSEL_CALL_ROUTES.list, labelKey: 'vesselCalls.menu.applications' }],
    isNew: true,
  },
  {
    pattern: VESSEL_CALL_ROUTE_PATHS.crewListDetail,
    parents: [{ path: VESSEL_CALL_ROUTES.crewLists, labelKey: 'vesselCalls.menu.crewLists' }],
    itemParam: 'crewListId',
  },
  {
    pattern: VESSEL_CALL_ROUTE_PATHS.crewListNew,
    parents: [{ path: VESSEL_CALL_ROUTES.crewLists, labelKey: 'vesselCalls.menu.crewLists' }],
    isNew: true,
  },
  // CO2 emissions (issue 19): a job's figures under the platform's list, the offset under the company's.
  { pattern: CO2X_ROUTES.detail, parents: [{ path: CO2X_ROUTES.platform, labelKey: 'co2x.menu.platform' }], itemParam: 'id' },
  { pattern: CO2X_ROUTES.redirect, parents: [{ path: CO2X_ROUTES.company, labelKey: 'co2x.menu.company' }] },
  {
    pattern: TERMINATION_ROUTES.detail,
    parents: [{ path: TERMINATION_ROUTES.list, labelKey: 'orderTermination.menu.list' }],
    itemParam: 'terminationId',
  },
  // Truck rentals (issue 19): a rental and the renter's request under the list, by either of the spec's names.
  ...(
    [
      [RENTAL_ROUTES.list, RENTAL_ROUTES.detail, RENTAL_ROUTES.new],
      [RENTAL_ROUTES.managementList, RENTAL_ROUTES.managementDetail, RENTAL_ROUTES.managementNew],
    ] as const
  ).flatMap(([list, detail, request]) => {
    const parents = [{ path: list, labelKey: 'rentals.menu.renter' }];
    return [
      { pattern: detail, parents, itemParam: 'rentalId' },
      { pattern: request, parents, isNew: true },
    ];
  }),
  // Truck leasing (issue 19): an application and the operator's form under the list.
  {
    pattern: LEASING_ROUTES.detail,
    parents: [{ path: LEASING_ROUTES.list, labelKey: 'leasing.menu.operator' }],
    itemParam: 'applicationId',
  },
  { pattern: LEASING_ROUTES.new, parents: [{ path: LEASING_ROUTES.list, labelKey: 'leasing.menu.operator' }], isNew: true },
  // Fuel cards and invoicing (issue 19): a card and the new card under the cards, a statement under the statements.
  { pattern: FUEL_ROUTES.card, parents: [{ path: FUEL_ROUTES.cards, labelKey: 'fuel.menu.cards' }], itemParam: 'cardId' },
  { pattern: FUEL_ROUTES.cardNew, parents: [{ path: FUEL_ROUTES.cards, labelKey: 'fuel.menu.cards' }], isNew: true },
  {
    pattern: FUEL_ROUTES.statement,
    parents: [{ path: FUEL_ROUTES.invoicing, labelKey: 'fuel.menu.invoicing' }],
    itemParam: 'stmtId',
  },
  // Cargo insurance (issue 19): an application and the form under the list.
  {
    pattern: INSURANCE_ROUTES.detail,
    parents: [{ path: INSURANCE_ROUTES.list, labelKey: 'insurance.menu' }],
    itemParam: 'appId',
  },
  { pattern: INSURANCE_ROUTES.add, parents: [{ path: INSURANCE_ROUTES.list, labelKey: 'insurance.menu' }], isNew: true },
  {
    pattern: ACCOUNT_INQUIRY_ROUTES.view,
    parents: [{ path: ACCOUNT_INQUIRY_ROUTES.list, labelKey: 'accountInquiry.menu.list' }],
    itemParam: 'id',
  },
  // The resource engine's detail screens (master data, fleet, locations…): `${webDetail}/:viewType/:key?`.
  ...RESOURCE_ROUTES.map((def) => ({
    pattern: `${def.webDetail}/:viewType/:key?`,
    parents: [{ path: def.webList, labelKey: `resources.${def.name}.title` }],
    itemParam: 'key',
  })),
];

/** Every list a trail may lead to (the shell remembers the search and filters the user last had on each). */
export const BREADCRUMB_LISTS: ReadonlySet<string> = new Set(
  BREADCRUMB_ROUTES.flatMap((route) => route.parents.map((parent) => parent.path)),
);
