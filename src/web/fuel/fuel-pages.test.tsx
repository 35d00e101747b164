// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fuelCardList, fuelInvoiceList, statementDetail } from '../../domain/fuel/fuel';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const API = '/api/v1/lintas/trucking/fuel';
const OPERATOR = {
  usrId: 'TO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_TO',
  accnId: 'TO0001',
  permissions: ['dashboard.view', 'payments.read', 'payments.pay', 'jobs.operate'],
};
const PLATFORM = {
  usrId: 'OPADMIN',
  authorities: ['SP_OP_ADMIN', 'ADMIN'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'payments.read', 'payments.record'],
};

const card = {
  cardId: 1,
  cardNoMasked: '•••• •••• •••• 1019',
  last4: '1019',
  accnId: 'TO0001',
  accnName: 'PT Truk Nusantara',
  truckId: 'TRK-TO1-01',
  vhPlateNo: 'B 9101 TNA',
  driverId: null,
  drvName: null,
  dailyLimit: '3000000.00',
  monthlyLimit: '45000000.00',
  status: 'ACT',
  updatedAt: '2026-11-01T02:00:00Z',
  version: 1,
} as const;

const invoice = {
  docId: 7,
  docNo: 'FUEL/2026/000001',
  stmtId: 1,
  period: '2026-10',
  accnId: 'TO0001',
  accnName: 'PT Truk Nusantara',
  currency: 'IDR',
  total: '4325000.00',
  outstanding: '4325000.00',
  status: 'NEW',
  issuedAt: '2026-11-01T03:00:00Z',
  dueDate: '2026-11-15',
  paidDate: null,
  payable: true,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('fuel cards', () => {
  it('shows an operator its cards masked, without New card', async () => {
    const list = wire(fuelCardList, { draw: 1, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [card] });
    const { client } = signedInServer(OPERATOR, ({ url }) => (url.startsWith(`${API}/cards?`) ? { body: list } : undefined));
    renderApp('/opadmin/shellcard', client);
    const rows = await within(await screen.findByTestId('fuel-cards-list', {}, { timeout: 20_000 })).findAllByTestId(
      'fuel-cards-row',
    );
    expect(rows[0]).toHaveTextContent('•••• •••• •••• 1019');
    expect(rows[0]).toHaveTextContent('Rp 3.000.000');
    expect(rows[0]).toHaveTextContent('B 9101 TNA');
    expect(screen.queryByTestId('fuel-cards-new')).toBeNull();
  }, 60_000);

  it('shows the platform the whole number and New card', async () => {
    const list = wire(fuelCardList, {
      draw: 1,
      iTotalRecords: 1,
      iTotalDisplayRecords: 1,
      aaData: [{ ...card, cardNo: '7002401000001019' }],
    });
    const { client } = signedInServer(PLATFORM, ({ url }) => (url.startsWith(`${API}/cards?`) ? { body: list } : undefined));
    renderApp('/opadmin/shellcard', client);
    expect(await screen.findByText('7002401000001019', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('fuel-cards-new')).toBeInTheDocument();
  }, 60_000);
});

describe('a statement', () => {
  it('issues an operator its invoice from the button the row shows, and reports the unmatched count', async () => {
    const detail = (docNo: string | null) =>
      wire(statementDetail, {
        stmtId: 1,
        period: '2026-10',
        fileName: 'shell-statement-2026-10.csv',
        lineCount: 7,
        unmatchedCount: 0,
        totalAmount: '7244500.00',
        importedBy: 'OPADMIN',
        importedAt: '2026-11-01T03:00:00Z',
        operators: [
          {
            accnId: 'TO0001',
            accnName: 'PT Truk Nusantara',
            lineCount: 4,
            litres: '633.875',
            amount: '4325000.00',
            docId: docNo ? 7 : null,
            docNo,
            paymentStatus: docNo ? 'NEW' : null,
          },
        ],
        trucks: [
          { truckId: 'TRK-TO1-01', vhPlateNo: 'B 9101 TNA', accnId: 'TO0001', litres: '385.750', km: null, litresPer100Km: null },
        ],
      });
    let issued = false;
    const { client, calls } = signedInServer(PLATFORM, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/statements/1/invoices`) {
        issued = true;
        return { status: 201, body: detail('FUEL/2026/000001') };
      }
      if (url === `${API}/statements/1`) return { body: detail(issued ? 'FUEL/2026/000001' : null) };
      return undefined;
    });
    renderApp('/administrations/shellInvoicing/view/1', client);
    fireEvent.click(await screen.findByTestId('fuel-issue-TO0001', {}, { timeout: 20_000 }));
    await waitFor(() => expect(screen.getByTestId('fuel-operator-TO0001')).toHaveTextContent('FUEL/2026/000001'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accnId: 'TO0001' });
    expect(screen.getByTestId('fuel-unmatched-count')).toHaveTextContent('0');
    expect(screen.getByTestId('fuel-trucks')).toHaveTextContent('–');
  }, 60_000);
});

describe('Shell payments', () => {
  it('offers the operator Pay on its open invoice and pays through the payments API', async () => {
    const list = wire(fuelInvoiceList, { draw: 1, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [invoice] });
    const { client, calls } = signedInServer(OPERATOR, ({ url, method }) => {
      if (url.startsWith(`${API}/invoices?`)) return { body: list };
      if (method === 'POST' && url.endsWith('/payments/clicpay'))
        return {
          status: 409,
          body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'taken' }, message: 'The document is in another payment' },
        };
      return undefined;
    });
    renderApp('/shell/payments', client);
    expect(await screen.findByTestId('fuel-invoice-status-FUEL/2026/000001', {}, { timeout: 20_000 })).toHaveTextContent('Open');
    fireEvent.click(screen.getByTestId('fuel-invoice-pay-FUEL/2026/000001'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ docIds: [7] }));
    // The refusal (another payment holds it) is shown, the page stays.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  }, 60_000);
});
