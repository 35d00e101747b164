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
  ...over,
});
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
});
