import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

describe('createCache', () => {
  it('keeps a value for its TTL, then loads again', async () => {
    let now = 1000;
    let loads = 0;
    const cache = createCache({ ttlMs: 60_000, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now += 59_999;
    expect(await cache.get('k', load)).toBe(1);
    now += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('peek answers a fresh value only, without loading; set keeps a value for its TTL', async () => {
    let now = 1000;
    const cache = createCache({ ttlMs: 60_000, staleMs: 60_000, now: () => now });
    expect(cache.peek('k')).toBeUndefined();
    cache.set('k', 7);
    expect(cache.peek('k')).toBe(7);
    expect(await cache.get('k', async () => 8)).toBe(7);
    now += 60_001;
    // Expired: peek says nothing (a stale value is not an answer), get still revalidates it.
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => 8)).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.peek('k')).toBe(8);
    const off = createCache({ ttlMs: 0 });
    off.set('k', 1);
    expect(off.peek('k')).toBeUndefined();
  });

  it('shares one load between concurrent misses of a key', async () => {
    let loads = 0;
    const cache = createCache({ ttlMs: 1000 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('other', load)).toBe(2);
  });

  it('clear forgets everything, including a load still running', async () => {
    let value = 'old';
    const cache = createCache({ ttlMs: 60_000 });
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve(value))));
    cache.clear();
    value = 'new';
    release();
    expect(await slow).toBe('new');
    expect(await cache.get('k', async () => 'reloaded')).toBe('reloaded');
  });

  it('forgetWhere forgets the keys that pass, including a load still running, and keeps the others', async () => {
    const cache = createCache({ ttlMs: 60_000 });
    await cache.get('1:en', async () => 'one');
    await cache.get('2:en', async () => 'two');
    let release!: () => void;
    const slow = cache.get('1:ja', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.forgetWhere((key) => key.startsWith('1:'));
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('1:ja', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('1:en', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('2:en', async () => 'reloaded')).toBe('two');
  });

  it('does not remember a failure', async () => {
    const cache = createCache({ ttlMs: 60_000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = createCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c');
  });

  it('keeps a hot entry when full: the least recently used one goes first', async () => {
    const loads: string[] = [];
    const cache = createCache({ ttlMs: 60_000, maxEntries: 2 });
    const load = (key: string) => async () => (loads.push(key), `${key}${loads.length}`);
    await cache.get('hot', load('hot'));
    await cache.get('cold', load('cold'));
    expect(await cache.get('hot', load('hot'))).toBe('hot1'); // used again: now the most recent
    await cache.get('new', load('new'));
    expect(cache.size).toBe(2);
    expect(await cache.get('hot', load('hot'))).toBe('hot1'); // inserted first, yet kept
    expect(await cache.get('cold', load('cold'))).toBe('cold4'); // the least recently used went
    expect(loads).toEqual(['hot', 'cold', 'new', 'cold']);
  });

  it('shares one load between many concurrent callers of several keys', async () => {
    const loads = new Map<string, number>();
    const cache = createCache({ ttlMs: 1000 });
    const load = (key: string) => () => new Promise<string>((resolve) => setTimeout(() => (loads.set(key, (loads.get(key) ?? 0) + 1), resolve(key)), 5));
    const keys = Array.from({ length: 60 }, (_, i) => `k${i % 3}`);
    expect(await Promise.all(keys.map((k) => cache.get(k, load(k))))).toEqual(keys);
    expect(Object.fromEntries(loads)).toEqual({ k0: 1, k1: 1, k2: 1 });
  });

  it('a TTL of 0 never caches', async () => {
    let loads = 0;
    const cache = createCache({ ttlMs: 0 });
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('stale-while-revalidate: answers an expired value at once while one reload runs, then the new one', async () => {
    let now = 1; // lru-cache reads a start time of 0 as no TTL; a real clock is never 0
    let loads = 0;
    let release!: () => void;
    const cache = createCache({ ttlMs: 1000, staleMs: 5000, now: () => now });
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    now = 1500;
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++loads)));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(2); // one reload for three callers
    expect(await cache.get('k', slow)).toBe(2);
    // Past the stale window the caller waits for a fresh value.
    now = 1500 + 1000 + 5000 + 1;
    const fresh = cache.get('k', async () => ++loads);
    expect(await fresh).toBe(3);
  });

  it('stale-while-revalidate keeps the stale value when the reload fails', async () => {
    let now = 1; // lru-cache reads a start time of 0 as no TTL; a real clock is never 0
    const cache = createCache({ ttlMs: 1000, staleMs: 5000, now: () => now });
    await cache.get('k', async () => 'old');
    now = 2000;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'new')).toBe('old'); // a new background reload is started
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });
});
