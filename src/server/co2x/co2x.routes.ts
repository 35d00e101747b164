import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  co2PeriodQuery,
  co2Totals,
  co2TripList,
  co2TripsQuery,
  jobEmissions,
  offsetAnswer,
  offsetBody,
} from '../../domain/co2x/co2x';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { co2StatementPdf } from './co2x-statement-pdf';
import { co2Totals as totalsOf, getJobEmissions, listCo2Trips, requestOffset, statementData } from './co2x.service';

export const CO2X_BASE = `${TRUCKING_API}/co2x`;

const jobParams = z.object({ jobId: z.string().trim().min(1).max(20).toUpperCase() });
const totalsQuery = co2TripsQuery.pick({ from: true, to: true, customerAccnId: true, accnId: true }).strict();

/** CO2 emissions (issue 19, docs/decisions/0034-co2x.md): lists, totals, a job's figures, the statement, offsets. */
export function co2xRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('jobs.read', 'jobs.readAll');
  const tags = ['co2x'];

  r.get(
    `${CO2X_BASE}/trips`,
    {
      schema: {
        tags,
        summary:
          "Delivered trips with their well-to-wheel CO2e, newest first (server-paged): a company's as creator, customer or operator, the platform's all; filters from, to (delivery days, WIB), customerAccnId, accnId (platform)",
        querystring: co2TripsQuery,
        response: { 200: co2TripList, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listCo2Trips(deps.db, request.principal!, request.query),
  );
  r.get(
    `${CO2X_BASE}/totals`,
    {
      schema: {
        tags,
        summary:
          'The period totals of what the caller sees: jobs, trips, km, fuel, kg CO2e, tonne-km, g/tkm, per trip, offsets asked',
        querystring: totalsQuery,
        response: { 200: co2Totals, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => totalsOf(deps.db, request.principal!, request.query),
  );
  r.get(
    `${CO2X_BASE}/jobs/:jobId`,
    {
      schema: {
        tags,
        summary: "One job's emissions per trip and in total (not the caller's job: 404)",
        params: jobParams,
        response: { 200: jobEmissions, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getJobEmissions(deps.db, request.principal!, request.params.jobId),
  );
  r.get(
    `${CO2X_BASE}/statement/pdf`,
    {
      schema: {
        tags,
        summary:
          "A customer's emissions statement PDF for a period (the caller's own company by default; another customer's only when party to its jobs, or the platform)",
        querystring: co2PeriodQuery,
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const data = await statementData(deps.db, request.principal!, request.query);
      const pdf = co2StatementPdf({
        customer: data.customer,
        from: request.query.from ?? null,
        to: request.query.to ?? null,
        rows: data.rows,
        totals: data.totals,
        issuedAt: new Date(),
      });
      reply.header('content-disposition', `attachment; filename="co2-statement-${data.customer.accnId}.pdf"`);
      return reply.type('application/pdf').send(pdf);
    },
  );
  r.post(
    `${CO2X_BASE}/offsets`,
    {
      schema: {
        tags,
        summary:
          "A company asks to offset a period's emissions: recorded with the server's sum and audited; the answer is the offset partner's URL (system parameter CO2_OFFSET_PARTNER_URL) to send the browser to",
        body: offsetBody,
        response: { 201: offsetAnswer, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('jobs.read'),
    },
    async (request, reply) => reply.code(201).send(await requestOffset(deps.db, request.principal!, request.body)),
  );
}
