import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { uploadBody } from '../../domain/upload';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { deleteDocument, getDocument, listDocuments, saveDocument } from './documents.service';

const docRow = z.object({
  attId: z.string(),
  accnId: z.string().nullable(),
  attType: z.string(),
  attName: z.string(),
  attSize: z.number().int(),
  mimeType: z.string(),
  attReferenceid: z.string().nullable(),
  validTo: z.string().nullable(),
  createdAt: z.date(),
  createdBy: z.string().nullable(),
});
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
 * spec's attachment calls (`/api/co/common/entity/attach/list`, `/api/co/common/entity/attach/{id}`).
 */
export function documentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/lintas/trucking/documents';
  r.get(
    base,
    {
      schema: {
        tags: ['documents'],
        summary: "The company's documents",
        querystring: listQuery,
        response: { 200: datatableResponse(docRow), ...errorResponses },
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
        summary: 'Upload a document (spec §5 rules; the content must match the extension)',
        body: uploadBody,
        response: { 201: docRow, ...errorResponses },
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
        response: { 200: docRow.extend({ attData: z.string() }).passthrough(), ...errorResponses },
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
        summary: 'Delete a document',
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
    '/api/co/common/entity/attach/list',
    {
      schema: {
        tags: ['documents'],
        summary: 'Attachments of a reference id (spec §7): aaData with attType, attId, attName, attData',
        querystring: listQuery,
        response: {
          200: datatableResponse(
            z.object({ attId: z.string(), attType: z.string(), attName: z.string(), attData: z.string() }).passthrough(),
          ),
          ...errorResponses,
        },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => {
      const page = await listDocuments(deps.db, request.principal!, request.query);
      const aaData = await Promise.all(page.aaData.map((d) => getDocument(deps.db, request.principal!, d.attId)));
      return { ...page, aaData };
    },
  );
  r.get(
    '/api/co/common/entity/attach/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'One attachment: attName, attData (spec §7)',
        params: idParams,
        response: { 200: z.object({ attName: z.string(), attData: z.string() }).passthrough(), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => getDocument(deps.db, request.principal!, request.params.id),
  );
}
