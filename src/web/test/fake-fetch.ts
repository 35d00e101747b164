import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { getToken } from '../lib/session-store';
import { API_PATHS } from '../lib/paths';
import { profileOf } from './tokens';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** `raw` is sent as is (a file); `body` as JSON. */
type Route = (call: FakeCall) => { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> } | undefined;

/**
 * A real ApiClient over a fake `fetch`: `route` answers each request (status 200 by default;
 * undefined means 404). Every request is recorded in `calls`.
 */
export function fakeFetchClient(route: Route) {
  const calls: FakeCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = route(call) ?? { status: 404, body: { status: 'NOT_FOUND', err: { code: 'NOT_FOUND', msg: 'Not found' } } };
    const status = answer.status ?? 200;
    const payload = answer.raw ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(status === 204 ? null : payload, { status, ...(answer.headers ? { headers: answer.headers } : {}) });
  });
  const client = createApiClient({
    fetch: fetchImpl as unknown as typeof fetch,
    getToken: () => getToken(),
    onSessionTimeout: () => undefined,
    onNoPermission: () => undefined,
  });
  return { client, calls, fetchImpl };
}

/**
 * A fake server signed in as `me` (the profile call answers its profile): `route` answers the rest, then `fallback`;
 * anything else is an empty list.
 */
export function signedInServer(me: object, route: Route, fallback?: Route) {
  return fakeFetchClient((call) => {
    if (call.url.startsWith(API_PATHS.profile)) return { body: profileOf(me) };
    return route(call) ?? fallback?.(call) ?? { body: [] };
  });
}
