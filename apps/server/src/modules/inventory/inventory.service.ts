import { centsToAmount, dailyUnitFeeCents, nextDearerTier, tierFor, translate, volumeM3e4, type InventoryItem, type InventoryListQuery, type InventoryRecord, type InventoryRecordQuery, type InventorySummary, type Language, type StorageRate, type StorageTier } from '@wm/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Database, Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { toCsv } from '../../platform/csv';
import { inventoryRepository as repo, type HoldingFilter, type HoldingRow } from './inventory.repository';

type Lines = { goodsId: number; quantity: number }[];
type RateRow = { id: number; warehouseCountry: string; version: number; effectiveFrom: string; tiers: StorageTier[] };

/** The rate version in force on a day for a warehouse country (rows newest first per country); US rates where a country has none. */
function rateOn(rates: RateRow[], country: string, day: string): RateRow | undefined {
  const pick = (c: string) => rates.find((r) => r.warehouseCountry === c && r.effectiveFrom <= day);
  return pick(country) ?? pick('US');
}
/** Called in the transaction that credited a buyer's inventory (e.g. to submit orders waiting for those units). */
export type CreditListener = (tx: Executor, buyerUserId: number) => Promise<void>;

dayjs.extend(utc);

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
      // Calendar days (UTC) since the oldest unit came in.
      daysInStock: r.oldestAt ? Math.max(0, dayjs().utc().startOf('day').diff(dayjs(r.oldestAt).utc().startOf('day'), 'day')) : 0,
      storageFeeAccrued: centsToAmount(Number(r.storageCents ?? 0)),
      storageForecast: { days30: 0, days60: 0, days90: 0 },
      ageingAlert: null,
      updatedAt: iso(r.updatedAt),
    };
  }

  /**
   * Adds to listed SKUs what their storage will cost over the next 30/60/90 days (today's
   * available units, leaving oldest first at the last 30 days' pace) and the units that enter a
   * dearer tier within 14 days.
   */
  async function withForecast(buyerUserId: number, items: InventoryItem[], now = new Date()): Promise<InventoryItem[]> {
    if (items.length === 0) return items;
    const [facts, rates] = await Promise.all([repo.forecastFacts(db, buyerUserId, items.map((i) => i.goodsId)), repo.storageRates(db)]);
    const today = dayjs(now).utc().startOf('day');
    const byGoods = new Map(facts.map((f) => [f.goodsId, f]));
    return items.map((item) => {
      const f = byGoods.get(item.goodsId);
      const rate = f ? rateOn(rates, f.country, today.format('YYYY-MM-DD')) : undefined;
      if (!f || !rate || !f.lots?.length) return item;
      const m3e4 = volumeM3e4(f.length, f.width, f.height);
      const lots = f.lots.map((l) => ({ age: today.diff(dayjs.utc(l.received), 'day') + 1, units: l.units }));
      const pace = f.shipped30 / 30;
      const totals = { days30: 0, days60: 0, days90: 0 };
      let cumulative = 0;
      // Day k from today (not accrued yet) on; a lot's day in stock today is its age.
      for (let k = 0; k < 90; k++) {
        // Units gone by day k, taken from the oldest lots first.
        let gone = Math.floor(pace * (k + 1));
        let dayCents = 0;
        for (const lot of lots) {
          const left = Math.max(0, lot.units - gone);
          gone = Math.max(0, gone - lot.units);
          if (left > 0) dayCents += left * dailyUnitFeeCents(tierFor(rate.tiers, lot.age + k).rateCents, m3e4);
        }
        cumulative += dayCents;
        if (k === 29) totals.days30 = cumulative;
        if (k === 59) totals.days60 = cumulative;
        if (k === 89) totals.days90 = cumulative;
      }
      let alert = null as InventoryItem['ageingAlert'];
      for (const lot of lots) {
        const next = nextDearerTier(rate.tiers, lot.age);
        if (!next || next.inDays > 14) continue;
        if (!alert || next.inDays < alert.inDays) alert = { quantity: lot.units, inDays: next.inDays, ratePerM3: centsToAmount(next.tier.rateCents) };
        else if (next.inDays === alert.inDays) alert.quantity += lot.units;
      }
      return { ...item, storageForecast: { days30: centsToAmount(totals.days30), days60: centsToAmount(totals.days60), days90: centsToAmount(totals.days90) }, ageingAlert: alert };
    });
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

    /**
     * Blocks every line or none. Answers the goods ids that lacked units (the caller rolls back;
     * empty when all were blocked) and, per goods, the storage fee its units had accrued: they are
     * held from the oldest lots on, stop accruing, and that fee is billed on the order's fee order.
     */
    async block(tx: Executor, buyerUserId: number, orderNo: string, lines: Lines): Promise<{ short: number[]; storageCents: Map<number, number> }> {
      const short: number[] = [];
      const storageCents = new Map<number, number>();
      for (const l of sorted(lines)) {
        if (!(await repo.block(tx, buyerUserId, l.goodsId, l.quantity))) short.push(l.goodsId);
        else if (short.length === 0) {
          await repo.insertRecord(tx, { buyerUserId, goodsId: l.goodsId, type: 'blocked', quantity: l.quantity, reason: 'salesOrder', orderNo });
          let left = l.quantity;
          let cents = 0;
          for (const lot of await repo.lockFreeLots(tx, buyerUserId, l.goodsId)) {
            if (left === 0) break;
            const take = Math.min(left, lot.free);
            await repo.allocate(tx, { orderNo, goodsId: l.goodsId, lotId: Number(lot.id), qty: take, storagePerUnitCents: Number(lot.storagePerUnitCents) });
            cents += take * Number(lot.storagePerUnitCents);
            left -= take;
          }
          storageCents.set(l.goodsId, cents);
        }
      }
      return { short, storageCents };
    },

    /** Gives blocked units back (a canceled sales order), to the lots they were held from. */
    async unblock(tx: Executor, buyerUserId: number, orderNo: string, lines: Lines) {
      for (const l of sorted(lines)) {
        if (!(await repo.unblock(tx, buyerUserId, l.goodsId, l.quantity))) throw new Error(`inventory of ${buyerUserId}/${l.goodsId} lost ${l.quantity} blocked units`);
        await repo.insertRecord(tx, { buyerUserId, goodsId: l.goodsId, type: 'unblocked', quantity: l.quantity, reason: 'cancel', orderNo });
        for (const a of await repo.allocationsOf(tx, orderNo, l.goodsId)) await repo.endAllocation(tx, Number(a.id), Number(a.lotId), a.qty, false);
      }
    },

    /** Blocked units leave the warehouse (shipped): the lots the order held them from, then (older orders) the oldest free lots. */
    async ship(tx: Executor, buyerUserId: number, orderNo: string, lines: Lines) {
      for (const l of sorted(lines)) {
        if (!(await repo.takeBlocked(tx, buyerUserId, l.goodsId, l.quantity))) throw new Error(`inventory of ${buyerUserId}/${l.goodsId} lost ${l.quantity} blocked units`);
        await repo.insertRecord(tx, { buyerUserId, goodsId: l.goodsId, type: 'outbound', quantity: l.quantity, reason: 'shipment', orderNo });
        let left = l.quantity;
        for (const a of await repo.allocationsOf(tx, orderNo, l.goodsId)) {
          if (left === 0) break;
          await repo.endAllocation(tx, Number(a.id), Number(a.lotId), a.qty, true);
          left -= a.qty;
        }
        for (const lot of left > 0 ? await repo.lockFreeLots(tx, buyerUserId, l.goodsId) : []) {
          if (left === 0) break;
          const take = Math.min(left, lot.free);
          await repo.takeFromLot(tx, Number(lot.id), take);
          left -= take;
        }
      }
    },

    /**
     * Accrues storage fees for every whole day up to yesterday (UTC) on lots with available
     * units: one accrual per lot and day, whoever runs it and however often (the primary key
     * refuses a second; lots are locked, others skip them). Answers the lots accrued.
     */
    async accrueStorage(now = new Date(), limit = 500): Promise<number> {
      const through = dayjs(now).utc().subtract(1, 'day').format('YYYY-MM-DD');
      return db.transaction(async (tx) => {
        const lots = await repo.lotsToAccrue(tx, through, limit);
        if (lots.length === 0) return 0;
        const rates = await repo.storageRates(tx);
        const values: Parameters<typeof repo.insertAccruals>[1] = [];
        for (const lot of lots) {
          const m3e4 = volumeM3e4(lot.length, lot.width, lot.height);
          const start = lot.accruedThrough ? dayjs.utc(lot.accruedThrough).add(1, 'day') : dayjs.utc(lot.received);
          for (let day = start; !day.isAfter(dayjs.utc(through)); day = day.add(1, 'day')) {
            const iso = day.format('YYYY-MM-DD');
            const rate = rateOn(rates, lot.country, iso);
            if (!rate) continue;
            const daysInStock = day.diff(dayjs.utc(lot.received), 'day') + 1;
            const perUnitCents = dailyUnitFeeCents(tierFor(rate.tiers, daysInStock).rateCents, m3e4);
            values.push({ lotId: lot.id, day: iso, buyerUserId: lot.buyerUserId, goodsId: lot.goodsId, units: lot.units, daysInStock, rateId: rate.id, perUnitCents, feeCents: perUnitCents * lot.units });
          }
        }
        for (let i = 0; i < values.length; i += 1000) await repo.insertAccruals(tx, values.slice(i, i + 1000), through);
        // Lots with nothing to write (no rate for their country) still move on.
        if (values.length === 0) await repo.insertAccruals(tx, [], through);
        return lots.length;
      });
    },

    /** The storage rates in force today per warehouse country. */
    async storageRates(now = new Date()): Promise<StorageRate[]> {
      const rates = await repo.storageRates(db);
      const today = dayjs(now).utc().format('YYYY-MM-DD');
      const countries = [...new Set(rates.map((r) => r.warehouseCountry))];
      return countries.flatMap((c) => {
        const r = rateOn(rates, c, today);
        return r ? [{ warehouseCountry: c, version: r.version, effectiveFrom: r.effectiveFrom, tiers: [...r.tiers].sort((a, b) => a.fromDay - b.fromDay).map((t) => ({ fromDay: t.fromDay, ratePerM3: centsToAmount(t.rateCents) })) }] : [];
      });
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
      return { list: await withForecast(buyerUserId, list.map((r) => itemView(r, lang))), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /** Every SKU summed, with the units about to age into a dearer storage tier. */
    async summary(buyerUserId: number, lang: Language): Promise<InventorySummary> {
      const { totals, stores } = await repo.summary(db, buyerUserId);
      const { list } = await repo.pageHoldings(db, buyerUserId, { inStock: true }, 'itemCode', 'asc', null, 0);
      const forecast = await withForecast(buyerUserId, list.map((r) => itemView(r, lang)));
      return {
        skus: totals.skus,
        qtyAvailable: totals.available,
        qtyBlocked: totals.blocked,
        qtyInTransit: 0,
        storageFeeAccrued: centsToAmount(Number(totals.storageCents)),
        ageingUnits: forecast.reduce((n, i) => n + (i.ageingAlert?.quantity ?? 0), 0),
        stores: stores.map((s) => ({ storeId: s.storeId, storeName: inLanguage(lang, { en: s.nameEn, zh: s.nameZh, ja: s.nameJa }) })),
      };
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
