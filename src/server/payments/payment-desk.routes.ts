import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  heldNotificationList,
  inboundQuery,
  manualPaymentBody,
  rejectManualBody,
  staticVaBody,
  staticVaList,
  staticVaQuery,
} from '../../domain/payments/payment-desk';
import { paymentTxnDetail as paymentTxnDetailSchema } from '../../domain/payments/payment-txns';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { errorResponses } from '../http/openapi';
import type { PaymentGateway } from './gateway';
import {
  closeStaticVa,
  heldNotifications,
  openStaticVa,
  recordManualPayment,
  rejectManualPayment,
  staticVas,
  verifyManualPayment,
} from './payment-desk';
import { PAYMENTS_BASE } from './payments.routes';
import { paymentTxnDetail } from './payments-list';

/**
 * The platform's payment desk (issue 14): manual payments (finance admin records, finance head verifies or rejects:
 * maker-checker), the gateway's held notifications, static VAs. `payments.record` / `payments.verify`, held only by
 * the platform's and GLI's finance (the company types exclude them elsewhere).
 */
export function paymentDeskRoutes(app: FastifyInstance, deps: { db: Db; gateway: PaymentGateway | null }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const maker = app.auth.requirePermission('payments.record');
  const checker = app.auth.requirePermission('payments.verify');
  const desk = app.auth.requirePermission('payments.record', 'payments.verify');
  const txnParams = z.object({ txnId: z.string().regex(/^PAY-\d{4}-\d{6}$/, 'payments.validation.txnId') });
  const detail = (request: { principal?: unknown }, txnId: string) =>
    paymentTxnDetail(deps.db, (request as { principal: Parameters<typeof paymentTxnDetail>[1] }).principal, txnId, deps.gateway);

  r.post(
    `${PAYMENTS_BASE}/manual`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'Record a manual payment with its bank reference and proof (maker, payments.record): a MANUAL transaction in NEW; named documents become PAYING (409 when one is in another payment or paid); nothing posts until verified',
        body: manualPaymentBody,
        response: { 201: paymentTxnDetailSchema, ...errorResponses },
      },
      preHandler: maker,
    },
    async (request, reply) => {
      const txnId = await recordManualPayment(deps.db, request.principal!, request.body);
      return reply.code(201).send(await detail(request, txnId));
    },
  );
  r.post(
    `${PAYMENTS_BASE}/txns/:txnId/verify`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'Verify a manual payment (checker, payments.verify; never its maker: 403): PAID, the receipt posted and allocated (its documents, or the oldest due); 409 when no longer NEW',
        params: txnParams,
        response: { 200: paymentTxnDetailSchema, ...errorResponses },
      },
      preHandler: checker,
    },
    async (request) => {
      await verifyManualPayment(deps.db, request.principal!, request.params.txnId);
      return detail(request, request.params.txnId);
    },
  );
  r.post(
    `${PAYMENTS_BASE}/txns/:txnId/reject`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Reject a manual payment with a reason (checker, never its maker): CAN, its documents free again',
        params: txnParams,
        body: rejectManualBody,
        response: { 200: paymentTxnDetailSchema, ...errorResponses },
      },
      preHandler: checker,
    },
    async (request) => {
      await rejectManualPayment(deps.db, request.principal!, request.params.txnId, request.body.reason);
      return detail(request, request.params.txnId);
    },
  );
  r.get(
    `${PAYMENTS_BASE}/held`,
    {
      schema: {
        tags: ['payments'],
        summary:
          "The gateway's notifications held for review (unknown, expired, closed or paid VA, wrong amount or currency, malformed, reused reference), newest first, with the manual payment resolving each",
        querystring: inboundQuery,
        response: { 200: heldNotificationList, ...errorResponses },
      },
      preHandler: desk,
    },
    async (request) => heldNotifications(deps.db, request.query),
  );
  r.get(
    `${PAYMENTS_BASE}/static-vas`,
    {
      schema: {
        tags: ['payments'],
        summary: "The companies' static VAs (any amount, no expiry) with the receipts into each",
        querystring: staticVaQuery,
        response: { 200: staticVaList, ...errorResponses },
      },
      preHandler: desk,
    },
    async (request) => staticVas(deps.db, request.query),
  );
  r.post(
    `${PAYMENTS_BASE}/static-vas`,
    {
      schema: {
        tags: ['payments'],
        summary:
          "Open a company's static VA at the gateway (payments.record): one open per company and currency (409); a receipt pays the oldest due documents first",
        body: staticVaBody,
        response: { 201: z.object({ vaNo: z.string() }), ...errorResponses },
      },
      preHandler: maker,
    },
    async (request, reply) => {
      if (!deps.gateway) throw new AppError('SERVICE_UNAVAILABLE', 'payments.server.noGateway');
      const vaNo = await openStaticVa(deps.db, deps.gateway, request.principal!, request.body.accnId, request.body.currency);
      return reply.code(201).send({ vaNo });
    },
  );
  r.post(
    `${PAYMENTS_BASE}/static-vas/:vaId/close`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Close a static VA (payments.record): the bank refuses payments to it from now on',
        params: z.object({ vaId: z.coerce.number().int().positive() }),
        response: { 204: z.null(), ...errorResponses },
      },
      preHandler: maker,
    },
    async (request, reply) => {
      if (!deps.gateway) throw new AppError('SERVICE_UNAVAILABLE', 'payments.server.noGateway');
      await closeStaticVa(deps.db, deps.gateway, request.principal!, request.params.vaId);
      return reply.code(204).send(null);
    },
  );
}
