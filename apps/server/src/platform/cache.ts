/**
 * An in-process cache for data that rarely changes (site content, regions, rates).
 *
 * The service that changes the data clears its cache after the change commits, so this
 * instance answers the change at once; other instances see it when their entries expire
 * (the TTL), which is what lets several instances converge without talking to each other.
 * Concurrent misses of one key share one load. A TTL of 0 turns caching off.
 */
export interface Cache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry; a load already running is not kept. */
  clear(): void;
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
  /** Bounds memory when keys come from requests (ids, pages): the oldest entry goes first. */
  maxEntries?: number;
  now?: () => number;
}

export function createCache({ ttlMs, staleMs = 0, maxEntries = 1000, now = Date.now }: CacheOptions): Cache {
  type Entry = { value: Promise<unknown>; expiresAt: number; settled: boolean; refreshing: boolean };
  const entries = new Map<string, Entry>();

  function store<T>(key: string, value: Promise<T>): Promise<T> {
    const entry: Entry = { value, expiresAt: now() + ttlMs, settled: false, refreshing: false };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    value.then(
      () => (entry.settled = true),
      // A failed load is not remembered; the next call tries again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.expiresAt > at) return hit.value as Promise<T>;
      if (hit && hit.settled && hit.expiresAt + staleMs > at) {
        // Stale but usable: answer it, and let one caller's reload replace it when it lands.
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = load();
          next.then(
            () => {
              if (entries.get(key) === hit) store(key, next);
            },
            () => (hit.refreshing = false),
          );
        }
        return hit.value as Promise<T>;
      }
      if (hit) entries.delete(key);
      return store(key, load());
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
