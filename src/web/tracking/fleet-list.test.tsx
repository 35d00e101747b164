// @vitest-environment jsdom
import '../test/dom-setup';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { parseSse } from './use-position-stream';

const truck = {
  truckId: 'TRK-TO1-01',
  vhPlateNo: 'B 9101 TNA',
  accnId: 'TO0001',
  accnName: 'PT Trans',
  fixAt: '2026-03-05T01:02:00Z',
  lat: -6.1,
  lon: 106.88,
  speedKmh: 42.5,
  bearing: 90,
  state: 'MOVING',
  driverName: 'Budi Santoso',
  jobId: 'JOB-0001',
  jobState: 'ONGOING',
};

function server() {
  return fakeFetchClient(({ url }) => {
    if (url.startsWith('/api/co/cac/profile'))
      return { body: profileOf({ accnType: 'ACC_TYPE_TO', authorities: ['TO_OPERATION'], permissions: ['fleet.manage'] }) };
    if (url.startsWith('/api/v1/lintas/trucking/tracking/fleet'))
      return { body: { draw: 0, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [truck] } };
    return { body: [] };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(async () => {
  sessionStorage.clear();
  await setLanguage('en');
});

describe('truck tracking (fleet at a glance)', () => {
  it(
    'lists the trucks in Indonesian: WIB time, km/h with a decimal comma, state; sends the state filter',
    { timeout: 30_000 },
    async () => {
      await setLanguage('id');
      const { client, calls } = server();
      renderApp('/applications/service/truckTracking?state=MOVING', client);
      const table = await screen
        .findByTestId('fleet-table', undefined, { timeout: 10_000 })
        .catch(() => screen.findByTestId('fleet-list'));
      const row = await within(table).findByText('B 9101 TNA');
      const tr = row.closest('tr')!;
      expect(tr).toHaveTextContent('05/03/2026 08:02 WIB');
      expect(tr).toHaveTextContent('42,5 km/h');
      expect(tr).toHaveTextContent('Bergerak');
      expect(tr).toHaveTextContent('Budi Santoso');
      expect(tr).toHaveTextContent('JOB-0001');
      const list = calls.find((c) => c.url.startsWith('/api/v1/lintas/trucking/tracking/fleet?'));
      expect(list?.url).toContain('state=MOVING');
    },
  );
});

describe('parseSse', () => {
  it('splits complete events and keeps the unfinished rest; comments are skipped', () => {
    const { events, rest } = parseSse(
      'retry: 3000\n\nevent: ready\ndata: {"at":"x"}\n\n: heartbeat\n\nevent: position\ndata: {"truckId":"T1"}\n\nevent: pos',
    );
    expect(events).toEqual([
      { event: 'ready', data: '{"at":"x"}' },
      { event: 'position', data: '{"truckId":"T1"}' },
    ]);
    expect(rest).toBe('event: pos');
  });
});
