import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  newLocation,
  parsePath,
  type History,
  type Location,
  type To,
} from './history';
import { matchRoutes, type RouteMatch, type RouteObject } from './route-match';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: () => void;
  reset?: () => void;
}

export interface RouterState {
  /** False until the first screen's code and loaders are in. */
  initialized: boolean;
  location: Location;
  /** The routes of the screen shown, the root first; each with its loaded (`lazy`) part merged in. */
  matches: RouteMatch[];
  /** What a loader or a route's code threw, shown by the nearest `errorElement`. */
  error?: unknown;
  blockers: ReadonlyMap<string, Blocker>;
}

const REDIRECT = Symbol('redirect');

/** Thrown by a loader: go to `to` instead (replacing the history entry). */
export function redirect(to: string): Error {
  return Object.assign(new Error(`redirect ${to}`), { [REDIRECT]: to });
}

const redirectOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' ? (error as { [REDIRECT]?: string })[REDIRECT] : undefined;

const UNBLOCKED: Blocker = { state: 'unblocked' };

/**
 * The app's router (decision 0044): the route table matched as React Router ranks it, each screen's code (`lazy`)
 * and loaders run before the navigation commits (the old screen stays until then, and a newer navigation wins),
 * one blocker for a dirty form, Back and Forward included.
 */
export class Router {
  state: RouterState;
  private readonly listeners = new Set<(state: RouterState) => void>();
  private readonly loaded = new Map<RouteObject, Promise<RouteObject> | RouteObject>();
  private readonly blockerFns = new Map<string, BlockerFunction>();
  private pending = 0;
  private ignorePop = false;
  /** The next blocker check lets the navigation through (the user chose to leave). */
  private bypassBlock = false;
  private historyIndex: number;

  constructor(
    readonly routes: RouteObject[],
    readonly history: History,
  ) {
    this.state = { initialized: false, location: history.location, matches: [], blockers: new Map() };
    this.historyIndex = history.index;
    history.listen((location, index) => this.onPop(location, index));
    this.start(history.location, null);
  }

  subscribe(listener: (state: RouterState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  createHref(to: To, from = this.state.location.pathname): string {
    return this.history.href(createPath(this.resolve(to, from)));
  }

  /** `to` as a location: a path, `?query`, `#hash`, or relative to `from`. */
  resolve(to: To, from = this.state.location.pathname): Pick<Location, 'pathname' | 'search' | 'hash'> {
    const parts = typeof to === 'string' ? parsePath(to) : { pathname: '', search: '', hash: '', ...to };
    if (!parts.pathname) return { ...parts, pathname: this.state.location.pathname };
    if (parts.pathname.startsWith('/')) return parts;
    const url = new URL(parts.pathname, `http://x${from.replace(/\/?$/, '/')}`);
    return { ...parts, pathname: url.pathname.replace(/(.)\/$/, '$1') };
  }

  navigate = (to: To | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') {
      this.history.go(to);
      return Promise.resolve();
    }
    const next = newLocation(this.resolve(to), options.state ?? null);
    return this.start(next, options.replace ? 'replace' : 'push') ?? Promise.resolve();
  };

  getBlocker(key: string, fn: BlockerFunction): Blocker {
    this.blockerFns.set(key, fn);
    return this.state.blockers.get(key) ?? UNBLOCKED;
  }

  deleteBlocker(key: string): void {
    this.blockerFns.delete(key);
    if (this.state.blockers.has(key)) this.setBlocker(key, undefined);
  }

  private setBlocker(key: string, blocker: Blocker | undefined) {
    const blockers = new Map(this.state.blockers);
    if (blocker) blockers.set(key, blocker);
    else blockers.delete(key);
    this.commit({ ...this.state, blockers });
  }

  /** The blocker that stops going from here to `next`, if one does. */
  private blockedBy(next: Location): string | undefined {
    if (this.bypassBlock || !this.state.initialized) {
      this.bypassBlock = false;
      return undefined;
    }
    for (const [key, fn] of this.blockerFns) {
      if (fn({ currentLocation: this.state.location, nextLocation: next })) return key;
    }
    return undefined;
  }

  private block(key: string, proceed: () => void) {
    this.setBlocker(key, {
      state: 'blocked',
      proceed: () => {
        this.setBlocker(key, { state: 'proceeding' });
        this.bypassBlock = true;
        proceed();
      },
      reset: () => this.setBlocker(key, undefined),
    });
  }

  private onPop(location: Location, index: number) {
    if (this.ignorePop) {
      this.ignorePop = false;
      return;
    }
    const delta = index - this.historyIndex;
    const blocker = delta !== 0 ? this.blockedBy(location) : undefined;
    if (blocker) {
      // Undo the move, and make it again if the user goes on.
      this.ignorePop = true;
      this.history.go(-delta);
      this.block(blocker, () => this.history.go(delta));
      return;
    }
    this.historyIndex = index;
    void this.start(location, null);
  }

  /** Loads what the location's screen needs, then commits it; a later navigation makes this one void. */
  private start(location: Location, action: 'push' | 'replace' | null): Promise<void> | undefined {
    if (action) {
      const blocker = this.blockedBy(location);
      if (blocker) {
        this.block(blocker, () => void this.start(location, action));
        return undefined;
      }
    }
    const id = ++this.pending;
    const found = matchRoutes(this.routes, location.pathname) ?? [];
    const settle = (matches: RouteMatch[], error?: unknown): Promise<void> | undefined => {
      if (id !== this.pending) return undefined;
      if (error === undefined) {
        for (const match of matches) {
          try {
            match.route.loader?.({ request: { url: `http://localhost${createPath(location)}` }, params: match.params });
          } catch (thrown) {
            const to = redirectOf(thrown);
            if (to === undefined) return settle(matches, thrown);
            return this.start(newLocation(this.resolve(to), null), action ?? 'replace');
          }
        }
      }
      if (action === 'push') this.history.push(location);
      else if (action === 'replace') this.history.replace(location);
      this.historyIndex = this.history.index;
      const blockers = new Map([...this.state.blockers].filter(([, b]) => b.state !== 'proceeding'));
      this.commit({ initialized: true, location, matches, error, blockers });
      return undefined;
    };
    const routes = found.map((match) => this.load(match.route));
    if (routes.every((route) => !(route instanceof Promise))) {
      return settle(found.map((match, i) => ({ ...match, route: routes[i] as RouteObject })));
    }
    return Promise.all(routes).then(
      (loaded) => settle(found.map((match, i) => ({ ...match, route: loaded[i]! }))),
      (error: unknown) => settle(found, error),
    );
  }

  /** The route with its `lazy` part merged in, once loaded (a promise until then). */
  private load(route: RouteObject): RouteObject | Promise<RouteObject> {
    if (!route.lazy) return route;
    let found = this.loaded.get(route);
    if (!found) {
      const lazy = route.lazy;
      found = lazy().then(
        (part) => {
          const merged = { ...route, ...part, lazy: undefined };
          this.loaded.set(route, merged);
          return merged;
        },
        (error: unknown) => {
          this.loaded.delete(route);
          throw error;
        },
      );
      this.loaded.set(route, found);
    }
    return found;
  }

  private commit(state: RouterState) {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

/** The app's router on the browser's history, under `basename`; it starts loading the first screen at once. */
export function createBrowserRouter(routes: RouteObject[], { basename = '' }: { basename?: string } = {}): Router {
  return new Router(routes, createBrowserHistory(basename));
}

/** A router on a history in memory (tests). */
export function createMemoryRouter(routes: RouteObject[], { initialEntries = ['/'] } = {}): Router {
  return new Router(routes, createMemoryHistory(initialEntries));
}
