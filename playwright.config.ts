import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);

/** Browser journeys in the system Chromium against the real server on a fresh, seeded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One retry wherever it runs (not only where CI=true): a menu screen's calls once took over 15 s to settle on a
  // loaded machine and passed on the retry.
  retries: 1,
  // A multi-user journey signs three or four people in, each screen checked by axe: 30 s was too tight on 2 cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    // SIGTERM (not the default SIGKILL) so the server drops its database or data folder (tests/e2e/serve.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
