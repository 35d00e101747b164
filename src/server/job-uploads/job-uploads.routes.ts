import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import {
  JOB_UPLOAD_MAX_ROWS,
  JOB_UPLOAD_STATUSES,
  jobUploadBody,
  jobUploadRecord,
  jobUploadRow,
} from '../../domain/jobs/job-upload';
import type { Db } from '../db/client';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { getJobUpload, jobUploadTemplate, listJobUploads, uploadJobs, type JobUploadListQuery } from './job-uploads.service';
import { TRUCKING_API } from '../../domain/api-paths';

const BASE = `${TRUCKING_API}/jobs/uploads`;

const listQuery = datatableQuery.extend({ status: z.enum(JOB_UPLOAD_STATUSES).optional() }).strict();

/**
 * Bulk upload of trucking jobs (issue 6): the XLSX template, the upload of an XLSX or CSV file (good rows become
 * draft jobs in one transaction, bad rows are reported), the company's past uploads and one upload's report.
 */
export function jobUploadRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const creator = app.auth.requirePermission('jobs.create');

  r.get(
    `${BASE}/template`,
    {
      schema: {
        tags: ['jobs'],
        summary:
          'The XLSX template: sheet "Jobs" (header and an example row) and sheet "Codes" (allowed codes, operators, locations)',
      },
      preHandler: creator,
    },
    async (request, reply) => {
      const file = await jobUploadTemplate(deps.db, request.principal!, requestLang(request));
      reply.header('content-disposition', 'attachment; filename="lintas-jobs-template.xlsx"');
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(file);
    },
  );
  // The upload in a scope of its own, for its JSON parser: the body is a file of up to 5 MB as base64 in a JSON
  // string, and Fastify's default parser scans the whole text for "__proto__" and "constructor" keys first (on the
  // event loop: 20 to 100 ms of a 4 MB body under load). The body is checked by a strict schema of three plain
  // fields, which refuses any other key, so the plain JSON.parse is as safe here.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, scope.getDefaultJsonParser('ignore', 'ignore'));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      BASE,
      {
        schema: {
          tags: ['jobs'],
          summary: `Upload jobs from an XLSX or CSV file (base64 attData, at most 5 MB and ${JOB_UPLOAD_MAX_ROWS} rows): good rows become draft jobs, bad rows are reported`,
          body: jobUploadBody,
          response: { 201: jobUploadRecord, ...errorResponses },
        },
        preHandler: creator,
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => reply.code(201).send(await uploadJobs(deps.db, request.principal!, request.body)),
    );
  });
  r.get(
    BASE,
    {
      schema: {
        tags: ['jobs'],
        summary: "The company's job uploads, newest first (the platform with jobs.readAll: all)",
        querystring: listQuery,
        response: { 200: datatableResponse(jobUploadRow), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => listJobUploads(deps.db, request.principal!, request.query as JobUploadListQuery),
  );
  r.get(
    `${BASE}/:uploadId`,
    {
      schema: {
        tags: ['jobs'],
        summary: "One upload with its full report and the ids of the jobs it created (another company's: 404)",
        params: z.object({ uploadId: z.string().uuid() }),
        response: { 200: jobUploadRecord, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => getJobUpload(deps.db, request.principal!, request.params.uploadId.toLowerCase()),
  );
}
