/**
 * Web routes of cargo insurance (issue 19, spec §2.3 insuranceapp; decision 0038). Import-free: the route table, the
 * permissions and the breadcrumbs take them without the screens.
 */
export const INSURANCE_ROUTES = {
  /** The applications: the applicant's own, the platform's all. */
  list: '/administrations/insuranceapp',
  /** The job creator's application (`?jobId=` preselects a job: the job screen's Insure cargo). */
  add: '/administrations/insuranceapp/add',
  /** One application with its premium, policy, certificate and the server's verbs. */
  detail: '/administrations/insuranceapp/:viewType/:appId',
} as const;

/** An application's screen. */
export const insurancePath = (appId: string) => `${INSURANCE_ROUTES.list}/view/${encodeURIComponent(appId)}`;

/** The application form for a job (the job screen's Insure cargo). */
export const insureJobPath = (jobId: string) => `${INSURANCE_ROUTES.add}?jobId=${encodeURIComponent(jobId)}`;
