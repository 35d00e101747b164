import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Inserts many rows of one table as a single JSON parameter (`jsonb_to_recordset`), for bulk writes of thousands of
 * rows: drizzle's multi-row `VALUES` binds every value as its own parameter, and building a statement of tens of
 * thousands of parameters cost more than PostgreSQL took to run it (docs/performance.md). Every row must carry the
 * same keys (the table's property names); columns left out take their defaults. Dates are sent as ISO instants.
 * `returning` names the properties to answer; `skipConflicts` adds ON CONFLICT DO NOTHING.
 */
export async function insertJsonRows<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  db: DbOrTx,
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
  options: { returning?: readonly K[]; skipConflicts?: boolean } = {},
): Promise<Array<Pick<T['$inferSelect'], K>>> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  const unknown = keys.find((k) => !columns[k]);
  if (unknown) throw new Error(`insertJsonRows: ${getTableName(table)} has no column ${unknown}`);
  const names = keys.map((k) => sql.identifier(columns[k]!.name));
  const record = sql.join(
    keys.map((k) => sql`${sql.identifier(columns[k]!.name)} ${sql.raw(columns[k]!.getSQLType())}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((k) => [columns[k]!.name, (row as Record<string, unknown>)[k] ?? null]))),
  );
  const returning = options.returning ?? [];
  const answer: SQL = returning.length
    ? sql` returning ${sql.join(
        returning.map((k) => sql`${sql.identifier(columns[k]!.name)} as ${sql.identifier(k)}`),
        sql`, `,
      )}`
    : sql``;
  const result = await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)})
        select ${sql.join(names, sql`, `)} from jsonb_to_recordset(${json}::jsonb) as r(${record})
        ${options.skipConflicts ? sql`on conflict do nothing` : sql``}${answer}`,
  );
  return result.rows as Array<Pick<T['$inferSelect'], K>>;
}
