import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordBody, forgotPasswordResult, passwordChangeBody, passwordChangeResult } from '../../domain/password';
import { loginBody, loginResult, profileResult, TAB_TOKEN_HOURS } from '../../domain/session';
import type { Db } from '../db/client';
import { bearerToken } from '../http/auth';
import { requestLang, translate } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { signSessionToken, tokenExpiry } from '../http/tokens';
import { changePassword, forgotPassword } from './password.service';
import { login, logout, principalToUser, ssoLogin, type SsoKey } from './session.service';
import { API_BASE, TRUCKING_API } from '../../domain/api-paths';

/** Forgot-password answers no sooner than this after it started, whether or not the e-mail is known. */
const FORGOT_ANSWER_MS = 250;

export interface SessionDeps {
  db: Db;
  secret: Uint8Array;
  ssoKey: SsoKey | null;
  /** Base URL of e-mailed links (configuration only, never the request's Host). */
  publicUrl: string;
  kickMail: () => void;
  /** Sign-ins a minute per user id (from any address). */
  signInLimitMax: number;
  /** Sign-ins a minute per address (any user ids). */
  signInAddressLimitMax: number;
}

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Per address and a body field, counted after the body is read (slows guessing one user without locking out an office). */
const limitBy = (field: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const value =
        (request.body as Record<string, unknown> | undefined)?.[field] ?? request.headers.authorization?.slice(-16) ?? '';
      return `${request.routeOptions.url}|${request.ip}|${String(value).toUpperCase()}`;
    },
  },
});

/**
 * Two budgets a minute: one per body field value whatever the address (so guessing one user's password from many
 * addresses is slowed too), one per address whatever the value (so one address cannot try many users).
 * request.ip is the socket's address unless TRUST_PROXY names the proxy in front.
 */
function limitPerFieldAndAddress(app: FastifyInstance, field: string, perField: number, perAddress: number) {
  const byField = app.createRateLimit({
    max: perField,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `${request.routeOptions.url}|${field}|${String((request.body as Record<string, unknown> | undefined)?.[field] ?? '').toUpperCase()}`,
  });
  return {
    config: {
      rateLimit: {
        max: perAddress,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}|${request.ip}`,
      },
    },
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const limit = await byField(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw Object.assign(new Error(`Too many requests; try again in ${limit.ttlInSeconds} seconds`), { statusCode: 429 });
      }
    },
  };
}

export function sessionRoutes(app: FastifyInstance, deps: SessionDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signInLimit = limitPerFieldAndAddress(app, 'id', deps.signInLimitMax, deps.signInAddressLimitMax);
  const forgotLimit = limitPerFieldAndAddress(app, 'email', 5, 20);

  r.post(
    `${TRUCKING_API}/auth/login`,
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in (spec §3 login statuses)',
        description:
          'Always 200 with a loginStatus. AUTHORIZED_LOGIN/AUTHORIZED_IGNORE carry a session token; AUTHORIZED_LOGIN_CHNG_PW_RQD carries a single-use change key (15 min) for the forced change; USER_SESSION_EXISTING asks to confirm, then send force: true.',
        body: loginBody,
        response: { 200: loginResult, ...errorResponses },
      },
      config: signInLimit.config,
      preHandler: signInLimit.preHandler,
    },
    async (request) => login(deps.db, deps.secret, request.body, meta(request), requestLang(request)),
  );

  r.post(
    `${TRUCKING_API}/auth/sso`,
    {
      schema: {
        tags: ['session'],
        summary: 'Single sign-on: exchange a token signed with the SSO key for a session',
        body: z.object({ token: z.string().min(1).max(4096) }).strict(),
        response: { 200: loginResult, ...errorResponses },
      },
      config: limitBy('none', 20),
    },
    async (request) => ssoLogin(deps.db, deps.secret, deps.ssoKey, request.body.token, meta(request), requestLang(request)),
  );

  r.post(
    `${TRUCKING_API}/auth/logout`,
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
    `${API_BASE}/co/cac/profile/`,
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user (spec §4 session start); may answer a renewed token',
        response: { 200: profileResult, ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => {
      const principal = request.principal!;
      let token = bearerToken(request)!;
      // A tab session's token is renewed when less than half of its life is left.
      const exp = tokenExpiry(token);
      if (!principal.remember && exp !== null && exp - Date.now() < (TAB_TOKEN_HOURS * 3_600_000) / 2) {
        token = await signSessionToken(
          deps.secret,
          { sub: principal.usrId, sid: principal.sessionId },
          new Date(Date.now() + TAB_TOKEN_HOURS * 3_600_000),
        );
      }
      return { user: principalToUser(principal), token, err: null };
    },
  );

  r.post(
    `${TRUCKING_API}/manageusr/forgotpwd`,
    {
      schema: {
        tags: ['session'],
        summary: 'Forgot password: always the same answer; an active user gets a reset link (single use, 30 minutes)',
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResult, ...errorResponses },
      },
      config: forgotLimit.config,
      preHandler: forgotLimit.preHandler,
    },
    async (request) => {
      const lang = requestLang(request);
      const answerAt = performance.now() + FORGOT_ANSWER_MS;
      const queued = await forgotPassword(deps.db, request.body.email, deps.publicUrl, lang);
      if (queued) deps.kickMail();
      // A known and an unknown e-mail run the same statements; the floor hides what difference is left.
      await delay(Math.max(0, answerAt - performance.now()));
      return { message: translate(lang, 'server.forgot.sent') };
    },
  );

  r.put(
    `${API_BASE}/v1/lintas/manageusr/password/change`,
    {
      schema: {
        tags: ['session'],
        summary:
          'Change a password: reset (token), forced change (token, userId, currentPassword, forceChangePwd) or own change (signed in)',
        body: passwordChangeBody,
        response: { 200: passwordChangeResult, ...errorResponses },
      },
      config: limitBy('userId', 20),
      preHandler: app.auth.optionalUser,
    },
    async (request) => {
      await changePassword(deps.db, request.body, request.principal);
      return { status: 'SUCCESS' as const, data: { loginStatus: 'PASSWORD_RESET_SUCCESS' as const }, err: null };
    },
  );
}
