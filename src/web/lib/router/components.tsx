import {
  Component,
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPath, type Location, type To } from './history';
import type { Params, RouteMatch } from './route-match';
import type { Blocker, BlockerFunction, NavigateOptions, Router, RouterState } from './router';

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);
/** The router alone: what navigates does not re-render with every location. */
const NavigatorContext = createContext<Router | null>(null);
/** The matches from the root, the route rendering now and what its `<Outlet>` passes down. */
const RouteContext = createContext<{ matches: RouteMatch[]; index: number; outletContext?: unknown }>({
  matches: [],
  index: -1,
});

function useRouter(): { router: Router; state: RouterState } {
  const found = useContext(RouterContext);
  if (!found) throw new Error('Outside <RouterProvider>');
  return found;
}

class RouteErrorBoundary extends Component<{ fallback: ReactNode; location: Location; children: ReactNode }> {
  override state: { error: unknown; location: Location | null } = { error: null, location: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { location: Location }, state: { error: unknown; location: Location | null }) {
    // A new screen starts without the last one's error.
    return state.location === props.location ? null : { error: null, location: props.location };
  }
  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

function renderMatch(matches: RouteMatch[], index: number, state: RouterState, outletContext?: unknown): ReactNode {
  const match = matches[index];
  if (!match) return null;
  const { route } = match;
  const failedHere = state.error !== undefined && !matches.slice(index + 1).some((m) => m.route.errorElement);
  const element = failedHere && route.errorElement ? route.errorElement : (route.element ?? <Outlet />);
  const content = (
    <RouteContext.Provider value={{ matches, index, outletContext }}>
      {route.errorElement ? (
        <RouteErrorBoundary fallback={route.errorElement} location={state.location}>
          {element}
        </RouteErrorBoundary>
      ) : (
        element
      )}
    </RouteContext.Provider>
  );
  return content;
}

/** Renders the router's screen; until the first one is loaded, the root route's `hydrateFallbackElement`. */
export function RouterProvider({ router }: { router: Router }) {
  const subscribe = useMemo(() => router.subscribe.bind(router), [router]);
  const state = useSyncExternalStore(
    subscribe,
    () => router.state,
    () => router.state,
  );
  const value = useMemo(() => ({ router, state }), [router, state]);
  const fallback = router.routes[0]?.hydrateFallbackElement ?? null;
  return (
    <NavigatorContext.Provider value={router}>
      <RouterContext.Provider value={value}>
        {state.initialized ? renderMatch(state.matches, 0, state) : fallback}
      </RouterContext.Provider>
    </NavigatorContext.Provider>
  );
}

/** Where a layout route shows its child route. `context` is what the child reads with `useOutletContext`. */
export function Outlet({ context }: { context?: unknown }) {
  const { state } = useRouter();
  const { matches, index } = useContext(RouteContext);
  return renderMatch(matches, index + 1, state, context);
}

export function useOutletContext<T>(): T {
  return useContext(RouteContext).outletContext as T;
}

export function useLocation(): Location {
  return useRouter().state.location;
}

export function useParams<P extends Params = Params>(): P {
  const { matches } = useContext(RouteContext);
  return (matches[matches.length - 1]?.params ?? {}) as P;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
  const router = useContext(NavigatorContext);
  if (!router) throw new Error('Outside <RouterProvider>');
  return router.navigate;
}

type SearchInit = URLSearchParams | string | Record<string, string | string[]>;

const toSearchParams = (init: SearchInit) =>
  init instanceof URLSearchParams || typeof init === 'string'
    ? new URLSearchParams(init)
    : new URLSearchParams(
        Object.entries(init).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v])),
      );

/** The query of the location, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { router, state } = useRouter();
  const search = state.location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useMemo(
    () => (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      void router.navigate(`?${toSearchParams(init).toString()}`, options);
    },
    [router],
  );
  return [params, set];
}

/** Asks before leaving while `shouldBlock` says so (the dirty-form guard). */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const { router } = useRouter();
  const key = useId();
  const blocker = router.getBlocker(key, shouldBlock);
  // Registered again after StrictMode's unmount and remount.
  useEffect(() => void router.getBlocker(key, shouldBlock));
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  return blocker;
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : createPath({ pathname: '', search: '', hash: '', ...to });
  useEffect(() => {
    void navigate(path, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** An `<a>` with the app's href; a plain left click navigates inside the app. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { router } = useRouter();
  const href = router.createHref(to);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    const next = router.resolve(to);
    const same = createPath(next) === createPath(router.state.location);
    void router.navigate(next, { replace: replace ?? same, state });
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}
