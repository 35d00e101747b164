import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  enquiryAnswerInput,
  enquiryChallenge,
  enquiryCreated,
  enquiryDetail,
  enquiryInput,
  enquiryList,
  enquiryListQuery,
  operatorContact as operatorContactSchema,
  publicFaqList,
  publicFaqQuery,
} from '../../domain/enquiries/enquiries';
import type { Db } from '../db/client';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import {
  actOnEnquiry,
  createEnquiry,
  getEnquiry,
  listEnquiries,
  newChallenge,
  operatorContact,
  publicFaq,
} from './enquiries.service';

export const PUBLIC_API = `${TRUCKING_API}/public`;
export const ENQUIRIES_API = `${TRUCKING_API}/enquiries`;

const enqIdParams = z.object({
  enqId: z
    .string()
    .regex(/^ENQ\d{6,}$/, 'validation.code')
    .max(20),
});

/**
 * The public pages' calls (decision 0031): the FAQ, the operator's contact details, the enquiry form with its signed
 * challenge (rate-limited per client address: the socket's, or X-Forwarded-For from TRUST_PROXY peers only); and the
 * platform's list of enquiries with the answer and close verbs.
 */
export function enquiryRoutes(
  app: FastifyInstance,
  options: { db: Db; tokenSecret: string | Uint8Array; rateMax?: number | undefined },
): void {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = app.auth.requirePermission('enquiries.manage');
  const rateMax = options.rateMax ?? 5;
  r.get(
    `${PUBLIC_API}/faq`,
    {
      schema: {
        tags: ['public pages'],
        summary: 'The active FAQ entries in the language of Accept-Language, searched by every word, paged (public)',
        querystring: publicFaqQuery,
        response: { 200: publicFaqList, ...errorResponses },
      },
    },
    async (request) => publicFaq(db, requestLang(request), request.query),
  );
  r.get(
    `${PUBLIC_API}/contact`,
    {
      schema: {
        tags: ['public pages'],
        summary: "The platform operator's contact details (system parameters; public)",
        response: { 200: operatorContactSchema, ...errorResponses },
      },
    },
    async () => operatorContact(db),
  );
  r.get(
    `${PUBLIC_API}/enquiries/challenge`,
    {
      schema: {
        tags: ['public pages'],
        summary: 'A challenge for the enquiry form: a sum to answer, with its signed token (ten minutes, once)',
        response: { 200: enquiryChallenge, ...errorResponses },
      },
      config: { rateLimit: { max: rateMax * 6, timeWindow: '1 minute' } },
    },
    async () => newChallenge(options.tokenSecret),
  );
  r.post(
    `${PUBLIC_API}/enquiries`,
    {
      schema: {
        tags: ['public pages'],
        summary: 'Send an enquiry (public; the signed-in sender is recorded): stored and e-mailed to the platform',
        body: enquiryInput,
        response: { 201: enquiryCreated, ...errorResponses },
      },
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: rateMax, timeWindow: '1 minute' } },
      preHandler: app.auth.optionalUser,
    },
    async (request, reply) => {
      const created = await createEnquiry(db, request.body, {
        secret: options.tokenSecret,
        lang: requestLang(request),
        clientIp: request.ip,
        principal: request.principal ?? null,
      });
      return reply.code(201).send(created);
    },
  );
  r.get(
    ENQUIRIES_API,
    {
      schema: {
        tags: ['public pages'],
        summary: 'The enquiries, newest first, searched by id, name, e-mail or company, filtered by status (platform)',
        querystring: enquiryListQuery,
        response: { 200: enquiryList, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => listEnquiries(db, request.principal!, request.query),
  );
  r.get(
    `${ENQUIRIES_API}/:enqId`,
    {
      schema: {
        tags: ['public pages'],
        summary: 'One enquiry with its message, answer and the verbs the user may use',
        params: enqIdParams,
        response: { 200: enquiryDetail, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => getEnquiry(db, request.principal!, request.params.enqId),
  );
  r.post(
    `${ENQUIRIES_API}/:enqId/answer`,
    {
      schema: {
        tags: ['public pages'],
        summary: 'Answer an open enquiry: the answer is e-mailed to the sender (409 when it is no longer open)',
        params: enqIdParams,
        body: enquiryAnswerInput,
        response: { 200: enquiryDetail, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => actOnEnquiry(db, request.principal!, request.params.enqId, 'answer', request.body.answer),
  );
  r.post(
    `${ENQUIRIES_API}/:enqId/close`,
    {
      schema: {
        tags: ['public pages'],
        summary: 'Close an enquiry, answered or not (409 when it is already closed)',
        params: enqIdParams,
        response: { 200: enquiryDetail, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => actOnEnquiry(db, request.principal!, request.params.enqId, 'close'),
  );
}
