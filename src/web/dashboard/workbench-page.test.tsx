// @vitest-environment jsdom
import '../test/dom-setup';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeApi, renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { normalizeDashboard, type Dashboard } from './use-dashboard';

// A loaded machine renders the whole shell slowly.
configure({ asyncUtilTimeout: 5000 });

const dashboard = {
  tabs: ['truckingJobs', 'jobBilling'],
  cards: [
    {
      id: 1,
      dbType: 'TRUCKING_JOBS',
      title: 'Trucking Jobs',
      tabCode: 'truckingJobs',
      transStatistic: { DRF: 2, SUB: 1, ACP: 0, ASG: 3, ONGOING: 1500, DLV: 0 },
      accnType: 'ACC_TYPE_TO',
      img: 'truck',
    },
  ],
};

function api(permissions: string[] = [], answer: object = dashboard) {
  return fakeApi((path) => {
    if (path.startsWith('/api/co/cac/profile')) return profileOf({ permissions });
    if (path.endsWith('/trucking/dashboard')) return answer;
    return undefined;
  }).client;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(async () => {
  await act(() => setLanguage('en'));
  sessionStorage.clear();
});

describe('workbench dashboard', () => {
  it('shows a tab per code with its card, statistics and total', async () => {
    renderApp('/general/landing/workbench', api());
    const tabs = await screen.findByTestId('dashboard-tabs');
    expect(within(tabs).getByRole('tab', { name: 'Trucking jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Job billing' })).toBeInTheDocument();
    const card = screen.getByTestId('dashboard-card-truckingJobs');
    expect(card).toHaveTextContent('Trucking jobs');
    expect(within(card).getByText('Ongoing').closest('tr')).toHaveTextContent('1,500');
    expect(within(card).getByTestId('dashboard-total')).toHaveTextContent('1,506');
  });

  it('keeps the chosen tab in the URL and shows zeros for a card without figures yet', async () => {
    const { router } = renderApp('/general/landing/workbench', api());
    fireEvent.click(await screen.findByRole('tab', { name: 'Job billing' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=jobBilling'));
    const card = await screen.findByTestId('dashboard-card-jobBilling');
    expect(within(card).getByTestId('dashboard-total')).toHaveTextContent('0');
    expect(within(card).getByText('Billed')).toBeInTheDocument();
  });

  it('links each count to the job list filtered to its state and the card to the whole list (what needs action)', async () => {
    renderApp('/general/landing/workbench', api(['jobs.read']));
    const card = await screen.findByTestId('dashboard-card-truckingJobs');
    const ongoing = within(card).getByRole('link', { name: 'Open the list: Ongoing: 1,500' });
    expect(ongoing).toHaveAttribute('href', '/applications/services/job/to/truck?jobState=ONGOING');
    expect(within(card).getByTestId('dashboard-card-link')).toHaveAttribute('href', '/applications/services/job/to/truck');
    expect(within(card).getByRole('link', { name: 'Open the list: Total: 1,506' })).toHaveAttribute(
      'href',
      '/applications/services/job/to/truck',
    );
    // Job billing is the operator's dispatchers' (jobs.operate): without it, its card has no links.
    fireEvent.click(screen.getByRole('tab', { name: 'Job billing' }));
    const billing = await screen.findByTestId('dashboard-card-jobBilling');
    expect(within(billing).queryByRole('link')).toBeNull();
  });

  it("shows a billing card's amounts per currency and links its counts to the operator's job billing", async () => {
    const billingCard = {
      id: 2,
      dbType: 'BILLED_JOBS',
      title: 'Job billing',
      tabCode: 'jobBilling',
      transStatistic: { DLV: 2, BILLED: 1, REJ_BILL: 0 },
      amounts: [
        { code: 'DLV', currency: 'IDR', amount: '2900000.00' },
        { code: 'DLV', currency: 'USD', amount: '1450.00' },
      ],
      accnType: 'ACC_TYPE_TO',
      img: 'billed_jobs',
    };
    renderApp(
      '/general/landing/workbench?tab=jobBilling',
      api(['jobs.read', 'jobs.operate'], { ...dashboard, cards: [...dashboard.cards, billingCard] }),
    );
    const card = await screen.findByTestId('dashboard-card-jobBilling');
    const delivered = within(card).getByText('Delivered').closest('tr')!;
    expect(within(delivered).getByTestId('dashboard-stat-amount')).toHaveTextContent('Rp 2.900.000 · US$ 1,450.00');
    expect(within(delivered).getByRole('link')).toHaveAttribute('href', '/applications/services/to/finance/billing?jobState=DLV');
    expect(within(card).getByTestId('dashboard-card-link')).toHaveAttribute('href', '/applications/services/to/finance/billing');
    expect(screen.getByTestId('workbench-jobbilling')).toHaveAttribute('href', '/applications/services/to/finance/billing');
  });

  it('shows the pending debit notes and fee invoices as two cards, each linked to its documents on /payments', async () => {
    const pending = (dbType: string, NEW: number, PAYING: number) => ({
      id: dbType === 'DN_PAYMENTS' ? 'pendingPayments' : `pendingPayments-${dbType}`,
      dbType,
      title: dbType,
      tabCode: 'pendingPayments',
      transStatistic: { NEW, PAYING },
      amounts: [{ code: 'NEW', currency: 'IDR', amount: '1250000.00' }],
      accnType: 'ACC_TYPE_TO',
      img: null,
    });
    renderApp(
      '/general/landing/workbench?tab=pendingPayments',
      api(['payments.read'], {
        tabs: ['pendingPayments'],
        cards: [pending('DN_PAYMENTS', 3, 1), pending('PF_PAYMENTS', 2, 0)],
      }),
    );
    const notes = await screen.findByTestId('dashboard-card-pendingPayments');
    expect(notes).toHaveTextContent('Debit note payments');
    // A truck operator's debit notes are what it is paid (side owed); its fee invoices what it owes.
    expect(within(notes).getByRole('link', { name: 'Open the list: New: 3' })).toHaveAttribute(
      'href',
      '/payments?side=owed&docType=DN_TO&status=NEW',
    );
    const fees = screen.getByTestId('dashboard-card-pendingPayments-PF_PAYMENTS');
    expect(fees).toHaveTextContent('Platform fee payments');
    expect(within(fees).getByTestId('dashboard-card-link')).toHaveAttribute('href', '/payments?side=owe&docType=PF_TO');
    expect(within(fees).getByRole('link', { name: 'Open the list: Paying: 0' })).toHaveAttribute(
      'href',
      '/payments?side=owe&docType=PF_TO&status=PAYING',
    );
  });

  it('shows a shipping line its vessel calls by status, each count linked to the list filtered to it', async () => {
    renderApp(
      '/general/landing/workbench',
      api(['vessel.file'], {
        tabs: ['vesselCalls'],
        cards: [
          {
            id: 'vesselCalls',
            dbType: 'VESSEL_CALLS',
            title: 'Vessel calls',
            tabCode: 'vesselCalls',
            transStatistic: { DRAFT: 1, RETURNED: 2, SUBMITTED: 3, APPROVED: 4 },
            accnType: 'ACC_TYPE_SL',
            img: null,
          },
        ],
      }),
    );
    const card = await screen.findByTestId('dashboard-card-vesselCalls');
    expect(card).toHaveTextContent('Vessel calls');
    expect(within(card).getByRole('link', { name: 'Open the list: Returned for changes: 2' })).toHaveAttribute(
      'href',
      '/applications/services/vesselCall?status=RETURNED',
    );
    expect(within(card).getByRole('link', { name: 'Open the list: Total: 10' })).toHaveAttribute(
      'href',
      '/applications/services/vesselCall',
    );
  });

  it('has no links for a user who may not open the job list', async () => {
    renderApp('/general/landing/workbench', api());
    const card = await screen.findByTestId('dashboard-card-truckingJobs');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('translates tab, statistic and total labels into Bahasa Indonesia', async () => {
    await act(() => setLanguage('id'));
    renderApp('/general/landing/workbench', api());
    expect(await screen.findByRole('tab', { name: 'Pekerjaan truk' })).toBeInTheDocument();
    const card = screen.getByTestId('dashboard-card-truckingJobs');
    expect(within(card).getByText('Berjalan').closest('tr')).toHaveTextContent('1.500');
    expect(within(card).getByText('Jumlah')).toBeInTheDocument();
  });
});

describe('normalizeDashboard', () => {
  it('drops unknown tabs and malformed cards', () => {
    // A server newer than the bundle (a tab it does not know), or a broken answer.
    const answer = { tabs: ['truckingJobs', 'bogus', 'truckingJobs'], cards: [null, { tabCode: 'x' }] } as unknown as Dashboard;
    expect(normalizeDashboard(answer)).toEqual({
      tabs: ['truckingJobs'],
      cards: [],
    });
    expect(normalizeDashboard(undefined)).toEqual({ tabs: [], cards: [] });
  });
});
