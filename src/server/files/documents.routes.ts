import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { uploadBody } from '../../domain/upload';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { notFound, unauthenticated } from '../http/errors';
import {
  deleteDocument,
  documentReference,
  getDocument,
  listDocuments,
  saveDocument,
  type DocumentReader,
} from './documents.service';
import { API_BASE, TRUCKING_API } from '../../domain/api-paths';
import { documentContent, documentRow } from '../../domain/document-responses';

const listQuery = datatableQuery
  .extend({
    attType: z.string().max(32).optional(),
    attReferenceid: z.string().max(64).optional(),
    accnId: z.string().max(20).optional(),
  })
  .strict();
const idParams = z.object({ id: z.string().uuid() });

/**
 * Company document repository (`/administrations/document/list`, `/configuration/docRepo`) and the
 * spec's attachment calls (`${API_BASE}/co/common/entity/attach/list`, `${API_BASE}/co/common/entity/attach/{id}`).
 */
/**
 * The reader of the spec's attachment calls: the signed-in user, else a visitor holding a registration's
 * secret (or its read access) in `x-registration-secret`, for that registration's documents only.
 */
async function attachmentReader(
  request: FastifyRequest,
  deps: DocumentRouteDeps,
  regId: string | undefined,
): Promise<DocumentReader> {
  if (request.principal) return request.principal;
  const key = request.headers['x-registration-secret'];
  if (!regId || typeof key !== 'string') throw unauthenticated();
  return { registration: await deps.openRegistration(regId, key) };
}

export interface DocumentRouteDeps {
  db: Db;
  /**
   * The id of the registration a visitor's key (its secret or read access) opens, else throws. Given by the app
   * (the registration feature's check), so files do not depend on registration.
   */
  openRegistration: (regId: string, key: string) => Promise<string>;
}

export function documentRoutes(app: FastifyInstance, deps: DocumentRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `${TRUCKING_API}/documents`;
  r.get(
    base,
    {
      schema: {
        tags: ['documents'],
        summary: "The company's documents",
        querystring: listQuery,
        response: { 200: datatableResponse(documentRow), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => listDocuments(deps.db, request.principal!, request.query),
  );
  r.post(
    base,
    {
      schema: {
        tags: ['documents'],
        summary:
          'Upload a document of the own company (documents.manage; spec §5 rules; the content must match the extension; attReferenceid may not name a registration)',
        body: uploadBody,
        response: { 201: documentRow, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(201).send(await saveDocument(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${base}/:id`,
    {
      schema: {
        tags: ['documents'],
        summary: 'One document with its content (base64)',
        params: idParams,
        response: { 200: documentContent, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => getDocument(deps.db, request.principal!, request.params.id),
  );
  r.delete(
    `${base}/:id`,
    {
      schema: {
        tags: ['documents'],
        summary:
          "Delete a document (own company: documents.manage, any: documents.manageAll, else 403; a submitted registration's: 409)",
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request, reply) => {
      await deleteDocument(deps.db, request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    `${API_BASE}/co/common/entity/attach/list`,
    {
      schema: {
        tags: ['documents'],
        summary: 'Attachments of a reference id (spec §7): aaData with attType, attId, attName, attData',
        querystring: listQuery,
        response: {
          200: datatableResponse(documentContent),
          ...errorResponses,
        },
      },
      preHandler: app.auth.optionalUser,
    },
    async (request) => {
      const reader = await attachmentReader(request, deps, request.query.attReferenceid);
      const page = await listDocuments(deps.db, reader, request.query);
      const aaData = await Promise.all(page.aaData.map((d) => getDocument(deps.db, reader, d.attId)));
      return { ...page, aaData };
    },
  );
  r.get(
    `${API_BASE}/co/common/entity/attach/:id`,
    {
      schema: {
        tags: ['documents'],
        summary: 'One attachment: attName, attData (spec §7)',
        params: idParams,
        response: { 200: documentContent, ...errorResponses },
      },
      preHandler: app.auth.optionalUser,
    },
    async (request) => {
      if (request.principal) return getDocument(deps.db, request.principal, request.params.id);
      // A visitor with a registration key: the document must belong to the registration the key opens (else 404).
      if (typeof request.headers['x-registration-secret'] !== 'string') throw unauthenticated();
      const ref = await documentReference(deps.db, request.params.id);
      if (!ref) throw notFound('Document not found');
      return getDocument(deps.db, await attachmentReader(request, deps, ref), request.params.id);
    },
  );
}
