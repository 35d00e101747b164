/** Web routes of the account inquiry (issue 19, spec §2.3; decision 0036). Import-free. */
export const ACCOUNT_INQUIRY_ROUTES = {
  list: '/opadmin/inquiry/accn/list',
  view: '/opadmin/inquiry/accn/:viewType/:id',
} as const;

/** One company's inquiry page. */
export const accountInquiryPath = (accnId: string) => `/opadmin/inquiry/accn/view/${encodeURIComponent(accnId)}`;
