import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { migrationsApplied } from '../db/migrate';

/** Liveness (process up) and readiness (database reachable and migrated). */
export function healthRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    let ready = false;
    try {
      ready = await migrationsApplied(deps.db);
    } catch {
      ready = false;
    }
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready' });
  });
}
