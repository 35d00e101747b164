// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingList, bulkBillResult, type BillingRow as BillingRowWire } from '../../domain/billing/billing-responses';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking/billing';
const PAGE = '/applications/services/coff/finance/dashboard';
const CO1 = {
  usrId: 'CO1',
  authorities: ['OFFICER'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO0001',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.create', 'billing.review'],
};

type Row = WireOf<typeof billingList>['aaData'][number];
const row = (over: Partial<Row> = {}): Row => ({
  jobId: 'JB2026112300001',
  jobState: 'BILLED',
  creatorAccnId: 'CO0001',
  creatorName: 'PT Sumber Makmur Abadi',
  toAccnId: 'TO0001',
  toName: 'PT Truk Nusantara',
  customerRef: 'REF-1',
  shipmentType: 'IMPORT',
  noOfTrips: 1,
  currency: 'IDR',
  charges: '1400000.00',
  reimbursement: '50000.00',
  total: '1450000.00',
  billVersion: 1,
  invoiceNo: 'INV-001',
  billingDate: '2026-11-24T02:00:00.000Z',
  approvedDate: null,
  approvedBy: null,
  paymentDueDate: null,
  paymentState: null,
  rejectReason: null,
  documentCount: 2,
  verifiedCount: 0,
  remarkCount: 0,
  version: 7,
  actions: ['verifyBill', 'rejectBill'] as BillingRowWire['actions'],
  ...over,
});

const page = (rows: Row[]) =>
  wire(billingList, {
    draw: 0,
    iTotalRecords: rows.length,
    iTotalDisplayRecords: rows.length,
    aaData: rows,
    totals: [
      { currency: 'IDR', count: 1, amount: '1450000.00' },
      { currency: 'USD', count: 1, amount: '1450.00' },
    ],
  });

function server(route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) {
  return fakeFetchClient((call) => {
    if (call.url.startsWith('/api/co/cac/profile')) return { body: profileOf(CO1) };
    return route(call) ?? { body: [] };
  });
}

const listCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${API}/jobs?`)).map((c) => new URL(c.url, 'http://x').searchParams);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('finance dashboard', { timeout: 30_000 }, () => {
  it('asks for the tab with the filters of the URL, shows the totals per currency and money in its format', async () => {
    const usd = row({ jobId: 'JB2026112300002', currency: 'USD', total: '1450.00', actions: [] });
    const operators = [
      { value: 'TO0001', desc: 'PT Truk Nusantara' },
      { value: 'TO0002', desc: 'PT Angkutan Jaya' },
    ];
    const { client, calls } = server(({ url }) =>
      url.startsWith(`${API}/jobs?`)
        ? { body: page([row(), usd]) }
        : url.startsWith(`${API}/parties?side=to`)
          ? { body: operators }
          : undefined,
    );
    const { router } = renderApp(`${PAGE}?tab=billed&dateFrom=2026-11-01&toAccnId=TO0001&amountMin=1000000`, client);
    await screen.findByTestId('finance-billed-row-JB2026112300001');
    const query = listCalls(calls).at(-1)!;
    expect(query.get('tab')).toBe('billed');
    expect(query.get('dateFrom')).toBe('2026-11-01');
    expect(query.get('toAccnId')).toBe('TO0001');
    expect(query.get('amountMin')).toBe('1000000');
    expect(screen.getByTestId('finance-billed-total-IDR')).toHaveTextContent('Rp 1.450.000');
    expect(screen.getByTestId('finance-billed-total-USD')).toHaveTextContent('US$ 1,450.00');
    expect(screen.getByTestId('finance-billed-amount-JB2026112300001')).toHaveTextContent('Rp 1.450.000');
    expect(screen.getByTestId('finance-billed-amount-JB2026112300002')).toHaveTextContent('US$ 1,450.00');
    // The row's buttons are its actions: verify and reject on the first, none on the second.
    expect(screen.getByTestId('finance-billed-action-verifyBill-JB2026112300001')).toBeInTheDocument();
    expect(screen.getByTestId('finance-billed-action-rejectBill-JB2026112300001')).toBeInTheDocument();
    expect(screen.queryByTestId('finance-billed-action-verifyBill-JB2026112300002')).toBeNull();
    // A new filter goes into the URL and into the next request.
    fireEvent.change(screen.getByTestId('finance-billed-filter-dateTo'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(router.state.location.search).toContain('dateTo=2026-11-30'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('dateTo')).toBe('2026-11-30'));
    // The operator filter offers the operators by name, the URL's one chosen; another goes into the URL.
    const operator = screen.getByTestId('finance-billed-filter-toAccnId') as HTMLSelectElement;
    await waitFor(() => expect(operator.value).toBe('TO0001'));
    expect([...operator.options].map((o) => o.text)).toEqual(['All', 'PT Truk Nusantara', 'PT Angkutan Jaya']);
    fireEvent.change(operator, { target: { value: 'TO0002' } });
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('toAccnId')).toBe('TO0002'));
    // Sorting by total goes into the URL too.
    fireEvent.click(screen.getByTestId('finance-billed-sort-total'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=total'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('sort')).toBe('total'));
  });

  it('switches tabs through the URL; the approved tab shows the payment due date', async () => {
    const approved = row({
      jobState: 'APP_BILL',
      paymentDueDate: '2026-12-24',
      approvedDate: '2026-11-24T03:00:00.000Z',
      actions: [],
    });
    const { client, calls } = server(({ url }) =>
      url.startsWith(`${API}/jobs?`) ? { body: page(url.includes('tab=approved') ? [approved] : [row()]) } : undefined,
    );
    const { router } = renderApp(PAGE, client);
    await screen.findByTestId('finance-billed-row-JB2026112300001');
    fireEvent.click(screen.getByTestId('finance-tab-approved'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=approved'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('tab')).toBe('approved'));
    const approvedRow = await screen.findByTestId('finance-approved-row-JB2026112300001');
    expect(within(approvedRow).getByText('24/12/2026')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)!.get('tab')).toBe('approved');
    expect(screen.queryByTestId('finance-approved-bulk')).toBeNull();
  });

  it('verifies many jobs at once and says which succeeded and why the others failed', async () => {
    const second = row({ jobId: 'JB2026112300002', version: 3 });
    const { client, calls } = server(({ url, method }) => {
      if (method === 'POST' && url === `${API}/jobs/bulk`)
        return {
          body: wire(bulkBillResult, {
            results: [
              { jobId: 'JB2026112300001', ok: true, status: 200, message: null, jobState: 'VER_BILL' },
              {
                jobId: 'JB2026112300002',
                ok: false,
                status: 409,
                message: 'The job was changed by someone else; reload it',
                jobState: 'BILLED',
              },
            ],
          }),
        };
      if (url.startsWith(`${API}/jobs?`)) return { body: page([row(), second]) };
      return undefined;
    });
    renderApp(`${PAGE}?tab=billed`, client);
    await screen.findByTestId('finance-billed-row-JB2026112300002');
    expect(screen.getByTestId('finance-billed-bulk')).toBeDisabled();
    fireEvent.click(screen.getByTestId('finance-billed-select-JB2026112300001'));
    fireEvent.click(screen.getByTestId('finance-billed-select-JB2026112300002'));
    await waitFor(() => expect(screen.getByTestId('finance-billed-bulk')).toBeEnabled());
    fireEvent.click(screen.getByTestId('finance-billed-bulk'));
    const result = await screen.findByTestId('finance-billed-bulk-result');
    expect(calls.find((c) => c.url === `${API}/jobs/bulk`)?.body).toEqual({
      verb: 'verifyBill',
      jobs: [
        { jobId: 'JB2026112300001', version: 7 },
        { jobId: 'JB2026112300002', version: 3 },
      ],
    });
    expect(result).toHaveTextContent('1 succeeded, 1 failed');
    expect(within(result).getByTestId('finance-billed-bulk-ok-JB2026112300001')).toBeInTheDocument();
    expect(within(result).getByTestId('finance-billed-bulk-failed-JB2026112300002')).toHaveTextContent(
      'The job was changed by someone else; reload it',
    );
  });

  it('the verified tab acknowledges in bulk; a row without the verb cannot be ticked', async () => {
    const verified = row({ jobState: 'VER_BILL', actions: ['acknowledgeBill', 'rejectBill'] });
    const waiting = row({ jobId: 'JB2026112300002', jobState: 'ACK_BILL', actions: [] });
    const { client, calls } = server(({ url, method }) => {
      if (method === 'POST' && url === `${API}/jobs/bulk`)
        return {
          body: wire(bulkBillResult, {
            results: [{ jobId: 'JB2026112300001', ok: true, status: 200, message: null, jobState: 'ACK_BILL' }],
          }),
        };
      if (url.startsWith(`${API}/jobs?`)) return { body: page([verified, waiting]) };
      return undefined;
    });
    renderApp(`${PAGE}?tab=verified`, client);
    await screen.findByTestId('finance-verified-row-JB2026112300002');
    expect(screen.getByTestId('finance-verified-select-JB2026112300002')).toBeDisabled();
    fireEvent.click(screen.getByTestId('finance-verified-select-JB2026112300001'));
    fireEvent.click(await screen.findByText('Acknowledge selected (1)'));
    await screen.findByTestId('finance-verified-bulk-result');
    expect((calls.find((c) => c.url === `${API}/jobs/bulk`)?.body as { verb: string }).verb).toBe('acknowledgeBill');
  });

  it('rejects a bill with a reason (required) and shows the server refusal', async () => {
    const { client, calls } = server(({ url, method }) => {
      if (method === 'POST' && url === `${API}/jobs/JB2026112300001/reject`)
        return {
          status: 409,
          body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'The job was changed by someone else; reload it' } },
        };
      if (url.startsWith(`${API}/jobs?`)) return { body: page([row()]) };
      return undefined;
    });
    renderApp(`${PAGE}?tab=billed`, client);
    fireEvent.click(await screen.findByTestId('finance-billed-action-rejectBill-JB2026112300001'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Toll receipt unreadable' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ version: 7, reason: 'Toll receipt unreadable' }),
    );
    expect(await screen.findByText('The job was changed by someone else; reload it')).toBeInTheDocument();
  });

  it('a row opens its job', async () => {
    const { client } = server(({ url }) => (url.startsWith(`${API}/jobs?`) ? { body: page([row()]) } : undefined));
    const { router } = renderApp(`${PAGE}?tab=billed`, client);
    fireEvent.click(within(await screen.findByTestId('finance-billed-row-JB2026112300001')).getByText('REF-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/services/job/truck/view/JB2026112300001'));
  });
});
