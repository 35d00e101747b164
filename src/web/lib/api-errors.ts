/**
 * Typed errors thrown by the API client (spec §8). The English texts are the
 * spec's; `i18nKey` lets the UI show the translated text instead.
 */

export const ERROR_MESSAGES = {
  network: 'Please check your internet connection!',
  sessionTimeout: 'session timeout',
  noPermission: 'no permission',
  generic: 'Something went wrong!',
} as const;

export const ERROR_I18N_KEYS = {
  network: 'errors.network',
  sessionTimeout: 'errors.sessionTimeout',
  noPermission: 'errors.noPermission',
  generic: 'errors.generic',
} as const;

export type ErrorI18nKey = (typeof ERROR_I18N_KEYS)[keyof typeof ERROR_I18N_KEYS];

/** Per-field errors: flat `{ "a.b": "text" }` or sectioned `{ a: { b: "text" } }`. */
export type FieldErrors = { [field: string]: string | FieldErrors };

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  body?: unknown;
  i18nKey?: ErrorI18nKey;
  errorId?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got a response. */
  readonly status: number;
  /** Server error code (`err.code` / `status`), or a client code such as NETWORK_ERROR. */
  readonly code: string;
  /** Parsed JSON body, raw text, or undefined when the body was empty. */
  readonly body: unknown;
  /** Translation key for the spec's fixed texts; absent when `message` is the server's own text. */
  readonly i18nKey?: ErrorI18nKey;
  /** Id of a logged server error (500s), shown to the user for support. */
  readonly errorId?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    if (init.i18nKey !== undefined) this.i18nKey = init.i18nKey;
    if (init.errorId !== undefined) this.errorId = init.errorId;
  }
}

export class ValidationError extends ApiError {
  /** The body's `message` object, exactly as sent (flat or sectioned). */
  readonly fieldErrors: FieldErrors;

  constructor(init: ApiErrorInit & { fieldErrors: FieldErrors }) {
    super(init);
    this.name = 'ValidationError';
    this.fieldErrors = init.fieldErrors;
  }

  /** `{ accnDetails: { accnName: "x" } }` -> `{ "accnDetails.accnName": "x" }`. */
  flattenFieldErrors(): Record<string, string> {
    return flattenFieldErrors(this.fieldErrors);
  }
}

export function flattenFieldErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') Object.assign(out, flattenFieldErrors(value, path));
  }
  return out;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the errors the client already handled by redirecting (timeout, no permission). */
export function isSessionHandledError(error: unknown): boolean {
  return (
    isApiError(error) && (error.i18nKey === ERROR_I18N_KEYS.sessionTimeout || error.i18nKey === ERROR_I18N_KEYS.noPermission)
  );
}
