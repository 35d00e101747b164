import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  payoutApproveBody,
  payoutBuildResult,
  payoutDetail,
  payoutList,
  payoutsQuery,
  payoutVerifyBody,
} from '../../domain/payments/payouts-schema';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { errorResponses } from '../http/openapi';
import { seesAllPayouts } from './bank-accounts';
import type { PaymentGateway } from './gateway';
import { approvePayout, buildPayouts, getPayout, listPayouts, verifyPayout } from './payouts.service';

export const PAYOUTS_BASE = `${TRUCKING_API}/payouts`;

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * `/payouts` (issue 14): the outbound payments to truck operators. List and detail (payouts.read: platform and GLI
 * every operator's, an operator its own), build the batches of what is due now and verify (payouts.verify, finance
 * admin), approve and send (payouts.approve, finance head, never the verifier).
 */
export function payoutRoutes(app: FastifyInstance, deps: { db: Db; gateway: PaymentGateway | null; kickMail: () => void }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = app.auth.requirePermission('payouts.read');
  r.get(
    PAYOUTS_BASE,
    {
      schema: {
        tags: ['payouts'],
        summary: 'Payouts (server-paged, newest first); filters status, accnId, held; search payout number and operator',
        querystring: payoutsQuery,
        response: { 200: payoutList, ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => listPayouts(deps.db, request.principal!, request.query),
  );
  r.get(
    `${PAYOUTS_BASE}/:id`,
    {
      schema: {
        tags: ['payouts'],
        summary: 'One payout with its documents (DN_TO paid, PF_TO netted) and its bank transfers',
        params: idParams,
        response: { 200: payoutDetail, ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => getPayout(deps.db, request.principal!, request.params.id),
  );
  r.post(
    `${PAYOUTS_BASE}/build`,
    {
      schema: {
        tags: ['payouts'],
        summary:
          'Put the debit notes due now into payouts (per operator, currency and payout frequency); the scheduler does it hourly',
        response: { 200: payoutBuildResult, ...errorResponses },
      },
      preHandler: [
        app.auth.requirePermission('payouts.verify'),
        async (request) => {
          if (!seesAllPayouts(request.principal!)) throw forbidden();
        },
      ],
    },
    async (request) => buildPayouts(deps.db, request.principal!),
  );
  r.post(
    `${PAYOUTS_BASE}/:id/verify`,
    {
      schema: {
        tags: ['payouts'],
        summary:
          "Verify a NEW payout (VER) to the operator's default verified account of the currency or the one named; 409 stale or no verified account",
        params: idParams,
        body: payoutVerifyBody,
        response: { 200: payoutDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('payouts.verify'),
    },
    async (request) => verifyPayout(deps.db, request.principal!, request.params.id, request.body),
  );
  r.post(
    `${PAYOUTS_BASE}/:id/approve`,
    {
      schema: {
        tags: ['payouts'],
        summary:
          'Approve a VER payout (APP) and send it through the gateway (transfers of at most Rp250,000,000): PAID, or back to NEW with the reason. 403 the verifier; 409 stale, lost race, held (suspended operator), account not verified',
        params: idParams,
        body: payoutApproveBody,
        response: { 200: payoutDetail, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('payouts.approve'),
    },
    async (request) => {
      const payout = await approvePayout(deps.db, deps.gateway, request.principal!, request.params.id, request.body);
      // A payout paid recorded PAYOUT_SENT: the fan-out tells the operator now.
      deps.kickMail();
      return payout;
    },
  );
}
