/** Web routes of the background reports (issue 17, spec §2.3): in the app's entry (router, permissions, breadcrumbs). */
export const REPORT_ROUTES = {
  /** The catalogue and the user's runs. */
  list: '/reports/list',
  /** The parameters form of one report. */
  generate: '/reports/generate/:id',
} as const;
