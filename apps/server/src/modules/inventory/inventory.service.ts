import { centsToAmount, translate, type InventoryItem, type InventoryListQuery, type InventoryRecord, type InventoryRecordQuery, type Language } from '@wm/contracts';
import dayjs from 'dayjs';
import type { Database, Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { toCsv } from '../../platform/csv';
import { inventoryRepository as repo, type HoldingFilter, type HoldingRow } from './inventory.repository';

type Lines = { goodsId: number; quantity: number }[];
/** Called in the transaction that credited a buyer's inventory (e.g. to submit orders waiting for those units). */
export type CreditListener = (tx: Executor, buyerUserId: number) => Promise<void>;

const sorted = (lines: Lines) => [...lines].sort((a, b) => a.goodsId - b.goodsId);
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * A buyer's warehouse inventory: units bought with delivery mode 'inventory', blocked by sales
 * orders when they are submitted, released when they are canceled, gone when they ship. Every
 * movement writes a record (one per order, goods and type: the database refuses a second);
 * every move is a conditional update in the caller's transaction, in goods id order so that
 * concurrent orders lock rows in the same order. Lots keep when units came in (days in stock).
 */
export function createInventoryService(deps: { database: Database }) {
  const { db } = deps.database;
  const listeners: CreditListener[] = [];

  function itemView(r: HoldingRow, lang: Language): InventoryItem {
    return {
      goodsId: r.goodsId,
      itemCode: r.itemCode,
      name: inLanguage(lang, { en: r.nameEn, zh: r.nameZh, ja: r.nameJa }),
      image: r.image,
      storeId: r.storeId,
      storeName: inLanguage(lang, { en: r.storeNameEn, zh: r.storeNameZh, ja: r.storeNameJa }),
      categoryId: r.categoryId,
      warehouseType: r.warehouseType,
      qtyAvailable: r.qtyAvailable,
      qtyBlocked: r.qtyBlocked,
      qtyInTransit: 0,
      daysInStock: r.oldestAt ? Math.max(0, dayjs().diff(dayjs(r.oldestAt), 'day')) : 0,
      storageFeeAccrued: centsToAmount(0),
      updatedAt: iso(r.updatedAt),
    };
  }

  const holdingFilter = (q: { keyword?: string; storeId?: number; categoryId?: number; inStock?: boolean }): HoldingFilter => ({ keyword: q.keyword || undefined, storeId: q.storeId, categoryId: q.categoryId, inStock: q.inStock });

  const service = {
    /** Registers what happens when units are credited (sales orders waiting for them). */
    onCredit(listener: CreditListener) {
      listeners.push(listener);
    },

    /** Inbound units of a paid purchase order, in the payment's transaction. */
    async credit(tx: Executor, entry: { buyerUserId: number; orderNo: string; lines: Lines }) {
      for (const line of sorted(entry.lines)) {
        await repo.insertRecord(tx, { buyerUserId: entry.buyerUserId, goodsId: line.goodsId, type: 'inbound', quantity: line.quantity, reason: 'purchase', orderNo: entry.orderNo });
        await repo.addAvailable(tx, entry.buyerUserId, line.goodsId, line.quantity);
        await repo.insertLot(tx, { buyerUserId: entry.buyerUserId, goodsId: line.goodsId, orderNo: entry.orderNo, qtyReceived: line.quantity, qtyRemaining: line.quantity });
      }
      for (const listener of listeners) await listener(tx, entry.buyerUserId);
    },

    /** Blocks every line or none: answers the goods ids that lacked units (the caller rolls back), empty when all were blocked. */
    async block(tx: Executor, buyerUserId: number, orderNo: string, lines: Lines): Promise<number[]> {
      const short: number[] = [];
      for (const l of sorted(lines)) {
        if (!(await repo.block(tx, buyerUserId, l.goodsId, l.quantity))) short.push(l.goodsId);
        else if (short.length === 0) await repo.insertRecord(tx, { buyerUserId, goodsId: l.goodsId, type: 'blocked', quantity: l.quantity, reason: 'salesOrder', orderNo });
      }
      return short;
    },

    /** Gives blocked units back (a canceled sales order). */
    async unblock(tx: Executor, buyerUserId: number, orderNo: string, lines: Lines) {
      for (const l of sorted(lines)) {
        if (!(await repo.unblock(tx, buyerUserId, l.goodsId, l.quantity))) throw new Error(`inventory of ${buyerUserId}/${l.goodsId} lost ${l.quantity} blocked units`);
        await repo.insertRecord(tx, { buyerUserId, goodsId: l.goodsId, type: 'unblocked', quantity: l.quantity, reason: 'cancel', orderNo });
      }
    },

    /** Blocked units leave the warehouse (shipped), taken from the oldest lots first. */
    async ship(tx: Executor, buyerUserId: number, orderNo: string, lines: Lines) {
      for (const l of sorted(lines)) {
        if (!(await repo.takeBlocked(tx, buyerUserId, l.goodsId, l.quantity))) throw new Error(`inventory of ${buyerUserId}/${l.goodsId} lost ${l.quantity} blocked units`);
        await repo.insertRecord(tx, { buyerUserId, goodsId: l.goodsId, type: 'outbound', quantity: l.quantity, reason: 'shipment', orderNo });
        let left = l.quantity;
        for (const lot of await repo.lockLots(tx, buyerUserId, l.goodsId)) {
          if (left === 0) break;
          const take = Math.min(left, lot.qtyRemaining);
          await repo.takeFromLot(tx, Number(lot.id), take);
          left -= take;
        }
      }
    },

    /** Available and blocked units per goods (0 when none). */
    async holdings(buyerUserId: number, goodsIds: number[], ex: Executor = db): Promise<Map<number, { qtyAvailable: number; qtyBlocked: number }>> {
      const found = await repo.holdings(ex, buyerUserId, [...new Set(goodsIds)]);
      return new Map(goodsIds.map((id) => [id, found.find((r) => r.goodsId === id) ?? { qtyAvailable: 0, qtyBlocked: 0 }] as const));
    },

    /** A buyer's holding of one goods (0 when none). */
    async holding(buyerUserId: number, goodsId: number) {
      const row = await repo.findOne(db, buyerUserId, goodsId);
      return { qtyAvailable: row?.qtyAvailable ?? 0, qtyBlocked: row?.qtyBlocked ?? 0 };
    },

    records: (buyerUserId: number) => repo.recordsOf(db, buyerUserId),

    async list(buyerUserId: number, lang: Language, q: InventoryListQuery) {
      const { list, total } = await repo.pageHoldings(db, buyerUserId, holdingFilter(q), q.sort, q.order, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: list.map((r) => itemView(r, lang)), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /** SKUs with units, for the sales order form. */
    async pick(buyerUserId: number, lang: Language, keyword: string | undefined) {
      const { list } = await repo.pageHoldings(db, buyerUserId, { keyword: keyword || undefined, inStock: true }, 'itemCode', 'asc', 20, 0);
      return list.map((r) => itemView(r, lang));
    },

    async recordPage(buyerUserId: number, lang: Language, q: InventoryRecordQuery) {
      const { list, total } = await repo.pageRecords(db, buyerUserId, q, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: list.map((r) => recordView(r, lang)), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /** The inventory or its movements as CSV, in the request language. */
    async exportCsv(buyerUserId: number, lang: Language, q: { kind: 'stock' | 'records'; keyword?: string; storeId?: number; categoryId?: number; type?: InventoryRecordQuery['type']; dateFrom?: string; dateTo?: string }) {
      const t = (key: string) => translate(lang, key);
      if (q.kind === 'records') {
        const { list } = await repo.pageRecords(db, buyerUserId, q, null, 0);
        const views = list.map((r) => recordView(r, lang));
        return toCsv(
          [t('export.time'), t('export.itemCode'), t('export.name'), t('export.type'), t('export.quantity'), t('export.reason'), t('export.orderNo')],
          views.map((r) => [r.createdAt, r.itemCode, r.name, r.typeText, r.quantity, r.reason, r.orderNo]),
        );
      }
      const { list } = await repo.pageHoldings(db, buyerUserId, holdingFilter(q), 'itemCode', 'asc', null, 0);
      return toCsv(
        [t('export.itemCode'), t('export.name'), t('export.store'), t('export.available'), t('export.blocked'), t('export.inTransit'), t('export.daysInStock'), t('export.storageFee')],
        list.map((r) => itemView(r, lang)).map((i) => [i.itemCode, i.name, i.storeName, i.qtyAvailable, i.qtyBlocked, i.qtyInTransit, i.daysInStock, i.storageFeeAccrued.toFixed(2)]),
      );
    },
  };

  function recordView(r: { id: number; goodsId: number; itemCode: string; nameEn: string; nameZh: string; nameJa: string; type: InventoryRecord['type']; quantity: number; reason: string; orderNo: string | null; createdAt: Date | string }, lang: Language): InventoryRecord {
    return {
      id: Number(r.id),
      goodsId: r.goodsId,
      itemCode: r.itemCode,
      name: inLanguage(lang, { en: r.nameEn, zh: r.nameZh, ja: r.nameJa }),
      type: r.type,
      typeText: translate(lang, `inventoryRecordType.${r.type}`),
      quantity: r.quantity,
      reason: translate(lang, `inventoryReason.${r.reason}`),
      orderNo: r.orderNo,
      createdAt: iso(r.createdAt),
    };
  }

  return service;
}

export type InventoryService = ReturnType<typeof createInventoryService>;
