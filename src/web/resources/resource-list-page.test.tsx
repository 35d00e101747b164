// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countryResource } from '../../domain/resources/master/country';
import { resourceRowSchema } from '../../domain/resources/row-schema';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const BASE = '/api/v1/lintas/trucking';

const country = resourceRowSchema(countryResource);
const indonesia = wire(country, {
  ctryCode: 'ID',
  alpha3: 'IDN',
  numeric: '360',
  nameEn: 'Indonesia',
  nameId: 'Indonesia',
  status: 'A',
  version: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  createdBy: 'SYSTEM',
  updatedBy: 'OPADMIN',
});
const atlantis = wire(country, {
  ...indonesia,
  ctryCode: 'AX',
  alpha3: 'ATL',
  nameEn: 'Atlantis',
  nameId: 'Atlantis',
  status: 'I',
  version: 7,
});

function server(
  authorities: string[] | { authorities: string[]; permissions: string[] },
  extra: (call: FakeCall) => ReturnType<Parameters<typeof fakeFetchClient>[0]> = () => undefined,
) {
  return fakeFetchClient((call) => {
    const { url, method } = call;
    if (url.startsWith('/api/co/cac/profile'))
      return { body: profileOf(Array.isArray(authorities) ? { authorities } : authorities) };
    const answer = extra(call);
    if (answer) return answer;
    if (method === 'GET' && url.startsWith(`${BASE}/countries?`))
      return { body: { draw: 0, iTotalRecords: 250, iTotalDisplayRecords: 2, aaData: [indonesia, atlantis] } };
    if (url.startsWith('/api/co/common/portalCacheTimeStamp')) return { body: { data: { master: {} } } };
    return { body: [] };
  });
}

const listCall = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${BASE}/countries?`)).at(-1);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('resource list', () => {
  it('renders the list columns and rows and asks the server with the state of the URL', async () => {
    const { client, calls } = server(['SP_OP_ADMIN']);
    renderApp('/master/country?search=ind&status=A&sort=nameEn&order=desc&page=2&size=100', client);
    const list = await screen.findByTestId('resource-list-country');
    const rows = await within(list).findAllByTestId('resource-row');
    expect(rows).toHaveLength(2);
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Country code', 'Alpha-3 code', 'Name (English)', 'Name (Indonesian)', 'Status', 'Actions']);
    expect(rows[0]).toHaveTextContent('IDN');
    expect(within(rows[0]!).getByTestId('resource-status')).toHaveTextContent('Active');
    expect(within(rows[1]!).getByTestId('resource-status')).toHaveTextContent('Inactive');
    expect(listCall(calls)?.url).toBe(`${BASE}/countries?start=100&length=100&search=ind&sort=nameEn&order=desc&status=A`);
    expect(screen.getByTestId('resource-search')).toHaveValue('ind');
    expect(screen.getByTestId('resource-filter-status')).toHaveValue('A');
    expect(screen.getByTestId('resource-page-size')).toHaveValue('100');
    expect(screen.getByTestId('resource-new')).toHaveAttribute('href', '/master/country/new');
  });

  it('keeps sort, filters and page size in the URL', async () => {
    const { client, calls } = server(['SP_OP_ADMIN']);
    const { router } = renderApp('/master/country?page=3', client);
    await screen.findAllByTestId('resource-row');
    fireEvent.click(screen.getByTestId('resource-sort-ctryCode'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ctryCode'));
    fireEvent.click(screen.getByTestId('resource-sort-ctryCode'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ctryCode&order=desc'));
    fireEvent.change(screen.getByTestId('resource-filter-status'), { target: { value: 'I' } });
    fireEvent.change(screen.getByTestId('resource-page-size'), { target: { value: '200' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ctryCode&order=desc&status=I&size=200'));
    await waitFor(() =>
      expect(listCall(calls)?.url).toBe(`${BASE}/countries?start=0&length=200&sort=ctryCode&order=desc&status=I`),
    );
  });

  it('offers the row actions the status and the permission allow', async () => {
    const admin = server(['SP_OP_ADMIN']);
    renderApp('/master/country', admin.client);
    const [active, inactive] = await screen.findAllByTestId('resource-row');
    const actions = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('data-testid'));
    expect(actions(active!)).toEqual([
      'resource-action-view',
      'resource-action-edit',
      'resource-action-clone',
      'resource-action-deactivate',
    ]);
    expect(actions(inactive!)).toEqual([
      'resource-action-view',
      'resource-action-edit',
      'resource-action-clone',
      'resource-action-activate',
      'resource-action-delete',
    ]);
  });

  it('shows a reader only the view action and no New button', async () => {
    const reader = server(['TO_OPERATION']);
    renderApp('/master/country', reader.client);
    const rows = await screen.findAllByTestId('resource-row');
    for (const row of rows) {
      expect(
        within(row)
          .getAllByRole('button')
          .map((b) => b.getAttribute('data-testid')),
      ).toEqual(['resource-action-view']);
    }
    expect(screen.queryByTestId('resource-new')).toBeNull();
  });

  it('follows the effective permissions sent with the user over the role defaults', async () => {
    const { client } = server({ authorities: ['SP_OP_ADMIN'], permissions: ['dashboard.view'] });
    renderApp('/master/country', client);
    const rows = await screen.findAllByTestId('resource-row');
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['resource-action-view']);
    expect(screen.queryByTestId('resource-new')).toBeNull();
  });

  it('deletes after Yes with the version read, refreshes the list and says so', async () => {
    const { client, calls } = server(['SP_OP_ADMIN'], ({ method, url }) =>
      method === 'DELETE' && url.startsWith(`${BASE}/countries/AX`) ? { status: 204 } : undefined,
    );
    renderApp('/master/country', client);
    const rows = await screen.findAllByTestId('resource-row');
    const listCalls = () => calls.filter((c) => c.url.startsWith(`${BASE}/countries?`)).length;
    const before = listCalls();
    fireEvent.click(within(rows[1]!).getByTestId('resource-action-delete'));
    expect(await screen.findByTestId('confirm-message')).toHaveTextContent('Delete AX?');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${BASE}/countries/AX?version=7`);
    expect(await screen.findByText('AX deleted')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('does nothing when the delete is not confirmed', async () => {
    const { client, calls } = server(['SP_OP_ADMIN']);
    renderApp('/master/country', client);
    const rows = await screen.findAllByTestId('resource-row');
    fireEvent.click(within(rows[1]!).getByTestId('resource-action-delete'));
    fireEvent.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deactivates with the version and shows the server message of a 409', async () => {
    const { client, calls } = server(['SP_OP_ADMIN'], ({ method, url }) =>
      method === 'POST' && url === `${BASE}/countries/ID/deactivate`
        ? { status: 409, body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'The record was changed meanwhile' } } }
        : undefined,
    );
    renderApp('/master/country', client);
    const rows = await screen.findAllByTestId('resource-row');
    fireEvent.click(within(rows[0]!).getByTestId('resource-action-deactivate'));
    expect(await screen.findByText('The record was changed meanwhile')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 3 });
  });

  it('exports the current filter as CSV through the API client', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { client, calls } = server(['SP_OP_ADMIN'], ({ url }) =>
      url.startsWith(`${BASE}/countries/export`)
        ? { raw: 'ctryCode\nID\n', headers: { 'Content-Disposition': 'attachment; filename="countries.csv"' } }
        : undefined,
    );
    renderApp('/master/country?status=A&search=in&page=2', client);
    await screen.findAllByTestId('resource-row');
    fireEvent.click(screen.getByTestId('resource-export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((c) => c.url.startsWith(`${BASE}/countries/export`));
    expect(call?.url).toBe(`${BASE}/countries/export?format=csv&search=in&status=A`);
    expect(call?.headers.Authorization).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('countries.csv');
  });
});
