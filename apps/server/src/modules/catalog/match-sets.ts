import { GOODS_SORTS, type GoodsSort } from '@wm/contracts';
import type { GoodsFilter, MatchFact } from './catalog.repository';

/**
 * A keyword's match set: every listed goods matching a keyword (at most the count's cap), with
 * what the lists filter and sort by, kept in memory so that every filter, order and page of that
 * keyword is answered without searching again (issue 15, the long tail). A search reads its
 * matches from the GIN indexes and tests each on its row, whatever page it wants: a page past the
 * last match cost as much as the first. From a kept set, a page is a walk of at most the cap's
 * entries in memory, and only its 20 cards are read from the database (none past the last match).
 *
 * The set is kept as the lists are (the catalog's cache TTL, then answered stale while one reload
 * runs): stock and sales in it are as fresh as a cached page's. Columns, not objects: a set of
 * 10,000 goods is about 0.8 MB.
 *
 * TESTS (and INDEXED, as bitsets) test what filterConditions (catalog.repository.ts) writes as SQL, one filter
 * each, and the parity test (match-sets.test.ts) holds them to the same answers.
 */
export interface MatchSet {
  /** Positions in use (goods no longer listed keep theirs: see `live`). */
  size: number;
  /** Positions the columns have room for: goods listed after the set was read take the room past `size` (patchSet). */
  readonly capacity: number;
  readonly id: Int32Array;
  readonly postedUs: Float64Array;
  readonly priceCents: Float64Array;
  readonly categoryId: Int32Array;
  readonly storeId: Int32Array;
  /** -1: none. */
  readonly shopCategoryId: Int32Array;
  readonly available: Int32Array;
  readonly sold: Int32Array;
  /** Interned: a set holds a handful of distinct values, and of lists. */
  readonly warehouseType: string[];
  readonly productType: string[];
  readonly style: (string | null)[];
  readonly shippingAreas: string[][];
  readonly tags: string[][];
  /** Positions in each list order (the first `size` entries), made when first asked for. */
  readonly orders: Map<GoodsSort, Int32Array>;
  /** Each position's rank in a list order (the inverse of `orders`), made when first asked for. */
  readonly ranks: Map<GoodsSort, Int32Array>;
  /** The goods of one value of a column (a category, a store, "in stock"...) as a bitset of positions, made when first asked for. */
  readonly bits: Map<string, Bits>;
  /** What each kept bitset of `bits` tests, so that a patch keeps it true (patchSet). */
  readonly tests: Map<string, (i: number) => boolean>;
  /** Each goods id's position, made when first asked for. */
  readonly index: { byId?: Map<number, number> };
  /** The positions of goods still listed, once a patch took one out; null: every position below `size`. */
  live: Bits | null;
  /** Moves on when goods joined the set or their texts changed: keywords' matches found in it before are no longer whole. */
  textEpoch: number;
}

/** One bit a position. */
export type Bits = Uint32Array;

/** A set of `facts`, with room for `room` more goods (patchSet). */
export function buildMatchSet(facts: MatchFact[], room = 0): MatchSet {
  const n = facts.length;
  const capacity = n + room;
  const set: MatchSet = {
    size: n,
    capacity,
    id: new Int32Array(capacity),
    postedUs: new Float64Array(capacity),
    priceCents: new Float64Array(capacity),
    categoryId: new Int32Array(capacity),
    storeId: new Int32Array(capacity),
    shopCategoryId: new Int32Array(capacity),
    available: new Int32Array(capacity),
    sold: new Int32Array(capacity),
    warehouseType: new Array<string>(capacity),
    productType: new Array<string>(capacity),
    style: new Array<string | null>(capacity),
    shippingAreas: new Array<string[]>(capacity),
    tags: new Array<string[]>(capacity),
    orders: new Map(),
    ranks: new Map(),
    bits: new Map(),
    tests: new Map(),
    index: {},
    live: null,
    textEpoch: 0,
  };
  const intern = internerOf(set);
  facts.forEach((f, i) => write(set, i, f, intern));
  return set;
}

/** Each set's interned strings and lists: a set holds a handful of distinct values, and of lists. */
type Interner = { one: (s: string) => string; list: (l: string[]) => string[] };
const interned = new WeakMap<MatchSet, Interner>();

function internerOf(set: MatchSet): Interner {
  let interner = interned.get(set);
  if (!interner) {
    const strings = new Map<string, string>();
    const lists = new Map<string, string[]>();
    const one = (s: string) => strings.get(s) ?? (strings.set(s, s), s);
    const list = (l: string[]) => {
      const key = l.join('\x1d');
      let kept = lists.get(key);
      if (!kept) lists.set(key, (kept = l.map(one)));
      return kept;
    };
    interned.set(set, (interner = { one, list }));
  }
  return interner;
}

/** Writes a goods' facts at position `i`. */
function write(set: MatchSet, i: number, f: MatchFact, intern: Interner) {
  set.id[i] = f.id;
  set.postedUs[i] = f.postedUs;
  set.priceCents[i] = f.priceCents;
  set.categoryId[i] = f.categoryId;
  set.storeId[i] = f.storeId;
  set.shopCategoryId[i] = f.shopCategoryId ?? -1;
  set.available[i] = f.available;
  set.sold[i] = f.sold;
  set.warehouseType[i] = intern.one(f.warehouseType);
  set.productType[i] = intern.one(f.productType);
  set.style[i] = f.style === null ? null : intern.one(f.style);
  set.shippingAreas[i] = intern.list(f.shippingAreas ?? []);
  set.tags[i] = intern.list(f.tags ?? []);
}

/**
 * Each list order (ORDER in catalog.repository.ts) as a comparison of two positions: the same keys,
 * the same directions, the id last.
 */
const COMPARE: Record<GoodsSort, (s: MatchSet) => (a: number, b: number) => number> = {
  newest: (s) => (a, b) => s.postedUs[b]! - s.postedUs[a]! || s.id[b]! - s.id[a]!,
  priceAsc: (s) => (a, b) => s.priceCents[a]! - s.priceCents[b]! || s.id[a]! - s.id[b]!,
  priceDesc: (s) => (a, b) => s.priceCents[b]! - s.priceCents[a]! || s.id[b]! - s.id[a]!,
  sales: (s) => (a, b) => s.sold[b]! - s.sold[a]! || s.id[b]! - s.id[a]!,
};

/** A list order's positions: the first `size` entries (the rest is room for goods joining the set). */
function order(set: MatchSet, sort: GoodsSort): Int32Array {
  let positions = set.orders.get(sort);
  if (!positions) {
    positions = new Int32Array(set.capacity);
    positions.set(Int32Array.from({ length: set.size }, (_, i) => i).sort(COMPARE[sort](set)));
    set.orders.set(sort, positions);
  }
  return positions;
}

/**
 * What a set otherwise makes at the first page that needs it (each list order's positions and ranks,
 * the ids' positions), as steps a loader runs between turns of the event loop, not in a request.
 */
export function preparations(set: MatchSet): (() => void)[] {
  return [...GOODS_SORTS.map((sort) => () => void rank(set, sort)), () => void positionsById(set)];
}

function positionsById(set: MatchSet): Map<number, number> {
  return (set.index.byId ??= new Map(Array.from(set.id, (id, i) => [id, i] as const)));
}

function rank(set: MatchSet, sort: GoodsSort): Int32Array {
  let ranks = set.ranks.get(sort);
  if (!ranks) {
    ranks = new Int32Array(set.capacity);
    const positions = order(set, sort);
    for (let r = 0; r < set.size; r++) ranks[positions[r]!] = r;
    set.ranks.set(sort, ranks);
  }
  return ranks;
}

/**
 * Every filter a list takes, as a test of one goods of a set; `search` is what the set is of.
 * A Record of every key of GoodsFilter: a filter added there does not compile until it is tested here.
 */
const TESTS: { [K in keyof Required<GoodsFilter>]: (value: Required<GoodsFilter>[K]) => ((s: MatchSet, i: number) => boolean) | null } = {
  ids: (ids) => {
    const wanted = new Set(ids);
    return (s, i) => wanted.has(s.id[i]!);
  },
  categoryIds: (ids) => {
    const wanted = new Set(ids);
    return (s, i) => wanted.has(s.categoryId[i]!);
  },
  storeId: (id) => (s, i) => s.storeId[i] === id,
  shopCategoryIds: (ids) => {
    const wanted = new Set(ids);
    return (s, i) => s.shopCategoryId[i] !== -1 && wanted.has(s.shopCategoryId[i]!);
  },
  priceMinCents: (cents) => (s, i) => s.priceCents[i]! >= cents,
  priceMaxCents: (cents) => (s, i) => s.priceCents[i]! <= cents,
  inStock: (on) => (on ? (s, i) => s.available[i]! > 0 : null),
  warehouseType: (type) => (type ? (s, i) => s.warehouseType[i] === type : null),
  productType: (type) => (type ? (s, i) => s.productType[i] === type : null),
  shippingArea: (area) => (area ? (s, i) => s.shippingAreas[i]!.includes(area) : null),
  style: (style) => (style ? (s, i) => s.style[i] === style : null),
  styled: (on) => (on ? (s, i) => s.style[i] !== null : null),
  tag: (tag) => (tag ? (s, i) => s.tags[i]!.includes(tag) : null),
  // The SQL compares the date at milliseconds (toISOString): so does this, in microseconds.
  postedSince: (since) => {
    const us = since.getTime() * 1000;
    return (s, i) => s.postedUs[i]! >= us;
  },
  search: () => null,
};

/** The memory a set's bitsets may take (one per value asked for: categories, stores, types...); past it they are made per request. 1,600 at 80,000 goods. */
const BITS_KEPT_BYTES = 16 * 1024 * 1024;

/** A bitset of no position, long enough for every position the set has room for. */
const noBits = (set: MatchSet): Bits => new Uint32Array((set.capacity + 31) >>> 5);

/** The positions of the goods that pass `test`, kept on the set under `key`. */
function bitsWhere(set: MatchSet, key: string, test: (i: number) => boolean): Bits {
  let bits = set.bits.get(key);
  if (!bits) {
    bits = noBits(set);
    for (let i = 0; i < set.size; i++) if (test(i)) bits[i >>> 5]! |= 1 << (i & 31);
    if ((set.bits.size + 1) * bits.byteLength <= BITS_KEPT_BYTES) {
      set.bits.set(key, bits);
      set.tests.set(key, test);
    }
  }
  return bits;
}

/** The positions of goods ids of the set (ids it does not hold are left out). */
export function bitsOfIds(set: MatchSet, ids: readonly number[]): Bits {
  const byId = positionsById(set);
  const bits = noBits(set);
  for (const id of ids) {
    const i = byId.get(id);
    if (i !== undefined) bits[i >>> 5]! |= 1 << (i & 31);
  }
  return bits;
}

/** Positions in any of `lists` (a new bitset, unless there is one). */
function union(lists: Bits[]): Bits {
  if (lists.length === 1) return lists[0]!;
  const out = new Uint32Array(lists[0]!.length);
  for (const bits of lists) for (let w = 0; w < out.length; w++) out[w]! |= bits[w]!;
  return out;
}

/** Positions in every one of `lists` (a new bitset, unless there is one). */
function intersection(lists: Bits[]): Bits {
  if (lists.length === 1) return lists[0]!;
  const out = lists[0]!.slice();
  for (let k = 1; k < lists.length; k++) {
    const other = lists[k]!;
    for (let w = 0; w < out.length; w++) out[w]! &= other[w]!;
  }
  return out;
}

function popcount(bits: Bits): number {
  let count = 0;
  for (let w of bits) {
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    count += Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/**
 * The filters read as bitsets of the set's positions (one per value, made once a set): a filter of
 * these is a few ANDs of 2,500 words at 80,000 goods, not a test of each goods. The rest (price,
 * date, ids) are TESTS of the goods the bitsets let through. Each gives what TESTS tests.
 */
const INDEXED: { [K in keyof GoodsFilter]?: (set: MatchSet, value: Required<GoodsFilter>[K]) => Bits | null } = {
  categoryIds: (set, ids) => union([...new Set(ids)].map((id) => bitsWhere(set, `category:${id}`, (i) => set.categoryId[i] === id))),
  storeId: (set, id) => bitsWhere(set, `store:${id}`, (i) => set.storeId[i] === id),
  shopCategoryIds: (set, ids) => union([...new Set(ids)].map((id) => bitsWhere(set, `shopCategory:${id}`, (i) => set.shopCategoryId[i] !== -1 && set.shopCategoryId[i] === id))),
  inStock: (set, on) => (on ? bitsWhere(set, 'inStock', (i) => set.available[i]! > 0) : null),
  warehouseType: (set, type) => (type ? bitsWhere(set, `warehouseType:${type}`, (i) => set.warehouseType[i] === type) : null),
  productType: (set, type) => (type ? bitsWhere(set, `productType:${type}`, (i) => set.productType[i] === type) : null),
  shippingArea: (set, area) => (area ? bitsWhere(set, `shippingArea:${area}`, (i) => set.shippingAreas[i]!.includes(area)) : null),
  style: (set, style) => (style ? bitsWhere(set, `style:${style}`, (i) => set.style[i] === style) : null),
  styled: (set, on) => (on ? bitsWhere(set, 'styled', (i) => set.style[i] !== null) : null),
  tag: (set, tag) => (tag ? bitsWhere(set, `tag:${tag}`, (i) => set.tags[i]!.includes(tag)) : null),
};

/** A filter as the positions its bitsets let through (null: all) and a test of the rest (null: none). */
function compile(set: MatchSet, filter: GoodsFilter, within: Bits | undefined): { bits: Bits | null; test: ((s: MatchSet, i: number) => boolean) | null } {
  const lists: Bits[] = within ? [within] : [];
  if (set.live) lists.push(set.live);
  const tests: ((s: MatchSet, i: number) => boolean)[] = [];
  for (const key of Object.keys(filter) as (keyof GoodsFilter)[]) {
    const value = filter[key];
    if (value === undefined) continue;
    const indexed = INDEXED[key] as ((set: MatchSet, v: typeof value) => Bits | null) | undefined;
    if (indexed) {
      const bits = indexed(set, value);
      if (bits) lists.push(bits);
      continue;
    }
    const test = (TESTS[key] as (v: typeof value) => ((s: MatchSet, i: number) => boolean) | null)(value);
    if (test) tests.push(test);
  }
  const bits = lists.length > 0 ? intersection(lists) : null;
  const test =
    tests.length === 0
      ? null
      : tests.length === 1
        ? tests[0]!
        : (s: MatchSet, i: number) => {
            for (const t of tests) if (!t(s, i)) return false;
            return true;
          };
  return { bits, test };
}

/**
 * One page of a set's goods under a filter, in a list order: their ids and how many there are in all
 * (exact: a set holds them all). The page is found the cheaper way: the order walked until it is
 * full (about (offset + limit) / share of the goods passing), or the goods passing put in order by
 * their ranks (a sort of numbers, a few steps each). `within`: only these positions (a keyword's
 * matches in the listed set).
 */
export function pageOfSet(set: MatchSet, filter: GoodsFilter, sort: GoodsSort, limit: number, offset: number, within?: Bits): { ids: number[]; total: number } {
  const { bits, test } = compile(set, filter, within);
  // With a test, the goods passing are listed while they are counted; without one, the bitset counts them.
  const hits: number[] | null = test ? [] : null;
  if (test) {
    if (bits) {
      for (let w = 0; w < bits.length; w++) {
        for (let word = bits[w]!; word !== 0; word &= word - 1) {
          const i = (w << 5) + 31 - Math.clz32(word & -word);
          if (test(set, i)) hits!.push(i);
        }
      }
    } else for (let i = 0; i < set.size; i++) if (test(set, i)) hits!.push(i);
  }
  const total = hits ? hits.length : bits ? popcount(bits) : set.size;
  if (limit === 0 || offset >= total) return { ids: [], total };
  const positions = order(set, sort);
  const walked = Math.min(set.size, ((offset + limit) * set.size) / total);
  if (total * 4 < walked) {
    const ranks = rank(set, sort);
    const ranked = new Int32Array(total);
    let k = 0;
    if (hits) for (const i of hits) ranked[k++] = ranks[i]!;
    else {
      for (let w = 0; w < bits!.length; w++) {
        for (let word = bits![w]!; word !== 0; word &= word - 1) ranked[k++] = ranks[(w << 5) + 31 - Math.clz32(word & -word)]!;
      }
    }
    ranked.sort();
    return { ids: Array.from(ranked.subarray(offset, offset + limit), (r) => set.id[positions[r]!]!), total };
  }
  const ids: number[] = [];
  let seen = 0;
  for (let r = 0; r < set.size && ids.length < limit; r++) {
    const i = positions[r]!;
    if (bits && (bits[i >>> 5]! & (1 << (i & 31))) === 0) continue;
    if (test && !test(set, i)) continue;
    if (seen++ >= offset) ids.push(set.id[i]!);
  }
  return { ids, total };
}

/** Sets or clears position `i` of `bits`. */
function put(bits: Bits, i: number, on: boolean) {
  if (on) bits[i >>> 5]! |= 1 << (i & 31);
  else bits[i >>> 5]! &= ~(1 << (i & 31));
}

/**
 * Brings a set up to date with goods that changed (the listed set, listed-set.ts), without reading
 * it again: `facts` of goods listed now, `gone` the ids of goods no longer listed. A goods the set
 * holds is written in place and moved in each kept order; a goods new to it takes a position of the
 * room left at its end; a goods gone keeps its position, out of `live`. Kept bitsets and ranks are
 * kept true. A few copies of the orders (a few hundred microseconds at 80,000 goods) per goods.
 * False, and the set unchanged, when the new goods do not fit in its room: it is then read again.
 */
export function patchSet(set: MatchSet, facts: readonly MatchFact[], gone: readonly number[]): boolean {
  const byId = positionsById(set);
  if (set.size + facts.filter((f) => !byId.has(f.id)).length > set.capacity) return false;
  const intern = internerOf(set);
  for (const f of facts) {
    const known = byId.get(f.id);
    const joining = known === undefined;
    const i = known ?? set.size;
    if (joining) {
      byId.set(f.id, i);
      set.textEpoch++;
    }
    // Out of each kept order, written, and back in its place: `n` entries are in the order meanwhile.
    const n = set.size - (joining ? 0 : 1);
    const from = new Map<GoodsSort, number>();
    if (!joining) for (const [sort, positions] of set.orders) from.set(sort, takeOut(set, sort, positions, i, n + 1));
    write(set, i, f, intern);
    if (joining) set.size++;
    for (const [sort, positions] of set.orders) {
      const to = putIn(positions, COMPARE[sort](set), i, n);
      const ranks = set.ranks.get(sort);
      if (!ranks) continue;
      const first = Math.min(to, from.get(sort) ?? n);
      const last = Math.max(to, from.get(sort) ?? n);
      for (let r = first; r <= last; r++) ranks[positions[r]!] = r;
    }
    for (const [key, bits] of set.bits) put(bits, i, set.tests.get(key)!(i));
    if (set.live) put(set.live, i, true);
  }
  for (const id of gone) {
    const i = byId.get(id);
    if (i === undefined) continue;
    if (!set.live) {
      set.live = noBits(set);
      for (let p = 0; p < set.size; p++) put(set.live, p, true);
    }
    put(set.live, i, false);
  }
  return true;
}

/** Takes position `i` out of an order of `n` entries; answers the rank it had. */
function takeOut(set: MatchSet, sort: GoodsSort, positions: Int32Array, i: number, n: number): number {
  const r = set.ranks.get(sort)?.[i] ?? positions.subarray(0, n).indexOf(i);
  positions.copyWithin(r, r + 1, n);
  return r;
}

/** Puts position `i` in its place in an order of `n` entries (by `compare`); answers its rank. */
function putIn(positions: Int32Array, compare: (a: number, b: number) => number, i: number, n: number): number {
  let low = 0;
  let high = n;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(positions[middle]!, i) < 0) low = middle + 1;
    else high = middle;
  }
  positions.copyWithin(low + 1, low, n);
  positions[low] = i;
  return low;
}
