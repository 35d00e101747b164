import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  STATEMENT_MAX_BYTES,
  fuelCardCreateBody,
  fuelCardDetail,
  fuelCardList,
  fuelCardOptions,
  fuelCardsQuery,
  fuelCardUpdateBody,
  fuelInvoiceList,
  fuelInvoicesQuery,
  issueInvoiceBody,
  statementDetail,
  statementImportBody,
  statementLineList,
  statementLinesQuery,
  statementList,
  statementsQuery,
} from '../../domain/fuel/fuel';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { createFuelCard, fuelCardOptions as optionsOf, getFuelCard, listFuelCards, updateFuelCard } from './fuel-cards.service';
import { fuelInvoicePdf } from './fuel-invoice-pdf';
import { fuelInvoiceForPdf, issueFuelInvoice, listFuelInvoices } from './fuel-invoices.service';
import { getStatement, importStatement, listStatementLines, listStatements } from './fuel-statements.service';

export const FUEL_BASE = `${TRUCKING_API}/fuel`;

const cardParams = z.object({
  cardId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 52),
});
const stmtParams = z.object({
  stmtId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 52),
});
const docParams = z.object({
  docId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 52),
});

/** Fuel cards and fuel invoicing (issue 19): docs/decisions/0039-fuel-cards.md. */
export function fuelRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = app.auth.requireUser;
  const tags = ['fuel'];

  r.get(
    `${FUEL_BASE}/cards`,
    {
      schema: {
        tags,
        summary:
          "Fuel cards (server-paged): the platform's all with the whole number, an operator's own with the last 4 digits only; filters status, operator (platform), search",
        querystring: fuelCardsQuery,
        response: { 200: fuelCardList, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => listFuelCards(deps.db, request.principal!, request.query),
  );
  r.get(
    `${FUEL_BASE}/cards/options`,
    {
      schema: {
        tags,
        summary: "The card form's operators and their active trucks and drivers (the platform)",
        response: { 200: fuelCardOptions, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => optionsOf(deps.db, request.principal!),
  );
  r.post(
    `${FUEL_BASE}/cards`,
    {
      schema: {
        tags,
        summary:
          'A new card (the platform): 16 digits with a Luhn check digit, unique; the operator; its truck or driver; limits per day and month in IDR (day not above month)',
        body: fuelCardCreateBody,
        response: { 201: fuelCardDetail, ...errorResponses },
      },
      preHandler: user,
    },
    async (request, reply) => reply.code(201).send(await createFuelCard(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${FUEL_BASE}/cards/:cardId`,
    {
      schema: {
        tags,
        summary: "One card with its assignment history (another company's: 404)",
        params: cardParams,
        response: { 200: fuelCardDetail, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => getFuelCard(deps.db, request.principal!, request.params.cardId),
  );
  r.put(
    `${FUEL_BASE}/cards/:cardId`,
    {
      schema: {
        tags,
        summary:
          'Changes a card (the platform): holder (history kept), limits, status; the version read (stale: 409); an expired or cancelled card is closed (409)',
        params: cardParams,
        body: fuelCardUpdateBody,
        response: { 200: fuelCardDetail, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => updateFuelCard(deps.db, request.principal!, request.params.cardId, request.body),
  );

  r.get(
    `${FUEL_BASE}/statements`,
    {
      schema: {
        tags,
        summary: "The provider's imported statements, newest period first (the platform)",
        querystring: statementsQuery,
        response: { 200: statementList, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => listStatements(deps.db, request.principal!, request.query),
  );
  // The import in a scope of its own for its body limit: the file as base64 in JSON, counted as the body streams in
  // (past the limit: 413, whatever Content-Length said), and the plain JSON parser (see job uploads).
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, scope.getDefaultJsonParser('ignore', 'ignore'));
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      `${FUEL_BASE}/statements`,
      {
        schema: {
          tags,
          summary:
            "Imports the provider's monthly statement (CSV or XLSX as base64 attData, at most 2 MB): columns card number, date/time, station, product, litres, amount (IDR); a bad row refuses the file with its errors (rows.{row}.{column}); the period's statement or the same file again: 409",
          body: statementImportBody,
          response: { 201: statementDetail, ...errorResponses },
        },
        preHandler: user,
        bodyLimit: Math.ceil((STATEMENT_MAX_BYTES * 4) / 3) + 64 * 1024,
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => reply.code(201).send(await importStatement(deps.db, request.principal!, request.body)),
    );
  });
  r.get(
    `${FUEL_BASE}/statements/:stmtId`,
    {
      schema: {
        tags,
        summary:
          'One statement: per operator its matched lines and invoice, per truck its litres and litres per 100 km where tracking has the distance (the platform)',
        params: stmtParams,
        response: { 200: statementDetail, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => getStatement(deps.db, request.principal!, request.params.stmtId),
  );
  r.get(
    `${FUEL_BASE}/statements/:stmtId/lines`,
    {
      schema: {
        tags,
        summary: "A statement's lines in file order (server-paged): unmatched=true the ones matched to no operator, and why",
        params: stmtParams,
        querystring: statementLinesQuery,
        response: { 200: statementLineList, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => listStatementLines(deps.db, request.principal!, request.params.stmtId, request.query),
  );
  r.post(
    `${FUEL_BASE}/statements/:stmtId/invoices`,
    {
      schema: {
        tags,
        summary:
          "Issues an operator's fuel invoice from the statement (FUEL/{year}/{000001}, no VAT added, journal FUEL_INVOICED); one per statement and operator (again: 409)",
        params: stmtParams,
        body: issueInvoiceBody,
        response: { 201: statementDetail, ...errorResponses },
      },
      preHandler: user,
    },
    async (request, reply) => {
      await issueFuelInvoice(deps.db, request.principal!, request.params.stmtId, request.body.accnId);
      return reply.code(201).send(await getStatement(deps.db, request.principal!, request.params.stmtId));
    },
  );

  r.get(
    `${FUEL_BASE}/invoices`,
    {
      schema: {
        tags,
        summary:
          "Fuel invoices (server-paged, newest first): an operator's own, the platform's all; paid through POST /payments/clicpay with the docId, like the billing documents",
        querystring: fuelInvoicesQuery,
        response: { 200: fuelInvoiceList, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => listFuelInvoices(deps.db, request.principal!, request.query),
  );
  r.get(
    `${FUEL_BASE}/invoices/:docId/pdf`,
    {
      schema: {
        tags,
        summary: "The fuel invoice's PDF (another company's: 404)",
        params: docParams,
      },
      preHandler: user,
    },
    async (request, reply) => {
      const doc = await fuelInvoiceForPdf(deps.db, request.principal!, request.params.docId);
      reply.header('content-disposition', `inline; filename="${doc.doc_no.replaceAll('/', '-')}.pdf"`);
      return reply.type('application/pdf').send(fuelInvoicePdf(doc));
    },
  );
}
