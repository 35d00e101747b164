import { MantineProvider } from '@mantine/core';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { ApiClient } from '../lib/api-client';
import { ApiClientProvider } from '../lib/api-context';
import { appApiClient } from '../lib/app-api-client';
import { currentQueryClient, subscribeQueryClient } from '../lib/query-client-store';
import { snackbarsWanted, subscribeSnackbars } from '../lib/snackbar';
import { cssVariablesResolver, themeIn } from './theme';

/**
 * The snackbar container comes in its own chunk, mounted once a snackbar is first asked for
 * (general/snackbar.ts); the snackbar waits in the notifications store meanwhile and appears when it is.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Spec §9: snackbars hide after 3000 ms. */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

export interface AppProvidersProps {
  children: ReactNode;
  apiClient?: ApiClient;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * TanStack Query's context with the given client, else the app's once a screen has loaded it
 * (app/query-client-store.ts). The tree keeps its shape when the client arrives, so nothing remounts.
 */
function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const appClient = useSyncExternalStore(subscribeQueryClient, currentQueryClient, currentQueryClient);
  const value = client ?? appClient;
  useEffect(() => {
    if (!value) return undefined;
    value.mount();
    return () => value.unmount();
  }, [value]);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}

/** Mantine with the theme in the current language (the close buttons' names follow it). */
function ThemedMantine({ env, children }: { env: AppProvidersProps['env']; children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeIn(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env ?? 'default'}>
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children, apiClient, queryClient, env }: AppProvidersProps) {
  const withSnackbars = useSyncExternalStore(subscribeSnackbars, snackbarsWanted, () => false);
  return (
    <ThemedMantine env={env}>
      {withSnackbars && (
        <Suspense fallback={null}>
          <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
        </Suspense>
      )}
      <QueryProvider client={queryClient}>
        <ApiClientProvider client={apiClient ?? appApiClient}>{children}</ApiClientProvider>
      </QueryProvider>
    </ThemedMantine>
  );
}
