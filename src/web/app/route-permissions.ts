import type { Permission } from '../../domain/permissions';
import { PATHS } from './paths';

/**
 * The permission each screen needs (issue 12), checked by one guard (src/web/shell/route-guard.tsx) before the
 * screen loads; the server refuses the same calls. Screens not listed need a signed-in user only, or check
 * something finer themselves (a record's own `actions`).
 */
export const ROUTE_PERMISSIONS: Readonly<Partial<Record<string, Permission>>> = {
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
  [PATHS.jobsAssign]: 'jobs.operate',
};
