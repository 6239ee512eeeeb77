import type { Language } from '@wm/contracts';
import { LRUCache } from 'lru-cache';
import type { RawCard } from './catalog.present';

/**
 * Goods cards kept one by one, per language (issue 15, the long tail). A list answered from memory
 * (the listed set, a keyword's matches) knows its page's goods ids without the database; their
 * cards were then read by one statement a page, and a page of random filters seldom repeats, so
 * most pages paid that statement. The same goods, though, are on many pages (the first goods of
 * each order and filter): kept by goods, a page's cards are mostly found here, and only the
 * missing ones are read, in one statement.
 *
 * Fresh for the lists' TTL, as a cached page's cards were. A goods a seller or operator changes is
 * forgotten at once (`forget`), alone: its other goods' cards stay, where a change cleared every
 * cached page before. A read that began before a forget is answered to its caller but not kept: it
 * may hold the goods as they were.
 */
export interface CardCache {
  /** The cards of `ids` in their order, the kept ones from here and the rest by `read` (one call); goods `read` does not answer are left out. */
  of(lang: Language, ids: readonly number[], read: (ids: number[]) => Promise<RawCard[]>): Promise<RawCard[]>;
  /** Cards read by other means (a page read from the database): answered, and kept unless a forget came while `read` ran. */
  reading(lang: Language, read: () => Promise<RawCard[]>): Promise<RawCard[]>;
  /** Forgets these goods' cards in every language, or every card. */
  forget(goodsIds?: readonly number[]): void;
  readonly size: number;
}

export function createCardCache(options: { ttlMs: number; max: number; languages: readonly Language[] }): CardCache {
  const lru = options.ttlMs > 0 ? new LRUCache<string, RawCard>({ max: options.max, ttl: options.ttlMs, ttlResolution: 0 }) : null;
  /** Moves on at each forget: what a read begun before it found is not kept. */
  let epoch = 0;
  const keyOf = (lang: Language, id: number) => `${lang}:${id}`;
  const reading = async (lang: Language, read: () => Promise<RawCard[]>) => {
    const since = epoch;
    const cards = await read();
    if (lru && since === epoch) for (const card of cards) lru.set(keyOf(lang, card.goodsId), card);
    return cards;
  };
  return {
    async of(lang, ids, read) {
      if (ids.length === 0) return [];
      const found = new Map<number, RawCard>();
      const missing: number[] = [];
      for (const id of ids) {
        const card = lru?.get(keyOf(lang, id));
        if (card) found.set(id, card);
        else missing.push(id);
      }
      if (missing.length > 0) for (const card of await reading(lang, () => read(missing))) found.set(card.goodsId, card);
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    reading,
    forget(goodsIds) {
      epoch++;
      if (!lru) return;
      if (!goodsIds) return lru.clear();
      for (const id of goodsIds) for (const lang of options.languages) lru.delete(keyOf(lang, id));
    },
    get size() {
      return lru?.size ?? 0;
    },
  };
}
