import type { AnyColumn, SQL } from 'drizzle-orm';
import { asc, desc, sql } from 'drizzle-orm';
import type { DatatableQuery, DatatableResponse } from '../../domain/datatable';
import { validationFailed } from './errors';

/** `count(*) over ()`: the filtered total, computed with the page in one query. */
export const filteredCount = () => sql<number>`count(*) over ()`.mapWith(Number);

/** Escapes a free-text search for ILIKE. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The ORDER BY for a list: the requested column (must be one of `sortable`) then a tiebreaker. */
export function orderBy<K extends string>(
  q: DatatableQuery,
  sortable: Record<K, AnyColumn | SQL>,
  fallback: K,
  tiebreaker: AnyColumn,
): SQL[] {
  const key = (q.sort ?? fallback) as K;
  if (!(key in sortable)) {
    throw validationFailed({ sort: `must be one of ${Object.keys(sortable).join(', ')}` });
  }
  const column = sortable[key];
  return [q.order === 'desc' ? desc(column) : asc(column), asc(tiebreaker)];
}

/**
 * Assembles the datatable answer. `fetchPage` returns the page with the filtered total on each
 * row; `count(filtered)` is only called when the page is empty past the first row, or to get
 * the unfiltered total when a filter applies.
 */
export async function paged<T>(
  q: DatatableQuery,
  hasFilter: boolean,
  fetchPage: () => Promise<Array<{ row: T; filtered: number }>>,
  count: (filtered: boolean) => Promise<number>,
): Promise<DatatableResponse<T>> {
  const [rows, total] = await Promise.all([fetchPage(), hasFilter ? count(false) : Promise.resolve(undefined)]);
  let filtered = rows[0]?.filtered;
  if (filtered === undefined) filtered = q.start > 0 ? await count(true) : 0;
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: total ?? filtered,
    iTotalDisplayRecords: filtered,
    aaData: rows.map((r) => r.row),
  };
}
