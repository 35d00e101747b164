import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache, created when the first screen that uses it loads (app/lazy-page.tsx): TanStack Query's
 * client (query-core) comes in its own chunk, so the sign-in page, which does not use it, does not download it.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    client ??= createQueryClient();
    listeners.forEach((listener) => listener());
    return client;
  });
  loading.catch(() => (loading = undefined)); // a failed download can be retried
  return loading;
}

/** For `useSyncExternalStore`: the client once created, else undefined. */
export const currentQueryClient = (): QueryClient | undefined => client;

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
