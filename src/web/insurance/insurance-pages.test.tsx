// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insuranceDetail, insuranceList } from '../../domain/insurance/insurance';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const API = '/api/v1/lintas/trucking/insurance';
const APPLICANT = {
  usrId: 'CO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO0001',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.create'],
};
const PLATFORM = {
  usrId: 'OPADMIN',
  authorities: ['SP_OP_ADMIN'],
  accnType: 'ACC_TYPE_SP',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.readAll', 'terminations.decide'],
};

const row = {
  appId: 'INS2026112700001',
  jobId: 'JB2026112700004',
  applicantAccnId: 'CO0001',
  applicantName: 'PT Sumber Makmur',
  insurerId: 'JASINDO',
  insurerName: 'PT Asuransi Jasa Indonesia',
  goodsType: 'ELECTRONICS',
  goodsName: 'Electronics',
  currency: 'IDR',
  cargoValue: '850000000.00',
  premium: '2125000.00',
  state: 'REQ',
  policyNo: null,
  createdAt: '2026-11-20T01:00:00Z',
  version: 1,
  actions: [],
} as const;

const detail = (over: Record<string, unknown> = {}) =>
  wire(insuranceDetail, {
    ...row,
    goodsDesc: 'LED televisions',
    route: 'Gudang Sunter, Jakarta Utara → DC Cikarang, Bekasi',
    rateBasis: 'PCT',
    rate: '0.2500',
    minPremium: '250000.00',
    reason: null,
    appliedBy: 'CO1',
    decidedBy: null,
    decidedAt: null,
    jobState: 'ASG',
    billedDocNo: null,
    ...over,
  } as never);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the insurance list', () => {
  it("shows the server's rows, premiums in rupiah and the applicant's New application", async () => {
    const list = wire(insuranceList, {
      draw: 1,
      iTotalRecords: 2,
      iTotalDisplayRecords: 2,
      aaData: [
        { ...row, actions: [] },
        { ...row, actions: [], appId: 'INS2026112700002', state: 'APR', policyNo: 'POL/2026/000001', version: 2 },
      ],
    });
    const { client } = signedInServer(APPLICANT, ({ url }) => (url.startsWith(`${API}?`) ? { body: list } : undefined));
    renderApp('/administrations/insuranceapp', client);
    const rows = await within(await screen.findByTestId('insurance-list', {}, { timeout: 20_000 })).findAllByTestId(
      'insurance-row',
    );
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('insurance-state-INS2026112700002')).toHaveTextContent('Approved');
    expect(rows[0]).toHaveTextContent('Rp 2.125.000');
    expect(rows[1]).toHaveTextContent('POL/2026/000001');
    expect(screen.getByTestId('insurance-new')).toBeInTheDocument();
  }, 60_000);
});

describe('an application viewed by the platform', () => {
  it("shows the server's actions only; reject asks a reason and posts it with the version read", async () => {
    const { client, calls } = signedInServer(PLATFORM, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/INS2026112700001/reject`)
        return { body: detail({ state: 'REJ', reason: 'No invoice of the goods', version: 2, actions: [] }) };
      if (url === `${API}/INS2026112700001`) return { body: detail({ actions: ['approve', 'reject'] }) };
      return undefined;
    });
    renderApp('/administrations/insuranceapp/view/INS2026112700001', client);
    await screen.findByTestId('insurance-premium', {}, { timeout: 20_000 });
    const buttons = within(screen.getByTestId('insurance-actions'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));
    expect(buttons).toEqual(['insurance-approve', 'insurance-reject']);
    expect(screen.getByTestId('insurance-premium-value')).toHaveTextContent('Rp 2.125.000');
    expect(screen.getByTestId('insurance-route')).toHaveTextContent('Gudang Sunter');
    fireEvent.click(screen.getByTestId('insurance-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'No invoice of the goods' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ version: 1, reason: 'No invoice of the goods' }),
    );
    expect(await screen.findByTestId('insurance-reason')).toHaveTextContent('No invoice of the goods');
  }, 60_000);

  it('an approved policy offers its certificate; a lost race (409) shows the conflict alert', async () => {
    const { client } = signedInServer(APPLICANT, ({ url, method }) => {
      if (method === 'POST' && url === `${API}/INS2026112700001/cancel`)
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'The application was changed meanwhile; reload it' },
            message: 'The application was changed meanwhile; reload it',
          },
        };
      if (url === `${API}/INS2026112700001`) return { body: detail({ actions: ['cancel'] }) };
      return undefined;
    });
    renderApp('/administrations/insuranceapp/view/INS2026112700001', client);
    fireEvent.click(await screen.findByTestId('insurance-cancel', {}, { timeout: 20_000 }));
    expect(await screen.findByTestId('insurance-conflict')).toHaveTextContent('changed meanwhile');
    expect(screen.queryByTestId('insurance-certificate')).toBeNull();
  }, 60_000);

  it('shows the policy number and the certificate button once approved', async () => {
    const { client } = signedInServer(APPLICANT, ({ url }) =>
      url === `${API}/INS2026112700001`
        ? {
            body: detail({
              state: 'APR',
              policyNo: 'POL/2026/000001',
              decidedBy: 'OPADMIN',
              decidedAt: '2026-11-21T02:00:00Z',
              version: 2,
            }),
          }
        : undefined,
    );
    renderApp('/administrations/insuranceapp/view/INS2026112700001', client);
    expect(await screen.findByTestId('insurance-policy', {}, { timeout: 20_000 })).toHaveTextContent('POL/2026/000001');
    expect(screen.getByTestId('insurance-certificate')).toBeInTheDocument();
    expect(screen.getByTestId('insurance-billed')).toHaveTextContent('Billed with the job once its bill is approved');
    expect(screen.queryByTestId('insurance-approve')).toBeNull();
  }, 60_000);
});
