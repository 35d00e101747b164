import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { REGISTRABLE_TYPES, registrationBody } from '../../domain/registration';
import { uploadBody } from '../../domain/upload';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { audit } from '../http/audit';
import { notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import {
  blankRegistration,
  loadRegistration,
  present,
  saveRegistration,
  supportingDocs,
  uploadRegistrationDoc,
  type RegistrationInput,
} from './registration.service';

const SECRET_HEADER = 'x-registration-secret';
const secretOf = (request: FastifyRequest) => {
  const value = request.headers[SECRET_HEADER];
  return typeof value === 'string' && value.length < 200 ? value : undefined;
};
const anyObject = z.record(z.string(), z.unknown());
const regParams = z.object({ regId: z.string().min(10).max(32) });

/**
 * Company self-registration (spec §7 registration calls), open to visitors. A draft is read or
 * changed only with the secret answered when it was first saved (header `x-registration-secret`).
 */
export function registrationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { security: [] };

  r.get(
    '/api/mockregister/new',
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'A blank registration',
        response: { 200: anyObject, ...errorResponses },
      },
    },
    async () => blankRegistration(),
  );

  r.get(
    '/api/register/suppDocs',
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'Supporting documents asked for an account type, in groups, with the mandatory flag',
        querystring: z.object({ atypId: z.enum(REGISTRABLE_TYPES) }).strict(),
        response: {
          200: z.array(z.object({ attType: z.string(), desc: z.string(), docGroup: z.string(), mandatory: z.boolean() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      return (await supportingDocs(deps.db, request.query.atypId)).map((d) => ({
        attType: d.attType,
        desc: lang === 'id' ? d.descId : d.descEn,
        docGroup: d.docGroup,
        mandatory: d.mandatory,
      }));
    },
  );

  r.get(
    '/api/register/:regId',
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'A saved registration (with its secret)',
        params: regParams,
        response: { 200: anyObject, ...errorResponses },
      },
    },
    async (request) => present(await loadRegistration(deps.db, request.params.regId, secretOf(request))),
  );

  r.post(
    '/api/register/',
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'Save (draft; answers accnrId, and the secret on the first save) or submit a registration',
        body: registrationBody,
        response: { 200: anyObject, ...errorResponses },
      },
      config: { errorSections: ['accnDetails', 'coreUsr', 'regDocs'], rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body as RegistrationInput;
      const details = (body.portalAccn.accnDetails ?? {}) as { accnId?: unknown };
      const regId = typeof details.accnId === 'string' && details.accnId ? details.accnId : undefined;
      const { row, secret } = await saveRegistration(deps.db, body, regId, secretOf(request));
      return { ...present(row), ...(secret ? { secret } : {}) };
    },
  );

  r.post(
    '/api/register/attch/upload',
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'Upload a supporting document of a registration (attReferenceid = registration id)',
        body: uploadBody,
        response: { 200: anyObject, ...errorResponses },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const regId = request.body.attReferenceid;
      if (!regId) throw notFound('Registration not found');
      return uploadRegistrationDoc(deps.db, regId, secretOf(request), request.body);
    },
  );

  r.get(
    '/api/register/:regId/attachments',
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: "A registration's documents (with its secret)",
        params: regParams,
        response: { 200: z.array(anyObject), ...errorResponses },
      },
    },
    async (request) => {
      await loadRegistration(deps.db, request.params.regId, secretOf(request));
      return deps.db
        .select({
          attId: attachments.attId,
          attType: attachments.attType,
          attName: attachments.attName,
          attSize: attachments.attSize,
          validTo: attachments.validTo,
        })
        .from(attachments)
        .where(eq(attachments.attReferenceid, request.params.regId));
    },
  );

  r.delete(
    '/api/register/:regId/attachments/:attId',
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'Delete a document of a draft registration',
        params: regParams.extend({ attId: z.string().uuid() }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await loadRegistration(deps.db, request.params.regId, secretOf(request));
      await deps.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(attachments)
          .where(and(eq(attachments.attId, request.params.attId), eq(attachments.attReferenceid, request.params.regId)))
          .returning({ attId: attachments.attId, attName: attachments.attName });
        if (!gone) throw notFound('Document not found');
        await audit(tx, null, {
          event: 'DOCUMENT_DELETE',
          entity: 'attachment',
          entityId: gone.attId,
          remarks: request.params.regId,
          before: gone,
        });
      });
      return reply.code(204).send(null);
    },
  );
}
