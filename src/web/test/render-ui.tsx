import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import type { ApiClient } from '../lib/api-client';
import { fakeApi } from './render-app';

/** Renders one component with the app providers, inside a memory router at `path` (a route of `pattern`). */
export function renderUi(
  ui: ReactNode,
  { path = '/', api, pattern = '*' }: { path?: string; api?: ApiClient; pattern?: string } = {},
) {
  const router = createMemoryRouter([{ path: pattern, element: ui }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders apiClient={api ?? fakeApi(() => undefined).client} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
