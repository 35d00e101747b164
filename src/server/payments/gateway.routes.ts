import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { snapResponse } from '../../domain/payments/snap';
import type { Db } from '../db/client';
import { SNAP_PAYMENT_PATH, type PaymentGateway } from './gateway';
import { receivePaymentNotification } from './payment-notification';

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
        headers: z.object({
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
}
