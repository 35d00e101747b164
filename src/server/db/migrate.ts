import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every committed migration not yet applied (drizzle's journal in schema `drizzle`). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** Number of migrations in the committed journal. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when the database has every committed migration applied. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const result = await db.execute<{ n: string }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return Number(result.rows[0]?.n ?? 0) >= expectedMigrationCount();
  } catch {
    return false;
  }
}
