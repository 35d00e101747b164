// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taxInvoiceList } from '../../domain/tax/tax-invoices';
import { taxReportList } from '../../domain/tax/tax-reports';
import { taxNumberList, taxSequenceList, taxSequenceRow } from '../../domain/tax/tax-sequences';
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
const page = <T,>(rows: T[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

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

  it('shows the tax cards with the low-numbers warning, each count a link to its tab filtered', async () => {
    const dashboard = {
      tabs: ['approvedJobs', 'taxSequence', 'taxReport', 'taxInvoices'],
      cards: [
        {
          id: 'taxSequence',
          tabCode: 'taxSequence',
          dbType: 'SEQUENCE',
          title: 'Tax sequence',
          transStatistic: { LEFT: 40, WAITING: 500 },
          amounts: [],
          warnings: [{ code: 'LOW_TAX_NUMBERS', count: 1 }],
          accnType: 'ACC_TYPE_GLI',
          img: 'sequence',
        },
        {
          id: 'taxReport',
          tabCode: 'taxReport',
          dbType: 'REPORTS',
          title: 'Tax report',
          transStatistic: { A: 2, D: 5 },
          amounts: [],
          warnings: [],
          accnType: 'ACC_TYPE_GLI',
          img: 'reports',
        },
        {
          id: 'taxInvoices',
          tabCode: 'taxInvoices',
          dbType: 'INVOICES',
          title: 'Tax invoices',
          transStatistic: { NEW: 3, EXPORTED: 1, COMPLETED: 2 },
          amounts: [],
          warnings: [],
          accnType: 'ACC_TYPE_GLI',
          img: 'invoices',
        },
      ],
    };
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/dashboard`)) return { body: dashboard };
      if (method === 'GET' && url.startsWith(`${API}/tax/sequences?`)) return { body: wire(taxSequenceList, page([])) };
      if (method === 'GET' && url.startsWith(`${API}/tax/invoices?`)) return { body: wire(taxInvoiceList, page([])) };
      return undefined;
    });
    renderApp('/applications/services/gli/dashboard', client);
    expect(await screen.findByTestId('dashboard-warning')).toHaveTextContent(
      '1 active tax-number range has under 10 % of its numbers left',
    );
    const sequenceCard = screen.getByTestId('dashboard-card-taxSequence');
    const links = [...sequenceCard.querySelectorAll('[data-testid="dashboard-stat-link"]')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/applications/services/gli/dashboard?tab=taxSequence&status=A',
      '/applications/services/gli/dashboard?tab=taxSequence&status=I',
      '/applications/services/gli/dashboard?tab=taxSequence',
    ]);
    expect(screen.getByTestId('dashboard-card-taxReport')).toHaveTextContent('Downloaded');
    // The invoice card names its states NEW, EXPORTED, COMPLETED; the list filters on N, E, C.
    const invoiceCard = screen.getByTestId('dashboard-card-taxInvoices');
    const invoiceLinks = [...invoiceCard.querySelectorAll('[data-testid="dashboard-stat-link"]')];
    expect(invoiceLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/applications/services/gli/dashboard?tab=taxInvoices&status=N',
      '/applications/services/gli/dashboard?tab=taxInvoices&status=E',
      '/applications/services/gli/dashboard?tab=taxInvoices&status=C',
      '/applications/services/gli/dashboard?tab=taxInvoices',
    ]);
    // Following one opens the tax invoice tab with the list asked for that state.
    fireEvent.click(invoiceLinks[1]!);
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(`${API}/tax/invoices?`) && /[?&]status=E(&|$)/.test(c.url))).toBe(true),
    );
    expect(calls.some((c) => c.url.startsWith(`${API}/tax/invoices?`) && /status=EXPORTED/.test(c.url))).toBe(false);
  });

  it('lists the reports with their files and actions from the server, and makes one for a checked period', async () => {
    const report = (reportId: number, status: 'A' | 'D' | 'C', actions: ('download' | 'cancel')[], hasCsv = true) => ({
      reportId,
      reportName: `TR/2026/00000${reportId}`,
      noRecords: 3,
      periodFrom: null,
      periodTo: '2026-11-25',
      origin: 'DAILY' as const,
      hasCsv,
      status,
      dateCreated: '2026-11-25T18:00:00.000Z',
      dateUpdated: '2026-11-25T18:00:00.000Z',
      createdBy: 'SYSTEM',
      downloadedBy: null,
      cancelReason: status === 'C' ? 'Wrong period' : null,
      actions,
    });
    const rows = [report(2, 'A', ['download', 'cancel']), report(1, 'C', [], false)];
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/tax/reports?`)) return { body: wire(taxReportList, page(rows)) };
      if (method === 'POST' && url === `${API}/tax/reports`) return { status: 201, body: report(3, 'A', ['download', 'cancel']) };
      return undefined;
    });
    renderApp('/applications/services/gli/dashboard?tab=taxReport', client);
    expect(await screen.findByTestId('tax-report-state-2')).toHaveTextContent('Made');
    expect(screen.getByTestId('tax-report-csv-2')).toBeInTheDocument();
    expect(screen.getByTestId('tax-report-xml-2')).toBeInTheDocument();
    expect(screen.getByTestId('tax-report-cancel-2')).toBeInTheDocument();
    // A cancelled report offers nothing.
    expect(screen.getByTestId('tax-report-state-1')).toHaveTextContent('Cancelled');
    expect(screen.queryByTestId('tax-report-xml-1')).toBeNull();
    expect(screen.queryByTestId('tax-report-cancel-1')).toBeNull();

    fireEvent.click(screen.getByTestId('tax-report-new'));
    const from = (await screen.findByTestId('tax-report-periodFrom')) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '20/11/2026' } });
    fireEvent.blur(from);
    const to = screen.getByTestId('tax-report-periodTo') as HTMLInputElement;
    fireEvent.change(to, { target: { value: '10/11/2026' } });
    fireEvent.blur(to);
    fireEvent.click(screen.getByTestId('tax-report-save'));
    expect(await screen.findByText('The end of the period must not be before its start')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(to, { target: { value: '25/11/2026' } });
    fireEvent.blur(to);
    fireEvent.click(screen.getByTestId('tax-report-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ periodFrom: '2026-11-20', periodTo: '2026-11-25' });
  });

  it("shows a range's gap report and numbers, and voids an issued number with a reason", async () => {
    const numbers = [
      {
        taxNo: '010.000-26.00000001',
        sequenceId: 1,
        serial: 1,
        state: 'ISSUED' as const,
        ref: 'PF/2026/000001',
        issuedBy: 'CO1FIN',
        issuedAt: '2026-11-20T03:00:00.000Z',
        voidReason: null,
        voidedBy: null,
        voidedAt: null,
      },
      {
        taxNo: '010.000-26.00000002',
        sequenceId: 1,
        serial: 2,
        state: 'VOIDED' as const,
        ref: 'PF/2026/000002',
        issuedBy: 'CO1FIN',
        issuedAt: '2026-11-20T03:01:00.000Z',
        voidReason: 'Wrong buyer',
        voidedBy: 'GLIHEAD',
        voidedAt: '2026-11-21T03:00:00.000Z',
      },
    ];
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url === `${API}/tax/sequences/1`) return { body: wire(taxSequenceRow, row(1, 1, 500, 'A', 2)) };
      if (method === 'GET' && url === `${API}/tax/sequences/1/gaps`)
        return { body: { id: 1, consumedNum: 2, accounted: 2, gaps: [] } };
      if (method === 'GET' && url.startsWith(`${API}/tax/sequences/1/numbers?`))
        return { body: wire(taxNumberList, page(numbers)) };
      if (method === 'POST' && url === `${API}/tax/numbers/010.000-26.00000001/void`)
        return { body: { ...numbers[0], state: 'VOIDED' } };
      return undefined;
    });
    renderApp('/applications/services/gli/dashboard/sequences/1', client);
    expect(await screen.findByTestId('tax-gaps-none')).toHaveTextContent('All 2 numbers taken are accounted for');
    expect(await screen.findByTestId('tax-number-state-2')).toHaveTextContent('Voided');
    expect(screen.queryByTestId('tax-number-void-2')).toBeNull();
    fireEvent.click(screen.getByTestId('tax-number-void-1'));
    fireEvent.change(await screen.findByTestId('reason-input'), { target: { value: 'Invoice cancelled by the buyer' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Invoice cancelled by the buyer' });
  });
});
