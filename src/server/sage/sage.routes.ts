import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  arAgeingPage as arAgeingPageSchema,
  arAgeingQuery,
  arReportBody,
  arReportList,
  arReportQuery,
  arReportRow,
  sageBatchBody,
  sageBatchList,
  sageBatchQuery,
  sageBatchRow,
  sageCodeBody,
  sageCodeList,
  sageCodeParams,
  sageCodeQuery,
  sageCodeRow,
  sageGlBody,
  sageGlSettings,
} from '../../domain/finance/sage';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { arReportWorkbook, SAGE_PARTS, sageWorkbook } from './sage-workbook';
import {
  arAgeingPage,
  createArReport,
  downloadArReport,
  generateBatch,
  getBatch,
  glSettings,
  listArReports,
  listBatches,
  listCodes,
  markDownloaded,
  markImported,
  saveCodes,
  saveGlSettings,
} from './sage.service';

export const FINANCE_BASE = `${TRUCKING_API}/finance`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The AR report (`reports.ar`) and the Sage 300 exports (`sage.export`): the platform's and GLI's finance alone (the
 * company types exclude both everywhere else).
 */
export function sageRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ar = app.auth.requirePermission('reports.ar');
  const sage = app.auth.requirePermission('sage.export');
  const idParams = z.object({ id: z.coerce.number().int().positive() });

  r.get(
    `${FINANCE_BASE}/ar/ageing`,
    {
      schema: {
        tags: ['finance'],
        summary:
          'Receivables by customer and currency in ageing buckets (current, 1-30, 31-60, 61-90, over 90 days past due) as of a date, from the ledger; paged per customer, with totals per currency',
        querystring: arAgeingQuery,
        response: { 200: arAgeingPageSchema, ...errorResponses },
      },
      preHandler: ar,
    },
    async (request) => arAgeingPage(deps.db, request.query),
  );
  r.get(
    `${FINANCE_BASE}/ar/reports`,
    {
      schema: {
        tags: ['finance'],
        summary: 'Generated AR reports (spec §3 AR report), newest first',
        querystring: arReportQuery,
        response: { 200: arReportList, ...errorResponses },
      },
      preHandler: ar,
    },
    async (request) => listArReports(deps.db, request.query),
  );
  r.post(
    `${FINANCE_BASE}/ar/reports`,
    {
      schema: {
        tags: ['finance'],
        summary: 'Generate an AR report as of a date (not in the future)',
        body: arReportBody,
        response: { 201: arReportRow, ...errorResponses },
      },
      preHandler: ar,
    },
    async (request, reply) => reply.code(201).send(await createArReport(deps.db, request.principal!, request.body.asOf)),
  );
  r.get(
    `${FINANCE_BASE}/ar/reports/:id/xlsx`,
    {
      schema: {
        tags: ['finance'],
        summary: "An AR report's workbook (the ageing on its date); marks it downloaded",
        params: idParams,
      },
      preHandler: ar,
    },
    async (request, reply) => {
      const { report, ageing } = await downloadArReport(deps.db, request.principal!, request.params.id);
      const file = await arReportWorkbook(ageing);
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${report.batch}.xlsx"`).send(file);
    },
  );

  r.get(
    `${FINANCE_BASE}/sage/gl-accounts`,
    {
      schema: {
        tags: ['finance'],
        summary: 'The Sage GL account of each charge type, and those not set',
        response: { 200: sageGlSettings, ...errorResponses },
      },
      preHandler: sage,
    },
    async () => glSettings(deps.db),
  );
  r.put(
    `${FINANCE_BASE}/sage/gl-accounts`,
    {
      schema: {
        tags: ['finance'],
        summary: 'Set the GL accounts of every charge type (audited)',
        body: sageGlBody,
        response: { 200: sageGlSettings, ...errorResponses },
      },
      preHandler: sage,
    },
    async (request) => saveGlSettings(deps.db, request.principal!, request.body),
  );
  r.get(
    `${FINANCE_BASE}/sage/codes`,
    {
      schema: {
        tags: ['finance'],
        summary: 'Companies with their Sage customer and vendor codes (server-paged)',
        querystring: sageCodeQuery,
        response: { 200: sageCodeList, ...errorResponses },
      },
      preHandler: sage,
    },
    async (request) => listCodes(deps.db, request.query),
  );
  r.put(
    `${FINANCE_BASE}/sage/codes/:accnId`,
    {
      schema: {
        tags: ['finance'],
        summary: "Set a company's Sage customer and vendor codes (unique; audited)",
        params: sageCodeParams,
        body: sageCodeBody,
        response: { 200: sageCodeRow, ...errorResponses },
      },
      preHandler: sage,
    },
    async (request) => saveCodes(deps.db, request.principal!, request.params.accnId, request.body),
  );

  r.get(
    `${FINANCE_BASE}/sage/batches`,
    {
      schema: {
        tags: ['finance'],
        summary: 'Sage export batches, newest half-month first (server-paged)',
        querystring: sageBatchQuery,
        response: { 200: sageBatchList, ...errorResponses },
      },
      preHandler: sage,
    },
    async (request) => listBatches(deps.db, request.query),
  );
  r.post(
    `${FINANCE_BASE}/sage/batches`,
    {
      schema: {
        tags: ['finance'],
        summary:
          'Generate the batch of a past half-month (1st-15th or 16th-end, Jakarta): its documents, receipts and payouts not yet in a batch; a second for the same half-month: 409',
        body: sageBatchBody,
        response: { 201: sageBatchRow, ...errorResponses },
      },
      preHandler: sage,
    },
    async (request, reply) => reply.code(201).send(await generateBatch(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${FINANCE_BASE}/sage/batches/:id`,
    {
      schema: { tags: ['finance'], summary: 'One batch', params: idParams, response: { 200: sageBatchRow, ...errorResponses } },
      preHandler: sage,
    },
    async (request) => getBatch(deps.db, request.params.id),
  );
  r.get(
    `${FINANCE_BASE}/sage/batches/:id/xlsx/:part`,
    {
      schema: {
        tags: ['finance'],
        summary:
          'One part of a batch as a Sage 300 import workbook (AR_INVOICES, AP_INVOICES, AR_RECEIPTS, AP_PAYMENTS); the first download marks it DOWNLOADED',
        params: idParams.extend({ part: z.enum(SAGE_PARTS) }),
      },
      preHandler: sage,
    },
    async (request, reply) => {
      const batch = await markDownloaded(deps.db, request.principal!, request.params.id, request.params.part);
      const file = await sageWorkbook(deps.db, request.params.id, request.params.part);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${batch.batchNo}-${request.params.part}.xlsx"`)
        .send(file);
    },
  );
  r.post(
    `${FINANCE_BASE}/sage/batches/:id/imported`,
    {
      schema: {
        tags: ['finance'],
        summary: 'Mark a downloaded batch imported into Sage; any other state: 409',
        params: idParams,
        response: { 200: sageBatchRow, ...errorResponses },
      },
      preHandler: sage,
    },
    async (request) => markImported(deps.db, request.principal!, request.params.id),
  );
}
