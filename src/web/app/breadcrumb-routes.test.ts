import { describe, expect, it } from 'vitest';
import type { RouteObject } from '../lib/router';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import { BREADCRUMB_ROUTES } from './breadcrumb-routes';
import { appRoutes } from './router';

const shellPaths = (): string[] => {
  const shell = appRoutes[0]?.children?.find((route: RouteObject) => route.id === 'shell');
  return (shell?.children ?? []).flatMap((route) => (route.path ? [route.path] : []));
};

const has = (tree: unknown, key: string): boolean =>
  typeof key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    ) === 'string';

describe('the breadcrumb table', () => {
  it('has a line for every signed-in route with a parameter (every detail, new and edit screen)', () => {
    const patterns = new Set(BREADCRUMB_ROUTES.map((route) => route.pattern));
    const details = shellPaths().filter((path) => path.includes('/:'));
    expect(details.length).toBeGreaterThan(20);
    expect(details.filter((path) => !patterns.has(path))).toEqual([]);
  });

  it('names only routes of the router, lists of the router and labels of both languages', () => {
    const paths = new Set(shellPaths());
    for (const route of BREADCRUMB_ROUTES) {
      expect(paths.has(route.pattern), route.pattern).toBe(true);
      expect(route.parents.length, route.pattern).toBeGreaterThan(0);
      for (const parent of route.parents) {
        expect(paths.has(parent.path), `${route.pattern} -> ${parent.path}`).toBe(true);
        expect(has(en, parent.labelKey), parent.labelKey).toBe(true);
        expect(has(id, parent.labelKey), parent.labelKey).toBe(true);
      }
      if (route.itemParam) expect(route.pattern, route.pattern).toContain(`:${route.itemParam}`);
    }
  });
});
