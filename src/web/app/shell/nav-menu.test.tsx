// @vitest-environment jsdom
import '../../test/dom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../domain/menu';
import { renderUi } from '../../test/render-ui';
import { NavMenu } from './nav-menu';
import { sanitizeMenu } from './use-menu';

const entries: MenuEntry[] = [
  { id: 'workbench', titleKey: 'menu.workbench', path: '/general/landing/workbench', icon: 'dashboard' },
  {
    id: 'administrations',
    titleKey: 'menu.administrations',
    icon: 'settings',
    children: [
      { id: 'updatePassword', titleKey: 'menu.changePassword', path: '/manageUsers/updatePassword', icon: 'key' },
      { id: 'outbox', titleKey: 'menu.outbox', path: '/administrations/outbox', icon: 'mail' },
    ],
  },
  { id: 'help', titleKey: 'menu.help', path: '/help', icon: 'help' },
];

describe('NavMenu', () => {
  it('renders each entry with its translated title and link, and highlights the current page', () => {
    renderUi(<NavMenu entries={entries} />, { path: '/general/landing/workbench' });
    const nav = screen.getByTestId('nav-menu');
    const workbench = within(nav).getByRole('link', { name: 'Workbench' });
    expect(workbench).toHaveAttribute('href', '/general/landing/workbench');
    expect(workbench).toHaveAttribute('aria-current', 'page');
    expect(workbench).toHaveAttribute('data-active');
    const help = within(nav).getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', '/help');
    expect(help).not.toHaveAttribute('aria-current');
  });

  it('keeps a group closed until it is opened, then shows its children', () => {
    renderUi(<NavMenu entries={entries} />, { path: '/help' });
    const group = screen.getByRole('button', { name: 'Administrations' });
    const outbox = () => screen.getByTestId('nav-outbox');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(outbox().closest('[aria-hidden]')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(outbox().closest('[aria-hidden]')).toHaveAttribute('aria-hidden', 'false');
    expect(outbox()).toHaveAttribute('href', '/administrations/outbox');
    expect(outbox()).toHaveTextContent('Outbox');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of the current page and highlights the child', () => {
    renderUi(<NavMenu entries={entries} />, { path: '/administrations/outbox' });
    expect(screen.getByRole('button', { name: 'Administrations' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Workbench' })).not.toHaveAttribute('aria-current');
  });
});

describe('menu titles', () => {
  it('fall back to the server title when the key has no translation yet', () => {
    const later = {
      id: 'later',
      titleKey: 'menu.notYetTranslated',
      title: 'Truck list',
      path: '/applications/services/truck/list',
      icon: 'truck',
    };
    renderUi(<NavMenu entries={[later as MenuEntry]} />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Truck list' })).toHaveAttribute('href', '/applications/services/truck/list');
  });
});

describe('sanitizeMenu', () => {
  it('drops anything that is not a menu entry', () => {
    expect(sanitizeMenu({ user: {} })).toEqual([]);
    expect(sanitizeMenu([{ id: 'a', titleKey: 'menu.help', icon: 'help', children: [{ nope: 1 }] }, 42])).toEqual([
      { id: 'a', titleKey: 'menu.help', icon: 'help', children: [] },
    ]);
  });
});
