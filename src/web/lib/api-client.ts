import { ApiError, ERROR_I18N_KEYS, ERROR_MESSAGES, ValidationError, type FieldErrors } from './api-errors';

export {
  ApiError,
  ERROR_I18N_KEYS,
  ERROR_MESSAGES,
  ValidationError,
  flattenFieldErrors,
  isApiError,
  isSessionHandledError,
  type ErrorI18nKey,
  type FieldErrors,
} from './api-errors';

export interface ApiClientOptions {
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Prefix for every path; '' (same origin) by default. */
  baseUrl?: string;
  getToken: () => string | null | undefined;
  /** HTTP 408/401, or a 400 about a null/empty principal. */
  onSessionTimeout: () => void;
  /** HTTP 403. */
  onNoPermission: () => void;
  /** A successful JSON response carried a `token` different from the stored one. */
  onTokenRenewed?: (token: string) => void;
  /** The UI language, sent as `Accept-Language` so the server answers in it. */
  getLanguage?: () => string | null | undefined;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** JSON-serialised unless it is FormData, Blob, URLSearchParams or a string. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  del<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** A file (GET): the body as a Blob and the name from Content-Disposition; failures go through the same handling. */
  download(path: string, options?: Omit<RequestOptions, 'body'>): Promise<DownloadedFile>;
}

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` preferred), else null. */
  filename: string | null;
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*=UTF-8''…` wins over `filename="…"`). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  let url = baseUrl + path;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

/** Parsed JSON, else the raw text, else undefined for an empty body. */
function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's code: `err.code`, else the body's `status` string. */
function codeOf(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  return (isObject(body.err) ? str(body.err.code) : undefined) ?? str(body.status);
}

/** The server's human text: `err.msg`, else a string `message`, else a plain-text body. */
function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return str(body);
  if (!isObject(body)) return undefined;
  return (isObject(body.err) ? str(body.err.msg) : undefined) ?? str(body.message) ?? str(body.error);
}

/** Every text in the body that might carry the principal/attachment wording. */
function textsOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (!isObject(body)) return [];
  const texts = [isObject(body.err) ? body.err.msg : undefined, body.message, body.error];
  return texts.filter((t): t is string => typeof t === 'string');
}

const PRINCIPAL_MISSING = (text: string): boolean => /principal/i.test(text) && /null|empty/i.test(text);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';

  function fail(status: number, body: unknown): never {
    const code = codeOf(body);
    const texts = textsOf(body);
    const errorId = isObject(body) ? str(body.errorId) : undefined;
    const base = { status, body, ...(errorId ? { errorId } : {}) };

    // 408 / 401, or a 400 saying the principal is null or empty: the session is gone.
    if (status === 408 || status === 401 || (status === 400 && texts.some(PRINCIPAL_MISSING))) {
      options.onSessionTimeout();
      throw new ApiError({
        ...base,
        code: code ?? 'SESSION_EXPIRED_OR_INACTIVE',
        message: ERROR_MESSAGES.sessionTimeout,
        i18nKey: ERROR_I18N_KEYS.sessionTimeout,
      });
    }

    if (status === 403) {
      options.onNoPermission();
      throw new ApiError({
        ...base,
        code: code ?? 'FORBIDDEN',
        message: ERROR_MESSAGES.noPermission,
        i18nKey: ERROR_I18N_KEYS.noPermission,
      });
    }

    // 502 / 406: the response body is passed on.
    if (status === 502 || status === 406) {
      const message = messageOf(body);
      throw new ApiError({
        ...base,
        code: code ?? `HTTP_${status}`,
        message: message ?? ERROR_MESSAGES.generic,
        ...(message ? {} : { i18nKey: ERROR_I18N_KEYS.generic }),
      });
    }

    if (isObject(body) && (body.status === 'VALIDATION_FAILED' || code === 'VALIDATION_FAILED')) {
      const fieldErrors: FieldErrors = isObject(body.message) ? (body.message as FieldErrors) : {};
      const message = (isObject(body.err) ? str(body.err.msg) : undefined) ?? str(body.message) ?? ERROR_MESSAGES.generic;
      throw new ValidationError({ ...base, code: 'VALIDATION_FAILED', message, fieldErrors });
    }

    // A message about an attachment is passed on as is.
    const attachment = texts.find((t) => /attachment/i.test(t));
    if (attachment !== undefined) {
      throw new ApiError({ ...base, code: code ?? `HTTP_${status}`, message: attachment });
    }

    const message = messageOf(body);
    if (message === undefined) {
      throw new ApiError({
        ...base,
        code: code ?? `HTTP_${status}`,
        message: ERROR_MESSAGES.generic,
        i18nKey: ERROR_I18N_KEYS.generic,
      });
    }
    throw new ApiError({ ...base, code: code ?? `HTTP_${status}`, message });
  }

  /** Sends the request; a failure to get a response is NETWORK_ERROR (a cancelled one is rethrown as is). */
  async function send(
    method: HttpMethod,
    path: string,
    { body, query, headers, signal }: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const token = options.getToken() ?? undefined;
    const finalHeaders: Record<string, string> = { Accept: accept, ...headers };
    if (token) finalHeaders.Authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language && !finalHeaders['Accept-Language']) finalHeaders['Accept-Language'] = language;

    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        payload = body;
      } else {
        payload = JSON.stringify(body);
        finalHeaders['Content-Type'] ??= 'application/json';
      }
    }

    try {
      return await fetchImpl(buildUrl(baseUrl, path, query), {
        method,
        headers: finalHeaders,
        credentials: 'include',
        ...(payload !== undefined ? { body: payload } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      // A cancelled request (e.g. TanStack Query unmount) is not a network failure.
      if (signal?.aborted) throw cause;
      throw networkError(0, cause);
    }
  }

  function networkError(status: number, cause: unknown): ApiError {
    return new ApiError({
      status,
      code: 'NETWORK_ERROR',
      message: ERROR_MESSAGES.network,
      i18nKey: ERROR_I18N_KEYS.network,
      cause,
    });
  }

  async function readText(response: Response, signal?: AbortSignal): Promise<string> {
    try {
      return await response.text();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw networkError(response.status, cause);
    }
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const response = await send(method, path, opts, 'application/json');
    const parsed = parseBody(await readText(response, opts.signal));

    if (!response.ok) fail(response.status, parsed);

    if (isObject(parsed) && options.onTokenRenewed) {
      const renewed = str(parsed.token);
      const stored = options.getToken();
      if (renewed && stored && renewed !== stored) options.onTokenRenewed(renewed);
    }
    return parsed as T;
  }

  async function download(path: string, opts: Omit<RequestOptions, 'body'> = {}): Promise<DownloadedFile> {
    const response = await send('GET', path, opts, '*/*');
    if (!response.ok) fail(response.status, parseBody(await readText(response, opts.signal)));
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch (cause) {
      if (opts.signal?.aborted) throw cause;
      throw networkError(response.status, cause);
    }
    return { blob, filename: filenameOf(response.headers.get('Content-Disposition')) };
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    del: (path, opts) => request('DELETE', path, opts),
    download,
  };
}
