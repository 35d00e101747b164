/**
 * Web routes of CO2 emissions (issue 19, spec §2.2 and §2.3; decision 0034). Import-free: the route table, the
 * permissions and the breadcrumbs take them without the screens.
 */
export const CO2X_ROUTES = {
  /** A company's emissions: period totals, per trip, the statement PDF, the offset. */
  company: '/co2x',
  /** The offset: the period's total confirmed, then the browser goes to the offset partner. */
  redirect: '/co2xRedirect',
  /** The platform's list of every company's trips. */
  platform: '/opadmin/co2x/list',
  /** One job's emissions (the platform's detail). */
  detail: '/opadmin/co2x/:viewType/:id',
} as const;

/** A job's emissions screen (the platform's). */
export const co2xJobPath = (jobId: string) => `/opadmin/co2x/view/${encodeURIComponent(jobId)}`;

/** The offset screen of a period. */
export const co2xRedirectPath = (from: string, to: string) =>
  `${CO2X_ROUTES.redirect}?${new URLSearchParams({ from, to }).toString()}`;
