/**
 * The one error envelope every failed call answers with (docs/api.md):
 *   { status: CODE, err: { code: CODE, msg: text }, message: text | per-field errors, errorId? }
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'SESSION_EXPIRED_OR_INACTIVE'
  | 'FORBIDDEN'
  | 'ACCOUNT_SUSPENDED'
  | 'ACCOUNT_INACTIVE'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'HEADERS_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED_OR_INACTIVE: 408,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** Per-field errors: flat (`{ "addr.addrLn1": "..." }`) or sectioned (`{ accnDetails: { accnName: "..." } }`). */
export interface FieldErrors {
  [field: string]: string | FieldErrors;
}

export interface ErrorEnvelope {
  status: ErrorCode;
  err: { code: ErrorCode; msg: string };
  message: string | FieldErrors;
  errorId?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const validationFailed = (fieldErrors: FieldErrors, message = 'Validation failed') =>
  new AppError('VALIDATION_FAILED', message, fieldErrors);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'no permission') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const sessionExpired = (message = 'Session expired or inactive') => new AppError('SESSION_EXPIRED_OR_INACTIVE', message);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);

export function envelope(code: ErrorCode, msg: string, fieldErrors?: FieldErrors, errorId?: string): ErrorEnvelope {
  const body: ErrorEnvelope = { status: code, err: { code, msg }, message: fieldErrors ?? msg };
  if (errorId) body.errorId = errorId;
  return body;
}
