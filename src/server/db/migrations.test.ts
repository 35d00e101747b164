import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../../../tests/support/db-url';
import { connect } from './client';
import { startEmbeddedPostgres } from './embedded';
import { migrationsApplied, runMigrations } from './migrate';
import { DEMO_USERS } from './seed/demo-data';
import { seedDemo, seedReference } from './seed/seed';

/** Migrates an empty database twice (the second run must be a no-op), seeds it, and reports the server's major version. */
async function migrateFresh(url: string): Promise<number> {
  const database = connect(url, 2);
  try {
    expect(await migrationsApplied(database.db)).toBe(false);
    await runMigrations(database.db);
    await runMigrations(database.db);
    expect(await migrationsApplied(database.db)).toBe(true);
    await seedReference(database.db);
    await seedDemo(database.db, 'test');
    const { rows } = await database.pool.query<{ v: string; n: string }>(
      "select current_setting('server_version_num') as v, (select count(*) from users) as n",
    );
    expect(Number(rows[0]!.n)).toBe(DEMO_USERS.length);
    return Math.floor(Number(rows[0]!.v) / 10000);
  } finally {
    await database.close();
  }
}

describe('migrations', () => {
  it('apply on the embedded PostgreSQL 18, which a second start reuses', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lintas-mig-'));
    try {
      const first = await startEmbeddedPostgres(path.join(dir, 'pg'), 'lintas');
      try {
        expect(await migrateFresh(first.url)).toBe(18);
      } finally {
        await first.stop();
      }
      const second = await startEmbeddedPostgres(path.join(dir, 'pg'), 'lintas');
      const database = connect(second.url, 1);
      try {
        expect(await migrationsApplied(database.db)).toBe(true);
      } finally {
        await database.close();
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('apply on the PostgreSQL server of TEST_DATABASE_URL (15 in CI)', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `lintas_mig_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const major = await migrateFresh(databaseUrl(adminUrl, name));
      expect(major).toBeGreaterThanOrEqual(15);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
