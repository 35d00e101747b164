import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../domain/permissions';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { listAuthorisations, setAuthorisation } from './authorisations.service';
import { TRUCKING_API } from '../../domain/api-paths';
import { authorisationsTable, roleChange } from '../../domain/authorisation-responses';

/** Authorisations (Administrations -> Authorisations): the role -> permission table every check uses. */
export function authorisationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${TRUCKING_API}/authorisations`,
    {
      schema: {
        tags: ['authorisations'],
        summary: 'Every role with its permissions, and the permissions that exist',
        response: { 200: authorisationsTable, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('authorisations.read'),
    },
    async () => ({ permissions: [...PERMISSIONS], roles: await listAuthorisations(deps.db) }),
  );
  r.put(
    `${TRUCKING_API}/authorisations/:roleId`,
    {
      schema: {
        tags: ['authorisations'],
        summary: "Set a role's permissions (super admin; send the version you read)",
        params: z.object({ roleId: z.string().min(1).max(32) }),
        body: z.object({ permissions: z.array(z.string().max(64)).max(100), version: z.number().int().min(1) }).strict(),
        response: { 200: roleChange, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('authorisations.manage'),
    },
    async (request) =>
      setAuthorisation(deps.db, request.principal!, request.params.roleId, request.body.permissions, request.body.version),
  );
}
