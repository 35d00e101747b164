import { CUSTOMER_ACCOUNT_TYPES } from '../../domain/accounts';
import { paymentCardDocuments, type TabCode } from '../../domain/dashboard';
import { BILLING_ROUTES } from '../billing';
import { PAYMENTS_ROUTES } from '../payments';
import { LEASING_ROUTES } from '../leasing';
import { RENTAL_ROUTES } from '../rentals';
import { VESSEL_CALL_ROUTES } from '../vessel-calls';
import { taxCardLink } from '../tax';
import { PATHS } from '../lib/paths';

/** A card's link: where each statistic's records are (`code`), or all of them (`null`). */
export interface CardLink {
  to: (code: string | null) => string;
}

/** The job list of the user's side of the jobs (the list the menu opens for that company type). */
export function jobListOf(accnType: string): string {
  switch (accnType) {
    case 'ACC_TYPE_CO':
    case 'ACC_TYPE_FF_CO':
      return PATHS.jobsCo;
    case 'ACC_TYPE_FF':
      return PATHS.jobsFf;
    case 'ACC_TYPE_TO':
    case 'ACC_TYPE_TO_WJ':
      return PATHS.jobsTo;
    case 'ACC_TYPE_GLI':
      return PATHS.jobsGli;
    default:
      return PATHS.jobsPlatform;
  }
}

const JOB_TABS: readonly TabCode[] = ['tracking', 'truckingJobs', 'truckTracking'];

const withQuery = (path: string, query: Record<string, string | null>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export type WorkbenchPermission =
  | 'jobs.read'
  | 'accounts.lifecycle'
  | 'onboarding.review'
  | 'billing.review'
  | 'billing.approve'
  | 'jobs.operate'
  | 'payments.read'
  | 'tax.read';

/** The finance dashboard's tab of each billing state (the creator's cards). */
const FINANCE_TAB_OF: Record<string, string> = {
  BILLED: 'billed',
  VER_BILL: 'verified',
  ACK_BILL: 'verified',
  APP_BILL: 'approved',
  PAID: 'approved',
  REJ_BILL: 'rejected',
};
const FINANCE_TAB_OF_CARD: Partial<Record<TabCode, string>> = {
  billedJobs: 'billed',
  verifiedJobs: 'verified',
  approvedJobs: 'approved',
};

/**
 * The billing cards' links: the creator's to its finance dashboard tab (filtered by state where the tab holds more
 * than one), the operator's to its job billing, the platform's ACK_BILL count to the billing documents queue.
 */
function billingLinkOf(
  tab: TabCode,
  user: { accnType: string },
  can: (permission: WorkbenchPermission) => boolean,
): CardLink | undefined {
  if (tab === 'documentVerifications') {
    const billing = can('billing.approve');
    const registration = can('onboarding.review');
    if (!billing && !registration) return undefined;
    return {
      to: (code) =>
        withQuery(PATHS.docVerification, {
          tab: code === 'ACK_BILL' || (code === null && billing) || !registration ? 'billing' : 'registration',
        }),
    };
  }
  if (tab === 'jobBilling' && can('jobs.operate'))
    return { to: (code) => withQuery(BILLING_ROUTES.operatorBilling, { jobState: code }) };
  const cardTab = FINANCE_TAB_OF_CARD[tab];
  if (!cardTab || !can('billing.review') || !(CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(user.accnType))
    return undefined;
  return {
    to: (code) => {
      const target = (code && FINANCE_TAB_OF[code]) || cardTab;
      const jobState = code && code !== 'PAID' && target === 'verified' ? code : null;
      return withQuery(BILLING_ROUTES.financeDashboard, { tab: target, jobState });
    },
  };
}

/**
 * Where a workbench card leads ("what needs your action"): each count opens its list filtered to those records,
 * the total the whole list. Undefined where the user has no screen for the card's records yet (tax invoices
 * come with their issue) or may not open it.
 */
export function workbenchLinkOf(
  tab: TabCode,
  user: { accnType: string },
  can: (permission: WorkbenchPermission) => boolean,
  dbType?: string,
): CardLink | undefined {
  if ((dbType === 'DN_PAYMENTS' || dbType === 'PF_PAYMENTS') && can('payments.read')) {
    // The pending payments cards: their document type on its side of /payments (paymentCardDocuments).
    const { side, docType } = paymentCardDocuments(dbType, user.accnType);
    return { to: (code) => withQuery(PAYMENTS_ROUTES.documents, { side, docType, status: code }) };
  }
  const billingLink = billingLinkOf(tab, user, can);
  if (billingLink) return billingLink;
  if (JOB_TABS.includes(tab) && can('jobs.read')) {
    const list = jobListOf(user.accnType);
    return { to: (code) => withQuery(list, { jobState: code }) };
  }
  if ((tab === 'taxSequence' || tab === 'taxReport' || tab === 'taxInvoices') && can('tax.read')) {
    // The tax cards (issue 15): their tab of GLI's tax dashboard, filtered to the state counted.
    return { to: (code) => taxCardLink(tab, code) };
  }
  // Issue 19: the rentals and lease applications lists, filtered to the state counted (the server scopes the rows).
  if (tab === 'rentals') return { to: (code) => withQuery(RENTAL_ROUTES.list, { state: code }) };
  if (tab === 'leaseApplications') return { to: (code) => withQuery(LEASING_ROUTES.list, { state: code }) };
  // A shipping line's and an agent's vessel calls (the server scopes the rows), filtered to the status counted.
  if (tab === 'vesselCalls') return { to: (code) => withQuery(VESSEL_CALL_ROUTES.list, { status: code }) };
  if ((tab === 'accountSuspension' || tab === 'accountResumption') && can('accounts.lifecycle')) {
    const reqType = tab === 'accountSuspension' ? 'SUSPENSION' : 'RESUMPTION';
    return { to: () => withQuery(PATHS.accountRequests, { reqType }) };
  }
  return undefined;
}

/**
 * The URL query of the workbench's driver tab filtered to one availability (the card's numbers link there). Here
 * rather than with the driver table (jobs), which the workbench loads only on that tab.
 */
export const driverStateSearch = (state: string | null) =>
  `?tab=driverAvailability${state ? `&drvState=${encodeURIComponent(state)}` : ''}`;
