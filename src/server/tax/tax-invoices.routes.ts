import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelTaxInvoiceBody,
  completeTaxInvoiceBody,
  recordTaxNumberBody,
  taxInvoiceDetail,
  taxInvoiceList,
  taxInvoiceQuery,
  taxRuleList,
} from '../../domain/tax/tax-invoices';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { getTaxInvoicePdf } from './tax-invoice-pdf';
import {
  assignWaitingNumbers,
  cancelInvoice,
  completeInvoice,
  getInvoice,
  listInvoices,
  recordCoretaxNumber,
  replaceInvoice,
  taxRules,
} from './tax-invoices.service';
import { TAX_BASE } from './tax-sequences.routes';

/**
 * Tax invoices (issue 15): made at bill approval, read by `tax.read` (GLI's finance, the platform's super admin),
 * numbered, cancelled, replaced and completed by `tax.manage` (GLI's finance). Company types keep both for GLI.
 */
export function taxInvoiceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('tax.read');
  const manager = app.auth.requirePermission('tax.manage');
  const idParams = z.object({ id: z.coerce.number().int().positive() });

  r.get(
    `${TAX_BASE}/rules`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'What is billed -> transaction code: the rules that decide each tax invoice (code, VAT rate, tax base, reference)',
        response: { 200: taxRuleList, ...errorResponses },
      },
      preHandler: reader,
    },
    async () => taxRules(),
  );
  r.get(
    `${TAX_BASE}/invoices`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Tax invoices, newest first unless sorted (server-paged); filters status, customer, service, dateFrom/dateTo (invoice date), waiting; search on the invoice, tax or job number',
        querystring: taxInvoiceQuery,
        response: { 200: taxInvoiceList, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => listInvoices(deps.db, request.query, request.principal!),
  );
  r.get(
    `${TAX_BASE}/invoices/:id`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'A tax invoice with its lines (amounts in minor units, VAT rates in basis points) and the `actions` this user may take',
        params: idParams,
        response: { 200: taxInvoiceDetail, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => getInvoice(deps.db, request.params.id, request.principal!),
  );
  r.get(
    `${TAX_BASE}/invoices/:id/pdf`,
    {
      schema: { tags: ['tax'], summary: 'A tax invoice as an A4 PDF', params: idParams },
      preHandler: reader,
    },
    async (request, reply) => {
      const { name, pdf } = await getTaxInvoicePdf(deps.db, request.params.id);
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return reply.type('application/pdf').send(pdf);
    },
  );
  r.post(
    `${TAX_BASE}/invoices/assign-numbers`,
    {
      schema: {
        tags: ['tax'],
        summary: 'Give the invoices waiting for a number (RANGE mode) numbers from the active ranges, oldest first',
        response: { 200: z.object({ assigned: z.number().int() }), ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => assignWaitingNumbers(deps.db, request.principal!),
  );
  r.post(
    `${TAX_BASE}/invoices/:id/tax-number`,
    {
      schema: {
        tags: ['tax'],
        summary:
          "Coretax mode: record the tax office's 17-digit number of an invoice (N or E, no number yet); not 17 digits or taken already: field error",
        params: idParams,
        body: recordTaxNumberBody,
        response: { 200: taxInvoiceDetail, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => recordCoretaxNumber(deps.db, request.principal!, request.params.id, request.body.taxNo),
  );
  r.post(
    `${TAX_BASE}/invoices/:id/cancel`,
    {
      schema: {
        tags: ['tax'],
        summary: 'Cancel (batal) an invoice with a reason: X; its number stays issued to it; cancelled or replaced: 409',
        params: idParams,
        body: cancelTaxInvoiceBody,
        response: { 200: taxInvoiceDetail, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => cancelInvoice(deps.db, request.principal!, request.params.id, request.body.reason),
  );
  r.post(
    `${TAX_BASE}/invoices/:id/replace`,
    {
      schema: {
        tags: ['tax'],
        summary:
          'Replace (pengganti) an exported or completed invoice: it becomes R; answers the new N invoice (FG_PENGGANTI 1, same number in RANGE mode)',
        params: idParams,
        response: { 200: taxInvoiceDetail, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => replaceInvoice(deps.db, request.principal!, request.params.id),
  );
  r.post(
    `${TAX_BASE}/invoices/:id/complete`,
    {
      schema: {
        tags: ['tax'],
        summary:
          "Complete an exported invoice (E -> C) with the approved e-Faktur PDF (a document uploaded to GLI's repository, checked to be a PDF) and its tax number, which must be the invoice's",
        params: idParams,
        body: completeTaxInvoiceBody,
        response: { 200: taxInvoiceDetail, ...errorResponses },
      },
      preHandler: manager,
    },
    async (request) => completeInvoice(deps.db, request.principal!, request.params.id, request.body),
  );
}
