import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse, lookupOption } from '../../domain/datatable';
import {
  assignBody,
  attachDoBody,
  bulkAssignBody,
  deliverBody,
  jobBody,
  jobListFilters,
  jobUpdateBody,
  jobVerbBody,
} from '../../domain/jobs/job-requests';
import { bulkAssignResult, jobDetail, jobDocument, jobEvent, jobListRow, rateLane } from '../../domain/jobs/job-responses';
import type { Db } from '../db/client';
import { requestLang, translate } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { EXPORT_MAX_ROWS, sendExport } from '../resources/export';
import { STATE_VERBS, actOnJob, assignJob, attachDeliveryOrder, bulkAssign, deliverDrop } from './job-actions.service';
import {
  createJob,
  getJob,
  getJobDocument,
  getJobEvents,
  jobLocationOptions,
  jobRateOptions,
  listJobs,
  operatorOptions,
  updateJob,
  type JobListQuery,
} from './jobs.service';
import { TRUCKING_API } from '../../domain/api-paths';

const BASE = `${TRUCKING_API}/jobs`;
/** The day a lookup is asked for (YYYY-MM-DD; default today). */
const onDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .optional();
const jobParams = z.object({ jobId: z.string().trim().min(1).max(20) });
const listQuery = datatableQuery.extend(jobListFilters).strict();
const EXPORT_COLUMNS = [
  'jobId',
  'jobState',
  'jobOutPaymentState',
  'creatorName',
  'customerName',
  'toName',
  'shipmentType',
  'customerRef',
  'blNo',
  'doNo',
  'containers',
  'pickupAt',
  'currency',
  'totalCharge',
  'createdAt',
] as const;

/**
 * Trucking jobs (issue 6): list and export, one job with its timeline, create and change (the creator), the
 * state verbs of `src/domain/jobs/job-actions.ts`, assignment (per job or many at once) and delivery per drop.
 */
export function jobRoutes(app: FastifyInstance, deps: { db: Db; kickMail: () => void }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('jobs.read');
  const after = <T>(value: T) => {
    deps.kickMail();
    return value;
  };

  r.get(
    BASE,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Jobs the caller created, is the customer of or operates (the platform: all)',
        querystring: listQuery,
        response: { 200: datatableResponse(jobListRow), ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listJobs(deps.db, request.principal!, request.query as JobListQuery),
  );
  r.get(
    `${BASE}/export`,
    {
      schema: {
        tags: ['jobs'],
        summary: `Export the job list of the current filter (csv or xlsx, at most ${EXPORT_MAX_ROWS} rows)`,
        querystring: listQuery
          .omit({ start: true, length: true, draw: true, echo: true })
          .extend({ format: z.enum(['csv', 'xlsx']) }),
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const lang = requestLang(request);
      const page = await listJobs(deps.db, request.principal!, {
        ...query,
        start: 0,
        length: EXPORT_MAX_ROWS,
      } as JobListQuery);
      const columns = EXPORT_COLUMNS.map((name) => ({ name, header: translate(lang, `jobs.fields.${name}`) }));
      const rows = page.aaData.map((r) => ({
        ...r,
        pickupAt: r.pickupAt instanceof Date ? r.pickupAt.toISOString() : r.pickupAt,
      }));
      return sendExport(reply, { format, name: 'jobs', sheet: translate(lang, 'jobs.title'), columns, rows });
    },
  );
  r.post(
    BASE,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Draft a job (DRF); the truck operator needs a contract with the customer on the pickup date',
        body: jobBody,
        response: { 201: jobDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.create'),
    },
    async (request, reply) => reply.code(201).send(await createJob(deps.db, request.principal!, request.body)),
  );
  r.post(
    `${BASE}/assign`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Assign drivers, trucks and chassis to the trips of many jobs at once (all or nothing)',
        body: bulkAssignBody,
        response: { 200: bulkAssignResult, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.operate'),
    },
    async (request) => after(await bulkAssign(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${BASE}/:jobId`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job with containers, trips, drops, timeline and the actions the caller may take (not party: 404)',
        params: jobParams,
        response: { 200: jobDetail, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getJob(deps.db, request.principal!, request.params.jobId.toUpperCase()),
  );
  const accnId = z.string().trim().max(20).optional();
  r.get(
    `${BASE}/operator-options`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Truck operators with an active contract with the customer on the day (default: the caller, today)',
        querystring: z
          .object({
            customerAccnId: accnId,
            onDate,
          })
          .strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.create'),
    },
    async (request) => operatorOptions(deps.db, request.principal!, request.query),
  );
  r.get(
    `${BASE}/rate-options`,
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Lines of the active rate tables between the customer (default: the caller) and the truck operator on the day (default today): the routes a job may use and their charges',
        querystring: z
          .object({
            toAccnId: z.string().trim().min(1).max(20),
            customerAccnId: accnId,
            onDate,
          })
          .strict(),
        response: { 200: z.array(rateLane), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.create'),
    },
    async (request) => jobRateOptions(deps.db, request.principal!, request.query),
  );
  r.get(
    `${BASE}/location-options`,
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Active locations of the caller, the customer and the truck operator, for pickups and drops (an operator without an active contract: 403)',
        querystring: z.object({ toAccnId: z.string().trim().min(1).max(20), customerAccnId: accnId }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.create'),
    },
    async (request) => jobLocationOptions(deps.db, request.principal!, request.query),
  );
  r.get(
    `${BASE}/:jobId/documents/:attId`,
    {
      schema: {
        tags: ['jobs'],
        summary: "A job's delivery order or proof of delivery, for any party of the job (attData base64; else 404)",
        params: jobParams.extend({ attId: z.string().uuid() }),
        response: { 200: jobDocument, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) =>
      getJobDocument(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.params.attId.toLowerCase()),
  );
  r.get(
    `${BASE}/:jobId/events`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'The timeline of a job',
        params: jobParams,
        response: { 200: z.array(jobEvent), ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getJobEvents(deps.db, request.principal!, request.params.jobId.toUpperCase()),
  );
  r.put(
    `${BASE}/:jobId`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Change a draft or rejected job (the creator; stale version: 409)',
        params: jobParams,
        body: jobUpdateBody,
        response: { 200: jobDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.create'),
    },
    async (request) => updateJob(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.body),
  );
  for (const verb of STATE_VERBS) {
    r.post(
      `${BASE}/:jobId/${verb}`,
      {
        schema: {
          tags: ['jobs'],
          summary: `${verb} a job (not allowed from its state, or a lost race: 409${
            verb === 'cancel' || verb === 'reject' ? '; reason required' : ''
          })`,
          params: jobParams,
          body: jobVerbBody.optional(),
          response: { 200: jobDetail, ...errorResponses },
        },
        preHandler: app.auth.requireUser,
      },
      async (request) =>
        after(await actOnJob(deps.db, request.principal!, request.params.jobId.toUpperCase(), verb, request.body ?? {})),
    );
  }
  r.post(
    `${BASE}/:jobId/assign`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Assign driver, truck and chassis per trip (ACP -> ASG when every trip is assigned; reassign in ASG)',
        params: jobParams,
        body: assignBody,
        response: { 200: jobDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.operate'),
    },
    async (request) => after(await assignJob(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.body)),
  );
  r.post(
    `${BASE}/:jobId/delivery-order`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Attach or replace the delivery order document (the creator; until the job is delivered, cancelled or deleted)',
        params: jobParams,
        body: attachDoBody,
        response: { 200: jobDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.create'),
    },
    async (request) =>
      after(await attachDeliveryOrder(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.body)),
  );
  r.post(
    `${BASE}/:jobId/deliver`,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Deliver one drop with its proof (trip delivered with its last drop; the job DLV when all are)',
        params: jobParams,
        body: deliverBody,
        response: { 200: jobDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.operate'),
    },
    async (request) => after(await deliverDrop(deps.db, request.principal!, request.params.jobId.toUpperCase(), request.body)),
  );
}
