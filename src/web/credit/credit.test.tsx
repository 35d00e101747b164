// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditHistory, creditLimitRequestList, creditLimitRequestRow, creditLine } from '../../domain/payments/credit';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking/credit';
const GLIHEAD = {
  usrId: 'GLIHEAD',
  authorities: ['FINANCE_HEAD'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'credit.approve', 'credit.read'],
};
const GLIFIN = {
  ...GLIHEAD,
  usrId: 'GLIFIN',
  authorities: ['FINANCE_ADMIN'],
  permissions: ['dashboard.view', 'credit.request', 'credit.read'],
};
const FF1 = {
  usrId: 'FF1',
  authorities: ['FF_ADMIN'],
  accnType: 'ACC_TYPE_FF',
  accnId: 'FF0001',
  permissions: ['dashboard.view', 'credit.read'],
};

type Row = WireOf<typeof creditLimitRequestRow>;
const row = (over: Partial<Row> = {}): Row => ({
  creditId: 'CL000003',
  accnCode: 'FF0001',
  accnName: 'PT Cepat Kirim Logistik',
  serviceType: 'TRUCKING',
  creditCcy: 'IDR',
  creditLimit: '500000000.00',
  newCreditLimit: '750000000.00',
  status: 'SUBMIT',
  remarks: null,
  dateCreated: '2026-11-25T02:00:00.000Z',
  dateSubmitted: '2026-11-25T03:00:00.000Z',
  createdBy: 'GLIFIN',
  submittedBy: 'GLIFIN',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  version: 2,
  actions: ['approve', 'reject'],
  ...over,
});
const page = (rows: Row[]) =>
  wire(creditLimitRequestList, { draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

function server(user: object, route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) {
  return fakeFetchClient((call) => {
    if (call.url.startsWith('/api/co/cac/profile')) return { body: profileOf(user as never) };
    if (call.url.startsWith(`${API}/companies`)) return { body: [{ value: 'FF0001', desc: 'PT Cepat Kirim Logistik' }] };
    if (call.url.startsWith(`${API}/limits`)) return { body: { limits: [] } };
    return route(call) ?? { body: [] };
  });
}
const listCalls = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.startsWith(`${API}/limit-requests?`))
    .map((c) => new URL(c.url, 'http://x').searchParams);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('/opadmin/creditlimit', { timeout: 30_000 }, () => {
  it('asks with the URL filters, shows amounts in their format, approves with the version read; a 409 shows the conflict', async () => {
    let approvals = 0;
    const { client, calls } = server(GLIHEAD, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/limit-requests/CL000003/approve`) {
        approvals += 1;
        return approvals === 1
          ? { body: wire(creditLimitRequestRow, row({ status: 'APP', actions: [] })) }
          : {
              status: 409,
              body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'The request changed' }, message: 'The request changed' },
            };
      }
      if (url.startsWith(`${API}/limit-requests?`)) return { body: page([row()]) };
      return undefined;
    });
    const { router } = renderApp('/opadmin/creditlimit?status=SUBMIT', client);
    await screen.findByTestId('credit-new-CL000003');
    expect(listCalls(calls).at(-1)!.get('status')).toBe('SUBMIT');
    expect(screen.getByTestId('credit-new-CL000003')).toHaveTextContent('Rp 750.000.000');
    expect(screen.getByTestId('credit-status-CL000003')).toHaveTextContent('Submitted');
    // A checker: no New button, the verbs the server sent.
    expect(screen.queryByTestId('credit-new')).toBeNull();
    expect(screen.queryByTestId('credit-submit-CL000003')).toBeNull();
    fireEvent.click(screen.getByTestId('credit-approve-CL000003'));
    await waitFor(() => expect(approvals).toBe(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post!.body).toEqual({ version: 2 });
    fireEvent.click(screen.getByTestId('credit-approve-CL000003'));
    expect(await screen.findByTestId('credit-conflict')).toHaveTextContent('The request changed');
    // The company filter goes into the URL and the request.
    const company = screen.getByTestId('credit-filter-accnId') as HTMLSelectElement;
    await waitFor(() => expect(company.options.length).toBe(2));
    fireEvent.change(company, { target: { value: 'FF0001' } });
    await waitFor(() => expect(router.state.location.search).toContain('accnId=FF0001'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('accnId')).toBe('FF0001'));
  });

  it('the maker drafts a request on the shared schema; the server’s field error lands on the field', async () => {
    const { client, calls } = server(GLIFIN, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/limit-requests`)
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
            message: { accnId: 'Choose an active cargo owner or forwarder' },
          },
        };
      if (url.startsWith(`${API}/limit-requests?`)) return { body: page([]) };
      return undefined;
    });
    renderApp('/opadmin/creditlimit/new', client);
    const amount = await screen.findByTestId('credit-form-amount');
    fireEvent.click(screen.getByTestId('credit-form-save'));
    // The shared schema refuses an empty company and amount before any call.
    await waitFor(() => expect(screen.getByTestId('credit-form-amount')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const company = screen.getByTestId('credit-form-company') as HTMLSelectElement;
    await waitFor(() => expect(company.options.length).toBe(2));
    fireEvent.change(company, { target: { value: 'FF0001' } });
    fireEvent.change(amount, { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('credit-form-save'));
    await waitFor(() => expect(screen.getByTestId('credit-form-amount')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '250000000' } });
    fireEvent.click(screen.getByTestId('credit-form-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      accnId: 'FF0001',
      serviceType: 'TRUCKING',
      creditCcy: 'IDR',
      newCreditLimit: '250000000',
      remarks: null,
    });
    expect(await screen.findByText('Choose an active cargo owner or forwarder')).toBeInTheDocument();
  });
});

describe('/applications/creditline', { timeout: 30_000 }, () => {
  it('shows the company its limit, reserved, used and available per currency and its history', async () => {
    const { client, calls } = server(FF1, ({ url }) => {
      if (url.startsWith(`${API}/line/history`))
        return {
          body: wire(creditHistory, {
            draw: 0,
            iTotalRecords: 1,
            iTotalDisplayRecords: 1,
            aaData: [
              {
                journalId: 41,
                kind: 'CREDIT_RESERVED',
                jobId: 'JB2026112600011',
                currency: 'USD',
                amount: '95.00',
                memo: 'Credit reserved for job JB2026112600011',
                postedAt: '2026-11-26T02:00:00.000Z',
              },
            ],
          }),
        };
      if (url.startsWith(`${API}/line`))
        return {
          body: wire(creditLine, {
            accnId: 'FF0001',
            accnName: 'PT Cepat Kirim Logistik',
            lines: [
              {
                serviceType: 'TRUCKING',
                currency: 'IDR',
                limit: '500000000.00',
                reserved: '0.00',
                drawn: '0.00',
                available: '500000000.00',
              },
              {
                serviceType: 'TRUCKING',
                currency: 'USD',
                limit: '50000.00',
                reserved: '285.00',
                drawn: '1000.00',
                available: '48715.00',
              },
            ],
          }),
        };
      return undefined;
    });
    renderApp('/applications/creditline', client);
    const usd = await screen.findByTestId('credit-line-TRUCKING-USD');
    expect(within(usd).getByTestId('credit-limit-USD')).toHaveTextContent('US$ 50,000.00');
    expect(within(usd).getByTestId('credit-reserved-USD')).toHaveTextContent('US$ 285.00');
    expect(within(usd).getByTestId('credit-drawn-USD')).toHaveTextContent('US$ 1,000.00');
    expect(within(usd).getByTestId('credit-available-USD')).toHaveTextContent('US$ 48,715.00');
    expect(screen.getByTestId('credit-available-IDR')).toHaveTextContent('Rp 500.000.000');
    expect(await screen.findByTestId('credit-history-amount-41')).toHaveTextContent('US$ 95.00');
    expect(screen.getByTestId('credit-history-kind-41')).toHaveTextContent('Reserved');
    expect(screen.getByText('JB2026112600011')).toBeInTheDocument();
    // A company asks for its own line: no company picker, its own id.
    expect(screen.queryByTestId('credit-line-company')).toBeNull();
    const lineCall = calls.find((c) => c.url.startsWith(`${API}/line?`))!;
    expect(new URL(lineCall.url, 'http://x').searchParams.get('accnId')).toBe('FF0001');
    const historyCall = calls.find((c) => c.url.startsWith(`${API}/line/history?`))!;
    expect(new URL(historyCall.url, 'http://x').searchParams.get('accnId')).toBe('FF0001');
  });

  it('the platform and GLI pick the company', async () => {
    const { client, calls } = server(GLIHEAD, ({ url }) => {
      if (url.startsWith(`${API}/line/history`))
        return { body: wire(creditHistory, { draw: 0, iTotalRecords: 0, iTotalDisplayRecords: 0, aaData: [] }) };
      if (url.startsWith(`${API}/line`)) {
        const accnId = new URL(url, 'http://x').searchParams.get('accnId')!;
        return { body: wire(creditLine, { accnId, accnName: accnId, lines: [] }) };
      }
      return undefined;
    });
    const { router } = renderApp('/applications/creditline', client);
    const picker = (await screen.findByTestId('credit-line-company')) as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBe(2));
    fireEvent.change(picker, { target: { value: 'FF0001' } });
    await waitFor(() => expect(router.state.location.search).toContain('company=FF0001'));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(`${API}/line/history?`) && c.url.includes('accnId=FF0001'))).toBe(true),
    );
    expect(await screen.findByTestId('credit-line-none')).toBeInTheDocument();
  });
});
