import type { TFunction } from '../../lib/translator';
import { isApiError, ValidationError } from '../../lib/api-errors';
import { errorMessage } from '../../lib/error-message';

/** What a failed save means for a form: texts per field path, one form-level text, or a conflict (409). */
export interface SaveProblem {
  /** Field path (`a.b`, `trips.0.pickupAt`) -> the server's text, for fields the form shows. */
  fields: Record<string, string>;
  /** A text for the form as a whole (errors of fields the form does not show, or a non-field error). */
  form: string | null;
  /** The server's text when the record changed since it was read (409). */
  conflict: string | null;
}

/**
 * Splits a failed call (spec §8). VALIDATION_FAILED, flat or sectioned, goes onto the fields the form
 * shows (`known`); the rest joins into one form-level text; a 409 becomes the conflict text.
 */
export function saveProblemOf(error: unknown, known: (path: string) => boolean, t: TFunction): SaveProblem {
  if (isApiError(error) && error.status === 409) return { fields: {}, form: null, conflict: error.message };
  if (error instanceof ValidationError) {
    const fields: Record<string, string> = {};
    const other: string[] = [];
    for (const [path, text] of Object.entries(error.flattenFieldErrors())) {
      if (known(path)) fields[path] = text;
      else other.push(text);
    }
    const form = other.length ? other.join(' ') : Object.keys(fields).length ? null : error.message;
    return { fields, form, conflict: null };
  }
  return { fields: {}, form: errorMessage(error, t), conflict: null };
}
