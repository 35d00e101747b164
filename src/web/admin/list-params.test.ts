import { describe, expect, it } from 'vitest';
import { datatableQueryOf, readListParams, writeListParams } from './list-params';

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
