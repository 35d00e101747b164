/** Where the app is: the path inside the basename, the query, the hash, the state a navigation carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** `'default'` for the first page opened, else unique per history entry. */
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** A history the router drives: the browser's or one in memory (tests). Paths here are inside the basename. */
export interface History {
  location: Location;
  /** Position in the session's history, for undoing a blocked Back. */
  index: number;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back/Forward: called with the new location after the history moved. */
  listen(listener: (location: Location, index: number) => void): void;
  href(path: string): string;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/** `'/a?b=1#c'` -> its parts; `'?'` and `'#'` alone are empty. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  pathname + search + hash;

export function newLocation(path: Pick<Location, 'pathname' | 'search' | 'hash'>, state: unknown): Location {
  return { ...path, state, key: createKey() };
}

interface BrowserEntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The browser's history under `basename` (`/trucking`). */
export function createBrowserHistory(basename: string): History {
  const stripBase = (pathname: string) =>
    pathname.toLowerCase().startsWith(basename.toLowerCase()) ? pathname.slice(basename.length) || '/' : pathname;
  const read = (): [Location, number] => {
    const entry = window.history.state as Partial<BrowserEntryState> | null;
    const { pathname, search, hash } = window.location;
    return [
      { pathname: stripBase(pathname), search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
      entry?.idx ?? 0,
    ];
  };
  let [location, index] = read();
  if (typeof (window.history.state as Partial<BrowserEntryState> | null)?.idx !== 'number') {
    window.history.replaceState({ usr: location.state, key: location.key, idx: index }, '');
  }
  const href = (path: string) => (path.startsWith('/') ? basename + (path === '/' ? '' : path) || '/' : path);
  const write = (next: Location, idx: number, replace: boolean) => {
    const entry: BrowserEntryState = { usr: next.state, key: next.key, idx };
    const url = href(createPath(next));
    if (replace) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
    history.location = next;
    history.index = idx;
  };
  const history: History = {
    location,
    index,
    push: (next) => write(next, history.index + 1, false),
    replace: (next) => write(next, history.index, true),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      window.addEventListener('popstate', () => {
        [location, index] = read();
        history.location = location;
        history.index = index;
        listener(location, index);
      });
    },
    href,
  };
  return history;
}

/** A history in memory, starting at the last of `entries` (tests). */
export function createMemoryHistory(entries: string[]): History {
  const stack: Location[] = entries.map((path, i) => ({
    ...parsePath(path),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let listener: ((location: Location, index: number) => void) | undefined;
  const history: History = {
    location: stack[stack.length - 1]!,
    index: stack.length - 1,
    push(next) {
      stack.splice(history.index + 1, stack.length, next);
      history.index += 1;
      history.location = next;
    },
    replace(next) {
      stack[history.index] = next;
      history.location = next;
    },
    go(delta) {
      const index = Math.min(Math.max(history.index + delta, 0), stack.length - 1);
      if (index === history.index) return;
      history.index = index;
      history.location = stack[index]!;
      listener?.(history.location, index);
    },
    listen(next) {
      listener = next;
    },
    href: (path) => path,
  };
  return history;
}
