import type {
  approvalLinkStatus,
  billingList,
  billingRow,
  billVersion,
  bulkBillResult,
  docVerification,
  jobBilling,
  moneyDocument,
} from '../../domain/billing/billing-responses';
import type { jobDocument } from '../../domain/jobs/job-responses';
import type { WireOf } from '../../domain/wire';
import { VERB_PATHS, type BillingVerb } from '../../domain/billing/billing-actions';
import { apiPath } from '../lib/admin-api';

/** Web routes of billing (spec §2.1, §2.2). */
export const BILLING_ROUTES = {
  /** The creator's finance dashboard: billed, verified, approved jobs. */
  financeDashboard: '/applications/services/coff/finance/dashboard',
  /** The platform's document verification (billing documents of ACK_BILL jobs; registration documents too). */
  docVerification: '/opadmin/docverification',
  /** The truck operator's job billing: delivered jobs to bill, billed ones, rejected ones with the reason. */
  operatorBilling: '/applications/services/to/finance/billing',
  /** + /{jobId}: the billing documents of one job in the platform's verification queue. */
  docVerificationJob: '/opadmin/docverification/job',
  /** + /{jobId}/{accnId}/{role}/{validDate}?token=… : the e-mailed approval link. */
  approvalLink: '/approve/billing/job/truck',
} as const;

/** The billing lists' tabs (GET /billing/jobs?tab=). */
export const BILLING_TABS = ['jobBilling', 'billed', 'verified', 'approved', 'rejected', 'docVerification'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/** API paths of billing (docs/api.md, Billing). */
export const billingApi = {
  list: () => apiPath('billing', 'jobs'),
  /** The list of a tab as CSV or XLSX under its filters and sort (`format`, `tab`). */
  exportList: () => apiPath('billing', 'jobs', 'export'),
  docVerificationQueue: () => apiPath('billing', 'doc-verification'),
  /** The operator (`to`) or creator filter's companies (`side`). */
  parties: () => apiPath('billing', 'parties'),
  job: (jobId: string) => apiPath('billing', 'jobs', jobId),
  versions: (jobId: string) => apiPath('billing', 'jobs', jobId, 'versions'),
  verb: (jobId: string, verb: BillingVerb) => apiPath('billing', 'jobs', jobId, VERB_PATHS[verb]),
  bulk: () => apiPath('billing', 'jobs', 'bulk'),
  verifyDocument: (jobId: string, id: number) => apiPath('billing', 'jobs', jobId, 'documents', id, 'verify'),
  remark: (jobId: string, id: number) => apiPath('billing', 'jobs', jobId, 'documents', id, 'remarks'),
  file: (jobId: string, attId: string) => apiPath('billing', 'jobs', jobId, 'files', attId),
  document: (docId: number) => apiPath('billing', 'documents', docId),
  /** The money document as an A4 PDF (application/pdf). */
  documentPdf: (docId: number) => apiPath('billing', 'documents', docId, 'pdf'),
  approvalLink: (jobId: string, accnId: string, role: string, validDate: string) =>
    apiPath('billing', 'approve', jobId, accnId, role, validDate),
};

/** The approval link's web route (under the app's base), as the router declares it. */
export const APPROVAL_LINK_PATTERN = `${BILLING_ROUTES.approvalLink}/:jobId/:accnId/:role/:validDate`;

export { VERB_PATHS } from '../../domain/billing/billing-actions';

export type BillingRow = WireOf<typeof billingRow>;
export type BillingList = WireOf<typeof billingList>;
export type JobBilling = WireOf<typeof jobBilling>;
export type BillVersion = WireOf<typeof billVersion>;
export type DocVerification = WireOf<typeof docVerification>;
export type MoneyDocument = WireOf<typeof moneyDocument>;
export type BulkBillResult = WireOf<typeof bulkBillResult>;
export type ApprovalLinkStatus = WireOf<typeof approvalLinkStatus>;
/** A document of the bill with its content (`GET /billing/jobs/{jobId}/files/{attId}`). */
export type BillFile = WireOf<typeof jobDocument>;
