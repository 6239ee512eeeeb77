import { createHash, randomInt } from 'node:crypto';
import {
  can,
  centsToAmount,
  PURCHASE_ORDER_STATUS,
  purchaseOrderActions,
  purchaseOrderTransitions,
  shipStateTransitions,
  translate,
  type CheckoutBody,
  type CheckoutPreview,
  type CheckoutResult,
  type Consignee,
  type Language,
  type OperateConfig,
  type PurchaseOrderDetail,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
  type SellerShipment,
  type UsableCoupons,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AccountService } from '../account/account.service';
import type { AgreementCheckout } from '../agreements/agreements.service';
import type { AuthUser } from '../auth/auth.service';
import type { CartService } from '../cart/cart.service';
import { unitPriceCents, type PurchaseFacts, type StockService } from '../catalog/stock.service';
import type { CategorySubtree, CouponFit, CouponsService, UsableFit } from '../coupons/coupons.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { MessagesService } from '../messages/messages.service';
import { ordersRepository as orders, purchaseOrdersRepository as repo, type NewPurchaseOrder, type PurchaseOrderItemRow, type PurchaseOrderRow } from './purchase-orders.repository';

/** What ordering needs from other modules. */
export interface OrderingDeps {
  stock: StockService;
  cart: () => CartService;
  coupons: CouponsService;
  inventory: InventoryService;
  account: AccountService;
  messages: MessagesService;
  settings: () => Promise<OperateConfig>;
  /** Buying through an agreement (a negotiated price); absent where nobody buys that way. */
  agreements?: () => AgreementCheckout;
}

/** What a checkout reads before its transaction. */
interface CheckoutContext {
  consignee: Consignee | null;
  subtree: CategorySubtree;
}

/** A checkout worked out: lines grouped in one order per store, amounts in cents. */
interface CheckoutPlan {
  deliveryMode: 'inventory' | 'ship';
  consignee: Consignee | null;
  groups: {
    storeId: number;
    storeCode: string;
    storeName: string;
    lines: { cartId: number | null; goods: PurchaseFacts; quantity: number; unitPriceCents: number; amountCents: number }[];
    goodsCents: number;
    discountCents: number;
    freightCents: number;
    feesCents: number;
    /** The coupon this order takes (one per order); discountCents is what it takes off. */
    coupon: CouponFit | null;
  }[];
  /** The single-coupon form's coupon (`couponId`), also on the order it applies to. */
  coupon: CouponFit | null;
  /** The buyer's coupons that fit (empty when not asked for: a submit needs only the chosen ones). */
  usable: UsableFit[];
  /** Bought through an agreement: its one line takes units of it. */
  agreement: { agreementId: number; goodsId: number } | null;
}

const totalOf = (g: { goodsCents: number; discountCents: number; freightCents: number; feesCents: number }) => g.goodsCents - g.discountCents + g.freightCents + g.feesCents;

/**
 * A purchase order number: PO + date + 12 random digits (unique index; nobody can guess
 * another's). 12 digits keep a clash of two orders of one day below one in 10,000 at 100,000
 * orders a day (8 digits made one likely at 10,000).
 */
const newOrderNo = (now = new Date()) => `PO${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e12)).padStart(12, '0')}`;

/** Purchase orders: sales figures (rankings), checkout, the order lifecycle, and what payments call. */
/** A purchase order that just completed, as the listeners of completion get it (amounts in cents). */
export interface CompletedOrder {
  id: number;
  orderNo: string;
  storeId: number;
  goodsAmountCents: number;
  discountCents: number;
  lines: { goodsId: number; quantity: number; amountCents: number }[];
}
export type CompletionListener = (tx: Executor, orders: CompletedOrder[]) => Promise<void>;

export function createPurchaseOrdersService(deps: { database: Database; ordering: OrderingDeps }) {
  const { db } = deps.database;
  const { ordering } = deps;

  // Told in the completing transaction (the merchant console settles the store's revenue there).
  const completionListeners: CompletionListener[] = [];
  async function completed(tx: Executor, ids: number[]) {
    if (completionListeners.length === 0 || ids.length === 0) return;
    const facts = await repo.completedFacts(tx, ids);
    for (const listener of completionListeners) await listener(tx, facts);
  }

  /** The goods a checkout names itself: a cart's or an agreement's goods are known from the database. */
  const namedGoods = (body: CheckoutBody) => (body.agreementNo !== undefined ? [] : body.goodsId !== undefined ? [body.goodsId] : (body.items ?? []).map((i) => i.goodsId));

  function refuseSoldOut(body: CheckoutBody, named = namedGoods(body)) {
    if (named.length > 0 && ordering.stock.soldOut(named) !== undefined) throw new AppError('STOCK_INSUFFICIENT');
  }

  /**
   * Before a checkout claims its request key: refused from memory when a named goods was just seen
   * sold out; a checkout of one named goods (a "buy now") then waits its turn at the goods' gate
   * (checkout-gate.ts), which holds the checkouts going on to the database to the units known to be
   * left. Answers what to call when the request is done.
   */
  async function admit(body: CheckoutBody): Promise<(() => void) | undefined> {
    const named = namedGoods(body);
    refuseSoldOut(body, named);
    if (named.length !== 1) return undefined;
    const quantity = body.quantity ?? body.items?.[0]?.quantity ?? 1;
    return ordering.stock.gate(named[0]!, quantity, () => new AppError('STOCK_INSUFFICIENT'));
  }

  /**
   * What a checkout reads outside its own tables: the consignee of an own address and the
   * category tree of coupon ranges. Read before the order's transaction, never inside it (the
   * embedded database has one connection: a read outside the transaction would wait for it).
   */
  async function context(user: AuthUser, lang: Language, body: CheckoutBody): Promise<CheckoutContext> {
    const { coupons, account } = ordering;
    let consignee: Consignee | null = null;
    if (body.deliveryMode === 'ship') {
      const address = (await account.addresses(user, lang)).find((a) => a.addressId === body.addressId);
      if (!address) throw new AppError('NOT_FOUND');
      consignee = {
        name: address.receiver,
        phone: address.mobile,
        email: address.email,
        address: [address.address, address.cityName, address.stateName, address.zipCode, address.countryName].filter(Boolean).join(', '),
      };
    }
    return { consignee, subtree: await coupons.categories() };
  }

  /** Prices a checkout, changing nothing; refuses what cannot be bought. */
  async function plan(ex: Executor, user: AuthUser, lang: Language, body: CheckoutBody, ctx: CheckoutContext, withUsable = true): Promise<CheckoutPlan> {
    const { stock, cart, coupons } = ordering;
    let wanted: { cartId: number | null; goodsId: number; quantity: number | undefined }[];
    // Through an agreement: its goods at the agreed unit price, at most the units it has left (the goods' minimum does not apply).
    const deal = body.agreementNo === undefined ? null : await ordering.agreements!().terms(ex, user, body.agreementNo);
    if (deal && body.goodsId !== undefined && body.goodsId !== deal.goodsId) throw new AppError('AGREEMENT_GOODS_MISMATCH');
    if (deal) wanted = [{ cartId: null, goodsId: deal.goodsId, quantity: body.quantity ?? deal.remaining }];
    else if (body.goodsId !== undefined) wanted = [{ cartId: null, goodsId: body.goodsId, quantity: body.quantity }];
    else if (body.items !== undefined) wanted = body.items.map((i) => ({ cartId: null, goodsId: i.goodsId, quantity: i.quantity }));
    else wanted = (await cart().linesForCheckout(ex, user.id, body.cartIds)).map((l) => ({ cartId: l.id, goodsId: l.goodsId, quantity: l.quantity }));
    if (wanted.length === 0) throw new AppError('CART_NOTHING_SELECTED');
    const facts = await stock.facts(lang, wanted.map((w) => w.goodsId), ex);
    const ship = body.deliveryMode === 'ship';
    const groups = new Map<number, CheckoutPlan['groups'][number]>();
    for (const w of wanted) {
      const goods = facts.get(w.goodsId);
      if (!goods || !goods.onSale) throw new AppError('GOODS_OFF_SHELVES');
      const quantity = w.quantity ?? goods.moq;
      if (deal && quantity > deal.remaining) throw new AppError('AGREEMENT_QUANTITY_EXCEEDED', { remaining: deal.remaining });
      if (!deal && quantity < goods.moq) throw new AppError('CART_BELOW_MOQ', { moq: goods.moq });
      if (quantity > goods.available) {
        // None left at all (a committed reading: nothing in this transaction has moved stock yet): later checkouts are refused without the database for a moment.
        if (goods.available === 0) stock.markSoldOut(goods.goodsId);
        throw new AppError('STOCK_INSUFFICIENT');
      }
      const price = deal ? deal.unitPriceCents : unitPriceCents(goods, quantity);
      let group = groups.get(goods.storeId);
      if (!group)
        groups.set(goods.storeId, (group = { storeId: goods.storeId, storeCode: goods.storeCode, storeName: goods.storeName, lines: [], goodsCents: 0, discountCents: 0, freightCents: 0, feesCents: 0, coupon: null }));
      group.lines.push({ cartId: w.cartId, goods, quantity, unitPriceCents: price, amountCents: price * quantity });
      group.goodsCents += price * quantity;
      // Shipping to a consignee costs the goods' logistics fee (freight) and operating fee (fees) per unit.
      if (ship) {
        group.freightCents += goods.logisticsFeeCents * quantity;
        group.feesCents += goods.operatingFeeCents * quantity;
      }
    }
    const list = [...groups.values()];
    const couponGroups = list.map((g) => ({ storeId: g.storeId, lines: g.lines.map((l) => ({ goodsId: l.goods.goodsId, categoryId: l.goods.categoryId, amountCents: l.amountCents })) }));
    const usable = withUsable ? await coupons.usable(ex, user.id, couponGroups, ctx.subtree) : [];
    const take = (f: CouponFit) => {
      const group = groups.get(f.storeId)!;
      group.coupon = f;
      // Never more than the order's goods in range cost (fitOne caps it), so never into freight or fees.
      group.discountCents = f.discountCents;
    };
    let coupon: CouponFit | null = null;
    if (body.couponId !== undefined) take((coupon = await coupons.fitOne(ex, user.id, body.couponId, couponGroups, ctx.subtree)));
    // A coupon per store's order, each fitted to its own order alone (the contract refuses a store or a coupon named twice).
    for (const wanted of body.coupons ?? []) {
      const own = couponGroups.filter((g) => g.storeId === wanted.storeId);
      // No order of that store in this checkout: the coupon fits nothing (after it is found to be the buyer's and usable).
      take(await coupons.fitOne(ex, user.id, wanted.couponId, own, ctx.subtree));
    }
    return { deliveryMode: body.deliveryMode, consignee: ctx.consignee, groups: list, coupon, usable, agreement: deal && { agreementId: deal.agreementId, goodsId: deal.goodsId } };
  }

  function previewView(p: CheckoutPlan, lang: Language, settings: OperateConfig): CheckoutPreview {
    const sum = (f: (g: CheckoutPlan['groups'][number]) => number) => p.groups.reduce((s, g) => s + f(g), 0);
    const usableFor = (storeId: number) => {
      const count = p.usable.filter((u) => u.fits.some((f) => f.storeId === storeId)).length;
      return { usableCouponCount: count, couponMessage: count === 0 ? translate(lang, 'coupon.none') : null };
    };
    return {
      deliveryMode: p.deliveryMode,
      consignee: p.consignee,
      orders: p.groups.map((g) => ({
        storeId: g.storeId,
        storeCode: g.storeCode,
        storeName: g.storeName,
        lines: g.lines.map((l) => ({
          cartId: l.cartId,
          goodsId: l.goods.goodsId,
          itemCode: l.goods.itemCode,
          name: l.goods.name,
          image: l.goods.image,
          quantity: l.quantity,
          unitPrice: centsToAmount(l.unitPriceCents),
          amount: centsToAmount(l.amountCents),
        })),
        goodsAmount: centsToAmount(g.goodsCents),
        discount: centsToAmount(g.discountCents),
        freight: centsToAmount(g.freightCents),
        fees: centsToAmount(g.feesCents),
        total: centsToAmount(totalOf(g)),
        couponApplied: g.coupon !== null,
        coupon: g.coupon && appliedView(g.coupon, lang),
        ...usableFor(g.storeId),
      })),
      summary: {
        goodsAmount: centsToAmount(sum((g) => g.goodsCents)),
        discount: centsToAmount(sum((g) => g.discountCents)),
        freight: centsToAmount(sum((g) => g.freightCents)),
        fees: centsToAmount(sum((g) => g.feesCents)),
        total: centsToAmount(sum(totalOf)),
        quantity: sum((g) => g.lines.reduce((s, l) => s + l.quantity, 0)),
      },
      coupon: p.coupon && appliedView(p.coupon, lang),
      usableCouponCount: p.usable.length,
      couponMessage: p.usable.length === 0 ? translate(lang, 'coupon.none') : null,
      paymentWindowMinutes: settings.paymentWindowMinutes,
    };
  }
  const translateName = (f: CouponFit, lang: Language) => ({ en: f.template.nameEn, zh: f.template.nameZh, ja: f.template.nameJa })[lang];
  const appliedView = (f: CouponFit, lang: Language) => ({ couponId: f.coupon.couponId, name: translateName(f, lang), discount: centsToAmount(f.discountCents) });

  async function resultOf(ex: Executor, checkoutId: number, lang: Language): Promise<CheckoutResult> {
    const rows = await orders.ordersOfCheckout(ex, checkoutId);
    const names = await ordering.stock.storeNames(lang, rows.map((r) => r.storeId), ex);
    return {
      orders: rows.map((r) => ({ orderNo: r.orderNo, storeName: names.get(r.storeId)?.name ?? '', total: centsToAmount(r.totalCents) })),
      orderNos: rows.map((r) => r.orderNo),
      totalAmount: centsToAmount(rows.reduce((s, r) => s + r.totalCents, 0)),
      payDeadline: (rows[0]?.payDeadline ?? new Date()).toISOString(),
    };
  }

  /** Cancels an unpaid order once (buyer or expiry) and gives back its stock and coupon, in one transaction. */
  async function cancelOnce(tx: Executor, order: PurchaseOrderRow, reason: 'buyer' | 'expired'): Promise<boolean> {
    if (!(await orders.cancelUnpaid(tx, order.id, reason))) return false;
    const items = await orders.itemsOf(tx, [order.id]);
    await ordering.stock.release(tx, items.map((i) => ({ goodsId: i.goodsId, quantity: i.quantity })), order.id);
    await ordering.coupons.unlock(tx, order.id);
    await ordering.agreements?.().release(tx, order.id);
    // Past its payment window: the buyer is told (a cancel of their own needs no message).
    if (reason === 'expired') await ordering.messages.event(tx, order.buyerUserId, 'orderExpired', { orderNo: order.orderNo });
    return true;
  }

  /** Expires overdue unpaid orders (all, or a buyer's): each a conditional update in its own transaction. Answers how many. */
  async function expireOverdue(buyerUserId?: number, limit = 200): Promise<number> {
    let expired = 0;
    for (const id of await orders.overdueIds(db, limit, buyerUserId)) {
      const done = await db.transaction(async (tx) => {
        const order = await orders.findById(tx, id);
        return order ? cancelOnce(tx, order, 'expired') : false;
      });
      if (done) expired++;
    }
    return expired;
  }

  function summaryView(o: PurchaseOrderRow, items: PurchaseOrderItemRow[], storeName: string, lang: Language): PurchaseOrderSummary {
    const status = o.status as PurchaseOrderStatus;
    const shipState = o.deliveryMode === 'ship' ? (o.shipState ?? null) : null;
    const statusText = shipState && status === PURCHASE_ORDER_STATUS.paid ? translate(lang, `shipState.${shipState}`) : translate(lang, `orderStatus.${status}`);
    return {
      orderNo: o.orderNo,
      storeId: o.storeId,
      storeName,
      status,
      statusText,
      deliveryMode: o.deliveryMode,
      shipState,
      createdAt: o.createdAt.toISOString(),
      payDeadline: status === PURCHASE_ORDER_STATUS.toBePaid ? (o.payDeadline?.toISOString() ?? null) : null,
      quantity: items.reduce((s, i) => s + i.quantity, 0),
      items: items.map((i) => ({
        goodsId: i.goodsId,
        itemCode: i.itemCode,
        name: i.name ? i.name[lang] : '',
        image: i.image,
        unitPrice: centsToAmount(i.unitPriceCents),
        quantity: i.quantity,
        amount: centsToAmount(i.unitPriceCents * i.quantity),
      })),
      goodsAmount: centsToAmount(o.goodsAmountCents),
      discount: centsToAmount(o.discountCents),
      freight: centsToAmount(o.freightCents),
      fees: centsToAmount(o.feesCents),
      total: centsToAmount(o.totalCents),
      actions: purchaseOrderActions({ status, deliveryMode: o.deliveryMode, shipState }),
    };
  }

  async function detailView(ex: Executor, o: PurchaseOrderRow, lang: Language): Promise<PurchaseOrderDetail> {
    const [items, names, couponName] = await Promise.all([
      orders.itemsOf(ex, [o.id]),
      ordering.stock.storeNames(lang, [o.storeId], ex),
      o.couponId === null ? Promise.resolve(null) : ordering.coupons.nameOf(ex, o.buyerUserId, o.couponId, lang),
    ]);
    return {
      ...summaryView(o, items, names.get(o.storeId)?.name ?? '', lang),
      payWay: o.payWay,
      paymentNo: o.paymentNo,
      paidAt: o.paidAt?.toISOString() ?? null,
      canceledAt: o.canceledAt?.toISOString() ?? null,
      cancelReason: o.cancelReason,
      completedAt: o.completedAt?.toISOString() ?? null,
      logisticsCompany: o.logisticsCompany,
      trackingNumber: o.trackingNo,
      deliveryTime: o.shippedAt?.toISOString() ?? null,
      consignee: o.consigneeName === null ? null : { name: o.consigneeName, phone: o.consigneePhone ?? '', email: o.consigneeEmail, address: o.consigneeAddress ?? '' },
      remark: o.remark,
      coupon: o.couponId !== null && couponName !== null ? { couponId: o.couponId, name: couponName } : null,
    };
  }

  /** An own order, read after its deadline has been applied (an overdue unpaid order is canceled first). */
  async function ownOrder(user: AuthUser, orderNo: string) {
    let order = await orders.findOwnedByNo(db, user.id, orderNo);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === PURCHASE_ORDER_STATUS.toBePaid && order.payDeadline && order.payDeadline <= new Date()) {
      await db.transaction((tx) => cancelOnce(tx, order!, 'expired'));
      order = (await orders.findOwnedByNo(db, user.id, orderNo))!;
    }
    return order;
  }

  /**
   * For payments: locks the buyer's orders (select ... for update, in id order) and answers what
   * they cost. Every order must be the buyer's (else 404) and to be paid within its deadline
   * (else ORDER_NOT_PAYABLE).
   */
  async function payable(tx: Executor, buyerUserId: number, orderNos: string[]): Promise<{ amountCents: number; orders: { id: number; orderNo: string; totalCents: number }[] }> {
    const nos = [...new Set(orderNos)];
    if (nos.length === 0) throw new AppError('NOT_FOUND');
    const locked = await orders.lockByNos(tx, nos);
    const own = locked.filter((o) => o.buyerUserId === buyerUserId);
    if (own.length !== nos.length) throw new AppError('NOT_FOUND');
    if (own.some((o) => !can(purchaseOrderTransitions, o.status as PurchaseOrderStatus, 'pay') || o.overdue)) throw new AppError('ORDER_NOT_PAYABLE');
    const list = own.map((o) => ({ id: Number(o.id), orderNo: o.orderNo, totalCents: Number(o.totalCents) }));
    return { amountCents: list.reduce((s, o) => s + o.totalCents, 0), orders: list };
  }

  /**
   * For payments, in the transaction that confirms the money: 0 -> 1 for every order (all or
   * nothing: an order already paid, canceled or overdue throws ORDER_NOT_PAYABLE and the caller's
   * transaction rolls back). Stock moves from blocked to sold and the coupon becomes used; an
   * order delivered to inventory then completes and its units are credited to the buyer.
   */
  async function markPaid(tx: Executor, orderIds: number[], payment: { payWay: number; paymentNo: string }): Promise<void> {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    if (ids.length === 0) return;
    const paid = await orders.markPaid(tx, ids, payment);
    if (paid.length !== ids.length) throw new AppError('ORDER_NOT_PAYABLE');
    const items = await orders.itemsOf(tx, ids);
    await ordering.stock.sell(tx, items.map((i) => ({ goodsId: i.goodsId, quantity: i.quantity })));
    for (const o of paid) {
      const id = Number(o.id);
      await ordering.coupons.use(tx, id);
      await ordering.agreements?.().paid(tx, id);
      if (o.deliveryMode === 'inventory') {
        const lines = items.filter((i) => i.orderId === id).map((i) => ({ goodsId: i.goodsId, quantity: i.quantity }));
        await ordering.inventory.credit(tx, { buyerUserId: o.buyerUserId, orderNo: o.orderNo, lines });
        await orders.complete(tx, id);
        await completed(tx, [id]);
      }
    }
  }

  return {
    /** A buyer's purchase orders by status (0 to be paid, 1 paid, 2 completed, 3 canceled). */
    async countsFor(buyerUserId: number) {
      const byStatus = new Map((await repo.countByStatus(db, buyerUserId)).map((r) => [r.status, r.n] as const));
      const n = (status: number) => byStatus.get(status) ?? 0;
      return { toBePaid: n(0), paid: n(1), completed: n(2), canceled: n(3) };
    },

    async preview(user: AuthUser, lang: Language, body: CheckoutBody): Promise<CheckoutPreview> {
      const settings = await ordering.settings();
      return previewView(await plan(db, user, lang, body, await context(user, lang, body)), lang, settings);
    },

    async usableCoupons(user: AuthUser, lang: Language, body: CheckoutBody): Promise<UsableCoupons> {
      const request = { ...body, couponId: undefined, coupons: undefined };
      const p = await plan(db, user, lang, request, await context(user, lang, request));
      return { list: p.usable.map((f) => ordering.coupons.usableView(f, lang)), message: p.usable.length === 0 ? translate(lang, 'coupon.none') : null };
    },

    /**
     * Refuses, from memory alone, a checkout naming goods this instance has just seen sold out
     * (the route asks before the request key is claimed: no database at all, see submit).
     */
    refuseSoldOut,

    /** What the route asks before the request key is claimed: sold-out goods refused, a "buy now" waiting its turn at its gate. */
    admit,

    /**
     * Places the orders of a checkout, one per store, in one transaction: the request key is
     * recorded first (a concurrent replay waits on it, then answers what the first made), stock is
     * reserved by conditional update (none short, or nothing happens), each order takes its own
     * coupon (single use: a coupon another checkout took first refuses the whole checkout), the
     * bought cart lines are removed.
     *
     * Goods this instance has just seen sold out are refused before any of it (no transaction, no
     * pool connection: a flash sale's late buyers never queue for the hot row). Named goods only:
     * a cart's or an agreement's goods are known from the database. The HTTP layer has already
     * answered a retry of a checkout that succeeded (idempotency.ts), so this refusal cannot hide one.
     *
     * The stock row's lock is held from the reservation to the commit, so as little as possible
     * follows it: the orders and their items (their foreign keys share-lock the store row, which
     * the merchant console locks after the stock row when a payment settles: inserting them before
     * the reservation could deadlock with it, so they stay after; each order is written with its items
     * and its warehouse allocations in one statement, stock.writeAndAllocate), the coupons and agreement units
     * (locked after stock everywhere else too), the cart; the answer is made from what was written
     * instead of being read back. The reads (settings, address, category tree) come before the
     * transaction, the prices and the coupons before the reservation.
     */
    async submit(user: AuthUser, lang: Language, body: CheckoutBody, requestKey: string | undefined, alongside?: (tx: Executor) => Promise<void>): Promise<CheckoutResult> {
      if (!requestKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const { stock, coupons, cart, settings } = ordering;
      refuseSoldOut(body);
      const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const windowMinutes = (await settings()).paymentWindowMinutes;
      const ctx = await context(user, lang, body);
      // The units each goods has left once reserved: told to its gate once the transaction commits.
      const left = new Map<number, number>();
      const result = await db.transaction(async (tx) => {
        // Again once a connection is had: in a flash sale most checkouts wait for one, and the goods
        // may have sold out meanwhile; refused here, they never wait for the stock row's lock.
        refuseSoldOut(body);
        const checkoutId = await orders.insertCheckout(tx, { buyerUserId: user.id, requestKey, requestHash });
        if (checkoutId === undefined) {
          const previous = (await orders.findCheckoutByKey(tx, user.id, requestKey))!;
          if (previous.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          return resultOf(tx, previous.id, lang);
        }
        const p = await plan(tx, user, lang, body, ctx, false);
        const lines = p.groups.flatMap((g) => g.lines.map((l) => ({ goodsId: l.goods.goodsId, quantity: l.quantity })));
        if ((await stock.reserve(tx, lines, left)) !== null) throw new AppError('STOCK_INSUFFICIENT');
        const payDeadline = new Date(Date.now() + windowMinutes * 60_000);
        const placed: CheckoutResult['orders'] = [];
        const made: { orderId: number; orderNo: string; group: CheckoutPlan['groups'][number] }[] = [];
        let totalCents = 0;
        for (const g of p.groups) {
          const orderNo = newOrderNo();
          placed.push({ orderNo, storeName: g.storeName, total: centsToAmount(totalOf(g)) });
          totalCents += totalOf(g);
          const order: NewPurchaseOrder = {
            orderNo,
            buyerUserId: user.id,
            storeId: g.storeId,
            status: PURCHASE_ORDER_STATUS.toBePaid,
            goodsAmountCents: g.goodsCents,
            discountCents: g.discountCents,
            freightCents: g.freightCents,
            feesCents: g.feesCents,
            totalCents: totalOf(g),
            checkoutId,
            deliveryMode: p.deliveryMode,
            shipState: p.deliveryMode === 'ship' ? 'onHold' : null,
            couponId: g.coupon?.coupon.couponId ?? null,
            payDeadline,
            consigneeName: p.consignee?.name ?? null,
            consigneePhone: p.consignee?.phone ?? null,
            consigneeEmail: p.consignee?.email ?? null,
            consigneeAddress: p.consignee?.address ?? null,
            remark: body.remark ?? '',
          };
          const items = g.lines.map((l) => ({ goodsId: l.goods.goodsId, quantity: l.quantity, unitPriceCents: l.unitPriceCents, itemCode: l.goods.itemCode, name: l.goods.names, image: l.goods.image }));
          // The order, its items and its reserved units taken from the store's warehouses: one statement
          // (the stock rows are ours already, and every round trip from here to the commit holds them).
          const orderId = await stock.writeAndAllocate(tx, orders.orderWrites(tx, order, items), g.lines.map((l) => ({ goodsId: l.goods.goodsId, quantity: l.quantity })));
          made.push({ orderId, orderNo, group: g });
        }
        // Each order takes its own coupon (unused -> locked on that order): a conditional update, so of
        // two checkouts naming one coupon only one takes it and the other rolls back whole. Taken in
        // coupon id order, so two checkouts naming the same coupons never wait on each other crosswise.
        const taking = made.flatMap((m) => (m.group.coupon ? [{ orderId: m.orderId, couponId: m.group.coupon.coupon.couponId }] : [])).sort((a, b) => a.couponId - b.couponId);
        for (const c of taking) if (!(await coupons.lock(tx, user.id, c.couponId, c.orderId))) throw new AppError('COUPON_UNAVAILABLE');
        // The agreement's units: a conditional update that never takes more than it has left.
        for (const { orderId, orderNo, group } of made) {
          const dealLine = p.agreement && group.lines.find((l) => l.goods.goodsId === p.agreement!.goodsId);
          if (p.agreement && dealLine) await ordering.agreements!().take(tx, p.agreement.agreementId, { orderId, orderNo, quantity: dealLine.quantity });
        }
        const cartIds = p.groups.flatMap((g) => g.lines.map((l) => l.cartId)).filter((id): id is number => id !== null);
        if (cartIds.length > 0) await cart().removeBought(tx, user.id, cartIds);
        // What the caller does in the same transaction (sales orders waiting for these units).
        if (alongside) await alongside(tx);
        // What resultOf would read back (orders in id order, which is this order; store names from the same rows).
        return { orders: placed, orderNos: placed.map((o) => o.orderNo), totalAmount: centsToAmount(totalCents), payDeadline: payDeadline.toISOString() };
      });
      stock.reserved(left);
      return result;
    },

    async list(user: AuthUser, lang: Language, query: { status?: number; period?: string; orderNo?: string; pageIndex: number; pageSize: number }) {
      await expireOverdue(user.id);
      const { list, total } = await orders.pageByBuyer(db, user.id, query, query.pageSize, (query.pageIndex - 1) * query.pageSize);
      const [items, names] = await Promise.all([orders.itemsOf(db, list.map((o) => o.id)), ordering.stock.storeNames(lang, list.map((o) => o.storeId))]);
      return {
        list: list.map((o) => summaryView(o, items.filter((i) => i.orderId === o.id), names.get(o.storeId)?.name ?? '', lang)),
        total,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      };
    },

    detail: async (user: AuthUser, lang: Language, orderNo: string) => detailView(db, await ownOrder(user, orderNo), lang),

    /**
     * Cancels an own order to be paid (once: a racing cancel or expiry changes nothing more). An
     * order already canceled (a retried request, or its payment window just ran out) answers as
     * canceled; a paid or completed one cannot be.
     */
    async cancel(user: AuthUser, lang: Language, orderNo: string) {
      const order = await ownOrder(user, orderNo);
      const canceled = order.status === PURCHASE_ORDER_STATUS.canceled || (await db.transaction((tx) => cancelOnce(tx, order, 'buyer')));
      if (!canceled) throw new AppError('ORDER_INVALID_TRANSITION');
      return detailView(db, (await orders.findOwnedByNo(db, user.id, orderNo))!, lang);
    },

    /**
     * Ship-mode orders in transit longer than the operating setting `autoConfirmReceiptDays`
     * complete as if received (the sweeper; conditional, so a racing buyer's confirm or another
     * instance changes nothing twice). Answers how many completed.
     */
    async autoConfirmReceipts(limit = 200): Promise<number> {
      const { autoConfirmReceiptDays } = await ordering.settings();
      let done = 0;
      for (const o of await orders.dueForAutoConfirm(db, autoConfirmReceiptDays, limit)) {
        const ok = await db.transaction(async (tx) => {
          if (!(await orders.confirmReceipt(tx, o.buyerUserId, Number(o.id)))) return false;
          await completed(tx, [Number(o.id)]);
          return true;
        });
        if (ok) done++;
      }
      return done;
    },

    async confirmReceipt(user: AuthUser, lang: Language, orderNo: string) {
      const order = await ownOrder(user, orderNo);
      const confirmed = await db.transaction(async (tx) => {
        if (!(await orders.confirmReceipt(tx, user.id, order.id))) return false;
        await completed(tx, [order.id]);
        return true;
      });
      if (!confirmed) throw new AppError('ORDER_INVALID_TRANSITION');
      return detailView(db, (await orders.findOwnedByNo(db, user.id, orderNo))!, lang);
    },

    /** Adds the goods of an own order to the cart, those that can be bought now. */
    async buyAgain(user: AuthUser, lang: Language, orderNo: string) {
      const order = await ownOrder(user, orderNo);
      const items = await orders.itemsOf(db, [order.id]);
      const { count } = await ordering.cart().addMany(user, lang, items.map((i) => ({ goodsId: i.goodsId, quantity: i.quantity })));
      return { count };
    },

    /** The seller of the order's store ships a paid ship-mode order. */
    async ship(seller: AuthUser, lang: Language, orderNo: string, body: { logisticsCompany: string; trackingNumber: string }) {
      const storeId = await ordering.stock.storeOf(seller.id);
      const order = storeId === undefined ? undefined : await orders.findByStoreAndNo(db, storeId, orderNo);
      if (!order || storeId === undefined) throw new AppError('NOT_FOUND');
      // The buyer is told in the same transaction: shipped and told, or neither.
      const shipped = await db.transaction(async (tx) => {
        if (!(await orders.ship(tx, storeId, orderNo, { logisticsCompany: body.logisticsCompany, trackingNo: body.trackingNumber }))) return false;
        const facts = { orderNo, logisticsCompany: body.logisticsCompany, trackingNumber: body.trackingNumber };
        await ordering.messages.event(tx, order.buyerUserId, 'orderShipped', facts);
        return true;
      });
      if (!shipped) throw new AppError('ORDER_INVALID_TRANSITION');
      return detailView(db, (await orders.findById(db, order.id))!, lang);
    },

    /**
     * A store's ship-mode orders as its orders-to-ship page lists them beside its sales orders:
     * waiting to be shipped (paid, in prep) or shipped by it, the first `limit` of them, each with
     * the time it sorts by (paid for those to ship, shipped for the others).
     */
    async storeShipments(storeId: number, lang: Language, q: { state: 'toShip' | 'shipped'; orderNo?: string; limit: number }) {
      const { list, total } = await orders.storeShipPage(db, storeId, q.state, q.orderNo, q.limit);
      const items = await orders.itemsOf(db, list.map((o) => o.id));
      const shipments = list.map((o): SellerShipment => {
        const status = o.status as PurchaseOrderStatus;
        const paid = status === PURCHASE_ORDER_STATUS.paid;
        return {
          kind: 'purchaseOrder',
          orderNo: o.orderNo,
          // Paid: where it is on its way (inPrep, inTransit); a shipped order is otherwise completed.
          status: paid && o.shipState ? o.shipState : status === PURCHASE_ORDER_STATUS.completed ? 'completed' : 'canceled',
          statusText: paid && o.shipState ? translate(lang, `shipState.${o.shipState}`) : translate(lang, `orderStatus.${status}`),
          toShip: paid && o.shipState !== null && can(shipStateTransitions, o.shipState, 'ship'),
          // A ship-mode order keeps its consignee's address as one line.
          consignee: { name: o.consigneeName ?? '', phone: o.consigneePhone ?? '', email: o.consigneeEmail ?? '', country: '', state: '', city: '', address: o.consigneeAddress ?? '', postalCode: '', erased: false },
          lines: items
            .filter((i) => i.orderId === o.id)
            .map((i) => ({ goodsId: i.goodsId, itemCode: i.itemCode, name: i.name ? i.name[lang] : '', image: i.image, quantity: i.quantity })),
          logisticsCompany: o.logisticsCompany,
          trackingNumber: o.trackingNo,
          paidAt: o.paidAt?.toISOString() ?? null,
          shippedAt: o.shippedAt?.toISOString() ?? null,
        };
      });
      return { list: shipments, total };
    },

    expireOverdue,
    payable,

    /** An own order as after-sales sees it: the order and its items (undefined when not the buyer's). */
    async forAfterSales(buyerUserId: number, orderNo: string, ex: Executor = db) {
      const order = await orders.findOwnedByNo(ex, buyerUserId, orderNo);
      if (!order) return undefined;
      return { order, items: await orders.itemsOf(ex, [order.id]) };
    },
    /** What a buyer paid per unit for goods in the inventory, by goods id (cents). */
    async averageUnitCost(buyerUserId: number, goodsIds: number[], ex: Executor = db) {
      return new Map((await orders.averageUnitCost(ex, buyerUserId, [...new Set(goodsIds)])).map((r) => [r.goodsId, Number(r.cents)] as const));
    },

    /** Registers a listener of completed orders (called in the completing transaction). */
    onComplete(listener: CompletionListener) {
      completionListeners.push(listener);
    },

    /** A store's sales for its dashboard: per day since a time, top goods, ship-mode orders to ship. */
    storeDaily: (storeId: number, since: Date) => repo.storeDaily(db, storeId, since),
    storeTopGoods: (storeId: number, since: Date, limit: number) => repo.storeTopGoods(db, storeId, since, limit),
    storeToShip: (storeId: number) => repo.storeToShip(db, storeId),
    /** A store's completed orders as completion listeners get them (the demo seed settles its history). */
    async completedOfStore(ex: Executor, storeId: number) {
      const ids = await repo.completedIdsOfStore(ex, storeId);
      return ids.length ? repo.completedFacts(ex, ids) : [];
    },
    markPaid,

    /** The payment purpose of purchase orders, registered with the payments module: refs are order numbers. */
    purpose: {
      prepare: (tx: Executor, userId: number, refs: string[]) => payable(tx, userId, refs),
      async settle(tx: Executor, userId: number, refs: string[], payment: { payWay: number; paymentNo: string }) {
        const { orders: locked } = await payable(tx, userId, refs);
        await markPaid(tx, locked.map((o) => o.id), payment);
      },
    },
  };
}

export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;
