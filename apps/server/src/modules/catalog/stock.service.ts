import { tieredUnitPrice } from '@wm/contracts';
import type { Language } from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { createSoldOutMarks, type SoldOutMarks } from './sold-out';
import { stockRepository as repo, storeLookups, type PurchaseFactsRow } from './stock.repository';

/** A goods as the cart and checkout see it, in one language; amounts in cents. */
export interface PurchaseFacts {
  goodsId: number;
  itemCode: string;
  name: string;
  names: { en: string; zh: string; ja: string };
  image: string;
  categoryId: number;
  storeId: number;
  storeCode: string;
  storeName: string;
  /** On sale in an open store (it may still be sold out). */
  onSale: boolean;
  priceMode: 'spot' | 'tiered';
  moq: number;
  logisticsFeeCents: number;
  operatingFeeCents: number;
  available: number;
  tiers: { minQty: number; maxQty: number | null; unitPriceCents: number }[];
  spotPriceCents: number;
}

/** The current step: the tier whose range holds the quantity (below the first: the first), or the spot price. */
export function unitPriceCents(goods: Pick<PurchaseFacts, 'priceMode' | 'tiers' | 'spotPriceCents'>, quantity: number): number {
  if (goods.priceMode !== 'tiered') return goods.spotPriceCents;
  return tieredUnitPrice(goods.tiers.map((t) => ({ minQty: t.minQty, unitPrice: t.unitPriceCents })), goods.spotPriceCents, quantity);
}

function toFacts(row: PurchaseFactsRow, lang: Language): PurchaseFacts {
  return {
    goodsId: row.goodsId,
    itemCode: row.itemCode,
    name: inLanguage(lang, { en: row.nameEn, zh: row.nameZh, ja: row.nameJa }),
    names: { en: row.nameEn, zh: row.nameZh, ja: row.nameJa },
    image: row.image,
    categoryId: row.categoryId,
    storeId: row.storeId,
    storeCode: row.storeCode,
    storeName: inLanguage(lang, { en: row.storeNameEn, zh: row.storeNameZh, ja: row.storeNameJa }),
    onSale: row.status === 'onSale' && row.storeOpen,
    priceMode: row.priceMode,
    moq: row.moq,
    logisticsFeeCents: Number(row.logisticsFeeCents),
    operatingFeeCents: Number(row.operatingFeeCents),
    available: row.available,
    tiers: row.tiers.map((t) => ({ minQty: t.minQty, maxQty: t.maxQty, unitPriceCents: Number(t.unitPriceCents) })),
    spotPriceCents: Number(row.priceMinCents),
  };
}

/**
 * The catalog's side of buying: what a goods costs and how many units it has, and the stock
 * moves of an order (reserve at submit, release at cancel, sell at payment), each a conditional
 * update in the caller's transaction. Moves are made in goods id order so that concurrent
 * orders lock stock rows in the same order and never deadlock.
 *
 * It also keeps this instance's sold-out marks (sold-out.ts): a reservation that finds no units
 * marks the goods, checkouts ask `soldOut` before they open a transaction, and every move that
 * gives units back clears the goods' mark.
 */
export function createStockService(deps: { database: Database; soldOut?: SoldOutMarks }) {
  const { db } = deps.database;
  const soldOut = deps.soldOut ?? createSoldOutMarks();
  const sorted = (lines: { goodsId: number; quantity: number }[]) => [...lines].sort((a, b) => a.goodsId - b.goodsId);
  return {
    async facts(lang: Language, goodsIds: number[], ex: Executor = db): Promise<Map<number, PurchaseFacts>> {
      const found = await repo.purchaseFacts(ex, [...new Set(goodsIds)]);
      return new Map(found.map((r) => [r.goodsId, toFacts(r, lang)] as const));
    },
    /**
     * Reserves every line or none: answers the goods id that lacked units (the caller rolls back), or
     * null. A goods found with none at all is marked sold out (read again in a statement of its own:
     * the update that found too few saw the newest row but does not say what it held).
     */
    async reserve(tx: Executor, lines: { goodsId: number; quantity: number }[]): Promise<number | null> {
      const taken = new Set<number>();
      for (const l of sorted(lines)) {
        if (await repo.reserve(tx, l.goodsId, l.quantity)) {
          taken.add(l.goodsId);
          continue;
        }
        // Not when this call took units of it itself (the goods twice): the none it sees is its own, about to roll back.
        if (!taken.has(l.goodsId) && (await repo.availableOf(tx, l.goodsId)) === 0) soldOut.mark(l.goodsId);
        return l.goodsId;
      }
      return null;
    },
    /** The first of these goods this instance saw with no units in the last moments (sold-out.ts), or undefined: no database. */
    soldOut: (goodsIds: Iterable<number>) => soldOut.markedOf(goodsIds),
    /** A reading before any stock move of the caller's transaction found no available units of this goods. */
    markSoldOut: (goodsId: number) => soldOut.mark(goodsId),
    /** Units of these goods were added or came back on this instance (a seller's stock change): their marks go. */
    restocked: (goodsIds: Iterable<number>) => soldOut.clear(goodsIds),
    /** Store names (and codes) by id, in a language. */
    async storeNames(lang: Language, storeIds: number[], ex: Executor = db) {
      const found = await storeLookups.names(ex, [...new Set(storeIds)]);
      return new Map(found.map((s) => [s.id, { code: s.code, name: inLanguage(lang, { en: s.nameEn, zh: s.nameZh, ja: s.nameJa }) }] as const));
    },
    /** Goods that exist, by item code. */
    async byItemCodes(codes: string[], ex: Executor = db) {
      const found = await repo.byItemCodes(ex, [...new Set(codes)]);
      return new Map(found.map((g) => [g.itemCode, g] as const));
    },
    /** The store of a seller account, if it has one. */
    storeOf: (userId: number, ex: Executor = db) => storeLookups.ownedBy(ex, userId),
    /** The seller account of a store (who is told about its agreements). */
    storeOwner: (storeId: number, ex: Executor = db) => storeLookups.owner(ex, storeId),
    async release(tx: Executor, lines: { goodsId: number; quantity: number }[]) {
      for (const l of sorted(lines)) if (!(await repo.release(tx, l.goodsId, l.quantity))) throw new Error(`stock of goods ${l.goodsId} lost ${l.quantity} blocked units`);
      soldOut.clear(lines.map((l) => l.goodsId));
    },
    /** Returned units back on the shelf (after-sales return received). */
    async restock(tx: Executor, goodsId: number, quantity: number) {
      const done = await repo.restock(tx, goodsId, quantity);
      if (done) soldOut.clear([goodsId]);
      return done;
    },
    /** Units for a reissue, taken from what is available; false when there are not enough. */
    take: (tx: Executor, goodsId: number, quantity: number) => repo.take(tx, goodsId, quantity),
    async sell(tx: Executor, lines: { goodsId: number; quantity: number }[]) {
      for (const l of sorted(lines)) if (!(await repo.sell(tx, l.goodsId, l.quantity))) throw new Error(`stock of goods ${l.goodsId} lost ${l.quantity} blocked units`);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
