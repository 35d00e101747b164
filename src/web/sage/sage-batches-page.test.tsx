// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sageBatchList, sageBatchRow } from '../../domain/finance/sage';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking/finance/sage';
const GLIHEAD = {
  usrId: 'GLIHEAD',
  authorities: ['FINANCE_HEAD'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'reports.ar', 'sage.export'],
};
const server = (route: (call: FakeCall) => { status?: number; body?: unknown; raw?: string } | undefined) =>
  signedInServer(GLIHEAD, route);

type Batch = WireOf<typeof sageBatchRow>;
const batch = (id: number, periodStart: string, status: Batch['status'], over: Partial<Batch> = {}): Batch => ({
  id,
  batchNo: `SAGE-${periodStart.replaceAll('-', '')}`,
  periodStart,
  periodEnd: periodStart.endsWith('01') ? `${periodStart.slice(0, 8)}15` : `${periodStart.slice(0, 8)}31`,
  records: 12,
  status,
  createdBy: 'GLIHEAD',
  dateCreated: '2026-11-16T02:00:00.000Z',
  downloadedBy: status === 'GENERATED' ? null : 'GLIFIN',
  downloadedAt: status === 'GENERATED' ? null : '2026-11-16T03:30:00.000Z',
  importedBy: status === 'IMPORTED' ? 'GLIHEAD' : null,
  importedAt: status === 'IMPORTED' ? '2026-11-17T01:00:00.000Z' : null,
  ...over,
});
const page = (rows: Batch[]) =>
  wire(sageBatchList, { draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });
const problem = (status: number, code: string, msg: string, fields?: Record<string, string>) => ({
  status,
  body: { status: code, err: { code, msg }, message: fields ?? msg },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the Sage batches screen', { timeout: 30_000 }, () => {
  it('pages the batches on the server and downloads each of the four workbooks; a download marks the batch downloaded', async () => {
    let rows = [batch(2, '2026-11-01', 'GENERATED'), batch(1, '2026-10-16', 'IMPORTED')];
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/batches?`)) return { body: page(rows) };
      if (method === 'GET' && url.startsWith(`${API}/batches/2/xlsx/`)) {
        rows = [batch(2, '2026-11-01', 'DOWNLOADED'), rows[1]!];
        return { raw: 'PK' };
      }
      return undefined;
    });
    renderApp('/manage/sage/excel', client);
    expect(await screen.findByTestId('sage-batch-state-2')).toHaveTextContent('Generated');
    expect(screen.getByTestId('sage-batch-row-2')).toHaveTextContent('01/11/2026 – 15/11/2026');
    expect(screen.getByTestId('sage-batch-state-1')).toHaveTextContent('Imported');
    expect(calls.find((c) => c.url.startsWith(`${API}/batches?`))!.url).toMatch(/length=\d+/);
    for (const part of ['AR_INVOICES', 'AP_INVOICES', 'AR_RECEIPTS', 'AP_PAYMENTS'])
      expect(screen.getByTestId(`sage-batch-${part}-2`)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sage-batch-AP_INVOICES-2'));
    await waitFor(() => expect(screen.getByTestId('sage-batch-state-2')).toHaveAttribute('data-state', 'DOWNLOADED'));
    expect(calls.some((c) => c.url === `${API}/batches/2/xlsx/AP_INVOICES`)).toBe(true);
  });

  it('generates a half-month: a day not the 1st or 16th is a field error before sending, the server’s too; a 409 is shown', async () => {
    let posts = 0;
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/batches?`)) return { body: page([]) };
      if (method === 'POST' && url === `${API}/batches`) {
        posts++;
        if (posts === 1)
          return problem(400, 'VALIDATION_FAILED', 'Validation failed', { periodStart: 'This half-month is not over yet' });
        return problem(409, 'CONFLICT', 'This half-month already has a batch');
      }
      return undefined;
    });
    renderApp('/manage/sage/excel', client);
    fireEvent.click(await screen.findByTestId('sage-generate'));
    const day = (await screen.findByTestId('sage-generate-period')) as HTMLInputElement;
    fireEvent.change(day, { target: { value: '10/11/2026' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByTestId('sage-generate-save'));
    expect(await screen.findByText('A half-month starts on the 1st or the 16th')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(day, { target: { value: '16/11/2026' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByTestId('sage-generate-save'));
    expect(await screen.findByText('This half-month is not over yet')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '01/11/2026' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByTestId('sage-generate-save'));
    expect(await screen.findByTestId('sage-generate-conflict')).toHaveTextContent('This half-month already has a batch');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { periodStart: '2026-11-16' },
      { periodStart: '2026-11-01' },
    ]);
  });
});

describe('the Sage integrations screen', { timeout: 30_000 }, () => {
  it('shows who downloaded and imported when, marks a downloaded batch imported, and shows a 409 as the server says', async () => {
    let rows = [batch(3, '2026-11-01', 'DOWNLOADED'), batch(2, '2026-10-16', 'DOWNLOADED'), batch(1, '2026-10-01', 'GENERATED')];
    const { client } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/batches?`)) return { body: page(rows) };
      if (method === 'POST' && url === `${API}/batches/3/imported`) {
        rows = [batch(3, '2026-11-01', 'IMPORTED'), ...rows.slice(1)];
        return { body: wire(sageBatchRow, rows[0]!) };
      }
      if (method === 'POST' && url === `${API}/batches/2/imported`) {
        // Someone marked it meanwhile.
        rows = [rows[0]!, batch(2, '2026-10-16', 'IMPORTED', { importedBy: 'GLIFIN' }), rows[2]!];
        return problem(409, 'CONFLICT', 'Only a downloaded batch can be marked imported');
      }
      return undefined;
    });
    renderApp('/opadmin/sageintegrations', client);
    const row = await screen.findByTestId('sage-int-row-3');
    expect(row).toHaveTextContent('GLIFIN');
    expect(screen.queryByTestId('sage-int-imported-1')).toBeNull();
    fireEvent.click(screen.getByTestId('sage-int-imported-3'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('sage-batch-state-3')).toHaveAttribute('data-state', 'IMPORTED'));
    expect(screen.getByTestId('sage-int-row-3')).toHaveTextContent('GLIHEAD');
    expect(screen.queryByTestId('sage-int-imported-3')).toBeNull();

    fireEvent.click(screen.getByTestId('sage-int-imported-2'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Only a downloaded batch can be marked imported')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sage-batch-state-2')).toHaveAttribute('data-state', 'IMPORTED'));
  });
});
