// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authorisationsTable, roleChange } from '../../domain/authorisation-responses';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking/authorisations';
const ADMIN = {
  usrId: 'SUPER',
  authorities: ['SUPER_ADMIN'],
  accnType: 'ACC_TYPE_PLATFORM',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'authorisations.read', 'authorisations.manage'],
};

const table = (version = 2) =>
  wire(authorisationsTable, {
    permissions: ['jobs.read', 'jobs.create'],
    roles: [
      {
        roleId: 'ACCN_ADMIN',
        descEn: 'Company administrator',
        descId: 'Administrator perusahaan',
        permissions: ['jobs.read'],
        version,
      },
      { roleId: 'ACCN_USER', descEn: 'Company user', descId: 'Pengguna perusahaan', permissions: ['jobs.read'], version: 1 },
    ],
  });

function server(route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) {
  return fakeFetchClient((call) => {
    if (call.url.startsWith('/api/co/cac/profile')) return { body: profileOf(ADMIN) };
    return route(call) ?? { body: [] };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the authorisations matrix', { timeout: 20_000 }, () => {
  it("saves one role's permissions, and shows the server's field error on that role's row", async () => {
    let puts = 0;
    const { client, calls } = server(({ url, method }) => {
      if (method === 'PUT' && url === `${API}/ACCN_ADMIN`) {
        puts++;
        if (puts === 1)
          return {
            status: 400,
            body: {
              status: 'VALIDATION_FAILED',
              err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
              message: { permissions: 'A company administrator must keep jobs.read' },
            },
          };
        return {
          body: wire(roleChange, {
            roleId: 'ACCN_ADMIN',
            permissions: ['jobs.read', 'jobs.create'],
            version: 3,
            updatedAt: '2026-11-26T01:00:00Z',
            updatedBy: 'SUPER',
          }),
        };
      }
      if (url === API) return { body: table() };
      return undefined;
    });
    renderApp('/administrations/authorisations', client);
    const save = await screen.findByTestId('authorisation-save-ACCN_ADMIN');
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByTestId('authorisation-ACCN_ADMIN-jobs.create'));
    expect(save).toBeEnabled();
    expect(screen.getByTestId('authorisation-save-ACCN_USER')).toBeDisabled();
    fireEvent.click(save);
    expect(await screen.findByTestId('authorisation-error-ACCN_ADMIN')).toHaveTextContent(
      'A company administrator must keep jobs.read',
    );
    expect(screen.queryByTestId('authorisation-error-ACCN_USER')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ permissions: ['jobs.read', 'jobs.create'], version: 2 });
    fireEvent.click(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByTestId('authorisation-ACCN_ADMIN-jobs.create')).toBeChecked();
  });

  it('shows a 409 in the conflict alert, whose Reload reads the matrix again and drops the edits', async () => {
    let reads = 0;
    const { client } = server(({ url, method }) => {
      if (method === 'PUT')
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'Someone changed this role meanwhile' },
            message: 'Someone changed this role meanwhile',
          },
        };
      if (url === API) {
        reads++;
        return { body: table(reads > 1 ? 3 : 2) };
      }
      return undefined;
    });
    renderApp('/administrations/authorisations', client);
    fireEvent.click(await screen.findByTestId('authorisation-ACCN_ADMIN-jobs.create'));
    fireEvent.click(screen.getByTestId('authorisation-save-ACCN_ADMIN'));
    expect(await screen.findByTestId('authorisations-conflict')).toHaveTextContent('Someone changed this role meanwhile');
    fireEvent.click(screen.getByTestId('form-reload'));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(screen.getByTestId('authorisation-ACCN_ADMIN-jobs.create')).not.toBeChecked());
    expect(screen.queryByTestId('authorisations-conflict')).toBeNull();
  });
});
