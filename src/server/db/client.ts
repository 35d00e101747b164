import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

// Return NUMERIC and BIGINT as strings (money stays exact); dates as JS Dates.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export function connect(url: string, max = 10): Database {
  // A parallel plan's worker start-up costs ~20 ms on a small machine: only big scans (whole-table counts,
  // exports) are worth it, not a page of a company's list (docs/performance.md). JIT compilation is off: PostgreSQL
  // compiles any plan over jit_above_cost, which a list over a million jobs passes, and spent 60 ms compiling a
  // 70 ms query of the document verification queue; the portal runs no query long enough to win it back.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    options: '-c parallel_setup_cost=10000 -c jit=off',
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    close: () => pool.end(),
  };
}

/** The advisory lock key of start-up work (migrations, seeds, pg-boss queues). */
const START_UP_LOCK = 7_316_425_001;

/**
 * Runs `work` holding a PostgreSQL advisory lock, on a connection of its own: the start-up steps of several server
 * processes on one database (migrations, reference data, pg-boss's queues) run one process at a time instead of
 * racing (two processes creating pg-boss's queues at once deadlocked).
 */
export async function withStartUpLock<T>(connection: pg.ClientConfig, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client(connection);
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {}); // ending the session releases the lock
  }
}
