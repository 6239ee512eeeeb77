import { LRUCache } from 'lru-cache';

/**
 * How long this instance trusts that a SKU it saw with no available units is still sold out.
 * Stock can come back at any moment: an unpaid order is canceled or expires, an after-sales
 * return is received, a seller restocks, and that may happen on another instance, which cannot
 * tell this one. So a mark must not outlive the time a buyer would tolerate being wrongly told
 * "insufficient inventory" after units came back: about a second and a half. That is still long
 * against a flash sale, where hundreds of requests arrive in that time and each mark spares them
 * all the database (one reading of the stock renews it when it expires).
 */
export const SOLD_OUT_TTL_MS = 1_500;

/** The most SKUs remembered at once (the least recently used mark goes first): bounds memory, not correctness. */
export const SOLD_OUT_MAX_SKUS = 10_000;

export interface SoldOutMarks {
  /** A reading found no available units of this goods (committed, not in a transaction that took them). */
  mark(goodsId: number): void;
  /** The first of these goods marked sold out and not expired, or undefined. */
  markedOf(goodsIds: Iterable<number>): number | undefined;
  /** Units of these goods came back or were added on this instance: their marks go at once. */
  clear(goodsIds: Iterable<number>): void;
  readonly size: number;
}

/**
 * Per-instance sold-out marks, so that checkouts of a SKU known to have no stock are refused
 * without a transaction or a pool connection.
 *
 * A clear is made where units come back, which may be inside the returning transaction, before
 * it commits: a checkout reading the stock in between still sees none and would mark it again
 * for a whole TTL. So for one TTL after a clear, new marks of that goods are not taken (those
 * checkouts go to the database, as without marks); that wrong refusal cannot happen on this instance.
 */
export function createSoldOutMarks(options: { ttlMs?: number; maxSkus?: number; now?: () => number } = {}): SoldOutMarks {
  const ttl = options.ttlMs ?? SOLD_OUT_TTL_MS;
  const common = { max: options.maxSkus ?? SOLD_OUT_MAX_SKUS, ttl, ttlResolution: 0, perf: { now: options.now ?? Date.now } };
  const marks = new LRUCache<number, true>(common);
  const cleared = new LRUCache<number, true>(common);
  return {
    mark(goodsId) {
      if (!cleared.has(goodsId)) marks.set(goodsId, true);
    },
    markedOf(goodsIds) {
      if (marks.size === 0) return undefined;
      for (const id of goodsIds) if (marks.has(id)) return id;
      return undefined;
    },
    clear(goodsIds) {
      for (const id of goodsIds) {
        marks.delete(id);
        cleared.set(id, true);
      }
    },
    get size() {
      return marks.size;
    },
  };
}
