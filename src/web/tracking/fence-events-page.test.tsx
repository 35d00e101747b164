// @vitest-environment jsdom
import '../test/dom-setup';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

const row = {
  id: 7,
  at: '2026-03-05T01:02:00Z',
  kind: 'ENTER',
  truckId: 'TRK-TO1-05',
  vhPlateNo: 'B 9105 TNA',
  locId: 'LOC-CO1-KARAWANG',
  locName: 'Pusat Distribusi Karawang',
  deviceId: 'DEV-TO1-05',
  confirmedAt: '2026-03-05T01:05:00Z',
};

function server() {
  return fakeFetchClient(({ url }) => {
    if (url.startsWith('/api/co/cac/profile'))
      return {
        body: profileOf({ accnType: 'ACC_TYPE_TO', authorities: ['TO_OPERATION'], permissions: ['fleet.manage'] }),
      };
    if (url.startsWith('/api/v1/lintas/trucking/tracking/events'))
      return { body: { draw: 0, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [row] } };
    return { body: [] };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('geofence enter/exit list', () => {
  it('lists the events from the server with WIB times and sends the filters from the URL', { timeout: 30_000 }, async () => {
    const { client, calls } = server();
    renderApp('/administrations/trackTrackEnterExit/list?kind=ENTER', client);
    const table = await screen.findByTestId('fence-events-table', undefined, { timeout: 10_000 });
    const rows = await within(table).findAllByTestId('fence-events-row');
    expect(rows[0]).toHaveTextContent('05/03/2026 08:02');
    expect(rows[0]).toHaveTextContent('Entered');
    expect(rows[0]).toHaveTextContent('B 9105 TNA');
    expect(rows[0]).toHaveTextContent('Pusat Distribusi Karawang');
    const list = calls.find((c) => c.url.startsWith('/api/v1/lintas/trucking/tracking/events?'));
    expect(list?.url).toContain('kind=ENTER');
  });
});
