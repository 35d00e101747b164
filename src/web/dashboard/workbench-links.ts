import type { TabCode } from '../../domain/dashboard';
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

/**
 * Where a workbench card leads ("what needs your action"): each count opens its list filtered to those records,
 * the total the whole list. Undefined where the user has no screen for the card's records yet (billing, payments,
 * tax come with their issues) or may not open it.
 */
export function workbenchLinkOf(
  tab: TabCode,
  user: { accnType: string },
  can: (permission: 'jobs.read' | 'accounts.lifecycle' | 'onboarding.review') => boolean,
): CardLink | undefined {
  if (JOB_TABS.includes(tab) && can('jobs.read')) {
    const list = jobListOf(user.accnType);
    return { to: (code) => withQuery(list, { jobState: code }) };
  }
  if ((tab === 'accountSuspension' || tab === 'accountResumption') && can('accounts.lifecycle')) {
    const reqType = tab === 'accountSuspension' ? 'SUSPENSION' : 'RESUMPTION';
    return { to: () => withQuery(PATHS.accountRequests, { reqType }) };
  }
  if (tab === 'documentVerifications' && can('onboarding.review')) return { to: () => PATHS.docVerification };
  return undefined;
}

/**
 * The URL query of the workbench's driver tab filtered to one availability (the card's numbers link there). Here
 * rather than with the driver table (jobs), which the workbench loads only on that tab.
 */
export const driverStateSearch = (state: string | null) =>
  `?tab=driverAvailability${state ? `&drvState=${encodeURIComponent(state)}` : ''}`;
