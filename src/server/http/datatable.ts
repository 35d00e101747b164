import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, desc, gte, lt, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DatatableQuery, DatatableResponse } from '../../domain/datatable';
import { validationFailed } from './errors';

/** Escapes a free-text search for ILIKE. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The ORDER BY for a list: the requested column (must be one of `sortable`) then a tiebreaker. */
export function orderBy<S extends Record<string, AnyColumn | SQL>>(
  q: DatatableQuery,
  sortable: S,
  fallback: keyof S & string,
  tiebreaker: AnyColumn,
): SQL[] {
  const key = q.sort ?? fallback;
  if (!Object.hasOwn(sortable, key)) {
    throw validationFailed({ sort: `must be one of ${Object.keys(sortable).join(', ')}` });
  }
  const column = sortable[key]!;
  return [q.order === 'desc' ? desc(column) : asc(column), asc(tiebreaker)];
}

/**
 * The total the caller may see and the total matching the filters, in one scan:
 * `count(*)` and `count(*) filter (where …)` over the tenant scope.
 */
export const countsSql = (filter: SQL | undefined) => ({
  total: sql<number>`count(*)`.mapWith(Number),
  filtered: filter ? sql<number>`count(*) filter (where ${filter})`.mapWith(Number) : sql<number>`count(*)`.mapWith(Number),
});

export interface Counts {
  total: number;
  filtered: number;
}

/**
 * Assembles the datatable answer from the page and the counts. The page query uses the sort
 * index with LIMIT/OFFSET; the counts are skipped when the first page already holds everything.
 */
export async function paged<T>(
  q: DatatableQuery,
  hasFilter: boolean,
  fetchPage: () => Promise<T[]>,
  counts: () => Promise<Counts>,
): Promise<DatatableResponse<T>> {
  const rows = await fetchPage();
  const { total, filtered } =
    q.start === 0 && rows.length < q.length && !hasFilter ? { total: rows.length, filtered: rows.length } : await counts();
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: total,
    iTotalDisplayRecords: filtered,
    aaData: rows,
  };
}

/**
 * A list's page and counts from one FROM clause: `from(fields)` selects the fields from the list's table with its
 * joins, once for the page (the columns, the scope and the filter, the order, LIMIT/OFFSET) and once for the counts
 * (`countsSql` of the filter over the scope), assembled by `paged`.
 */
export function pagedFrom<F extends SelectedFields, Q extends PromiseLike<unknown[]> & { $dynamic(): unknown }>(
  q: DatatableQuery,
  list: { columns: F; from: (fields: F) => Q; scope?: SQL | undefined; filter: SQL | undefined; order: SQL[] },
): Promise<DatatableResponse<Awaited<Q>[number]>> {
  const select = (fields: F) => list.from(fields).$dynamic() as DynamicSelect;
  return paged(
    q,
    list.filter !== undefined,
    async () =>
      (await select(list.columns)
        .where(and(list.scope, list.filter))
        .orderBy(...list.order)
        .limit(q.length)
        .offset(q.start)) as Array<Awaited<Q>[number]>,
    // The same FROM and joins with the counts' fields in place of the columns.
    async () => ((await select(countsSql(list.filter) as unknown as F).where(list.scope)) as Counts[])[0]!,
  );
}

/** What `pagedFrom` calls on a list's select (drizzle's dynamic select builder). */
interface DynamicSelect extends PromiseLike<unknown[]> {
  where(where: SQL | undefined): DynamicSelect;
  orderBy(...columns: SQL[]): DynamicSelect;
  limit(n: number): DynamicSelect;
  offset(n: number): DynamicSelect;
}

const cachedCounts = new Map<string, { value: number; at: number; pending?: Promise<number> }>();

/**
 * A large table's unfiltered total, counted at most every `ttlMs` per process (default 10 s): a
 * count over millions of rows costs more than the page itself, and a total seconds old is fine for
 * "n records". Filtered totals stay exact. Concurrent callers share one count.
 */
export async function cachedCount(key: string, count: () => Promise<number>, ttlMs = 10_000): Promise<number> {
  const hit = cachedCounts.get(key);
  if (hit && Date.now() - hit.at <= ttlMs) return hit.value;
  if (hit?.pending) return hit.pending;
  const pending = count().then(
    (value) => {
      cachedCounts.set(key, { value, at: Date.now() });
      return value;
    },
    (error: unknown) => {
      if (hit) cachedCounts.set(key, { value: hit.value, at: hit.at });
      else cachedCounts.delete(key);
      throw error;
    },
  );
  cachedCounts.set(key, { value: hit?.value ?? 0, at: hit?.at ?? 0, pending });
  return pending;
}

const wibDayStart = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** A from/to date range (YYYY-MM-DD) in whole days as users see them (WIB, UTC+7): from its start, before `to`. */
export function dayRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  return {
    ...(from ? { from: wibDayStart(from) } : {}),
    ...(to ? { to: new Date(wibDayStart(to).getTime() + 86_400_000) } : {}),
  };
}

/** A from/to date filter (YYYY-MM-DD) on a time column, in whole days as users see them (WIB, UTC+7). */
export function dayRangeFilters(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const range = dayRange(from, to);
  const filters: SQL[] = [];
  if (range.from) filters.push(gte(column, range.from));
  if (range.to) filters.push(lt(column, range.to));
  return filters;
}
