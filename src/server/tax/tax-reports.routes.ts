import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelTaxReportBody,
  createTaxReportBody,
  taxReportFileParams,
  taxReportList,
  taxReportParams,
  taxReportQuery,
  taxReportRow,
} from '../../domain/tax/tax-reports';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { TAX_BASE } from './tax-sequences.routes';
import { cancelTaxReport, createTaxReport, downloadTaxReportFile, listTaxReports } from './tax-reports.service';

/**
 * Tax reports (issue 15): the new tax invoices of a period in one report with its e-Faktur CSV and Coretax XML.
 * `tax.read` lists and downloads; `tax.manage` makes and cancels, and its first download marks the report D.
 */
export function taxReportRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('tax.read');
  const manager = app.auth.requirePermission('tax.manage');

  r.get(
    `${TAX_BASE}/reports`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Tax reports, newest first unless sorted (server-paged); filter status (A made, D downloaded, C cancelled); search on the name',
        querystring: taxReportQuery,
        response: { 200: taxReportList, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listTaxReports(deps.db, request.principal!, request.query),
  );
  r.post(
    `${TAX_BASE}/reports`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Make a report now (tax.manage): every new (N) tax invoice issued in the period (Jakarta days, open ends take all) goes into it and becomes exported (E); none to report is 409',
        body: createTaxReportBody,
        response: { 201: taxReportRow, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request, reply) => reply.code(201).send(await createTaxReport(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${TAX_BASE}/reports/:id/files/:file`,
    {
      schema: {
        tags: ['tax'],
        summary:
          "Download a report's e-Faktur import CSV (csv; range mode only) or Coretax XML (xml); GLI finance's first download marks the report downloaded (D)",
        params: taxReportFileParams,
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const file = await downloadTaxReportFile(deps.db, request.principal!, request.params.id, request.params.file);
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.type(file.type).send(file.body);
    },
  );
  r.post(
    `${TAX_BASE}/reports/:id/cancel`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Cancel a report (tax.manage, a reason required): its invoices go back to new (N) for the next report; a report with a completed invoice, or a cancelled one, is 409',
        params: taxReportParams,
        body: cancelTaxReportBody,
        response: { 200: taxReportRow, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => cancelTaxReport(deps.db, request.principal!, request.params.id, request.body.reason),
  );
}
