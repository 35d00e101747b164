// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrationActionsOf } from '../../domain/registration';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

const API = '/api/v1/lintas/trucking';
const REG = 'R0123456789ABCDEFGHJ';
const OPADMIN = {
  usrId: 'OPADMIN',
  authorities: ['SP_OP_ADMIN'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'onboarding.review', 'accounts.lifecycle', 'sysparam.manage'],
};
const L1 = {
  usrId: 'L1SUPPORT',
  authorities: ['SP_L1'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'onboarding.review'],
};
const CO = { authorities: ['ACCN_ADMIN'], accnType: 'ACC_TYPE_CO', accnId: 'CO1', permissions: ['dashboard.view'] };

type Doc = {
  attId: string;
  attType: string;
  attName: string;
  validTo: string | null;
  verifyState: string;
  verifyReason: string | null;
};

function registration(docs: Doc[], approvalState = 'P') {
  return {
    accnrId: REG,
    approvalState,
    returnReasons: null,
    atypId: 'ACC_TYPE_TO',
    accnId: null,
    submittedAt: '2026-11-20T03:00:00Z',
    updatedAt: '2026-11-20T03:00:00Z',
    portalAccn: {
      accnDetails: {
        accnName: 'PT Onboard Jaya',
        accnCoyRegn: '0123456789012345',
        accnContact: { contactTel: '+62 21 1234', contactEmail: 'info@onboard.co.id' },
        accnAddr: { addrLn1: 'Jl. Raya 5', addrCity: 'Jakarta', addrPcode: '13910', addrCtry: { ctyCode: 'ID' } },
      },
    },
    coreUsr: {
      usrName: 'Pengurus',
      usrPassNid: '3175',
      usrContact: { contactTel: '+62 812', contactEmail: 'owner@onboard.co.id' },
    },
    services: ['TRUCKING'],
    documents: docs,
    requiredDocs: [
      {
        attType: 'NIB',
        descEn: 'Business identification number',
        descId: 'Nomor induk berusaha',
        docGroup: 'GENERAL',
        mandatory: true,
      },
      { attType: 'NPWP', descEn: 'Tax card', descId: 'Kartu NPWP', docGroup: 'GENERAL', mandatory: true },
      { attType: 'SIUP', descEn: 'Trading licence', descId: 'SIUP', docGroup: 'GENERAL', mandatory: false },
    ],
  };
}

const doc = (attType: string, verifyState = 'NOT_VERIFIED'): Doc => ({
  attId: `00000000-0000-4000-8000-00000000000${attType === 'NIB' ? 1 : 2}`,
  attType,
  attName: `${attType}.pdf`,
  validTo: null,
  verifyState,
  verifyReason: null,
});

/** A fake server holding one registration whose documents change with the verify calls. */
function server(
  me: { usrId?: string; permissions: string[] },
  initial: Doc[],
  extra?: (call: FakeCall) => { status?: number; body?: unknown } | undefined,
) {
  let docs = initial;
  let state = 'P';
  return fakeFetchClient((call) => {
    const { url, method } = call;
    if (url.startsWith('/api/co/cac/profile')) return { body: profileOf(me) };
    const answer = extra?.(call);
    if (answer) return answer;
    const verify = new RegExp(`${API}/registrations/${REG}/documents/([\\w-]+)/(verify|return|reset)$`).exec(url);
    if (verify && method === 'POST') {
      const next = { verify: 'VERIFIED', return: 'RETURNED', reset: 'NOT_VERIFIED' }[verify[2]!]!;
      docs = docs.map((d) =>
        d.attId === verify[1] ? { ...d, verifyState: next, verifyReason: (call.body as { reason?: string }).reason ?? null } : d,
      );
      return { body: { attId: verify[1], verifyState: next } };
    }
    if (url === `${API}/registrations/${REG}/approve`) {
      state = 'C';
      return { body: { regId: REG, approvalState: 'C', accnId: 'AC1', usrId: 'OWNER' } };
    }
    if (url === `${API}/registrations/${REG}/reject`) {
      state = 'R';
      return { body: { regId: REG, approvalState: 'R' } };
    }
    // The verbs the server's workflow offers this user in this state (src/domain/registration.ts).
    const actions = registrationActionsOf(state, { usrId: me.usrId ?? '', permissions: me.permissions });
    if (url === `${API}/registrations/${REG}`) return { body: { ...registration(docs, state), returnReasons: null, actions } };
    if (url.startsWith(`${API}/registrations?`))
      return {
        body: {
          draw: 0,
          iTotalRecords: 1,
          iTotalDisplayRecords: 1,
          aaData: [
            { regId: REG, accnName: 'PT Onboard Jaya', atypId: 'ACC_TYPE_TO', approvalState: state, submittedAt: null, actions },
          ],
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

describe('onboarding review', () => {
  it('lists registrations with the state filter in the URL and opens one for review', async () => {
    const { client, calls } = server(OPADMIN, [doc('NIB')]);
    const { router } = renderApp('/onboarding/list', client);
    const row = await screen.findByTestId(`onboarding-row-${REG}`);
    expect(row).toHaveTextContent('Pending approval');
    fireEvent.change(screen.getByTestId('onboarding-state-filter'), { target: { value: 'RET' } });
    await waitFor(() => expect(router.state.location.search).toBe('?approvalState=RET'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('approvalState=RET'))).toBe(true));
    fireEvent.click(await screen.findByTestId(`onboarding-row-${REG}`));
    // The review screen is a lazy route: the router commits the location once its module has loaded (slow on a busy machine).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onboarding/edit/${REG}`), { timeout: 10_000 });
  });

  it('keeps Approve disabled until every mandatory document is verified, then approves and shows state C', async () => {
    const { client, calls } = server(OPADMIN, [doc('NIB'), doc('NPWP')]);
    renderApp(`/onboarding/edit/${REG}`, client);
    expect(await screen.findByTestId('onboarding-approve')).toBeDisabled();
    expect(screen.getByTestId('onboarding-approve-blocked')).toHaveTextContent('Business identification number, Tax card');
    expect(screen.getByTestId('doc-state-NIB')).toHaveTextContent('Not verified');
    // The optional type without a file is listed as not uploaded, and does not block approval.
    expect(screen.getByTestId('doc-missing-SIUP')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('doc-verify-NIB'));
    await waitFor(() => expect(screen.getByTestId('doc-state-NIB')).toHaveTextContent('Verified'));
    expect(screen.getByTestId('onboarding-approve')).toBeDisabled();
    expect(screen.getByTestId('onboarding-approve-blocked')).toHaveTextContent('Tax card');
    fireEvent.click(screen.getByTestId('doc-verify-NPWP'));
    await waitFor(() => expect(screen.getByTestId('onboarding-approve')).toBeEnabled());
    expect(screen.queryByTestId('onboarding-approve-blocked')).toBeNull();

    fireEvent.click(screen.getByTestId('onboarding-approve'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('onboarding-state')).toHaveTextContent('Pending account activation'));
    expect(calls.some((c) => c.method === 'POST' && c.url === `${API}/registrations/${REG}/approve`)).toBe(true);
    expect(screen.queryByTestId('onboarding-approve')).toBeNull();
    expect(screen.getByTestId('onboarding-result')).toBeInTheDocument();
  });

  it('returns a document and rejects the registration only with a reason', async () => {
    const { client, calls } = server(OPADMIN, [doc('NIB'), doc('NPWP')]);
    renderApp(`/onboarding/edit/${REG}`, client);
    fireEvent.click(await screen.findByTestId('doc-return-NIB'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '  Unreadable scan ' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.getByTestId('doc-state-NIB')).toHaveTextContent('Returned'));
    expect(screen.getByTestId('doc-reason-NIB')).toHaveTextContent('Unreadable scan');
    expect(calls.find((c) => c.url.endsWith('/return'))?.body).toEqual({ reason: 'Unreadable scan' });

    fireEvent.click(screen.getByTestId('onboarding-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: 'Not a transport company' } });
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.getByTestId('onboarding-state')).toHaveTextContent('Rejected'));
    expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ reason: 'Not a transport company' });
  });

  it('shows level-1 support the document actions but not the decisions', async () => {
    const { client } = server(L1, [doc('NIB')]);
    renderApp(`/onboarding/edit/${REG}`, client);
    expect(await screen.findByTestId('doc-verify-NIB')).toBeEnabled();
    expect(screen.queryByTestId('onboarding-approve')).toBeNull();
    expect(screen.queryByTestId('onboarding-reject')).toBeNull();
    expect(screen.queryByTestId('onboarding-return')).toBeNull();
    expect(screen.getByTestId('onboarding-decision-note')).toBeInTheDocument();
  });

  it('is read-only in view, and explains a refused approval (409)', async () => {
    const { client, calls } = server(OPADMIN, [doc('NIB', 'VERIFIED'), doc('NPWP', 'VERIFIED')], ({ url }) =>
      url.endsWith('/approve')
        ? {
            status: 409,
            body: {
              status: 'CONFLICT',
              err: { code: 'CONFLICT', msg: 'Every mandatory document must be verified before approval' },
              message: 'Every mandatory document must be verified before approval',
            },
          }
        : undefined,
    );
    const { router } = renderApp(`/onboarding/view/${REG}`, client);
    expect(await screen.findByTestId('doc-state-NIB')).toHaveTextContent('Verified');
    expect(screen.queryByTestId('doc-verify-NIB')).toBeNull();
    expect(screen.queryByTestId('onboarding-approve')).toBeNull();
    fireEvent.click(screen.getByTestId('onboarding-open-review'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onboarding/edit/${REG}`));
    fireEvent.click(await screen.findByTestId('onboarding-approve'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    // The conflict alert of every stale save, where the decision is made; nothing is read again until Reload.
    const alert = await screen.findByTestId('onboarding-decision-conflict');
    expect(alert).toHaveTextContent('Every mandatory document must be verified before approval');
    expect(screen.queryByTestId('onboarding-decision-error')).toBeNull();
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url === `${API}/registrations/${REG}`).length;
    const before = reads();
    fireEvent.click(within(alert).getByTestId('onboarding-decision-reload'));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByTestId('onboarding-decision-conflict')).toBeNull();
  });

  it('shows a document action refused as stale (409) in the conflict alert; Reload reads the registration again', async () => {
    const { client, calls } = server(OPADMIN, [doc('NIB'), doc('NPWP')], ({ url, method }) =>
      method === 'POST' && url.endsWith('/verify')
        ? {
            status: 409,
            body: {
              status: 'CONFLICT',
              err: { code: 'CONFLICT', msg: 'This registration is not waiting for review' },
              message: 'This registration is not waiting for review',
            },
          }
        : undefined,
    );
    renderApp(`/onboarding/edit/${REG}`, client);
    fireEvent.click(await screen.findByTestId('doc-verify-NIB'));
    const alert = await screen.findByTestId('onboarding-doc-conflict');
    expect(alert).toHaveTextContent('This registration is not waiting for review');
    expect(within(alert).getByTestId('onboarding-doc-reload')).toHaveTextContent('Reload');
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url === `${API}/registrations/${REG}`).length;
    const before = reads();
    fireEvent.click(within(alert).getByTestId('onboarding-doc-reload'));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByTestId('onboarding-doc-conflict')).toBeNull();
  });

  it("names the registration's company in the breadcrumb trail", async () => {
    const { client } = server(OPADMIN, [doc('NIB')]);
    renderApp(`/onboarding/view/${REG}`, client);
    const trail = await screen.findByRole('navigation', { name: 'You are here' });
    await waitFor(() => expect(within(trail).getByTestId('breadcrumb-current')).toHaveTextContent('PT Onboard Jaya'));
    expect(trail).not.toHaveTextContent(REG);
  });

  it('turns away users without the review permission', async () => {
    const { client } = server(CO, []);
    const { router } = renderApp(`/onboarding/edit/${REG}`, client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
  });

  it('lists the documents waiting for verification, each opening its registration', async () => {
    const { client } = server(L1, [], ({ url }) =>
      url === `${API}/docverification`
        ? {
            body: [
              { attId: 'a1', attType: 'NIB', attName: 'nib.pdf', regId: REG, accnName: 'PT Onboard Jaya', submittedAt: null },
            ],
          }
        : undefined,
    );
    const { router } = renderApp('/opadmin/docverification', client);
    fireEvent.click(await screen.findByTestId(`docverification-row-${REG}`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onboarding/edit/${REG}`));
  });
});
