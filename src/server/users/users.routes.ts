import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountType } from '../../domain/accounts';
import { datatableQuery, datatableResponse, lookupOption } from '../../domain/datatable';
import { ROLES } from '../../domain/roles';
import { activationTarget, userDetail, userRow } from '../../domain/user-responses';
import { activateBody, createUserBody, ROLES_BY_ACCOUNT_TYPE, updateUserBody } from '../../domain/users';
import type { Db } from '../db/client';
import { requestLang } from '../http/i18n';
import {
  activate,
  activationFor,
  adminResetPassword,
  createUser,
  getUser,
  listUsers,
  setUserStatus,
  unlockUser,
  updateUser,
} from './users.service';
import { errorResponses } from '../http/openapi';
import { TRUCKING_API } from '../../domain/api-paths';

const userParams = z.object({ usrId: z.string().min(1).max(35) });

/** Users administration (platform: all users; company administrators: their own), activation and unlock. */
export function userRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string; kickMail: () => void }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = app.auth.requirePermission('users.manage');
  const base = `${TRUCKING_API}/users`;

  r.get(
    base,
    {
      schema: {
        tags: ['users'],
        summary: 'Users (datatable)',
        querystring: datatableQuery
          .extend({ usrStatus: z.enum(['A', 'I']).optional(), accnId: z.string().max(20).optional() })
          .strict(),
        response: { 200: datatableResponse(userRow), ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => listUsers(deps.db, request.principal!, request.query),
  );
  r.get(
    `${base}/:usrId`,
    {
      schema: {
        tags: ['users'],
        summary: 'One user',
        params: userParams,
        response: { 200: userDetail, ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => getUser(deps.db, request.principal!, request.params.usrId),
  );
  r.post(
    base,
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user; an activation link is e-mailed',
        body: createUserBody,
        response: { 201: userDetail, ...errorResponses },
      },
      preHandler: admins,
    },
    async (request, reply) => {
      const user = await createUser(deps.db, request.principal!, request.body, deps.publicUrl, requestLang(request));
      deps.kickMail();
      return reply.code(201).send(user);
    },
  );
  r.put(
    `${base}/:usrId`,
    {
      schema: {
        tags: ['users'],
        summary: 'Change a user (send the version you read)',
        params: userParams,
        body: updateUserBody,
        response: { 200: userDetail, ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => updateUser(deps.db, request.principal!, request.params.usrId, request.body),
  );
  for (const [action, status] of [
    ['activate', 'A'],
    ['deactivate', 'I'],
  ] as const) {
    r.post(
      `${base}/:usrId/${action}`,
      {
        schema: {
          tags: ['users'],
          summary: `${action} a user`,
          params: userParams,
          body: z.object({ version: z.number().int().min(1) }).strict(),
          response: { 200: userDetail, ...errorResponses },
        },
        preHandler: admins,
      },
      async (request) => setUserStatus(deps.db, request.principal!, request.params.usrId, status, request.body.version),
    );
  }
  r.post(
    `${base}/:usrId/reset-password`,
    {
      schema: {
        tags: ['users'],
        summary: 'E-mail a temporary password that must be changed at the next sign-in',
        params: userParams,
        response: { 204: z.null(), ...errorResponses },
      },
      preHandler: admins,
    },
    async (request, reply) => {
      await adminResetPassword(deps.db, request.principal!, request.params.usrId, requestLang(request));
      deps.kickMail();
      return reply.code(204).send(null);
    },
  );
  r.get(
    `${TRUCKING_API}/roles`,
    {
      schema: {
        tags: ['users'],
        summary: 'Roles that may be granted to a user of this kind of company',
        querystring: z.object({ atypId: z.enum(Object.keys(ROLES_BY_ACCOUNT_TYPE) as [string, ...string[]]) }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: admins,
    },
    async (request) => {
      const lang = requestLang(request);
      const platform = ['SYS_SUPER_ADMIN', 'SP_OP_ADMIN'].some((a) => request.principal!.authorities.includes(a));
      return ROLES_BY_ACCOUNT_TYPE[request.query.atypId as AccountType]
        .filter((role) => platform || request.principal!.authorities.includes(role))
        .map((role) => ({ value: role, desc: ROLES[role][lang] }));
    },
  );
  r.get(
    `${TRUCKING_API}/auth/activate/:token`,
    {
      schema: {
        tags: ['users'],
        summary: 'Who an activation link is for',
        security: [],
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: activationTarget, ...errorResponses },
      },
    },
    async (request) => activationFor(deps.db, request.params.token),
  );
  r.post(
    `${TRUCKING_API}/auth/activate`,
    {
      schema: {
        tags: ['users'],
        summary: 'Set the first password through the activation link (once)',
        security: [],
        body: activateBody,
        response: { 200: z.object({ status: z.literal('SUCCESS') }), ...errorResponses },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await activate(deps.db, request.body.token, request.body.newPassword);
      // A registered company's first activation recorded ACCOUNT_APPROVED: the fan-out tells it now.
      deps.kickMail();
      return { status: 'SUCCESS' as const };
    },
  );

  r.post(
    `${TRUCKING_API}/users/:usrId/unlock`,
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
      await unlockUser(deps.db, actor, usrId);
      return reply.code(204).send(null);
    },
  );
}
