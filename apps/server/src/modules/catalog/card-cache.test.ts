import { describe, expect, it } from 'vitest';
import type { RawCard } from './catalog.present';
import { createCardCache } from './card-cache';

const card = (goodsId: number, name = `goods ${goodsId}`) => ({ goodsId, name }) as unknown as RawCard;

/** A read of cards that records which ids it was asked for, and answers them (except `unlisted`). */
function reader(unlisted: number[] = [], name = (id: number) => `goods ${id}`) {
  const asked: number[][] = [];
  const read = async (ids: number[]) => {
    asked.push([...ids]);
    return ids.filter((id) => !unlisted.includes(id)).map((id) => card(id, name(id)));
  };
  return { asked, read };
}

const options = { ttlMs: 60_000, max: 100, languages: ['en', 'zh', 'ja'] as const };

describe('the card cache', () => {
  it('reads only the cards it does not keep, in one call, and answers them in the order asked', async () => {
    const cache = createCardCache(options);
    const r = reader();
    expect((await cache.of('en', [3, 1, 2], r.read)).map((c) => c.goodsId)).toEqual([3, 1, 2]);
    expect((await cache.of('en', [4, 2, 1, 5], r.read)).map((c) => c.goodsId)).toEqual([4, 2, 1, 5]);
    expect(r.asked).toEqual([[3, 1, 2], [4, 5]]);
    // Per language.
    await cache.of('ja', [1], r.read);
    expect(r.asked.at(-1)).toEqual([1]);
  });

  it('leaves out goods the read does not answer (no longer listed), and asks for them again', async () => {
    const cache = createCardCache(options);
    const r = reader([2]);
    expect((await cache.of('en', [1, 2, 3], r.read)).map((c) => c.goodsId)).toEqual([1, 3]);
    await cache.of('en', [1, 2, 3], r.read);
    expect(r.asked).toEqual([[1, 2, 3], [2]]);
  });

  it('forgets the goods changed, in every language, and keeps the others', async () => {
    const cache = createCardCache(options);
    const r = reader();
    await cache.of('en', [1, 2], r.read);
    await cache.of('zh', [1, 2], r.read);
    cache.forget([1]);
    await cache.of('en', [1, 2], r.read);
    await cache.of('zh', [1, 2], r.read);
    expect(r.asked.slice(2)).toEqual([[1], [1]]);
    cache.forget();
    await cache.of('en', [1, 2], r.read);
    expect(r.asked.at(-1)).toEqual([1, 2]);
  });

  it('answers a read begun before a change, but does not keep it', async () => {
    const cache = createCardCache(options);
    let name = 'old';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.of('en', [1], async (ids) => {
      const read = ids.map((id) => card(id, name));
      await gate;
      return read;
    });
    cache.forget([1]);
    name = 'new';
    release();
    expect((await slow)[0]!.name).toBe('old');
    expect((await cache.of('en', [1], async (ids) => ids.map((id) => card(id, name))))[0]!.name).toBe('new');
  });

  it('keeps cards read by other means unless a change came since the read began', async () => {
    const cache = createCardCache(options);
    const r = reader();
    await cache.reading('en', async () => [card(1)]);
    await cache.reading('en', async () => {
      cache.forget([9]);
      return [card(2)];
    });
    await cache.of('en', [1, 2], r.read);
    expect(r.asked).toEqual([[2]]);
  });

  it('keeps a card for its TTL only, and nothing with a TTL of 0', async () => {
    const r = reader();
    const off = createCardCache({ ...options, ttlMs: 0 });
    await off.of('en', [1], r.read);
    await off.of('en', [1], r.read);
    expect(r.asked).toEqual([[1], [1]]);
    expect(off.size).toBe(0);

    const short = createCardCache({ ...options, ttlMs: 30 });
    await short.of('en', [1], r.read);
    await short.of('en', [1], r.read);
    expect(r.asked.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await short.of('en', [1], r.read);
    expect(r.asked.length).toBe(4);
  });

  it('holds at most `max` cards', async () => {
    const cache = createCardCache({ ...options, max: 10 });
    await cache.of('en', Array.from({ length: 30 }, (_, i) => i + 1), reader().read);
    expect(cache.size).toBe(10);
  });
});
