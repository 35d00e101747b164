import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTRABLE_TYPES, registrationBody } from '../../domain/registration';
import {
  registrationAttachment,
  registrationDocumentContent,
  registrationDocumentRow,
  registrationForm,
  registrationView,
  requestedDocument,
} from '../../domain/registration-responses';
import { uploadBody } from '../../domain/upload';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { requestLang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import {
  blankRegistration,
  deleteRegistrationDoc,
  loadRegistrationForReading,
  present,
  registrationAttachments,
  registrationDocument,
  saveRegistration,
  setRegistrationDocValidity,
  supportingDocs,
  uploadRegistrationDoc,
  type RegistrationInput,
} from './registration.service';
import { API_BASE } from '../../domain/api-paths';

const SECRET_HEADER = 'x-registration-secret';
const secretOf = (request: FastifyRequest) => {
  const value = request.headers[SECRET_HEADER];
  return typeof value === 'string' && value.length < 1000 ? value : undefined;
};
const regParams = z.object({ regId: z.string().min(10).max(32) });

/**
 * Company self-registration (spec §7 registration calls), open to visitors. A draft is read or
 * changed only with the secret answered when it was first saved (header `x-registration-secret`).
 * The read calls also take the short-lived read access answered with AUTHORIZED_REG in its place.
 */
export function registrationRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokenSecret: Uint8Array; publicUrl: string; kickMail: () => void },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { security: [] };
  const forReading = (request: FastifyRequest, regId: string) =>
    loadRegistrationForReading(deps.db, deps.tokenSecret, regId, secretOf(request));

  r.get(
    `${API_BASE}/mockregister/new`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'A blank registration',
        response: { 200: registrationForm, ...errorResponses },
      },
    },
    async () => blankRegistration(),
  );

  r.get(
    `${API_BASE}/register/suppDocs`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary:
          'Supporting documents asked for an account type (and the company country), in groups, with the mandatory flag; without atypId, those of every registrable account type',
        querystring: z
          .object({
            atypId: z.enum(REGISTRABLE_TYPES).optional(),
            ctryCode: z.string().trim().length(2, 'validation.code2').optional(),
          })
          .strict(),
        response: { 200: z.array(requestedDocument), ...errorResponses },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      return (await supportingDocs(deps.db, request.query.atypId ?? null, request.query.ctryCode)).map((d) => ({
        atypId: d.atypId,
        attType: d.attType,
        desc: lang === 'id' ? d.descId : d.descEn,
        docGroup: d.docGroup,
        mandatory: d.mandatory,
      }));
    },
  );

  r.get(
    `${API_BASE}/register/:regId`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'A saved registration (with its secret, or read-only with the access answered to AUTHORIZED_REG)',
        params: regParams,
        response: { 200: registrationView, ...errorResponses },
      },
    },
    async (request) => {
      const { row, readOnly } = await forReading(request, request.params.regId);
      return { ...present(row), ...(readOnly ? { readOnly: true } : {}) };
    },
  );

  r.post(
    `${API_BASE}/register/`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary:
          'Save (draft; answers accnrId, and the secret on the first save, which e-mails the resume link to the company e-mail) or submit a registration',
        body: registrationBody,
        response: { 200: registrationView, ...errorResponses },
      },
      config: { errorSections: ['accnDetails', 'coreUsr', 'regDocs'], rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body as RegistrationInput;
      const details = (body.portalAccn.accnDetails ?? {}) as { accnId?: unknown };
      const regId = typeof details.accnId === 'string' && details.accnId ? details.accnId : undefined;
      const { row, secret } = await saveRegistration(deps.db, body, regId, secretOf(request), {
        baseUrl: deps.publicUrl,
        lang: requestLang(request),
      });
      // The resume link's e-mail (a first save) or REGISTRATION_RECEIVED (a submit) leaves now.
      if (secret || body.requestAction === 'submit') deps.kickMail();
      return { ...present(row), ...(secret ? { secret } : {}) };
    },
  );

  r.post(
    `${API_BASE}/register/attch/upload`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'Upload a supporting document of a registration (attReferenceid = registration id)',
        body: uploadBody,
        response: { 200: registrationDocumentRow, ...errorResponses },
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
    `${API_BASE}/register/:regId/attachments`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: "A registration's documents (with its secret)",
        params: regParams,
        response: { 200: z.array(registrationAttachment), ...errorResponses },
      },
    },
    async (request) => {
      await forReading(request, request.params.regId);
      return registrationAttachments(deps.db, request.params.regId);
    },
  );

  r.get(
    `${API_BASE}/register/:regId/attachments/:attId`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'One document of a registration with its content (base64), to view it (with its secret)',
        params: regParams.extend({ attId: z.string().uuid() }),
        response: { 200: registrationDocumentContent, ...errorResponses },
      },
    },
    async (request) => {
      await forReading(request, request.params.regId);
      return registrationDocument(deps.db, request.params.regId, request.params.attId);
    },
  );

  r.patch(
    `${API_BASE}/register/:regId/attachments/:attId`,
    {
      schema: {
        ...open,
        tags: ['registration'],
        summary: 'Change the validity date of a document of a draft registration',
        params: regParams.extend({ attId: z.string().uuid() }),
        body: z.object({ validTo: uploadBody.shape.validTo }).strict(),
        response: { 200: registrationDocumentRow, ...errorResponses },
      },
    },
    async (request) =>
      setRegistrationDocValidity(
        deps.db,
        request.params.regId,
        secretOf(request),
        request.params.attId,
        request.body.validTo ?? null,
      ),
  );

  r.delete(
    `${API_BASE}/register/:regId/attachments/:attId`,
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
      await deleteRegistrationDoc(deps.db, request.params.regId, secretOf(request), request.params.attId);
      return reply.code(204).send(null);
    },
  );
}
