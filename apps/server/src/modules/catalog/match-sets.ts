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
  readonly size: number;
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
  readonly shippingAreas: readonly string[][];
  readonly tags: readonly string[][];
  /** Positions in each list order, made when first asked for. */
  readonly orders: Map<GoodsSort, Int32Array>;
  /** Each position's rank in a list order (the inverse of `orders`), made when first asked for. */
  readonly ranks: Map<GoodsSort, Int32Array>;
  /** The goods of one value of a column (a category, a store, "in stock"...) as a bitset of positions, made when first asked for. */
  readonly bits: Map<string, Bits>;
  /** Each goods id's position, made when first asked for. */
  readonly index: { byId?: Map<number, number> };
}

/** One bit a position. */
export type Bits = Uint32Array;

export function buildMatchSet(facts: MatchFact[]): MatchSet {
  const n = facts.length;
  const strings = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const intern = (s: string) => strings.get(s) ?? (strings.set(s, s), s);
  const internList = (l: string[]) => {
    const key = l.join('\x1d');
    let kept = lists.get(key);
    if (!kept) lists.set(key, (kept = l.map(intern)));
    return kept;
  };
  const set = {
    size: n,
    id: new Int32Array(n),
    postedUs: new Float64Array(n),
    priceCents: new Float64Array(n),
    categoryId: new Int32Array(n),
    storeId: new Int32Array(n),
    shopCategoryId: new Int32Array(n),
    available: new Int32Array(n),
    sold: new Int32Array(n),
    warehouseType: new Array<string>(n),
    productType: new Array<string>(n),
    style: new Array<string | null>(n),
    shippingAreas: new Array<string[]>(n),
    tags: new Array<string[]>(n),
    orders: new Map<GoodsSort, Int32Array>(),
    ranks: new Map<GoodsSort, Int32Array>(),
    bits: new Map<string, Bits>(),
    index: {},
  };
  facts.forEach((f, i) => {
    set.id[i] = f.id;
    set.postedUs[i] = f.postedUs;
    set.priceCents[i] = f.priceCents;
    set.categoryId[i] = f.categoryId;
    set.storeId[i] = f.storeId;
    set.shopCategoryId[i] = f.shopCategoryId ?? -1;
    set.available[i] = f.available;
    set.sold[i] = f.sold;
    set.warehouseType[i] = intern(f.warehouseType);
    set.productType[i] = intern(f.productType);
    set.style[i] = f.style === null ? null : intern(f.style);
    set.shippingAreas[i] = internList(f.shippingAreas ?? []);
    set.tags[i] = internList(f.tags ?? []);
  });
  return set;
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

function order(set: MatchSet, sort: GoodsSort): Int32Array {
  let positions = set.orders.get(sort);
  if (!positions) {
    positions = Int32Array.from({ length: set.size }, (_, i) => i).sort(COMPARE[sort](set));
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
    ranks = new Int32Array(set.size);
    order(set, sort).forEach((position, r) => (ranks![position] = r));
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

/** The positions of the goods that pass `test`, kept on the set under `key`. */
function bitsWhere(set: MatchSet, key: string, test: (i: number) => boolean): Bits {
  let bits = set.bits.get(key);
  if (!bits) {
    bits = new Uint32Array((set.size + 31) >>> 5);
    for (let i = 0; i < set.size; i++) if (test(i)) bits[i >>> 5]! |= 1 << (i & 31);
    if ((set.bits.size + 1) * bits.byteLength <= BITS_KEPT_BYTES) set.bits.set(key, bits);
  }
  return bits;
}

/** The positions of goods ids of the set (ids it does not hold are left out). */
export function bitsOfIds(set: MatchSet, ids: readonly number[]): Bits {
  const byId = positionsById(set);
  const bits = new Uint32Array((set.size + 31) >>> 5);
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

function popcount(bits: Bits): number {
  let count = 0;
  for (let w of bits) {
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    count += Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/** Each position set in `bits`, in order. */
function eachPosition(bits: Bits, visit: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    for (let word = bits[w]!; word !== 0; word &= word - 1) visit((w << 5) + 31 - Math.clz32(word & -word));
  }
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
  let bits: Bits | null = null;
  if (lists.length > 0) {
    bits = lists.length === 1 ? lists[0]! : lists[0]!.map((word, w) => lists.reduce((all, other) => all & other[w]!, word));
  }
  const test = tests.length === 0 ? null : tests.length === 1 ? tests[0]! : (s: MatchSet, i: number) => tests.every((t) => t(s, i));
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
    const visit = (i: number) => {
      if (test(set, i)) hits!.push(i);
    };
    if (bits) eachPosition(bits, visit);
    else for (let i = 0; i < set.size; i++) visit(i);
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
    else eachPosition(bits!, (i) => (ranked[k++] = ranks[i]!));
    ranked.sort();
    return { ids: Array.from(ranked.subarray(offset, offset + limit), (r) => set.id[positions[r]!]!), total };
  }
  const ids: number[] = [];
  let seen = 0;
  for (let r = 0; r < positions.length && ids.length < limit; r++) {
    const i = positions[r]!;
    if (bits && (bits[i >>> 5]! & (1 << (i & 31))) === 0) continue;
    if (test && !test(set, i)) continue;
    if (seen++ >= offset) ids.push(set.id[i]!);
  }
  return { ids, total };
}
