import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The one API client of the app (tests provide a fake one). */
export function useApi(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApi must be used inside <ApiClientProvider>');
  return client;
}
