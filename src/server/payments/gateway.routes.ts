import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { toMinor } from '../../domain/billing/money';
import { simulatorPayment, simulatorPaymentResult, snapResponse } from '../../domain/payments/snap';
import { conflict, notFound } from '../http/errors';
import { errorResponses } from '../http/openapi';
import type { Db } from '../db/client';
import { SNAP_PAYMENT_PATH, type PaymentGateway } from './gateway';
import { findVirtualAccount } from './virtual-accounts';
import { receivePaymentNotification } from './payment-notification';
import { BankRefusal, SnapSimulator } from './snap-simulator';

/** The simulated bank's payer API (only with PAYMENT_GATEWAY=simulator). */
export const SIMULATOR_PAY_PATH = `${TRUCKING_API}/payments/simulator/pay`;

const snapHeader = (name: string) => z.string().optional().describe(name);

/**
 * The payment gateway's callback (issue 14): SNAP's transfer-VA payment notification. No session: the bank's
 * SHA256withRSA signature (X-SIGNATURE over the method, path, body hash and X-TIMESTAMP) is the authentication.
 * Answers in SNAP's shape (responseCode, responseMessage), never in the error envelope, for the bank reads those.
 */
export function gatewayRoutes(app: FastifyInstance, deps: { db: Db; gateway: PaymentGateway | null }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    SNAP_PAYMENT_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          'SNAP transfer-VA payment notification from the payment gateway (signed SHA256withRSA by the bank; stored, then applied once, answered as the first when repeated, or held for review)',
        security: [],
        headers: z.looseObject({
          'x-timestamp': snapHeader('ISO 8601 with offset, signed'),
          'x-signature': snapHeader('base64 SHA256withRSA of METHOD:PATH:hex(sha256(minified body)):X-TIMESTAMP'),
          'x-partner-id': snapHeader('the bank partner id'),
          'x-external-id': snapHeader('unique per notification: its repeats are applied once'),
          'channel-id': snapHeader('SNAP channel id'),
        }),
        body: z
          .record(z.string(), z.unknown())
          .describe(
            'SNAP payment notification: partnerServiceId, customerNo, virtualAccountNo, paymentRequestId, paidAmount { value, currency }, trxDateTime ...',
          ),
        response: {
          200: snapResponse,
          400: snapResponse,
          401: snapResponse,
          404: snapResponse,
          409: snapResponse,
          503: snapResponse,
        },
      },
    },
    async (request, reply) => {
      if (!deps.gateway) {
        return reply.code(503).send({ responseCode: '5032500', responseMessage: 'No payment gateway configured' });
      }
      const call = {
        method: request.method,
        path: request.url.split('?')[0]!,
        body: JSON.stringify(request.body),
        headers: request.headers as Record<string, string | undefined>,
      };
      const result = await receivePaymentNotification(deps.db, deps.gateway, call);
      if (!result.notificationId) {
        request.log.warn(
          { externalId: call.headers['x-external-id'], responseCode: result.body.responseCode },
          'gateway notification refused',
        );
      } else if (result.verdict === 'HELD') {
        request.log.warn(
          { notificationId: result.notificationId, reason: result.reason },
          'gateway notification held for review',
        );
      }
      return reply.code(result.status as 200 | 400 | 401 | 404 | 409).send(result.body);
    },
  );

  const bank = deps.gateway instanceof SnapSimulator ? deps.gateway : null;
  if (!bank) return;
  r.post(
    SIMULATOR_PAY_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          "The simulated bank (PAYMENT_GATEWAY=simulator, never in production): a payer pays an amount into a VA; the bank sends its signed SNAP notification to the app's callback over HTTP and answers what the app replied",
        body: simulatorPayment,
        response: { 200: simulatorPaymentResult, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => {
      let va = await bank.inquireVa(request.body.vaNo);
      if (!va) {
        // A VA opened by another process, or before this one started: the bank learns it from our record.
        const known = await findVirtualAccount(deps.db, bank.name, request.body.vaNo);
        if (known) {
          bank.remember({
            vaNo: known.vaNo,
            name: known.accnId,
            currency: known.currency,
            amount: known.amount,
            expiresAt: known.expiresAt,
            state: known.state,
          });
          va = await bank.inquireVa(request.body.vaNo);
        }
      }
      if (!va) throw notFound('payments.server.simulator.UNKNOWN_VA');
      try {
        const sent = await bank.pay(va.vaNo, toMinor(request.body.amount, va.currency));
        return {
          status: sent.status,
          responseCode: String(sent.body.responseCode ?? ''),
          responseMessage: String(sent.body.responseMessage ?? ''),
          externalId: sent.externalId,
          attempts: sent.attempts,
        };
      } catch (error) {
        if (error instanceof BankRefusal) throw conflict(`payments.server.simulator.${error.code}`);
        throw error;
      }
    },
  );
}
