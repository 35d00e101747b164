import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { Db } from '../db/client';
import { recordException } from '../logs/logs.service';
import { AppError, envelope, type ErrorCode, type FieldErrors, HTTP_STATUS } from './errors';
import { toFieldErrors, type IssueLike } from './field-errors';
import { appErrorForPg } from './pg-errors';
import { requestLang, translate, translateFieldErrors } from './i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body sections whose field errors are nested (e.g. accnDetails, coreUsr, regDocs). */
    errorSections?: readonly string[];
  }
}

interface FastifyValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function issuesFromValidation(validation: readonly FastifyValidationIssue[]): IssueLike[] {
  const issues: IssueLike[] = [];
  for (const v of validation) {
    const path = v.instancePath.split('/').filter(Boolean);
    if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
      for (const key of v.params.keys as string[]) issues.push({ path: [...path, key], message: 'Unknown field' });
    } else {
      issues.push({ path, message: v.message ?? 'Invalid value' });
    }
  }
  return issues;
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'SESSION_EXPIRED_OR_INACTIVE';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'BAD_REQUEST';
  }
}

const REDACT = /"(password|currentPassword|newPassword|confirmPassword|token|attData)"\s*:\s*"[^"]*"/g;

function bodyForLog(request: FastifyRequest): string | null {
  if (request.body === undefined || request.body === null) return null;
  try {
    const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    return text.replace(REDACT, '"$1":"[redacted]"').slice(0, 4000);
  } catch {
    return '[unreadable body]';
  }
}

/** Installs the central error and not-found handlers that answer with the one envelope. */
export function installErrorHandling(app: FastifyInstance, db: Db): void {
  app.setErrorHandler(async (error: FastifyError | AppError | ZodError, request, reply: FastifyReply) => {
    const sections = request.routeOptions.config?.errorSections ?? [];
    const lang = requestLang(request);
    if (error instanceof AppError) {
      const fields = error.fieldErrors ? translateFieldErrors(lang, error.fieldErrors) : undefined;
      return reply.code(error.httpStatus).send(envelope(error.code, translate(lang, error.message), fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesFromValidation(error.validation as unknown as FastifyValidationIssue[]);
      const fieldErrors: FieldErrors = translateFieldErrors(lang, toFieldErrors(issues, sections));
      return reply.code(400).send(envelope('VALIDATION_FAILED', 'Validation failed', fieldErrors));
    }
    if (error instanceof ZodError) {
      const fieldErrors = translateFieldErrors(lang, toFieldErrors(error.issues, sections));
      return reply.code(400).send(envelope('VALIDATION_FAILED', 'Validation failed', fieldErrors));
    }
    const refused = appErrorForPg(error);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused the values');
      const fields = refused.fieldErrors ? translateFieldErrors(lang, refused.fieldErrors) : undefined;
      return reply.code(refused.httpStatus).send(envelope(refused.code, translate(lang, refused.message), fields));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = codeForStatus(status);
      const msg = code === 'BAD_REQUEST' ? error.message || 'Bad request' : error.message;
      return reply.code(HTTP_STATUS[code] === 400 ? 400 : status).send(envelope(code, msg));
    }
    const errorId = randomBytes(8).toString('hex').toUpperCase();
    request.log.error({ err: error, errorId }, 'unhandled error');
    await recordException(
      db,
      {
        id: errorId,
        method: request.method,
        url: request.url,
        requestId: String(request.id),
        requestBody: bodyForLog(request),
        usrId: request.principal?.usrId ?? null,
        accnId: request.principal?.accnId ?? null,
        message: error.message || 'Unknown error',
        stack: error.stack ?? null,
      },
      request.log,
    );
    return reply.code(500).send(envelope('INTERNAL_ERROR', `Something went wrong! (error id ${errorId})`, undefined, errorId));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(envelope('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Fastify's router errors (before any route runs): a path parameter over the router's length limit (414) and a path
 * whose percent-encoding does not decode (400), in the envelope.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(envelope('URI_TOO_LONG', 'A value in the address is too long'));
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(envelope('BAD_REQUEST', 'The address is not valid (bad percent-encoding)'));
  } else {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    void reply.code(status).send(envelope(codeForStatus(status), error.message || 'Bad request'));
  }
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or request line over the size limit,
 * malformed HTTP, a request not received in time): answered on the socket, in the envelope, then closed. A request
 * that took too long answers 400, not 408: in this API 408 means the session has ended.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', envelope('HEADERS_TOO_LARGE', 'The request line or headers are too large')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [400, 'Bad Request', envelope('BAD_REQUEST', 'The request was not received in time')]
        : [400, 'Bad Request', envelope('BAD_REQUEST', 'The request is not valid HTTP')];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
