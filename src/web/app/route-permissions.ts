import type { Permission } from '../../domain/permissions';
import { CONTRACT_ROUTE_PATHS as CONTRACTS } from '../contracts/contract-paths';
import { PATHS } from './paths';

/** A screen's permission, or several of which any one lets the user in. */
export type RoutePermission = Permission | readonly Permission[];

/**
 * The permission each screen needs (issue 12), checked by one guard (src/web/shell/route-guard.tsx) before the
 * screen loads; the server refuses the same calls. Screens not listed need a signed-in user only, or check
 * something finer themselves (a record's own `actions`).
 */
export const ROUTE_PERMISSIONS: Readonly<Partial<Record<string, RoutePermission>>> = {
  [PATHS.outbox]: 'outbox.read',
  [PATHS.whitelabelAdmin]: 'whitelabel.manage',
  [PATHS.sysparamList]: 'sysparam.manage',
  [PATHS.sysparamEdit]: 'sysparam.manage',
  [PATHS.auditLog]: 'logs.read',
  [PATHS.exceptionLog]: 'logs.read',
  [PATHS.authorisations]: 'authorisations.read',
  [PATHS.usersAll]: 'users.manage',
  [PATHS.opadminUsers]: 'users.manage',
  [PATHS.companyUsers]: 'users.manage',
  [PATHS.accountUsers]: 'users.manage',
  [PATHS.userDetail]: 'users.manage',
  [PATHS.opadminUserDetail]: 'users.manage',
  [PATHS.accountUserDetail]: 'users.manage',
  [PATHS.onboardingList]: 'onboarding.review',
  [PATHS.onboardingView]: 'onboarding.review',
  [PATHS.docVerification]: 'onboarding.review',
  [PATHS.accountRequests]: 'accounts.lifecycle',
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
  [PATHS.jobsAssign]: 'jobs.operate',
};
