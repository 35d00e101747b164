import type { ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  request: { url: string };
  params: Params;
}

/** One route of the table: a path (absolute, or relative to its parent's), or `index`, or neither (a layout). */
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  errorElement?: ReactNode;
  /** Shown while the first screen's code loads. */
  hydrateFallbackElement?: ReactNode;
  /** Runs before the screen commits; throw `redirect(...)` to go elsewhere. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** The route's code-split part (`element` …), loaded before the first navigation to it commits. */
  lazy?: () => Promise<Partial<Omit<RouteObject, 'lazy' | 'children' | 'path' | 'index'>>>;
  children?: RouteObject[];
}

export interface RouteMatch<R = RouteObject> {
  route: R;
  params: Params;
  pathname: string;
}

interface Branch<R> {
  path: string;
  score: number;
  routes: R[];
  /** The sibling positions from the root, for ranking equal scores as the table orders them. */
  indexes: number[];
}

interface RouteLike<R> {
  path?: string;
  index?: boolean;
  children?: R[];
}

const PARAM = /^:[\w-]+$/;

/** React Router's ranking: static segments 10, parameters 3, empty 1, a splat -2, an index route +2. */
function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** `/a/:b?/c` -> `/a/:b/c` and `/a/c`: an optional segment is a route with and one without it. */
function explode(path: string): string[] {
  let variants = [''];
  for (const segment of path.split('/').slice(1)) {
    const optional = segment.endsWith('?') ? segment.slice(0, -1) : null;
    variants = optional === null ? variants.map((v) => `${v}/${segment}`) : variants.flatMap((v) => [`${v}/${optional}`, v]);
  }
  return variants.map((v) => v || '/');
}

function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

function flatten<R extends RouteLike<R>>(
  routes: R[],
  branches: Branch<R>[],
  parents: R[],
  parentPath: string,
  indexes: number[],
) {
  routes.forEach((route, i) => {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const at = [...indexes, i];
    if (route.children?.length) flatten(route.children, branches, chain, path, at);
    if (route.path === undefined && !route.index) return;
    const full = path || '/';
    for (const variant of explode(full))
      branches.push({ path: variant, score: score(variant, route.index), routes: chain, indexes: at });
  });
}

function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

const ranked = new WeakMap<object, Branch<unknown>[]>();

function branchesOf<R extends RouteLike<R>>(routes: R[]): Branch<R>[] {
  let branches = ranked.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = [];
    flatten(routes, branches, [], '', []);
    branches.sort((a, b) => b.score - a.score || compareIndexes(a.indexes, b.indexes));
    ranked.set(routes, branches as Branch<unknown>[]);
  }
  return branches;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  regexp: RegExp;
  names: string[];
}
const compiled = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  let found = compiled.get(pattern);
  if (found) return found;
  const names: string[] = [];
  const splat = pattern === '*' || pattern.endsWith('/*');
  const body = (splat ? pattern.replace(/\/?\*$/, '') : pattern).replace(/\/+$/, '');
  let source = '^';
  for (const segment of body.split('/').filter(Boolean)) {
    if (PARAM.test(segment)) {
      names.push(segment.slice(1));
      source += '\\/([^\\/]+)';
    } else source += `\\/${escape(segment)}`;
  }
  if (splat) {
    names.push('*');
    source += '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  found = { regexp: new RegExp(source, 'i'), names };
  compiled.set(pattern, found);
  return found;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const { regexp, names } = compile(pattern);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return params;
}

/** The routes from the root to the best-ranked one matching `pathname`, each with the params. */
export function matchRoutes<R extends RouteLike<R>>(routes: R[], pathname: string): RouteMatch<R>[] | null {
  for (const branch of branchesOf(routes)) {
    const params = matchPath(branch.path, pathname);
    if (params) return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}

/** The path of `pattern` with its params filled in (an optional one left out when missing). */
export function generatePath(pattern: string, params: Params = {}): string {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return params['*'] ?? '';
      const param = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!param) return segment;
      const value = params[param[1]!];
      if (value === undefined && !param[2]) throw new Error(`Missing ":${param[1]}" for the path "${pattern}"`);
      return value === undefined ? null : encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
  return path || '/';
}
