import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  reportCatalogue,
  reportFileParams,
  reportIdParams,
  reportRunList,
  reportRunParams,
  reportRunQuery,
  reportRunBody,
  reportRunRow,
} from '../../domain/reports/report-http';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { catalogueFor, createRun, getRun, listRuns, openRunFile, reportSender } from './reports.service';

export const REPORTS_BASE = `${TRUCKING_API}/reports`;

/**
 * Background reports (issue 17, decision 0025): the catalogue the user may run, a run asked for (answered at once, made
 * by the pg-boss worker), the user's runs with their progress, and the files (owner or platform only).
 */
export function reportRoutes(app: FastifyInstance, deps: { db: Db; pool: pg.Pool }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const runner = app.auth.requirePermission('reports.run');
  const sender = reportSender(deps.pool);

  r.get(
    `${REPORTS_BASE}/catalogue`,
    {
      schema: {
        tags: ['reports'],
        summary: 'The reports the user may run (by role and company type), with their columns and states',
        response: { 200: reportCatalogue, ...errorResponses },
      },
      preHandler: runner,
    },
    async (request) => catalogueFor(request.principal!),
  );
  r.post(
    `${REPORTS_BASE}/:id/runs`,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['reports'],
        summary:
          "Run a report in the background: the body is the report's parameters (from, to: Jakarta days, at most 366; state, party, format XLSX_PDF|XLSX|PDF, language en|id), checked with the form's schema; answers the QUEUED run at once (201); at most 3 open runs per user (409)",
        params: reportIdParams,
        body: reportRunBody,
        response: { 201: reportRunRow, ...errorResponses },
      },
      preHandler: runner,
    },
    async (request, reply) =>
      reply.code(201).send(await createRun(deps.db, request.principal!, request.params.id, request.body, sender)),
  );
  r.get(
    `${REPORTS_BASE}/runs`,
    {
      schema: {
        tags: ['reports'],
        summary: "The user's own runs (my reports), newest first, server-paged; filter status and reportId",
        querystring: reportRunQuery,
        response: { 200: reportRunList, ...errorResponses },
      },
      preHandler: runner,
    },
    async (request) => listRuns(deps.db, request.principal!, request.query),
  );
  r.get(
    `${REPORTS_BASE}/runs/:runId`,
    {
      schema: {
        tags: ['reports'],
        summary: 'One run with its progress (its owner or the platform; anyone else 404)',
        params: reportRunParams,
        response: { 200: reportRunRow, ...errorResponses },
      },
      preHandler: runner,
    },
    async (request) => getRun(deps.db, request.principal!, request.params.runId),
  );
  r.get(
    `${REPORTS_BASE}/runs/:runId/files/:file`,
    {
      schema: {
        tags: ['reports'],
        summary:
          "Download a finished run's XLSX (every row; a sheet per 1,048,575 rows) or PDF (the first 2,000 rows): its owner or the platform; anyone else, or an expired run, 404",
        params: reportFileParams,
      },
      preHandler: runner,
    },
    async (request, reply) => {
      const file = await openRunFile(deps.db, request.principal!, request.params.runId, request.params.file);
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.header('content-length', String(file.bytes));
      return reply.type(file.type).send(file.stream);
    },
  );
}
