// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from './i18n';
import { TOKEN_KEY } from './session-store';
import { appApiClient, setAppNavigator } from './app-api-client';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (exp: number) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ exp }))}.sig`;
const later = Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('app API client wiring', () => {
  it('on a session timeout clears the token and opens the timeout page', async () => {
    localStorage.setItem(TOKEN_KEY, token(later));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 408 })),
    );
    const navigate = vi.fn();
    setAppNavigator(navigate);
    await expect(appApiClient.get('/x')).rejects.toThrow('session timeout');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/session/timeout');
  });

  it('on 403 opens the no-permission page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    const navigate = vi.fn();
    setAppNavigator(navigate);
    await expect(appApiClient.get('/x')).rejects.toThrow('no permission');
    expect(navigate).toHaveBeenCalledWith('/session/nopermission');
  });

  it('replaces a renewed token in the storage that holds it', async () => {
    const renewed = token(later + 60);
    sessionStorage.setItem(TOKEN_KEY, token(later));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ token: renewed })));
    vi.stubGlobal('fetch', fetchMock);
    await appApiClient.get('/api/co/cac/profile/');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(renewed);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('sends the UI language as Accept-Language', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await setLanguage('id');
    await appApiClient.get('/x');
    await setLanguage('en');
    await appApiClient.get('/y');
    const languages = fetchMock.mock.calls.map((c) => (c[1]?.headers as Record<string, string>)['Accept-Language']);
    expect(languages).toEqual(['id', 'en']);
  });
});
