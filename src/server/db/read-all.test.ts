import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-app';
import { readAll, type Database } from './client';

let database: Database;
let drop: () => Promise<void>;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await drop();
});

const overlapWarnings = async () => {
  await new Promise((r) => setTimeout(r, 20)); // warnings are emitted on a later tick
  return warnings.filter((m) => m.includes('already executing a query'));
};

describe('readAll (independent reads, e.g. getJob inside a job transaction)', () => {
  it('runs the reads one after another on a transaction, so its connection never gets two queries at once', async () => {
    const [a, b, c] = await database.db.transaction((tx) =>
      readAll(tx, [
        () => tx.execute<{ n: number }>(sql`select 1 as n from pg_sleep(0.02)`),
        () => tx.execute<{ n: number }>(sql`select 2 as n`),
        () => tx.execute<{ n: number }>(sql`select 3 as n`),
      ]),
    );
    expect([a.rows[0]!.n, b.rows[0]!.n, c.rows[0]!.n]).toEqual([1, 2, 3]);
    expect(await overlapWarnings()).toEqual([]);
  });

  it('runs them at once on the pool', async () => {
    const started = Date.now();
    const results = await readAll(database.db, [
      () => database.db.execute(sql`select pg_sleep(0.2)`),
      () => database.db.execute(sql`select pg_sleep(0.2)`),
    ]);
    expect(results).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(390);
  });

  it('(the check above sees overlapping queries: three at once on a transaction are reported)', async () => {
    await database.db.transaction((tx) =>
      Promise.all([tx.execute(sql`select pg_sleep(0.02)`), tx.execute(sql`select 1`), tx.execute(sql`select 2`)]),
    );
    expect(await overlapWarnings()).toHaveLength(1);
  });
});
