// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessage, outboxRow } from '../../domain/outbox-responses';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const row = wire(outboxRow, {
  id: 41,
  toAddress: 'budi@example.co.id',
  subject: 'Reset your Lintas password',
  template: 'PASSWORD_RESET',
  status: 'NOT_SENT',
  attempts: 0,
  createdAt: '2026-03-05T01:02:03Z',
  sentAt: null,
  lastError: null,
});

function server() {
  return fakeFetchClient(({ url }) => {
    if (url.startsWith('/api/co/cac/profile')) return { body: profileOf({ authorities: ['SP_OP_ADMIN'] }) };
    if (url.startsWith('/api/v1/lintas/trucking/outbox/41')) {
      return {
        body: wire(outboxMessage, {
          ...row,
          body: 'Hello Budi,\n\nOpen https://portal.example/trucking/session/reset-password?key=abc123 within 30 minutes.\n\n<b>Lintas</b>',
          usrId: 'BUDI',
        }),
      };
    }
    if (url.startsWith('/api/v1/lintas/trucking/outbox'))
      return { body: { draw: 0, iTotalRecords: 250, iTotalDisplayRecords: 250, aaData: [row] } };
    return { body: [] };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('outbox', () => {
  it('lists rows with formatted dates and paging from the URL', async () => {
    const { client, calls } = server();
    renderApp('/administrations/outbox?page=2&size=100&status=NOT_SENT&search=budi', client);
    const table = await screen.findByTestId('outbox-table');
    const rows = await within(table).findAllByTestId('outbox-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('05/03/2026 08:02:03');
    expect(rows[0]).toHaveTextContent('Not sent (no mail server)');
    const list = calls.find((c) => c.url.startsWith('/api/v1/lintas/trucking/outbox?'));
    expect(list?.url).toBe('/api/v1/lintas/trucking/outbox?start=100&length=100&search=budi&status=NOT_SENT');
    expect(screen.getByTestId('outbox-range')).toHaveTextContent('Showing 101 to 200 of 250');
    expect(screen.getByTestId('outbox-status')).toHaveValue('NOT_SENT');
  });

  it('keeps filter changes in the URL and returns to the first page', async () => {
    const { client } = server();
    const { router } = renderApp('/administrations/outbox?page=3', client);
    await screen.findAllByTestId('outbox-row');
    fireEvent.change(screen.getByTestId('outbox-status'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=FAILED'));
    fireEvent.change(screen.getByTestId('outbox-size'), { target: { value: '200' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=FAILED&size=200'));
  });

  it('opens the full message as preformatted text with clickable links', async () => {
    const { client } = server();
    renderApp('/administrations/outbox', client);
    fireEvent.click((await screen.findAllByTestId('outbox-row'))[0]!);
    const body = await screen.findByTestId('outbox-body');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toContain(
      'Hello Budi,\n\nOpen https://portal.example/trucking/session/reset-password?key=abc123 within',
    );
    expect(within(body).getByRole('link')).toHaveAttribute(
      'href',
      'https://portal.example/trucking/session/reset-password?key=abc123',
    );
    expect(body.textContent).toContain('<b>Lintas</b>');
    expect(body.querySelector('b')).toBeNull();
  });
});
