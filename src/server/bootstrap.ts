import path from 'node:path';
import type { Config } from './config';
import { connect, withStartUpLock, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { isEmpty, seedDemo, seedReference } from './db/seed/seed';
import { sealPlainWebhookSecrets } from './webhooks/seal-secrets';

export interface Prepared {
  database: Database;
  url: string;
  embedded: EmbeddedDatabase | null;
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Opens the database (embedded PostgreSQL in DATA_DIR/pg when DATABASE_URL is unset), applies
 * the migrations, and seeds reference data plus, when allowed and the database is empty, demo data.
 */
export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolMax' | 'seedDemo' | 'env'>,
  log: (line: string) => void = () => {},
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<Prepared> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), 'lintas', log);
  const url = config.databaseUrl ?? embedded!.url;
  const database = connect(url, config.dbPoolMax);
  let seeded = false;
  try {
    await withStartUpLock({ connectionString: url }, async () => {
      if (options.migrate !== false) {
        await runMigrations(database.db);
        // Migration 0051's data step: webhook secrets still stored plain are encrypted under the data key.
        await sealPlainWebhookSecrets(database.db);
      }
      if (options.seed !== false) {
        await seedReference(database.db);
        if (config.seedDemo && (await isEmpty(database.db))) {
          await seedDemo(database.db, config.env);
          seeded = true;
        }
      }
    });
  } catch (error) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  return {
    database,
    url,
    embedded,
    seeded,
    async close() {
      await database.close().catch(() => {});
      await embedded?.stop();
    },
  };
}
