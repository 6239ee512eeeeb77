import { tieredUnitPrice } from '@wm/contracts';
import type { Language } from '@wm/contracts';
import { afterCommit, type Database, type Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { createCheckoutGate, type CheckoutGate } from './checkout-gate';
import { createSoldOutMarks, type SoldOutMarks } from './sold-out';
import { stockRepository as repo, storeLookups, type PurchaseFactsRow } from './stock.repository';
import { warehousesRepository as warehouses, type OrderWrites, type WarehouseUnits } from './warehouses.repository';

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

/** Per goods, summed: one entry per goods id, in goods id order. */
function byGoods(lines: { goodsId: number; quantity: number }[]) {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.goodsId, (sums.get(l.goodsId) ?? 0) + l.quantity);
  return [...sums].sort(([a], [b]) => a - b).map(([goodsId, quantity]) => ({ goodsId, quantity }));
}

/** Entries for the same goods and warehouse added up, in goods then warehouse id order (the lock order). */
function merged(units: WarehouseUnits[]): WarehouseUnits[] {
  const sums = new Map<string, WarehouseUnits>();
  for (const u of units) {
    if (u.quantity <= 0) continue;
    const key = `${u.goodsId}:${u.warehouseId}`;
    const found = sums.get(key);
    if (found) found.quantity += u.quantity;
    else sums.set(key, { ...u });
  }
  return [...sums.values()].sort((a, b) => a.goodsId - b.goodsId || a.warehouseId - b.warehouseId);
}

/** The allocation rule in code (the SQL of warehouses.repository takes the same): most units first, ties by warehouse id. */
export function planTake(rowsOf: { warehouseId: number; available: number }[], quantity: number): { warehouseId: number; quantity: number }[] {
  const plan: { warehouseId: number; quantity: number }[] = [];
  let left = quantity;
  for (const r of [...rowsOf].filter((x) => x.available > 0).sort((a, b) => b.available - a.available || a.warehouseId - b.warehouseId)) {
    if (left <= 0) break;
    const take = Math.min(r.available, left);
    plan.push({ warehouseId: r.warehouseId, quantity: take });
    left -= take;
  }
  return plan;
}

/**
 * The catalog's side of buying: what a goods costs and how many units it has, and the stock
 * moves of an order (reserve at submit, release at cancel, sell at payment), each a conditional
 * update in the caller's transaction. Moves are made in goods id order so that concurrent
 * orders lock stock rows in the same order and never deadlock.
 *
 * Warehouses (warehouses.tables.ts): a goods' available units are also kept per warehouse of its
 * store, and the sum of its warehouse rows equals goods_stock.available after every move. The
 * checkout reserves on goods_stock alone, as before; once its orders exist, the units are allocated
 * to warehouses in the same transaction (one statement). Every move takes the goods_stock row's
 * lock first, then the warehouse rows in warehouse id order, so the warehouse rows of a goods are
 * only ever changed by whoever holds its goods_stock row: concurrent orders cannot deadlock on them.
 *
 * Units that no warehouse row holds (goods_stock written by an older release during a rolling
 * deploy, or by hand) are put in the store's default warehouse when a move finds them missing,
 * the rule the migration applied to all existing stock.
 *
 * It also keeps this instance's sold-out marks (sold-out.ts): a reservation that finds no units
 * marks the goods, checkouts ask `soldOut` before they open a transaction, and every move that
 * gives units back clears the goods' mark.
 */
export function createStockService(deps: {
  database: Database;
  soldOut?: SoldOutMarks;
  gate?: CheckoutGate;
  /** A move found a goods' warehouse rows not adding up to its total (units > 0: missing ones put in the default warehouse; < 0: surplus taken out). */
  onReconciled?: (goodsId: number, units: number) => void;
  /**
   * The lists must show these goods' units at once, and the transaction that moved them has committed:
   * a checkout left them with none, or units came back (an order canceled or expired, a return
   * received) or were taken (a reissue). A checkout that leaves units is not told: the lists catch up
   * at their TTL.
   */
  onMoved?: (goodsIds: number[]) => void;
}) {
  const { db } = deps.database;
  const soldOut = deps.soldOut ?? createSoldOutMarks();
  const gate = deps.gate ?? createCheckoutGate();
  /** A goods seen with no units: marked, and the checkouts waiting at its gate refused (unless the mark is not taken: units just came back). */
  const markSoldOut = (goodsId: number) => {
    soldOut.mark(goodsId);
    if (soldOut.markedOf([goodsId]) !== undefined) gate.soldOut(goodsId);
  };
  /** Units of these goods came back or were added: marks and what the gates knew go. */
  const cameBack = (goodsIds: number[]) => {
    soldOut.clear(goodsIds);
    gate.restocked(goodsIds);
  };
  const sorted = (lines: { goodsId: number; quantity: number }[]) => [...lines].sort((a, b) => a.goodsId - b.goodsId);
  /** Tells `onMoved` once `tx` commits: before it, the lists would read the units as they were. */
  const moved = (tx: Executor, goodsIds: number[]) => {
    const told = deps.onMoved;
    if (told) afterCommit(tx, () => told([...new Set(goodsIds)]));
  };

  /**
   * Makes a goods' warehouse rows add up to its total plus `pending` (units this transaction took
   * from the total and has still to take from the warehouses): missing units go to the default
   * warehouse, surplus ones leave by the allocation rule. The goods_stock row is locked by the caller.
   */
  async function reconcile(tx: Executor, goodsId: number, pending = 0) {
    const total = await warehouses.totalOf(tx, goodsId);
    const held = await warehouses.lockRows(tx, goodsId);
    const diff = total + pending - held.reduce((s, r) => s + r.available, 0);
    if (diff !== 0) deps.onReconciled?.(goodsId, diff);
    if (diff > 0) {
      const defaults = await warehouses.defaultsOfGoods(tx, [goodsId]);
      const warehouseId = defaults.get(goodsId);
      if (warehouseId === undefined) throw new Error(`the store of goods ${goodsId} has no default warehouse`);
      await warehouses.addUnits(tx, [{ goodsId, warehouseId, quantity: diff }]);
    } else if (diff < 0) {
      await warehouses.subtractUnits(tx, planTake(held, -diff).map((p) => ({ goodsId, ...p })));
    }
    return diff;
  }

  /** Takes units from warehouses (with an order: recorded as its allocations); a shortfall is reconciled once, then it is a bug. */
  async function takeFromWarehouses(tx: Executor, need: { goodsId: number; quantity: number }[], purchaseOrderId: number | null, first?: WarehouseUnits[]) {
    const take = (n: typeof need) => (purchaseOrderId === null ? warehouses.take(tx, n) : warehouses.allocate(tx, purchaseOrderId, n));
    const taken = first ?? (await take(need));
    const short = need
      .map((n) => ({ goodsId: n.goodsId, quantity: n.quantity - taken.filter((t) => t.goodsId === n.goodsId).reduce((s, t) => s + t.quantity, 0) }))
      .filter((n) => n.quantity > 0);
    if (short.length === 0) return taken;
    for (const n of short) await reconcile(tx, n.goodsId, n.quantity);
    const more = await take(short);
    for (const n of short) {
      const got = more.filter((t) => t.goodsId === n.goodsId).reduce((s, t) => s + t.quantity, 0);
      if (got !== n.quantity) throw new Error(`warehouses of goods ${n.goodsId} lack ${n.quantity - got} units`);
    }
    return [...taken, ...more];
  }

  /** Units back to warehouses: those named, then the rest of each goods to its store's default warehouse. */
  async function giveBack(tx: Executor, lines: { goodsId: number; quantity: number }[], known: WarehouseUnits[]) {
    const rest = byGoods(lines)
      .map((l) => ({ goodsId: l.goodsId, quantity: l.quantity - known.filter((k) => k.goodsId === l.goodsId).reduce((s, k) => s + k.quantity, 0) }))
      .filter((l) => l.quantity > 0);
    const defaults = rest.length ? await warehouses.defaultsOfGoods(tx, rest.map((l) => l.goodsId)) : new Map<number, number>();
    const toDefault = rest.map((l) => {
      const warehouseId = defaults.get(l.goodsId);
      if (warehouseId === undefined) throw new Error(`the store of goods ${l.goodsId} has no default warehouse`);
      return { goodsId: l.goodsId, warehouseId, quantity: l.quantity };
    });
    await warehouses.addUnits(tx, merged([...known, ...toDefault]));
  }
  return {
    async facts(lang: Language, goodsIds: number[], ex: Executor = db): Promise<Map<number, PurchaseFacts>> {
      const found = await repo.purchaseFacts(ex, [...new Set(goodsIds)]);
      return new Map(found.map((r) => [r.goodsId, toFacts(r, lang)] as const));
    },
    /**
     * Reserves every line or none: answers the goods id that lacked units (the caller rolls back), or
     * null. A goods found with none at all is marked sold out (read again in a statement of its own:
     * the update that found too few saw the newest row but does not say what it held). `left`, when
     * given, gets the units each goods has left once its lines are reserved (for `reserved`, once the
     * transaction commits).
     */
    async reserve(tx: Executor, lines: { goodsId: number; quantity: number }[], left?: Map<number, number>): Promise<number | null> {
      const taken = new Set<number>();
      for (const l of sorted(lines)) {
        const after = await repo.reserve(tx, l.goodsId, l.quantity);
        if (after !== null) {
          taken.add(l.goodsId);
          left?.set(l.goodsId, after);
          continue;
        }
        // Not when this call took units of it itself (the goods twice): the none it sees is its own, about to roll back.
        if (!taken.has(l.goodsId) && (await repo.availableOf(tx, l.goodsId)) === 0) markSoldOut(l.goodsId);
        return l.goodsId;
      }
      return null;
    },
    /**
     * A checkout's reservation committed, leaving these units available (`reserve`'s `left`): the
     * goods' gates know them, and a goods left with none is marked sold out (its waiting checkouts
     * refused) and told to `onMoved`.
     */
    reserved(left: Map<number, number>) {
      const none: number[] = [];
      for (const [goodsId, available] of left) {
        gate.learned(goodsId, available);
        if (available !== 0) continue;
        markSoldOut(goodsId);
        none.push(goodsId);
      }
      if (none.length > 0) deps.onMoved?.(none);
    },
    /** Waits for a checkout's turn at its goods' gate (checkout-gate.ts): answers what to call when it is done. */
    gate: (goodsId: number, quantity: number, refusal: () => Error) => gate.enter(goodsId, quantity, refusal),
    /** The first of these goods this instance saw with no units in the last moments (sold-out.ts), or undefined: no database. */
    soldOut: (goodsIds: Iterable<number>) => soldOut.markedOf(goodsIds),
    /** A reading before any stock move of the caller's transaction found no available units of this goods. */
    markSoldOut,
    /** Units of these goods were added or came back on this instance (a seller's stock change): their marks go. */
    restocked: (goodsIds: Iterable<number>) => cameBack([...goodsIds]),
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
    /**
     * An order written (`order`: its insert and its items', see OrderWrites) and its reserved units
     * placed: taken from its goods' warehouses (most units first, ties by warehouse id, split when
     * one is not enough) and recorded as the order's allocations. Call it in the checkout's
     * transaction once its stock is reserved (so the goods_stock rows are locked by this
     * transaction): one statement, as what follows the reservation holds the rows' locks. Answers
     * the order's id.
     */
    async writeAndAllocate(tx: Executor, order: OrderWrites, lines: { goodsId: number; quantity: number }[]): Promise<number> {
      const need = byGoods(lines);
      const { orderId, taken } = await warehouses.writeAndAllocate(tx, order, need);
      await takeFromWarehouses(tx, need, orderId, taken);
      return orderId;
    },
    /**
     * Blocked units back on sale (an order canceled or expired): with the order, back to the
     * warehouses its allocations took them from (an order from before warehouses: the default one).
     */
    async release(tx: Executor, lines: { goodsId: number; quantity: number }[], purchaseOrderId?: number) {
      for (const l of sorted(lines)) if (!(await repo.release(tx, l.goodsId, l.quantity))) throw new Error(`stock of goods ${l.goodsId} lost ${l.quantity} blocked units`);
      const allocated = purchaseOrderId === undefined ? [] : await warehouses.deleteAllocations(tx, purchaseOrderId);
      await giveBack(tx, lines, allocated);
      cameBack(lines.map((l) => l.goodsId));
      moved(tx, lines.map((l) => l.goodsId));
    },
    /**
     * Returned units back on the shelf (after-sales return received): of a purchase order, back to
     * the warehouses it was allocated from (its allocations lowered); otherwise to the default one.
     */
    async restock(tx: Executor, goodsId: number, quantity: number, purchaseOrderId?: number) {
      const done = await repo.restock(tx, goodsId, quantity);
      if (!done) return false;
      const back: WarehouseUnits[] = [];
      if (purchaseOrderId !== undefined) {
        let left = quantity;
        for (const a of await warehouses.lockAllocations(tx, purchaseOrderId, goodsId)) {
          if (left === 0) break;
          const n = Math.min(a.quantity, left);
          await warehouses.lowerAllocation(tx, purchaseOrderId, goodsId, a.warehouseId, n);
          back.push({ goodsId, warehouseId: a.warehouseId, quantity: n });
          left -= n;
        }
      }
      await giveBack(tx, [{ goodsId, quantity }], back);
      cameBack([goodsId]);
      moved(tx, [goodsId]);
      return true;
    },
    /** Units for a reissue, taken from what is available (and from its warehouses, most units first); false when there are not enough. */
    async take(tx: Executor, goodsId: number, quantity: number) {
      if (!(await repo.take(tx, goodsId, quantity))) return false;
      await takeFromWarehouses(tx, [{ goodsId, quantity }], null);
      moved(tx, [goodsId]);
      return true;
    },
    /**
     * A seller's change of the units in one warehouse of the goods' store: set, add or subtract
     * (never below 0 in that warehouse), and the goods' total by the same difference, under the
     * goods_stock row's lock (orders wait for it). Undefined, changing nothing, when it would go
     * below 0. The caller checks that the warehouse is the goods' store's.
     */
    async adjust(tx: Executor, goodsId: number, warehouseId: number, mode: 'set' | 'add' | 'subtract', quantity: number) {
      await warehouses.lockTotal(tx, goodsId);
      await reconcile(tx, goodsId);
      const held = await warehouses.lockRows(tx, goodsId);
      const before = held.find((r) => r.warehouseId === warehouseId)?.available ?? 0;
      const next = mode === 'set' ? quantity : mode === 'add' ? before + quantity : before - quantity;
      if (next < 0) return undefined;
      const total = (await warehouses.totalOf(tx, goodsId)) + next - before;
      await warehouses.setUnits(tx, goodsId, warehouseId, next);
      await warehouses.setTotal(tx, goodsId, total);
      return { available: total, warehouseAvailable: next, change: next - before };
    },
    /** Per goods, the units in each warehouse (default first). */
    async byWarehouse(goodsIds: number[], ex: Executor = db) {
      const found = await warehouses.stockOfGoods(ex, [...new Set(goodsIds)]);
      const map = new Map<number, { warehouseId: number; code: string; name: string; isDefault: boolean; available: number }[]>();
      for (const r of found) {
        const list = map.get(r.goodsId) ?? [];
        list.push({ warehouseId: r.warehouseId, code: r.code, name: r.name, isDefault: r.isDefault, available: r.available });
        map.set(r.goodsId, list);
      }
      return map;
    },
    /** Stores without a warehouse get their default one (a new store; the demo's stores). */
    ensureDefaultWarehouses: (ex: Executor, storeIds?: number[]) => warehouses.ensureDefaults(ex, storeIds),
    /** Available units that no warehouse holds, put in their store's default warehouse: after a bulk load of stock, before anybody buys (the demo seed). */
    placeUnplaced: (ex: Executor) => warehouses.placeUnplaced(ex),
    async sell(tx: Executor, lines: { goodsId: number; quantity: number }[]) {
      for (const l of sorted(lines)) if (!(await repo.sell(tx, l.goodsId, l.quantity))) throw new Error(`stock of goods ${l.goodsId} lost ${l.quantity} blocked units`);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
