// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taxSequenceList } from '../../domain/tax/tax-sequences';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking';
const GLIFIN = {
  usrId: 'GLIFIN',
  authorities: ['FINANCE_ADMIN'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'tax.read', 'tax.manage'],
};

type Row = WireOf<typeof taxSequenceList>['aaData'][number];
const row = (id: number, start: number, end: number, status: Row['status'], consumedNum = 0): Row => ({
  id,
  prefixLeft: '010',
  prefixMid: '000',
  prefixYear: '26',
  sequenceStart: start,
  sequenceEnd: end,
  consumedNum,
  status,
  paymentState: 'BILL',
  dateCreated: '2026-11-26T03:00:00.000Z',
  createdBy: 'GLIFIN',
  firstTaxNo: `010.000-26.${String(start).padStart(8, '0')}`,
  lastTaxNo: `010.000-26.${String(end).padStart(8, '0')}`,
});
const page = (rows: Row[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

const server = (route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) => signedInServer(GLIFIN, route);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the GLI tax dashboard', { timeout: 30_000 }, () => {
  it('lists the ranges with what is left (low in red) and offers delete on a waiting one only', async () => {
    const rows = [row(1, 1, 500, 'A', 460), row(2, 501, 1000, 'I')];
    const { client } = server(({ url, method }) =>
      method === 'GET' && url.startsWith(`${API}/tax/sequences?`) ? { body: wire(taxSequenceList, page(rows)) } : undefined,
    );
    renderApp('/applications/services/gli/dashboard', client);
    expect(await screen.findByTestId('tax-seq-left-1')).toHaveTextContent('40');
    expect(screen.getByTestId('tax-seq-state-1')).toHaveTextContent('Active');
    expect(screen.getByTestId('tax-seq-state-2')).toHaveTextContent('Waiting');
    expect(screen.getByTestId('tax-seq-delete-2')).toBeInTheDocument();
    expect(screen.queryByTestId('tax-seq-delete-1')).toBeNull();
  });

  it('checks a new range with the shared schema before sending, then sends the serials as numbers', async () => {
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/tax/sequences?`)) return { body: wire(taxSequenceList, page([])) };
      if (method === 'POST' && url === `${API}/tax/sequences`) return { status: 201, body: row(3, 1001, 1500, 'I') };
      return undefined;
    });
    renderApp('/applications/services/gli/dashboard', client);
    fireEvent.click(await screen.findByTestId('tax-seq-new'));
    fireEvent.click(await screen.findByTestId('tax-seq-save'));
    expect(await screen.findAllByText('Use a whole number from 1 to 99,999,999')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The year starts at this year's; the test pins it.
    fireEvent.change(screen.getByTestId('tax-seq-prefixYear'), { target: { value: '26' } });
    fireEvent.change(screen.getByTestId('tax-seq-sequenceStart'), { target: { value: '1001' } });
    fireEvent.change(screen.getByTestId('tax-seq-sequenceEnd'), { target: { value: '1500' } });
    expect(await screen.findByTestId('tax-seq-preview')).toHaveTextContent('010.000-26.00001001 – 010.000-26.00001500');
    fireEvent.click(screen.getByTestId('tax-seq-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      prefixLeft: '010',
      prefixMid: '000',
      prefixYear: '26',
      sequenceStart: 1001,
      sequenceEnd: 1500,
    });
  });
});
