import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ValidationError,
  createApiClient,
  filenameOf,
  flattenFieldErrors,
  isSessionHandledError,
  type ApiClientOptions,
} from './api-client';

type FetchArgs = Parameters<typeof fetch>;

function respond(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status });
}

function envelope(status: number, code: string, msg: string, message: unknown = msg) {
  return respond(status, { status: code, err: { code, msg }, message });
}

function setup(reply: Response | Error, token: string | null = 'tok-1') {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(() =>
    reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply.clone()),
  );
  const opts = {
    fetch: fetchMock as unknown as typeof fetch,
    getToken: vi.fn(() => token),
    onSessionTimeout: vi.fn(),
    onNoPermission: vi.fn(),
    onTokenRenewed: vi.fn(),
  } satisfies ApiClientOptions;
  return { client: createApiClient(opts), fetchMock, opts };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the bearer token, cookies and a JSON body', async () => {
    const { client, fetchMock } = setup(respond(200, { ok: true }));
    const result = await client.post<{ ok: boolean }>('/api/x', { id: 'A' });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"id":"A"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('omits Authorization without a token and sends no body on GET', async () => {
    const { client, fetchMock } = setup(respond(200, []), null);
    await client.get('/api/list', { query: { start: 0, length: 10, search: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/list?start=0&length=10');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends Accept-Language with the current UI language', async () => {
    let language = 'en';
    const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(() => Promise.resolve(respond(200, {})));
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      getToken: () => null,
      onSessionTimeout: vi.fn(),
      onNoPermission: vi.fn(),
      getLanguage: () => language,
    });
    await client.get('/a');
    language = 'id';
    await client.post('/b', {});
    const sent = fetchMock.mock.calls.map((c) => (c[1]?.headers as Record<string, string>)['Accept-Language']);
    expect(sent).toEqual(['en', 'id']);
  });

  it('uses the method of put and del', async () => {
    const { client, fetchMock } = setup(respond(200, {}));
    await client.put('/a', { x: 1 });
    await client.del('/a');
    expect(fetchMock.mock.calls.map((c) => c[1]?.method)).toEqual(['PUT', 'DELETE']);
  });

  it('passes FormData through without JSON encoding', async () => {
    const { client, fetchMock } = setup(respond(200, {}));
    const form = new FormData();
    form.append('a', '1');
    await client.post('/upload', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('resolves undefined for an empty 2xx body', async () => {
    expect(await setup(respond(204)).client.post('/logout')).toBeUndefined();
    expect(await setup(respond(200, '')).client.get('/x')).toBeUndefined();
  });

  it('returns plain text bodies as text', async () => {
    expect(await setup(respond(200, 'pong')).client.get('/x')).toBe('pong');
  });
});

describe('token renewal', () => {
  it('reports a different token from a successful response', async () => {
    const { client, opts } = setup(respond(200, { user: {}, token: 'tok-2' }));
    await client.get('/api/co/cac/profile/');
    expect(opts.onTokenRenewed).toHaveBeenCalledWith('tok-2');
  });

  it('stays quiet when the token is the same', async () => {
    const { client, opts } = setup(respond(200, { token: 'tok-1' }));
    await client.get('/p');
    expect(opts.onTokenRenewed).not.toHaveBeenCalled();
  });

  it('stays quiet when no token is stored (login stores its own token)', async () => {
    const { client, opts } = setup(respond(200, { token: 'new' }), null);
    await client.post('/login', {});
    expect(opts.onTokenRenewed).not.toHaveBeenCalled();
  });
});

describe('spec §8 error handling', () => {
  it('network failure', async () => {
    const { client } = setup(new TypeError('Failed to fetch'));
    const error = await caught(client.get('/x'));
    expect(error.message).toBe('Please check your internet connection!');
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.i18nKey).toBe('errors.network');
  });

  it('rethrows an abort instead of reporting a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = setup(abort);
    await expect(client.get('/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it.each([408, 401])('HTTP %i is a session timeout', async (status) => {
    const { client, opts } = setup(envelope(status, 'SESSION_EXPIRED_OR_INACTIVE', 'Your session has ended'));
    const error = await caught(client.get('/x'));
    expect(error.message).toBe('session timeout');
    expect(error.status).toBe(status);
    expect(error.code).toBe('SESSION_EXPIRED_OR_INACTIVE');
    expect(error.i18nKey).toBe('errors.sessionTimeout');
    expect(opts.onSessionTimeout).toHaveBeenCalledTimes(1);
    expect(opts.onNoPermission).not.toHaveBeenCalled();
    expect(isSessionHandledError(error)).toBe(true);
  });

  it('HTTP 408 with an empty body is still a session timeout', async () => {
    const { client, opts } = setup(respond(408));
    expect((await caught(client.get('/x'))).message).toBe('session timeout');
    expect(opts.onSessionTimeout).toHaveBeenCalled();
  });

  it.each(['Principal is null', 'principal must not be EMPTY', 'java.lang.IllegalArgumentException: Principal cannot be null'])(
    'HTTP 400 "%s" is a session timeout',
    async (msg) => {
      const { client, opts } = setup(envelope(400, 'BAD_REQUEST', msg));
      const error = await caught(client.get('/x'));
      expect(error.message).toBe('session timeout');
      expect(opts.onSessionTimeout).toHaveBeenCalledTimes(1);
    },
  );

  it('HTTP 400 principal wording in a plain-text body is a session timeout', async () => {
    const { client, opts } = setup(respond(400, 'The principal is empty'));
    expect((await caught(client.get('/x'))).message).toBe('session timeout');
    expect(opts.onSessionTimeout).toHaveBeenCalled();
  });

  it('HTTP 400 mentioning the principal without null/empty is an ordinary error', async () => {
    const { client, opts } = setup(envelope(400, 'BAD_REQUEST', 'principal id is malformed'));
    const error = await caught(client.get('/x'));
    expect(error.message).toBe('principal id is malformed');
    expect(error.code).toBe('BAD_REQUEST');
    expect(opts.onSessionTimeout).not.toHaveBeenCalled();
  });

  it('HTTP 403 is no permission', async () => {
    const { client, opts } = setup(envelope(403, 'FORBIDDEN', 'Forbidden'));
    const error = await caught(client.get('/x'));
    expect(error.message).toBe('no permission');
    expect(error.code).toBe('FORBIDDEN');
    expect(error.i18nKey).toBe('errors.noPermission');
    expect(opts.onNoPermission).toHaveBeenCalledTimes(1);
    expect(opts.onSessionTimeout).not.toHaveBeenCalled();
  });

  it.each([502, 406])('HTTP %i passes the JSON body on', async (status) => {
    const body = { status: 'UPSTREAM', err: { code: 'UPSTREAM', msg: 'Bank gateway down' } };
    const { client } = setup(respond(status, body));
    const error = await caught(client.get('/x'));
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Bank gateway down');
    expect(error.status).toBe(status);
    expect(error.i18nKey).toBeUndefined();
  });

  it('HTTP 502 passes a text body on', async () => {
    const { client } = setup(respond(502, '<html>Bad Gateway</html>'));
    const error = await caught(client.get('/x'));
    expect(error.body).toBe('<html>Bad Gateway</html>');
    expect(error.message).toBe('<html>Bad Gateway</html>');
  });

  it('HTTP 502 with an empty body falls back to the generic text', async () => {
    const error = await caught(setup(respond(502)).client.get('/x'));
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('Something went wrong!');
  });

  it('passes a message about an attachment on as is', async () => {
    const msg = 'The attachment type is not allowed: exe';
    const { client } = setup(envelope(400, 'BAD_REQUEST', msg));
    const error = await caught(client.post('/upload', {}));
    expect(error.message).toBe(msg);
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('passes an attachment message found in a plain-text 413 on as is', async () => {
    const { client } = setup(respond(413, 'Attachment exceeds 10 MB'));
    const error = await caught(client.post('/upload', {}));
    expect(error.message).toBe('Attachment exceeds 10 MB');
    expect(error.status).toBe(413);
  });

  it('VALIDATION_FAILED gives a ValidationError with flat field errors', async () => {
    const message = { id: 'This field is required', 'accnContact.contactEmail': 'Email is not valid' };
    const { client } = setup(envelope(400, 'VALIDATION_FAILED', 'Validation failed', message));
    const error = await caught(client.post('/x', {}));
    expect(error).toBeInstanceOf(ValidationError);
    const v = error as ValidationError;
    expect(v.code).toBe('VALIDATION_FAILED');
    expect(v.status).toBe(400);
    expect(v.message).toBe('Validation failed');
    expect(v.fieldErrors).toEqual(message);
    expect(v.flattenFieldErrors()).toEqual(message);
  });

  it('VALIDATION_FAILED keeps sectioned errors and flattens them on request', async () => {
    const message = {
      accnDetails: { accnName: 'Required', accnAddr: { addrCity: 'Too long' } },
      coreUsr: { usrName: 'Required' },
    };
    const { client } = setup(respond(400, { status: 'VALIDATION_FAILED', message }));
    const v = (await caught(client.post('/api/register/', {}))) as ValidationError;
    expect(v).toBeInstanceOf(ValidationError);
    expect(v.fieldErrors).toEqual(message);
    expect(v.flattenFieldErrors()).toEqual({
      'accnDetails.accnName': 'Required',
      'accnDetails.accnAddr.addrCity': 'Too long',
      'coreUsr.usrName': 'Required',
    });
    expect(v.message).toBe('Something went wrong!');
  });

  it('empty error body is "Something went wrong!"', async () => {
    const error = await caught(setup(respond(500)).client.get('/x'));
    expect(error.message).toBe('Something went wrong!');
    expect(error.i18nKey).toBe('errors.generic');
    expect(error.status).toBe(500);
    expect(error.code).toBe('HTTP_500');
    expect(error.body).toBeUndefined();
  });

  it('an error body without a message is "Something went wrong!" with the server code', async () => {
    const error = await caught(setup(respond(409, { status: 'CONFLICT' })).client.get('/x'));
    expect(error.message).toBe('Something went wrong!');
    expect(error.code).toBe('CONFLICT');
  });

  it('anything else carries the server code and message', async () => {
    const { client, opts } = setup(envelope(409, 'CONFLICT', 'Job is no longer NEW'));
    const error = await caught(client.post('/x', {}));
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Job is no longer NEW');
    expect(error.i18nKey).toBeUndefined();
    expect(opts.onSessionTimeout).not.toHaveBeenCalled();
    expect(opts.onNoPermission).not.toHaveBeenCalled();
  });

  it('prefers err.msg, then message, for the text', async () => {
    const body = { status: 'NOT_FOUND', message: 'fallback text' };
    const error = await caught(setup(respond(404, body)).client.get('/x'));
    expect(error.message).toBe('fallback text');
    expect(error.code).toBe('NOT_FOUND');
  });

  it('a 500 exposes the errorId', async () => {
    const body = {
      status: 'INTERNAL_ERROR',
      err: { code: 'INTERNAL_ERROR', msg: 'Unexpected error (ref E-42)' },
      message: 'Unexpected error (ref E-42)',
      errorId: 'E-42',
    };
    const error = await caught(setup(respond(500, body)).client.get('/x'));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.errorId).toBe('E-42');
    expect(error.message).toBe('Unexpected error (ref E-42)');
  });

  it('does not renew the token from an error response', async () => {
    const { client, opts } = setup(respond(409, { token: 'other', message: 'x' }));
    await caught(client.get('/x'));
    expect(opts.onTokenRenewed).not.toHaveBeenCalled();
  });
});

describe('flattenFieldErrors', () => {
  it('handles empty and mixed trees', () => {
    expect(flattenFieldErrors({})).toEqual({});
    expect(flattenFieldErrors({ a: 'x', b: { c: 'y' } })).toEqual({ a: 'x', 'b.c': 'y' });
  });
});

describe('downloads', () => {
  it('fetch a file with the bearer token and name it from Content-Disposition', async () => {
    const reply = new Response('a;b\n1;2\n', {
      status: 200,
      headers: { 'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''negara%20ID.csv` },
    });
    const { client, fetchMock } = setup(reply);
    const file = await client.download('/api/countries/export', { query: { format: 'csv', search: undefined } });
    expect(await file.blob.text()).toBe('a;b\n1;2\n');
    expect(file.filename).toBe('negara ID.csv');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/countries/export?format=csv');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('go through the same error handling', async () => {
    const forbidden = setup(envelope(403, 'FORBIDDEN', 'no permission'));
    const error = await caught(forbidden.client.download('/x'));
    expect(error.status).toBe(403);
    expect(forbidden.opts.onNoPermission).toHaveBeenCalled();
    const timeout = setup(respond(408, { status: 'SESSION_EXPIRED_OR_INACTIVE' }));
    await caught(timeout.client.download('/x'));
    expect(timeout.opts.onSessionTimeout).toHaveBeenCalled();
  });

  it('read plain and missing file names', () => {
    expect(filenameOf('attachment; filename="trucks.xlsx"')).toBe('trucks.xlsx');
    expect(filenameOf('attachment; filename=trucks.csv')).toBe('trucks.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
