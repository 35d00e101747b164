import type { TFunction } from './translator';
import { ERROR_I18N_KEYS, isApiError } from './api-errors';

/** The text to show for a failed call: translated for the spec's fixed texts, else the server's. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) return error.i18nKey ? t(error.i18nKey) : error.message;
  if (error instanceof Error && error.message) return error.message;
  return t(ERROR_I18N_KEYS.generic);
}
