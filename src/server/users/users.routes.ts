import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { audit } from '../http/audit';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/openapi';

const PLATFORM = ['SYS_SUPER_ADMIN', 'SP_OP_ADMIN'];

/** POST /api/v1/lintas/trucking/users/{usrId}/unlock: an administrator unlocks a user locked by failed sign-ins. */
export function userRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/lintas/trucking/users/:usrId/unlock',
    {
      schema: {
        tags: ['users'],
        summary: 'Unlock a user (platform admins any user; a company administrator its own users)',
        params: z.object({ usrId: z.string().min(1).max(35) }),
        response: { 204: z.null(), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('user.unlock'),
    },
    async (request, reply) => {
      const actor = request.principal!;
      const usrId = request.params.usrId.toUpperCase();
      const platform = actor.authorities.some((a) => PLATFORM.includes(a));
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ failedAttempts: 0, lockedUntil: null })
          .where(and(eq(users.usrId, usrId), platform ? undefined : eq(users.accnId, actor.accnId)))
          .returning({ usrId: users.usrId });
        // Another company's user is "not found": tenancy never reveals what exists elsewhere.
        if (!row) throw notFound('User not found');
        await audit(tx, actor, { event: 'USER_UNLOCK', entity: 'user', entityId: usrId });
      });
      return reply.code(204).send(null);
    },
  );
}
