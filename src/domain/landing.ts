import type { AccountType } from './accounts';

export const WORKBENCH_PATH = '/general/landing/workbench';

/** Screens that exist, for landing decisions; later features add theirs. */
// Companies land on the workbench (the spec's default redirect, with their job counts); their job lists are in the menu.
export const TRUCK_TRACKING_PATH = '/applications/service/truckTracking';
export const AVAILABLE_SCREENS = new Set<string>([WORKBENCH_PATH, '/opadmin/docverification', TRUCK_TRACKING_PATH]);

/** Where each kind of user's work is after sign-in (issue: sign-in and shell). */
export function landingPath(user: { accnType: string; authorities: readonly string[] }): string {
  const type = user.accnType as AccountType;
  let target = WORKBENCH_PATH;
  if (type === 'ACC_TYPE_CO' || type === 'ACC_TYPE_FF_CO') target = '/applications/services/job/coff/truck';
  else if (type === 'ACC_TYPE_FF') target = '/applications/services/job/ffco/truck';
  else if (type === 'ACC_TYPE_TO') target = '/applications/services/job/to/truck';
  // A truck operator without jobs runs its fleet only: its fleet at a glance (issue 16).
  else if (type === 'ACC_TYPE_TO_WJ') target = TRUCK_TRACKING_PATH;
  else if (type === 'ACC_TYPE_GLI') target = '/applications/services/gli/dashboard';
  else if (user.authorities.includes('SP_L1')) target = '/opadmin/docverification';
  return AVAILABLE_SCREENS.has(target) ? target : WORKBENCH_PATH;
}
