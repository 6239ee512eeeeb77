import {
  amountToCents,
  centsToAmount,
  categoryTrail,
  GOODS_COUNT_CAP,
  GOODS_LIST_PAGE_SIZE,
  goodsFilterOptions,
  sortsFor,
  goodsFilePath,
  isGoodsPublic,
  NEW_ARRIVAL_DAYS,
  roundHalfUp,
  translate,
  type GoodsDetail,
  GoodsListBody,
  type ListFirstViewTemplate,
  type GoodsPage,
  type GoodsRanking,
  type HomeSections,
  type CategoryNode,
  LANGUAGES,
  type Language,
  type PriceTier,
  type PriceVisibility,
  type RankedGoods,
  type RankingWindow,
  type ShippingArea,
  type StoreCard,
  type StoreDetail,
  type StoreListBody,
} from '@wm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import type { Broadcast } from '../../platform/broadcast';
import { createCache } from '../../platform/cache';
import { toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { FirstView } from '../../platform/web-pages';
import { zipFiles } from '../../platform/zip';
import type { ContentService } from '../content/content.service';
import { catalogRepository as repo, GATHER_MAX, type GoodsFilter, type KnownCounts } from './catalog.repository';
import { indexCategories, storeGuarantees, toRawCard, toStoreCard, viewOf, withPrices, type CategoryIndex, type Cents, type RawCard } from './catalog.present';
import { PRODUCT_LINES } from './data/products';
import { goodsFirstView } from './goods-first-view';
import { homeFirstView, listFirstView } from './list-first-view';
import { goodsPicture } from './pictures';
import { createCardCache } from './card-cache';
import { createListedSet } from './listed-set';
import { bitsOfIds, buildMatchSet, pageOfSet, type Bits, type MatchSet } from './match-sets';
import { parseKeyword, type SearchPart } from './search';

const HOME = { newArrivals: 10, featuredStores: 6, topSellers: 10, perCategory: 6 } as const;
const STORE_CARD_GOODS = 3;
/** Keywords whose match sets are kept at once (at most the count's cap of goods each, about 0.8 MB at 10,000). */
const MATCH_SETS_KEPT = 100;
/** Goods read per statement when the listed set is loaded (listed-set.ts). */
const LISTED_SLICE = 10_000;
/** A keyword with more matches than this is searched in the database, not in the listed set (its ids would be read every TTL). */
const LISTED_MATCHES = 100_000;
/** The memory a listed set's keywords' matches may take (a bitset each: 10 KB at 80,000 goods, so 1,600 keywords). */
const LISTED_KEYWORDS_BYTES = 16 * 1024 * 1024;
/** A catalog with more listed goods than this is not kept in memory (about 80 bytes a goods, and read again every three TTLs). */
const LISTED_MOST = 500_000;
/** Goods cards kept (card-cache.ts), over the three languages: 0.5-0.6 KB each, about 22 MB. */
const CARDS_KEPT = 40_000;
const DAY_MS = 86_400_000;

/** A goods page before it meets its viewer: amounts still in cents. */
type RawDetail = Omit<GoodsDetail, 'priceVisibility' | 'price' | 'priceMax' | 'originalPrice' | 'tiers' | 'discountPercent' | 'logisticsFee' | 'operatingFee' | 'storageFee'> & {
  cents: Cents & { tiers: { minQty: number; maxQty: number | null; unitPrice: number }[]; logisticsFee: number; operatingFee: number; storageFee: number };
};
type RawRanked = RawCard & { rank: number; windowSold: number };

/** The file names a goods offers for download. */
export const GOODS_FILES = { specSheet: 'spec-sheet.csv', resources: 'resources.zip' } as const;

/**
 * The sales figures the best-seller ranking reads: given at composition by the module that
 * keeps the orders, so that the catalog does not import purchase orders (which import the
 * catalog's stock).
 */
export interface SalesFigures {
  /** Goods ids with units sold within a window, most first; `since` is the window's start. */
  topSelling(window: RankingWindow, limit: number, offset: number): Promise<{ since: Date; list: { goodsId: number; quantity: number }[] }>;
}

/** What changed in the catalog: these goods (`text`: their names or descriptions too). */
export interface CatalogChange {
  goodsIds: readonly number[];
  text?: boolean;
}

/** The topic of the catalog's changes on the broadcast. */
const CATALOG_TOPIC = 'catalog';

/** A change as another instance told it: named goods, or (undefined: null, or anything unreadable) all goods. */
function catalogChangeOf(message: unknown): CatalogChange | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { goodsIds, text } = message as { goodsIds?: unknown; text?: unknown };
  if (!Array.isArray(goodsIds) || !goodsIds.every((id) => Number.isSafeInteger(id) && id > 0)) return undefined;
  return { goodsIds: goodsIds as number[], text: text === true };
}

export function createCatalogService(deps: {
  database: Database;
  content: ContentService;
  sales: SalesFigures;
  cacheTtlSeconds: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Tells the other instances on the database what changed (and hears theirs): their lists show it at once, not at their TTL. */
  broadcast?: Broadcast;
}) {
  const { db } = deps.database;
  const ttlMs = deps.cacheTtlSeconds * 1000;
  // Lists are the same for every viewer: they are cached with their amounts in cents and
  // masked per viewer on the way out. Short-lived, so stock and new goods show quickly; for a
  // while after that an entry is still answered while one reload runs (stale-while-revalidate),
  // so a busy list never makes its callers queue behind the database.
  const staleMs = ttlMs * 6;
  const caches = {
    lists: createCache({ ttlMs, staleMs, maxEntries: 5000 }),
    // A total may lag a little longer than the goods it counts: counting a big list is the dearest query.
    counts: createCache({ ttlMs: ttlMs * 3, staleMs, maxEntries: 5000 }),
    details: createCache({ ttlMs, staleMs, maxEntries: 5000 }),
    stores: createCache({ ttlMs, staleMs, maxEntries: 1000 }),
    home: createCache({ ttlMs, staleMs, maxEntries: 10 }),
    rankings: createCache({ ttlMs, staleMs, maxEntries: 100 }),
    // Pictures change only when their goods does: kept ten times longer.
    pictures: createCache({ ttlMs: ttlMs * 10, maxEntries: 2000 }),
  };
  // Cards by goods (card-cache.ts): the pages answered from memory (the listed set, match sets) keep
  // only their goods ids, and read the cards they do not find here.
  const cardCache = createCardCache({ ttlMs, max: CARDS_KEPT, languages: LANGUAGES });
  // The planner's estimates of a keyword search's matches (searchEstimate) and of the goods listed
  // under its filters, for choosing how its page is read only (repo.searchPage): statistics of the
  // table, not its goods, so kept a minute whatever the list cache's TTL (as listedRoughly below).
  // Every page and sort of one search, and each of its visitors, then plan it once.
  const estimates = createCache({ ttlMs: 60_000, maxEntries: 5000 });
  // Keywords' match sets (match-sets.ts), kept as the lists are; null: more matches than the cap.
  // `asked`: the keywords searched within the stale window, so that a keyword asked once never pays
  // for reading all its matches, only one asked again.
  const matchSets = createCache({ ttlMs, staleMs, maxEntries: MATCH_SETS_KEPT });
  const asked = createCache({ ttlMs: staleMs, maxEntries: 5000 });
  // Every listed goods as one set (listed-set.ts): the lists without a keyword, counted and paged in memory.
  // Kept as the counts are (three TTLs): which goods are in stock and the best sellers' order may lag
  // that long; the cards on a page, read by id, are as fresh as any; goods a seller or operator changes are
  // read again by id and patched in, and a store's or category's change clears it.
  const listed = createListedSet({
    ttlMs: ttlMs * 3,
    staleMs,
    slice: LISTED_SLICE,
    most: LISTED_MOST,
    read: (afterId, most) => repo.listedFacts(db, afterId, most),
    readIds: (ids) => repo.listedFactsOf(db, ids),
    failed: (error) => deps.log?.warn({ err: error }, 'catalog: the listed set was not read'),
  });

  /** Forgets what this instance keeps of the goods changed (`change`), or of all goods: see `invalidate`. */
  async function forget(change: CatalogChange | undefined) {
    // Pages, counts and what holds a few cards (home, rankings, stores) go; the goods' own entries
    // (cards, pages, pictures) go only for the goods changed.
    const changed = change && new Set(change.goodsIds);
    const mine = (key: string) => changed!.has(Number(key.slice(0, key.indexOf(':'))));
    const clear = () => {
      for (const cache of [caches.lists, caches.counts, caches.stores, caches.home, caches.rankings, matchSets]) cache.clear();
      cardCache.forget(change?.goodsIds);
      for (const cache of [caches.details, caches.pictures]) {
        if (changed) cache.forgetWhere(mine);
        else cache.clear();
      }
    };
    clear();
    if (!change) return listed.clear();
    await listed.changed(change.goodsIds, change.text ?? false);
    // Lists and counts made meanwhile came from the set before the patch: not kept.
    clear();
  }

  /**
   * Tells the other instances (broadcast): they forget the same. Sent on a transaction (`on`), it goes
   * out at its commit, and this instance forgets again then. A change of too many goods to name in one
   * message is told as a change of all. Not told (the database is away): the others see it at their TTL.
   */
  async function tell(change: CatalogChange | undefined, on: Executor | undefined) {
    if (!deps.broadcast) return;
    const told = deps.broadcast.publish(CATALOG_TOPIC, change ?? null, { on, orElse: null });
    if (on) return told;
    await told.catch((error: unknown) => deps.log?.warn({ err: error }, 'catalog: a change was not told to the other instances'));
  }

  deps.broadcast?.subscribe(CATALOG_TOPIC, {
    message(message) {
      forget(catalogChangeOf(message)).catch((error: unknown) => deps.log?.warn({ err: error }, 'catalog: a change told by another instance was not read'));
    },
    // Changes may have gone untold: everything is read again.
    gap: () => void forget(undefined),
  });

  const indexes = new WeakMap<CategoryNode[], CategoryIndex>();
  /** The category tree of a language, indexed once per version of the content module's cached tree. */
  async function categoryIndex(lang: Language): Promise<CategoryIndex> {
    const tree = await deps.content.categoryTree(lang);
    let index = indexes.get(tree);
    if (!index) indexes.set(tree, (index = indexCategories(tree)));
    return index;
  }

  /** The repository filter of a list request; the price bounds arrive in USD. */
  async function toFilter(lang: Language, body: Omit<GoodsListBody, 'pageIndex' | 'pageSize' | 'sort'>): Promise<GoodsFilter> {
    const filter: GoodsFilter = {};
    if (body.categoryId !== undefined) filter.categoryIds = (await categoryIndex(lang)).subtree(body.categoryId);
    if (body.storeId !== undefined) filter.storeId = body.storeId;
    if (body.shopCategoryId !== undefined) {
      const shopTree = body.storeId !== undefined ? await deps.content.shopCategoryTree(lang, body.storeId) : [];
      const found = indexCategories(shopTree).subtree(body.shopCategoryId);
      filter.shopCategoryIds = found.length > 0 ? found : [body.shopCategoryId];
    }
    if (body.priceMin !== undefined) filter.priceMinCents = amountToCents(body.priceMin);
    if (body.priceMax !== undefined) filter.priceMaxCents = amountToCents(body.priceMax);
    if (body.inStock) filter.inStock = true;
    if (body.warehouseType) filter.warehouseType = body.warehouseType;
    if (body.productType) filter.productType = body.productType;
    if (body.shippingArea) filter.shippingArea = body.shippingArea;
    if (body.style) filter.style = body.style;
    if (body.activity === 'newProducts') filter.postedSince = new Date(Date.now() - NEW_ARRIVAL_DAYS * DAY_MS);
    if (body.activity === 'springNew') filter.tag = 'springNew';
    if (body.activity === 'spaceStyle') filter.styled = true;
    // A keyword of punctuation only finds nothing (rather than everything).
    if (body.keyword) {
      const parts = parseKeyword(body.keyword);
      if (parts.length > 0) filter.search = parts;
      else filter.ids = [];
    }
    return filter;
  }

  async function cards(lang: Language, rows: Awaited<ReturnType<typeof repo.pageGoods>>): Promise<RawCard[]> {
    const index = await categoryIndex(lang);
    return rows.map((row) => toRawCard(row, index.name(row.categoryId)));
  }

  /** A page's cards read from the database (`read`), kept by goods too for the pages answered from memory. */
  function cardsRead(lang: Language, read: () => ReturnType<typeof repo.pageGoods>): Promise<RawCard[]> {
    return cardCache.reading(lang, async () => cards(lang, await read()));
  }

  // How many goods are listed in all, for choosing how a page is read only (repo.gathers): read
  // from the kept counts at most once a minute; a failed read is asked again next time.
  let listedAll: { at: number; n: Promise<number> } | undefined;
  function listedRoughly(): Promise<number> {
    if (!listedAll || Date.now() - listedAll.at > 60_000) {
      const n = repo.countGoods(db, {}, Number.MAX_SAFE_INTEGER);
      listedAll = { at: Date.now(), n };
      n.catch(() => (listedAll = undefined));
    }
    return listedAll.n;
  }

  /**
   * The planner's estimate of a search's matches under its filters, or one at least as large: the
   * keyword's own estimate, kept per keyword, bounds it under any filter (a filter only narrows a
   * search), and every estimate within the cap plans the same (repo.searchPage). So a keyword's
   * searches, whatever their filters, are planned once a minute, not once per filter; only a keyword
   * above the cap on its own is estimated per filter.
   */
  async function searchEstimate(f: GoodsFilter, countKey: string): Promise<number> {
    const found = estimates.peek<number>(`found:${countKey}`);
    if (found !== undefined) return found;
    const alone = await keywordEstimate(f.search!);
    if (alone <= GOODS_COUNT_CAP || Object.keys(f).length === 1) return alone;
    return estimates.get(countKey, () => repo.estimateMatches(db, f));
  }

  /**
   * A search (its filters, `countKey`) found more matches than the cap where the planner's estimate
   * said no more: the planner guesses badly for a common term (at a million goods, "椅" is
   * estimated at 3,705 matches and has over 10,000). Each request of it would read cap + 1 matches
   * (20-30 ms) before reading its page from the list's order. What it found is kept with the
   * estimates, for the same minute, as a better estimate: the next requests take a common search's
   * plan at once. It steers the plan only: a common search whose walk does not fill its page reads
   * and counts its matches, as when the planner's own estimate is high.
   */
  function foundAboveTheCap(countKey: string, total: number) {
    estimates.set(`found:${countKey}`, total);
  }

  /** The planner's estimate of a keyword's matches under no other filter, kept a minute. */
  const keywordEstimate = (search: SearchPart[]) => estimates.get(`keyword:${JSON.stringify(search)}`, () => repo.estimateMatches(db, { search }));

  /**
   * A keyword's match set, when the lists are cached, the keyword was asked before within the stale
   * window, and it has no more matches than the count's cap (by the planner's estimate, then by
   * reading them): undefined otherwise, and the search is read from the database.
   */
  async function matchSetOf(search: SearchPart[]): Promise<MatchSet | undefined> {
    const key = JSON.stringify(search);
    if (!askedAgain(key)) return undefined;
    if ((await keywordEstimate(search)) > GOODS_COUNT_CAP) return undefined;
    const set = await matchSets.get(key, async () => {
      const facts = await repo.matchFacts(db, search, GOODS_COUNT_CAP + 1);
      return facts.length > GOODS_COUNT_CAP ? null : buildMatchSet(facts);
    });
    return set ?? undefined;
  }

  /** Whether a keyword (its parts as JSON) was searched before within the stale window (and the lists are cached); it is now. */
  function askedAgain(key: string): boolean {
    if (ttlMs <= 0) return false;
    const again = asked.peek<boolean>(key) !== undefined;
    asked.set(key, true);
    return again;
  }

  // Keywords' matches in the listed set, as bitsets of its positions: read for a keyword asked again,
  // once per set (per keyword, within LISTED_KEYWORDS_BYTES a set), and gone with it, or when goods
  // joined it or their texts changed (its textEpoch moved on).
  const listedMatches = new WeakMap<MatchSet, { epoch: number; bits: Map<string, Promise<Bits | null>> }>();
  /**
   * A keyword's matches in the listed set (ids only: the set holds their facts), when it was asked
   * before and has at most LISTED_MATCHES (and the set has room for it): undefined otherwise, and it is answered as without the set.
   */
  async function matchesInListed(set: MatchSet, search: SearchPart[]): Promise<Bits | undefined> {
    const key = JSON.stringify(search);
    if (!askedAgain(key)) return undefined;
    let found = listedMatches.get(set);
    if (found?.epoch !== set.textEpoch) listedMatches.set(set, (found = { epoch: set.textEpoch, bits: new Map() }));
    const kept = found.bits;
    let bits = kept.get(key);
    if (!bits) {
      if ((kept.size + 1) * ((set.size + 31) >>> 5) * 4 > LISTED_KEYWORDS_BYTES) return undefined;
      const found = repo.matchIds(db, search, LISTED_MATCHES + 1).then((ids) => (ids.length > LISTED_MATCHES ? null : bitsOfIds(set, ids)));
      kept.set(key, (bits = found));
      found.catch(() => kept.delete(key));
    }
    return (await bits) ?? undefined;
  }

  /** Cards of listed goods in the order of `ids` (a goods no longer listed is left out). */
  function cardsOf(lang: Language, ids: number[]): Promise<RawCard[]> {
    return cardCache.of(lang, ids, async (missing) => cards(lang, await repo.pageGoods(db, lang, { ids: missing }, 'newest', missing.length, 0)));
  }

  /** What the page's plan may know before it reads: the filter's matches (counted first) and all listed goods. */
  async function knownCounts(total: number): Promise<KnownCounts | undefined> {
    return total <= GATHER_MAX ? { matches: total, listed: await listedRoughly() } : undefined;
  }

  /** A page that starts past the last of `total` goods, counted exactly (within the cap), has none. */
  const pastTheEnd = (total: number, offset: number) => total <= GOODS_COUNT_CAP && offset >= total;
  /** A count as the list shows it: up to the cap, and marked when there are more ("10,000+"). */
  const shownTotal = (total: number) => ({ total: Math.min(total, GOODS_COUNT_CAP), ...(total > GOODS_COUNT_CAP ? { totalCapped: true as const } : {}) });

  /** One page of listed goods, amounts in cents. The count is kept apart, so every page of a filter shares it. */
  async function rawPage(lang: Language, body: GoodsListBody) {
    const { pageIndex, pageSize, sort, ...filterBody } = body;
    const countKey = JSON.stringify(filterBody);
    const pageKey = `${lang}:${sort}:${pageIndex}:${pageSize}:${countKey}`;
    // Worked out only when a cache misses: a hit costs no more than the lookups.
    let filter: Promise<GoodsFilter> | undefined;
    const filterOnce = () => (filter ??= toFilter(lang, filterBody));
    if (filterBody.keyword) {
      // A keyword search finds its page and its (capped) count together: see repo.searchPage. Its
      // count is kept with the others, so a page past its last match (most deep pages of a search)
      // is answered from the count an earlier page of the same search found, and a search found above
      // the cap reads its other pages from the list's order without counting its matches again.
      // A keyword asked again (within the cap) is answered from its match set in memory, whatever
      // its filters, order and page: only the page's cards are read (matchSetOf).
      const counted = caches.counts.peek<number>(countKey);
      if (counted !== undefined && pastTheEnd(counted, (pageIndex - 1) * pageSize)) return { list: [], total: counted, pageIndex, pageSize };
      // A page from memory keeps its goods ids, and its cards are read by goods (cardsOf); a page
      // read from the database keeps its cards.
      const found = await caches.lists.get(pageKey, async (): Promise<{ total: number } & ({ ids: number[] } | { list: RawCard[] })> => {
        const f = await filterOnce();
        if (!f.search) return { list: [], total: 0 }; // punctuation only: nothing
        // Asked again: its matches in the listed set, when it is loaded; else its own match set.
        const listedSet = listed.current();
        const matches = listedSet && (await matchesInListed(listedSet, f.search));
        if (listedSet && matches) {
          const { search: _search, ...others } = f;
          const { ids, total } = pageOfSet(listedSet, others, sort, pageSize, (pageIndex - 1) * pageSize, matches);
          caches.counts.set(countKey, total);
          return { ids, total };
        }
        const set = listedSet ? undefined : await matchSetOf(f.search);
        if (set) {
          const { ids, total } = pageOfSet(set, f, sort, pageSize, (pageIndex - 1) * pageSize);
          caches.counts.set(countKey, total);
          return { ids, total };
        }
        const { keyword: _keyword, ...listedBody } = filterBody;
        let total = 0;
        const list = await cardsRead(lang, async () => {
          const estimated = await searchEstimate(f, countKey);
          const found = await repo.searchPage(db, lang, f, sort, pageSize, (pageIndex - 1) * pageSize, GOODS_COUNT_CAP, {
            estimated,
            listed: (tx, filter) => estimates.get(`listed:${JSON.stringify(listedBody)}`, () => repo.estimateListed(tx, filter)),
            counted,
          });
          total = found.total;
          if (found.total > GOODS_COUNT_CAP && estimated <= GOODS_COUNT_CAP) foundAboveTheCap(countKey, found.total);
          return found.rows;
        });
        caches.counts.set(countKey, total);
        return { list, total };
      });
      const list = 'list' in found ? found.list : await cardsOf(lang, found.ids);
      return { list, ...shownTotal(found.total), pageIndex, pageSize };
    }
    const offset = (pageIndex - 1) * pageSize;
    // Every listed goods in memory (the listed set): the page and its count from it, and only the
    // page's cards from the database (none past the last goods).
    const set = listed.current();
    if (set) {
      const { ids, total } = await caches.lists.get(`listed:${pageKey}`, async () => pageOfSet(set, await filterOnce(), sort, pageSize, offset));
      return { list: await cardsOf(lang, ids), ...shownTotal(total), pageIndex, pageSize };
    }
    // The count first: a page past the last match (most deep pages of a narrow filter) costs no
    // page query, which would read the whole list's order to find nothing.
    const total = await caches.counts.get(countKey, async () => repo.countGoods(db, await filterOnce(), GOODS_COUNT_CAP));
    const list = pastTheEnd(total, offset)
      ? []
      : await caches.lists.get(pageKey, async () => cardsRead(lang, async () => repo.pageGoods(db, lang, await filterOnce(), sort, pageSize, offset, await knownCounts(total))));
    return { list, ...shownTotal(total), pageIndex, pageSize };
  }

  /** Best sellers of a window among listed goods: goods no longer listed are skipped, and the next ones move up. */
  function rawRanking(lang: Language, window: RankingWindow, limit: number) {
    return caches.rankings.get(`${lang}:${window}:${limit}`, async () => {
      const ranked: RawRanked[] = [];
      const batch = Math.max(limit * 2, 20);
      let since = new Date();
      for (let offset = 0; ranked.length < limit && offset < batch * 5; offset += batch) {
        const top = await deps.sales.topSelling(window, batch, offset);
        if (offset === 0) since = top.since;
        if (top.list.length === 0) break;
        const sold = new Map(top.list.map((t) => [t.goodsId, t.quantity]));
        for (const card of await cardsOf(lang, top.list.map((t) => t.goodsId)))
          if (ranked.length < limit) ranked.push({ ...card, rank: ranked.length + 1, windowSold: sold.get(card.goodsId)! });
        if (top.list.length < batch) break;
      }
      return { window, since: since.toISOString(), list: ranked };
    });
  }

  function rawStorePage(lang: Language, body: StoreListBody) {
    return caches.stores.get(`${lang}:${body.kind}:${body.keyword ?? ''}:${body.pageIndex}:${body.pageSize}`, async () => {
      const [rows, total] = await Promise.all([
        repo.pageStores(db, lang, body.kind, body.keyword, body.pageSize, (body.pageIndex - 1) * body.pageSize),
        repo.countStores(db, body.kind, body.keyword),
      ]);
      return { list: await storeCards(lang, rows), total, pageIndex: body.pageIndex, pageSize: body.pageSize };
    });
  }

  /** Store cards with a few goods each: one query for the goods of every store of the page. */
  async function storeCards(lang: Language, rows: Awaited<ReturnType<typeof repo.pageStores>>): Promise<StoreCard[]> {
    const thumbs = await repo.storeThumbs(db, lang, rows.map((r) => r.id), STORE_CARD_GOODS);
    return rows.map((row) => toStoreCard(row, thumbs.filter((t) => t.storeId === row.id).map(({ goodsId, name, image }) => ({ goodsId, name, image }))));
  }

  function rawHome(lang: Language) {
    return caches.home.get(lang, async () => {
      const index = await categoryIndex(lang);
      const tops = await deps.content.categoryIndexTree(lang);
      const groups = new Map<number, number>();
      for (const top of tops) for (const id of index.subtree(top.categoryId)) groups.set(id, top.categoryId);
      const [newArrivals, featured, ranking, perCategory] = await Promise.all([
        rawPage(lang, { pageIndex: 1, pageSize: HOME.newArrivals, sort: 'newest', keyword: undefined }),
        rawStorePage(lang, { kind: 'featured', pageIndex: 1, pageSize: HOME.featuredStores, keyword: undefined }),
        rawRanking(lang, '30d', HOME.topSellers),
        repo.newestPerGroup(db, lang, groups, HOME.perCategory),
      ]);
      return {
        newArrivals: newArrivals.list,
        featuredStores: featured.list,
        topSellers: ranking.list,
        categories: tops.map((top) => ({
          categoryId: top.categoryId,
          categoryName: top.categoryName,
          ...(top.image ? { image: top.image } : {}),
          goods: perCategory.filter((g) => g.groupId === top.categoryId).map((g) => toRawCard(g, index.name(g.categoryId))),
        })),
      };
    });
  }

  /** A goods page with amounts in cents, or null when the public may not see it. */
  function rawDetail(lang: Language, goodsId: number) {
    return caches.details.get(`${goodsId}:${lang}`, async (): Promise<RawDetail | null> => {
      const row = await repo.findGoods(db, goodsId);
      if (!row || !isGoodsPublic(row.goods.status)) return null;
      const g = row.goods;
      const index = await categoryIndex(lang);
      const pick = <T>(texts: { en: T; zh: T; ja: T }) => inLanguage(lang, texts);
      const storeName = pick({ en: row.storeNameEn, zh: row.storeNameZh, ja: row.storeNameJa });
      const [card] = await cards(lang, [
        {
          id: g.id,
          itemCode: g.itemCode,
          name: pick({ en: g.nameEn, zh: g.nameZh, ja: g.nameJa }),
          image: g.images[0] ?? '',
          storeId: g.storeId,
          storeCode: row.storeCode,
          storeName,
          categoryId: g.categoryId,
          productType: g.productType,
          warehouseType: g.warehouseType,
          status: g.status,
          priceMode: g.priceMode,
          priceMinCents: g.priceMinCents,
          priceMaxCents: g.priceMaxCents,
          originalPriceCents: g.originalPriceCents,
          available: row.available,
          sold: row.sold,
          postedAt: g.postedAt,
        },
      ]);
      const { cents, ...cardFields } = card!;
      return {
        ...cardFields,
        images: g.images,
        videoUrl: g.videoUrl,
        files: g.files.map((f) => ({ name: pick(f.name), url: f.url })),
        resourcePackageUrl: g.resourcePackageUrl,
        categoryPath: index.path(g.categoryId),
        shopCategoryId: g.shopCategoryId,
        store: {
          storeId: g.storeId,
          storeCode: row.storeCode,
          storeName,
          logo: row.storeLogo,
          closed: row.storeStatus === 'closed',
          guarantees: storeGuarantees(row.returnGuarantee, row.logisticsGuarantee),
        },
        moq: g.moq,
        qtyInStock: row.available + row.blocked,
        packageQty: g.packageQty,
        productSize: { length: g.productLength, width: g.productWidth, height: g.productHeight, weight: g.productWeight },
        packageSize: { length: g.packageLength, width: g.packageWidth, height: g.packageHeight, weight: g.packageWeight },
        mainColor: pick(g.specs.mainColor),
        material: pick(g.specs.material),
        filler: g.specs.filler ? pick(g.specs.filler) : null,
        classification: g.style ? translate(lang, `style.${g.style}`) : null,
        style: g.style as RawDetail['style'],
        sellingPoints: pick(g.sellingPoints),
        description: pick({ en: g.descriptionEn, zh: g.descriptionZh, ja: g.descriptionJa }),
        allowedPlatforms: g.allowedPlatforms,
        restrictedPlatforms: g.restrictedPlatforms,
        shipFrom: g.shipFrom,
        referenceDays: g.referenceDays,
        shippingAreas: g.shippingAreas.map((code) => ({ code: code as ShippingArea, name: translate(lang, `shippingArea.${code}`) })),
        cents: {
          ...cents,
          tiers: g.priceMode === 'tiered' ? row.tiers.map((t) => ({ minQty: t.minQty, maxQty: t.maxQty, unitPrice: Number(t.unitPriceCents) })) : [],
          logisticsFee: g.logisticsFeeCents,
          operatingFee: g.operatingFeeCents,
          storageFee: g.storageFeeCents,
        },
      };
    });
  }

  /** Shape of a goods picture: by the demo product line of its category. */
  const shapes = () =>
    caches.pictures.get('shapes', async () => {
      const ids = await deps.content.categoryIdsByCode(PRODUCT_LINES.map((l) => l.category));
      return new Map(PRODUCT_LINES.map((l) => [ids.get(l.category), l.shape] as const));
    });

  /**
   * Picture `n` of a goods as SVG, or null when there is none. Whatever the goods' status: orders,
   * after-sales and inventory show what was bought by the picture it had (a goods removed since
   * included), the merchant console a goods waiting to be shelved, the operator console the goods
   * it removed. Uploaded pictures are served the same way (seller.routes.ts).
   */
  const picture = (goodsId: number, n: number) =>
    caches.pictures.get(`${goodsId}:${n}`, async () => {
      const facts = await repo.findPictureFacts(db, goodsId);
      if (!facts || n < 1 || n > facts.images.length) return null;
      const shape = (await shapes()).get(facts.categoryId) ?? 'cabinet';
      return goodsPicture({ shape, color: facts.specs.swatch, itemCode: facts.itemCode, n, size: { length: facts.length, width: facts.width, height: facts.height } });
    });

  const present = <T extends RawCard>(raw: T, visibility: PriceVisibility) => withPrices(raw, visibility);

  /** Goods on sale by keyword, category, store, filters and sort (spec: /classify/list, /newArrival, activity pages). */
  async function listGoods(visibility: PriceVisibility, lang: Language, body: GoodsListBody): Promise<GoodsPage> {
    // A price range narrowed step by step, or the price order, would tell prices to whoever may
    // not see them: both work only for a viewer who sees prices; anyone else gets the newest first.
    const { priceMin, priceMax, ...unpriced } = body;
    const sees = visibility === 'visible';
    const page = await rawPage(lang, sees ? body : { ...unpriced, sort: sortsFor(false).includes(body.sort) ? body.sort : 'newest' });
    return viewOf(page.list, `${visibility}:${page.total}`, () => ({ ...page, list: page.list.map((c) => present(c, visibility)) }));
  }

  return {
    categoryIndex,
    present,

    /** Goods filed under a product category, whatever their state (the content console refuses to delete such a category). */
    goodsInCategory: (ex: Executor, categoryId: number) => repo.countInCategory(ex, categoryId),

    /** Resolves when no load of the listed set is running. */
    settled: () => listed.settled(),

    /** Before the database closes: a load of the listed set that is running reads no more, and ends. */
    close() {
      listed.clear();
      return listed.settled();
    },

    /** Folds the counts kept per category and store (the sweeper): see repo.compactListedCounts. */
    compactListedCounts: () => repo.compactListedCounts(db),

    /**
     * After goods, stores or categories changed (the merchant console, the operator): lists, pages and
     * rankings answer the change at once. `goodsIds`: only these goods changed (listed, taken off,
     * re-priced, restocked, edited), and the listed set reads only them again (resolves once it has);
     * `text`: their names or descriptions may have changed. Without it, the listed set is read again whole.
     * The other instances on the database are told (broadcast) and do the same. `on`: the change's
     * transaction, still open: the others are told when it commits, and this instance forgets again then
     * (what it read again before the commit was the goods as they were).
     */
    async invalidate(change?: CatalogChange, options: { on?: Executor } = {}) {
      await Promise.all([tell(change, options.on), forget(change)]);
    },

    listGoods,

    filterOptions: goodsFilterOptions,

    async homeSections(visibility: PriceVisibility, lang: Language): Promise<HomeSections> {
      const home = await rawHome(lang);
      return viewOf(home, visibility, () => ({
        newArrivals: home.newArrivals.map((c) => present(c, visibility)),
        featuredStores: home.featuredStores,
        topSellers: home.topSellers.map((c) => present(c, visibility)),
        categories: home.categories.map((s) => ({ ...s, goods: s.goods.map((c) => present(c, visibility)) })),
      }));
    },

    async ranking(visibility: PriceVisibility, lang: Language, window: RankingWindow, limit: number): Promise<GoodsRanking> {
      const ranking = await rawRanking(lang, window, limit);
      return viewOf(ranking, visibility, () => ({ ...ranking, list: ranking.list.map((c): RankedGoods => present(c, visibility)) }));
    },

    async goodsDetail(visibility: PriceVisibility, lang: Language, goodsId: number): Promise<GoodsDetail> {
      const raw = await rawDetail(lang, goodsId);
      if (!raw) throw new AppError('NOT_FOUND');
      return viewOf(raw, visibility, (): GoodsDetail => {
        const { cents } = raw;
        const shown = visibility === 'visible';
        const amount = (c: number) => (shown ? centsToAmount(c) : null);
        const discount = cents.originalPrice !== null && cents.originalPrice > cents.price ? roundHalfUp(((cents.originalPrice - cents.price) * 100) / cents.originalPrice) : null;
        return {
          ...withPrices(raw, visibility),
          tiers: shown ? cents.tiers.map((t): PriceTier => ({ minQty: t.minQty, maxQty: t.maxQty, unitPrice: centsToAmount(t.unitPrice) })) : null,
          discountPercent: shown ? discount : null,
          logisticsFee: amount(cents.logisticsFee),
          operatingFee: amount(cents.operatingFee),
          storageFee: amount(cents.storageFee),
        };
      });
    },

    /** The goods page's first view for the page the server sends; empty for goods nobody may see (the app then says so). */
    async goodsFirstView(lang: Language, goodsId: number): Promise<FirstView | null> {
      const raw = await rawDetail(lang, goodsId);
      return raw ? goodsFirstView(raw) : null;
    },

    /**
     * A category's goods list as a visitor first sees it, for the page the server sends (the
     * request the app's list sends for the same address: the first page, newest first); empty for
     * a category not in the tree or without goods on sale (the app then says so).
     */
    async listFirstView(template: ListFirstViewTemplate, lang: Language, categoryId: number): Promise<FirstView | null> {
      const tree = await deps.content.categoryTree(lang);
      if (categoryTrail(tree, categoryId).length === 0) return null;
      const page = await listGoods('login', lang, GoodsListBody.parse({ pageIndex: 1, pageSize: GOODS_LIST_PAGE_SIZE, categoryId, sort: 'newest' }));
      return listFirstView(template, lang, tree, categoryId, page);
    },

    /** The home page's first section (the newest goods) as a visitor first sees it, for the page the server sends; empty without goods. */
    async homeFirstView(template: ListFirstViewTemplate, lang: Language): Promise<FirstView | null> {
      const home = await rawHome(lang);
      return homeFirstView(template, home.newArrivals.map((c) => present(c, 'login')));
    },

    listStores: (lang: Language, body: StoreListBody) => rawStorePage(lang, body),

    /** A store page, open or closed. Followers and "followed by me" are read fresh; userId 0 is nobody. */
    async store(lang: Language, storeId: number, userId: number): Promise<StoreDetail> {
      const row = await repo.findStore(db, lang, storeId, userId);
      if (!row) throw new AppError('NOT_FOUND');
      const [[card], categories] = await Promise.all([storeCards(lang, [row]), deps.content.shopCategoryTree(lang, storeId)]);
      return { ...card!, followedByMe: row.followedByMe, categories };
    },

    storeCards,

    picture,

    /**
     * A downloadable file of a goods: the spec sheet (CSV, in English: what a reseller copies
     * into a listing) or the resource package (pictures and spec sheet). Neither holds a price.
     */
    async file(goodsId: number, name: string): Promise<{ name: string; type: string; data: Buffer } | null> {
      const raw = await rawDetail('en', goodsId);
      if (!raw) return null;
      const specSheet = () => {
        const size = (d: { length: number; width: number; height: number; weight: number }) => `${d.length} x ${d.width} x ${d.height} in, ${d.weight} lb`;
        const lines: [string, string | number][] = [
          ['Item code', raw.itemCode],
          ['Name', raw.name],
          ['Store code', raw.store.storeCode],
          ['Category', raw.categoryPath.map((c) => c.categoryName).join(' > ')],
          ['Product type', translate('en', `productType.${raw.productType}`)],
          ['Main colour', raw.mainColor],
          ['Material', raw.material],
          ['Filler', raw.filler ?? ''],
          ['Product size', size(raw.productSize)],
          ['Package size', size(raw.packageSize)],
          ['Packages per unit', raw.packageQty],
          ['Minimum order quantity', raw.moq],
          ['Warehouse type', translate('en', `warehouseType.${raw.warehouseType}`)],
          ['Ships from', raw.shipFrom],
          ['Shipping areas', raw.shippingAreas.map((a) => a.name).join('; ')],
          ['Reference delivery days', raw.referenceDays],
          ['Allowed platforms', raw.allowedPlatforms.join('; ')],
          ['Non-saleable platforms', raw.restrictedPlatforms.join('; ')],
          ['Selling points', raw.sellingPoints.join('; ')],
        ];
        return Buffer.from(toCsv(['Field', 'Value'], lines), 'utf8');
      };
      if (name === GOODS_FILES.specSheet) return { name: `${raw.itemCode}-${name}`, type: 'text/csv; charset=utf-8', data: specSheet() };
      if (name === GOODS_FILES.resources) {
        const pictures: { name: string; data: Buffer }[] = [];
        for (let n = 1; n <= raw.images.length; n++) {
          const svg = await picture(goodsId, n);
          if (svg) pictures.push({ name: `${raw.itemCode}-${n}.svg`, data: Buffer.from(svg, 'utf8') });
        }
        return { name: `${raw.itemCode}-${name}`, type: 'application/zip', data: zipFiles([...pictures, { name: `${raw.itemCode}-${GOODS_FILES.specSheet}`, data: specSheet() }]) };
      }
      return null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** Links of a goods' downloads, as stored with it. */
export const goodsFiles = (goodsId: number) => ({
  files: [{ name: { en: 'Spec sheet (CSV)', zh: '规格表（CSV）', ja: '仕様書（CSV）' }, url: goodsFilePath(goodsId, GOODS_FILES.specSheet) }],
  resourcePackageUrl: goodsFilePath(goodsId, GOODS_FILES.resources),
});
