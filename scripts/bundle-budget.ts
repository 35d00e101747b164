import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JavaScript budgets of the web app's first loads (issue 12, "Loads only what a screen needs"), in gzipped kB
 * (1 kB = 1,000 bytes, as Vite prints). Checked on the production build by `npm run check:budget` and in the
 * browser by tests/e2e/bundle-budget.spec.ts. They hold what code splitting reached, a little above the
 * measured figures, and both meet the targets (120 kB and 250 kB): the sign-in page with a page of its own,
 * the workbench and a list with the in-house translator, router and table (decisions 0043-0045; docs/performance.md).
 */
export const BUDGET_KB = {
  /**
   * The sign-in page, first visit: the light sign-in page's entry (src/web/signin.html: React, the translator, the
   * form in plain CSS) and the sign-in part of one language; measured 99.2 kB (171.4 kB with the app's entry
   * before); 101.1 -> 83.5 kB with the in-house translator instead of i18next (decision 0043), so 88.
   */
  signin: 88,
  /**
   * A signed-in workbench plus one list: measured 280-300 kB (the trucks list the largest: its filters' lookups
   * and Select) after zod, the workbench's tab tables and the profile dialog left the first load; 295-307 kB once
   * the administration lists became engine resources and billing landed; 298-310.4 kB with payments, payouts and
   * credit (their strings in a part of their own, their routes and menu in the shell); 300.6-312.6 kB with tax
   * invoices, tracking and Sage (routes, menu entries, card links) and React, the router and i18next in chunks of
   * their own for the light sign-in page (docs/performance.md); +0.4 kB with the AR report and Sage screens' lazy
   * routes, route permissions and menu group; +0.8 kB with the announcements administration (two more resources in
   * the route table) and the announcements hook in a chunk shared with the light sign-in page; 316.4 kB (users
   * list) once the tracking alerts (a resource, menu entries), the maps' routes, paths and menu group and the help
   * link joined the shell (the maps themselves are a lazy chunk), so 317. Then (2026-11-27, this script now also
   * counting the guard and route permissions every guarded screen loads, and the trucks list's definitions: trucks
   * 315.1, jobs 306.1, companies 316.3, users 318.4 kB before) the language file in parts by section (the shell loads its texts and a screen its own sections':
   * -14 kB) and the lookups' resource table built at build time (the lists without resource definitions and
   * vocabularies: -8 to -10 kB): trucks 304.2, jobs 284.9, companies 292.1, users 294.3 kB, so 306. After the
   * session's merges (the notifications bell in the top bar, the webhooks, reports, analytics and vessel calls'
   * routes, route permissions, breadcrumbs and menu labels): trucks 307.5, jobs 288.2, companies 295.3, users
   * 297.5 kB, so 309. After the next session's merges (issue 18's vessel-call, certificate, preview, guide, FAQ,
   * contact and enquiry routes with their permissions and breadcrumbs; issue 19's emission-factor and FAQ resources
   * in the route table): trucks 310.6, jobs 290.3, companies 297.8, users 300.0 kB, so 312. Issue 19's CO2,
   * termination, rental and account inquiry routes, permissions, breadcrumbs and menu entries (their screens lazy,
   * the template preview a lazy part): trucks 312.5, jobs 291.8, companies 299.6, users 301.8 kB, so 313. Issue 19's
   * leasing, fuel, insurance and department routes, permissions, breadcrumbs and menu entries and the insurers' and
   * premium rates' resources in the route table: trucks 314.4, jobs 293.3, companies 301.1, users 303.3 kB, so 315.
   * The in-house translator instead of i18next and react-i18next (decision 0043): trucks 296.9, jobs 275.9,
   * companies 283.6, users 285.8 kB, so 300. A resource screen's own definition as data instead of all of them and
   * the vocabularies (`src/web/resources/definition-loaders.ts`): trucks 287.6, jobs 276.5, companies 284.3, users
   * 286.4 kB, so 290. The in-house router instead of React Router's data router (decision 0044): trucks 260.5,
   * jobs 249.4, companies 257.2, users 259.3 kB. The lists' own table on Mantine's Table instead of mantine-datatable
   * (decision 0045): trucks 246.8, jobs 235.7, companies 243.5, users 245.7 kB, so 250, the issue's target.
   */
  workbenchAndList: 250,
} as const;

/** The route modules (paths from the repository root) a screen loads. */
/** The sign-in page of a first visit is a page of its own (src/web/signin.html): its entry and what it imports. */
export const SIGNIN_ENTRY = 'src/web/signin-main.tsx';
export const APP_ENTRY = 'src/web/main.tsx';
/**
 * The signed-in shell and the workbench, and what every guarded route loads with its screen (app/router.tsx
 * `guarded`): the guard and the route permissions.
 */
export const WORKBENCH_MODULES = [
  'src/web/app/shell/app-shell-layout.tsx',
  'src/web/dashboard/workbench-page.tsx',
  'src/web/app/shell/route-guard.tsx',
  'src/web/app/route-permissions.ts',
];
/** The list screens measured with the workbench; each is held to the budget. */
export const LIST_MODULES: Record<string, string> = {
  'trucks (resource list)': 'src/web/resources/resource-list-page.tsx',
  'jobs list': 'src/web/jobs/job-list-page.tsx',
  'companies list': 'src/web/accounts/account-list-page.tsx',
  'users list': 'src/web/users/users-list-page.tsx',
};
/** What a list's route loads besides its page (resource-routes.tsx: the resource's definition). */
export const LIST_ROUTE_MODULES: Record<string, readonly string[]> = {
  'trucks (resource list)': ['src/domain/resources/index.ts?definition=truck'],
};
/** The language sections each list names (its route's `lazyPage(…, sections)`), each a part of its own. */
export const LIST_SECTIONS: Record<string, readonly string[]> = {
  'trucks (resource list)': ['resources'],
  'jobs list': ['jobs'],
  'companies list': ['accounts', 'company'],
  'users list': ['users'],
};
/**
 * The language files' parts a screen loads (src/web/lib/i18n.ts): the sign-in page its part, the workbench that and
 * the shell's, a list also its sections'. The larger language is counted (a visitor loads exactly one on first visit).
 */
export const LANGUAGES = ['en', 'id'];
const localeParts = (lng: string, parts: readonly string[]) => parts.map((part) => `src/locales/${lng}.json?part=${part}`);

/** dist/web/.vite/chunks.json, written by the build (vite.config.ts `chunkMap`). */
export type ChunkMap = Record<string, { isEntry: boolean; imports: string[]; modules: string[] }>;

export function readChunkMap(webDist: string): ChunkMap {
  return JSON.parse(readFileSync(path.join(webDist, '.vite', 'chunks.json'), 'utf8')) as ChunkMap;
}

/** The chunk holding a source module. */
export function chunkOf(chunks: ChunkMap, module: string): string {
  const found = Object.keys(chunks).find((file) => chunks[file]!.modules.includes(module));
  if (!found) throw new Error(`${module} is in no chunk of the build (renamed? update scripts/bundle-budget.ts)`);
  return found;
}

/** The JS files a browser fetches to run these chunks: each one plus its static imports, transitively. */
export function staticClosure(chunks: ChunkMap, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  files.forEach(visit);
  return seen;
}

/** The entry chunk of a page (the app's or the light sign-in page's), by its entry module. */
export function entryChunk(chunks: ChunkMap, module: string = APP_ENTRY): string {
  const file = chunkOf(chunks, module);
  if (!chunks[file]!.isEntry) throw new Error(`${module} is not in an entry chunk of the build`);
  return file;
}

export const gzipBytes = (content: Buffer | string): number => gzipSync(content).length;

export function gzippedSize(webDist: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(readFileSync(path.join(webDist, file)));
  return total;
}

export const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

export interface BudgetLine {
  name: string;
  bytes: number;
  limitKb: number;
  files: number;
}

/** Measures every budgeted first load of the build in `webDist`. */
export function measureBudgets(webDist: string): BudgetLine[] {
  const chunks = readChunkMap(webDist);
  const line = (
    name: string,
    modules: string[],
    limitKb: number,
    parts: readonly string[],
    entry = entryChunk(chunks),
  ): BudgetLine => {
    const routeChunks = [entry, ...modules.map((m) => chunkOf(chunks, m))];
    const loads = LANGUAGES.map((lng) =>
      staticClosure(chunks, [...routeChunks, ...localeParts(lng, parts).map((part) => chunkOf(chunks, part))]),
    );
    const sizes = loads.map((files) => gzippedSize(webDist, files));
    return { name, bytes: Math.max(...sizes), limitKb, files: loads[0]!.size };
  };
  return [
    line('sign-in page', [], BUDGET_KB.signin, ['signin'], entryChunk(chunks, SIGNIN_ENTRY)),
    ...Object.entries(LIST_MODULES).map(([name, list]) =>
      line(`workbench + ${name}`, [...WORKBENCH_MODULES, list, ...(LIST_ROUTE_MODULES[name] ?? [])], BUDGET_KB.workbenchAndList, [
        'signin',
        'shell',
        ...(LIST_SECTIONS[name] ?? []),
      ]),
    ),
  ];
}
