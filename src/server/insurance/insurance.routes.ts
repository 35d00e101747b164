import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  insuranceApplyBody,
  insuranceDetail,
  insuranceList,
  insuranceOptions,
  insuranceQuery,
  insuranceQuote,
  insuranceQuoteQuery,
  insuranceVerbBody,
} from '../../domain/insurance/insurance';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { insuranceCertificatePdf } from './insurance-certificate-pdf';
import {
  actOnInsurance,
  applyForInsurance,
  certificateData,
  getInsurance,
  insuranceOptions as optionsOf,
  listInsurance,
  quoteInsurance,
} from './insurance.service';

export const INSURANCE_BASE = `${TRUCKING_API}/insurance`;

const params = z.object({ appId: z.string().trim().min(1).max(20).toUpperCase() });

/** Cargo insurance (issue 19): docs/decisions/0038-cargo-insurance.md. */
export function insuranceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const party = app.auth.requirePermission('jobs.create', 'jobs.readAll', 'terminations.decide');
  const applicant = app.auth.requirePermission('jobs.create');
  const platform = app.auth.requirePermission('terminations.decide');
  const tags = ['insurance'];

  r.get(
    INSURANCE_BASE,
    {
      schema: {
        tags,
        summary:
          "Cargo insurance applications the caller may see, newest first (server-paged): the applicant's own, the platform's all",
        querystring: insuranceQuery,
        response: { 200: insuranceList, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => listInsurance(deps.db, request.principal!, request.query),
  );
  r.get(
    `${INSURANCE_BASE}/options`,
    {
      schema: {
        tags,
        summary: "The application form's choices: the caller's insurable jobs with their routes, the insurers, the rate table",
        response: { 200: insuranceOptions, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => optionsOf(deps.db, request.principal!),
  );
  r.get(
    `${INSURANCE_BASE}/quote`,
    {
      schema: {
        tags,
        summary: 'The premium of a cargo value for a goods type (rate × value, half up to the rupiah, at least the minimum)',
        querystring: insuranceQuoteQuery,
        response: { 200: insuranceQuote, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => quoteInsurance(deps.db, request.query),
  );
  r.post(
    INSURANCE_BASE,
    {
      schema: {
        tags,
        summary:
          "The job creator's application (REQ) for its job not yet delivered: insurer, goods type, cargo value and currency; the premium is the server's",
        body: insuranceApplyBody,
        response: { 201: insuranceDetail, ...errorResponses },
      },
      preHandler: applicant,
    },
    async (request, reply) => reply.code(201).send(await applyForInsurance(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${INSURANCE_BASE}/:appId`,
    {
      schema: {
        tags,
        summary: 'One application (not visible: 404)',
        params,
        response: { 200: insuranceDetail, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => getInsurance(deps.db, request.principal!, request.params.appId),
  );
  r.get(
    `${INSURANCE_BASE}/:appId/certificate/pdf`,
    {
      schema: { tags, summary: "An approved policy's certificate (PDF; not approved: 409)", params },
      preHandler: party,
    },
    async (request, reply) => {
      const c = await certificateData(deps.db, request.principal!, request.params.appId);
      const pdf = insuranceCertificatePdf({ ...c, policyNo: c.policyNo! });
      reply.header('content-disposition', `attachment; filename="insurance-${c.policyNo!.replaceAll('/', '-')}.pdf"`);
      return reply.type('application/pdf').send(pdf);
    },
  );
  const summaries = {
    approve:
      'The platform approves (REQ -> APR): a policy number from the POL series, the certificate; the premium billed with the job',
    reject: 'The platform rejects, with a reason (REQ -> REJ)',
    cancel: 'The applicant cancels before the decision (REQ -> CAN)',
  } as const;
  for (const verb of ['approve', 'reject', 'cancel'] as const) {
    r.post(
      `${INSURANCE_BASE}/:appId/${verb}`,
      {
        schema: {
          tags,
          summary: summaries[verb],
          params,
          body: insuranceVerbBody,
          response: { 200: insuranceDetail, ...errorResponses },
        },
        preHandler: verb === 'cancel' ? applicant : platform,
      },
      async (request) => actOnInsurance(deps.db, request.principal!, request.params.appId, verb, request.body),
    );
  }
}
