import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import {
  documentVerification,
  onboardingRow,
  pendingDocument,
  registrationApproval,
  registrationClosure,
  registrationDocumentContent,
  registrationReview,
} from '../../domain/registration-responses';
import type { Db } from '../db/client';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import {
  approveRegistration,
  closeRegistration,
  listRegistrations,
  pendingDocuments,
  registrationDocument,
  reviewRegistration,
  verifyDocument,
} from './onboarding.service';
import { TRUCKING_API } from '../../domain/api-paths';

const regParams = z.object({ regId: z.string().min(10).max(32) });
const reasonBody = z.object({ reason: z.string().trim().min(1, 'validation.required').max(2000, 'validation.tooLong') }).strict();

/** Onboarding (`/onboarding/list`, `/onboarding/{viewType}/{regId}`, `/opadmin/docverification`): platform review of registrations. */
export function onboardingRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string; kickMail: () => void }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviewers = app.auth.requirePermission('onboarding.review');
  const approvers = app.auth.requirePermission('accounts.lifecycle');
  const base = `${TRUCKING_API}/registrations`;

  r.get(
    base,
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Submitted registrations',
        querystring: datatableQuery
          .extend({ approvalState: z.enum(['P', 'RET', 'C', 'V', 'R', 'X']).optional(), accnId: z.string().max(20).optional() })
          .strict(),
        response: { 200: datatableResponse(onboardingRow), ...errorResponses },
      },
      preHandler: reviewers,
    },
    async (request) => listRegistrations(deps.db, request.query, request.principal!),
  );
  r.get(
    `${TRUCKING_API}/docverification`,
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Documents waiting for verification',
        response: { 200: z.array(pendingDocument), ...errorResponses },
      },
      preHandler: reviewers,
    },
    async () => pendingDocuments(deps.db),
  );
  r.get(
    `${base}/:regId`,
    {
      schema: {
        tags: ['onboarding'],
        summary: 'A registration with its documents',
        params: regParams,
        response: { 200: registrationReview, ...errorResponses },
      },
      preHandler: reviewers,
    },
    async (request) => reviewRegistration(deps.db, request.params.regId, request.principal!),
  );
  r.get(
    `${base}/:regId/documents/:attId`,
    {
      schema: {
        tags: ['onboarding'],
        summary: 'One document of a submitted registration with its content (base64), for the reviewer',
        params: regParams.extend({ attId: z.string().uuid() }),
        response: { 200: registrationDocumentContent, ...errorResponses },
      },
      preHandler: reviewers,
    },
    async (request) => registrationDocument(deps.db, request.params.regId, request.params.attId),
  );
  r.post(
    `${base}/:regId/documents/:attId/:state`,
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Mark a document verified, returned (with a reason) or not verified',
        params: regParams.extend({ attId: z.string().uuid(), state: z.enum(['verify', 'return', 'reset']) }),
        body: z.object({ reason: z.string().trim().max(2000).optional() }).strict(),
        response: { 200: documentVerification, ...errorResponses },
      },
      preHandler: reviewers,
    },
    async (request) => {
      const state = ({ verify: 'VERIFIED', return: 'RETURNED', reset: 'NOT_VERIFIED' } as const)[request.params.state];
      return verifyDocument(deps.db, request.principal!, request.params.regId, request.params.attId, state, request.body.reason);
    },
  );
  r.post(
    `${base}/:regId/approve`,
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Approve: company and administrator created, activation e-mailed (state C)',
        params: regParams,
        response: { 200: registrationApproval, ...errorResponses },
      },
      preHandler: approvers,
    },
    async (request) => {
      const result = await approveRegistration(
        deps.db,
        request.principal!,
        request.params.regId,
        deps.publicUrl,
        requestLang(request),
      );
      deps.kickMail();
      return result;
    },
  );
  for (const [verb, outcome] of [
    ['reject', 'R'],
    ['return', 'RET'],
  ] as const) {
    r.post(
      `${base}/:regId/${verb}`,
      {
        schema: {
          tags: ['onboarding'],
          summary: `${verb} a registration with a reason`,
          params: regParams,
          body: reasonBody,
          response: { 200: registrationClosure, ...errorResponses },
        },
        preHandler: approvers,
      },
      async (request) => {
        const result = await closeRegistration(
          deps.db,
          request.principal!,
          request.params.regId,
          outcome,
          request.body.reason,
          requestLang(request),
        );
        deps.kickMail();
        return result;
      },
    );
  }
}
