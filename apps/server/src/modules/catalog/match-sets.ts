import type { GoodsSort } from '@wm/contracts';
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
 * `matchesFilter` tests what filterConditions (catalog.repository.ts) writes as SQL, one filter
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
}

export function buildMatchSet(facts: MatchFact[]): MatchSet {
  const n = facts.length;
  const strings = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const intern = (s: string) => strings.get(s) ?? (strings.set(s, s), s);
  const internList = (l: string[]) => {
    const key = JSON.stringify(l);
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

/** A filter as one test of a goods of a set (the set is its keyword's: `search` is not tested again). */
export function matchesFilter(filter: GoodsFilter): (s: MatchSet, i: number) => boolean {
  const tests: ((s: MatchSet, i: number) => boolean)[] = [];
  for (const key of Object.keys(filter) as (keyof GoodsFilter)[]) {
    const value = filter[key];
    if (value === undefined) continue;
    const test = (TESTS[key] as (v: typeof value) => ((s: MatchSet, i: number) => boolean) | null)(value);
    if (test) tests.push(test);
  }
  return (s, i) => tests.every((test) => test(s, i));
}

/** One page of a set's goods under a filter, in a list order: their ids and how many there are in all (exact: a set holds them all). */
export function pageOfSet(set: MatchSet, filter: GoodsFilter, sort: GoodsSort, limit: number, offset: number): { ids: number[]; total: number } {
  const test = matchesFilter(filter);
  const ids: number[] = [];
  let total = 0;
  for (const i of order(set, sort)) {
    if (!test(set, i)) continue;
    if (total >= offset && ids.length < limit) ids.push(set.id[i]!);
    total++;
  }
  return { ids, total };
}
