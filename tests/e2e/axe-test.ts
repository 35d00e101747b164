import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The `test` every browser journey imports: Playwright's, plus axe-core on every screen the journey visits.
 * Each distinct path (per page of the test) is checked once it has settled after a navigation, and every page
 * still open is checked again at the end of the test (its final state: dialogs, alerts, badges). A serious or
 * critical violation fails the test, and so does a final screen without an <h1>. Paths outside the app (/api/docs)
 * are not checked.
 */
export { expect };

/** The impacts that fail a journey. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** How long a page must stay on one URL before it counts as settled (redirects, lazy chunks, fade-ins). */
const SETTLE_MS = 900;

interface Finding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

function checkedPath(url: string): string | null {
  if (!url.startsWith('http')) return null; // about:blank, data: …
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') ? null : pathname;
}

/** Runs axe on the page as it is now; answers the serious and critical violations (none when the page went away). */
async function seriousViolations(page: Page, final = false, attempt = 1): Promise<Finding[]> {
  const url = page.url();
  if (page.isClosed() || checkedPath(url) === null) return [];
  try {
    // A screen whose chunk is still loading shows the previous one (the router keeps it during the navigation).
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    // A menu or dialog still opening or closing is half transparent: wait until no transition has run for
    // 200 ms (Mantine unmounts a closed dropdown a moment after its fade ends).
    await page
      .evaluate(() => void delete (window as typeof window & { __axeQuietSince?: number }).__axeQuietSince)
      .catch(() => {});
    await page
      .waitForFunction(
        () => {
          const w = window as typeof window & { __axeQuietSince?: number };
          if (document.getAnimations().some((a) => a.playState === 'running')) w.__axeQuietSince = undefined;
          else w.__axeQuietSince ??= performance.now();
          return w.__axeQuietSince !== undefined && performance.now() - w.__axeQuietSince >= 200;
        },
        undefined,
        { timeout: 3_000, polling: 50 },
      )
      .catch(() => {});
    // Legacy mode runs axe inside the page (the default opens an extra blank page in the context for each run).
    // An open select's option list scrolls inside its listbox; the keyboard moves through it from the input
    // (aria-activedescendant), so axe's "scrollable region must be focusable" does not apply to it.
    // A transition that starts while axe runs (a menu closing as the test goes on) shows colours half faded:
    // such a run is not trusted, and the screen is checked again.
    await page.evaluate(() => {
      const w = window as typeof window & { __axeMoved?: boolean; __axeListening?: boolean };
      w.__axeMoved = false;
      if (w.__axeListening) return;
      w.__axeListening = true;
      const moved = () => void (w.__axeMoved = true);
      document.addEventListener('transitionrun', moved, true);
      document.addEventListener('animationstart', moved, true);
    });
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .exclude('[role="listbox"] [data-offset-scrollbars]')
      .analyze();
    // The page navigated while axe ran (a dialog's Yes signing in): the DOM was torn down under it, and the next
    // screen is checked on its own.
    if (page.url() !== url) return [];
    const moved = await page.evaluate(() => (window as typeof window & { __axeMoved?: boolean }).__axeMoved === true);
    if (moved && attempt < 4) return seriousViolations(page, final, attempt + 1);
    return (
      results.violations
        // Every settled screen has its <h1> (a screen still loading may not have it yet).
        .filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || (final && v.id === 'page-has-heading-one'))
        .map((v) => ({
          url,
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }))
    );
  } catch (error) {
    // The page navigated, reloaded or closed while axe ran: the next screen is checked on its own, a reload again.
    if (page.isClosed() || page.url() !== url) return [];
    // The journey navigated while axe ran (page.goto on to the next screen) and the URL has not changed yet: the
    // page it was checking has gone; the next screen is checked on its own.
    if (/Execution context was destroyed|because of a navigation/.test(String(error))) {
      await page.waitForLoadState('load').catch(() => {});
      if (page.url() !== url || attempt >= 3) return [];
      return seriousViolations(page, final, attempt + 1);
    }
    // A reload (the same URL) replaced the document while axe ran (`axe` undefined in the new one): the flag this
    // run set on the document has gone with it. The new document is checked at the end of the journey (final state).
    const sameDocument = await page
      .evaluate(() => (window as typeof window & { __axeListening?: boolean }).__axeListening === true)
      .catch(() => false);
    if (!sameDocument && !final) return [];
    if (attempt < 3) {
      await page.waitForLoadState('load').catch(() => {});
      return seriousViolations(page, final, attempt + 1);
    }
    throw error;
  }
}

/** Paths checked by the watchers that check each path once per worker (the menu walk: the same screens for 21 users). */
const CHECKED_IN_WORKER = new Set<string>();

class AxeWatcher {
  /** `oncePerWorker`: a path an earlier test of this worker checked is not checked again (the final state still is). */
  constructor(private readonly oncePerWorker = false) {}

  private readonly findings: Finding[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly pages = new Set<Page>();
  private readonly checked = new Map<Page, Set<string>>();
  private readonly timers = new Map<Page, ReturnType<typeof setTimeout>>();
  private stopped = false;

  watchContext(context: BrowserContext): void {
    context.pages().forEach((p) => this.watchPage(p));
    context.on('page', (p) => this.watchPage(p));
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    this.checked.set(page, new Set());
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
    page.on('close', () => clearTimeout(this.timers.get(page)));
  }

  /** Checks the page once it has stayed on one URL for SETTLE_MS (each path once per page). */
  private schedule(page: Page): void {
    clearTimeout(this.timers.get(page));
    if (this.stopped) return;
    this.timers.set(
      page,
      setTimeout(() => {
        const path = checkedPath(page.url());
        const seen = this.checked.get(page)!;
        if (path === null || seen.has(path) || page.isClosed()) return;
        seen.add(path);
        if (this.oncePerWorker) {
          if (CHECKED_IN_WORKER.has(path)) return;
          CHECKED_IN_WORKER.add(path);
        }
        this.track(page);
      }, SETTLE_MS),
    );
  }

  private track(page: Page): void {
    const run = seriousViolations(page).then(
      (found) => void this.findings.push(...found),
      (error: unknown) =>
        void this.findings.push({ url: page.url(), rule: 'axe-error', impact: 'critical', help: String(error), targets: [] }),
    );
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Waits for running checks, checks every open page's final state, and answers everything found. */
  async finish(): Promise<Finding[]> {
    this.stopped = true;
    this.timers.forEach((timer) => clearTimeout(timer));
    await Promise.all([...this.pending]);
    for (const page of this.pages) {
      if (!page.isClosed()) this.findings.push(...(await seriousViolations(page, true)));
    }
    return this.findings;
  }
}

function describe(findings: Finding[]): string {
  const unique = new Map<string, Finding>();
  for (const f of findings) unique.set(`${new URL(f.url).pathname} ${f.rule} ${f.targets.join(',')}`, f);
  return [...unique.values()]
    .map((f) => `${new URL(f.url).pathname}: [${f.impact}] ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

export const test = base.extend<{ axe: AxeWatcher; axeOncePerPath: boolean }>({
  /** Check each path once per worker rather than once per test (set by the menu walk, which repeats screens per user). */
  axeOncePerPath: [false, { option: true }],
  axe: [
    async ({ context, browser, axeOncePerPath }, use, testInfo) => {
      const watcher = new AxeWatcher(axeOncePerPath);
      watcher.watchContext(context);
      // Journeys open more contexts (a second user, a visitor): watch those too.
      const newContext = browser.newContext.bind(browser) as Browser['newContext'];
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext(...args);
        watcher.watchContext(created);
        return created;
      };
      try {
        await use(watcher);
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) return; // the journey itself failed: report that
      const findings = await watcher.finish();
      if (findings.length)
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(findings, null, 2),
          contentType: 'application/json',
        });
      expect(findings, `axe: serious or critical violations\n${describe(findings)}`).toEqual([]);
    },
    { auto: true },
  ],
});
