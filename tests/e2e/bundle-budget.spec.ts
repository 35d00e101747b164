import { type Page } from '@playwright/test';
import { expect, test } from './axe-test';
import { gzipSync } from 'node:zlib';
import { BUDGET_KB } from '../../scripts/bundle-budget';
import { TOKEN_KEY } from '../../src/web/lib/session-store';
import { apiToken } from './helpers';

/**
 * The JavaScript a page downloads, measured in the browser: every script response of the app (entry, route
 * chunks, language file), each gzipped, counted once per URL however often it is requested.
 */
function watchScripts(page: Page) {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/trucking/assets/') || !url.pathname.endsWith('.js') || sizes.has(url.pathname)) return;
    sizes.set(
      url.pathname,
      response.body().then((body) => gzipSync(body).length),
    );
  });
  return {
    total: async () => (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0),
    files: () => [...sizes.keys()],
  };
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

test.describe('what a screen loads', () => {
  test('the sign-in page loads only its own code, within the budget', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/trucking/session/signin');
    await expect(page.getByTestId('signin-submit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = await scripts.total();
    test.info().annotations.push({ type: 'sign-in JS', description: `${kB(total)} kB gzipped, ${scripts.files().length} files` });
    expect(kB(total), scripts.files().join('\n')).toBeLessThanOrEqual(BUDGET_KB.signin);
    // Only the chosen language's file: no screen of the signed-in shell, no other language.
    const names = scripts.files().map((file) => file.split('/').pop()!);
    expect(names.some((name) => name.startsWith('id-'))).toBe(false);
    expect(names.some((name) => name.startsWith('en-'))).toBe(true);
    expect(names.some((name) => /^(app-shell-layout|workbench-page|resource-list-page)-/.test(name))).toBe(false);
  });

  test('a signed-in workbench plus one list (trucks), within the budget', async ({ browser, request }) => {
    // A new browser context (empty cache) with a remembered session, as on a returning visit.
    const token = await apiToken(request, 'TO1');
    const context = await browser.newContext();
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto('/trucking/general/landing/workbench');
    await expect(page.getByTestId('workbench-user')).toBeVisible();
    await page.goto('/trucking/administrations/truck-management');
    await expect(page.getByTestId('resource-list-truck')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = await scripts.total();
    test
      .info()
      .annotations.push({ type: 'workbench + list JS', description: `${kB(total)} kB gzipped, ${scripts.files().length} files` });
    expect(kB(total), scripts.files().join('\n')).toBeLessThanOrEqual(BUDGET_KB.workbenchAndList);
    const names = scripts.files().map((file) => file.split('/').pop()!);
    expect(names.some((name) => /^(signin-page|registration-page|job-detail-page)-/.test(name))).toBe(false);
    await context.close();
  });
});

test.describe('a browser set to Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('gets Bahasa Indonesia on the first visit; the stored choice wins after', async ({ page }) => {
    await page.goto('/trucking/session/signin');
    await expect(page.getByTestId('signin-submit')).toHaveText(/Masuk/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.getByTestId('language-select').first().selectOption('en');
    await expect(page.getByTestId('signin-submit')).toHaveText(/Sign in/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('signin-submit')).toHaveText(/Sign in/);
  });
});
