import type pg from 'pg';
import type { DbOrTx } from './client';

/**
 * Runs a fixed SQL text as a named (prepared) statement on the connection a drizzle handle uses: the pool, or the
 * transaction's own client (so it sees the transaction's writes). PostgreSQL parses and plans a named statement once
 * per connection instead of on every request, and no query builder runs per request (docs/performance.md). The text
 * must never change under one name. Rows come through pg's type parsers: numeric and bigint as strings, timestamps as
 * Dates, json parsed.
 */
export async function namedQuery<R extends pg.QueryResultRow>(
  db: DbOrTx,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const client = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session.client;
  return (await client.query<R>({ name, text, values })).rows;
}
