// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taxInvoiceDetail, taxInvoiceList } from '../../domain/tax/tax-invoices';
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

type Row = WireOf<typeof taxInvoiceList>['aaData'][number];
const invoice = (id: number, over: Partial<Row> = {}): Row => ({
  id,
  service: 'PF_CO',
  invoiceNo: `PF/2026/00000${id}`,
  docId: id,
  jobId: 'JBT000000104',
  invoiceIssueDate: '2026-11-26',
  taxNo: `010.000-26.0000000${id}`,
  reference: `TI-2026-00000${id}`,
  numbering: 'RANGE',
  awaitingNumber: false,
  customer: 'CO0001',
  customerName: 'PT Sinar Cargo Nusantara',
  buyerTin: '0316548972015000',
  buyerTku: '0316548972015000000000',
  trxCode: '04',
  facilityRef: null,
  currency: 'IDR',
  taxBase: 3_625_000,
  otherTaxBase: 3_322_916,
  vat: 398_700,
  status: 'N',
  replacementCode: '0',
  replacesId: null,
  reportId: null,
  completedAttId: null,
  cancelReason: null,
  dateCreated: '2026-11-26T03:00:00.000Z',
  actions: [],
  ...over,
});
const line = {
  no: 1,
  name: 'Platform fee',
  unit: 'JOB',
  price: 3_625_000,
  qty: 1,
  discount: 0,
  taxBase: 3_625_000,
  otherTaxBase: 3_322_916,
  vatRateBp: 1200,
  vat: 398_700,
};
const page = (rows: Row[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });
const server = (route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) => signedInServer(GLIFIN, route);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the tax invoice list', { timeout: 30_000 }, () => {
  it('pages on the server, shows numbers (or waiting), amounts in rupiah, states; opens the detail with its lines', async () => {
    const rows = [invoice(1, { status: 'C' }), invoice(2, { taxNo: null, awaitingNumber: true })];
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/tax/invoices?`)) return { body: wire(taxInvoiceList, page(rows)) };
      if (method === 'GET' && url === `${API}/tax/invoices/1`) {
        const lines = [
          {
            no: 1,
            name: 'Platform fee',
            unit: 'JOB',
            price: 3_625_000,
            qty: 1,
            discount: 0,
            taxBase: 3_625_000,
            otherTaxBase: 3_322_916,
            vatRateBp: 1200,
            vat: 398_700,
          },
        ];
        return { body: wire(taxInvoiceDetail, { ...rows[0]!, lines }) };
      }
      return undefined;
    });
    renderApp('/administrations/tax-management/list', client);
    expect(await screen.findByTestId('tax-inv-state-1')).toHaveTextContent('Completed');
    expect(screen.getByTestId('tax-inv-waiting-2')).toHaveTextContent('Waiting for a number');
    expect(screen.getByTestId('tax-inv-row-1')).toHaveTextContent('010.000-26.00000001');
    expect(screen.getByTestId('tax-inv-row-1')).toHaveTextContent('36.250');
    expect(screen.getByTestId('tax-rules')).toHaveTextContent('code 04');
    const listCall = calls.find((c) => c.url.startsWith(`${API}/tax/invoices?`))!;
    expect(listCall.url).toMatch(/length=\d+/);
    fireEvent.click(screen.getByTestId('tax-inv-open-1'));
    const detail = await screen.findByTestId('tax-inv-detail');
    expect(detail).toHaveTextContent('0316548972015000000000');
    expect(detail).toHaveTextContent('3.987');
    await waitFor(() => expect(screen.getByTestId('tax-inv-pdf')).toBeInTheDocument());
  });

  it('shows the buttons of the server actions; cancel asks a reason, a lost race shows the conflict alert', async () => {
    const exported = invoice(3, { status: 'E', actions: ['complete', 'replace', 'cancel'] });
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/tax/invoices?`)) return { body: wire(taxInvoiceList, page([exported])) };
      if (method === 'GET' && url === `${API}/tax/invoices/3`)
        return { body: wire(taxInvoiceDetail, { ...exported, lines: [line] }) };
      if (method === 'POST' && url === `${API}/tax/invoices/3/cancel`) {
        return { status: 409, body: { status: 'CONFLICT', message: 'The tax invoice is not in a state that allows this' } };
      }
      return undefined;
    });
    renderApp('/administrations/tax-management/list', client);
    fireEvent.click(await screen.findByTestId('tax-inv-open-3'));
    await screen.findByTestId('tax-inv-detail');
    expect(screen.getByTestId('tax-inv-complete')).toHaveTextContent('Upload approved PDF');
    expect(screen.getByTestId('tax-inv-replace')).toBeInTheDocument();
    expect(screen.queryByTestId('tax-inv-recordNumber')).toBeNull();
    fireEvent.click(screen.getByTestId('tax-inv-cancel'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Wrong buyer' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByTestId('tax-inv-conflict')).toHaveTextContent('not in a state');
    const posted = calls.find((c) => c.url.endsWith('/tax/invoices/3/cancel'))!;
    expect(posted.body).toEqual({ reason: 'Wrong buyer' });
  });

  it('records the Coretax number (Coretax mode): the field error the server answers shows on the field', async () => {
    const coretax = invoice(4, {
      numbering: 'CORETAX',
      taxNo: null,
      status: 'E',
      actions: ['recordNumber', 'cancel', 'replace'],
    });
    const { client } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/tax/invoices?`)) return { body: wire(taxInvoiceList, page([coretax])) };
      if (method === 'GET' && url === `${API}/tax/invoices/4`)
        return { body: wire(taxInvoiceDetail, { ...coretax, lines: [line] }) };
      if (method === 'POST' && url === `${API}/tax/invoices/4/tax-number`) {
        return {
          status: 400,
          body: { status: 'VALIDATION_FAILED', message: { taxNo: 'The tax number is given to another invoice' } },
        };
      }
      return undefined;
    });
    renderApp('/administrations/tax-management/list', client);
    fireEvent.click(await screen.findByTestId('tax-inv-open-4'));
    fireEvent.click(await screen.findByTestId('tax-inv-recordNumber'));
    fireEvent.change(await screen.findByTestId('tax-record-taxno'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('tax-record-save'));
    // The shared schema first: 17 digits.
    expect(await screen.findByText(/17 digits/)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('tax-record-taxno'), { target: { value: '04002600000000123' } });
    fireEvent.click(screen.getByTestId('tax-record-save'));
    expect(await screen.findByText('The tax number is given to another invoice')).toBeInTheDocument();
  });

  it('replaces after the confirmation: the new invoice (pengganti) opens in the detail', async () => {
    const completed = invoice(5, { status: 'C', actions: ['replace', 'cancel'] });
    const replacement = invoice(6, {
      taxNo: completed.taxNo,
      replacementCode: '1',
      replacesId: 5,
      status: 'N',
      actions: ['cancel'],
    });
    const { client, calls } = server(({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/tax/invoices?`)) return { body: wire(taxInvoiceList, page([completed])) };
      if (method === 'GET' && url === `${API}/tax/invoices/5`)
        return { body: wire(taxInvoiceDetail, { ...completed, lines: [line] }) };
      if (method === 'POST' && url === `${API}/tax/invoices/5/replace`) {
        return { body: wire(taxInvoiceDetail, { ...replacement, lines: [line] }) };
      }
      if (method === 'GET' && url === `${API}/tax/invoices/6`)
        return { body: wire(taxInvoiceDetail, { ...replacement, lines: [line] }) };
      return undefined;
    });
    renderApp('/administrations/tax-management/list', client);
    fireEvent.click(await screen.findByTestId('tax-inv-open-5'));
    fireEvent.click(await screen.findByTestId('tax-inv-replace'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByTestId('tax-inv-state-6')).toHaveAttribute('data-state', 'N');
    expect(screen.getByTestId('tax-inv-detail')).toHaveTextContent('Replaces invoice #5');
    expect(screen.queryByTestId('tax-inv-replace')).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/tax/invoices/5/replace'))).toHaveLength(1);
  });
});
