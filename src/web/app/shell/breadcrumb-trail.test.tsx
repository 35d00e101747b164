// @vitest-environment jsdom
import '../../test/dom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENU, menuFor, type MenuEntry } from '../../../domain/menu';
import { setLanguage } from '../../lib/i18n';
import { renderUi } from '../../test/render-ui';
import { BreadcrumbItemProvider, useBreadcrumbItem } from '../../components/breadcrumb-item';
import { trailFor } from './breadcrumb-model';
import { BreadcrumbTrail } from './breadcrumb-trail';

const t = (key: string) => key;
const noMenu = new Set<string>();

function Trail({ menu = MENU, itemLabel }: { menu?: MenuEntry[]; itemLabel?: string }) {
  return (
    <BreadcrumbItemProvider>
      <BreadcrumbTrail menu={menu} />
      {itemLabel && <NamedRecord label={itemLabel} />}
    </BreadcrumbItemProvider>
  );
}

function NamedRecord({ label }: { label: string }) {
  useBreadcrumbItem(label);
  return null;
}

const trail = (name = 'You are here') => within(screen.getByRole('navigation', { name }));

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  sessionStorage.clear();
  await act(() => setLanguage('en'));
});

describe('trailFor', () => {
  it('is null on a list or any screen without a line in the table', () => {
    expect(trailFor('/applications/services/job/coff/truck', { menuPaths: noMenu, visited: [], t })).toBeNull();
    expect(trailFor('/help', { menuPaths: noMenu, visited: [], t })).toBeNull();
  });

  it('leads a job to the job list in the user menu: created jobs for a cargo owner, jobs to operate for a trucker', () => {
    const coMenu = new Set(['/applications/services/job/coff/truck']);
    const toMenu = new Set(['/applications/services/job/to/truck']);
    const path = '/applications/services/job/truck/view/JOB-0001';
    expect(trailFor(path, { menuPaths: coMenu, visited: [], t })).toEqual([
      { label: 'jobs.menu.created', to: '/applications/services/job/coff/truck' },
      { label: 'JOB-0001', record: true },
    ]);
    expect(trailFor(path, { menuPaths: toMenu, visited: [], t })?.[0]).toEqual({
      label: 'jobs.menu.operated',
      to: '/applications/services/job/to/truck',
    });
  });

  it('prefers the list the user came from, with its search and filters', () => {
    const coMenu = new Set(['/applications/services/job/coff/truck']);
    const visited = [{ path: '/applications/services/truck/list', search: '?jobState=SUBMITTED&page=2' }];
    expect(trailFor('/applications/services/job/truck/view/JOB-9', { menuPaths: coMenu, visited, t })?.[0]).toEqual({
      label: 'jobs.menu.all',
      to: '/applications/services/truck/list?jobState=SUBMITTED&page=2',
    });
  });

  it('shows New for a new record, and the record with a link to its view before Edit, Amend or Clone', () => {
    const ctx = { menuPaths: noMenu, visited: [], t };
    expect(trailFor('/applications/services/job/truck/new', ctx)).toEqual([
      { label: 'jobs.menu.created', to: '/applications/services/job/coff/truck' },
      { label: 'shell.breadcrumbs.new' },
    ]);
    expect(trailFor('/master/country/edit/ID', ctx)).toEqual([
      { label: 'resources.country.title', to: '/master/country' },
      { label: 'ID', to: '/master/country/view/ID', record: true },
      { label: 'shell.breadcrumbs.edit' },
    ]);
    expect(trailFor('/applications/services/job/truck/edit/JOB 7', ctx)?.[1]).toEqual({
      label: 'JOB 7',
      to: '/applications/services/job/truck/view/JOB%207',
      record: true,
    });
    expect(trailFor('/account/profile/edit', ctx)).toEqual([
      { label: 'menu.accountProfile', to: '/account/profile/' },
      { label: 'shell.breadcrumbs.edit' },
    ]);
  });

  it('uses the name a page gives its record instead of the id', () => {
    expect(trailFor('/manageAccount/view/12', { menuPaths: noMenu, visited: [], itemLabel: 'PT Maju', t })).toEqual([
      { label: 'menu.manageAccounts', to: '/manageAccounts/all/list' },
      { label: 'PT Maju', record: true },
    ]);
  });
});

describe('BreadcrumbTrail', () => {
  it('renders "List › Item" on a master-data record, the list a link, the record the current page', () => {
    renderUi(<Trail />, { path: '/master/country/view/ID' });
    const list = trail().getByRole('link', { name: 'Countries' });
    expect(list).toHaveAttribute('href', '/master/country');
    expect(trail().getByText('ID')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('Countries›ID');
  });

  it('renders nothing on a screen without a trail', () => {
    renderUi(<Trail />, { path: '/general/landing/workbench' });
    expect(screen.queryByTestId('breadcrumbs')).not.toBeInTheDocument();
  });

  it('speaks Bahasa Indonesia', async () => {
    await act(() => setLanguage('id'));
    renderUi(<Trail />, { path: '/administrations/sysparam/SESSION_IDLE_MINUTES' });
    const nav = trail('Posisi Anda');
    expect(nav.getByRole('link', { name: 'Parameter sistem' })).toHaveAttribute('href', '/administrations/sysparam');
    expect(nav.getByText('SESSION_IDLE_MINUTES')).toHaveAttribute('aria-current', 'page');
  });

  it('takes the record name a page offers through useBreadcrumbItem', () => {
    renderUi(<Trail itemLabel="PT Sumber Makmur" />, { path: '/manageAccount/view/3' });
    expect(trail().getByText('PT Sumber Makmur')).toHaveAttribute('aria-current', 'page');
    expect(trail().queryByText('3')).not.toBeInTheDocument();
  });

  it('leads back to the list the user opened, with its filters, and picks the list of the user menu otherwise', async () => {
    const truckerMenu = menuFor(['jobs.operate', 'dashboard.view'], 'ACC_TYPE_TO');
    const { router } = renderUi(<Trail menu={truckerMenu} />, { path: '/applications/services/job/truck/view/J1' });
    expect(trail().getByRole('link', { name: 'Jobs to operate' })).toHaveAttribute('href', '/applications/services/job/to/truck');
    await act(() => router.navigate('/applications/services/truck/list?search=Priok'));
    await act(() => router.navigate('/applications/services/job/truck/view/J1'));
    await waitFor(() =>
      expect(trail().getByRole('link', { name: 'All jobs' })).toHaveAttribute(
        'href',
        '/applications/services/truck/list?search=Priok',
      ),
    );
    fireEvent.click(trail().getByRole('link', { name: 'All jobs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Priok'));
  });
});
