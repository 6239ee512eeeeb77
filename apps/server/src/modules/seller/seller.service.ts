import {
  amountToCents,
  can,
  centsToAmount,
  FLOW_TYPES,
  fromStates,
  goodsStatusTransitions,
  roundHalfUp,
  sellerGoodsActions,
  storeAuditTransitions,
  translate,
  type AdminGoods,
  type AdminStore,
  type GoodsStatus,
  type Language,
  type SellerDashboard,
  type SellerGoods,
  type SellerGoodsQuery,
  type SellerGoodsValues,
  type SellerStore,
  type SellerWarehouse,
  type SellerWarehouseInput,
  type StockChangeBody,
  type StockRecord,
  type StoredGoodsStatus,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { toCsv } from '../../platform/csv';
import { AppError, fieldError } from '../../platform/errors';
import { sanitizeHtml } from '../../platform/html';
import type { AuthUser } from '../auth/auth.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { StockService } from '../catalog/stock.service';
import { warehousesRepository as warehouses, type WarehouseRow } from '../catalog/warehouses.repository';
import type { MessagesService } from '../messages/messages.service';
import type { CompletedOrder, PurchaseOrdersService } from '../purchase-orders/purchase-orders.service';
import type { WalletService } from '../wallet/wallet.service';
import { bulkResult, checkBulk, readBulkFile } from './seller.bulk';
import { sellerRepository as repo, type GoodsFilter, type GoodsWithStock, type StoreRow } from './seller.repository';

type Texts = { en: string; zh: string; ja: string };
/** A text in the reader's language; a seller may leave Chinese and Japanese empty: English stands in. */
const pick = (lang: Language, t: Texts) => t[lang] || t.en;
const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${centsToAmount(Math.abs(cents)).toFixed(2)}`;
const warehouseOf = (lang: Language, g: { warehouseType: 'selfBuilt' | 'platform'; warehouseCountry?: string }) =>
  `${translate(lang, `warehouse.${g.warehouseType}`)} (${g.warehouseCountry ?? 'US'})`;
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

/** Work a store has waiting in another capability (after-sales, agreements), counted for its dashboard. */
export interface PendingCounter {
  kind: string;
  path: string;
  /** The store's count; the seller is there for services that scope by account. */
  count: (storeId: number, seller: AuthUser) => Promise<number>;
}

export interface SellerDeps {
  database: Database;
  catalog: CatalogService;
  /** The catalog's stock: a seller's change moves the units of one warehouse and the goods' total together. */
  stock: StockService;
  wallets: WalletService;
  messages: MessagesService;
  purchaseOrders: PurchaseOrdersService;
  /** Orders waiting for the store to ship (sales orders and ship-mode purchase orders). */
  ordersToShip: (seller: AuthUser) => Promise<number>;
  /** Called after a stock change commits: checkouts on this instance stop taking these goods for sold out. */
  restocked: (goodsIds: number[]) => void;
}

export function createSellerService(deps: SellerDeps) {
  const { db } = deps.database;
  const pendingCounters: PendingCounter[] = [];

  // ---- views

  const storeView = (s: StoreRow): SellerStore => ({
    storeId: s.id,
    storeCode: s.code,
    name: s.nameEn,
    logo: s.logo,
    banner: s.banner,
    intro: s.introEn,
    contactName: s.contactName,
    contactPhone: s.contactPhone,
    contactEmail: s.contactEmail,
    warehouseType: s.warehouseType,
    shippingAreas: s.shippingAreas as SellerStore['shippingAreas'],
    returnGuarantee: s.returnGuarantee,
    logisticsGuarantee: s.logisticsGuarantee,
    auditStatus: s.auditStatus,
    rejectReason: s.rejectReason,
    open: s.auditStatus === 'approved' && s.status === 'open',
    creditHold: s.creditHold,
    creditLimit: centsToAmount(s.creditLimitCents),
    actions: Object.keys(storeAuditTransitions[s.auditStatus]).filter((a) => a === 'submit'),
    createdAt: s.createdAt.toISOString(),
  });

  async function adminStoreView(s: StoreRow): Promise<AdminStore> {
    return { ...storeView(s), ...(await repo.storeOwnerFacts(db, s.id)) };
  }

  async function goodsViews(lang: Language, list: GoodsWithStock[], ex: Executor = db): Promise<SellerGoods[]> {
    const tiers = await repo.tiersOf(ex, list.map((l) => l.goods.id));
    const perWarehouse = await deps.stock.byWarehouse(list.map((l) => l.goods.id), ex);
    const categories = await deps.catalog.categoryIndex(lang);
    return list.map(({ goods: g, stock }) => {
      const stored = g.status as StoredGoodsStatus;
      const status: GoodsStatus = stored === 'onSale' && stock.available <= 0 ? 'soldOut' : stored;
      const own = tiers.filter((t) => t.goodsId === g.id);
      return {
        goodsId: g.id,
        itemCode: g.itemCode,
        name: { en: g.nameEn, zh: g.nameZh, ja: g.nameJa },
        description: { en: g.descriptionEn, zh: g.descriptionZh, ja: g.descriptionJa },
        categoryId: g.categoryId,
        categoryName: categories.name(g.categoryId),
        productType: g.productType,
        images: g.images,
        videoUrl: g.videoUrl ?? '',
        files: g.files.map((f) => ({ name: pick(lang, f.name), url: f.url })),
        resourcePackageUrl: g.resourcePackageUrl ?? '',
        priceMode: g.priceMode,
        price: g.priceMode === 'spot' ? centsToAmount(g.priceMinCents) : null,
        tiers: own.map((t) => ({ minQty: t.minQty, maxQty: t.maxQty, unitPrice: centsToAmount(t.unitPriceCents) })),
        originalPrice: g.originalPriceCents === null ? null : centsToAmount(g.originalPriceCents),
        priceMin: centsToAmount(g.priceMinCents),
        priceMax: centsToAmount(g.priceMaxCents),
        moq: g.moq,
        packageQty: g.packageQty,
        productSize: { length: g.productLength, width: g.productWidth, height: g.productHeight, weight: g.productWeight },
        packageSize: { length: g.packageLength, width: g.packageWidth, height: g.packageHeight, weight: g.packageWeight },
        logisticsFee: centsToAmount(g.logisticsFeeCents),
        operatingFee: centsToAmount(g.operatingFeeCents),
        storageFee: centsToAmount(g.storageFeeCents),
        mainColor: pick(lang, g.specs.mainColor),
        material: pick(lang, g.specs.material),
        filler: g.specs.filler ? pick(lang, g.specs.filler) : '',
        sellingPoints: g.sellingPoints[lang].length ? g.sellingPoints[lang] : g.sellingPoints.en,
        allowedPlatforms: g.allowedPlatforms,
        restrictedPlatforms: g.restrictedPlatforms,
        shippingAreas: g.shippingAreas as SellerGoods['shippingAreas'],
        warehouseType: g.warehouseType,
        warehouse: warehouseOf(lang, g),
        shipFrom: g.shipFrom,
        referenceDays: g.referenceDays,
        lowStockThreshold: g.lowStockThreshold,
        status,
        storedStatus: stored,
        violationReason: g.violationReason,
        stock,
        warehouses: perWarehouse.get(g.id) ?? [],
        lowStock: stored !== 'removed' && stock.available <= g.lowStockThreshold,
        actions: sellerGoodsActions(stored),
        postedAt: g.postedAt.toISOString(),
        updatedAt: g.updatedAt.toISOString(),
      };
    });
  }

  async function oneGoods(lang: Language, goodsId: number, storeId?: number, ex: Executor = db) {
    const found = await repo.findGoods(ex, goodsId, storeId);
    if (!found) throw new AppError('NOT_FOUND');
    return (await goodsViews(lang, [found], ex))[0]!;
  }

  async function adminGoodsView(lang: Language, list: GoodsWithStock[]): Promise<AdminGoods[]> {
    const views = await goodsViews(lang, list);
    const stores = new Map<number, string>();
    for (const { goods: g } of list) if (!stores.has(g.storeId)) stores.set(g.storeId, (await repo.storeById(db, g.storeId))?.nameEn ?? '');
    return views.map(({ actions: _seller, ...v }, i) => {
      const stored = v.storedStatus as StoredGoodsStatus;
      const operatorActions = (
        [
          ['markViolation', 'violation'],
          ['remove', 'remove'],
          ['restore', 'restore'],
        ] as const
      )
        .filter(([action]) => can(goodsStatusTransitions, stored, action))
        .map(([, name]) => name);
      return { ...v, storeId: list[i]!.goods.storeId, storeName: stores.get(list[i]!.goods.storeId) ?? '', operatorActions };
    });
  }

  // ---- the seller's own store

  /** The seller's store, or STORE_REQUIRED before it is made. */
  async function ownStore(user: AuthUser, ex: Executor = db) {
    const store = await repo.storeByOwner(ex, user.id);
    if (!store) throw new AppError('STORE_REQUIRED');
    return store;
  }

  /** The store's default warehouse (made now if the store somehow has none). */
  async function storeDefaultWarehouse(ex: Executor, storeId: number): Promise<WarehouseRow> {
    const found = await warehouses.defaultOf(ex, storeId);
    if (found) return found;
    await deps.stock.ensureDefaultWarehouses(ex, [storeId]);
    return (await warehouses.defaultOf(ex, storeId))!;
  }

  const warehouseView = (w: WarehouseRow, units: number): SellerWarehouse => ({
    warehouseId: w.id,
    code: w.code,
    name: w.name,
    type: w.type,
    country: w.country,
    address: w.address,
    isDefault: w.isDefault,
    units,
    createdAt: w.createdAt.toISOString(),
  });

  async function warehouseList(storeId: number, ex: Executor = db) {
    if (!(await warehouses.defaultOf(ex, storeId))) await deps.stock.ensureDefaultWarehouses(ex, [storeId]);
    return (await warehouses.ofStore(ex, storeId)).map((r) => warehouseView(r.warehouse, r.units));
  }

  /**
   * Adds (id undefined) or edits a warehouse of the store, under the store's lock (one default at a
   * time): the code is unique in the store; making it the default unmakes the one before; the
   * default cannot be unmade (another is made the default instead).
   */
  async function saveWarehouse(storeId: number, id: number | undefined, body: SellerWarehouseInput): Promise<SellerWarehouse> {
    const values = { code: body.code, name: body.name, type: body.type, country: body.country, address: body.address ?? '' };
    const makeDefault = body.isDefault === true;
    try {
      const saved = await db.transaction(async (tx) => {
        await repo.lockStore(tx, storeId);
        const current = id === undefined ? undefined : await warehouses.findOfStore(tx, storeId, id);
        if (id !== undefined && !current) throw new AppError('NOT_FOUND');
        if (current?.isDefault && !makeDefault) throw fieldError('isDefault', 'warehouse.defaultRequired');
        if (makeDefault && !current?.isDefault) await warehouses.clearDefault(tx, storeId);
        const row = current ? await warehouses.update(tx, storeId, current.id, { ...values, isDefault: makeDefault }) : await warehouses.insert(tx, { ...values, storeId, isDefault: makeDefault });
        if (!row) throw fieldError('code', 'warehouse.codeTaken');
        return row;
      });
      return (await warehouseList(storeId)).find((w) => w.warehouseId === saved.id)!;
    } catch (error) {
      // Two saves of the same code at once: the unique index decides.
      if (isUniqueViolation(error)) throw fieldError('code', 'warehouse.codeTaken');
      throw error;
    }
  }

  /**
   * Lists, pages and rankings answer a change at once on this instance (others within their short TTL).
   * `goodsIds`: only these goods changed (the catalog reads only them again, and this resolves once it
   * has: awaited, the change's answer comes after lists show it); `text`: their names or descriptions
   * too. Without them, a store changed.
   */
  const changed = (goodsIds?: readonly number[], text = false) => deps.catalog.invalidate(goodsIds && { goodsIds, text });

  function filterOf(lang: Language, q: Omit<SellerGoodsQuery, 'pageIndex' | 'pageSize'>, categories: { subtree(id: number): number[] }): GoodsFilter {
    const f: GoodsFilter = {};
    if (q.keyword) f.keyword = q.keyword;
    if (q.status === 'soldOut') Object.assign(f, { status: 'onSale', soldOut: true });
    else if (q.status === 'onSale') Object.assign(f, { status: 'onSale', soldOut: false });
    else if (q.status) f.status = q.status;
    if (q.categoryId) f.categoryIds = categories.subtree(q.categoryId);
    if (q.stock) f.stock = q.stock;
    void lang;
    return f;
  }

  async function goodsValues(lang: Language, v: SellerGoodsValues, swatch = '#8a8a8a') {
    const leaf = (await deps.catalog.categoryIndex(lang)).subtree(v.categoryId);
    if (leaf.length !== 1) throw new AppError('VALIDATION_FAILED', undefined, [{ field: 'categoryId', message: 'goods.categoryInvalid' }]);
    const tiers = v.priceMode === 'tiered' ? v.tiers.map((t) => ({ minQty: t.minQty, maxQty: t.maxQty, unitPriceCents: amountToCents(t.unitPrice) })) : [];
    const prices = v.priceMode === 'tiered' ? tiers.map((t) => t.unitPriceCents) : [amountToCents(v.price!)];
    const all = (text: string) => ({ en: text, zh: text, ja: text });
    return {
      values: {
        itemCode: v.itemCode,
        categoryId: v.categoryId,
        nameEn: v.name.en,
        nameZh: v.name.zh || v.name.en,
        nameJa: v.name.ja || v.name.en,
        descriptionEn: sanitizeHtml(v.description.en),
        descriptionZh: sanitizeHtml(v.description.zh || v.description.en),
        descriptionJa: sanitizeHtml(v.description.ja || v.description.en),
        sellingPoints: { en: v.sellingPoints, zh: v.sellingPoints, ja: v.sellingPoints },
        specs: { mainColor: all(v.mainColor), swatch, material: all(v.material), filler: v.filler ? all(v.filler) : null },
        productType: v.productType,
        priceMode: v.priceMode,
        priceMinCents: Math.min(...prices),
        priceMaxCents: Math.max(...prices),
        originalPriceCents: v.originalPrice === null ? null : amountToCents(v.originalPrice),
        moq: v.moq,
        logisticsFeeCents: amountToCents(v.logisticsFee),
        operatingFeeCents: amountToCents(v.operatingFee),
        storageFeeCents: amountToCents(v.storageFee),
        packageQty: v.packageQty,
        productLength: v.productSize.length,
        productWidth: v.productSize.width,
        productHeight: v.productSize.height,
        productWeight: v.productSize.weight,
        packageLength: v.packageSize.length,
        packageWidth: v.packageSize.width,
        packageHeight: v.packageSize.height,
        packageWeight: v.packageSize.weight,
        images: v.images,
        videoUrl: v.videoUrl || null,
        files: v.files.map((f) => ({ name: all(f.name), url: f.url })),
        resourcePackageUrl: v.resourcePackageUrl || null,
        allowedPlatforms: v.allowedPlatforms,
        restrictedPlatforms: v.restrictedPlatforms,
        warehouseType: v.warehouseType,
        shipFrom: v.shipFrom,
        referenceDays: v.referenceDays,
        shippingAreas: v.shippingAreas,
        lowStockThreshold: v.lowStockThreshold,
      },
      tiers,
    };
  }

  /** The seller may shelve only in an approved store that is not on credit hold. */
  function assertCanSell(store: StoreRow) {
    if (store.auditStatus !== 'approved') throw new AppError('STORE_NOT_APPROVED');
    if (store.creditHold) throw new AppError('STORE_CREDIT_HOLD', { limit: usd(store.creditLimitCents) });
  }

  async function move(user: AuthUser, lang: Language, goodsId: number, action: 'putOnSale' | 'pullOff') {
    const store = await ownStore(user);
    if (action === 'putOnSale') assertCanSell(store);
    const moved = await db.transaction(async (tx) => {
      // The store row is read again under lock: a credit hold set meanwhile wins.
      const locked = await repo.lockStore(tx, store.id);
      if (action === 'putOnSale') assertCanSell(locked!);
      return repo.moveStatus(tx, goodsId, fromStates(goodsStatusTransitions, action) as StoredGoodsStatus[], action === 'putOnSale' ? 'onSale' : 'offShelves', { storeId: store.id });
    });
    if (!moved) {
      const current = await repo.findGoods(db, goodsId, store.id);
      if (!current) throw new AppError('NOT_FOUND');
      throw new AppError('GOODS_INVALID_TRANSITION', { status: translate(lang, `goodsStatus.${current.goods.status}`) });
    }
    await changed([goodsId]);
    return oneGoods(lang, goodsId, store.id);
  }

  /**
   * Pulls a store's goods off when its owner's balance is below minus its credit limit, and
   * tells the seller why; lifts the hold once the balance is back (the seller shelves again).
   * In the caller's transaction: call it after anything charged or credited the store's owner.
   * Answers whether the store is on hold now.
   */
  async function enforceCreditLimit(tx: Executor, storeId: number): Promise<boolean> {
    const store = await repo.lockStore(tx, storeId);
    if (!store) return false;
    const { balanceCents } = await deps.wallets.balanceOf(tx, store.ownerUserId);
    const below = balanceCents < -store.creditLimitCents;
    if (below && !store.creditHold) {
      const count = await repo.pullOffStore(tx, storeId);
      await repo.updateStore(tx, storeId, { creditHold: true });
      const facts = { balance: usd(balanceCents), limit: usd(store.creditLimitCents), count };
      await deps.messages.event(tx, store.ownerUserId, 'creditHold', facts);
      // Told on the transaction: the instances (this one again) forget the store's goods once it commits.
      await deps.catalog.invalidate(undefined, { on: tx });
    } else if (!below && store.creditHold) {
      await repo.updateStore(tx, storeId, { creditHold: false });
    }
    return below;
  }

  /**
   * Completed purchase orders pay their stores, in the completing transaction: the goods amount
   * the buyer paid (after the coupon) as transaction revenue, less the commission of each
   * line's category as a settlement expense. The settlement row makes it exactly once.
   */
  async function settle(tx: Executor, orders: CompletedOrder[], options: { quiet?: boolean } = {}) {
    if (orders.length === 0) return;
    const rates = await repo.commissionOfGoods(tx, [...new Set(orders.flatMap((o) => o.lines.map((l) => l.goodsId)))]);
    for (const o of orders) {
      const store = await repo.storeById(tx, o.storeId);
      if (!store) continue;
      const amountCents = o.goodsAmountCents - o.discountCents;
      // The coupon's share is taken from each line in proportion, so the commission is of what was paid.
      const goodsCents = o.lines.reduce((s, l) => s + l.amountCents, 0);
      const commissionCents = Math.min(
        amountCents,
        o.lines.reduce((s, l) => s + roundHalfUp((l.amountCents * (goodsCents > 0 ? amountCents / goodsCents : 0) * rates.get(l.goodsId)!) / 10_000), 0),
      );
      const settled = await repo.insertSettlement(tx, { orderId: o.id, orderNo: o.orderNo, storeId: o.storeId, ownerUserId: store.ownerUserId, amountCents, commissionCents, payoutCents: amountCents - commissionCents });
      if (!settled) continue;
      const percent = goodsCents > 0 && amountCents > 0 ? Math.round((commissionCents / amountCents) * 10_000) / 100 : 0;
      if (amountCents > 0) {
        await deps.wallets.post(tx, { userId: store.ownerUserId, flowType: FLOW_TYPES.transactionRevenue, amountCents, relatedId: o.orderNo, remark: translate('en', 'ledger.revenue', { orderNo: o.orderNo }) });
      }
      if (commissionCents > 0) {
        // Never refused: the revenue just credited covers it.
        const taken = await deps.wallets.post(tx, { userId: store.ownerUserId, flowType: FLOW_TYPES.settlementExpense, amountCents: -commissionCents, relatedId: o.orderNo, remark: translate('en', 'ledger.commission', { orderNo: o.orderNo, percent }) });
        if (!taken) throw new Error(`commission of ${o.orderNo} not taken`);
      }
      const facts = { orderNo: o.orderNo, payout: usd(amountCents - commissionCents), amount: usd(amountCents), commission: usd(commissionCents) };
      if (!options.quiet) await deps.messages.event(tx, store.ownerUserId, 'revenue', facts);
      if (store.creditHold) await enforceCreditLimit(tx, store.id);
    }
  }

  async function stockRecordView(lang: Language, r: { record: typeof import('./seller.tables').goodsStockRecords.$inferSelect; itemCode: string; nameEn: string; nameZh: string; nameJa: string }): Promise<StockRecord> {
    return {
      recordId: r.record.id,
      goodsId: r.record.goodsId,
      itemCode: r.itemCode,
      goodsName: pick(lang, { en: r.nameEn, zh: r.nameZh, ja: r.nameJa }),
      warehouse: r.record.warehouse,
      warehouseId: r.record.warehouseId,
      mode: r.record.mode,
      change: r.record.change,
      availableAfter: r.record.availableAfter,
      warehouseAvailableAfter: r.record.warehouseAvailableAfter,
      reason: r.record.reason,
      createdAt: r.record.createdAt.toISOString(),
    };
  }

  return {
    enforceCreditLimit,
    /** The completion listener (purchase orders call it with the orders just completed). */
    settle: (tx: Executor, orders: CompletedOrder[]) => settle(tx, orders),
    /** The demo's history: orders not settled yet, without a message for each. */
    async settleHistory(tx: Executor, storeId: number, orders: CompletedOrder[]) {
      const done = await repo.settledOrderIds(tx, storeId);
      await settle(tx, orders.filter((o) => !done.has(o.id)), { quiet: true });
    },
    /** Another capability counts the store's waiting work for the dashboard (after-sales, agreements). */
    registerPending(counter: PendingCounter) {
      pendingCounters.push(counter);
    },

    async myStore(user: AuthUser) {
      const store = await repo.storeByOwner(db, user.id);
      return { store: store ? storeView(store) : null };
    },

    async saveStore(user: AuthUser, body: { name: string; logo: string; banner: string; intro: string; contactName: string; contactPhone: string; contactEmail: string; warehouseType: 'selfBuilt' | 'platform'; shippingAreas: string[]; returnGuarantee: 'basic' | 'standard'; logisticsGuarantee: boolean; submit: boolean }) {
      const profile = {
        nameEn: body.name,
        nameZh: body.name,
        nameJa: body.name,
        introEn: body.intro,
        introZh: body.intro,
        introJa: body.intro,
        logo: body.logo,
        banner: body.banner,
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        contactEmail: body.contactEmail,
        warehouseType: body.warehouseType,
        shippingAreas: body.shippingAreas,
        returnGuarantee: body.returnGuarantee,
        logisticsGuarantee: body.logisticsGuarantee,
      };
      const saved = await db.transaction(async (tx) => {
        let store = await repo.lockStoreByOwner(tx, user.id);
        if (!store) {
          const { defaultCreditLimitCents } = await repo.settings(tx);
          // A new store stays closed to buyers until approved; a code taken meanwhile is tried again.
          for (let attempt = 0; attempt < 5 && !store; attempt++) {
            store = await repo.insertStore(tx, {
              ...profile,
              code: await repo.nextStoreCode(tx),
              ownerUserId: user.id,
              status: 'closed',
              auditStatus: body.submit ? 'pending' : 'draft',
              submittedAt: body.submit ? new Date() : null,
              creditLimitCents: defaultCreditLimitCents,
            });
            store ??= await repo.lockStoreByOwner(tx, user.id);
          }
          if (!store) throw new Error('could not create a store');
          // Every store keeps its stock in at least one warehouse: its default, from its warehouse type.
          await deps.stock.ensureDefaultWarehouses(tx, [store.id]);
          return store;
        }
        const submit = body.submit && can(storeAuditTransitions, store.auditStatus, 'submit');
        return repo.updateStore(tx, store.id, { ...profile, ...(submit ? { auditStatus: 'pending', submittedAt: new Date(), rejectReason: null } : {}) });
      });
      if (saved.auditStatus === 'approved') void changed();
      return storeView(saved);
    },

    // ---- goods

    async goodsPage(user: AuthUser, lang: Language, q: SellerGoodsQuery) {
      const store = await ownStore(user);
      const filter = { ...filterOf(lang, q, await deps.catalog.categoryIndex(lang)), storeId: store.id };
      const { list, total } = await repo.pageGoods(db, filter, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: await goodsViews(lang, list), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    async exportCsv(user: AuthUser, lang: Language, q: Omit<SellerGoodsQuery, 'pageIndex' | 'pageSize'>) {
      const store = await ownStore(user);
      const filter = { ...filterOf(lang, q, await deps.catalog.categoryIndex(lang)), storeId: store.id };
      const { list } = await repo.pageGoods(db, filter, 10_000, 0);
      const views = await goodsViews(lang, list);
      const header = ['itemCode', 'name', 'category', 'status', 'priceMode', 'priceMin', 'priceMax', 'moq', 'available', 'blocked', 'sold', 'lowStock', 'warehouse', 'availableByWarehouse', 'postedAt'];
      return toCsv(
        header,
        views.map((g) => [
          g.itemCode, pick(lang, g.name), g.categoryName, translate(lang, `goodsStatus.${g.status}`), g.priceMode, g.priceMin.toFixed(2), g.priceMax.toFixed(2), g.moq,
          g.stock.available, g.stock.blocked, g.stock.sold, g.lowStock ? 'yes' : '', g.warehouse,
          // Warehouse code: units, as a bulk file's warehouse and stock columns name them.
          g.warehouses.map((w) => `${w.code}: ${w.available}`).join('; '),
          g.postedAt,
        ]),
      );
    },

    async goodsDetail(user: AuthUser, lang: Language, goodsId: number) {
      const store = await ownStore(user);
      return oneGoods(lang, goodsId, store.id);
    },

    async createGoods(user: AuthUser, lang: Language, body: SellerGoodsValues) {
      const store = await ownStore(user);
      const { values, tiers } = await goodsValues(lang, body);
      const id = await db.transaction(async (tx) => {
        if (await repo.itemCodeTaken(tx, body.itemCode)) throw new AppError('GOODS_CODE_DUPLICATE');
        const goodsId = await repo.insertGoods(tx, { ...values, storeId: store.id, status: 'toBeShelved' });
        if (goodsId === undefined) throw new AppError('GOODS_CODE_DUPLICATE');
        await repo.replaceTiers(tx, goodsId, tiers);
        return goodsId;
      });
      return oneGoods(lang, id, store.id);
    },

    async updateGoods(user: AuthUser, lang: Language, goodsId: number, body: SellerGoodsValues) {
      const store = await ownStore(user);
      const current = await repo.findGoods(db, goodsId, store.id);
      if (!current) throw new AppError('NOT_FOUND');
      const { values, tiers } = await goodsValues(lang, body, current.goods.specs.swatch);
      await db.transaction(async (tx) => {
        if (await repo.itemCodeTaken(tx, body.itemCode, goodsId)) throw new AppError('GOODS_CODE_DUPLICATE');
        const updated = await repo.updateGoods(tx, goodsId, store.id, values);
        if (updated === undefined) throw new AppError('GOODS_INVALID_TRANSITION', { status: translate(lang, 'goodsStatus.removed') });
        await repo.replaceTiers(tx, goodsId, tiers);
      });
      await changed([goodsId], true);
      return oneGoods(lang, goodsId, store.id);
    },

    shelve: (user: AuthUser, lang: Language, goodsId: number) => move(user, lang, goodsId, 'putOnSale'),
    pullOff: (user: AuthUser, lang: Language, goodsId: number) => move(user, lang, goodsId, 'pullOff'),

    async batch(user: AuthUser, lang: Language, goodsIds: number[], action: 'putOnSale' | 'pullOff') {
      const done: number[] = [];
      const failed: { goodsId: number; message: string }[] = [];
      for (const goodsId of [...new Set(goodsIds)]) {
        try {
          await move(user, lang, goodsId, action);
          done.push(goodsId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failed.push({ goodsId, message: translate(lang, error.code, error.params) });
        }
      }
      return { done, failed };
    },

    /**
     * Sets, adds or subtracts the units of one warehouse of the own store (the default when none is
     * named) and the goods' total with it; never below 0 in the warehouse. A replay of the same key
     * answers the first change. Another store's goods or warehouse: 404.
     */
    async changeStock(user: AuthUser, lang: Language, goodsId: number, body: StockChangeBody, requestKey: string | undefined) {
      const store = await ownStore(user);
      const result = await db.transaction(async (tx) => {
        const found = await repo.findGoods(tx, goodsId, store.id);
        if (!found) throw new AppError('NOT_FOUND');
        if (requestKey) {
          const replay = await repo.recordByKey(tx, goodsId, requestKey);
          if (replay) return replay;
        }
        const warehouse = body.warehouseId === undefined ? await storeDefaultWarehouse(tx, store.id) : await warehouses.findOfStore(tx, store.id, body.warehouseId);
        if (!warehouse) throw new AppError('NOT_FOUND');
        const moved = await deps.stock.adjust(tx, goodsId, warehouse.id, body.mode, body.quantity);
        if (!moved) throw new AppError('STOCK_INSUFFICIENT');
        return repo.insertRecord(tx, {
          goodsId,
          storeId: store.id,
          userId: user.id,
          mode: body.mode,
          change: moved.change,
          availableAfter: moved.available,
          warehouse: warehouse.name,
          warehouseId: warehouse.id,
          warehouseAvailableAfter: moved.warehouseAvailable,
          reason: body.reason,
          requestKey: requestKey ?? null,
        });
      });
      deps.restocked([goodsId]);
      await changed([goodsId]);
      const goods = await oneGoods(lang, goodsId, store.id);
      const record = await stockRecordView(lang, { record: result, itemCode: goods.itemCode, nameEn: goods.name.en, nameZh: goods.name.zh, nameJa: goods.name.ja });
      return { goods, record };
    },

    // ---- warehouses

    async warehouses(user: AuthUser) {
      return warehouseList((await ownStore(user)).id);
    },
    async createWarehouse(user: AuthUser, body: SellerWarehouseInput) {
      return saveWarehouse((await ownStore(user)).id, undefined, body);
    },
    async updateWarehouse(user: AuthUser, warehouseId: number, body: SellerWarehouseInput) {
      return saveWarehouse((await ownStore(user)).id, warehouseId, body);
    },

    async stockRecords(user: AuthUser, lang: Language, q: { goodsId?: number; pageIndex: number; pageSize: number }) {
      const store = await ownStore(user);
      const { list, total } = await repo.pageRecords(db, store.id, q.goodsId, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: await Promise.all(list.map((r) => stockRecordView(lang, r))), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /**
     * Spot prices and stock from a file: every row checked, nothing changed unless all are good,
     * then all applied in one transaction (stock set with a record per goods, replay-safe by key).
     */
    async bulkUpdate(user: AuthUser, lang: Language, data: Buffer, dryRun: boolean, requestKey: string | undefined) {
      const store = await ownStore(user);
      const { lines, warehouseColumn } = await readBulkFile(data, lang);
      const found = await repo.goodsByItemCodes(db, store.id, [...new Set(lines.map((l) => l.itemCode).filter(Boolean))]);
      const named = await warehouses.byCodes(db, store.id, [...new Set(lines.map((l) => l.warehouse).filter(Boolean))]);
      const fallback = await storeDefaultWarehouse(db, store.id);
      const place = (w: WarehouseRow) => ({ id: w.id, code: w.code, name: w.name });
      const checked = checkBulk(lines, new Map(found.map((g) => [g.itemCode, g] as const)), { byCode: new Map(named.map((w) => [w.code, place(w)] as const)), fallback: place(fallback), column: warehouseColumn }, lang);
      const good = checked.every((c) => c.problems.length === 0);
      if (dryRun || !good) return bulkResult(checked, dryRun, false);
      await db.transaction(async (tx) => {
        for (const c of checked) if (c.priceCents !== null) await repo.setSpotPrice(tx, c.goodsId!, c.priceCents);
        // Stock in the lock order of every stock move (goods id, then warehouse id), whatever the file's order.
        const stockRows = checked.filter((c) => c.stock !== null).sort((a, b) => a.goodsId! - b.goodsId! || a.warehouse!.id - b.warehouse!.id);
        for (const c of stockRows) {
          const key = requestKey ? `${requestKey}:${c.row}` : null;
          if (key && (await repo.recordByKey(tx, c.goodsId!, key))) continue;
          const moved = (await deps.stock.adjust(tx, c.goodsId!, c.warehouse!.id, 'set', c.stock!))!;
          await repo.insertRecord(tx, {
            goodsId: c.goodsId!,
            storeId: store.id,
            userId: user.id,
            mode: 'set',
            change: moved.change,
            availableAfter: moved.available,
            warehouse: c.warehouse!.name,
            warehouseId: c.warehouse!.id,
            warehouseAvailableAfter: moved.warehouseAvailable,
            reason: translate(lang, 'bulk.reason'),
            requestKey: key,
          });
        }
      });
      deps.restocked(checked.filter((c) => c.stock !== null).map((c) => c.goodsId!));
      await changed(checked.map((c) => c.goodsId!));
      return bulkResult(checked, false, true);
    },

    // ---- dashboard

    async dashboard(user: AuthUser, lang: Language): Promise<SellerDashboard> {
      const store = await ownStore(user);
      const now = new Date();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const since = new Date(today.getTime() - 29 * 86_400_000);
      const byDay = new Map((await deps.purchaseOrders.storeDaily(store.id, since)).map((d) => [d.date, d] as const));
      const daily = Array.from({ length: 30 }, (_, i) => {
        const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        const d = byDay.get(date);
        return { date, orders: d?.orders ?? 0, sales: centsToAmount(d?.salesCents ?? 0), units: d?.units ?? 0 };
      });
      const sum = (list: typeof daily) => ({ orders: list.reduce((s, d) => s + d.orders, 0), sales: centsToAmount(list.reduce((s, d) => s + amountToCents(d.sales), 0)), units: list.reduce((s, d) => s + d.units, 0) });
      const top = await deps.purchaseOrders.storeTopGoods(store.id, since, 5);
      const wallet = await deps.wallets.balanceOf(db, user.id);
      const pending = [
        { kind: 'ordersToShip', count: await deps.ordersToShip(user), path: '/merchant/orders' },
        ...(await Promise.all(pendingCounters.map(async (c) => ({ kind: c.kind, count: await c.count(store.id, user), path: c.path })))),
        { kind: 'lowStock', count: await repo.lowStockCount(db, store.id), path: '/merchant/stock' },
      ];
      return {
        today: sum(daily.slice(-1)),
        last30Days: sum(daily),
        daily,
        topGoods: top.map((g) => ({ goodsId: g.goodsId, itemCode: g.itemCode, name: g.name ? pick(lang, g.name) : g.itemCode, image: g.image, units: g.units, sales: centsToAmount(g.salesCents) })),
        pending,
        wallet: { balance: centsToAmount(wallet.balanceCents), available: centsToAmount(wallet.balanceCents - wallet.frozenCents), creditLimit: centsToAmount(store.creditLimitCents), creditHold: store.creditHold },
      };
    },

    // ---- operator

    async adminStores(q: { auditStatus?: StoreRow['auditStatus']; keyword?: string; pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.pageStores(db, q, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: list.map((r) => ({ ...storeView(r.store), ownerMobile: r.ownerMobile, ownerName: r.ownerName, goodsCount: r.goodsCount })), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    async reviewStore(lang: Language, storeId: number, action: 'approve' | 'reject', reason?: string) {
      const store = await db.transaction(async (tx) => {
        const moved = await repo.moveAudit(
          tx,
          storeId,
          fromStates(storeAuditTransitions, action) as StoreRow['auditStatus'][],
          action === 'approve' ? { auditStatus: 'approved', status: 'open', rejectReason: null, reviewedAt: new Date(), openedAt: new Date() } : { auditStatus: 'rejected', rejectReason: reason ?? '', reviewedAt: new Date() },
        );
        if (!moved) {
          const current = await repo.storeById(tx, storeId);
          if (!current) throw new AppError('NOT_FOUND');
          throw new AppError('STORE_INVALID_TRANSITION', { status: translate(lang, `storeAudit.${current.auditStatus}`) });
        }
        const facts = { storeName: moved.nameEn, reason: reason ?? '' };
        const key = action === 'approve' ? 'storeApproved' : 'storeRejected';
        await deps.messages.event(tx, moved.ownerUserId, key, facts);
        return moved;
      });
      void lang;
      void changed();
      return adminStoreView(store);
    },

    /**
     * Disables (closes) an open store or enables (opens) a closed one. Only an approved store opens:
     * a store under audit opens when it is approved. Closed, its page shows /shop/disable and its
     * goods leave the catalog.
     */
    async setStoreOpen(lang: Language, storeId: number, action: 'close' | 'open') {
      const store = await db.transaction(async (tx) => {
        const found = await repo.lockStore(tx, storeId);
        if (!found) throw new AppError('NOT_FOUND');
        const allowed = action === 'close' ? found.status === 'open' : found.status === 'closed' && found.auditStatus === 'approved';
        if (!allowed) {
          const state = found.auditStatus !== 'approved' ? 'notApproved' : found.status;
          throw new AppError('STORE_OPEN_INVALID', { action: translate(lang, `storeAction.${action}`), status: translate(lang, `storeState.${state}`) });
        }
        return repo.updateStore(tx, storeId, { status: action === 'close' ? 'closed' : 'open' });
      });
      void changed();
      return adminStoreView(store);
    },

    async setCreditLimit(storeId: number, creditLimit: number) {
      const store = await db.transaction(async (tx) => {
        const found = await repo.lockStore(tx, storeId);
        if (!found) throw new AppError('NOT_FOUND');
        await repo.updateStore(tx, storeId, { creditLimitCents: amountToCents(creditLimit) });
        await enforceCreditLimit(tx, storeId);
        return (await repo.storeById(tx, storeId))!;
      });
      return adminStoreView(store);
    },

    async adminGoods(lang: Language, q: SellerGoodsQuery & { storeId?: number }) {
      const filter = { ...filterOf(lang, q, await deps.catalog.categoryIndex(lang)), ...(q.storeId ? { storeId: q.storeId } : {}) };
      const { list, total } = await repo.pageGoods(db, filter, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: await adminGoodsView(lang, list), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    async moderate(lang: Language, goodsId: number, action: 'markViolation' | 'remove' | 'restore', reason?: string) {
      const to: StoredGoodsStatus = action === 'markViolation' ? 'violation' : action === 'remove' ? 'removed' : 'offShelves';
      await db.transaction(async (tx) => {
        const moved = await repo.moveStatus(tx, goodsId, fromStates(goodsStatusTransitions, action) as StoredGoodsStatus[], to, { reason: action === 'restore' ? null : (reason ?? null) });
        if (!moved) {
          const current = await repo.findGoods(tx, goodsId);
          if (!current) throw new AppError('NOT_FOUND');
          throw new AppError('GOODS_INVALID_TRANSITION', { status: translate(lang, `goodsStatus.${current.goods.status}`) });
        }
        if (action !== 'restore') {
          const store = await repo.storeById(tx, moved.storeId);
          const key = action === 'markViolation' ? 'goodsViolation' : 'goodsRemoved';
          const facts = { itemCode: moved.itemCode, reason: reason ?? '' };
          await deps.messages.event(tx, store!.ownerUserId, key, facts);
        }
      });
      await changed([goodsId]);
      const found = await repo.findGoods(db, goodsId);
      return (await adminGoodsView(lang, [found!]))[0]!;
    },

    async settings(lang: Language) {
      const [settings, rates, categories] = await Promise.all([repo.settings(db), repo.rates(db), deps.catalog.categoryIndex(lang)]);
      return {
        defaultCommissionPercent: settings.defaultCommissionBp / 100,
        rates: rates.map((r) => ({ categoryId: r.categoryId, categoryName: categories.name(r.categoryId), percent: r.rateBp / 100 })),
        defaultCreditLimit: centsToAmount(settings.defaultCreditLimitCents),
      };
    },

    async saveSettings(lang: Language, body: { defaultCommissionPercent: number; rates: { categoryId: number; percent: number }[]; defaultCreditLimit: number }) {
      await db.transaction((tx) =>
        repo.saveSettings(
          tx,
          { defaultCommissionBp: Math.round(body.defaultCommissionPercent * 100), defaultCreditLimitCents: amountToCents(body.defaultCreditLimit) },
          [...new Map(body.rates.map((r) => [r.categoryId, Math.round(r.percent * 100)] as const))].map(([categoryId, rateBp]) => ({ categoryId, rateBp })),
        ),
      );
      return this.settings(lang);
    },
  };
}

export type SellerService = ReturnType<typeof createSellerService>;
