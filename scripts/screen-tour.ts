/**
 * Screenshots of every screen in every demo user's menu, in both languages, at 1440x900 and 390x844 (issue 12:
 * the UI is checked by looking at them). Needs a running portal with demo data, e.g.
 *   E2E_PORT=8095 TEST_DATABASE_URL=postgres://… node --import tsx tests/e2e/serve.ts &
 *   npm run screens -- --base http://127.0.0.1:8095 --out .tmp/screens [--users CO1,TO1]
 * Files are named <user>-<lang>-<width>-<menu entry>.png. A tool for people, not a test: `npm test` does not run it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { DEMO_USERS } from '../src/server/db/seed/demo-data';
import { API_BASE } from '../src/domain/api-paths';
import { LANGUAGE_PREFERENCE_KEY } from '../src/web/lib/i18n';
import { TOKEN_KEY } from '../src/web/lib/session-store';

const PASSWORD = 'Demo#2026';
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

interface Item {
  id: string;
  path?: string;
  children?: Item[];
}

const leaves = (items: Item[]): { id: string; path: string }[] =>
  items.flatMap((i) => (i.children?.length ? leaves(i.children) : i.path ? [{ id: i.id, path: i.path }] : []));

async function signIn(page: Page, base: string, usrId: string): Promise<void> {
  await page.goto(`${base}/trucking/session/signin`);
  await page.getByTestId('signin-userid').fill(usrId);
  await page.getByTestId('signin-password').fill(PASSWORD);
  await page.getByTestId('signin-submit').click();
  const yes = page.getByTestId('confirm-yes');
  await Promise.race([page.waitForURL((u) => !u.pathname.includes('/session/signin')), yes.waitFor()]).catch(() => {});
  if (await yes.isVisible()) await yes.click();
  await page.waitForURL((u) => !u.pathname.includes('/session/signin'));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, out: { type: 'string' }, users: { type: 'string' } },
  });
  const base = values.base ?? 'http://127.0.0.1:8095';
  const out = path.resolve(values.out ?? '.tmp/screens');
  const skip = new Set(['SUSP1', 'CO1OPS']);
  const users = values.users?.split(',') ?? DEMO_USERS.map((u) => u.usrId).filter((id) => !skip.has(id));
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  let count = 0;
  for (const usrId of users) {
    for (const lang of ['en', 'id']) {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport });
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_PREFERENCE_KEY, lang] as const);
        const page = await context.newPage();
        await signIn(page, base, usrId);
        const menu = (await page.evaluate(
          async ([url, key]) => {
            const token = sessionStorage.getItem(key) ?? localStorage.getItem(key);
            return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
          },
          [`${API_BASE}/v1/lintas/auth/menu`, TOKEN_KEY] as const,
        )) as Item[];
        for (const entry of [{ id: 'landing', path: new URL(page.url()).pathname.replace('/trucking', '') }, ...leaves(menu)]) {
          await page.goto(`${base}/trucking${entry.path}`);
          await page.waitForLoadState('networkidle').catch(() => {});
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(out, `${usrId}-${lang}-${viewport.width}-${entry.id}.png`), fullPage: true });
          count += 1;
        }
        await context.close();
      }
    }
  }
  await browser.close();
  console.warn(`${count} screenshots in ${out}`);
}

await main();
