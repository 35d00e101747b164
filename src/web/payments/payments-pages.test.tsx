// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentDocumentList, paymentTxnDetail, paymentTxnList } from '../../domain/payments/payment-txns';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking';
const CO1FIN = {
  usrId: 'CO1FIN',
  authorities: ['FINANCE_APPROVER'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO0001',
  permissions: ['dashboard.view', 'payments.read', 'payments.pay'],
};
const GLIFIN = {
  usrId: 'GLIFIN',
  authorities: ['FINANCE_ADMIN'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'payments.read', 'payments.record', 'jobs.readAll'],
};
const GLIHEAD = {
  ...GLIFIN,
  usrId: 'GLIHEAD',
  authorities: ['FINANCE_HEAD'],
  permissions: ['dashboard.view', 'payments.read', 'payments.verify', 'jobs.readAll'],
};

type Doc = WireOf<typeof paymentDocumentList>['aaData'][number];
const doc = (docId: number, over: Partial<Doc> = {}): Doc => ({
  docId,
  docNo: `DN/2026/00000${docId}`,
  docType: 'DN_CO',
  jobId: 'JB2026112600109',
  accnId: 'CO0001',
  accnName: 'PT Sumber Makmur Abadi',
  currency: 'IDR',
  total: '1622500.00',
  outstanding: '1622500.00',
  issuedAt: '2026-11-26T02:00:00.000Z',
  dueDate: '2026-12-26',
  overdue: false,
  status: 'NEW',
  paymentId: `PY-DN-2026-00000${docId}`,
  txnId: null,
  payable: true,
  ...over,
});
const page = <T,>(rows: T[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

type Txn = WireOf<typeof paymentTxnDetail>;
const txn = (over: Partial<Txn> = {}): Txn => ({
  txnId: 'PAY-2026-000007',
  accnId: 'CO0001',
  accnName: 'PT Sumber Makmur Abadi',
  method: 'CLICPAY',
  state: 'PAYING',
  currency: 'IDR',
  amount: '1662012.00',
  vaNo: '888996578819026',
  expiresAt: '2099-11-27T13:00:00.000Z',
  createdAt: '2026-11-26T13:00:00.000Z',
  createdBy: 'CO1FIN',
  paidAt: null,
  docCount: 2,
  vaState: 'OPEN',
  bankRef: null,
  paidOn: null,
  remarks: null,
  verifiedBy: null,
  verifiedAt: null,
  cancelledBy: null,
  cancelledAt: null,
  cancelReason: null,
  proofAttId: null,
  documents: [],
  ledger: [],
  messages: [],
  actions: ['cancel', 'simulatePay'],
  ...over,
});

const server = signedInServer;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('/payments', { timeout: 30_000 }, () => {
  it('pays the ticked documents through one ClicPay VA and opens the transaction', async () => {
    const rows = [doc(1), doc(2, { docNo: 'PF/2026/000001', docType: 'PF_CO', total: '39512.00', outstanding: '39512.00' })];
    const { client, calls } = server(CO1FIN, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/payments/documents?`))
        return {
          body: wire(paymentDocumentList, { ...page(rows), totals: [{ currency: 'IDR', count: 2, outstanding: '1662012.00' }] }),
        };
      if (method === 'POST' && url === `${API}/payments/clicpay`) return { status: 201, body: wire(paymentTxnDetail, txn()) };
      if (method === 'GET' && url === `${API}/payments/txns/PAY-2026-000007`) return { body: wire(paymentTxnDetail, txn()) };
      return undefined;
    });
    renderApp('/payments', client);
    expect(await screen.findByTestId('payments-owe-total-IDR')).toHaveTextContent('Rp 1.662.012');
    expect(screen.getByTestId('payments-clicpay')).toBeDisabled();
    fireEvent.click(screen.getByTestId('payments-owe-select-1'));
    fireEvent.click(screen.getByTestId('payments-owe-select-2'));
    expect(screen.getByTestId('payments-clicpay')).toHaveTextContent('Pay 2 documents with ClicPay: Rp 1.662.012');
    fireEvent.click(screen.getByTestId('payments-clicpay'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/payments/clicpay'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/payments/clicpay'))!.body).toEqual({ docIds: [1, 2] });
    expect(await screen.findByTestId('txn-va-no')).toHaveTextContent('888996578819026');
    expect(screen.getByTestId('txn-state')).toHaveAttribute('data-state', 'PAYING');
  });
});

describe('the payment desk', { timeout: 30_000 }, () => {
  it('checks a manual payment with the shared schema before anything is sent', async () => {
    const { client, calls } = server(GLIFIN, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/payments/txns?`)) return { body: wire(paymentTxnList, page([])) };
      if (method === 'GET' && url.startsWith(`${API}/billing/parties?`))
        return { body: [{ value: 'CO0001', desc: 'PT Sumber Makmur Abadi' }] };
      return undefined;
    });
    renderApp('/opadmin/inboundpayments', client);
    const listOf = () => calls.find((c) => c.method === 'GET' && c.url.startsWith(`${API}/payments/txns?`));
    await waitFor(() => expect(listOf()).toBeDefined());
    expect(listOf()!.url).toContain('method=MANUAL');
    fireEvent.click(await screen.findByTestId('manual-new'));
    fireEvent.click(await screen.findByTestId('manual-save'));
    expect(await screen.findByText('Attach the proof of payment')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/payments/manual'))).toBe(false);
  });

  it("offers the checker verify and reject on another person's manual payment, and verifies it", async () => {
    const manual = txn({
      method: 'MANUAL',
      state: 'NEW',
      vaNo: null,
      vaState: null,
      expiresAt: null,
      createdBy: 'GLIFIN',
      bankRef: 'BCA-TRF-20261125-0042',
      paidOn: '2026-11-25',
      actions: ['verify', 'reject'],
    });
    const { client, calls } = server(GLIHEAD, ({ url, method }) => {
      if (method === 'GET' && url === `${API}/payments/txns/PAY-2026-000007`) return { body: wire(paymentTxnDetail, manual) };
      if (method === 'POST' && url === `${API}/payments/txns/PAY-2026-000007/verify`)
        return { body: wire(paymentTxnDetail, { ...manual, actions: [] }) };
      return undefined;
    });
    renderApp('/applications/finance/payments/transactions/view/PAY-2026-000007', client);
    expect(await screen.findByTestId('txn-bank-ref')).toHaveTextContent('BCA-TRF-20261125-0042');
    expect(screen.getByTestId('txn-reject')).toBeInTheDocument();
    expect(screen.getByTestId('txn-documents-none')).toHaveTextContent("the company's oldest due documents");
    fireEvent.click(screen.getByTestId('txn-verify'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/verify'))).toBe(true));
  });
  it('verifies a manual payment from the queue (row action), for the checker only where the server offers it', async () => {
    type Row = WireOf<typeof paymentTxnList>['aaData'][number];
    const row = (txnId: string, actions: Row['actions']): Row => ({
      txnId,
      accnId: 'CO0001',
      accnName: 'PT Sumber Makmur Abadi',
      method: 'MANUAL',
      state: 'NEW',
      currency: 'IDR',
      amount: '1000000.00',
      vaNo: null,
      expiresAt: null,
      createdAt: '2026-11-26T13:00:00.000Z',
      createdBy: 'GLIFIN',
      paidAt: null,
      docCount: 0,
      actions,
    });
    const rows = [row('PAY-2026-000008', ['verify', 'reject']), row('PAY-2026-000009', [])];
    const { client, calls } = server(GLIHEAD, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/payments/txns?`)) return { body: wire(paymentTxnList, page(rows)) };
      if (method === 'POST' && url === `${API}/payments/txns/PAY-2026-000008/verify`)
        return { body: wire(paymentTxnDetail, { ...txn(), actions: [] }) };
      return undefined;
    });
    renderApp('/opadmin/inboundpayments', client);
    fireEvent.click(await screen.findByTestId('manual-verify-PAY-2026-000008'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/txns/PAY-2026-000008/verify'))).toBe(true),
    );
    expect(screen.queryByTestId('manual-verify-PAY-2026-000009')).toBeNull();
  });

  it("records a manual payment for one open document from /payments: the document's company, currency and open amount", async () => {
    const rows = [doc(3, { outstanding: '1000000.00' }), doc(4, { status: 'PAID', outstanding: '0.00', payable: false })];
    const { client } = server(GLIFIN, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/payments/documents?`))
        return { body: wire(paymentDocumentList, { ...page(rows), totals: [] }) };
      if (method === 'GET' && url.startsWith(`${API}/billing/parties?`))
        return { body: [{ value: 'CO0001', desc: 'PT Sumber Makmur Abadi' }] };
      return undefined;
    });
    renderApp('/payments', client);
    fireEvent.click(await screen.findByTestId('payments-owe-manual-DN/2026/000003'));
    expect(screen.queryByTestId('payments-owe-manual-DN/2026/000004')).toBeNull();
    expect(await screen.findByTestId('manual-document')).toHaveTextContent('DN/2026/000003');
    expect(screen.getByTestId('manual-amount')).toHaveValue('1000000.00');
  });
});
