/**
 * Client-side token storage (spec §5 Tokens). "Remember me" keeps the token in
 * localStorage, otherwise in sessionStorage. A token counts only while its JWT
 * `exp` is in the future; the signature is the server's business.
 */

export const TOKEN_KEY = 'lintasToken';
export const LOGIN_PATH_KEY = 'lintasLoginPath';
export const DEFAULT_LOGIN_PATH = '/session/signin';

type StorageKind = 'local' | 'session';

const tokenListeners = new Set<() => void>();

function notifyTokenChange(): void {
  for (const listener of tokenListeners) listener();
}

/** Calls `listener` whenever the stored token is set, replaced or cleared (also from another tab). */
export function subscribeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function store(kind: StorageKind): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: StorageKind, key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // storage full or blocked: the value just does not persist
  }
}

function remove(kind: StorageKind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // ignore
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT payload as an object, or null when the token is not a decodable JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when the token decodes and its `exp` (seconds) is later than `now` (ms). */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now;
}

function storedIn(): { kind: StorageKind; token: string } | null {
  for (const kind of ['session', 'local'] as const) {
    const token = read(kind, TOKEN_KEY);
    if (token) return { kind, token };
  }
  return null;
}

/** The stored token if it is still valid; an expired or garbled one is removed. */
export function getToken(now: number = Date.now()): string | null {
  const found = storedIn();
  if (!found) return null;
  if (isTokenValid(found.token, now)) return found.token;
  clearToken();
  return null;
}

export function hasValidToken(now: number = Date.now()): boolean {
  return getToken(now) !== null;
}

/** Like hasValidToken, but never removes anything (safe to call while rendering). */
export function peekValidToken(now: number = Date.now()): boolean {
  return isTokenValid(storedIn()?.token, now);
}

/** True between a sign-out in this tab and the next sign-in (see signOutToken). */
let signedOut = false;

/**
 * Drops the token because the user signed out: answers to calls sent before (401 once the server has ended the
 * session) then say nothing about a timeout (app-api-client.ts ignores them).
 */
export function signOutToken(): void {
  signedOut = true;
  clearToken();
}

/** Whether the user signed out in this tab since the last sign-in. */
export function hasSignedOut(): boolean {
  return signedOut;
}

/** Stores the token: localStorage when `remember`, otherwise sessionStorage. */
export function setToken(token: string, remember: boolean): void {
  signedOut = false;
  const kind: StorageKind = remember ? 'local' : 'session';
  remove(kind === 'local' ? 'session' : 'local', TOKEN_KEY);
  write(kind, TOKEN_KEY, token);
  notifyTokenChange();
}

/** Replaces the token in whichever storage holds it now (server-side renewal). */
export function replaceToken(token: string): void {
  const found = storedIn();
  write(found?.kind ?? 'session', TOKEN_KEY, token);
  notifyTokenChange();
}

export function clearToken(): void {
  const had = storedIn() !== null;
  remove('local', TOKEN_KEY);
  remove('session', TOKEN_KEY);
  if (had) notifyTokenChange();
}

/** The sign-in path to return to (a white-label login page stores its own). */
export function getLoginPath(): string {
  const path = read('local', LOGIN_PATH_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : DEFAULT_LOGIN_PATH;
}

export function setLoginPath(path: string): void {
  write('local', LOGIN_PATH_KEY, path);
}
