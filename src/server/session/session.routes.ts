import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, loginResult, sessionUser } from '../../domain/session';
import type { Db } from '../db/client';
import { bearerToken } from '../http/auth';
import { errorResponses } from '../http/openapi';
import { login, logout, principalToUser } from './session.service';

export function sessionRoutes(app: FastifyInstance, deps: { db: Db; secret: Uint8Array }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/lintas/trucking/auth/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in (spec §3 login statuses)',
        body: loginBody,
        response: { 200: loginResult, ...errorResponses },
      },
      config: {
        // Per address and user id, counted after the body is read: guessing one user's password is slowed
        // without locking out an office that shares one address.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${String((request.body as { id?: unknown } | undefined)?.id ?? '')}`,
        },
      },
    },
    async (request) => login(deps.db, deps.secret, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  r.post(
    '/api/v1/lintas/trucking/auth/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: ends the session on the server',
        response: { 204: z.null(), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request, reply) => {
      await logout(deps.db, request.principal!);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/co/cac/profile/',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user (spec §4 session start)',
        response: { 200: z.object({ user: sessionUser, token: z.string(), err: z.null() }), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => ({ user: principalToUser(request.principal!), token: bearerToken(request)!, err: null }),
  );
}
