/** The public pages' and enquiries' screens (issue 18; import-free: the route table imports it). */
export const INFO_ROUTES = {
  inquiry: '/inquiry',
  enquiries: '/opadmin/enquiries',
  enquiry: '/opadmin/enquiries/:enqId',
  documentUpload: '/applications/documentUpload/doc',
} as const;
export const enquiryPath = (enqId: string) => `/opadmin/enquiries/${encodeURIComponent(enqId)}`;
