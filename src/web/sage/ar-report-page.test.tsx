// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arAgeingPage, arReportList, arReportRow } from '../../domain/finance/sage';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking/finance';
const GLIFIN = {
  usrId: 'GLIFIN',
  authorities: ['FINANCE_ADMIN'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'reports.ar', 'sage.export'],
};
const server = (route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) => signedInServer(GLIFIN, route);

type Ageing = WireOf<typeof arAgeingPage>;
const ageing = (asOf: string): Ageing => ({
  draw: 0,
  iTotalRecords: 2,
  iTotalDisplayRecords: 2,
  asOf,
  aaData: [
    {
      accnId: 'CO0001',
      accnName: 'PT Sinar Cargo Nusantara',
      customerCode: 'C00001',
      currency: 'IDR',
      documents: 3,
      current: '1450000.00',
      d1to30: '0.00',
      d31to60: '275000.50',
      d61to90: '0.00',
      over90: '0.00',
      total: '1725000.50',
    },
    {
      accnId: 'TO0001',
      accnName: 'PT Truk Jaya',
      customerCode: null,
      currency: 'IDR',
      documents: 1,
      current: '0.00',
      d1to30: '0.00',
      d31to60: '0.00',
      d61to90: '0.00',
      over90: '36250.00',
      total: '36250.00',
    },
  ],
  totals: [
    {
      currency: 'IDR',
      documents: 4,
      current: '1450000.00',
      d1to30: '0.00',
      d31to60: '275000.50',
      d61to90: '0.00',
      over90: '36250.00',
      total: '1761250.50',
    },
  ],
});
type Report = WireOf<typeof arReportRow>;
const report = (id: number, status: Report['status']): Report => ({
  id,
  batch: `AR-20261126-0${id}`,
  reportName: 'AR ageing 2026-11-26',
  records: 2,
  startPeriod: '2026-09-01',
  endPeriod: '2026-11-26',
  status,
  createdBy: 'GLIFIN',
  dateCreated: '2026-11-26T03:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the AR report screen', { timeout: 30_000 }, () => {
  it('pages the ageing on the server as of the day picked (day-first), in rupiah, with the totals per currency', async () => {
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/ar/ageing?`)) {
        const asOf = new URL(url, 'http://x').searchParams.get('asOf') ?? '2026-11-26';
        return { body: wire(arAgeingPage, ageing(asOf)) };
      }
      return undefined;
    });
    renderApp('/administration/ARreport', client);
    const row = await screen.findByTestId('ar-row-CO0001-IDR');
    expect(row).toHaveTextContent('PT Sinar Cargo Nusantara');
    expect(row).toHaveTextContent('C00001');
    expect(screen.getByTestId('ar-current-CO0001-IDR')).toHaveTextContent('Rp 1.450.000');
    expect(screen.getByTestId('ar-d31to60-CO0001-IDR')).toHaveTextContent('Rp 275.000,5');
    expect(screen.getByTestId('ar-over90-TO0001-IDR')).toHaveTextContent('Rp 36.250');
    const totals = screen.getByTestId('ar-total-IDR');
    expect(totals).toHaveTextContent('Rp 1.761.250,5');
    expect(screen.getByTestId('ar-totals')).toHaveTextContent('26/11/2026');
    expect(calls.find((c) => c.url.startsWith(`${API}/ar/ageing?`))!.url).toMatch(/length=\d+/);

    fireEvent.change(within(screen.getByTestId('ar-asof')).queryByRole('textbox') ?? screen.getByTestId('ar-asof'), {
      target: { value: '31/10/2026' },
    });
    await waitFor(() => expect(calls.some((c) => c.url.includes('asOf=2026-10-31'))).toBe(true));
    await waitFor(() => expect(screen.getByTestId('ar-totals')).toHaveTextContent('31/10/2026'));
  });

  it('generates a report (a future day is the field error), then lists it and downloads its workbook', async () => {
    let reports = [report(1, 'DOWNLOADED')];
    const { client, calls } = server(({ url, method, body }) => {
      if (method === 'GET' && url.startsWith(`${API}/ar/ageing?`)) return { body: wire(arAgeingPage, ageing('2026-11-26')) };
      if (method === 'POST' && url === `${API}/ar/reports`) {
        if ((body as { asOf: string }).asOf > '2026-11-26')
          return {
            status: 400,
            body: {
              status: 'VALIDATION_FAILED',
              err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
              message: { asOf: 'The date must not be in the future' },
            },
          };
        reports = [report(2, 'GENERATED'), ...reports];
        return { status: 201, body: wire(arReportRow, reports[0]!) };
      }
      if (method === 'GET' && url.startsWith(`${API}/ar/reports?`))
        return {
          body: wire(arReportList, {
            draw: 0,
            iTotalRecords: reports.length,
            iTotalDisplayRecords: reports.length,
            aaData: reports,
          }),
        };
      if (method === 'GET' && url === `${API}/ar/reports/2/xlsx`) {
        reports = [report(2, 'DOWNLOADED'), report(1, 'DOWNLOADED')];
        return { body: 'PK' };
      }
      return undefined;
    });
    renderApp('/administration/ARreport', client);
    fireEvent.click(await screen.findByTestId('ar-generate'));
    const day = await screen.findByTestId('ar-generate-asof');
    fireEvent.change(day, { target: { value: '01/12/2099' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByTestId('ar-generate-save'));
    expect(await screen.findByText('The date must not be in the future')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '26/11/2026' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByTestId('ar-generate-save'));
    expect(await screen.findByTestId('ar-report-state-2')).toHaveAttribute('data-state', 'GENERATED');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ asOf: '2099-12-01' }, { asOf: '2026-11-26' }]);
    expect(screen.getByTestId('ar-report-row-2')).toHaveTextContent('01/09/2026 – 26/11/2026');
    fireEvent.click(screen.getByTestId('ar-report-xlsx-2'));
    await waitFor(() => expect(screen.getByTestId('ar-report-state-2')).toHaveAttribute('data-state', 'DOWNLOADED'));
  });
});
