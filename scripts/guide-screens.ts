/**
 * The guides' screenshots (decision 0031): the real screens of a running demo, in English and Bahasa Indonesia, at
 * 1000 px wide, saved as small palette PNGs into docs/guides/screens/<name>.<lang>.png (committed; the server
 * lays them into the guides' PDFs). Run against a portal with demo data, e.g.
 *   E2E_PORT=8095 TEST_DATABASE_URL=postgres://… node --import tsx tests/e2e/serve.ts &
 *   npm run guides:screens -- --base http://127.0.0.1:8095
 * Needs ImageMagick's `convert` for the palette compression (else the PNGs stay full colour).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { LANGUAGE_PREFERENCE_KEY } from '../src/web/lib/i18n';

const PASSWORD = 'Demo#2026';
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'guides', 'screens');

/** name: the screen, who sees it (null: a visitor), and what to wait for. */
const SCREENS: { name: string; user: string | null; path: string; ready: string }[] = [
  { name: 'signin', user: null, path: '/session/signin', ready: '[data-testid="signin-userid"]' },
  { name: 'faq', user: null, path: '/session/faq', ready: '[data-testid^="faq-row-"]' },
  { name: 'inquiry', user: null, path: '/inquiry', ready: '[data-testid="enquiry-form"]' },
  { name: 'workbench', user: 'CO1', path: '/general/landing/workbench', ready: '[data-testid="dashboard-tabs"]' },
  { name: 'jobs', user: 'CO1', path: '/applications/services/job/coff/truck', ready: 'table tbody tr' },
  { name: 'documents', user: 'CO1', path: '/applications/documentUpload/doc', ready: 'table' },
  { name: 'vessel-calls', user: 'SL1', path: '/applications/services/vesselCall', ready: '[data-testid="vessel-calls-row"]' },
  { name: 'crew-lists', user: 'SL1', path: '/configuration/crewList', ready: '[data-testid="crew-lists-row"]' },
  { name: 'certificate-inquiry', user: null, path: '/certificate/inquiry', ready: '[data-testid="inquiry-no"]' },
];

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
  const { values } = parseArgs({ options: { base: { type: 'string' }, only: { type: 'string' } } });
  const base = values.base ?? 'http://127.0.0.1:8095';
  const only = values.only?.split(',');
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  for (const lang of ['en', 'id'] as const) {
    const signedIn = new Map<string, Page>();
    for (const screen of SCREENS.filter((s) => !only || only.includes(s.name))) {
      const context = screen.user ? null : await browser.newContext({ viewport: { width: 1000, height: 640 } });
      let page: Page;
      if (context) {
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_PREFERENCE_KEY, lang] as const);
        page = await context.newPage();
      } else {
        let existing = signedIn.get(screen.user!);
        if (!existing) {
          const ctx = await browser.newContext({ viewport: { width: 1000, height: 640 } });
          await ctx.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_PREFERENCE_KEY, lang] as const);
          existing = await ctx.newPage();
          await signIn(existing, base, screen.user!);
          signedIn.set(screen.user!, existing);
        }
        page = existing;
      }
      await page.goto(`${base}/trucking${screen.path}`);
      await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(1500);
      const file = path.join(OUT, `${screen.name}.${lang}.png`);
      await page.screenshot({ path: file });
      try {
        execFileSync('convert', [file, '-strip', '-depth', '8', '-colors', '128', `PNG8:${file}`]);
      } catch {
        console.warn('convert (ImageMagick) is missing: the screenshot stays full colour');
      }
      console.warn(`${path.relative(process.cwd(), file)} ${Math.round(statSync(file).size / 1024)} kB`);
      if (context) await context.close();
    }
    for (const page of signedIn.values()) await page.context().close();
  }
  await browser.close();
}

await main();
