import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { cargoTrackingInput } from '../../domain/tracking/alerts';
import { cargoTracking } from '../../domain/tracking/tracking-responses';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { trackCargo } from './cargo-tracking.service';

/**
 * Public cargo tracking (no sign-in; decision 0021): `POST …/public/cargo-tracking` with the customer reference and
 * the job's tracking code. Rate-limited per client address (the socket's, or X-Forwarded-For from TRUST_PROXY peers
 * only); a wrong pair is one 404 whichever half is wrong.
 */
export function cargoTrackingRoutes(app: FastifyInstance, options: { db: Db; rateMax?: number }): void {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${TRUCKING_API}/public/cargo-tracking`,
    {
      schema: {
        tags: ['tracking'],
        summary: "A job's state, milestones and the truck's city for its customer reference and tracking code (public)",
        body: cargoTrackingInput,
        response: { 200: cargoTracking, ...errorResponses },
      },
      config: { rateLimit: { max: options.rateMax ?? 20, timeWindow: '1 minute' } },
    },
    async (request) => trackCargo(db, request.body),
  );
}
