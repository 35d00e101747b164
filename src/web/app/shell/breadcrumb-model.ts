import { generatePath, matchRoutes } from '../../lib/router';
import { BREADCRUMB_LISTS, BREADCRUMB_ROUTES, type BreadcrumbRoute } from '../breadcrumb-routes';

/** One step of the trail: a link when `to` is set, else the current screen. */
export interface Crumb {
  label: string;
  to?: string;
  /** The record's id or name: the step that gives way (ellipsis) when the trail is too long for the screen. */
  record?: true;
}

/** A list the user opened, with its search and filters (the list keeps them in the URL). */
export interface VisitedList {
  path: string;
  search: string;
}

/** Modes that get their own last step after the record ("Jobs › JOB-1 › Edit"). */
const MODES = ['edit', 'amend', 'clone', 'approve'] as const;
type Mode = (typeof MODES)[number];
const isMode = (value: string | undefined): value is Mode => (MODES as readonly (string | undefined)[]).includes(value);

const ROUTES = BREADCRUMB_ROUTES.map((route) => ({ path: route.pattern, route }));

export interface TrailContext {
  /** The paths of the user's menu. */
  menuPaths: ReadonlySet<string>;
  /** The lists the user opened, the latest first. */
  visited: readonly VisitedList[];
  /** The page's own name for its record (useBreadcrumbItem), else the URL's id is shown. */
  itemLabel?: string;
  t: (key: string) => string;
}

/** The trail of a detail screen ("List › Item"), or null for a screen without one. Ranked as the router ranks. */
export function trailFor(pathname: string, { menuPaths, visited, itemLabel, t }: TrailContext): Crumb[] | null {
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  if (!match) return null;
  const { route } = match.route;
  const params = match.params;
  const parent = parentOf(route, menuPaths, visited);
  const search = visited.find((list) => list.path === parent.path)?.search ?? '';
  const crumbs: Crumb[] = [{ label: t(parent.labelKey), to: parent.path + search }];
  const viewType = params.viewType;
  if (viewType === 'new' || route.isNew) return [...crumbs, { label: t('shell.breadcrumbs.new') }];
  const id = route.itemParam ? params[route.itemParam] : undefined;
  const item = itemLabel ?? id;
  const mode = isMode(viewType) ? viewType : undefined;
  if (item) {
    const view = mode && id ? generatePath(route.pattern, { ...params, viewType: 'view' }) : undefined;
    crumbs.push(view ? { label: item, to: view, record: true } : { label: item, record: true });
  }
  if (mode) crumbs.push({ label: t(`shell.breadcrumbs.${mode}`) });
  return crumbs;
}

/** The list the user came from, else the first one in their menu, else the first one. */
function parentOf(route: BreadcrumbRoute, menuPaths: ReadonlySet<string>, visited: readonly VisitedList[]) {
  const { parents } = route;
  for (const list of visited) {
    const parent = parents.find((p) => p.path === list.path);
    if (parent) return parent;
  }
  return parents.find((p) => menuPaths.has(p.path)) ?? parents[0]!;
}

const VISITED_KEY = 'lintasVisitedLists';
const VISITED_MAX = 8;

/** The lists opened in this tab, the latest first (sessionStorage: a reload keeps them, a new tab starts afresh). */
export function readVisitedLists(): VisitedList[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(VISITED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (v): v is VisitedList => typeof v === 'object' && v !== null && typeof v.path === 'string' && typeof v.search === 'string',
    );
  } catch {
    return [];
  }
}

/** Records a visit when `pathname` is a list a trail leads to. */
export function rememberList(pathname: string, search: string): void {
  if (!BREADCRUMB_LISTS.has(pathname)) return;
  const visited = readVisitedLists();
  const next = [{ path: pathname, search }, ...visited.filter((v) => v.path !== pathname)].slice(0, VISITED_MAX);
  try {
    sessionStorage.setItem(VISITED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the trail falls back to the menu's list.
  }
}
