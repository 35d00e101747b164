import type { TFunction } from './translator';
import { ValidationError } from './api-errors';
import { errorMessage } from './error-message';

/** A failed call as one text: the server's field errors (already translated) when it sent some. */
export function failureText(err: unknown, t: TFunction): string {
  if (err instanceof ValidationError) {
    const texts = [...new Set(Object.values(err.flattenFieldErrors()))];
    if (texts.length) return texts.join(' ');
  }
  return errorMessage(err, t);
}
