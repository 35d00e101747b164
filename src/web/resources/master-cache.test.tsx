// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/render-app';
import { renderUi } from '../test/render-ui';
import { LookupSelect } from './lookup-select';
import { MASTER_CACHE_POLL_MS, MasterCache, masterCacheKey } from './master-cache';

const STAMPS = '/api/co/common/portalCacheTimeStamp';
const entity = (name: string) => `/api/co/master/entity/${name}`;

const stored = (name: string) => JSON.parse(localStorage.getItem(masterCacheKey('en', name)) ?? 'null') as unknown;

function api(stamps: Record<string, string>, fail: string[] = []) {
  return fakeApi((path) => {
    if (path === STAMPS) return { data: { master: stamps } };
    const name = /\/api\/co\/master\/entity\/(\w+)/.exec(path)?.[1];
    if (name && fail.includes(name)) throw new Error('down');
    if (name) return [{ value: `${name}-1`, desc: `First ${name}` }];
    return undefined;
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('master data cache', () => {
  it('loads an entity once and keeps it with the server time of the first poll', async () => {
    const { client, call } = api({ country: '2026-03-01T00:00:00.000Z' });
    const cache = new MasterCache(client, localStorage);
    const polled = cache.poll();
    await cache.ensure('country');
    await polled;
    expect(stored('country')).toEqual({
      loadedAt: '2026-03-01T00:00:00.000Z',
      options: [{ value: 'country-1', desc: 'First country' }],
    });
    await cache.ensure('country');
    expect(call.mock.calls.filter(([, path]) => path === entity('country'))).toHaveLength(1);
  });

  it('refreshes an entity whose server time is newer than the stored one, and only that one', async () => {
    localStorage.setItem(
      masterCacheKey('en', 'country'),
      JSON.stringify({ loadedAt: '2026-03-01T00:00:00.000Z', options: [{ value: 'OLD', desc: 'Old' }] }),
    );
    localStorage.setItem(
      masterCacheKey('en', 'currency'),
      JSON.stringify({ loadedAt: '2026-03-05T00:00:00.000Z', options: [{ value: 'IDR', desc: 'Rupiah' }] }),
    );
    const { client, call } = api({
      country: '2026-03-02T00:00:00.000Z',
      currency: '2026-03-05T00:00:00.000Z',
      uom: '2026-03-09T00:00:00.000Z',
    });
    await new MasterCache(client, localStorage).poll();
    const paths = call.mock.calls.map(([, path]) => path);
    expect(paths).toEqual([STAMPS, entity('country')]);
    expect(stored('country')).toEqual({
      loadedAt: '2026-03-02T00:00:00.000Z',
      options: [{ value: 'country-1', desc: 'First country' }],
    });
    expect(stored('currency')).toMatchObject({ options: [{ value: 'IDR', desc: 'Rupiah' }] });
    // Never loaded before: nothing to refresh until someone needs it.
    expect(stored('uom')).toBeNull();
  });

  it('never caches port or hsCode', async () => {
    const { client, call } = api({ port: '2026-03-02T00:00:00.000Z', hsCode: '2026-03-02T00:00:00.000Z' });
    localStorage.setItem(masterCacheKey('en', 'port'), JSON.stringify({ loadedAt: null, options: [] }));
    const cache = new MasterCache(client, localStorage);
    await cache.poll();
    await cache.ensure('port');
    await cache.ensure('hsCode');
    expect(cache.read('port')).toBeNull();
    expect(call.mock.calls.map(([, path]) => path)).toEqual([STAMPS]);
  });

  it('drops the cached entry when its load fails', async () => {
    localStorage.setItem(
      masterCacheKey('en', 'country'),
      JSON.stringify({ loadedAt: '2026-03-01T00:00:00.000Z', options: [{ value: 'OLD', desc: 'Old' }] }),
    );
    const { client } = api({ country: '2026-03-02T00:00:00.000Z' }, ['country']);
    const cache = new MasterCache(client, localStorage);
    await cache.poll();
    expect(localStorage.getItem(masterCacheKey('en', 'country'))).toBeNull();
    expect(cache.hasFailed('country')).toBe(true);
  });

  it('polls the stamps on start and every 5 minutes', async () => {
    vi.useFakeTimers();
    const { client, call } = api({});
    const stop = new MasterCache(client, localStorage).start();
    const polls = () => call.mock.calls.filter(([, path]) => path === STAMPS).length;
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(MASTER_CACHE_POLL_MS - 1);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(MASTER_CACHE_POLL_MS);
    expect(polls()).toBe(2);
  });
});

describe('lookup dropdowns', () => {
  it('fill a cached master lookup from the cache', async () => {
    const { client, call } = api({});
    renderUi(<LookupSelect lookup="country" value="" onChange={() => undefined} label="Country" testId="field-ctryCode" />, {
      api: client,
    });
    await waitFor(() => expect(stored('country')).not.toBeNull());
    expect(call.mock.calls.map(([, path]) => path)).toContain(entity('country'));
    fireEvent.click(screen.getByTestId('field-ctryCode'));
    expect(await screen.findByText('First country')).toBeInTheDocument();
  });

  it('search a large lookup on the server as the user types, with the spec empty states', async () => {
    const { client } = fakeApi((path) => (path.startsWith('/api/v1/lintas/trucking/lookups/port') ? [] : undefined));
    const get = vi.spyOn(client, 'get');
    renderUi(<LookupSelect lookup="port" value="" onChange={() => undefined} label="Port" testId="field-portCode" />, {
      api: client,
    });
    const input = screen.getByTestId('field-portCode');
    fireEvent.click(input);
    expect(await screen.findByText('Type to search')).toBeInTheDocument();
    // Nothing is fetched (and nothing cached) before the user types.
    expect(get).not.toHaveBeenCalled();
    input.focus();
    fireEvent.change(input, { target: { value: 'tanjung' } });
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/v1/lintas/trucking/lookups/port',
        expect.objectContaining({ query: { search: 'tanjung' } }),
      ),
    );
    expect(await screen.findByText('No options')).toBeInTheDocument();
    expect(stored('port')).toBeNull();
  });
});
