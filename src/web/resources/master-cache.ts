import type { LookupOption } from '../../domain/datatable';
import type { masterCacheStamps } from '../../domain/master-responses';
import type { WireOf } from '../../domain/wire';
import { API_PATHS } from '../lib/paths';
import type { ApiClient } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';

/** Spec §7/§9: the cache time stamps are fetched on load and every 5 minutes. */
export const MASTER_CACHE_POLL_MS = 300_000;

/** Spec §7: never cached on the client (too large; searched on the server instead). */
export const NEVER_CACHED: ReadonlySet<string> = new Set(['port', 'hsCode']);

export const MASTER_CACHE_PREFIX = 'lintas.master.';

/** Options carry descriptions in the UI language, so each language has its own entry. */
export const masterCacheKey = (lang: string, entity: string): string => `${MASTER_CACHE_PREFIX}${lang}.${entity}`;

/** One cached entity: its options and the server's change time it was loaded at (null: not known then). */
export interface MasterCacheEntry {
  loadedAt: string | null;
  options: LookupOption[];
}

export const isCacheable = (entity: string): boolean => !NEVER_CACHED.has(entity);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isOption = (v: unknown): v is LookupOption => isObject(v) && typeof v.value === 'string' && typeof v.desc === 'string';

function parseEntry(raw: string | null): MasterCacheEntry | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!isObject(value) || !Array.isArray(value.options) || !value.options.every(isOption)) return null;
    const loadedAt = typeof value.loadedAt === 'string' ? value.loadedAt : null;
    return { loadedAt, options: value.options };
  } catch {
    return null;
  }
}

type MasterCacheStamps = WireOf<typeof masterCacheStamps>;

/** `data.master` of the stamps answer: entity -> ISO time; anything malformed (an odd answer) is left out. */
function stampsOf(body: MasterCacheStamps | undefined): Record<string, string> {
  const master = isObject(body) && isObject(body.data) ? body.data.master : undefined;
  if (!isObject(master)) return {};
  return Object.fromEntries(Object.entries(master).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

const newer = (stamp: string, loadedAt: string | null): boolean =>
  loadedAt === null || Date.parse(stamp) > Date.parse(loadedAt) || Number.isNaN(Date.parse(loadedAt));

/**
 * The client's master data cache (spec §4, §7, §8): `[{value, desc}]` per entity in localStorage with
 * the server time it was loaded at. A newer server time reloads the entity; a failed load drops it.
 */
export class MasterCache {
  private stamps: Record<string, string> = {};
  private firstPoll: Promise<void> | null = null;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly memo = new Map<string, { raw: string | null; entry: MasterCacheEntry | null }>();

  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage = window.localStorage,
    private readonly language: () => string = currentLanguage,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private key(entity: string): string {
    return masterCacheKey(this.language(), entity);
  }

  /** The stored entry (the same object while it does not change, for useSyncExternalStore). */
  read(entity: string): MasterCacheEntry | null {
    if (!isCacheable(entity)) return null;
    let raw: string | null = null;
    try {
      raw = this.storage.getItem(this.key(entity));
    } catch {
      raw = null;
    }
    const memo = this.memo.get(this.key(entity));
    if (memo && memo.raw === raw) return memo.entry;
    const entry = parseEntry(raw);
    this.memo.set(this.key(entity), { raw, entry });
    return entry;
  }

  isLoading(entity: string): boolean {
    return this.loading.has(this.key(entity));
  }

  hasFailed(entity: string): boolean {
    return this.failed.has(this.key(entity));
  }

  /** Loads the entity unless it is stored (or never cached). */
  ensure(entity: string): Promise<void> {
    if (!isCacheable(entity) || this.read(entity)) return Promise.resolve();
    return this.load(entity);
  }

  /** (Re)loads one entity; a failure drops its cached entry (spec §8). */
  load(entity: string): Promise<void> {
    if (!isCacheable(entity)) return Promise.resolve();
    const key = this.key(entity);
    const running = this.loading.get(key);
    if (running) return running;
    const work = (async () => {
      // The first stamp poll tells which server time this load belongs to.
      if (this.firstPoll) await this.firstPoll;
      const loadedAt = this.stamps[entity] ?? null;
      try {
        const body = await this.api.get<LookupOption[]>(API_PATHS.masterEntity(entity));
        if (!Array.isArray(body)) throw new Error('not a list');
        const options = body.filter(isOption).map(({ value, desc }) => ({ value, desc }));
        this.storage.setItem(key, JSON.stringify({ loadedAt, options } satisfies MasterCacheEntry));
        this.failed.delete(key);
      } catch {
        this.drop(entity);
        this.failed.add(key);
      }
    })().finally(() => {
      this.loading.delete(key);
      this.emit();
    });
    this.loading.set(key, work);
    this.emit();
    return work;
  }

  drop(entity: string): void {
    try {
      this.storage.removeItem(this.key(entity));
    } catch {
      // storage unavailable: nothing was cached
    }
  }

  /** Fetches the server's change times and reloads every stored entity that changed since it was loaded. */
  async poll(): Promise<void> {
    const fetched = this.fetchStamps();
    // Loads started meanwhile wait for the first stamps (not for the reloads below).
    this.firstPoll ??= fetched.then(() => undefined);
    if (!(await fetched)) return; // keep what is cached; the next poll tries again
    const stale = Object.entries(this.stamps).filter(([entity, stamp]) => {
      if (!isCacheable(entity)) return false;
      const entry = this.read(entity);
      return entry !== null && newer(stamp, entry.loadedAt);
    });
    await Promise.all(stale.map(([entity]) => this.load(entity)));
  }

  private async fetchStamps(): Promise<boolean> {
    try {
      this.stamps = stampsOf(await this.api.get<MasterCacheStamps>(API_PATHS.cacheTimestamps));
      return true;
    } catch {
      return false;
    }
  }

  /** Polls now and every `intervalMs`; returns the stop function. */
  start(intervalMs: number = MASTER_CACHE_POLL_MS): () => void {
    void this.poll();
    const timer = setInterval(() => void this.poll(), intervalMs);
    return () => clearInterval(timer);
  }
}

const caches = new WeakMap<ApiClient, MasterCache>();

/** One cache per API client (the app has one; each test its own). */
export function masterCacheFor(api: ApiClient): MasterCache {
  let cache = caches.get(api);
  if (!cache) {
    cache = new MasterCache(api);
    caches.set(api, cache);
  }
  return cache;
}
