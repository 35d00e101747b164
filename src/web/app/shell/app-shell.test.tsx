// @vitest-environment jsdom
import '../../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENU } from '../../../domain/menu';
import { setLanguage } from '../../lib/i18n';
import { LOGIN_PATH_KEY, TOKEN_KEY } from '../../lib/session-store';
import { fakeApi, renderApp } from '../../test/render-app';
import { liveToken, profileOf } from '../../test/tokens';
import { LAYOUT_KEY } from './layout-preference';

function shellApi(extra: (path: string, body?: unknown) => unknown = () => undefined) {
  const profile = profileOf({ usrName: 'Siti Rahayu', authorities: ['SP_OP_ADMIN'] });
  return fakeApi((path, body) => {
    if (path.startsWith('/api/co/cac/profile')) return profile;
    if (path.endsWith('/auth/menu')) return MENU;
    if (path.endsWith('/announcements/active')) return [{ canuId: 1, canuSubject: 'Holiday', canuContent: 'Closed<br>Monday' }];
    return extra(path, body);
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the shell', () => {
  it('renders the server menu (layout2 by default), the footer links and the announcements', async () => {
    const { client, call } = shellApi();
    renderApp('/help', client);
    const nav = await screen.findByTestId('nav-menu');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Workbench' })).toBeInTheDocument();
    expect(screen.getByTestId('app-shell')).toHaveAttribute('data-layout', 'layout2');
    expect(screen.getByTestId('help-page')).toBeInTheDocument();
    expect(screen.getByTestId('footer-faq')).toHaveAttribute('href', '/applications/info/faq');
    expect(await screen.findByTestId('announcements')).toHaveTextContent('Holiday');
    expect(call).toHaveBeenCalledWith('GET', '/api/v1/lintas/auth/menu');
  });

  it('switches to layout1 (menu on top) and remembers it', async () => {
    const { client } = shellApi();
    renderApp('/help', client);
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('user-menu-layout'));
    await waitFor(() => expect(screen.getByTestId('app-shell')).toHaveAttribute('data-layout', 'layout1'));
    expect(localStorage.getItem(LAYOUT_KEY)).toBe('layout1');
    expect(screen.getAllByTestId('nav-menu')).toHaveLength(1);
    expect(within(screen.getByTestId('nav-menu')).getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('starts in the stored layout', async () => {
    localStorage.setItem(LAYOUT_KEY, 'layout1');
    renderApp('/help', shellApi().client);
    await waitFor(() => expect(screen.getByTestId('app-shell')).toHaveAttribute('data-layout', 'layout1'));
  });

  it('toggles the dark theme', async () => {
    renderApp('/help', shellApi().client);
    fireEvent.click(await screen.findByTestId('user-menu'));
    const theme = await screen.findByTestId('user-menu-theme');
    expect(theme).toHaveTextContent('Use the dark theme');
    fireEvent.click(theme);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('user-menu-theme'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'));
  });

  it('shows the profile from the user menu', async () => {
    renderApp('/help', shellApi().client);
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('user-menu-profile'));
    // The dialog's code loads when the menu first opens (user-menu.tsx): a first transform can take a while here.
    const profile = await screen.findByTestId('profile-modal', {}, { timeout: 10_000 });
    expect(profile).toHaveTextContent('Siti Rahayu');
    expect(profile).toHaveTextContent('Truck operator');
  }, 20_000);

  it('signs out to the stored white-label login path and forgets the cached menu', async () => {
    localStorage.setItem(LOGIN_PATH_KEY, '/nusantara/login');
    const { client, call } = shellApi((path) =>
      path.startsWith('/api/v1/lintas/whitelabel/')
        ? { name: 'nusantara', displayName: 'Nusantara', mimeType: 'image/png', data: '' }
        : undefined,
    );
    const { router } = renderApp('/help', client);
    await screen.findByTestId('nav-menu');
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('user-menu-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nusantara/login'));
    expect(call).toHaveBeenCalledWith('POST', '/api/v1/lintas/trucking/auth/logout', undefined);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();

    // Signing in again fetches the menu anew.
    const menuCalls = () => call.mock.calls.filter(([, path]) => path === '/api/v1/lintas/auth/menu').length;
    const before = menuCalls();
    sessionStorage.setItem(TOKEN_KEY, liveToken());
    await router.navigate('/help');
    await screen.findByTestId('nav-menu');
    await waitFor(() => expect(menuCalls()).toBe(before + 1));
  });

  it('shows the public top bar and footer only to visitors', async () => {
    sessionStorage.clear();
    renderApp('/session/faq', fakeApi(() => undefined).client);
    expect(await screen.findByTestId('public-topbar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('hides the public top bar and footer from signed-in users', async () => {
    const contact = {
      name: 'PT Lintas Digital Nusantara',
      address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
      phone: '+62 21 5091 2026',
      email: 'support@lintas.co.id',
      hours: 'Mon-Fri 08:00-17:00 WIB',
    };
    renderApp('/session/contact', shellApi((path) => (path.endsWith('/public/contact') ? contact : undefined)).client);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(await screen.findByTestId('contact-email')).toHaveAttribute('href', 'mailto:support@lintas.co.id');
    expect(screen.queryByTestId('public-topbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });
});

describe('the breadcrumb trail', () => {
  it('is rendered by the shell above a detail screen: the list links back, the record is the current page', async () => {
    renderApp('/master/country/view/ID', shellApi().client);
    const trail = await screen.findByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Countries' })).toHaveAttribute('href', '/master/country');
    expect(within(trail).getByText('ID')).toHaveAttribute('aria-current', 'page');
    // Above the page's own content, inside the main area.
    const main = screen.getByRole('main');
    expect(main).toContainElement(trail);
    const heading = await within(main).findByRole('heading', { level: 1 });
    expect(trail.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown on a list', async () => {
    renderApp('/help', shellApi().client);
    await screen.findByTestId('help-page');
    expect(screen.queryByTestId('breadcrumbs')).not.toBeInTheDocument();
  });
});

/** Answers the shell's phone query (max-width) as a phone would, the rest as the jsdom setup does. */
function asPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') || query === '' });
  return () => {
    window.matchMedia = original;
  };
}

describe('the sidebar toggle', () => {
  it('is a named button with aria-expanded and a tooltip that collapses the menu on a desktop and remembers it', async () => {
    const first = renderApp('/help', shellApi().client);
    const toggle = await screen.findByRole('button', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByTestId('app-navbar').id);
    expect(screen.getByTestId('app-navbar')).toHaveAttribute('data-state', 'open');
    fireEvent.mouseEnter(toggle);
    expect(await screen.findByRole('tooltip', {}, { timeout: 4000 })).toHaveTextContent('Hide the menu');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('app-navbar')).toHaveAttribute('data-state', 'collapsed');
    expect(localStorage.getItem('lintasNavbar')).toBe('collapsed');
    first.unmount();

    // A new visit starts collapsed; opening it again is remembered too.
    renderApp('/help', shellApi().client);
    const again = await screen.findByTestId('nav-toggle');
    expect(again).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(again);
    expect(await screen.findByRole('tooltip', {}, { timeout: 4000 })).toHaveTextContent('Show the menu');
    fireEvent.click(again);
    expect(again).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem('lintasNavbar')).toBe('open');
  }, 30_000);

  it('is named in Bahasa Indonesia', async () => {
    localStorage.setItem('languagePreference', 'id');
    await setLanguage('id');
    try {
      renderApp('/help', shellApi().client);
      const toggle = await screen.findByRole('button', { name: 'Menu utama' });
      fireEvent.mouseEnter(toggle);
      expect(await screen.findByRole('tooltip', {}, { timeout: 4000 })).toHaveTextContent('Sembunyikan menu');
    } finally {
      await setLanguage('en');
    }
  }, 30_000);

  it('opens and closes the menu over the page on a phone, without touching the desktop preference', async () => {
    const restore = asPhone();
    localStorage.setItem('lintasNavbar', 'collapsed');
    try {
      renderApp('/help', shellApi().client);
      const toggle = await screen.findByTestId('nav-toggle');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('app-navbar')).toHaveAttribute('data-state', 'collapsed');
      fireEvent.click(toggle);
      expect(screen.getByTestId('app-navbar')).toHaveAttribute('data-state', 'open');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The header stays above the opened menu: the same toggle closes it, and so does following a link.
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('app-navbar')).toHaveAttribute('data-state', 'collapsed');
      fireEvent.click(toggle);
      fireEvent.click(within(screen.getByTestId('nav-menu')).getByRole('link', { name: 'Workbench' }));
      await waitFor(() => expect(screen.getByTestId('app-navbar')).toHaveAttribute('data-state', 'collapsed'));
      expect(localStorage.getItem('lintasNavbar')).toBe('collapsed');
    } finally {
      restore();
    }
  }, 30_000);
});
