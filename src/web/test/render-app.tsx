import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from '../lib/router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import type { ApiClient } from '../lib/api-client';
import { i18nReady } from '../lib/i18n';

/**
 * The app's route table with every lazy route already loaded (its `lazy()` called and merged in, as the router
 * does on first navigation), so a test sees its screen on the first render, as before code splitting.
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route) => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      const children = route.children ? await resolveLazyRoutes(route.children) : undefined;
      return { ...route, ...loaded, lazy: undefined, children } as RouteObject;
    }),
  );
}

const testRoutes = await resolveLazyRoutes(appRoutes);
await i18nReady;

/** Renders the real route table in a memory router with the app providers. */
export function renderApp(path: string, apiClient: ApiClient) {
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders apiClient={apiClient} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

type Handler = (path: string, body?: unknown) => unknown;

/** A fake ApiClient: every call goes to `handler`, whose result (or thrown error) is returned. */
export function fakeApi(handler: Handler) {
  const call = vi.fn(async (method: string, path: string, body?: unknown) => handler(path, body));
  const client: ApiClient = {
    request: (method, path, opts) => call(method, path, opts?.body) as Promise<never>,
    get: (path) => call('GET', path) as Promise<never>,
    post: (path, body) => call('POST', path, body) as Promise<never>,
    put: (path, body) => call('PUT', path, body) as Promise<never>,
    del: (path) => call('DELETE', path) as Promise<never>,
    download: (path) => call('GET', path) as Promise<never>,
  };
  return { client, call };
}
