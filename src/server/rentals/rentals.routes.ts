import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  rentalAssignBody,
  rentalDetail,
  rentalList,
  rentalOptions,
  rentalQuoteBody,
  rentalRequestBody,
  rentalsQuery,
  rentalVerbBody,
} from '../../domain/rentals/rentals';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import {
  actOnRental,
  assignRental,
  createRental,
  getRental,
  listRentals,
  quoteRental,
  rentalOptions as optionsOf,
} from './rentals.service';

export const RENTALS_BASE = `${TRUCKING_API}/rentals`;

const params = z.object({ rentalId: z.string().trim().min(1).max(20).toUpperCase() });

/** Truck rentals (issue 19): docs/decisions/0033-truck-rentals.md. */
export function rentalRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const party = app.auth.requirePermission('jobs.create', 'jobs.operate', 'jobs.readAll');
  const renter = app.auth.requirePermission('jobs.create');
  const operator = app.auth.requirePermission('jobs.operate');
  const tags = ['rentals'];

  r.get(
    RENTALS_BASE,
    {
      schema: {
        tags,
        summary:
          "Truck rentals the caller may see, newest first (server-paged): the renter's and the operator's own, the platform's all; filters state, side (renter, operator), search",
        querystring: rentalsQuery,
        response: { 200: rentalList, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => listRentals(deps.db, request.principal!, request.query),
  );
  r.get(
    `${RENTALS_BASE}/options`,
    {
      schema: {
        tags,
        summary: "The request form's operators (active contracts) and pickup locations; the assignment's trucks and drivers",
        response: { 200: rentalOptions, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => optionsOf(deps.db, request.principal!),
  );
  r.post(
    RENTALS_BASE,
    {
      schema: {
        tags,
        summary:
          "A renter's request (REQ): operator under an active contract, vehicle type, 1-20 trucks, period (at most 366 days), the renter's pickup location, rental type PD/PW/PM/PTD/PTW/PTM",
        body: rentalRequestBody,
        response: { 201: rentalDetail, ...errorResponses },
      },
      preHandler: renter,
    },
    async (request, reply) => reply.code(201).send(await createRental(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${RENTALS_BASE}/:rentalId`,
    {
      schema: {
        tags,
        summary: 'One rental with its trucks, its job and whether it is paid (not visible: 404)',
        params,
        response: { 200: rentalDetail, ...errorResponses },
      },
      preHandler: party,
    },
    async (request) => getRental(deps.db, request.principal!, request.params.rentalId),
  );
  r.post(
    `${RENTALS_BASE}/:rentalId/quote`,
    {
      schema: {
        tags,
        summary: "The operator's quote: unit price of the rental type, the total worked out exactly (REQ/QUO -> QUO)",
        params,
        body: rentalQuoteBody,
        response: { 200: rentalDetail, ...errorResponses },
      },
      preHandler: operator,
    },
    async (request) => quoteRental(deps.db, request.principal!, request.params.rentalId, request.body),
  );
  r.post(
    `${RENTALS_BASE}/:rentalId/assign`,
    {
      schema: {
        tags,
        summary:
          "The operator's truck and driver for each rented truck, held like a job's (ACC/ASG -> ASG; one held by another job or rental: 409)",
        params,
        body: rentalAssignBody,
        response: { 200: rentalDetail, ...errorResponses },
      },
      preHandler: operator,
    },
    async (request) => assignRental(deps.db, request.principal!, request.params.rentalId, request.body),
  );
  const summaries = {
    accept: "The renter accepts the quote (QUO -> ACC): the rental's job opens, priced by the quote",
    cancel: 'The renter cancels a request or declines the quote, with a reason (REQ/QUO -> CAN)',
    decline: 'The operator declines a request, with a reason (REQ/QUO -> REJ)',
    start: 'The operator starts the rental (ASG -> ACT; the job ONGOING)',
    complete: 'The operator completes the rental (ACT -> COM): the job delivered and open for billing, trucks and drivers free',
  } as const;
  for (const verb of ['accept', 'cancel', 'decline', 'start', 'complete'] as const) {
    r.post(
      `${RENTALS_BASE}/:rentalId/${verb}`,
      {
        schema: {
          tags,
          summary: summaries[verb],
          params,
          body: rentalVerbBody,
          response: { 200: rentalDetail, ...errorResponses },
        },
        preHandler: verb === 'accept' || verb === 'cancel' ? renter : operator,
      },
      async (request) => actOnRental(deps.db, request.principal!, request.params.rentalId, verb, request.body),
    );
  }
}
