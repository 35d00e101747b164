// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking/help';
const TO1 = { usrId: 'TO1', authorities: ['ADMIN'], accnType: 'ACC_TYPE_TO', accnId: 'TO0001', permissions: ['dashboard.view'] };
const rows = [
  { slug: 'dispatch', title: 'Accepting and assigning jobs', summary: 'A truck operator accepts the jobs posted to it.' },
  { slug: 'payments', title: 'Paying bills and receiving payouts', summary: 'Approved bills are paid to the platform.' },
];
const article = {
  ...rows[1]!,
  html: '<h2>Paying by virtual account</h2><p>Open <strong>Payments</strong>.</p>',
  screens: ['/payments'],
};

function server(extra: (call: FakeCall) => { body: unknown } | undefined = () => undefined) {
  return signedInServer(TO1, (call) => {
    const own = extra(call);
    if (own) return own;
    if (call.url.startsWith(`${API}/articles?`)) {
      const search = new URL(call.url, 'http://x').searchParams.get('search') ?? '';
      const found = rows.filter((r) => r.title.toLowerCase().includes(search.toLowerCase()));
      return { body: { draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: found.length, aaData: found } };
    }
    if (call.url === `${API}/articles/payments`) return { body: article };
    // The help centre shows the operator's contact details (issue 18).
    if (call.url.endsWith('/public/contact'))
      return {
        body: {
          name: 'PT Lintas Digital Nusantara',
          address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
          phone: '+62 21 5091 2026',
          email: 'support@lintas.co.id',
          hours: 'Mon-Fri 08:00-17:00 WIB',
        },
      };
    return undefined;
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('help centre (issue 17)', { timeout: 30_000 }, () => {
  it('lists the articles from the server, searches there, and opens one rendered', async () => {
    const { client, calls } = server();
    const { router } = renderApp('/help', client);
    expect(await screen.findByTestId('help-row-dispatch')).toHaveTextContent('Accepting and assigning jobs');
    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'paying' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('search=paying'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('help-row-dispatch')).not.toBeInTheDocument());
    fireEvent.click(screen.getByTestId('help-row-payments'));
    expect(await screen.findByTestId('help-article-body')).toHaveTextContent('Paying by virtual account');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Paying bills and receiving payouts');
    expect(router.state.location.pathname).toBe('/help/payments');
  });

  it("the top bar's help link opens the article of the screen on show", async () => {
    const { client, calls } = server((call) =>
      call.url.startsWith(`${API}/for-screen?`) ? { body: { slug: 'payments' } } : undefined,
    );
    const { router } = renderApp('/general/landing/workbench', client);
    fireEvent.click(await screen.findByTestId('help-link'));
    expect(await screen.findByTestId('help-article-body')).toHaveTextContent('Open Payments.');
    expect(router.state.location.pathname).toBe('/help/payments');
    expect(calls.find((c) => c.url.startsWith(`${API}/for-screen?`))!.url).toContain(
      `path=${encodeURIComponent('/general/landing/workbench')}`,
    );
  });

  it('a screen no article explains says so above the list', async () => {
    const { client } = server((call) => (call.url.startsWith(`${API}/for-screen?`) ? { body: { slug: null } } : undefined));
    renderApp(`/help?for=${encodeURIComponent('/nowhere')}`, client);
    expect(await screen.findByTestId('help-no-article')).toHaveTextContent('No article explains this screen');
    expect(await screen.findByTestId('help-row-dispatch')).toBeInTheDocument();
  });
});
