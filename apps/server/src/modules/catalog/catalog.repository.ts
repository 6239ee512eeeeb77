import type { GoodsSort, Language, StoreKind } from '@wm/contracts';
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { PREPARED, rows, setLocal, settledRows, type Db, type Executor } from '../../db/client';
import { goods, goodsPriceTiers, goodsStock, stores } from './catalog.tables';
import { caseless, containsPattern, pairQueries, prefixQuery, TRIGRAM_MIN, type SearchPart } from './search';

export type NewStore = typeof stores.$inferInsert;
export type NewGoods = typeof goods.$inferInsert;
export type NewPriceTier = typeof goodsPriceTiers.$inferInsert;
export type NewStock = typeof goodsStock.$inferInsert;

/** What the lists filter on; the service turns a request into this. */
export interface GoodsFilter {
  ids?: number[];
  categoryIds?: number[];
  storeId?: number;
  shopCategoryIds?: number[];
  priceMinCents?: number;
  priceMaxCents?: number;
  inStock?: boolean;
  warehouseType?: string;
  productType?: string;
  shippingArea?: string;
  style?: string;
  /** Only goods with a space style. */
  styled?: boolean;
  tag?: string;
  postedSince?: Date;
  search?: SearchPart[];
}

/** A goods in a list, as stored: amounts in cents, status as set. */
export interface CardRow {
  id: number;
  itemCode: string;
  name: string;
  image: string;
  storeId: number;
  storeCode: string;
  storeName: string;
  categoryId: number;
  productType: 'general' | 'sectional' | 'accessory';
  warehouseType: 'selfBuilt' | 'platform';
  status: 'offShelves' | 'onSale' | 'violation' | 'removed' | 'toBeShelved';
  priceMode: 'spot' | 'tiered';
  priceMinCents: number;
  priceMaxCents: number;
  originalPriceCents: number | null;
  available: number;
  sold: number;
  postedAt: Date;
}

export interface StoreRow {
  id: number;
  code: string;
  name: string;
  logo: string;
  status: 'open' | 'closed';
  returnGuarantee: 'basic' | 'standard';
  logisticsGuarantee: boolean;
  intro: string;
  openedAt: Date;
  followers: number;
  itemsCount: number;
}

const COLUMN_OF: Record<Language, string> = { en: 'en', zh: 'zh', ja: 'ja' };
/** `alias.column_<lang>`: the language is one of three fixed values, never user text. */
export const localized = (alias: string, column: string, lang: Language) => sql.raw(`${alias}.${column}_${COLUMN_OF[lang]}`);
/** A text[] literal: one parameter, whatever the driver does with arrays. */
const textArray = (items: string[]) => `{${items.map((i) => `"${i.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const list = (values: readonly (number | string)[]) => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/** Amounts as float8: node-postgres hands bigint over as a string, PGlite as a number. */
export const cardSelect = (lang: Language) => sql`
  g.id as "id", g.item_code as "itemCode", ${localized('g', 'name', lang)} as "name", coalesce(g.images[1], '') as "image",
  g.store_id as "storeId", s.code as "storeCode", ${localized('s', 'name', lang)} as "storeName", g.category_id as "categoryId",
  g.product_type as "productType", g.warehouse_type as "warehouseType", g.status as "status", g.price_mode as "priceMode",
  g.price_min_cents::float8 as "priceMinCents", g.price_max_cents::float8 as "priceMaxCents", g.original_price_cents::float8 as "originalPriceCents",
  st.available as "available", st.sold as "sold", g.posted_at as "postedAt"`;

/** Every goods has its stock row (written with it), so lists join it and "best selling" reads the stock index. */
export const CARD_FROM = sql`goods g join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id`;

/**
 * The search terms, each required: see search.ts for how each kind is matched. What is kept in the
 * row (names, item code) is tested before the out-of-line vectors: where a row is checked one by
 * one (a recheck, a walk down a list's order), a name match costs no reading of the vectors.
 */
export function searchConditions(parts: SearchPart[] | undefined): SQL[] {
  return (parts ?? []).map((part) => {
    const ways = searchWays(part).map(wayCondition);
    return ways.length === 1 ? ways[0]! : sql`(${sql.join(ways, sql` or `)})`;
  });
}

/** One way of matching as a condition: what its index finds, and its check on each goods found. */
const wayCondition = ({ found, check }: SearchWay) => (check ? sql`(${found} and ${check})` : found);

type SearchWay = { found: SQL; check?: SQL };

/**
 * The ways one term can match, any of which will do, the cheapest to test on a row first: what an
 * index finds (`found`), and what is then tested on each goods it found (`check`), if anything: only
 * the last way has one (matchesOf relies on it).
 */
export function searchWays(part: SearchPart): SearchWay[] {
  if (part.kind === 'cjk') {
    // The pairs of the names and descriptions. The phrase by ts_match_vq (what @@ calls), which the planner does not hand to the index.
    const pairs = pairQueries(part.chars);
    const paired = {
      found: sql`g.search_cjk_pairs @@ to_tsquery('simple', ${pairs.words})`,
      ...(pairs.phrase === null ? {} : { check: sql`ts_match_vq(g.search_cjk_pairs, to_tsquery('simple', ${pairs.phrase}))` }),
    };
    if (part.chars.length < TRIGRAM_MIN) return [paired];
    // A name is tested in the row first: a goods named so never has its out-of-line pairs read.
    // A term without letters that have a case (Chinese, kana, digits) is tested by LIKE, which finds
    // what ILIKE finds without folding each name's case (at 1,000,000 goods, the 6,686 names holding
    // "三人位" are found and tested in 5.5-6 ms rather than 15-20).
    const pattern = containsPattern(part.text);
    const like = caseless(part.text) ? sql`like` : sql`ilike`;
    return [{ found: sql`g.name_zh ${like} ${pattern}` }, { found: sql`g.name_ja ${like} ${pattern}` }, paired];
  }
  const words = { found: sql`g.search_en @@ to_tsquery('simple', ${prefixQuery(part.words)})` };
  if (part.text.length < TRIGRAM_MIN) return [words];
  const pattern = containsPattern(part.text);
  return [{ found: sql`g.name_en ilike ${pattern}` }, { found: sql`g.item_code ilike ${pattern}` }, words];
}

/** Conditions of a filter, on goods `g` (and its store `s` where the filter needs it). */
export function filterConditions(f: GoodsFilter): SQL[] {
  const c: SQL[] = [];
  if (f.ids) c.push(f.ids.length > 0 ? sql`g.id in ${list(f.ids)}` : sql`false`);
  if (f.categoryIds) c.push(f.categoryIds.length > 0 ? sql`g.category_id in ${list(f.categoryIds)}` : sql`false`);
  if (f.storeId !== undefined) c.push(sql`g.store_id = ${f.storeId}`);
  if (f.shopCategoryIds) c.push(f.shopCategoryIds.length > 0 ? sql`g.shop_category_id in ${list(f.shopCategoryIds)}` : sql`false`);
  if (f.priceMinCents !== undefined) c.push(sql`g.price_min_cents >= ${f.priceMinCents}`);
  if (f.priceMaxCents !== undefined) c.push(sql`g.price_min_cents <= ${f.priceMaxCents}`);
  // Not sold out: every goods has its stock row, and the few sold out have an index of their own
  // (migration 0032), which a count reads as a hash anti-join rather than probing each goods' stock.
  if (f.inStock) c.push(sql`not exists (select 1 from goods_stock sk where sk.goods_id = g.id and sk.available = 0)`);
  if (f.warehouseType) c.push(sql`g.warehouse_type = ${f.warehouseType}`);
  if (f.productType) c.push(sql`g.product_type = ${f.productType}`);
  if (f.shippingArea) c.push(sql`g.shipping_areas @> array[${f.shippingArea}]::text[]`);
  if (f.style) c.push(sql`g.style = ${f.style}`);
  if (f.styled) c.push(sql`g.style is not null`);
  if (f.tag) c.push(sql`g.tags @> array[${f.tag}]::text[]`);
  if (f.postedSince) c.push(sql`g.posted_at >= ${f.postedSince.toISOString()}::timestamptz`);
  c.push(...searchConditions(f.search));
  return c;
}

/** Whether the kept counts answer a filter: nothing but categories and a store. */
const keptCountOf = (f: GoodsFilter) => Object.entries(f).every(([key, value]) => value === undefined || key === 'categoryIds' || key === 'storeId');

/** Listed: on sale (sold out included) in an open store. */
const LISTED = [sql`g.status = 'onSale'`, sql`s.status = 'open'`];
const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);

const ORDER: Record<GoodsSort, SQL> = {
  newest: sql`g.posted_at desc, g.id desc`,
  priceAsc: sql`g.price_min_cents asc, g.id asc`,
  priceDesc: sql`g.price_min_cents desc, g.id desc`,
  sales: sql`st.sold desc, st.goods_id desc`,
};

export const storeCardSelect = (lang: Language) => sql`
  s.id as "id", s.code as "code", ${localized('s', 'name', lang)} as "name", s.logo as "logo", s.status as "status",
  s.return_guarantee as "returnGuarantee", s.logistics_guarantee as "logisticsGuarantee", ${localized('s', 'intro', lang)} as "intro",
  s.opened_at as "openedAt",
  (select count(*)::int from favorite_stores f where f.store_id = s.id) as "followers",
  (select count(*)::int from goods g where g.store_id = s.id and g.status = 'onSale') as "itemsCount"`;

const STORE_ORDER: Record<StoreKind, SQL> = {
  all: sql`"followers" desc, s.id asc`,
  new: sql`s.opened_at desc, s.id desc`,
  featured: sql`"followers" desc, s.id asc`,
};

const storeConditions = (kind: StoreKind, keyword?: string) => {
  const c = [sql`s.status = 'open'`];
  if (kind === 'featured') c.push(sql`s.featured`);
  if (keyword) {
    const p = containsPattern(keyword);
    c.push(sql`(s.name_en ilike ${p} or s.name_zh ilike ${p} or s.name_ja ilike ${p} or s.code ilike ${p})`);
  }
  return c;
};

const { searchEn: _searchEn, searchCjkPairs: _searchCjkPairs, ...goodsColumns } = getTableColumns(goods);

/**
 * One page of listed goods. The page's ids are found first (goods and stores only, plus stock
 * when sorting by sales), then only those rows are joined to what a card shows: a search
 * matching thousands of goods sorts them without fetching thousands of stock rows.
 */
function pageGoods(ex: Executor, lang: Language, filter: GoodsFilter, sort: GoodsSort, limit: number, offset: number, known?: KnownCounts) {
  const listed = where([...LISTED, ...filterConditions(filter)]);
  const range = pageRange(limit, offset);
  const ids = known && gathers(filter, known, limit + offset, sort)
    ? sql`with m as materialized (select ${GATHER_KEYS[sort]} from goods g join stores s on s.id = g.store_id where ${listed})
          select m.k2 as id from m order by ${GATHER_ORDER[sort]} ${range}`
    : sql`select g.id from goods g join stores s on s.id = g.store_id ${sort === 'sales' ? sql`join goods_stock st on st.goods_id = g.id` : sql``}
          where ${listed} order by ${ORDER[sort]} ${range}`;
  return rows<CardRow>(
    ex,
    sql`${PREPARED}select ${cardSelect(lang)}
        from (${ids}) page
        join goods g on g.id = page.id join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id
        order by ${ORDER[sort]}`,
  );
}

/** The deepest page end (offset + limit) written into a prepared statement's text rather than sent as parameters. */
export const LITERAL_PAGE_END = 200;

/**
 * A page's `limit ... offset ...`. A prepared statement's generic plan (planned once, then reused)
 * needs them as constants: with parameters the planner assumes a tenth of the list is wanted and
 * sorts all of it (30 ms on the embedded database at 100,000 goods), so PostgreSQL plans the statement
 * again on every run, which on the embedded database is ~1.2 ms of the ~2.3 a first page costs. Only the
 * first pages are written as constants, so each kind of list has a bounded number of statements
 * (node-postgres keeps every named statement of a connection); deeper pages are planned per run.
 * Both are integers the caller has checked, never user text.
 */
export function pageRange(limit: number, offset: number): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) throw new Error(`bad page range ${limit} ${offset}`);
  return offset + limit <= LITERAL_PAGE_END ? sql.raw(`limit ${limit} offset ${offset}`) : sql`limit ${limit} offset ${offset}`;
}

/** What is known of a list before its page is read: its matches (exact, the count comes first) and all listed goods (roughly). */
export interface KnownCounts {
  matches: number;
  listed: number;
}

/** The filters that have an index of their own to find their goods by (not a scan of every goods). */
const INDEXED_FILTERS = ['ids', 'categoryIds', 'storeId', 'shopCategoryIds', 'productType', 'style', 'shippingArea', 'tag'] as const;

/**
 * Whether a page is read by gathering every match of the filter and sorting them, rather than by
 * walking the list's order (the date, price or sales index) until the page is passed. The planner
 * walks a narrow filter too, and on a deep page of a small category sorted by sales it read 65,000
 * goods to keep 180 (110 ms); gathered, the same page reads the category's 1,833 (6 ms). The count
 * comes first, so the matches are known: a walk reads about (offset + limit) x listed / matches
 * goods, a gathering reads the matches, each at GATHER_PRICE walked goods of its order. Only a filter
 * with an index of its own gathers (otherwise the gathering would read every goods), and at most
 * GATHER_MAX matches.
 */
export function gathers(filter: GoodsFilter, known: KnownCounts, depth: number, sort: GoodsSort): boolean {
  if (known.matches > GATHER_MAX || !INDEXED_FILTERS.some((key) => filter[key] !== undefined)) return false;
  return GATHER_PRICE[sort] * (filter.inStock ? GATHER_IN_STOCK : 1) * known.matches * known.matches <= depth * known.listed;
}

/**
 * What a gathered match costs, in goods walked in the same order. Measured on 1,500 pages (every
 * category, four shipping areas, three styles, each also in stock and shipping to the US; 100 to
 * 20,000 matches; pages 1, 5, 20 and 50 of 20; 100,000 goods) on both databases, after the date,
 * price and category indexes came to carry the filters (migration 0030): a walk by date or price
 * reads its goods from the index alone, so it is cheap, and a gathering paid for every match
 * what a walk paid for a few goods. The pages took (PostgreSQL / embedded, ms) by date 1,762 / 2,674
 * at the earlier 2 (a walked goods at half a gathered match's price), 1,070 / 1,988 at 16, walking
 * every page 1,054 / 1,971; by price 2,209 / 3,113 -> 1,961 / 2,817. By sales a walk reads the
 * stock's index and then each goods by its key, about a gathered match's price: 1, as before.
 */
const GATHER_PRICE: Record<GoodsSort, number> = { newest: 16, priceAsc: 16, priceDesc: 16, sales: 1 };

/**
 * A gathering tests each goods of its indexed filter for stock (a probe of goods_stock), where a
 * walk stops at its page: with the in-stock filter, a gathered match costs this many times more.
 * By sales, the same 1,500 pages took 4,735 / 5,848 ms with no such factor, 4,599 / 5,503 with it.
 */
const GATHER_IN_STOCK = 16;

/** The most matches a page gathers and sorts. */
export const GATHER_MAX = 20_000;

/** What a gathering keeps of each match to sort it (stock's sales read per match, by its key). */
const GATHER_KEYS: Record<GoodsSort, SQL> = {
  newest: sql`g.posted_at as k1, g.id as k2`,
  priceAsc: sql`g.price_min_cents as k1, g.id as k2`,
  priceDesc: sql`g.price_min_cents as k1, g.id as k2`,
  sales: sql`(select st.sold from goods_stock st where st.goods_id = g.id) as k1, g.id as k2`,
};
const GATHER_ORDER: Record<GoodsSort, SQL> = {
  newest: sql`m.k1 desc, m.k2 desc`,
  priceAsc: sql`m.k1 asc, m.k2 asc`,
  priceDesc: sql`m.k1 desc, m.k2 desc`,
  sales: sql`m.k1 desc, m.k2 desc`,
};

/** What a keyword search did, in order (tests and figures read it). */
export type SearchStep = 'common: walk' | 'common: window' | 'matches' | 'walk' | 'window';

/**
 * A common keyword search: estimated above the cap, and its walk fills the page reading at most
 * SEARCH_WALK goods per card of the pages up to its own (a match in 100 or fewer). It is not counted.
 */
const SEARCH_WALK = 100;

/**
 * The order of a search's matches. Sales are read per match by its key (`sold` is null for a goods
 * without a stock row, which no list shows): joined, the planner read the whole stock index in
 * order to merge it with a few thousand matches (200 ms at a million goods).
 */
const MATCH_ORDER: Record<GoodsSort, SQL> = {
  newest: sql`m.posted_at desc, m.id desc`,
  priceAsc: sql`m.price_min_cents asc, m.id asc`,
  priceDesc: sql`m.price_min_cents desc, m.id desc`,
  sales: sql`m.sold desc, m.id desc`,
};

/** What a walk down a list's order carries to keep that order. */
const WALK_KEYS: Record<GoodsSort, { keys: SQL; order: SQL }> = {
  newest: { keys: sql`g.posted_at as k1, g.id as k2`, order: sql`w.k1 desc, w.k2 desc` },
  priceAsc: { keys: sql`g.price_min_cents as k1, g.id as k2`, order: sql`w.k1 asc, w.k2 asc` },
  priceDesc: { keys: sql`g.price_min_cents as k1, g.id as k2`, order: sql`w.k1 desc, w.k2 desc` },
  sales: { keys: sql`st.sold as k1, st.goods_id as k2`, order: sql`w.k1 desc, w.k2 desc` },
};

/**
 * A page of a search read down the list's order (the caller's settings rule out bitmap scans). With
 * a budget, at most that many listed goods are read: the search is tested on each as it is read,
 * and reading stops once the page is full (fewer cards: the budget ran out, or the list did).
 */
function walkPage(ex: Executor, lang: Language, filter: GoodsFilter, sort: GoodsSort, limit: number, offset: number, budget: number | null) {
  if (budget === null) return pageGoods(ex, lang, filter, sort, limit, offset);
  const { search, ...others } = filter;
  return rows<CardRow>(
    ex,
    sql`select ${cardSelect(lang)}
        from (select w.k1, w.k2 from (
                select ${WALK_KEYS[sort].keys}, (${where(searchConditions(search))}) as hit
                from goods g join stores s on s.id = g.store_id ${sort === 'sales' ? sql`join goods_stock st on st.goods_id = g.id` : sql``}
                where ${where([...LISTED, ...filterConditions(others)])} order by ${ORDER[sort]} limit ${budget}) w
              where w.hit order by ${WALK_KEYS[sort].order} limit ${limit} offset ${offset}) page
        join goods g on g.id = page.k2 join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id
        order by ${ORDER[sort]}`,
  );
}

/**
 * A keyword search's matches (id and the keys of their order), at most `most`. The ways the first
 * term can match are one condition (a OR b OR c) of what their indexes find, which PostgreSQL reads
 * as one bitmap (BitmapOr), so a goods found by several ways (a word in the name is in the name's
 * vector too) is read once. What a way then tests on each goods it found (`check`: the phrase of a
 * term's pairs) is a CASE after the ways before it, in the order written (the planner orders a
 * condition's parts by its own costs): a goods matched by name never has its out-of-line vector
 * read. The last way's own index condition is not tested again: a goods the ways before it do not
 * find is there because the last one found it (its index is exact, or the bitmap's recheck of the
 * whole OR kept it). Every way's index finds few goods it does not match (trigrams of 3+ characters,
 * exact words), so the recheck reads few vectors. Read as branches, one per way, each keeping what
 * the ways before it did not find, a goods found by two ways was read twice: at 100,000 goods on
 * PostgreSQL, "sofa" 9.0 -> 4.9 ms.
 */
function matchesOf(filter: GoodsFilter, most: number, read: { columns: SQL; joins: SQL } = MATCH_KEYS): SQL {
  const [first, ...rest] = filter.search ?? [];
  const conditions = [...LISTED, ...filterConditions({ ...filter, search: rest })];
  if (first) {
    const ways = searchWays(first);
    const last = ways.at(-1)!;
    const earlier = ways.slice(0, -1);
    conditions.push(sql`(${sql.join(ways.map((way) => way.found), sql` or `)})`);
    // Only the last way has a check (searchWays): the earlier ones are what their indexes find.
    if (last.check) conditions.push(earlier.length === 0 ? last.check : sql`case ${sql.join(earlier.map((way) => sql`when ${way.found} then true`), sql` `)} else ${last.check} end`);
  }
  return sql`select ${read.columns} from goods g join stores s on s.id = g.store_id ${read.joins} where ${where(conditions)} limit ${most}`;
}

/** What rankedMatches keeps of a match: its id and the keys of the orders it sorts by. */
const MATCH_KEYS = { columns: sql`g.id, g.posted_at, g.price_min_cents`, joins: sql`` };

/**
 * What a keyword's match set keeps of each match (MatchFact): what every list filter and order
 * reads, stock included, as one line of text per match (FACT_FIELDS, in readFacts' order). Thousands of rows of a dozen columns each cost the embedded database's thread
 * more to hand over than to find (sofa's 1,334: 56 ms as rows, 16 ms counted); one text, a third
 * less. The date in microseconds, as stored (a JavaScript date has milliseconds only, and two goods
 * posted in one millisecond keep their order). A goods without a stock row is left out, as the
 * lists' cards (CARD_FROM) leave it out. The separators are control characters, which no code
 * value (types, styles, areas, tags) holds.
 */
const FIELD = '\x1f';
const LINE = '\x1e';
const ITEM = '\x1d';
const FACT_FIELDS = [
  sql`g.id`, sql`(extract(epoch from g.posted_at) * 1000000)::bigint`, sql`g.price_min_cents`, sql`g.category_id`, sql`g.store_id`,
  sql`coalesce(g.shop_category_id, -1)`, sql`g.warehouse_type`, sql`g.product_type`, sql`array_to_string(g.shipping_areas, chr(29))`,
  sql`coalesce(g.style, '')`, sql`array_to_string(g.tags, chr(29))`, sql`st.available`, sql`st.sold`,
];
const MATCH_FACTS = {
  // concat, not concat_ws: a null would be left out by concat_ws and shift the fields after it.
  columns: sql`concat(${sql.join(FACT_FIELDS, sql`, chr(31), `)}) as line`,
  // Each match's stock by its key (limit 1 keeps it a probe): joined, the planner read the whole stock index to hash it.
  joins: sql`cross join lateral (select st.available, st.sold from goods_stock st where st.goods_id = g.id limit 1) st`,
};

/** A match's id only: the listed set it is looked up in holds only goods with a stock row. */
const MATCH_IDS = { columns: sql`g.id`, joins: sql`` };

/** The lines of MATCH_FACTS as facts. */
function readFacts(packed: string | null): MatchFact[] {
  if (!packed) return [];
  const list = (text: string) => (text === '' ? [] : text.split(ITEM));
  return packed.split(LINE).map((line) => {
    const [id, postedUs, priceCents, categoryId, storeId, shopCategoryId, warehouseType, productType, areas, style, tags, available, sold] = line.split(FIELD) as string[] & { length: 13 };
    return {
      id: Number(id),
      postedUs: Number(postedUs),
      priceCents: Number(priceCents),
      categoryId: Number(categoryId),
      storeId: Number(storeId),
      shopCategoryId: shopCategoryId === '-1' ? null : Number(shopCategoryId),
      warehouseType: warehouseType!,
      productType: productType!,
      shippingAreas: list(areas!),
      style: style === '' ? null : style!,
      tags: list(tags!),
      available: Number(available),
      sold: Number(sold),
    };
  });
}

/** A listed goods matching a keyword, with what the lists filter and sort it by (MATCH_FACTS). */
export interface MatchFact {
  id: number;
  postedUs: number;
  priceCents: number;
  categoryId: number;
  storeId: number;
  shopCategoryId: number | null;
  warehouseType: string;
  productType: string;
  shippingAreas: string[];
  style: string | null;
  tags: string[];
  available: number;
  sold: number;
}

/**
 * The orders (ORDER) kept by an index of the goods on sale, of one column of goods (`key`): a window
 * of such a list, its first goods down to a cut, is a range of that column, which PostgreSQL reads
 * as a bitmap and puts together with the search's own bitmaps (BitmapAnd). The cut is the key of the
 * window's last goods (an index-only scan); `within` keeps the goods from the first to that value.
 */
const WINDOWS: Partial<Record<GoodsSort, { key: SQL; within: (cut: string) => SQL }>> = {
  newest: { key: sql`g.posted_at`, within: (cut) => sql`g.posted_at >= ${cut}::timestamptz` },
  priceAsc: { key: sql`g.price_min_cents`, within: (cut) => sql`g.price_min_cents <= ${cut}::bigint` },
  priceDesc: { key: sql`g.price_min_cents`, within: (cut) => sql`g.price_min_cents >= ${cut}::bigint` },
};

/** Whether a search's page in this order is read in windows of the list (WINDOWS), or walked. */
export const readInWindows = (sort: GoodsSort) => WINDOWS[sort] !== undefined;

/**
 * `shallowWalk` and `walkPerMatch`: up to how many goods a common search walks rather than reading
 * windows (by the estimates): the more of each, the more matches it has. Measured at a million
 * goods: a walk reads ~10 microseconds a goods (its description, for the goods not found by name);
 * a window's bitmaps cost about a microsecond per match of the whole list, whatever its page (10-40
 * ms for a word in 20,000-50,000 goods). `windowMargin`: a window's first size is the goods the estimates say hold the
 * page's matches and all before them, times this. Each match in a
 * window is read (and its description, where the term must be checked there), so a window no larger
 * than needed keeps a term found in every goods cheap.
 */
export const SEARCH_TUNING = { shallowWalk: 600, walkPerMatch: 0.05, windowMargin: 2 };

/**
 * A page of a common search in a list order of WINDOWS, read in windows of the list. The goods of a
 * window that match are found by bitmaps (the search's indexes and the window's range together),
 * only they are read, and sorted; a window holding the page's goods and all before them answers the
 * page, as every goods after the window comes after them in the list (a window too small grows by
 * what it held against what the page needs, 1.5 to 8 times). A walk down the same order
 * tested the search on each goods it read, which at a million goods read each one's description:
 * 400 ms for the 25th page of "sofa", against ~20 ms in windows. The first window is of `first`
 * goods on sale. With a budget, windows grow up to that many (fewer cards: the budget ran out);
 * without, until the page is full or the window is the whole list.
 */
async function windowPage(tx: Executor, lang: Language, filter: GoodsFilter, sort: GoodsSort, limit: number, offset: number, first: number, budget: number | null) {
  const window = WINDOWS[sort]!;
  const listed = [...LISTED, ...filterConditions(filter)];
  for (let size = Math.max(offset + limit, Math.ceil(first)); ; ) {
    const last = budget !== null && size >= budget;
    const [edge] = await rows<{ cut: string }>(
      tx,
      sql`select ${window.key}::text as cut from goods g where g.status = 'onSale' order by ${ORDER[sort]} offset ${(last ? budget : size) - 1} limit 1`,
    );
    // Bitmaps only (index scans off, index-only ones with them): an index scan of the order would test the search on each goods again.
    await tx.execute(setLocal({ enable_indexscan: 'off' }));
    const page = await rows<CardRow>(
      tx,
      sql`select ${cardSelect(lang)}
          from (select g.id from goods g join stores s on s.id = g.store_id where ${where(edge ? [...listed, window.within(edge.cut)] : listed)}
                order by ${ORDER[sort]} limit ${limit} offset ${offset}) page
          join goods g on g.id = page.id join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id
          order by ${ORDER[sort]}`,
    );
    await tx.execute(setLocal({ enable_indexscan: 'on' }));
    if (page.length === limit || !edge || last) return page;
    // The window held offset + page.length matches (or at most offset): the next one holds the page, if they go on as they did.
    size = Math.ceil(size * (page.length > 0 ? Math.min(8, Math.max(1.5, (1.5 * (offset + limit)) / (offset + page.length))) : 8));
  }
}

/** The planner's estimate of the rows a query answers. */
async function planRows(ex: Executor, query: SQL): Promise<number> {
  const [row] = await rows<Record<string, unknown>>(ex, sql`explain (format json) ${query}`);
  const value = Object.values(row ?? {})[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[];
  return plan[0]?.Plan?.['Plan Rows'] ?? 0;
}

/**
 * The planner's estimate of a filter's matches (a keyword search's among them): what searchPage
 * picks its plan from. Planning it is a fair part of a search (about 2 ms of 10-15 on the embedded
 * database, 0.5-0.7 ms on PostgreSQL); it changes only with the table's statistics.
 */
const estimateMatches = (ex: Executor, filter: GoodsFilter) =>
  planRows(ex, sql`select 1 from goods g join stores s on s.id = g.store_id where ${where([...LISTED, ...filterConditions(filter)])}`);

/** The planner's estimate of the goods listed under a filter without its keyword (a common search's depth in its list). */
const estimateListed = (ex: Executor, filter: GoodsFilter) => estimateMatches(ex, { ...filter, search: undefined });

/** What a caller of searchPage keeps of the planner's estimates (statistics of the table, not its goods), and the tuning. */
export interface SearchPlanning {
  /** Windows and walks (tests: for a few hundred goods, windows cut short). */
  tuning?: typeof SEARCH_TUNING;
  /**
   * The filter's estimateMatches, or any estimate at least as large while it is within the cap
   * (every estimate within the cap plans the same). Asked for here otherwise.
   */
  estimated?: number;
  /** estimateListed, kept by the caller (run on the search's transaction). */
  listed?: (tx: Executor, filter: GoodsFilter) => Promise<number>;
  /**
   * The search's total as an earlier page of it found it, if the caller kept it: above the cap, its
   * page is read from the list's order at once, not after reading cap + 1 matches again.
   */
  counted?: number;
}

/**
 * How a search's matches are read: never by a scan of the table, and its GIN bitmaps exact (a
 * lossy page would recheck every description on it).
 */
const MATCH_SETTINGS = { enable_seqscan: 'off', work_mem: '32MB' };

/** A row of rankedMatches: the count on every row, a card and its rank where the page has one. */
type Ranked = Partial<CardRow> & { total: number; rank: number | null };

/**
 * A search's page and its count, from its matches (at most cap + 1 of them) ranked in the order
 * asked for: `total` above the cap means more matches than are ranked, and no page. The page is cut
 * from the matches first (a top-N sort, of offset + limit rows), then ranked: a rank over every
 * match made PostgreSQL sort them all (2,333 for "沙发" at 100,000 goods). `run` runs the statement:
 * under MATCH_SETTINGS, of its own or of the transaction it is in.
 */
async function rankedMatches(run: (query: SQL) => Promise<Ranked[]>, lang: Language, filter: GoodsFilter, sort: GoodsSort, limit: number, offset: number, cap: number) {
  const query = sql`with matches as materialized (${matchesOf(filter, cap + 1)}),
            counted as (select count(*)::int as total from matches),
            page as (
              select m.id, row_number() over (order by ${MATCH_ORDER[sort]}) as rank
              from (select m.* from ${sort === 'sales' ? sql`(select m.*, (select st.sold from goods_stock st where st.goods_id = m.id) as sold from matches m) m` : sql`matches m`}
                    where (select total from counted) <= ${cap} ${sort === 'sales' ? sql`and m.sold is not null` : sql``}
                    order by ${MATCH_ORDER[sort]} limit ${limit} offset ${offset}) m)
            select counted.total as "total", card.* from counted left join (
              select ${cardSelect(lang)}, page.rank as "rank"
              from page join goods g on g.id = page.id join stores s on s.id = g.store_id join goods_stock st on st.goods_id = g.id
            ) card on true
            order by card."rank"`;
  const ranked = await run(query);
  const total = ranked[0]?.total ?? 0;
  return { rows: total <= cap ? ranked.filter((r) => r.rank !== null).map(({ total: _t, rank: _r, ...card }) => card as CardRow) : [], total };
}

export const catalogRepository = {
  estimateMatches,
  estimateListed,

  /** How many goods (in any state: drafts and removed ones too) are filed under a product category. */
  countInCategory: async (ex: Executor, categoryId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from goods where category_id = ${categoryId}`))[0]?.n ?? 0,

  // ---- goods lists

  pageGoods,

  /**
   * Counts the matches up to `cap + 1`: the answer tells the exact count, or that there are more
   * than `cap`. A filter of categories and a store only is counted exactly from the counts kept per
   * category and store (goods_listed_counts, migration 0027), summed over the open stores.
   */
  countGoods: async (ex: Executor, filter: GoodsFilter, cap: number) => {
    if (keptCountOf(filter)) {
      const c = [sql`s.status = 'open'`];
      if (filter.categoryIds) c.push(filter.categoryIds.length > 0 ? sql`c.category_id in ${list(filter.categoryIds)}` : sql`false`);
      if (filter.storeId !== undefined) c.push(sql`c.store_id = ${filter.storeId}`);
      return (await rows<{ n: number }>(ex, sql`${PREPARED}select coalesce(sum(c.n), 0)::int as n from goods_listed_counts c join stores s on s.id = c.store_id where ${where(c)}`))[0]!.n;
    }
    return (
      await rows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from (select 1 from goods g join stores s on s.id = g.store_id where ${where([...LISTED, ...filterConditions(filter)])} limit ${cap + 1}) matches`,
      )
    )[0]!.n;
  },

  /**
   * Folds the kept counts' rows into one per category and store (the sweeper), touching only the
   * categories and stores with more than one row: a pass with nothing changed writes nothing. One
   * statement: rows added meanwhile stay for the next time; two instances folding at once each fold
   * what they deleted.
   */
  compactListedCounts: (ex: Executor) =>
    ex.execute(sql`with gone as (
                     delete from goods_listed_counts
                     where (category_id, store_id) in (select category_id, store_id from goods_listed_counts group by 1, 2 having count(*) > 1)
                     returning category_id, store_id, n)
                   insert into goods_listed_counts (category_id, store_id, n)
                   select category_id, store_id, sum(n) from gone group by 1, 2 having sum(n) <> 0`),

  /**
   * One page of a keyword search and its count, capped: `total` is exact up to `cap`, and `cap + 1`
   * means more. The planner guesses badly at a million goods (a word it has no statistics for, a
   * phrase of common characters, a description read for every row it walks), so the plan is chosen
   * here, from the statistics' estimate and then from what is found:
   *
   * - Not common (estimate up to the cap): the matches are taken from the GIN indexes
   *   (never a scan of the table), at most cap + 1 of them, and ranked in the order asked for;
   *   count and page come from that one pass. This is the cap on how many matches are ranked.
   *   It is one statement under settings of its own (settledRows): one message to the embedded
   *   database's thread.
   * - More than `cap` found, or above the cap by estimate: the page walks the list's own order (the
   *   date, price or sales index) and keeps the matches, which are dense enough to fill a page soon.
   *   A common search (above the cap by estimate, and a match in SEARCH_WALK goods or fewer on its
   *   walk) is not counted: its total is `cap + 1` (shown as "10,000+"). A search whose walk does not
   *   fill its page within that many goods is not common after all and takes the first path.
   *   These run in one transaction, whose settings steer the planner (SET LOCAL).
   *
   * `planning`: what the caller keeps of the planner's estimates, and (tests) the tuning.
   */
  searchPage: async (db: Db, lang: Language, filter: GoodsFilter, sort: GoodsSort, limit: number, offset: number, cap: number, planning: SearchPlanning = {}) => {
    const tuning = planning.tuning ?? SEARCH_TUNING;
    const estimate = planning.estimated ?? (await estimateMatches(db, filter));
    const steps: SearchStep[] = [];
    let total = planning.counted !== undefined && planning.counted > cap ? planning.counted : undefined;
    if (total === undefined && estimate <= cap) {
      steps.push('matches');
      const ranked = await rankedMatches((query) => settledRows<Ranked>(db, MATCH_SETTINGS, query), lang, filter, sort, limit, offset, cap);
      if (ranked.total <= cap) return { ...ranked, steps };
      total = ranked.total;
    }
    return db.transaction(async (tx): Promise<{ rows: CardRow[]; total: number; steps: SearchStep[] }> => {
      await tx.execute(setLocal(MATCH_SETTINGS));
      // The goods on sale that hold a page's matches and all before them, by the estimates (the listed goods asked for once).
      let listedEstimate: number | undefined;
      const depth = async (matches: number) => ((offset + limit) * (listedEstimate ??= await (planning.listed ?? estimateListed)(tx, filter))) / matches;
      if (total === undefined) {
        let found: CardRow[];
        // A walk reads about so many goods: cheaper than a window's bitmaps up to a few hundred.
        const reads = WINDOWS[sort] ? await depth(estimate) : 0;
        if (reads > Math.max(tuning.shallowWalk, estimate * tuning.walkPerMatch)) {
          steps.push('common: window');
          found = await windowPage(tx, lang, filter, sort, limit, offset, reads * tuning.windowMargin, SEARCH_WALK * (offset + limit));
        } else {
          steps.push('common: walk');
          await tx.execute(setLocal({ enable_bitmapscan: 'off' }));
          found = await walkPage(tx, lang, filter, sort, limit, offset, SEARCH_WALK * (offset + limit));
          await tx.execute(setLocal({ enable_bitmapscan: 'on' }));
        }
        if (found.length === limit) return { rows: found, total: cap + 1, steps };
        steps.push('matches');
        const ranked = await rankedMatches((query) => rows<Ranked>(tx, query), lang, filter, sort, limit, offset, cap);
        if (ranked.total <= cap) return { ...ranked, steps };
        total = ranked.total;
      }
      // More matches than are ranked: the page from the list's order, which they fill soon.
      if (WINDOWS[sort]) {
        steps.push('window');
        return { rows: await windowPage(tx, lang, filter, sort, limit, offset, (await depth(Math.max(estimate, total))) * tuning.windowMargin, null), total, steps };
      }
      steps.push('walk');
      await tx.execute(setLocal({ enable_bitmapscan: 'off' }));
      return { rows: await walkPage(tx, lang, filter, sort, limit, offset, null), total, steps };
    });
  },

  /**
   * The listed goods matching a keyword (every term), whatever else filters them, at most `most`,
   * with what the lists filter and sort them by: a keyword's match set (match-sets.ts). Read as a
   * search's matches are (matchesOf, MATCH_SETTINGS), so it finds exactly the goods searchPage does.
   */
  matchFacts: async (db: Db, search: SearchPart[], most: number) =>
    readFacts((await settledRows<{ packed: string | null }>(db, MATCH_SETTINGS, sql`select string_agg(m.line, chr(30)) as packed from (${matchesOf({ search }, most, MATCH_FACTS)}) m`))[0]?.packed ?? null),

  /** The ids of listed goods matching a keyword, at most `most`: the keyword's matches in the listed set (listed-set.ts). */
  matchIds: async (db: Db, search: SearchPart[], most: number) => {
    const [row] = await settledRows<{ packed: string | null }>(db, MATCH_SETTINGS, sql`select string_agg(m.id::text, ',') as packed from (${matchesOf({ search }, most, MATCH_IDS)}) m`);
    return row?.packed ? row.packed.split(',').map(Number) : [];
  },

  /**
   * Listed goods' facts (MATCH_FACTS) with ids above `afterId`, at most `most`, in no order: the
   * listed set (listed-set.ts) reads every listed goods a slice of ids at a time.
   */
  listedFacts: async (db: Db, afterId: number, most: number) =>
    readFacts(
      (
        await settledRows<{ packed: string | null }>(
          db,
          MATCH_SETTINGS,
          sql`select string_agg(m.line, chr(30)) as packed from (
                select ${MATCH_FACTS.columns} from goods g join stores s on s.id = g.store_id ${MATCH_FACTS.joins}
                where ${where([...LISTED, sql`g.id > ${afterId}`])} order by g.id limit ${most}) m`,
        )
      )[0]?.packed ?? null,
    ),

  /** The facts (MATCH_FACTS) of those of `ids` that are listed now: goods a seller changed, patched into the listed set. */
  listedFactsOf: async (db: Db, ids: readonly number[]) =>
    ids.length === 0
      ? []
      : readFacts(
          (
            await settledRows<{ packed: string | null }>(
              db,
              MATCH_SETTINGS,
              sql`select string_agg(m.line, chr(30)) as packed from (
                    select ${MATCH_FACTS.columns} from goods g join stores s on s.id = g.store_id ${MATCH_FACTS.joins}
                    where ${where([...LISTED, sql`g.id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`])}) m`,
            )
          )[0]?.packed ?? null,
        ),

  /** The newest listed goods of several category groups, at most `perGroup` each: `groups` maps a category id to its group. */
  newestPerGroup: (ex: Executor, lang: Language, groups: Map<number, number>, perGroup: number) => {
    if (groups.size === 0) return Promise.resolve([] as (CardRow & { groupId: number })[]);
    const values = sql.join([...groups].map(([categoryId, groupId]) => sql`(${categoryId}::int, ${groupId}::int)`), sql`, `);
    return rows<CardRow & { groupId: number }>(
      ex,
      sql`select * from (
            select ${cardSelect(lang)}, m.group_id as "groupId",
                   row_number() over (partition by m.group_id order by g.posted_at desc, g.id desc) as rank
            from ${CARD_FROM} join (values ${values}) as m(category_id, group_id) on m.category_id = g.category_id
            where ${where(LISTED)}
          ) ranked where rank <= ${perGroup} order by "groupId", rank`,
    );
  },

  // ---- one goods

  findGoods: async (ex: Executor, id: number) =>
    (
      await ex
        .select({
          goods: goodsColumns,
          storeCode: stores.code,
          storeNameEn: stores.nameEn,
          storeNameZh: stores.nameZh,
          storeNameJa: stores.nameJa,
          storeLogo: stores.logo,
          storeStatus: stores.status,
          returnGuarantee: stores.returnGuarantee,
          logisticsGuarantee: stores.logisticsGuarantee,
          available: sql<number>`coalesce(${goodsStock.available}, 0)`,
          blocked: sql<number>`coalesce(${goodsStock.blocked}, 0)`,
          sold: sql<number>`coalesce(${goodsStock.sold}, 0)`,
          tiers: sql<{ minQty: number; maxQty: number | null; unitPriceCents: number }[]>`(
            select coalesce(json_agg(json_build_object('minQty', t.min_qty, 'maxQty', t.max_qty, 'unitPriceCents', t.unit_price_cents) order by t.min_qty), '[]'::json)
            from goods_price_tiers t where t.goods_id = ${goods.id})`,
        })
        .from(goods)
        .innerJoin(stores, eq(stores.id, goods.storeId))
        .leftJoin(goodsStock, eq(goodsStock.goodsId, goods.id))
        .where(eq(goods.id, id))
    )[0],

  /** What a goods picture is drawn from. */
  findPictureFacts: async (ex: Executor, id: number) =>
    (
      await ex
        .select({
          itemCode: goods.itemCode,
          categoryId: goods.categoryId,
          specs: goods.specs,
          images: goods.images,
          status: goods.status,
          length: goods.productLength,
          width: goods.productWidth,
          height: goods.productHeight,
        })
        .from(goods)
        .where(eq(goods.id, id))
    )[0],

  // ---- stores

  pageStores: (ex: Executor, lang: Language, kind: StoreKind, keyword: string | undefined, limit: number, offset: number) =>
    rows<StoreRow>(ex, sql`select ${storeCardSelect(lang)} from stores s where ${where(storeConditions(kind, keyword))} order by ${STORE_ORDER[kind]} limit ${limit} offset ${offset}`),

  countStores: async (ex: Executor, kind: StoreKind, keyword: string | undefined) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from stores s where ${where(storeConditions(kind, keyword))}`))[0]!.n,

  /** A store (open or closed), and whether a user follows it (userId 0: nobody). */
  findStore: async (ex: Executor, lang: Language, id: number, userId: number) =>
    (
      await rows<StoreRow & { followedByMe: boolean }>(
        ex,
        sql`select ${storeCardSelect(lang)}, exists (select 1 from favorite_stores f where f.store_id = s.id and f.user_id = ${userId}) as "followedByMe"
            from stores s where s.id = ${id}`,
      )
    )[0],

  /** The newest listed goods of some stores, `perStore` each, for their cards. */
  storeThumbs: (ex: Executor, lang: Language, storeIds: number[], perStore: number) =>
    storeIds.length === 0
      ? Promise.resolve([] as { storeId: number; goodsId: number; name: string; image: string }[])
      : rows<{ storeId: number; goodsId: number; name: string; image: string }>(
          ex,
          sql`select "storeId", "goodsId", name, image from (
                select g.store_id as "storeId", g.id as "goodsId", ${localized('g', 'name', lang)} as name, coalesce(g.images[1], '') as image,
                       row_number() over (partition by g.store_id order by g.posted_at desc, g.id desc) as rank
                from goods g where g.store_id in ${list(storeIds)} and g.status = 'onSale'
              ) ranked where rank <= ${perStore} order by "storeId", rank`,
        ),

  findStoreById: async (ex: Executor, id: number) => (await ex.select({ id: stores.id, status: stores.status }).from(stores).where(eq(stores.id, id)))[0],

  // ---- demo seed

  seedState: async (ex: Executor) =>
    (
      await rows<{ stores: number; goods: number; sold: boolean }>(
        ex,
        sql`select (select count(*)::int from stores) as stores, (select count(*)::int from goods) as goods,
                   exists (select 1 from goods_stock where sold > 0) as sold`,
      )
    )[0]!,

  /** Inserts the stores whose code is new; answers those inserted. */
  insertMissingStores: (ex: Executor, values: NewStore[]) =>
    ex.insert(stores).values(values).onConflictDoNothing().returning({ id: stores.id, code: stores.code }),

  storeIdsByCode: async (ex: Executor, codes: string[]) =>
    new Map((await ex.select({ id: stores.id, code: stores.code }).from(stores).where(inArray(stores.code, codes))).map((r) => [r.code, r.id] as const)),

  /** Inserts the goods whose item code is new; answers those inserted. */
  insertMissingGoods: (ex: Executor, values: NewGoods[]) =>
    values.length === 0 ? Promise.resolve([]) : ex.insert(goods).values(values).onConflictDoNothing().returning({ id: goods.id, itemCode: goods.itemCode }),

  insertTiers: async (ex: Executor, values: NewPriceTier[]) => {
    if (values.length > 0) await ex.insert(goodsPriceTiers).values(values).onConflictDoNothing();
  },

  insertStock: async (ex: Executor, values: NewStock[]) => {
    if (values.length > 0) await ex.insert(goodsStock).values(values).onConflictDoNothing();
  },

  /** Goods the demo order history may buy: id, store, price bounds, tiers. */
  listForHistory: (ex: Executor) =>
    rows<{ id: number; storeId: number; priceMinCents: number; moq: number; postedAt: Date; status: string; tiers: { minQty: number; unitPriceCents: number }[] }>(
      ex,
      sql`select g.id, g.store_id as "storeId", g.price_min_cents::float8 as "priceMinCents", g.moq, g.posted_at as "postedAt", g.status,
                 (select coalesce(json_agg(json_build_object('minQty', t.min_qty, 'unitPriceCents', t.unit_price_cents) order by t.min_qty), '[]'::json)
                  from goods_price_tiers t where t.goods_id = g.id) as tiers
          from goods g order by g.id`,
    ),

  /** Sets the pictures and downloads of many goods in one statement (their links hold the goods id). */
  setMedia: async (ex: Executor, media: { goodsId: number; images: string[]; files: { name: { en: string; zh: string; ja: string }; url: string }[]; resourcePackageUrl: string }[]) => {
    if (media.length === 0) return;
    const values = sql.join(
      media.map((m) => sql`(${m.goodsId}::int, ${textArray(m.images)}::text[], ${JSON.stringify(m.files)}::jsonb, ${m.resourcePackageUrl})`),
      sql`, `,
    );
    await ex.execute(
      sql`update goods g set images = v.images, files = v.files, resource_package_url = v.url, updated_at = now() from (values ${values}) as v(id, images, files, url) where g.id = v.id`,
    );
  },

  /** Fresh planner statistics and visibility maps after a bulk load (index-only counts need them). */
  vacuumAnalyze: (ex: Executor) => ex.execute(sql`vacuum (analyze) goods, goods_stock, goods_price_tiers, stores`),

  /** Sets the units sold of many goods in one statement. */
  setSold: async (ex: Executor, sold: { goodsId: number; quantity: number }[]) => {
    if (sold.length === 0) return;
    const values = sql.join(sold.map((s) => sql`(${s.goodsId}::int, ${s.quantity}::int)`), sql`, `);
    await ex.execute(sql`update goods_stock st set sold = v.quantity, updated_at = now() from (values ${values}) as v(goods_id, quantity) where st.goods_id = v.goods_id`);
  },
};
