/**
 * Web routes of truck leasing (issue 19, spec §2.3 and /opadmin/truckleasing/list; decision 0037). Import-free: the
 * route table, the permissions and the breadcrumbs take them without the screens.
 */
export const LEASING_ROUTES = {
  /** The applications of both sides: the operator's own, the provider's to decide. */
  list: '/administrations/truckleasing',
  /** The operator's application form. */
  new: '/administrations/truckleasing/new',
  /** One application with its quote and the server's verbs. */
  detail: '/administrations/truckleasing/:viewType/:applicationId',
  /** The platform's reading of every application (filters by state and provider). */
  platformList: '/opadmin/truckleasing/list',
} as const;

/** An application's screen. */
export const leasePath = (applicationId: string) => `${LEASING_ROUTES.list}/view/${encodeURIComponent(applicationId)}`;
