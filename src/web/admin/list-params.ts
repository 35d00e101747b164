import { PAGE_SIZES } from '../../domain/datatable';

export type PageSize = (typeof PAGE_SIZES)[number];

export interface ListParams {
  /** 1-based page number. */
  page: number;
  size: PageSize;
  search: string;
}

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
    search: (params.get('search') ?? '').slice(0, 200),
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
  return next;
}

/** The datatable request (`start`, `length`, `search`) for the list parameters. */
export function datatableQueryOf({ page, size, search }: ListParams): { start: number; length: number; search?: string } {
  return { start: (page - 1) * size, length: size, ...(search.trim() ? { search: search.trim() } : {}) };
}
