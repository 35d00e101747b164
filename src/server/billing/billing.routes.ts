import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { BILLING_VERBS, VERB_PATHS } from '../../domain/billing/billing-actions';
import {
  approvalLinkActBody,
  billBody,
  billingListQuery,
  billVerbBody,
  bulkBillBody,
  docRemarkBody,
  docVerifyBody,
} from '../../domain/billing/bill-schema';
import {
  approvalLinkStatus,
  billingList as billingListSchema,
  billingSummary as billingSummarySchema,
  billVersion,
  bulkBillResult,
  jobBilling,
  moneyDocument,
} from '../../domain/billing/billing-responses';
import { lookupOption } from '../../domain/datatable';
import { jobDocument } from '../../domain/jobs/job-responses';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import type { BillingListQuery } from '../../domain/billing/bill-schema';
import { requestLang, translate } from '../http/i18n';
import { EXPORT_MAX_ROWS, sendExport } from '../resources/export';
import { billingList, billingSummary } from './billing-list';
import { billingParties } from './billing-parties';

const EXPORT_COLUMNS = [
  'jobId',
  'jobState',
  'creatorName',
  'toName',
  'customerRef',
  'noOfTrips',
  'currency',
  'charges',
  'reimbursement',
  'total',
  'invoiceNo',
  'billingDate',
  'approvedDate',
  'paymentDueDate',
  'paymentState',
] as const;
import {
  actOnApprovalLink,
  billJob,
  bulkDecide,
  decideBill,
  getBillDocumentFile,
  getJobBilling,
  getMoneyDocument,
  getMoneyDocumentPdf,
  remarkDocument,
  setBillingPublicUrl,
  verifyDocument,
  verifyMoneyDocument,
  viewApprovalLink,
  type BillDecisionVerb,
} from './billing.service';

export const BILLING_BASE = `${TRUCKING_API}/billing`;

const jobParams = z.object({ jobId: z.string().trim().min(1).max(20) });
const linkParams = z.object({
  jobId: z.string().trim().min(1).max(20),
  accnId: z.string().trim().min(1).max(20),
  role: z.string().trim().min(1).max(32),
  validDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/**
 * Billing after delivery (issue 13): bill, verify, acknowledge, approve or reject (the verbs of the one job workflow
 * table); bulk verify/acknowledge; the billing lists and the document verification queue; document verification;
 * a job's billing with its versions, money documents and payments; the money documents; the signed approval link.
 */
export function billingRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string; tokenSecret: Uint8Array; kickMail: () => void },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  setBillingPublicUrl(deps.publicUrl);
  const verbDeps = { publicUrl: deps.publicUrl, secret: deps.tokenSecret };
  const reader = app.auth.requirePermission('jobs.read');
  const after = <T>(value: T) => {
    deps.kickMail();
    return value;
  };

  r.get(
    `${BILLING_BASE}/jobs`,
    {
      schema: {
        tags: ['billing'],
        summary:
          'Billing lists by tab: jobBilling (operator: delivered, billed, rejected), billed, verified, approved, rejected, docVerification (platform: ACK_BILL queue); server-paged, filtered, totals per currency',
        querystring: billingListQuery,
        response: { 200: billingListSchema, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => billingList(deps.db, request.principal!, request.query),
  );
  r.get(
    `${BILLING_BASE}/jobs/export`,
    {
      schema: {
        tags: ['billing'],
        summary: `Export a billing list of the current tab and filter (csv or xlsx, at most ${EXPORT_MAX_ROWS} rows)`,
        querystring: billingListQuery
          .omit({ start: true, length: true, draw: true, echo: true })
          .extend({ format: z.enum(['csv', 'xlsx']) }),
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const lang = requestLang(request);
      const page = await billingList(deps.db, request.principal!, {
        ...query,
        start: 0,
        length: EXPORT_MAX_ROWS,
      } as BillingListQuery);
      const columns = EXPORT_COLUMNS.map((name) => ({ name, header: translate(lang, `billing.fields.${name}`) }));
      const rows = page.aaData.map((r) => ({
        ...r,
        billingDate: r.billingDate instanceof Date ? r.billingDate.toISOString() : r.billingDate,
        approvedDate: r.approvedDate instanceof Date ? r.approvedDate.toISOString() : r.approvedDate,
      }));
      return sendExport(reply, { format, name: `billing-${query.tab}`, sheet: translate(lang, 'billing.title'), columns, rows });
    },
  );
  r.get(
    `${BILLING_BASE}/summary`,
    {
      schema: {
        tags: ['billing'],
        summary: 'The billing cards (BILLED_JOBS, APPROVALS, APPROVED_JOBS): counts per state and amounts per currency',
        response: { 200: billingSummarySchema, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => billingSummary(deps.db, request.principal!),
  );
  r.get(
    `${BILLING_BASE}/parties`,
    {
      schema: {
        tags: ['billing'],
        summary:
          "The companies a billing list filters by: side=to the truck operators, side=creator the cargo owners and forwarders (the platform: all of them; a company: its jobs' parties)",
        querystring: z.object({ side: z.enum(['to', 'creator']) }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => billingParties(deps.db, request.principal!, request.query.side),
  );
  r.get(
    `${BILLING_BASE}/doc-verification`,
    {
      schema: {
        tags: ['billing'],
        summary: 'The platform document verification queue (ACK_BILL jobs with their document and remark counts)',
        querystring: billingListQuery.omit({ tab: true }),
        response: { 200: billingListSchema, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('billing.approve'),
    },
    async (request) => billingList(deps.db, request.principal!, { ...request.query, tab: 'docVerification' }),
  );
  r.post(
    `${BILLING_BASE}/jobs/bulk`,
    {
      schema: {
        tags: ['billing'],
        summary: 'Verify or acknowledge many jobs at once: each job its own conditional update; the answer says which succeeded',
        body: bulkBillBody,
        response: { 200: bulkBillResult, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => after(await bulkDecide(deps.db, request.principal!, request.body.verb, request.body.jobs, verbDeps)),
  );
  r.get(
    `${BILLING_BASE}/jobs/:jobId`,
    {
      schema: {
        tags: ['billing'],
        summary: "A job's billing: state and actions, the current bill, every version, documents, money documents, payments",
        params: jobParams,
        response: { 200: jobBilling, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getJobBilling(deps.db, request.principal!, request.params.jobId.toUpperCase()),
  );
  r.get(
    `${BILLING_BASE}/jobs/:jobId/versions`,
    {
      schema: {
        tags: ['billing'],
        summary: 'The versions of a job bill, newest first (who billed, verified, acknowledged, approved or rejected, and why)',
        params: jobParams,
        response: { 200: z.array(billVersion), ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => (await getJobBilling(deps.db, request.principal!, request.params.jobId.toUpperCase())).versions,
  );
  r.post(
    `${BILLING_BASE}/jobs/:jobId/bill`,
    {
      schema: {
        tags: ['billing'],
        summary:
          'Bill a delivered job or re-bill a rejected one (truck operator): reimbursements with receipts, additional charges, invoice number and document; a new bill version',
        params: jobParams,
        body: billBody,
        response: { 200: jobBilling, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) =>
      after(
        await billJob(
          deps.db,
          request.principal!,
          request.params.jobId.toUpperCase(),
          request.body,
          deps.publicUrl,
          deps.tokenSecret,
        ),
      ),
  );
  for (const verb of BILLING_VERBS.filter((v): v is BillDecisionVerb => v !== 'bill')) {
    r.post(
      `${BILLING_BASE}/jobs/:jobId/${VERB_PATHS[verb]}`,
      {
        schema: {
          tags: ['billing'],
          summary: `${verb} (wrong side or permission: 403; not from this state, stale version or a lost race: 409${
            verb === 'rejectBill' || verb === 'rejectApproval' ? '; reason required' : ''
          }${verb === 'approveBill' ? '; refused while a document is not verified' : ''})`,
          params: jobParams,
          body: billVerbBody.optional(),
          response: { 200: jobBilling, ...errorResponses },
        },
        preHandler: app.auth.requireUser,
      },
      async (request) =>
        after(
          await decideBill(deps.db, request.principal!, request.params.jobId.toUpperCase(), verb, request.body ?? {}, verbDeps),
        ),
    );
  }
  r.post(
    `${BILLING_BASE}/jobs/:jobId/documents/:id/verify`,
    {
      schema: {
        tags: ['billing'],
        summary: 'Mark a document of the bill verified, pending return (remark required) or not verified (platform, ACK_BILL)',
        params: jobParams.extend({ id: z.coerce.number().int().positive() }),
        body: docVerifyBody,
        response: { 200: jobBilling, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('billing.approve'),
    },
    async (request) =>
      verifyDocument(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.params.id, request.body),
  );
  r.post(
    `${BILLING_BASE}/jobs/:jobId/documents/:id/remarks`,
    {
      schema: {
        tags: ['billing'],
        summary: 'Add a remark to a document of the bill (platform, ACK_BILL)',
        params: jobParams.extend({ id: z.coerce.number().int().positive() }),
        body: docRemarkBody,
        response: { 200: jobBilling, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('billing.approve'),
    },
    async (request) =>
      remarkDocument(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.params.id, request.body.remark),
  );
  r.get(
    `${BILLING_BASE}/jobs/:jobId/files/:attId`,
    {
      schema: {
        tags: ['billing'],
        summary: "A document of the job's bill (receipt, operator invoice, proof of delivery) for any party (attData base64)",
        params: jobParams.extend({ attId: z.string().uuid() }),
        response: { 200: jobDocument, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) =>
      getBillDocumentFile(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.params.attId.toLowerCase()),
  );
  r.get(
    `${BILLING_BASE}/documents/:docId`,
    {
      schema: {
        tags: ['billing'],
        summary: 'A debit note or platform-fee invoice (the companies it is from or to, and the platform; else 404)',
        params: z.object({ docId: z.coerce.number().int().positive() }),
        response: { 200: moneyDocument, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getMoneyDocument(deps.db, request.principal!, request.params.docId),
  );
  r.get(
    `${BILLING_BASE}/documents/:docId/pdf`,
    {
      schema: {
        tags: ['billing'],
        summary: 'Download a debit note or platform-fee invoice as an A4 PDF (same readers as the document)',
        params: z.object({ docId: z.coerce.number().int().positive() }),
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { docNo, pdf } = await getMoneyDocumentPdf(deps.db, request.principal!, request.params.docId);
      reply.header('content-disposition', `attachment; filename="${docNo.replaceAll('/', '-')}.pdf"`);
      return reply.type('application/pdf').send(pdf);
    },
  );
  r.get(
    `${BILLING_BASE}/verify-document/:code`,
    {
      schema: {
        tags: ['billing'],
        summary: "The QR code's URL: whether a money document exists with this number, type, date and total (public)",
        params: z.object({ code: z.string().regex(/^[0-9a-f]{32}$/) }),
        response: {
          200: z.object({
            docNo: z.string(),
            docType: z.string(),
            issuedAt: z.union([z.date(), z.string()]),
            currency: z.string(),
            total: z.string(),
            valid: z.boolean(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => verifyMoneyDocument(deps.db, request.params.code),
  );
  const linkPath = `${BILLING_BASE}/approve/:jobId/:accnId/:role/:validDate`;
  r.get(
    linkPath,
    {
      schema: {
        tags: ['billing'],
        summary:
          'The signed approval link (web: /trucking/approve/billing/job/truck/{jobId}/{accnId}/{role}/{validDate}?token=): its status and, when valid, the bill',
        params: linkParams,
        querystring: z.object({ token: z.string().min(10).max(300) }).strict(),
        response: { 200: approvalLinkStatus, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => viewApprovalLink(deps.db, request.principal!, request.params, request.query.token, deps.tokenSecret),
  );
  r.post(
    linkPath,
    {
      schema: {
        tags: ['billing'],
        summary:
          'Act on the bill through the signed link (the named person signed in; single use; refused after use, a re-bill, the validity date, a forged token or a changed role: nothing changes)',
        params: linkParams,
        body: approvalLinkActBody,
        response: { 200: jobBilling, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => after(await actOnApprovalLink(deps.db, request.principal!, request.params, request.body, verbDeps)),
  );
}
