import { z } from 'zod';
import { datatableResponse } from '../datatable';
import { JOB_WORKFLOW, type JobWorkflowVerb } from '../jobs/job-actions';
import { timestamp } from '../wire';
import { DOC_KINDS, DOC_VERIFY_STATES } from './billing-actions';
import { MONEY_DOC_TYPES } from './documents';

/** Response schemas of billing (issue 13): the server's routes declare them; the web types its fixtures by them. */

const money = z.string().describe('Decimal as text (NUMERIC), never a float');
const jobVerbs = Object.keys(JOB_WORKFLOW.verbs) as [JobWorkflowVerb, ...JobWorkflowVerb[]];
const actions = z.array(z.enum(jobVerbs)).describe('The verbs the caller may use on the job now');

export const billLine = z.object({
  seq: z.number().int(),
  kind: z.enum(['TRIP', 'REIMBURSEMENT', 'ADDITIONAL']),
  reimbursementType: z.string().nullable(),
  description: z.string(),
  /** A TRIP line's trip, for a description in the reader's language. */
  trip: z.object({ seq: z.number().int(), vehicleType: z.string(), containerNo: z.string().nullable() }).nullable(),
  quantity: z.number().int(),
  amount: money,
  receiptAttId: z.string().nullable(),
});

/** One version of a job's bill. */
export const billVersion = z.object({
  billId: z.number().int(),
  jobId: z.string(),
  billVersion: z.number().int(),
  state: z.string().describe('The job state this version reached (BILLED … APP_BILL, or REJ_BILL)'),
  currency: z.string(),
  tripCharges: money,
  reimbursementTotal: money,
  additionalTotal: money,
  total: money,
  invoiceNo: z.string(),
  invoiceAttId: z.string(),
  billedBy: z.string(),
  billedByName: z.string().nullable(),
  billedAt: timestamp,
  verifiedBy: z.string().nullable(),
  verifiedAt: timestamp.nullable(),
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: timestamp.nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: timestamp.nullable(),
  rejectedBy: z.string().nullable(),
  rejectedAt: timestamp.nullable(),
  rejectReason: z.string().nullable(),
  lines: z.array(billLine),
});
export type BillVersion = z.infer<typeof billVersion>;

/** A job document under the platform's verification (proof of delivery, receipt, operator invoice). */
export const docVerification = z.object({
  id: z.number().int(),
  jobId: z.string(),
  billVersion: z.number().int(),
  kind: z.enum(DOC_KINDS),
  attId: z.string(),
  attName: z.string().nullable(),
  state: z.enum(DOC_VERIFY_STATES),
  remarks: z.array(z.object({ at: z.string(), usrId: z.string(), usrName: z.string().nullable(), remark: z.string() })),
  remarkCount: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: timestamp,
});

/** The finance history item (spec §3). */
export const financeHistoryItem = z.object({
  no: z.number().int(),
  itemDesc: z.string(),
  qty: z.number().int(),
  currency: z.string(),
  amount: money,
});

/** A debit note or platform-fee invoice. */
export const moneyDocument = z.object({
  docId: z.number().int(),
  docNo: z.string().describe('DN/2026/000123, PF/2026/000045'),
  docType: z.enum(MONEY_DOC_TYPES),
  jobId: z.string(),
  billVersion: z.number().int(),
  fromAccnId: z.string(),
  fromName: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  currency: z.string(),
  subtotal: money,
  taxBase: money,
  vat: money,
  withholding: money,
  stampDuty: money,
  total: money,
  issuedAt: timestamp,
  dueDate: z.string().describe('YYYY-MM-DD: the approval date plus the contract payment terms of the side'),
  lines: z.array(financeHistoryItem),
  totalInWordsId: z.string(),
  totalInWordsEn: z.string(),
  verifyUrl: z.string().describe('The URL of the QR code: verifies the document'),
});
export type MoneyDocumentWire = z.infer<typeof moneyDocument>;

/** A job payment row (spec §3 "Job payment"): creator -> platform (IN), platform -> operator (OUT). */
export const jobPayment = z.object({
  paymentId: z.string(),
  jobId: z.string(),
  direction: z.enum(['IN', 'OUT']),
  docNo: z.string(),
  amount: money,
  currency: z.string(),
  billingDate: z.string(),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  status: z.string(),
});

/** A job's billing: its state and actions, the current bill, every version, the documents and money documents. */
export const jobBilling = z.object({
  jobId: z.string(),
  jobState: z.string(),
  version: z.number().int(),
  creatorAccnId: z.string(),
  creatorName: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  currency: z.string().nullable(),
  totalCharge: money.nullable(),
  actions,
  bill: billVersion.nullable(),
  versions: z.array(billVersion).describe('Every version, newest first'),
  documents: z.array(docVerification),
  moneyDocuments: z.array(moneyDocument),
  payments: z.array(jobPayment),
  allDocumentsVerified: z.boolean(),
});
export type JobBilling = z.infer<typeof jobBilling>;

/** A row of the billing lists (finance dashboard tabs, the operator's billing tab, the verification queue). */
export const billingRow = z.object({
  jobId: z.string(),
  jobState: z.string(),
  creatorAccnId: z.string(),
  creatorName: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  customerRef: z.string().nullable(),
  shipmentType: z.string(),
  noOfTrips: z.number().int(),
  currency: z.string().nullable(),
  charges: money.nullable().describe('The trip charges'),
  reimbursement: money.nullable(),
  total: money.nullable().describe("The bill's total (the trip charges until billed)"),
  billVersion: z.number().int().nullable(),
  invoiceNo: z.string().nullable(),
  billingDate: timestamp.nullable(),
  approvedDate: timestamp.nullable(),
  approvedBy: z.string().nullable(),
  paymentDueDate: z.string().nullable(),
  paymentState: z.string().nullable(),
  rejectReason: z.string().nullable(),
  documentCount: z.number().int(),
  verifiedCount: z.number().int(),
  remarkCount: z.number().int(),
  version: z.number().int(),
  actions,
});
export type BillingRow = z.infer<typeof billingRow>;

export const currencyTotal = z.object({ currency: z.string(), count: z.number().int(), amount: money });

export const billingList = datatableResponse(billingRow).extend({
  totals: z.array(currencyTotal).describe('Per currency over every row of the filter'),
});

export const bulkBillResult = z.object({
  results: z.array(
    z.object({
      jobId: z.string(),
      ok: z.boolean(),
      status: z.number().int().describe('200, or the error status this job got (404, 403, 409)'),
      message: z.string().nullable(),
      jobState: z.string().nullable(),
    }),
  ),
});

/** What the approval link says: valid (with the bill), or why it acts on nothing. */
export const approvalLinkStatus = z.object({
  status: z.enum(['VALID', 'USED', 'EXPIRED', 'REBILLED', 'INVALID', 'WRONG_USER']),
  jobId: z.string(),
  validDate: z.string(),
  role: z.string(),
  billing: jobBilling.nullable(),
  actions: z.array(z.enum(['acknowledgeBill', 'rejectBill'])),
});

/** The workbench's billing cards: counts per state and amounts per currency (GET /billing/summary). */
export const billingSummary = z.array(
  z.object({
    dbType: z.enum(['BILLED_JOBS', 'APPROVALS', 'APPROVED_JOBS']),
    transStatistic: z.record(z.string(), z.number().int()),
    totals: z.array(currencyTotal),
  }),
);
