// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

const API = '/api/v1/lintas/trucking';
const accepted = {
  id: 41,
  type: 'JOB_ACCEPTED',
  titleEn: 'Job JB2026001 accepted',
  titleId: 'Pekerjaan JB2026001 diterima',
  bodyEn: 'PT Sumber Makmur accepted job JB2026001.',
  bodyId: 'PT Sumber Makmur menerima pekerjaan JB2026001.',
  recordKind: 'job',
  recordId: 'JB2026001',
  recordPath: '/applications/services/job/truck/view/JB2026001',
  readAt: null,
  createdAt: '2026-11-27T03:00:00Z',
};
const prefs = [
  {
    ntCode: 'JOB_ACCEPTED',
    descEn: 'Job accepted',
    descId: 'Pekerjaan diterima',
    group: 'jobs',
    mandatory: false,
    INAPP: true,
    EMAIL: true,
  },
  {
    ntCode: 'PAYMENT_FAILED',
    descEn: 'Payment failed',
    descId: 'Pembayaran gagal',
    group: 'payments',
    mandatory: true,
    INAPP: true,
    EMAIL: true,
  },
];

function server(state = { unread: 3, rejectMandatory: false }) {
  return fakeFetchClient(({ url, method, body }) => {
    if (url.startsWith('/api/co/cac/profile'))
      return {
        body: profileOf({ accnType: 'ACC_TYPE_CO', authorities: ['CO_ADMIN'], permissions: ['dashboard.view', 'jobs.read'] }),
      };
    if (url.startsWith(`${API}/notifications/unread-count`)) return { body: { count: state.unread } };
    if (url.startsWith(`${API}/notifications/read-all`) && method === 'POST') {
      const count = state.unread;
      state.unread = 0;
      return { body: { count } };
    }
    if (url.startsWith(`${API}/notifications/41/read`) && method === 'POST') {
      state.unread = Math.max(0, state.unread - 1);
      return { body: { ...accepted, readAt: '2026-11-27T03:05:00Z' } };
    }
    if (url.startsWith(`${API}/notifications?`))
      return { body: { draw: 0, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [accepted] } };
    if (url.startsWith(`${API}/notification-preferences`) && method === 'GET') return { body: prefs };
    if (url.startsWith(`${API}/notification-preferences`) && method === 'PUT') {
      const items = (body as { items: Array<{ ntCode: string; channel: string; enabled: boolean }> }).items;
      if (state.rejectMandatory)
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
            message: { 'JOB_ACCEPTED.EMAIL': 'This notification is mandatory and cannot be switched off' },
          },
        };
      return {
        body: prefs.map((p) => {
          const changed = items.filter((i) => i.ntCode === p.ntCode);
          return { ...p, ...Object.fromEntries(changed.map((i) => [i.channel, i.enabled])) };
        }),
      };
    }
    // The record a notification opens (the job) is not this test's subject: its page shows "not found".
    if (url.startsWith(`${API}/jobs/`))
      return { status: 404, body: { status: 'NOT_FOUND', err: { code: 'NOT_FOUND', msg: 'Not found' }, message: 'Not found' } };
    return { body: [] };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the notification bell', () => {
  it(
    'shows the unread count; its dropdown lists the latest, opens the record and marks all read',
    { timeout: 30_000 },
    async () => {
      const state = { unread: 3, rejectMandatory: false };
      const { client, calls } = server(state);
      const { router } = renderApp('/general/landing/workbench', client);
      const count = await screen.findByTestId('notification-count', undefined, { timeout: 10_000 });
      await waitFor(() => expect(count).toHaveAttribute('data-count', '3'));
      expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications: 3 unread');
      fireEvent.click(screen.getByTestId('notification-bell'));
      const item = await screen.findByTestId('notification-item', undefined, { timeout: 10_000 });
      expect(item).toHaveTextContent('Job JB2026001 accepted');
      expect(item).toHaveAttribute('data-path', '/applications/services/job/truck/view/JB2026001');
      fireEvent.click(screen.getByTestId('notification-mark-all'));
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/notifications/read-all') && c.method === 'POST')).toBe(true));
      await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveAttribute('data-count', '0'));
      // Opening a notification marks it read and goes to its record.
      fireEvent.click(await screen.findByTestId('notification-item'));
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/notifications/41/read'))).toBe(true));
      await waitFor(() => expect(router.state.location.pathname).toBe('/applications/services/job/truck/view/JB2026001'));
    },
  );
});

describe('the notification preferences grid', () => {
  it('shows each type by channel, mandatory ones on and disabled, and saves only what changed', { timeout: 30_000 }, async () => {
    const { client, calls } = server();
    renderApp('/configuration/notification/preferences', client);
    const grid = await screen.findByTestId('notification-preferences', undefined, { timeout: 10_000 });
    const mandatory = within(grid).getByTestId('pref-PAYMENT_FAILED-EMAIL');
    expect(mandatory).toBeChecked();
    expect(mandatory).toBeDisabled();
    expect(within(grid).getByTestId('pref-row-PAYMENT_FAILED')).toHaveTextContent('Mandatory');
    const email = within(grid).getByTestId('pref-JOB_ACCEPTED-EMAIL');
    expect(email).toBeChecked();
    expect(email).toBeEnabled();
    fireEvent.click(email);
    fireEvent.click(within(grid).getByTestId('pref-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ items: [{ ntCode: 'JOB_ACCEPTED', channel: 'EMAIL', enabled: false }] });
    await waitFor(() => expect(within(grid).getByTestId('pref-JOB_ACCEPTED-EMAIL')).not.toBeChecked());
  });

  it('shows the server’s field error on the refused cell', { timeout: 30_000 }, async () => {
    const { client } = server({ unread: 0, rejectMandatory: true });
    renderApp('/configuration/notification/preferences', client);
    const grid = await screen.findByTestId('notification-preferences', undefined, { timeout: 10_000 });
    fireEvent.click(within(grid).getByTestId('pref-JOB_ACCEPTED-EMAIL'));
    fireEvent.click(within(grid).getByTestId('pref-save'));
    expect(await within(grid).findByText('This notification is mandatory and cannot be switched off')).toBeInTheDocument();
  });
});
