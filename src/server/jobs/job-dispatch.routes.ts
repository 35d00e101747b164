import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { assignableJob, driverAvailabilityRow } from '../../domain/jobs/job-responses';
import { assignableFilters, driverAvailabilityFilters } from '../../domain/jobs/job-dispatch';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import {
  listAssignableJobs,
  listDriverAvailability,
  type AssignableQuery,
  type DriverAvailabilityQuery,
} from './job-dispatch.service';
import { TRUCKING_API } from '../../domain/api-paths';

const BASE = `${TRUCKING_API}/jobs`;

/**
 * The truck operator's dispatch (issue 6): its drivers by availability with their current job, and its jobs to
 * (re)assign with their trips for the bulk-assignment screen (which assigns through `POST /jobs/assign`).
 */
export function jobDispatchRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = app.auth.requirePermission('jobs.operate');
  r.get(
    `${BASE}/drivers/availability`,
    {
      schema: {
        tags: ['jobs'],
        summary:
          "The truck operator's active drivers by availability (RDY, ASG on a live job, UNRDY…) with the current job and trip (other companies: 403)",
        querystring: datatableQuery.extend(driverAvailabilityFilters).strict(),
        response: { 200: datatableResponse(driverAvailabilityRow), ...errorResponses },
      },
      preHandler: operator,
    },
    async (request) => listDriverAvailability(deps.db, request.principal!, request.query as DriverAvailabilityQuery),
  );
  r.get(
    `${BASE}/assignable`,
    {
      schema: {
        tags: ['jobs'],
        summary: "The truck operator's ACP and ASG jobs with their trips, for the bulk-assignment screen (others: 403)",
        querystring: datatableQuery.extend(assignableFilters).strict(),
        response: { 200: datatableResponse(assignableJob), ...errorResponses },
      },
      preHandler: operator,
    },
    async (request) => listAssignableJobs(deps.db, request.principal!, request.query as AssignableQuery),
  );
}
