import { PAGE_SIZES } from '../../domain/page-sizes';

export type PageSize = (typeof PAGE_SIZES)[number];
export type SortOrder = 'asc' | 'desc';

export interface ListParams {
  /** 1-based page number. */
  page: number;
  size: PageSize;
  search: string;
}

/** A server-paged list's whole state: paging, search, sort and named filters. */
export interface ListState extends ListParams {
  /** The sort column, or null for the list's default sort. */
  sort: string | null;
  order: SortOrder;
  /** Named filters with a value (exact match on the server). */
  filters: Record<string, string>;
}

/** What a list accepts from the URL: its sortable columns and its filter names. */
export interface ListSpec {
  sortable?: readonly string[];
  filters?: readonly string[];
}

/** Query-string keys of the list itself; a filter may not use them. */
export const LIST_KEYS = ['page', 'size', 'search', 'sort', 'order'] as const;

const MAX_TEXT = 200;

const toPageSize = (value: string | null): PageSize => {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : PAGE_SIZES[0];
};

/** Paging and search read from the URL query string (so a list view can be bookmarked). */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    size: toPageSize(params.get('size')),
    search: (params.get('search') ?? '').slice(0, MAX_TEXT),
  };
}

/**
 * The whole list state read from the URL: unknown sort columns and filters are ignored, so a
 * hand-edited or outdated bookmark still opens a valid list.
 */
export function readListState(params: URLSearchParams, spec: ListSpec = {}): ListState {
  const sortParam = params.get('sort');
  const sort = sortParam && spec.sortable?.includes(sortParam) ? sortParam : null;
  const filters: Record<string, string> = {};
  for (const name of spec.filters ?? []) {
    if ((LIST_KEYS as readonly string[]).includes(name)) continue;
    const value = params.get(name)?.slice(0, 64);
    if (value) filters[name] = value;
  }
  return {
    ...readListParams(params),
    sort,
    order: sort && params.get('order') === 'desc' ? 'desc' : 'asc',
    filters,
  };
}

/** Writes changes into the query string: empty values are dropped, and any filter change returns to page 1. */
export function writeListParams(
  params: URLSearchParams,
  patch: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('size') === String(PAGE_SIZES[0])) next.delete('size');
  if (!next.get('sort') || next.get('order') === 'asc') next.delete('order');
  return next;
}

/** The sort in effect: the URL's, else the list's default. */
export function activeSort(
  state: Pick<ListState, 'sort' | 'order'>,
  defaultSort: { field: string; order: SortOrder },
): { field: string; order: SortOrder } {
  return state.sort ? { field: state.sort, order: state.order } : defaultSort;
}

/** The next sort when a column header is clicked: ascending first, then it toggles. */
export function nextSort(
  state: Pick<ListState, 'sort' | 'order'>,
  column: string,
  defaultSort: { field: string; order: SortOrder },
): { sort: string; order: SortOrder } {
  const active = activeSort(state, defaultSort);
  if (active.field === column) return { sort: column, order: active.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: 'asc' };
}

export type DatatableQueryParams = Record<string, string | number>;

/**
 * The datatable request for the list state: `start`, `length`, `search`, and when set `sort`/`order` and the
 * named filters (docs/api.md).
 */
export function datatableQueryOf(
  state: ListParams & Partial<Pick<ListState, 'sort' | 'order' | 'filters'>>,
): DatatableQueryParams {
  const { page, size, search } = state;
  const query: DatatableQueryParams = { start: (page - 1) * size, length: size };
  if (search.trim()) query.search = search.trim();
  if (state.sort) {
    query.sort = state.sort;
    query.order = state.order ?? 'asc';
  }
  for (const [name, value] of Object.entries(state.filters ?? {})) if (value) query[name] = value;
  return query;
}

/** The file formats a list exports. */
export type ExportFormat = 'csv' | 'xlsx';
