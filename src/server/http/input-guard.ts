import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from './errors';
import { toFieldErrors, type IssueLike } from './field-errors';

/** The message key of a text that holds a NUL character (PostgreSQL cannot store one in text). */
export const NUL_MESSAGE = 'validation.controlCharacter';

/** A parsed JSON object or a parsed query (whose prototype is a bare object without Object's methods). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/**
 * The paths of the strings (and object keys) in a parsed value that contain U+0000. Walks with its own stack, so a
 * deeply nested body cannot overflow the call stack.
 */
export function nulPaths(value: unknown, limit = 20): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(path);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
    } else if (isPlainObject(v)) {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) found.push([...path, key.replaceAll('\u0000', '')]);
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

/**
 * One check for every route, before its schema runs: a NUL character anywhere in the body, the query or the path
 * parameters is VALIDATION_FAILED on that field (it would otherwise reach PostgreSQL and fail there as a 500).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const issues: IssueLike[] = [];
    for (const part of [request.params, request.query, request.body]) {
      for (const path of nulPaths(part)) issues.push({ path, message: NUL_MESSAGE });
    }
    if (issues.length > 0) {
      throw validationFailed(toFieldErrors(issues, request.routeOptions.config?.errorSections ?? []));
    }
  });
}
