// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LOGIN_PATH,
  LOGIN_PATH_KEY,
  TOKEN_KEY,
  clearToken,
  decodeJwtPayload,
  getLoginPath,
  getToken,
  isTokenValid,
  replaceToken,
  setLoginPath,
  setToken,
  subscribeToken,
} from './session-store';

const b64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function jwt(payload: Record<string, unknown>): string {
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`;
}

const now = Date.UTC(2025, 0, 1);
const live = jwt({ sub: 'ADMIN', exp: now / 1000 + 3600 });
const expired = jwt({ sub: 'ADMIN', exp: now / 1000 - 1 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads, including UTF-8', () => {
    expect(decodeJwtPayload(jwt({ name: 'Budi Ñ ✓', exp: 1 }))).toEqual({ name: 'Budi Ñ ✓', exp: 1 });
  });

  it('returns null for garbage', () => {
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`a.${b64url('[1]')}.c`)).toBeNull();
  });
});

describe('isTokenValid', () => {
  it('needs exp later than now', () => {
    expect(isTokenValid(live, now)).toBe(true);
    expect(isTokenValid(expired, now)).toBe(false);
    expect(isTokenValid(jwt({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(jwt({ sub: 'x' }), now)).toBe(false);
    expect(isTokenValid(jwt({ exp: 'soon' }), now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
  });
});

describe('token storage', () => {
  it('remember me uses localStorage', () => {
    setToken(live, true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(live);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken(now)).toBe(live);
  });

  it('otherwise sessionStorage, and switching clears the other store', () => {
    setToken(live, true);
    setToken(live, false);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(live);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken(now)).toBe(live);
  });

  it('drops an expired token', () => {
    setToken(expired, true);
    expect(getToken(now)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('replaceToken keeps the storage in use', () => {
    setToken(live, true);
    const renewed = jwt({ exp: now / 1000 + 7200 });
    replaceToken(renewed);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clearToken empties both stores', () => {
    localStorage.setItem(TOKEN_KEY, live);
    sessionStorage.setItem(TOKEN_KEY, live);
    clearToken();
    expect(getToken(now)).toBeNull();
  });
});

describe('subscribeToken', () => {
  it('reports set, replace and clear, and stops after unsubscribing', () => {
    let calls = 0;
    const unsubscribe = subscribeToken(() => (calls += 1));
    setToken(live, false);
    replaceToken(live);
    clearToken();
    clearToken(); // nothing stored: no change to report
    expect(calls).toBe(3);
    unsubscribe();
    setToken(live, true);
    expect(calls).toBe(3);
  });
});

describe('login path', () => {
  it('defaults to the sign-in page', () => {
    expect(getLoginPath()).toBe(DEFAULT_LOGIN_PATH);
  });

  it('returns a stored local path, ignoring foreign ones', () => {
    setLoginPath('/acme/login');
    expect(getLoginPath()).toBe('/acme/login');
    localStorage.setItem(LOGIN_PATH_KEY, '//evil.example');
    expect(getLoginPath()).toBe(DEFAULT_LOGIN_PATH);
  });
});
