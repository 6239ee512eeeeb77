import { randomInt } from 'node:crypto';
import {
  can,
  centsToAmount,
  FLOW_TYPES,
  feeOrderTransitions,
  fromStates,
  nextState,
  salesOrderActions,
  salesOrderTransitions,
  translate,
  type CheckoutResult,
  type FeeOrder,
  type FeeOrderCounts,
  type FeeOrderStatus,
  type Language,
  type OperateConfig,
  type SalesConsigneeInput,
  type SalesOrderBatchResult,
  type SalesOrderCounts,
  type SalesOrderDetail,
  type SalesOrderInput,
  type SalesOrderListQuery,
  type SalesOrderStatus,
  type SalesOrderSummary,
  type SalesOrderTransition,
  type SellerShipBody,
  type SellerShipment,
  type SettlePreview,
  type Shortfall,
} from '@wm/contracts';
import dayjs from 'dayjs';
import type { Database, Executor, Tx } from '../../db/client';
import { toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import { unitPriceCents, type PurchaseFacts, type StockService } from '../catalog/stock.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { MessagesService } from '../messages/messages.service';
import type { PurchaseOrdersService } from '../purchase-orders/purchase-orders.service';
import type { WalletService } from '../wallet/wallet.service';
import { feeOrdersRepository as fees, salesOrdersRepository as repo, type FeeOrderRow, type SalesOrderLineRow, type SalesOrderRow } from './sales-orders.repository';

type Actor = { kind: 'buyer' | 'seller' | 'system' | 'operator'; userId: number | null };
type Line = { goodsId: number; quantity: number; lineRef?: string; buyerSku?: string };
export type ImportedOrder = { buyerOrderNo: string; platform: string; remark: string; consignee: SalesConsigneeInput; lines: { goodsId: number; quantity: number; lineRef: string; buyerSku: string }[] };

const number = (prefix: string) => `${prefix}${dayjs().format('YYYYMMDD')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The states an action may start from, by the transition table: what every conditional update lists. */
const from = (action: SalesOrderTransition) => fromStates(salesOrderTransitions, action) as SalesOrderStatus[];
const to = (status: SalesOrderStatus, action: SalesOrderTransition) => nextState(salesOrderTransitions, status, action) as SalesOrderStatus;
const feeFrom = (action: 'pay' | 'cancel' | 'complete') => fromStates(feeOrderTransitions, action) as FeeOrderStatus[];

function consigneeColumns(c: SalesConsigneeInput) {
  return { consigneeName: c.name, consigneePhone: c.phone, consigneeEmail: c.email ?? '', country: c.country, state: c.state, city: c.city, address: c.address, postalCode: c.postalCode };
}

/** Lists and exports show the consignee masked: initial, last four digits of the phone. */
function masked(o: SalesOrderRow) {
  const digits = o.consigneePhone.replace(/\D/g, '');
  return { name: o.consigneeName ? `${[...o.consigneeName][0]}***` : '', phone: digits ? `****${digits.slice(-4)}` : '', country: o.country, city: o.city };
}

export interface SalesOrdersDeps {
  database: Database;
  stock: StockService;
  inventory: InventoryService;
  wallets: WalletService;
  messages: MessagesService;
  purchaseOrders: PurchaseOrdersService;
  settings: () => Promise<OperateConfig>;
}

/**
 * Sales orders and their fee orders (DOMAIN.md). Every state change is a conditional update
 * from the states the contracts' transition table allows for the action, in one transaction
 * with what goes with it (inventory blocked or released, the fee order, a refund, a message).
 */
export function createSalesOrdersService(deps: SalesOrdersDeps) {
  const { db } = deps.database;

  const event = (ex: Executor, o: { id: number }, action: string, status: SalesOrderStatus, actor: Actor, note = '') =>
    repo.insertEvent(ex, { salesOrderId: o.id, action, status, actor: actor.kind, actorUserId: actor.userId, note });

  function invalid(o: SalesOrderRow, lang: Language = 'en'): never {
    throw new AppError('SALES_ORDER_INVALID_TRANSITION', { status: translate(lang, `salesOrderStatus.${o.status}`) });
  }

  async function factsOf(lang: Language, goodsIds: number[], ex: Executor = db) {
    const facts = await deps.stock.facts(lang, goodsIds, ex);
    for (const id of goodsIds) if (!facts.has(id)) throw new AppError('INVENTORY_GOODS_UNKNOWN', { itemCode: String(id) });
    return facts;
  }

  const lineValues = (salesOrderId: number, lines: Line[], facts: Map<number, PurchaseFacts>) =>
    lines.map((l) => {
      const g = facts.get(l.goodsId)!;
      return {
        salesOrderId,
        goodsId: l.goodsId,
        storeId: g.storeId,
        quantity: l.quantity,
        itemCode: g.itemCode,
        name: g.names,
        image: g.image,
        logisticsFeeCents: g.logisticsFeeCents,
        operatingFeeCents: g.operatingFeeCents,
        lineRef: l.lineRef ?? '',
        buyerSku: l.buyerSku ?? '',
      };
    });

  /** Units each order of a buyer lacks (on hold only): needed beyond what is available now. */
  async function shortfalls(buyerUserId: number, orders: SalesOrderRow[], linesByOrder: Map<number, SalesOrderLineRow[]>, ex: Executor = db) {
    const onHold = orders.filter((o) => o.status === 'onHold');
    const goodsIds = [...new Set(onHold.flatMap((o) => (linesByOrder.get(o.id) ?? []).map((l) => l.goodsId)))];
    const held = await deps.inventory.holdings(buyerUserId, goodsIds, ex);
    const result = new Map<number, Shortfall[]>();
    for (const o of onHold) {
      const short = (linesByOrder.get(o.id) ?? [])
        .map((l) => ({ goodsId: l.goodsId, itemCode: l.itemCode, needed: l.quantity, available: held.get(l.goodsId)?.qtyAvailable ?? 0 }))
        .filter((s) => s.needed > s.available)
        .map((s) => ({ ...s, short: s.needed - s.available }));
      result.set(o.id, short);
    }
    return result;
  }

  function feeBrief(f: FeeOrderRow | undefined, lang: Language) {
    if (!f) return null;
    return {
      feeOrderNo: f.feeOrderNo,
      status: f.status,
      statusText: translate(lang, `feeOrderStatus.${f.status}`),
      logisticsFee: centsToAmount(f.logisticsCents),
      operatingFee: centsToAmount(f.operatingCents),
      storageFee: centsToAmount(f.storageCents),
      total: centsToAmount(f.totalCents),
    };
  }

  function summary(o: SalesOrderRow, lines: SalesOrderLineRow[], fee: FeeOrderRow | undefined, short: Shortfall[], lang: Language): SalesOrderSummary {
    return {
      orderNo: o.orderNo,
      buyerOrderNo: o.buyerOrderNo,
      platform: o.platform,
      status: o.status,
      statusText: translate(lang, `salesOrderStatus.${o.status}`),
      consignee: masked(o),
      quantity: lines.reduce((s, l) => s + l.quantity, 0),
      lines: lines.map((l) => ({ goodsId: l.goodsId, itemCode: l.itemCode, name: l.name[lang], image: l.image, quantity: l.quantity })),
      feeOrder: feeBrief(fee, lang),
      shortfall: short,
      source: o.source,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      actions: salesOrderActions(o.status),
    };
  }

  async function summaries(ex: Executor, buyerUserId: number, orders: SalesOrderRow[], lang: Language) {
    const ids = orders.map((o) => o.id);
    const [lines, feeRows] = await Promise.all([repo.linesOf(ex, ids), fees.ofSalesOrders(ex, ids)]);
    const linesBy = new Map<number, SalesOrderLineRow[]>();
    for (const l of lines) linesBy.set(l.salesOrderId, [...(linesBy.get(l.salesOrderId) ?? []), l]);
    const short = await shortfalls(buyerUserId, orders, linesBy, ex);
    return orders.map((o) => summary(o, linesBy.get(o.id) ?? [], feeRows.find((f) => f.salesOrderId === o.id), short.get(o.id) ?? [], lang));
  }

  async function detail(ex: Executor, o: SalesOrderRow, lang: Language): Promise<SalesOrderDetail> {
    const [lines, [fee], events, settings] = await Promise.all([repo.linesOf(ex, [o.id]), fees.ofSalesOrders(ex, [o.id]), repo.eventsOf(ex, o.id), deps.settings()]);
    const short = (await shortfalls(o.buyerUserId, [o], new Map([[o.id, lines]]), ex)).get(o.id) ?? [];
    const storeNames = await deps.stock.storeNames(lang, lines.map((l) => l.storeId), ex);
    const { consignee: _, lines: __, ...rest } = summary(o, lines, fee, short, lang);
    return {
      ...rest,
      consignee: { name: o.consigneeName, phone: o.consigneePhone, email: o.consigneeEmail, country: o.country, state: o.state, city: o.city, address: o.address, postalCode: o.postalCode, erased: o.consigneeErasedAt !== null },
      lines: lines.map((l) => ({
        goodsId: l.goodsId,
        itemCode: l.itemCode,
        name: l.name[lang],
        image: l.image,
        storeId: l.storeId,
        storeName: storeNames.get(l.storeId)?.name ?? '',
        quantity: l.quantity,
        logisticsFee: centsToAmount(l.logisticsFeeCents),
        operatingFee: centsToAmount(l.operatingFeeCents),
        logisticsCompany: l.logisticsCompany,
        trackingNumber: l.trackingNo,
        shippedAt: iso(l.shippedAt),
      })),
      remark: o.remark,
      submittedAt: iso(o.submittedAt),
      paidAt: iso(o.paidAt),
      shippedAt: iso(o.shippedAt),
      completedAt: iso(o.completedAt),
      canceledAt: iso(o.canceledAt),
      autoCompleteAt: o.status === 'inTransit' && o.shippedAt ? dayjs(o.shippedAt).add(settings.autoConfirmReceiptDays, 'day').toISOString() : null,
      history: events.map((e) => ({ action: e.action, actionText: translate(lang, `salesOrderAction.${e.action}`), status: e.status as SalesOrderStatus, actor: e.actor, at: e.at.toISOString(), note: e.note })),
    };
  }

  /**
   * Submits an on-hold order in the caller's transaction: on hold -> to be paid, its units
   * blocked (all or none: INVENTORY_INSUFFICIENT, the caller rolls back) and its fee order made
   * with the goods' current logistics and operating fees. A fee of 0 is paid at once.
   */
  async function submitIn(tx: Tx, o: SalesOrderRow, actor: Actor, lang: Language): Promise<SalesOrderRow> {
    const lines = await repo.linesOf(tx, [o.id]);
    const moved = await repo.transition(tx, o.id, from('submit'), to('onHold', 'submit'), { submittedAt: new Date(), autoSubmit: false });
    if (!moved) invalid(o, lang);
    const { short, storageCents } = await deps.inventory.block(tx, o.buyerUserId, o.orderNo, lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity })));
    if (short.length > 0) {
      const items = lines.filter((l) => short.includes(l.goodsId)).map((l) => l.itemCode).join(', ');
      throw new AppError('INVENTORY_INSUFFICIENT', { items });
    }
    const facts = await deps.stock.facts(lang, lines.map((l) => l.goodsId), tx);
    const items = lines.map((l) => {
      const g = facts.get(l.goodsId);
      const logisticsCents = (g?.logisticsFeeCents ?? l.logisticsFeeCents) * l.quantity;
      const operatingCents = (g?.operatingFeeCents ?? l.operatingFeeCents) * l.quantity;
      return { goodsId: l.goodsId, quantity: l.quantity, logisticsCents, operatingCents, storageCents: storageCents.get(l.goodsId) ?? 0 };
    });
    const logisticsCents = items.reduce((s, i) => s + i.logisticsCents, 0);
    const operatingCents = items.reduce((s, i) => s + i.operatingCents, 0);
    const storageTotalCents = items.reduce((s, i) => s + i.storageCents, 0);
    const totalCents = logisticsCents + operatingCents + storageTotalCents;
    const free = totalCents === 0;
    await fees.insert(tx, { feeOrderNo: number('F'), salesOrderId: o.id, buyerUserId: o.buyerUserId, status: free ? 'paid' : 'toBePaid', logisticsCents, operatingCents, storageCents: storageTotalCents, totalCents, items, paidAt: free ? new Date() : null });
    await event(tx, o, 'submit', 'toBePaid', actor);
    if (!free) return moved;
    const paid = await repo.transition(tx, o.id, from('pay'), to('toBePaid', 'pay'), { paidAt: new Date() });
    await event(tx, o, 'pay', 'inPrep', { kind: 'system', userId: null });
    return paid!;
  }

  /** Tries to submit in a savepoint: short inventory leaves the order on hold (and answers false). */
  async function trySubmit(tx: Tx, o: SalesOrderRow, actor: Actor, lang: Language): Promise<boolean> {
    try {
      await tx.transaction((sp) => submitIn(sp, o, actor, lang));
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVENTORY_INSUFFICIENT') return false;
      throw error;
    }
  }

  async function insertOrder(tx: Tx, user: AuthUser, input: { lines: Line[]; consignee: SalesConsigneeInput; buyerOrderNo?: string; platform?: string; remark?: string }, facts: Map<number, PurchaseFacts>, extra: { source: 'manual' | 'import'; requestKey?: string; importId?: string }) {
    const created = await repo.insert(tx, {
      orderNo: number('S'),
      buyerUserId: user.id,
      buyerOrderNo: input.buyerOrderNo ?? null,
      platform: input.platform ?? '',
      remark: input.remark ?? '',
      source: extra.source,
      requestKey: extra.requestKey ?? null,
      importId: extra.importId ?? null,
      ...consigneeColumns(input.consignee),
    });
    if (!created) return undefined;
    await repo.insertLines(tx, lineValues(created.id, input.lines, facts));
    await event(tx, created, extra.source === 'import' ? 'import' : 'create', 'onHold', { kind: 'buyer', userId: user.id });
    return created;
  }

  /** Cancels in the caller's transaction: releases blocked units, cancels the fee order, refunds a paid fee. */
  async function cancelIn(tx: Tx, o: SalesOrderRow, actor: Actor, lang: Language): Promise<SalesOrderRow> {
    const canceled = await repo.transition(tx, o.id, from('cancel'), to(o.status, 'cancel') ?? 'canceled', { canceledAt: new Date(), autoSubmit: false });
    if (!canceled) invalid(o, lang);
    const lines = await repo.linesOf(tx, [o.id]);
    // Units are blocked from submit until shipped: an order past on hold gives them back.
    if (o.status !== 'onHold') await deps.inventory.unblock(tx, o.buyerUserId, o.orderNo, lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity })));
    const [fee] = await fees.ofSalesOrders(tx, [o.id]);
    if (fee) {
      const done = await fees.transition(tx, fee.id, feeFrom('cancel'), 'canceled', { canceledAt: new Date(), refundedCents: fee.status === 'paid' ? fee.totalCents : 0 });
      if (!done) throw new Error(`fee order ${fee.feeOrderNo} of ${o.orderNo} could not be canceled from ${fee.status}`);
      if (fee.status === 'paid' && fee.totalCents > 0) {
        const credited = await deps.wallets.post(tx, { userId: o.buyerUserId, flowType: FLOW_TYPES.transactionRefund, amountCents: fee.totalCents, relatedId: fee.feeOrderNo, remark: o.orderNo });
        if (!credited) throw new Error(`could not refund fee order ${fee.feeOrderNo}`);
        const facts = { orderNo: o.orderNo, feeOrderNo: fee.feeOrderNo, amount: `$${centsToAmount(fee.totalCents).toFixed(2)}` };
        await deps.messages.event(tx, o.buyerUserId, 'feeRefunded', facts);
      }
    }
    await event(tx, o, 'cancel', 'canceled', actor);
    return canceled!;
  }

  /** In transit -> completed (the buyer, or the clock), with its fee order. */
  async function completeIn(tx: Tx, o: SalesOrderRow, action: 'confirmReceipt' | 'autoComplete', actor: Actor, lang: Language) {
    const done = await repo.transition(tx, o.id, from(action), to('inTransit', action), { completedAt: new Date() });
    if (!done) invalid(o, lang);
    const [fee] = await fees.ofSalesOrders(tx, [o.id]);
    if (fee) await fees.transition(tx, fee.id, feeFrom('complete'), 'completed', { completedAt: new Date() });
    await event(tx, o, action, 'completed', actor);
    return done!;
  }

  const buyer = (user: AuthUser): Actor => ({ kind: 'buyer', userId: user.id });

  async function own(user: AuthUser, orderNo: string, ex: Executor = db) {
    const o = await repo.findOwned(ex, user.id, orderNo);
    if (!o) throw new AppError('NOT_FOUND');
    return o;
  }

  /** Runs a state change on an own order, locked, in one transaction; answers the detail after it. */
  async function change(user: AuthUser, lang: Language, orderNo: string, work: (tx: Tx, o: SalesOrderRow) => Promise<unknown>): Promise<SalesOrderDetail> {
    const id = await db.transaction(async (tx) => {
      const o = await repo.lockOwned(tx, user.id, orderNo);
      if (!o) throw new AppError('NOT_FOUND');
      await work(tx, o);
      return o.id;
    });
    return detail(db, (await repo.findById(db, id))!, lang);
  }

  /** Fee orders of a buyer, locked, and their sales orders locked before them, in id order, as cancel locks them. */
  async function payableFees(tx: Tx, buyerUserId: number, refs: string[]) {
    const nos = [...new Set(refs)];
    if (nos.length === 0) throw new AppError('NOT_FOUND');
    // Locks in cancel's order (sales order, then its fee order), or a cancel racing a payment deadlocks:
    // the sales orders first, found by an unlocked read, then the fee orders, read again under the lock.
    const seen = (await fees.findByNos(tx, nos)).filter((f) => f.buyerUserId === buyerUserId);
    if (seen.length !== nos.length) throw new AppError('NOT_FOUND');
    for (const salesOrderId of seen.map((f) => f.salesOrderId).sort((a, b) => a - b)) await repo.lockById(tx, salesOrderId);
    const owned = (await fees.lockByNos(tx, nos)).filter((f) => f.buyerUserId === buyerUserId);
    if (owned.length !== nos.length) throw new AppError('NOT_FOUND');
    if (owned.some((f) => !can(feeOrderTransitions, f.status, 'pay') || f.totalCents <= 0)) throw new AppError('FEE_ORDER_NOT_PAYABLE');
    return owned;
  }

  function shipmentView(o: SalesOrderRow, lines: SalesOrderLineRow[], storeId: number, lang: Language): SellerShipment {
    const mine = lines.filter((l) => l.storeId === storeId);
    return {
      kind: 'salesOrder',
      orderNo: o.orderNo,
      status: o.status,
      statusText: translate(lang, `salesOrderStatus.${o.status}`),
      toShip: o.status === 'inPrep' && mine.some((l) => l.shippedAt === null),
      consignee: { name: o.consigneeName, phone: o.consigneePhone, email: o.consigneeEmail, country: o.country, state: o.state, city: o.city, address: o.address, postalCode: o.postalCode, erased: o.consigneeErasedAt !== null },
      lines: mine.map((l) => ({ goodsId: l.goodsId, itemCode: l.itemCode, name: l.name[lang], image: l.image, quantity: l.quantity })),
      logisticsCompany: mine.find((l) => l.logisticsCompany)?.logisticsCompany ?? null,
      trackingNumber: mine.find((l) => l.trackingNo)?.trackingNo ?? null,
      paidAt: iso(o.paidAt),
      shippedAt: iso(mine.find((l) => l.shippedAt)?.shippedAt ?? null),
    };
  }

  /** Runs an action on each order in its own transaction: each is done, or failed with the reason in the request language. */
  async function eachOrder<T extends string | { orderNo: string }>(lang: Language, items: T[], action: (item: T) => Promise<unknown>): Promise<SalesOrderBatchResult> {
    const result: SalesOrderBatchResult = { done: [], failed: [] };
    for (const item of items) {
      const orderNo = typeof item === 'string' ? item : item.orderNo;
      try {
        await action(item);
        result.done.push(orderNo);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.failed.push({ orderNo, message: translate(lang, error.code, error.params) });
      }
    }
    return result;
  }

  /** The procurement list of own on-hold orders: what they lack beyond the inventory, per goods, priced at the quantity bought. */
  async function procurement(user: AuthUser, lang: Language, orderNos: string[]): Promise<{ preview: SettlePreview; orders: SalesOrderRow[] }> {
    const nos = [...new Set(orderNos)];
    const orders = await repo.ownedByNos(db, user.id, nos);
    if (orders.length !== nos.length) throw new AppError('NOT_FOUND');
    const notOnHold = orders.find((o) => o.status !== 'onHold');
    if (notOnHold) invalid(notOnHold, lang);
    const needed = new Map<number, number>();
    for (const l of await repo.linesOf(db, orders.map((o) => o.id))) needed.set(l.goodsId, (needed.get(l.goodsId) ?? 0) + l.quantity);
    const [held, facts] = await Promise.all([deps.inventory.holdings(user.id, [...needed.keys()]), deps.stock.facts(lang, [...needed.keys()])]);
    const lines = [];
    let totalCents = 0;
    for (const [goodsId, need] of needed) {
      const short = need - (held.get(goodsId)?.qtyAvailable ?? 0);
      const g = facts.get(goodsId);
      if (short <= 0 || !g) continue;
      const quantity = Math.max(short, g.moq);
      const unit = unitPriceCents(g, quantity);
      totalCents += unit * quantity;
      lines.push({ goodsId, itemCode: g.itemCode, name: g.name, image: g.image, storeName: g.storeName, short, quantity, unitPrice: centsToAmount(unit), amount: centsToAmount(unit * quantity), buyable: g.onSale && g.available >= quantity, stockAvailable: g.available });
    }
    return { preview: { orderNos: orders.map((o) => o.orderNo), lines, total: centsToAmount(totalCents), nothingShort: lines.length === 0 }, orders };
  }

  const service = {
    async create(user: AuthUser, lang: Language, body: SalesOrderInput, requestKey: string | undefined): Promise<SalesOrderDetail> {
      if (!requestKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const replay = await repo.findByKey(db, user.id, requestKey);
      if (replay) return detail(db, replay, lang);
      const facts = await factsOf(lang, body.lines.map((l) => l.goodsId));
      const id = await db.transaction(async (tx) => {
        const created = await insertOrder(tx, user, body, facts, { source: 'manual', requestKey });
        if (!created) {
          const raced = await repo.findByKey(tx, user.id, requestKey);
          if (raced) return raced.id;
          throw new AppError('SALES_ORDER_DUPLICATE', { buyerOrderNo: body.buyerOrderNo ?? '' });
        }
        if (body.submit) await trySubmit(tx, created, buyer(user), lang);
        return created.id;
      });
      return detail(db, (await repo.findById(db, id))!, lang);
    },

    async update(user: AuthUser, lang: Language, orderNo: string, body: SalesOrderInput): Promise<SalesOrderDetail> {
      const facts = await factsOf(lang, body.lines.map((l) => l.goodsId));
      return change(user, lang, orderNo, async (tx, o) => {
        if (body.buyerOrderNo && body.buyerOrderNo !== o.buyerOrderNo) {
          const taken = await repo.findByBuyerOrderNo(tx, user.id, body.buyerOrderNo);
          if (taken) throw new AppError('SALES_ORDER_DUPLICATE', { buyerOrderNo: body.buyerOrderNo });
        }
        const edited = await repo.updateIn(tx, o.id, from('edit'), { buyerOrderNo: body.buyerOrderNo ?? null, platform: body.platform ?? '', remark: body.remark ?? '', ...consigneeColumns(body.consignee) });
        if (!edited) invalid(o, lang);
        await repo.deleteLines(tx, o.id);
        await repo.insertLines(tx, lineValues(o.id, body.lines, facts));
        await event(tx, o, 'edit', 'onHold', buyer(user));
        if (body.submit) await trySubmit(tx, edited!, buyer(user), lang);
      });
    },

    async list(user: AuthUser, lang: Language, q: SalesOrderListQuery) {
      const { list, total } = await repo.page(db, user.id, q, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: await summaries(db, user.id, list, lang), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    async counts(user: AuthUser): Promise<SalesOrderCounts> {
      const byStatus = new Map((await repo.countByStatus(db, user.id)).map((r) => [r.status, r.n] as const));
      const n = (s: SalesOrderStatus) => byStatus.get(s) ?? 0;
      return { all: [...byStatus.values()].reduce((a, b) => a + b, 0), onHold: n('onHold'), toBePaid: n('toBePaid'), inPrep: n('inPrep'), inTransit: n('inTransit'), completed: n('completed'), canceled: n('canceled') };
    },

    async exportCsv(user: AuthUser, lang: Language, q: Omit<SalesOrderListQuery, 'pageIndex' | 'pageSize'>) {
      const { list } = await repo.page(db, user.id, q, null, 0);
      const views = await summaries(db, user.id, list, lang);
      const t = (key: string) => translate(lang, key);
      return toCsv(
        [t('export.orderNo'), t('export.buyerOrderNo'), t('export.platform'), t('export.status'), t('export.itemCode'), t('export.name'), t('export.quantity'), t('export.consignee'), t('export.phone'), t('export.country'), t('export.city'), t('export.feeTotal'), t('export.createdAt')],
        views.flatMap((o) => o.lines.map((l) => [o.orderNo, o.buyerOrderNo, o.platform, o.statusText, l.itemCode, l.name, l.quantity, o.consignee.name, o.consignee.phone, o.consignee.country, o.consignee.city, o.feeOrder ? o.feeOrder.total.toFixed(2) : '', o.createdAt])),
      );
    },

    /** An own order in full; opening the consignee's personal data is logged. */
    async detail(user: AuthUser, lang: Language, orderNo: string): Promise<SalesOrderDetail> {
      const o = await own(user, orderNo);
      await repo.logAccess(db, { salesOrderId: o.id, userId: user.id, purpose: 'detail' });
      return detail(db, o, lang);
    },

    /** Submits an own on-hold order; short inventory is refused (409 with the items) and changes nothing. */
    submit: (user: AuthUser, lang: Language, orderNo: string) =>
      change(user, lang, orderNo, async (tx, o) => {
        // A retried submit of an order already submitted answers it as it is.
        if (o.status !== 'onHold' && o.submittedAt !== null && o.status !== 'canceled') return;
        await submitIn(tx, o, buyer(user), lang);
      }),

    cancel: (user: AuthUser, lang: Language, orderNo: string) =>
      change(user, lang, orderNo, async (tx, o) => {
        if (o.status === 'canceled') return; // a retry
        if (!can(salesOrderTransitions, o.status, 'cancel')) invalid(o, lang);
        await cancelIn(tx, o, buyer(user), lang);
      }),

    changeAddress: (user: AuthUser, lang: Language, orderNo: string, consignee: SalesConsigneeInput) =>
      change(user, lang, orderNo, async (tx, o) => {
        const done = await repo.updateIn(tx, o.id, from('changeAddress'), consigneeColumns(consignee));
        if (!done) invalid(o, lang);
        await event(tx, o, 'changeAddress', o.status, buyer(user));
      }),

    confirmReceipt: (user: AuthUser, lang: Language, orderNo: string) =>
      change(user, lang, orderNo, async (tx, o) => {
        if (o.status === 'completed') return; // a retry
        await completeIn(tx, o, 'confirmReceipt', buyer(user), lang);
      }),

    async orderAgain(user: AuthUser, lang: Language, orderNo: string): Promise<SalesOrderDetail> {
      const o = await own(user, orderNo);
      if (o.consigneeErasedAt) throw new AppError('NOT_FOUND');
      const lines = await repo.linesOf(db, [o.id]);
      const facts = await factsOf(lang, lines.map((l) => l.goodsId));
      const input = {
        lines: lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity })),
        consignee: { name: o.consigneeName, phone: o.consigneePhone, email: o.consigneeEmail, country: o.country, state: o.state, city: o.city, address: o.address, postalCode: o.postalCode },
        platform: o.platform,
        remark: o.remark,
      };
      const created = await db.transaction((tx) => insertOrder(tx, user, input, facts, { source: 'manual' }));
      return detail(db, created!, lang);
    },

    batch: (user: AuthUser, lang: Language, orderNos: string[], action: 'submit' | 'cancel') =>
      eachOrder(lang, [...new Set(orderNos)], (orderNo) => service[action](user, lang, orderNo)),

    /** The store ships several orders, sales orders and ship-mode purchase orders, each on its own. */
    batchShip: (seller: AuthUser, lang: Language, orders: { kind: 'salesOrder' | 'purchaseOrder'; orderNo: string; logisticsCompany: string; trackingNumber: string }[]) =>
      eachOrder(lang, orders, (o) => {
        const ship = { logisticsCompany: o.logisticsCompany, trackingNumber: o.trackingNumber };
        return o.kind === 'salesOrder' ? service.ship(seller, lang, o.orderNo, ship) : deps.purchaseOrders.ship(seller, lang, o.orderNo, ship);
      }),

    /** The procurement list: what own on-hold orders lack, per goods, priced at the quantity bought. */
    async settlePreview(user: AuthUser, lang: Language, orderNos: string[]): Promise<SettlePreview> {
      return (await procurement(user, lang, orderNos)).preview;
    },

    /**
     * Buys the shortfall of own on-hold orders as purchase orders into the inventory (the
     * checkout, one order per store); the orders are marked to submit themselves once the
     * units arrive (the purchase is paid), in the same transaction as the purchase.
     */
    async settle(user: AuthUser, lang: Language, orderNos: string[], requestKey: string | undefined): Promise<CheckoutResult> {
      const { preview, orders } = await procurement(user, lang, orderNos);
      if (preview.nothingShort) throw new AppError('BAD_REQUEST');
      return deps.purchaseOrders.submit(user, lang, { deliveryMode: 'inventory', items: preview.lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity })) }, requestKey, async (tx) => {
        await repo.markAutoSubmit(tx, orders.map((o) => o.id));
      });
    },

    /** An own order as after-sales sees it: the order, its lines and its fee order (undefined when not the buyer's). */
    async forAfterSales(buyerUserId: number, orderNo: string, ex: Executor = db) {
      const o = await repo.findOwned(ex, buyerUserId, orderNo);
      if (!o) return undefined;
      const [lines, [fee]] = await Promise.all([repo.linesOf(ex, [o.id]), fees.ofSalesOrders(ex, [o.id])]);
      return { order: o, lines, fee };
    },

    // ---- import (used by the import module)

    async goodsByItemCodes(codes: string[]) {
      return deps.stock.byItemCodes(codes);
    },
    async existingBuyerOrderNos(userId: number, buyerOrderNos: string[]) {
      return new Set(await repo.existingBuyerOrderNos(db, userId, [...new Set(buyerOrderNos)]));
    },
    /** Creates imported orders on hold, in one transaction; those whose own order number is taken come back as duplicates. */
    async importOrders(user: AuthUser, orders: ImportedOrder[], importId: string) {
      const facts = await factsOf('en', [...new Set(orders.flatMap((o) => o.lines.map((l) => l.goodsId)))]);
      return db.transaction(async (tx) => {
        const created: string[] = [];
        const duplicates: string[] = [];
        for (const order of orders) {
          const row = await insertOrder(tx, user, order, facts, { source: 'import', importId });
          if (row) created.push(row.orderNo);
          else duplicates.push(order.buyerOrderNo);
        }
        return { created, duplicates };
      });
    },

    // ---- fee orders

    async feeOrderPage(user: AuthUser, lang: Language, q: { status?: FeeOrderStatus; feeOrderNo?: string; salesOrderNo?: string; pageIndex: number; pageSize: number }) {
      const { list, total } = await fees.page(db, user.id, q, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: await feeOrderViews(list, lang), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },
    async feeOrderCounts(user: AuthUser): Promise<FeeOrderCounts> {
      const byStatus = new Map((await fees.countByStatus(db, user.id)).map((r) => [r.status, r.n] as const));
      const n = (s: FeeOrderStatus) => byStatus.get(s) ?? 0;
      return { all: [...byStatus.values()].reduce((a, b) => a + b, 0), toBePaid: n('toBePaid'), paid: n('paid'), completed: n('completed'), canceled: n('canceled') };
    },

    async feeOrder(user: AuthUser, lang: Language, feeOrderNo: string) {
      const f = await fees.findOwned(db, user.id, feeOrderNo);
      if (!f) throw new AppError('NOT_FOUND');
      return (await feeOrderViews([f], lang))[0]!;
    },

    /** The payment purpose of fee orders, registered with the payments module: refs are fee order numbers. */
    purpose: {
      balanceFlowType: FLOW_TYPES.expenseItem,
      async prepare(tx: Tx, userId: number, refs: string[]) {
        const owned = await payableFees(tx, userId, refs);
        return { amountCents: owned.reduce((s, f) => s + f.totalCents, 0) };
      },
      /** Each fee order to be paid -> have paid, its sales order to be paid -> in prep; all or nothing. */
      async settle(tx: Tx, userId: number, refs: string[], payment: { payWay: number; paymentNo: string }) {
        const owned = await payableFees(tx, userId, refs);
        for (const f of owned) {
          const paid = await fees.transition(tx, f.id, feeFrom('pay'), 'paid', { paidAt: new Date(), payWay: payment.payWay, paymentNo: payment.paymentNo });
          const o = await repo.findById(tx, f.salesOrderId);
          const moved = o && (await repo.transition(tx, o.id, from('pay'), to('toBePaid', 'pay'), { paidAt: new Date() }));
          if (!paid || !moved) throw new AppError('FEE_ORDER_NOT_PAYABLE');
          await event(tx, o, 'pay', 'inPrep', { kind: 'buyer', userId });
        }
      },
    },

    // ---- the store ships

    /**
     * What the store ships: its paid sales orders and its paid ship-mode purchase orders, in one
     * list (to ship: the oldest paid first; shipped: the latest shipped first). Each source gives
     * its first pageIndex x pageSize; the page is cut from the two merged.
     */
    async shipments(seller: AuthUser, lang: Language, q: { state: 'toShip' | 'shipped'; orderNo?: string; pageIndex: number; pageSize: number }) {
      const storeId = await deps.stock.storeOf(seller.id);
      if (storeId === undefined) return { list: [], total: 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
      const offset = (q.pageIndex - 1) * q.pageSize;
      const [sales, purchases] = await Promise.all([
        repo.storePage(db, storeId, q.state, q.orderNo, offset + q.pageSize, 0),
        deps.purchaseOrders.storeShipments(storeId, lang, { state: q.state, orderNo: q.orderNo, limit: offset + q.pageSize }),
      ]);
      const lines = await repo.linesOf(db, sales.list.map((o) => o.id));
      const merged = [...sales.list.map((o) => shipmentView(o, lines.filter((l) => l.salesOrderId === o.id), storeId, lang)), ...purchases.list];
      const at = (s: SellerShipment) => (q.state === 'toShip' ? s.paidAt : s.shippedAt) ?? '';
      // ISO times sort as text; the order number breaks ties the same way every time.
      merged.sort((a, b) => (q.state === 'toShip' ? at(a).localeCompare(at(b)) : at(b).localeCompare(at(a))) || a.orderNo.localeCompare(b.orderNo));
      return { list: merged.slice(offset, offset + q.pageSize), total: sales.total + purchases.total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /**
     * The store ships its lines of a paid order; when no line is left the order goes in transit,
     * the shipped units leave the buyer's inventory and the buyer is told. All in one transaction.
     */
    async ship(seller: AuthUser, lang: Language, orderNo: string, body: SellerShipBody): Promise<SellerShipment> {
      const storeId = await deps.stock.storeOf(seller.id);
      const found = await repo.findByNo(db, orderNo);
      if (storeId === undefined || !found) throw new AppError('NOT_FOUND');
      const id = await db.transaction(async (tx) => {
        const o = (await repo.lockById(tx, found.id))!;
        const mine = await repo.lockStoreLines(tx, o.id, storeId);
        if (mine.length === 0) throw new AppError('NOT_FOUND');
        // A retry after the last line went answers as it is.
        if (mine.every((l) => l.shippedAt !== null)) return o.id;
        if (!can(salesOrderTransitions, o.status, 'ship')) invalid(o, lang);
        const shipping = [];
        for (const l of mine.filter((line) => line.shippedAt === null)) {
          const own = body.lines?.find((x) => x.goodsId === l.goodsId);
          const values = { logisticsCompany: own?.logisticsCompany ?? body.logisticsCompany, trackingNo: own?.trackingNumber ?? body.trackingNumber };
          if ((await repo.shipLine(tx, l.id, values)).length > 0) shipping.push(l);
        }
        await deps.inventory.ship(tx, o.buyerUserId, o.orderNo, shipping.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity })));
        const facts = { orderNo: o.orderNo, logisticsCompany: body.logisticsCompany, trackingNumber: body.trackingNumber };
        if ((await repo.unshippedCount(tx, o.id)) === 0) {
          const moved = await repo.transition(tx, o.id, from('ship'), to('inPrep', 'ship'), { shippedAt: new Date(), logisticsCompany: body.logisticsCompany, trackingNo: body.trackingNumber });
          if (!moved) invalid(o, lang);
          await event(tx, o, 'ship', 'inTransit', { kind: 'seller', userId: seller.id }, `${body.logisticsCompany} ${body.trackingNumber}`);
          await deps.messages.event(tx, o.buyerUserId, 'salesOrderShipped', facts);
        } else {
          await event(tx, o, 'shipLines', o.status, { kind: 'seller', userId: seller.id }, `${body.logisticsCompany} ${body.trackingNumber}`);
        }
        return o.id;
      });
      const o = (await repo.findById(db, id))!;
      return shipmentView(o, await repo.linesOf(db, [id]), storeId, lang);
    },

    // ---- the clock

    /** Orders in transit past the auto-confirm window complete (each a conditional update in its own transaction). */
    async autoComplete(limit = 200): Promise<number> {
      const { autoConfirmReceiptDays } = await deps.settings();
      let done = 0;
      for (const id of await repo.dueForAutoComplete(db, autoConfirmReceiptDays, limit)) {
        const ok = await db.transaction(async (tx) => {
          const o = await repo.lockById(tx, id);
          if (!o || o.status !== 'inTransit') return false;
          await completeIn(tx, o, 'autoComplete', { kind: 'system', userId: null }, 'en');
          return true;
        });
        if (ok) done++;
      }
      return done;
    },

    /** Consignees of orders finished longer ago than the retention are erased (the order's money and items stay). */
    async eraseOldConsignees(): Promise<number> {
      const days = (await deps.settings()).consigneeRetentionDays;
      return db.transaction(async (tx) => {
        const erased = await repo.eraseConsignees(tx, days);
        for (const r of erased) await repo.insertEvent(tx, { salesOrderId: Number(r.id), action: 'eraseConsignee', status: 'completed', actor: 'system', actorUserId: null });
        return erased.length;
      });
    },
  };

  /** Fee orders as their page shows them: their sales orders, lines and wallet records read once for all. */
  async function feeOrderViews(fs: FeeOrderRow[], lang: Language): Promise<FeeOrder[]> {
    if (fs.length === 0) return [];
    const ids = [...new Set(fs.map((f) => f.salesOrderId))];
    const [orders, lines, records] = await Promise.all([repo.byIds(db, ids), repo.linesOf(db, ids), deps.wallets.recordsRelatedTo(fs[0]!.buyerUserId, fs.map((f) => f.feeOrderNo))]);
    return fs.map((f) => {
      const own = lines.filter((l) => l.salesOrderId === f.salesOrderId);
      return {
        ...feeBrief(f, lang)!,
        salesOrderNo: orders.find((o) => o.id === f.salesOrderId)?.orderNo ?? '',
        items: f.items.map((i) => {
          const l = own.find((x) => x.goodsId === i.goodsId);
          return {
            goodsId: i.goodsId,
            itemCode: l?.itemCode ?? '',
            name: l ? l.name[lang] : '',
            image: l?.image ?? '',
            quantity: i.quantity,
            logisticsFee: centsToAmount(i.logisticsCents),
            operatingFee: centsToAmount(i.operatingCents),
            storageFee: centsToAmount(i.storageCents),
            amount: centsToAmount(i.logisticsCents + i.operatingCents + i.storageCents),
          };
        }),
        createdAt: f.createdAt.toISOString(),
        paidAt: iso(f.paidAt),
        payWay: f.payWay,
        paymentNo: f.paymentNo,
        refunded: centsToAmount(f.refundedCents),
        canceledAt: iso(f.canceledAt),
        completedAt: iso(f.completedAt),
        actions: can(feeOrderTransitions, f.status, 'pay') && f.totalCents > 0 ? ['pay'] : [],
        walletRecords: records
          .filter((r) => `,${r.relatedId},`.includes(`,${f.feeOrderNo},`))
          .map((r) => ({ flowType: r.flowType, amount: centsToAmount(r.amountCents), at: r.createdAt.toISOString(), remark: r.remark })),
      };
    });
  }

  // Orders waiting for units bought through the procurement list submit themselves when they arrive.
  deps.inventory.onCredit(async (tx, buyerUserId) => {
    for (const o of await repo.waitingForUnits(tx, buyerUserId)) await trySubmit(tx as Tx, o, { kind: 'system', userId: null }, 'en');
  });

  return service;
}

export type SalesOrdersService = ReturnType<typeof createSalesOrdersService>;
