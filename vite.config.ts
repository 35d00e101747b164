import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/**
 * Writes .vite/chunks.json into the build: each JS chunk's static imports and the source modules it holds
 * (paths from the repository root). scripts/check-budget.ts reads it to measure each screen's first load.
 */
function chunkMap(): Plugin {
  return {
    name: 'lintas-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { isEntry: boolean; imports: string[]; modules: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          modules: output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => path.relative(repoRoot, id)),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/**
 * The keys of src/locales/*.json that the sign-in page shows: the public layout (top bar, announcements,
 * footer), the sign-in form, its confirm dialog and the error texts it can show (server, errors, validation).
 * A key names a whole subtree; `except` leaves out the parts of it only other screens use (the password pages,
 * the FAQ and contact pages: the footer needs only their links' labels).
 */
const SIGNIN_TRANSLATIONS: Record<string, { except: readonly string[] } | true> = {
  app: true,
  common: true,
  errors: true,
  validation: true,
  language: true,
  dropdown: true,
  session: {
    except: ['timeout', 'noPermission', 'notFound', 'backToSignin', 'forgot', 'reset', 'forceChange', 'ownChange', 'password'],
  },
  server: true,
  confirm: true,
  announcements: true,
  faq: { except: ['title', 'items'] },
  contact: { except: ['title', 'intro', 'emailLabel', 'hours', 'includeTitle', 'include', 'accountMatters'] },
};

/**
 * The keys only the money screens show (payments, payouts, credit, the ledger's names, tax sequences; and the tracking
 * alerts' and public cargo tracking's screens; the webhook screens): a third part, loaded with
 * those screens alone, so the other screens' first load does not carry them. Their menu labels stay in the rest
 * (the shell's menu and breadcrumbs show them everywhere).
 */
// The tracking screens (maps) load this part too: their texts stay out of every first load.
// The webhooks', the analytics screens' (charts), the notifications' screens and the bell's list (the bell itself
// needs only `notifications.menu`) and the reports' screens too (issue 17).
const MONEY_TRANSLATIONS: readonly string[] = [
  'payments',
  'payouts',
  'credit',
  'ledger',
  'tax',
  'sage',
  'tracking',
  'webhooks',
  'analytics',
  'notifications',
  'reports',
];
const MONEY_EXCEPT: readonly string[] = ['menu'];

type Translations = Record<string, unknown>;

/**
 * The sections (top-level keys) every signed-in screen shows: the shell (menu, top bar, breadcrumbs, profile), the
 * workbench and the list and form components. They make the `shell` part, with each other section's menu labels
 * (its `menu` key) and the keys in SHELL_KEYS. Every other section of the language file is a part of its own,
 * named after it (`?part=jobs`), loaded with the screens that name it (lib/lazy-page.tsx) or, as a safety net,
 * when a screen asks for one of its keys (lib/i18n.ts): a new feature's texts never grow the first load.
 */
export const SHELL_SECTIONS: readonly string[] = [
  'menu',
  'shell',
  'profile',
  'list',
  'form',
  'admin',
  'dashboard',
  'workbench',
  'accountType',
  'accountStatus',
  'reasonModal',
  'upload',
];
/**
 * Keys of other sections the shell shows on every screen: menu entries and breadcrumbs that are not under a `menu`
 * key (`*` is any one key). src/locales/locale-parts.test.ts holds every menu title and breadcrumb label to the shell part.
 */
export const SHELL_KEYS: readonly string[] = [
  'resources.*.title',
  'billing.dashboard.menu',
  'billing.lists.operatorMenu',
  'jobs.list.title',
  'accounts.title',
  'rates.listTitle',
  'payments.title',
  'payments.txns.title',
  'helpCentre.forScreen',
  // The engine's list (resources.common) and the workbench's links to other screens.
  'resources.common',
  'billing.dashboard.open',
  'billing.lists.openJobBilling',
  'onboarding.openQueue',
];

export type TranslationPartName = 'signin' | 'rest' | 'money' | 'shell' | (string & {});

/** The sub-tree of `tree` at a dotted path whose segments may be `*` (any key), or undefined. */
function pick(tree: unknown, path: readonly string[]): unknown {
  if (!path.length) return tree;
  if (!tree || typeof tree !== 'object') return undefined;
  const [head, ...rest] = path;
  const keys = head === '*' ? Object.keys(tree) : [head!];
  const picked: Translations = {};
  for (const key of keys) {
    const value = pick((tree as Translations)[key], rest);
    if (value !== undefined) picked[key] = value;
  }
  return Object.keys(picked).length ? picked : undefined;
}

function mergeInto(into: Translations, from: Translations): Translations {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? mergeInto({ ...(current as Translations) }, value as Translations)
        : value;
  }
  return into;
}

/**
 * One part of a language file. `signin`, `rest` and `money` together are the whole file: what the sign-in page shows,
 * the money screens' keys, the rest. `shell` is what every signed-in screen shows (SHELL_SECTIONS, SHELL_KEYS and
 * each section's `menu`), less the sign-in part; any other name is that section, whole.
 */
export function translationPart(all: Translations, part: TranslationPartName): Translations {
  if (part === 'shell') {
    const rest = mergeInto(translationPart(all, 'rest'), translationPart(all, 'money'));
    const shell: Translations = {};
    for (const [key, value] of Object.entries(rest)) {
      if (SHELL_SECTIONS.includes(key)) shell[key] = value;
      else if (value && typeof value === 'object' && 'menu' in value) shell[key] = { menu: (value as Translations).menu };
    }
    for (const key of SHELL_KEYS) {
      const value = pick(rest, key.split('.'));
      if (value) mergeInto(shell, value as Translations);
    }
    return shell;
  }
  if (part !== 'signin' && part !== 'rest' && part !== 'money') {
    const section = all[part];
    return section === undefined ? {} : { [part]: section };
  }
  if (part === 'money') {
    const money: Translations = {};
    for (const key of MONEY_TRANSLATIONS) {
      const sub = Object.entries((all[key] ?? {}) as Translations).filter(([subKey]) => !MONEY_EXCEPT.includes(subKey));
      if (sub.length) money[key] = Object.fromEntries(sub);
    }
    return money;
  }
  const signin = part === 'signin';
  const selected: Translations = {};
  for (const [key, value] of Object.entries(all)) {
    if (!signin && MONEY_TRANSLATIONS.includes(key)) {
      const sub = Object.entries(value as Translations).filter(([subKey]) => MONEY_EXCEPT.includes(subKey));
      if (sub.length) selected[key] = Object.fromEntries(sub);
      continue;
    }
    const rule = SIGNIN_TRANSLATIONS[key];
    if (rule === undefined || rule === true) {
      if ((rule === true) === signin) selected[key] = value;
      continue;
    }
    const sub = Object.entries(value as Translations).filter(([subKey]) => rule.except.includes(subKey) !== signin);
    if (sub.length) selected[key] = Object.fromEntries(sub);
  }
  return selected;
}

const LOCALES_DIR = path.join(repoRoot, 'src', 'locales');
const LOCALE_LOADERS_ID = 'virtual:locale-loaders';

/**
 * The language files in parts (src/web/lib/i18n.ts): `src/locales/<language>.json?part=<part>` is a module whose
 * default export is that part (i18next merges the parts deeply). A visitor to the sign-in page downloads its part
 * only; a signed-in screen the shell part and its own sections' parts. `virtual:locale-loaders` maps each language
 * and section part to its chunk (every section of the English file but the shell's and the sign-in page's; both
 * files hold the same keys, src/locales/locales.test.ts). The app's entry imports it (lib/lazy-page.tsx), the light
 * sign-in page does not.
 */
export function localeParts(): Plugin {
  return {
    name: 'lintas-locale-parts',
    enforce: 'pre',
    resolveId(id) {
      return id === LOCALE_LOADERS_ID ? `\0${LOCALE_LOADERS_ID}` : null;
    },
    async load(id) {
      if (id === `\0${LOCALE_LOADERS_ID}`) {
        const english = path.join(LOCALES_DIR, 'en.json');
        this.addWatchFile(english);
        const sections = Object.keys(JSON.parse(await readFile(english, 'utf8')) as Translations).filter(
          (key) => !SHELL_SECTIONS.includes(key) && SIGNIN_TRANSLATIONS[key] !== true,
        );
        const loaders = (lng: string) =>
          `{${sections
            .map(
              (part) =>
                `${JSON.stringify(part)}: () => import(${JSON.stringify(`${path.join(LOCALES_DIR, `${lng}.json`)}?part=${part}`)})`,
            )
            .join(',\n')}}`;
        return `export const SECTION_LOADERS = { en: ${loaders('en')}, id: ${loaders('id')} };`;
      }
      const match = /^(.+[\\/]locales[\\/][a-z]+\.json)\?part=([A-Za-z0-9]+)$/.exec(id);
      if (!match) return null;
      const [, file, part] = match;
      this.addWatchFile(file!);
      const all = JSON.parse(await readFile(file!, 'utf8')) as Translations;
      // A string parsed at run time is smaller and faster to load than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(translationPart(all, part!)))});`;
    },
  };
}

/**
 * Modules of plain data derived from the resource definitions, each replaced by its value, computed at build time:
 * src/domain/resources/route-table.ts (the resources' paths and permissions, for the route table in the app's entry)
 * and lookup-table.ts (which names are resources and their master data cache, for the lists' lookups). The chunks
 * that use them then hold that data, not the definitions and the vocabularies they use. Each module has one export.
 * And src/web/resources/definition-loaders.ts: a loader per resource of a chunk holding its definition as data
 * (`src/domain/resources/index.ts?definition=<name>`), so a resource screen loads its own definition only.
 */
export function buildTimeData(): Plugin {
  const modules: Record<string, string> = {
    [path.join(repoRoot, 'src', 'domain', 'resources', 'route-table.ts')]: 'RESOURCE_ROUTES',
    [path.join(repoRoot, 'src', 'domain', 'resources', 'lookup-table.ts')]: 'RESOURCE_LOOKUPS',
  };
  const definitions = path.join(repoRoot, 'src', 'domain', 'resources', 'index.ts');
  const definitionLoaders = path.join(repoRoot, 'src', 'web', 'resources', 'definition-loaders.ts');
  const importTs = async (file: string) => {
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  };
  const allDefinitions = async () => (await importTs(definitions)).RESOURCES as { name: string }[];
  return {
    name: 'lintas-build-time-data',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      // `src/domain/resources/index.ts?definition=<name>`: one definition as data (below).
      return id.startsWith(`${definitions}?definition=`) ? id : null;
    },
    async load(id) {
      const [file, query] = path.normalize(id).split('?') as [string, string | undefined];
      if (file === definitions && query?.startsWith('definition=')) {
        const name = query.slice('definition='.length);
        const def = (await allDefinitions()).find((d) => d.name === name);
        if (!def) throw new Error(`Unknown resource ${name}`);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(def))});`;
      }
      if (file === definitionLoaders) {
        // A loader per resource, each importing its definition's own chunk of data.
        const entries = (await allDefinitions()).map(
          ({ name }) =>
            `${JSON.stringify(name)}: () => import(${JSON.stringify(`${definitions}?definition=${name}`)}).then((m) => m.default)`,
        );
        return `export const RESOURCE_DEFINITION_LOADERS = {\n${entries.join(',\n')}\n};`;
      }
      const name = modules[file];
      if (!name || query) return null;
      const value = (await importTs(file))[name];
      return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  base: '/trucking/',
  plugins: [react(), localeParts(), buildTimeData(), chunkMap()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // One long-lived chunk for React and the router, which every page needs: app changes do not invalidate it.
    // The other libraries (Mantine, zod, TanStack Query...) split with the routes that use them, so the sign-in
    // page does not download what only the signed-in screens need.
    rolldownOptions: {
      // Two pages: the app (index.html) and the light sign-in page of a first visit (signin.html, served for the
      // sign-in URLs by src/server/spa/static.ts), which loads neither Mantine nor the router nor the query cache.
      input: {
        main: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        signin: fileURLToPath(new URL('./src/web/signin.html', import.meta.url)),
      },
      treeshake: {
        // A feature's index.ts only re-exports (ESLint keeps it so): a screen that takes one export from it does
        // not pull the feature's other modules (and what they import) into its chunks.
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]web[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            // React alone (the light sign-in page loads it without the router): its own chunk, so
            // the sign-in page (signin.html) shares React with the app and loads nothing else.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // What every screen needs besides: translations, Mantine's core (provider, Box, styles API) and the
            // query cache's React context. One chunk instead of many small ones, which compress worse one by one.
            {
              name: 'base',
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]core|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider)/,
              priority: 1,
            },
            // Mantine's basic components, which the sign-in page and nearly every other screen show: one chunk
            // instead of twenty small ones.
            {
              name: 'ui',
              priority: 2,
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|NativeSelect|Alert|Card|Paper|Group|Stack|Anchor|Center|Title|Text|Button|ActionIcon|CloseButton|UnstyledButton|Transition|Loader|Combobox[\\/]ComboboxChevron)[\\/]|utils[\\/](InlineInput|InputsGroupFieldset)[\\/])|hooks[\\/]esm[\\/](use-id|use-uncontrolled|use-merged-ref|use-reduced-motion|use-did-update)[\\/])/,
            },
            // What every signed-in screen shows besides: the shell (app shell, menus, breadcrumbs, tooltips and the
            // floating-ui and scroll-lock code under them) and the lists' table and paging.
            {
              name: 'shell-ui',
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](components[\\/](AppShell|Avatar|Breadcrumbs|NavLink|ScrollArea|Menu|Popover|Tooltip|Collapse|Accordion[\\/]AccordionChevron|Radio|Overlay|FocusTrap|Portal|VisuallyHidden|Tabs|SimpleGrid|Image|Table|Pagination|Flex|Badge)[\\/]|utils[\\/]Floating[\\/])|@mantine[\\/]hooks[\\/]esm[\\/](use-window-event|use-debounced-callback|use-local-storage|use-disclosure|use-click-outside|use-long-press|use-focus-return|use-focus-trap|use-collapse|use-force-update|use-pagination|use-timeout)[\\/]|@floating-ui[\\/]|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|tslib)/,
            },
            // The query cache, which every screen but sign-in uses (src/web/lib/query-client-store.ts).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
      '/readyz': { target: apiTarget, changeOrigin: true },
    },
  },
});
