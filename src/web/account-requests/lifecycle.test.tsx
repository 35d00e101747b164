// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { accountRequestActionsOf } from '../../domain/account-requests';

// The lists' first render in jsdom can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking';
const REQ = '11111111-2222-4333-8444-555555555555';
const platform = (usrId: string, authorities: string[], permissions: string[]) => ({
  usrId,
  authorities,
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'users.manage', 'sysparam.manage', 'accounts.list', ...permissions],
});
const OPADMIN = platform('OPADMIN', ['SP_OP_ADMIN'], ['accounts.lifecycle', 'onboarding.review']);
const SUPERADMIN = platform('SUPERADMIN', ['SYS_SUPER_ADMIN'], ['accounts.lifecycle', 'onboarding.review']);
const L1 = platform('L1SUPPORT', ['SP_L1'], ['onboarding.review']);

const FLOW: Record<string, { submitted: string; approved: string }> = {
  SUSPENSION: { submitted: 'P', approved: 'S' },
  TERMINATION: { submitted: 'V', approved: 'T' },
  RESUMPTION: { submitted: 'Q', approved: 'A' },
};

/** A fake server with one company; requests move its status like the real one (maker-checker included). */
function server(
  me: { usrId: string; permissions: string[] },
  start: { accnStatus: string; request?: { reqType: string; requestedBy: string } },
  /** POSTs to URLs matching this are refused as stale (409), as when someone else acted meanwhile. */
  staleOn?: RegExp,
) {
  let accnStatus = start.accnStatus;
  let request: Record<string, unknown> | null = start.request
    ? {
        reqId: REQ,
        accnId: 'CO1',
        accnName: 'PT Kargo',
        reqType: start.request.reqType,
        reason: 'Unpaid invoices',
        fromStatus: 'A',
        status: 'PENDING',
        requestedBy: start.request.requestedBy,
        requestedAt: '2026-11-20T03:00:00Z',
        decidedBy: null,
        decidedAt: null,
        decisionReason: null,
      }
    : null;
  const page = (rows: unknown[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });
  return fakeFetchClient(({ url, method, body }) => {
    if (url.startsWith('/api/co/cac/profile')) return { body: profileOf(me) };
    if (method === 'POST' && staleOn?.test(url))
      return {
        status: 409,
        body: {
          status: 'CONFLICT',
          err: { code: 'CONFLICT', msg: 'This request has already been decided' },
          message: 'This request has already been decided',
        },
      };
    if (url === `${API}/accounts/CO1/requests` && method === 'POST') {
      const b = body as { reqType: string; reason: string };
      request = {
        reqId: REQ,
        accnId: 'CO1',
        accnName: 'PT Kargo',
        reqType: b.reqType,
        reason: b.reason,
        fromStatus: accnStatus,
        status: 'PENDING',
        requestedBy: me.usrId,
        requestedAt: '2026-11-21T03:00:00Z',
        decidedBy: null,
        decidedAt: null,
        decisionReason: null,
      };
      accnStatus = FLOW[b.reqType]!.submitted;
      return { status: 201, body: request };
    }
    const decide = /account-requests\/([\w-]+)\/(approve|reject)$/.exec(url);
    if (decide && request) {
      if (request.requestedBy === me.usrId)
        return { status: 403, body: { status: 'FORBIDDEN', err: { code: 'FORBIDDEN', msg: 'maker-checker' } } };
      accnStatus = decide[2] === 'approve' ? FLOW[request.reqType as string]!.approved : (request.fromStatus as string);
      request = { ...request, status: decide[2] === 'approve' ? 'APPROVED' : 'REJECTED', decidedBy: me.usrId };
      return { body: { ...request, accnStatus } };
    }
    if (url.startsWith(`${API}/account-requests?`)) {
      const pendingOnly = url.includes('status=PENDING');
      const rows =
        request && (!pendingOnly || request.status === 'PENDING')
          ? [{ ...request, accnStatus, actions: accountRequestActionsOf(request as { status: string; requestedBy: string }, me) }]
          : [];
      return { body: page(rows) };
    }
    if (url.startsWith(`${API}/accounts/CO1`))
      return {
        body: {
          accnId: 'CO1',
          accnName: 'PT Kargo',
          accnCoyRegn: '0123456789012345',
          accnStatus,
          atypId: 'ACC_TYPE_CO',
          contactTel: '+62 21 555 1234',
          contactEmail: 'info@kargo.co.id',
          addrLn1: 'Jl. Sudirman 1',
          addrCity: 'Jakarta',
          addrProv: 'DKI',
          addrPcode: '10210',
          addrCtry: 'ID',
          updatedAt: null,
          version: 3,
          history: [],
        },
      };
    return { body: [] };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('account lifecycle on the company page', { timeout: 30_000 }, () => {
  it('requests a suspension with a required reason; the requester cannot decide it', async () => {
    const { client, calls } = server(OPADMIN, { accnStatus: 'A' });
    renderApp('/manageAccount/view/CO1', client);
    expect(await screen.findByTestId('account-status')).toHaveTextContent('Active');
    expect(await screen.findByTestId('lifecycle-request-TERMINATION')).toBeInTheDocument();
    expect(screen.queryByTestId('lifecycle-request-RESUMPTION')).toBeNull();
    fireEvent.click(screen.getByTestId('lifecycle-request-SUSPENSION'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: ' Unpaid invoices ' } });
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.getByTestId('account-status')).toHaveTextContent('Suspension submitted'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reqType: 'SUSPENSION', reason: 'Unpaid invoices' });
    const pending = await screen.findByTestId('lifecycle-pending');
    expect(within(pending).getByTestId(`lifecycle-approve-${REQ}`)).toBeDisabled();
    expect(within(pending).getByTestId(`lifecycle-reject-${REQ}`)).toBeDisabled();
    expect(within(pending).getByTestId(`lifecycle-own-${REQ}`)).toBeInTheDocument();
    expect(screen.queryByTestId('lifecycle-request-TERMINATION')).toBeNull();
  });

  it('lets another platform user approve, and the company shows its new status', async () => {
    const { client, calls } = server(SUPERADMIN, {
      accnStatus: 'P',
      request: { reqType: 'SUSPENSION', requestedBy: 'OPADMIN' },
    });
    renderApp('/manageAccount/view/CO1', client);
    expect(await screen.findByTestId('account-status')).toHaveTextContent('Suspension submitted');
    fireEvent.click(await screen.findByTestId(`lifecycle-approve-${REQ}`));
    const dialog = await screen.findByRole('dialog');
    // The reason of a decision is optional.
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.getByTestId('account-status')).toHaveTextContent('Suspended'));
    expect(calls.find((c) => c.url.endsWith('/approve'))?.body).toEqual({});
    expect(await screen.findByTestId('lifecycle-request-RESUMPTION')).toBeInTheDocument();
    expect(screen.queryByTestId('lifecycle-request-SUSPENSION')).toBeNull();
  });

  it('shows a request refused as stale (409) in the conflict alert; Reload reads the company and its requests again', async () => {
    const { client, calls } = server(OPADMIN, { accnStatus: 'A' }, /\/accounts\/CO1\/requests$/);
    renderApp('/manageAccount/view/CO1', client);
    fireEvent.click(await screen.findByTestId('lifecycle-request-SUSPENSION'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: 'Unpaid invoices' } });
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    const alert = await within(screen.getByTestId('lifecycle-panel')).findByTestId('lifecycle-conflict');
    expect(alert).toHaveTextContent('This request has already been decided');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reads = (prefix: string) => calls.filter((c) => c.method === 'GET' && c.url.startsWith(prefix)).length;
    const company = reads(`${API}/accounts/CO1`);
    const requests = reads(`${API}/account-requests?`);
    fireEvent.click(within(alert).getByTestId('lifecycle-reload'));
    await waitFor(() => expect(reads(`${API}/accounts/CO1`)).toBeGreaterThan(company));
    await waitFor(() => expect(reads(`${API}/account-requests?`)).toBeGreaterThan(requests));
    expect(screen.queryByTestId('lifecycle-conflict')).toBeNull();
  });

  it('names the company in the breadcrumb trail', async () => {
    const { client } = server(L1, { accnStatus: 'A' });
    renderApp('/manageAccount/view/CO1', client);
    const trail = await screen.findByRole('navigation', { name: 'You are here' });
    await waitFor(() => expect(within(trail).getByTestId('breadcrumb-current')).toHaveTextContent('PT Kargo'));
    expect(trail).not.toHaveTextContent('CO1');
  });

  it('shows the status but no request buttons to users without accounts.lifecycle', async () => {
    const { client, calls } = server(L1, { accnStatus: 'A' });
    renderApp('/manageAccount/view/CO1', client);
    expect(await screen.findByTestId('account-status')).toHaveTextContent('Active');
    expect(screen.queryByTestId('lifecycle-request-SUSPENSION')).toBeNull();
    expect(calls.some((c) => c.url.includes('/account-requests'))).toBe(false);
  });
});

describe('account requests', { timeout: 30_000 }, () => {
  it('lists pending requests with a rejection by another user, and disabled buttons for the requester', async () => {
    const mine = server(OPADMIN, { accnStatus: 'Q', request: { reqType: 'RESUMPTION', requestedBy: 'OPADMIN' } });
    const first = renderApp('/manageAccounts/requests/list', mine.client);
    const row = await screen.findByTestId(`lifecycle-row-${REQ}`);
    expect(row).toHaveTextContent('Resumption');
    expect(within(row).getByTestId(`lifecycle-approve-${REQ}`)).toBeDisabled();
    first.unmount();

    const other = server(SUPERADMIN, { accnStatus: 'Q', request: { reqType: 'RESUMPTION', requestedBy: 'OPADMIN' } });
    renderApp('/manageAccounts/requests/list', other.client);
    fireEvent.click(await screen.findByTestId(`lifecycle-reject-${REQ}`));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: 'Still unpaid' } });
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    await waitFor(() => expect(other.calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ reason: 'Still unpaid' }));
    // Pending only by default: the decided request leaves the list.
    await waitFor(() => expect(screen.queryByTestId(`lifecycle-row-${REQ}`)).toBeNull());
    expect(other.calls.some((c) => c.url.includes('status=PENDING'))).toBe(true);
  });

  it('shows a decision refused as stale (409) in the conflict alert above the list; Reload reads the list again', async () => {
    const { client, calls } = server(
      SUPERADMIN,
      { accnStatus: 'Q', request: { reqType: 'RESUMPTION', requestedBy: 'OPADMIN' } },
      /\/approve$/,
    );
    renderApp('/manageAccounts/requests/list', client);
    fireEvent.click(await screen.findByTestId(`lifecycle-approve-${REQ}`));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    const alert = await screen.findByTestId('lifecycle-conflict');
    expect(alert).toHaveTextContent('This request has already been decided');
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${API}/account-requests?`)).length;
    const before = reads();
    fireEvent.click(within(alert).getByTestId('lifecycle-reload'));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByTestId('lifecycle-conflict')).toBeNull();
  });

  it('shows the pending suspensions on the workbench tab of platform admins', async () => {
    const { client } = server(SUPERADMIN, { accnStatus: 'P', request: { reqType: 'SUSPENSION', requestedBy: 'OPADMIN' } });
    const dashboard = { tabs: ['accountSuspension', 'accountResumption'], cards: [] };
    const withDashboard = {
      ...client,
      get: <T,>(path: string, opts?: Parameters<typeof client.get>[1]) =>
        path.endsWith('/trucking/dashboard') ? Promise.resolve(dashboard as T) : client.get<T>(path, opts),
    };
    renderApp('/general/landing/workbench?tab=accountSuspension', withDashboard);
    const table = await screen.findByTestId('workbench-requests-table-SUSPENSION');
    expect(await within(table).findByTestId(`lifecycle-approve-${REQ}`)).toBeEnabled();
  });
});
