// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractActionsOf, contractRequestActionsOf } from '../../domain/contracts/contracts';
import { contractDetail } from '../../domain/contracts/contract-responses';
import { wire } from '../test/wire-fixture';
import type { WireOf } from '../../domain/wire';
import { RATE_TABLE_WORKFLOW, rateTableSubject } from '../../domain/contracts/rate-tables';
import { actionsOf } from '../../domain/workflow';
import { setLanguage } from '../lib/i18n';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';

const API = '/api/v1/lintas/trucking';
const L1 = {
  usrId: 'L1SUPPORT',
  authorities: ['SP_L1'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'contracts.read', 'contracts.request', 'rates.read', 'rates.manage', 'rates.verify'],
};
const HEAD = {
  usrId: 'GLIHEAD',
  authorities: ['FINANCE_HEAD'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'contracts.read', 'contracts.approve', 'rates.read', 'rates.approve'],
};
const TO = {
  usrId: 'TO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_TO',
  accnId: 'TO0001',
  permissions: ['dashboard.view', 'contracts.read', 'rates.read', 'rates.manage'],
};

const requestBase = (over: Record<string, unknown> = {}) => ({
  reqId: 'CR000007',
  reqKind: 'NEW',
  contractId: null,
  state: 'NEW_REQ',
  customerAccnId: 'CO0001',
  customerName: 'PT Sumber Makmur Abadi',
  toAccnId: 'TO0001',
  toName: 'PT Truk Nusantara',
  validFrom: '2026-12-01',
  validTo: '2027-11-30',
  currency: 'IDR',
  customerPaymentTermDays: 30,
  toPaymentTermDays: 14,
  customerFeeType: 'PCT',
  customerFeeValue: '2.50',
  toFeeType: 'FIXED',
  toFeeValue: '50000.00',
  customerWithholdingPct: null,
  toWithholdingPct: null,
  financingType: 'NON_FINANCING',
  paymentMethod: 'CLICPAY',
  payoutFrequency: 'WEEKLY',
  remarks: null,
  version: 3,
  requestedBy: 'L1SUPPORT',
  submittedBy: null,
  submittedAt: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  appliedAt: null,
  createdAt: '2026-11-23T01:00:00Z',
  updatedAt: '2026-11-23T01:00:00Z',
  ...over,
});
/** A contract as its detail route sends it: the terms of the request that made it, with the user's verbs. */
const contractOf = (
  requests: WireOf<typeof contractDetail>['requests'],
  permissions: string[],
  over: Record<string, unknown> = {},
) => {
  const {
    reqId: _reqId,
    reqKind: _reqKind,
    contractId: _contractId,
    state: _state,
    requestedBy: _requestedBy,
    submittedBy: _submittedBy,
    submittedAt: _submittedAt,
    decidedBy: _decidedBy,
    decidedAt: _decidedAt,
    decisionReason: _decisionReason,
    appliedAt: _appliedAt,
    ...terms
  } = requestBase(over);
  return wire(contractDetail, {
    ...(terms as Omit<WireOf<typeof contractDetail>, 'contractId' | 'status' | 'requests' | 'actions'>),
    contractId: 'CT000001',
    status: 'ACTIVE',
    requests,
    actions: contractActionsOf(requests, permissions),
  });
};
/** The request as the server sends it to `user`: with the verbs they may use now (`actions`). */
const request = (over: Record<string, unknown>, user: { usrId: string; permissions: string[] }) => {
  const base = requestBase(over);
  return { ...base, actions: contractRequestActionsOf(base, user) };
};

const server = signedInServer;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('contract request workflow buttons', () => {
  it('level-1 support sees submit, edit and delete on a draft (no approve) and submits with the version read', async () => {
    const { client, calls } = server(L1, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/contract-requests/CR000007/submit`)
        return { body: request({ state: 'NEW_SUBMITTED', version: 4, submittedBy: 'L1SUPPORT' }, L1) };
      if (url === `${API}/contract-requests/CR000007`) return { body: request({}, L1) };
      return undefined;
    });
    renderApp('/opadmin/contractrequest/view/CR000007', client);
    const submit = await screen.findByTestId('cr-submit');
    expect(screen.getByTestId('cr-edit')).toBeInTheDocument();
    expect(screen.getByTestId('cr-delete')).toBeInTheDocument();
    expect(screen.queryByTestId('cr-approve')).toBeNull();
    expect(screen.queryByTestId('cr-reject')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/submit'))?.body).toEqual({ version: 3 }),
    );
  });

  it('a finance head approves a submitted request; reject asks for a reason first', async () => {
    const submitted = request({ state: 'NEW_SUBMITTED', submittedBy: 'L1SUPPORT', version: 4 }, HEAD);
    const { client, calls } = server(HEAD, ({ url, method }) => {
      if (method === 'POST' && url.endsWith('/reject')) return { body: request({ state: 'NEW_REJECTED', version: 5 }, HEAD) };
      if (method === 'POST' && url.endsWith('/approve')) return { body: request({ state: 'EXPORTED', version: 6 }, HEAD) };
      if (url === `${API}/contract-requests/CR000007`) return { body: submitted };
      return undefined;
    });
    renderApp('/opadmin/contractrequest/view/CR000007', client);
    await screen.findByTestId('cr-approve');
    expect(screen.queryByTestId('cr-submit')).toBeNull();
    expect(screen.queryByTestId('cr-delete')).toBeNull();
    fireEvent.click(screen.getByTestId('cr-reject'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('This field is required', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/reject'))).toBe(false);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Fee too low' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ version: 4, reason: 'Fee too low' }),
    );
  });

  it('the requester who is also an approver gets no approve button but a hint (maker-checker)', async () => {
    const me = { ...HEAD, permissions: [...HEAD.permissions, 'contracts.request'] };
    const own = request({ state: 'NEW_SUBMITTED', requestedBy: 'GLIHEAD', submittedBy: 'GLIHEAD' }, me);
    const { client } = server(me, ({ url }) => (url === `${API}/contract-requests/CR000007` ? { body: own } : undefined));
    renderApp('/opadmin/contractrequest/view/CR000007', client);
    expect(await screen.findByTestId('cr-maker-checker')).toBeInTheDocument();
    expect(screen.queryByTestId('cr-approve')).toBeNull();
    expect(screen.queryByTestId('cr-reject')).toBeNull();
  });

  it('shows a stale version (409) with a reload button', async () => {
    const { client } = server(L1, ({ url, method }) => {
      if (method === 'POST')
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'Changed by someone else' },
            message: 'Changed by someone else',
          },
        };
      if (url === `${API}/contract-requests/CR000007`) return { body: request({}, L1) };
      return undefined;
    });
    renderApp('/opadmin/contractrequest/view/CR000007', client);
    fireEvent.click(await screen.findByTestId('cr-submit'));
    expect(await screen.findByTestId('cr-conflict', {}, { timeout: 5000 })).toHaveTextContent('Changed by someone else');
  });
});

describe('rate table workflow buttons', () => {
  const tableBase = (over: Record<string, unknown> = {}) => ({
    rateId: 'RT000009',
    rateName: 'Priok lanes',
    toAccnId: 'TO0001',
    toName: 'PT Truk Nusantara',
    customerAccnId: 'CO0001',
    customerName: 'PT Sumber Makmur Abadi',
    currency: 'IDR',
    validFrom: '2026-12-01',
    validTo: '2027-11-30',
    state: 'SUB',
    reason: null,
    lineCount: 1,
    version: 2,
    submittedBy: 'TO1',
    verifiedBy: null,
    approvedBy: null,
    updatedAt: '2026-11-23T01:00:00Z',
    lines: [
      {
        lineId: 1,
        fromLocId: 'LOC-A',
        fromLocName: 'Terminal Koja',
        toLocId: 'LOC-B',
        toLocName: 'Gudang Sunter',
        vehicleType: 'PRIME_MOVER',
        tripType: 'S',
        dropSeq: null,
        charge: '1450000.00',
      },
    ],
    ...over,
  });
  /** The table as the server sends it to `user`: with the verbs they may use now (`actions`). */
  const table = (over: Record<string, unknown>, user: typeof L1) => {
    const base = tableBase(over);
    const sides = user.accnType === 'SP_OP_ADMIN' || base.toAccnId === user.accnId ? ['operator'] : [];
    return { ...base, actions: actionsOf(RATE_TABLE_WORKFLOW, rateTableSubject(base), { ...user, sides }) };
  };

  it('level-1 support verifies a submitted table; the operator does not see verify', async () => {
    const { client, calls } = server(L1, ({ url, method }) => {
      if (method === 'POST' && url.endsWith('/verify'))
        return { body: table({ state: 'VER', version: 3, verifiedBy: 'L1SUPPORT' }, L1) };
      if (url === `${API}/rate-tables/RT000009`) return { body: table({}, L1) };
      return undefined;
    });
    renderApp('/manage/ratetable-details/view/RT000009', client);
    expect(await screen.findByTestId('rt-lines')).toHaveTextContent('1.450.000');
    fireEvent.click(await screen.findByTestId('rt-verify'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/verify'))?.body).toEqual({ version: 2 }));
  });

  it('the operator activates an approved table and deactivates an active one with a reason', async () => {
    const { client, calls } = server(TO, ({ url, method }) => {
      if (method === 'POST') return { body: table({ state: 'I', version: 4 }, TO) };
      if (url === `${API}/rate-tables/RT000009`) return { body: table({ state: 'A', version: 3 }, TO) };
      return undefined;
    });
    renderApp('/manage/ratetable-details/view/RT000009', client);
    expect(screen.queryByTestId('rt-verify')).toBeNull();
    fireEvent.click(await screen.findByTestId('rt-deactivate'));
    fireEvent.change(await screen.findByTestId('reason-input'), { target: { value: 'New tariff' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/deactivate'))?.body).toEqual({ version: 3, reason: 'New tariff' }),
    );
  });
});

// Each of these renders the whole app and works a form; the shared machine is slow.
describe('contract and rate table forms (the one form hook)', { timeout: 20_000 }, () => {
  const validation = (fields: Record<string, unknown>) => ({
    status: 400,
    body: { status: 'VALIDATION_FAILED', err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' }, message: fields },
  });
  const conflict = {
    status: 409,
    body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'Changed by someone else' }, message: 'Changed by someone else' },
  };

  it('a draft is checked with the shared schema, sent with its version, and a stale save shows the conflict with Reload', async () => {
    let reads = 0;
    const { client, calls } = server(L1, ({ url, method }) => {
      if (method === 'PUT') return conflict;
      if (url === `${API}/contract-requests/CR000007`) {
        reads++;
        return { body: request({}, L1) };
      }
      return undefined;
    });
    renderApp('/opadmin/contractrequest/edit/CR000007', client);
    const fee = await screen.findByTestId('cr-customerFeeValue', {}, { timeout: 5000 });
    // Fields are inputs while editing; the parties of a request are shown as text only when locked.
    fireEvent.change(fee, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('cr-save'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(fee, { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('cr-save'));
    expect(await screen.findByTestId('cr-conflict')).toHaveTextContent('Changed by someone else');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ customerFeeValue: '3', version: 3 });
    const before = reads;
    fireEvent.click(screen.getByTestId('form-reload'));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('cr-conflict')).toBeNull());
    expect(screen.getByTestId('cr-customerFeeValue')).toHaveValue('2.50');
  });

  it('a view shows the values as text, not inputs', async () => {
    const { client } = server(HEAD, ({ url }) =>
      url === `${API}/contract-requests/CR000007`
        ? { body: request({ state: 'NEW_SUBMITTED', customerWithholdingPct: '2.50' }, HEAD) }
        : undefined,
    );
    renderApp('/opadmin/contractrequest/view/CR000007', client);
    expect(await screen.findByTestId('cr-customerFeeValue')).toHaveTextContent('2.50');
    expect(screen.getByTestId('cr-validFrom')).toHaveTextContent('01/12/2026');
    // The withholding tax of each side as a percentage; none is a dash.
    expect(screen.getByTestId('cr-customerWithholdingPct')).toHaveTextContent('2.5%');
    expect(screen.getByTestId('cr-toWithholdingPct')).toHaveTextContent('—');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('cr-save')).toBeNull();
  });

  it('withholding tax (PPh 23): a bad percentage is refused before sending; empty is sent as none', async () => {
    const { client, calls } = server(L1, ({ url, method }) => {
      if (method === 'PUT') return { body: request({ customerWithholdingPct: '2.50', version: 4 }, L1) };
      if (url === `${API}/contract-requests/CR000007`) return { body: request({ toWithholdingPct: '1.00' }, L1) };
      return undefined;
    });
    renderApp('/opadmin/contractrequest/edit/CR000007', client);
    const customer = await screen.findByTestId('cr-customerWithholdingPct', {}, { timeout: 5000 });
    const operator = screen.getByTestId('cr-toWithholdingPct');
    // Prefilled from the request read: empty for none, the percentage otherwise.
    expect(customer).toHaveValue('');
    expect(customer).toHaveAttribute('placeholder', 'None');
    expect(operator).toHaveValue('1.00');
    fireEvent.change(customer, { target: { value: '2.555' } });
    fireEvent.click(screen.getByTestId('cr-save'));
    expect(await screen.findByText('Use a percentage from 0 to 100 with up to 2 decimals')).toBeInTheDocument();
    expect(customer).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(customer, { target: { value: '101' } });
    fireEvent.click(screen.getByTestId('cr-save'));
    await waitFor(() => expect(customer).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(customer, { target: { value: ' 2.5 ' } });
    fireEvent.change(operator, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('cr-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      customerWithholdingPct: '2.5',
      toWithholdingPct: null,
      version: 3,
    });
  });

  it('leaving a changed draft asks first', async () => {
    const { client } = server(L1, ({ url }) =>
      url === `${API}/contract-requests/CR000007` ? { body: request({}, L1) } : undefined,
    );
    const { router } = renderApp('/opadmin/contractrequest/edit/CR000007', client);
    fireEvent.change(await screen.findByTestId('cr-toFeeValue', {}, { timeout: 5000 }), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('cr-back'));
    expect(await screen.findByTestId('confirm-message', {}, { timeout: 5000 })).toHaveTextContent('unsaved changes');
    fireEvent.click(screen.getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).toBeNull());
    expect(router.state.location.pathname).toBe('/opadmin/contractrequest/edit/CR000007');
  });

  it("the server's field errors of a rate line land on that line's field; the body carries the version read", async () => {
    const rate = {
      rateId: 'RT000009',
      rateName: 'Priok lanes',
      toAccnId: 'TO0001',
      toName: 'PT Truk Nusantara',
      customerAccnId: 'CO0001',
      customerName: 'PT Sumber Makmur Abadi',
      currency: 'IDR',
      validFrom: '2026-12-01',
      validTo: '2027-11-30',
      state: 'REJ',
      reason: 'Charge too high',
      lineCount: 1,
      version: 5,
      submittedBy: 'TO1',
      verifiedBy: null,
      approvedBy: null,
      updatedAt: '2026-11-23T01:00:00Z',
      actions: ['edit'],
      lines: [
        {
          lineId: 1,
          fromLocId: 'LOC-A',
          fromLocName: 'Terminal Koja',
          toLocId: 'LOC-B',
          toLocName: 'Gudang Sunter',
          vehicleType: 'PRIME_MOVER',
          tripType: 'S',
          dropSeq: null,
          charge: '1450000.00',
        },
      ],
    };
    const { client, calls } = server(TO, ({ url, method }) => {
      if (method === 'PUT') return validation({ lines: { '0': { charge: 'Above the agreed ceiling' } } });
      if (url === `${API}/rate-tables/RT000009`) return { body: rate };
      return undefined;
    });
    renderApp('/manage/ratetable-details/edit/RT000009', client);
    // The operator's own table: its operator is text, not a disabled input.
    expect(await screen.findByTestId('rt-toAccnId', {}, { timeout: 5000 })).toHaveTextContent('PT Truk Nusantara (TO0001)');
    fireEvent.click(screen.getByTestId('rt-add-line'));
    expect(screen.getAllByTestId('rt-line')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('rt-line-1-remove'));
    expect(screen.getAllByTestId('rt-line')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('rt-save'));
    const charge = screen.getByTestId('rt-line-0-charge');
    await waitFor(() => expect(charge).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Above the agreed ceiling')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      version: 5,
      lines: [
        { fromLocId: 'LOC-A', toLocId: 'LOC-B', vehicleType: 'PRIME_MOVER', tripType: 'S', dropSeq: null, charge: '1450000.00' },
      ],
    });
  });

  it('a new rate table is checked with the shared schema before it is sent', async () => {
    const { client, calls } = server(TO, () => undefined);
    renderApp('/manage/ratetable-details/new', client);
    fireEvent.click(await screen.findByTestId('rt-save'));
    await waitFor(() => expect(screen.getByTestId('rt-rateName')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('rt-line-0-charge')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('contract screens in the route table', { timeout: 20_000 }, () => {
  it('a company user may not open contract requests', async () => {
    const { client } = server(TO, () => undefined);
    const { router } = renderApp('/opadmin/contractrequest', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'), { timeout: 5000 });
  });

  it('a finance head opens the contract requests without a New button, and may not open a new one', async () => {
    const { client } = server(HEAD, ({ url }) =>
      url.startsWith(`${API}/contract-requests?`)
        ? { body: { draw: 0, iTotalRecords: 0, iTotalDisplayRecords: 0, aaData: [] } }
        : undefined,
    );
    const { router } = renderApp('/opadmin/contractrequest', client);
    expect(await screen.findByTestId('contract-requests-list', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('contract-request-new')).toBeNull();
    void router.navigate('/opadmin/contractrequest/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'), { timeout: 5000 });
  });

  it('a new rate table needs rates.manage; viewing one needs rates.read', async () => {
    const reader = { ...HEAD, permissions: ['dashboard.view', 'rates.read'] };
    const { client } = server(reader, () => undefined);
    const { router } = renderApp('/administrations/rateTable-management/new', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
  });
});

describe('contract lists', () => {
  it('the back office filters contracts by party and status (kept in the URL); a row opens the contract', async () => {
    const row = { ...requestBase(), contractId: 'CT000001', status: 'ACTIVE' };
    const { client, calls } = server(L1, ({ url }) => {
      if (url.startsWith(`${API}/contracts/party-options`))
        return { body: [{ value: 'CO0001', desc: 'PT Sumber Makmur Abadi' }] };
      if (url.startsWith(`${API}/contracts?`))
        return { body: { draw: 0, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [row] } };
      if (url === `${API}/contracts/CT000001`) return { body: contractOf([], L1.permissions) };
      return undefined;
    });
    renderApp('/opadmin/contracts?status=ACTIVE&customerAccnId=CO0001', client);
    const first = (await screen.findAllByTestId('contracts-row'))[0]!;
    expect(first).toHaveTextContent('PT Sumber Makmur Abadi');
    expect(calls.find((c) => c.url.startsWith(`${API}/contracts?`))?.url).toBe(
      `${API}/contracts?start=0&length=10&status=ACTIVE&customerAccnId=CO0001`,
    );
    fireEvent.click(first);
    expect(await screen.findByTestId('contract-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('contract-request-renewal')).toBeInTheDocument();
  });

  it('the back office gets no request buttons while a change request of the contract is open', async () => {
    const open = { reqId: 'CR000009', reqKind: 'UPDATE', state: 'UPDATE_SUBMITTED', appliedAt: null } as const;
    const { client } = server(L1, ({ url }) => {
      if (url === `${API}/contracts/CT000001`)
        return {
          body: contractOf(
            [{ ...open, validFrom: '2026-12-01', validTo: '2027-11-30', requestedBy: 'L1SUPPORT', decidedBy: null }],
            L1.permissions,
          ),
        };
      return undefined;
    });
    renderApp('/opadmin/contracts/view/CT000001', client);
    expect(await screen.findByTestId('contract-requests')).toHaveTextContent('CR000009');
    expect(screen.queryByTestId('contract-request-update')).toBeNull();
    expect(screen.queryByTestId('contract-request-renewal')).toBeNull();
  });

  it("the contract detail shows each side's withholding tax, with the decimal comma in Bahasa Indonesia", async () => {
    const { client } = server(L1, ({ url }) =>
      url === `${API}/contracts/CT000001`
        ? { body: contractOf([], L1.permissions, { customerWithholdingPct: '2.50', toWithholdingPct: null }) }
        : undefined,
    );
    await setLanguage('id');
    try {
      renderApp('/opadmin/contracts/view/CT000001', client);
      expect(await screen.findByTestId('contract-customer-withholding')).toHaveTextContent('2,5%');
      expect(screen.getByTestId('contract-to-withholding')).toHaveTextContent('—');
      expect(screen.getByTestId('contract-detail')).toHaveTextContent('Potongan PPh 23 (pelanggan)');
      expect(screen.getByTestId('contract-detail')).toHaveTextContent('Frekuensi pembayaran ke operatorMingguan');
    } finally {
      await setLanguage('en');
    }
  });

  it('a company sees its contracts without party filters or request buttons', async () => {
    const row = { ...requestBase(), contractId: 'CT000001', status: 'ACTIVE' };
    const { client } = server(TO, ({ url }) => {
      if (url.startsWith(`${API}/contracts?`))
        return { body: { draw: 0, iTotalRecords: 1, iTotalDisplayRecords: 1, aaData: [row] } };
      if (url === `${API}/contracts/CT000001`) return { body: contractOf([], TO.permissions) };
      return undefined;
    });
    renderApp('/administrations/contract-management', client);
    fireEvent.click((await screen.findAllByTestId('contracts-row'))[0]!);
    expect(await screen.findByTestId('contract-detail')).toHaveTextContent('PT Truk Nusantara');
    expect(screen.queryByTestId('contract-request-renewal')).toBeNull();
    expect(screen.queryByTestId('contracts-filter-customerAccnId')).toBeNull();
  });
});
