import { describe, expect, it } from 'vitest';
import { datatableQueryOf, nextSort, readListParams, readListState, writeListParams } from './list-params';

describe('list parameters in the URL', () => {
  it('reads page, size and search with safe defaults', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, size: 10, search: '' });
    expect(readListParams(new URLSearchParams('page=3&size=100&search=abc'))).toEqual({ page: 3, size: 100, search: 'abc' });
    expect(readListParams(new URLSearchParams('page=-2&size=7'))).toEqual({ page: 1, size: 10, search: '' });
  });

  it('writes changes, drops empties and goes back to page 1 on a filter change', () => {
    const start = new URLSearchParams('page=4&size=200&status=SENT');
    expect(writeListParams(start, { search: 'reset' }).toString()).toBe('size=200&status=SENT&search=reset');
    expect(writeListParams(start, { status: null }).toString()).toBe('size=200');
    expect(writeListParams(start, { page: 5 }).toString()).toBe('page=5&size=200&status=SENT');
    expect(writeListParams(start, { page: 1 }).toString()).toBe('size=200&status=SENT');
  });

  it('turns them into start/length/search', () => {
    expect(datatableQueryOf({ page: 3, size: 100, search: ' x ' })).toEqual({ start: 200, length: 100, search: 'x' });
    expect(datatableQueryOf({ page: 1, size: 10, search: '' })).toEqual({ start: 0, length: 10 });
  });
});

describe('the whole list state in the URL', () => {
  const spec = { sortable: ['name', 'code'], filters: ['status', 'ctryCode', 'page'] };

  it('reads sort, order and the known filters; ignores unknown ones', () => {
    const state = readListState(new URLSearchParams('sort=name&order=desc&status=A&ctryCode=ID&other=x&page=2'), spec);
    expect(state).toEqual({
      page: 2,
      size: 10,
      search: '',
      sort: 'name',
      order: 'desc',
      filters: { status: 'A', ctryCode: 'ID' },
    });
    // An unknown sort column falls back to the default sort.
    expect(readListState(new URLSearchParams('sort=secret&order=desc'), spec)).toMatchObject({ sort: null, order: 'asc' });
  });

  it('toggles the sort: a new column ascending, the active one flips', () => {
    const byName = { field: 'name', order: 'asc' as const };
    expect(nextSort({ sort: null, order: 'asc' }, 'name', byName)).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'name', byName)).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'code', byName)).toEqual({ sort: 'code', order: 'asc' });
  });

  it('drops defaults from the URL (page 1, size 10, ascending order)', () => {
    const start = new URLSearchParams('size=100&sort=name&order=desc');
    expect(writeListParams(start, { size: 10 }).toString()).toBe('sort=name&order=desc');
    expect(writeListParams(start, { order: 'asc' }).toString()).toBe('size=100&sort=name');
  });

  it('sends sort, order and filters to the server', () => {
    expect(datatableQueryOf({ page: 2, size: 10, search: 'ja', sort: 'name', order: 'desc', filters: { status: 'A' } })).toEqual({
      start: 10,
      length: 10,
      search: 'ja',
      sort: 'name',
      order: 'desc',
      status: 'A',
    });
  });
});
