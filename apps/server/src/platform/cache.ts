import { LRUCache } from 'lru-cache';

/**
 * An in-process cache for data that rarely changes (site content, regions, rates), on
 * `lru-cache`: the least recently used entry goes first when it is full, so a hot key stays.
 *
 * The service that changes the data clears its cache after the change commits, so this
 * instance answers the change at once; other instances see it when their entries expire
 * (the TTL), which is what lets several instances converge without talking to each other.
 * Concurrent misses of one key share one load. A TTL of 0 turns caching off.
 */
export interface Cache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The value of a key while it is fresh (within its TTL), without loading it: undefined otherwise. */
  peek<T>(key: string): T | undefined;
  /** Keeps a value found by other means (a query that answered it along with something else). */
  set<T>(key: string, value: T): void;
  /** Forgets every entry; a load already running is not kept. */
  clear(): void;
  /** Forgets the entries whose keys pass `test` (and their loads running). */
  forgetWhere(test: (key: string) => boolean): void;
  readonly size: number;
}

export interface CacheOptions {
  ttlMs: number;
  /**
   * For this long after its TTL, an entry is still answered while one reload runs in the
   * background (stale-while-revalidate): a hot key never makes its callers wait for the
   * database. 0 (the default): an expired entry is reloaded before it is answered.
   */
  staleMs?: number;
  /** Bounds memory when keys come from requests (ids, pages): the least recently used entry goes first. */
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it by hand). */
  now?: () => number;
}

/** lru-cache keeps no `undefined` values: every value travels in a box. */
type Box = { value: unknown };

export function createCache({ ttlMs, staleMs = 0, maxEntries = 1000, now = Date.now }: CacheOptions): Cache {
  const lru = new LRUCache<string, Box, () => Promise<unknown>>({
    max: maxEntries,
    ttl: Math.max(ttlMs, 1),
    ttlResolution: 0,
    perf: { now },
    // Stale-while-revalidate: an expired entry is answered while one reload runs...
    allowStale: staleMs > 0,
    // ...and stays when that reload fails; a failed first load is not remembered.
    noDeleteOnFetchRejection: true,
    // A caller whose load was running when the cache was cleared still gets its value (not kept).
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context }) => {
      loading.set(key, (loading.get(key) ?? 0) + 1);
      try {
        return { value: await context() };
      } finally {
        const n = loading.get(key)! - 1;
        if (n === 0) loading.delete(key);
        else loading.set(key, n);
      }
    },
  });
  // Keys being loaded: lru-cache's keys() leaves them out, and forgetWhere must not let them be kept.
  const loading = new Map<string, number>();

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      // Expired, and past the stale window: the caller waits for a fresh value.
      if (lru.getRemainingTTL(key) <= -staleMs) lru.delete(key);
      const box = await lru.fetch(key, { context: load });
      return box!.value as T;
    },
    peek<T>(key: string): T | undefined {
      return ttlMs > 0 ? (lru.peek(key, { allowStale: false })?.value as T | undefined) : undefined;
    },
    set<T>(key: string, value: T) {
      if (ttlMs > 0) lru.set(key, { value });
    },
    clear() {
      lru.clear();
    },
    forgetWhere(test) {
      for (const key of [...lru.keys(), ...loading.keys()]) if (test(key)) lru.delete(key);
    },
    get size() {
      return lru.size;
    },
  };
}
