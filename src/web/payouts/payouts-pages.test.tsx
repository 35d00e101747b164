// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bankAccountList, payoutDetail, payoutList } from '../../domain/payments/payouts-schema';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking';
const GLIHEAD = {
  usrId: 'GLIHEAD',
  authorities: ['FINANCE_HEAD'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'payouts.read', 'payouts.approve', 'bankaccounts.read', 'bankaccounts.approve'],
};
const GLIFIN = {
  ...GLIHEAD,
  usrId: 'GLIFIN',
  authorities: ['FINANCE_ADMIN'],
  permissions: ['dashboard.view', 'payouts.read', 'payouts.verify', 'bankaccounts.read', 'bankaccounts.manage'],
};

type Row = WireOf<typeof payoutList>['aaData'][number];
const payout = (id: number, over: Partial<Row> = {}): Row => ({
  payoutId: id,
  payoutNo: `PO/2026/00000${id}`,
  accnId: 'TO0001',
  accnName: 'PT Truk Nusantara',
  accnStatus: 'A',
  held: false,
  currency: 'IDR',
  frequency: 'IMMEDIATE',
  periodStart: '2026-11-25',
  gross: '1400000.00',
  netting: '150000.00',
  amount: '1250000.00',
  documents: 1,
  transfers: 0,
  status: 'VER',
  bankAcctId: 1,
  bankCode: '014',
  accountNo: '5270012345',
  holderName: 'PT TRUK NUSANTARA',
  verifiedBy: 'GLIFIN',
  verifiedAt: '2026-11-25T02:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  paidAt: null,
  lastFailureReason: null,
  lastFailedAt: null,
  createdAt: '2026-11-25T01:00:00.000Z',
  version: 2,
  actions: ['approve'],
  ...over,
});
const page = <T,>(rows: T[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });
const CONFLICT = {
  status: 409,
  body: {
    status: 'CONFLICT',
    err: { code: 'CONFLICT', msg: 'The payout changed meanwhile; reload it' },
    message: 'The payout changed meanwhile; reload it',
  },
};

const server = signedInServer;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('outbound payments', { timeout: 30_000 }, () => {
  it('shows amounts in rupiah, a held payout without approval, and a lost approval in the conflict alert', async () => {
    const rows = [payout(1), payout(2, { held: true, accnStatus: 'S', actions: [] })];
    const { client, calls } = server(GLIHEAD, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/payouts?`)) return { body: wire(payoutList, page(rows)) };
      if (method === 'POST' && url === `${API}/payouts/1/approve`) return CONFLICT;
      return undefined;
    });
    renderApp('/opadmin/outboundpayments?status=VER', client);
    expect(await screen.findByTestId('payout-amount-1')).toHaveTextContent('Rp 1.250.000');
    expect(screen.getByTestId('payout-held-2')).toHaveTextContent('Held');
    expect(screen.queryByTestId('payout-approve-2')).toBeNull();
    const listCall = calls.find((c) => c.method === 'GET' && c.url.startsWith(`${API}/payouts?`))!;
    expect(listCall.url).toContain('status=VER');

    fireEvent.click(screen.getByTestId('payout-approve-1'));
    expect(await screen.findByTestId('confirm-message')).toHaveTextContent('Rp 1.250.000');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    const alert = await screen.findByTestId('payouts-conflict');
    expect(alert).toHaveTextContent('The payout changed meanwhile');
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/payouts/1/approve'))!;
    expect(post.body).toEqual({ version: 2 });
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${API}/payouts?`)).length;
    const before = reads();
    fireEvent.click(within(alert).getByTestId('payouts-reload'));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('the finance admin verifies a NEW payout; a failed attempt shows its reason', async () => {
    const rows = [
      payout(3, {
        status: 'NEW',
        verifiedBy: null,
        verifiedAt: null,
        lastFailureReason: 'ACCOUNT_CLOSED (4033002)',
        actions: ['verify'],
      }),
    ];
    const { client, calls } = server(GLIFIN, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/payouts?`)) return { body: wire(payoutList, page(rows)) };
      if (method === 'POST' && url === `${API}/payouts/3/verify`)
        return { body: wire(payoutDetail, { ...payout(3, { actions: [] }), items: [], transferList: [], journalId: null }) };
      return undefined;
    });
    renderApp('/opadmin/outboundpayments', client);
    expect(await screen.findByTestId('payout-status-3')).toHaveTextContent('ACCOUNT_CLOSED');
    fireEvent.click(screen.getByTestId('payout-verify-3'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/payouts/3/verify'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/payouts/3/verify'))!.body).toEqual({ version: 2 });
    expect(screen.getByTestId('payouts-build')).toBeInTheDocument();
  });
});

describe('payout detail', { timeout: 30_000 }, () => {
  it('a truck operator opens its paid payout read-only: the debit note paid, the fee netted, the transfer', async () => {
    const TO1 = {
      usrId: 'TO1',
      authorities: ['ACCN_ADMIN'],
      accnType: 'ACC_TYPE_TO',
      accnId: 'TO0001',
      permissions: ['dashboard.view', 'payouts.read', 'bankaccounts.read'],
    };
    const paid = payout(7, {
      status: 'PAID',
      approvedBy: 'GLIHEAD',
      paidAt: '2026-11-25T03:00:00.000Z',
      transfers: 1,
      actions: [],
    });
    const { client } = server(TO1, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/payouts?`)) return { body: wire(payoutList, page([paid])) };
      if (method === 'GET' && url === `${API}/payouts/7`)
        return {
          body: wire(payoutDetail, {
            ...paid,
            items: [
              { docId: 11, docNo: 'DN/2026/000011', docType: 'DN_TO', jobId: 'JB1', amount: '1400000.00', paymentStatus: 'PAID' },
              { docId: 12, docNo: 'PF/2026/000012', docType: 'PF_TO', jobId: 'JB1', amount: '150000.00', paymentStatus: 'PAID' },
            ],
            transferList: [
              {
                reference: 'PO2026000007-1-1',
                attempt: 1,
                seq: 1,
                amount: '1250000.00',
                status: 'SENT',
                bankReference: 'SIMABC',
                reason: null,
                sentAt: '2026-11-25T03:00:00.000Z',
              },
            ],
            journalId: 42,
          }),
        };
      return undefined;
    });
    const { router } = renderApp('/opadmin/outboundpayments', client);
    expect(screen.queryByTestId('payout-approve-7')).toBeNull();
    fireEvent.click(await screen.findByTestId('payout-amount-7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/opadmin/outboundpayments/view/7'));
    expect(await screen.findByTestId('payout-item-11')).toHaveTextContent('Paid');
    expect(screen.getByTestId('payout-item-12')).toHaveTextContent('Platform fee (netted off)');
    expect(screen.getByTestId('payout-transfers')).toHaveTextContent('SIMABC');
    expect(screen.getByTestId('payout-detail-amount')).toHaveTextContent('Rp 1.250.000');
  });
});

describe('bank accounts', { timeout: 30_000 }, () => {
  type BankRow = WireOf<typeof bankAccountList>['aaData'][number];
  const account = (id: number, over: Partial<BankRow> = {}): BankRow => ({
    bankAcctId: id,
    accnId: 'TO0001',
    accnName: 'PT Truk Nusantara',
    bankCode: '008',
    bankName: 'Bank Mandiri',
    accountNo: '1230009876543',
    holderName: 'PT Truk Nusantara',
    bankHolderName: 'PT TRUK NUSANTARA',
    currency: 'IDR',
    isDefault: true,
    state: 'PENDING',
    replacesId: null,
    proposedBy: 'GLIFIN',
    proposedAt: '2026-11-25T01:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionReason: null,
    actions: [],
    ...over,
  });

  it('the maker proposes an account checked at the bank; a name the bank does not keep shows on the field', async () => {
    const { client, calls } = server(GLIFIN, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/bankaccounts?`)) return { body: wire(bankAccountList, page([account(5)])) };
      if (method === 'GET' && url === `${API}/bankaccounts/companies`)
        return {
          body: [
            { value: 'TO0001', desc: 'PT Truk Nusantara' },
            { value: 'TO0002', desc: 'PT Angkutan Jaya' },
          ],
        };
      if (method === 'POST' && url === `${API}/bankaccounts/inquiry`)
        return { body: { found: true, holderName: 'CV MAJU JAYA' } };
      if (method === 'POST' && url === `${API}/bankaccounts`)
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
            message: { holderName: 'Does not match the holder name the bank keeps for this account' },
          },
        };
      return undefined;
    });
    renderApp('/opadmin/bankaccounts', client);
    // Its own proposal: the maker may not decide it.
    expect(await screen.findByTestId('bank-account-approve-5')).toBeDisabled();
    fireEvent.click(screen.getByTestId('bank-account-new'));
    const form = await screen.findByTestId('bank-account-form');
    const company = within(form).getByTestId('bank-account-accnId') as HTMLSelectElement;
    await waitFor(() => expect([...company.options].map((o) => o.textContent)).toContain('PT Angkutan Jaya (TO0002)'));
    fireEvent.change(within(form).getByTestId('bank-account-accnId'), { target: { value: 'TO0002' } });
    fireEvent.change(within(form).getByTestId('bank-account-accountNo'), { target: { value: '12' } });
    fireEvent.click(within(form).getByTestId('bank-account-save'));
    expect(await within(form).findByText('Use 5 to 20 digits')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `${API}/bankaccounts`)).toBe(false);

    fireEvent.change(within(form).getByTestId('bank-account-accountNo'), { target: { value: '1122334455' } });
    fireEvent.click(within(form).getByTestId('bank-account-inquire'));
    expect(await within(form).findByTestId('bank-account-inquiry')).toHaveTextContent('CV MAJU JAYA');
    fireEvent.change(within(form).getByTestId('bank-account-holderName'), { target: { value: 'Someone Else' } });
    fireEvent.click(within(form).getByTestId('bank-account-save'));
    expect(await within(form).findByText('Does not match the holder name the bank keeps for this account')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url === `${API}/bankaccounts`)!;
    expect(sent.body).toMatchObject({
      accnId: 'TO0002',
      bankCode: '014',
      accountNo: '1122334455',
      holderName: 'Someone Else',
      currency: 'IDR',
    });
  });

  it('the checker approves a pending account; a decision lost meanwhile shows in the conflict alert', async () => {
    const { client } = server(GLIHEAD, ({ url, method }) => {
      if (method === 'GET' && url.startsWith(`${API}/bankaccounts?`))
        return { body: wire(bankAccountList, page([account(6, { actions: ['approve', 'reject'] })])) };
      if (method === 'POST' && url === `${API}/bankaccounts/6/approve`) return CONFLICT;
      return undefined;
    });
    renderApp('/opadmin/bankaccounts', client);
    fireEvent.click(await screen.findByTestId('bank-account-approve-6'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    expect(await screen.findByTestId('bank-accounts-conflict')).toHaveTextContent('changed meanwhile');
    expect(screen.queryByTestId('bank-account-new')).toBeNull();
  });
});
