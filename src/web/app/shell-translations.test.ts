import { describe, expect, it } from 'vitest';
import { translationPart } from '../../../vite.config';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import { MENU, type MenuEntry } from '../../domain/menu';
import { BREADCRUMB_ROUTES } from './breadcrumb-routes';

type Tree = Record<string, unknown>;

const has = (tree: Tree, key: string): boolean =>
  typeof key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree) === 'string';

const titleKeys = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.titleKey, ...titleKeys(entry.children ?? [])]);

describe.each([
  ['en', en],
  ['id', id],
])('what every signed-in screen shows, in %s', (_lng, all) => {
  // The shell's part and the sign-in page's are in before any signed-in screen (lib/lazy-page.tsx); a screen's own
  // sections come with it. The menu and the breadcrumbs show on every screen, so their labels must be in those two.
  const first = { ...translationPart(all, 'signin'), ...translationPart(all, 'shell') } as Tree;
  const shell = translationPart(all, 'shell') as Tree;
  const signin = translationPart(all, 'signin') as Tree;
  const inFirst = (key: string) => has(shell, key) || has(signin, key);

  it('holds every menu title', () => {
    expect(titleKeys(MENU).filter((key) => !inFirst(key))).toEqual([]);
    expect(Object.keys(first).length).toBeGreaterThan(10);
  });

  it('holds every breadcrumb label', () => {
    const labels = BREADCRUMB_ROUTES.flatMap((route) => route.parents.map((parent) => parent.labelKey));
    expect(labels.filter((key) => !inFirst(key))).toEqual([]);
  });

  it('leaves the screens own texts to their sections', () => {
    expect(Object.keys((shell.jobs ?? {}) as Tree).sort()).toEqual(['list', 'menu']);
    expect(has(translationPart(all, 'jobs') as Tree, 'jobs.list.new')).toBe(true);
  });
});
