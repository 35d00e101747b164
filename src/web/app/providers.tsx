import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { ApiClientProvider } from './api-context';
import { appApiClient } from './app-api-client';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/** Spec §9: snackbars hide after 3000 ms. */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

export interface AppProvidersProps {
  children: ReactNode;
  apiClient?: ApiClient;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, apiClient, queryClient, env }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env ?? 'default'}>
      <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ApiClientProvider client={apiClient ?? appApiClient}>{children}</ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
