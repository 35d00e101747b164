import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  cancelTxnBody,
  clicPayBody,
  creditRepaymentBody,
  paymentDocumentList,
  paymentDocumentsQuery,
  paymentTxnDetail as paymentTxnDetailSchema,
  paymentTxnList as paymentTxnListSchema,
  paymentTxnsQuery,
  type PaymentDocumentsQuery,
} from '../../domain/payments/payment-txns';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { requestLang, translate } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { EXPORT_MAX_ROWS, sendExport } from '../resources/export';
import type { PaymentGateway } from './gateway';
import { cancelClicPay, startClicPay, startCreditRepayment } from './payment-txns';
import { paymentDocuments, paymentTxnDetail, paymentTxnList } from './payments-list';

export const PAYMENTS_BASE = `${TRUCKING_API}/payments`;

const EXPORT_COLUMNS = ['docNo', 'docType', 'jobId', 'accnName', 'currency', 'total', 'outstanding', 'dueDate', 'status'];

/**
 * Payments in (issue 14): the documents a company owes or is owed, ClicPay (a one-off VA for chosen documents),
 * the payment transactions and their detail. `payments.read` reads (a company its own, the platform all);
 * `payments.pay` pays the company's own documents.
 */
export function paymentsRoutes(app: FastifyInstance, deps: { db: Db; gateway: PaymentGateway | null }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = app.auth.requirePermission('payments.read');
  const payer = app.auth.requirePermission('payments.pay');
  const txnParams = z.object({ txnId: z.string().regex(/^PAY-\d{4}-\d{6}$/, 'payments.validation.txnId') });

  r.get(
    `${PAYMENTS_BASE}/documents`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'The documents the company owes (side=owe: DN_CO, PF_CO, PF_TO) or is owed (side=owed: DN_TO), with the open amount from the ledger, the payment state and the open ClicPay transaction; server-paged; the platform sees every company (accnId)',
        querystring: paymentDocumentsQuery,
        response: { 200: paymentDocumentList, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => paymentDocuments(deps.db, request.principal!, request.query),
  );
  r.get(
    `${PAYMENTS_BASE}/documents/export`,
    {
      schema: {
        tags: ['payments'],
        summary: `Export the documents list under its filters (csv or xlsx, at most ${EXPORT_MAX_ROWS} rows)`,
        querystring: paymentDocumentsQuery
          .omit({ start: true, length: true, draw: true, echo: true })
          .extend({ format: z.enum(['csv', 'xlsx']) }),
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const lang = requestLang(request);
      const page = await paymentDocuments(deps.db, request.principal!, {
        ...query,
        start: 0,
        length: EXPORT_MAX_ROWS,
      } as PaymentDocumentsQuery);
      const columns = EXPORT_COLUMNS.map((name) => ({ name, header: translate(lang, `payments.fields.${name}`) }));
      return sendExport(reply, {
        format,
        name: `payments-${query.side}`,
        sheet: translate(lang, 'payments.title'),
        columns,
        rows: page.aaData,
      });
    },
  );
  r.post(
    `${PAYMENTS_BASE}/clicpay`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'ClicPay: one one-off VA for the exact open total of the chosen documents (the company owes them, one currency); the documents become PAYING (409 when one is PAYING or PAID already); answers the transaction',
        body: clicPayBody,
        response: { 201: paymentTxnDetailSchema, ...errorResponses },
      },
      preHandler: payer,
    },
    async (request, reply) => {
      if (!deps.gateway) throw new AppError('SERVICE_UNAVAILABLE', 'payments.server.noGateway');
      const txnId = await startClicPay(deps.db, deps.gateway, request.principal!, request.body);
      return reply.code(201).send(await paymentTxnDetail(deps.db, request.principal!, txnId, deps.gateway));
    },
  );
  r.post(
    `${PAYMENTS_BASE}/credit-repayment`,
    {
      schema: {
        tags: ['payments'],
        summary:
          "Repay the company's credit line: one VA for what it has drawn in the currency (nothing drawn: field error; a repayment already open: 409); the receipt repays the line (CREDIT_REPAID)",
        body: creditRepaymentBody,
        response: { 201: paymentTxnDetailSchema, ...errorResponses },
      },
      preHandler: payer,
    },
    async (request, reply) => {
      if (!deps.gateway) throw new AppError('SERVICE_UNAVAILABLE', 'payments.server.noGateway');
      const txnId = await startCreditRepayment(deps.db, deps.gateway, request.principal!, request.body.currency);
      return reply.code(201).send(await paymentTxnDetail(deps.db, request.principal!, txnId, deps.gateway));
    },
  );
  r.get(
    `${PAYMENTS_BASE}/txns`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment transactions, newest first (server-paged); filters state, method, accnId (platform), dateFrom/dateTo',
        querystring: paymentTxnsQuery,
        response: { 200: paymentTxnListSchema, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => paymentTxnList(deps.db, request.principal!, request.query),
  );
  r.get(
    `${PAYMENTS_BASE}/txns/:txnId`,
    {
      schema: {
        tags: ['payments'],
        summary:
          "A payment transaction: its VA, documents (with what is open on each), ledger lines, the gateway's messages and the caller's actions",
        params: txnParams,
        response: { 200: paymentTxnDetailSchema, ...errorResponses },
      },
      preHandler: reader,
    },
    async (request) => paymentTxnDetail(deps.db, request.principal!, request.params.txnId, deps.gateway),
  );
  r.post(
    `${PAYMENTS_BASE}/txns/:txnId/cancel`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'The payer cancels its open ClicPay transaction: the VA is closed, the documents can be paid again (409 once paid, expired or cancelled)',
        params: txnParams,
        body: cancelTxnBody,
        response: { 200: paymentTxnDetailSchema, ...errorResponses },
      },
      preHandler: payer,
    },
    async (request) => {
      if (!deps.gateway) throw new AppError('SERVICE_UNAVAILABLE', 'payments.server.noGateway');
      await cancelClicPay(deps.db, deps.gateway, request.principal!, request.params.txnId, request.body.reason);
      return paymentTxnDetail(deps.db, request.principal!, request.params.txnId, deps.gateway);
    },
  );
}
