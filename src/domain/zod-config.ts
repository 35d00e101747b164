import { z } from 'zod';

/**
 * A required field that is missing (or null) answers the i18n key `validation.required`, like an
 * empty one, instead of zod's English "Invalid input: expected string, received undefined". Schemas
 * with their own message keep it. Called once at start-up (the server's buildApp).
 */
export function configureZodMessages(): void {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null) ? 'validation.required' : undefined,
  });
}
