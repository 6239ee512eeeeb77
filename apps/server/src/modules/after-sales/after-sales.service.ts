import { randomInt } from 'node:crypto';
import {
  afterSalesActions,
  afterSalesFrom,
  afterSalesNext,
  amountToCents,
  centsToAmount,
  CLAIMING_AFTER_SALES_STATUSES,
  FLOW_TYPES,
  LOGISTICS_GUARANTEE_PERCENT,
  OPEN_AFTER_SALES_STATUSES,
  RETURN_GUARANTEE_PERCENT,
  translate,
  type AfterSales,
  type AfterSalesApplyInput,
  type AfterSalesDetail,
  type AfterSalesListQuery,
  type AfterSalesSource,
  type AfterSalesStatus,
  type AfterSalesTransition,
  type ApproveAfterSalesBody,
  type ClaimableOrder,
  type Language,
  type OperateConfig,
  type ReturnLogisticsBody,
} from '@wm/contracts';
import dayjs from 'dayjs';
import type { Database, Executor, Tx } from '../../db/client';
import { AppError, fieldError } from '../../platform/errors';
import { ownerOf, thumbnailKey, type FileSigner, type Storage } from '../../platform/storage';
import type { AuthUser } from '../auth/auth.service';
import type { StockService } from '../catalog/stock.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { MessagesService } from '../messages/messages.service';
import type { PurchaseOrdersService } from '../purchase-orders/purchase-orders.service';
import type { SalesOrdersService } from '../sales-orders/sales-orders.service';
import type { WalletService } from '../wallet/wallet.service';
import type { ReissueConsignee } from './after-sales.tables';
import { afterSalesRepository as repo, type AfterSalesRow } from './after-sales.repository';

type Actor = { kind: 'buyer' | 'seller' | 'system' | 'operator'; userId: number | null };
type Role = 'buyer' | 'seller' | 'operator';

const number = (prefix: string) => `${prefix}${dayjs().format('YYYYMMDD')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const money = (cents: number) => `$${centsToAmount(cents).toFixed(2)}`;
const OPEN = new Set<string>(OPEN_AFTER_SALES_STATUSES);
const CLAIMING = new Set<string>(CLAIMING_AFTER_SALES_STATUSES);
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

/** What was paid for a number of units of one order line, in cents. */
interface LineMoney {
  itemsCents: number;
  logisticsCents: number;
  storageCents: number;
}

/** One claimable order line: what shipped and what it cost, whichever order it belongs to. */
interface Line {
  lineKey: string;
  goodsId: number;
  storeId: number;
  itemCode: string;
  name: { en: string; zh: string; ja: string };
  image: string;
  shipped: number;
  /** What was paid for `q` units of the line. */
  paidFor: (q: number) => LineMoney;
}

interface OrderFacts {
  source: AfterSalesSource;
  orderNo: string;
  orderId: number;
  /** Shipped but not yet received: "never delivered" can be claimed under the logistics guarantee. */
  undelivered: boolean;
  consignee: ClaimableOrder['consignee'];
  lines: Line[];
}

const share = (total: number, part: number, whole: number) => (whole > 0 ? Math.floor((total * part) / whole) : 0);

export interface AfterSalesDeps {
  database: Database;
  stock: StockService;
  salesOrders: SalesOrdersService;
  purchaseOrders: PurchaseOrdersService;
  wallets: WalletService;
  messages: MessagesService;
  coupons: CouponsService;
  storage: Storage;
  signer: FileSigner;
  settings: () => Promise<OperateConfig>;
  /** Called after a store is charged, in the same transaction (the merchant console's credit-limit rule). */
  afterStoreCharged?: (tx: Tx, storeId: number) => Promise<unknown>;
}

/**
 * After-sales (DOMAIN.md). Every state change locks the row, checks the type's transition table
 * and moves by a conditional update from the states the table allows, in one transaction with
 * what goes with it: the refund (buyer credited, store charged, once), stock back or out, a
 * coupon given back, the messages to the other side.
 */
export function createAfterSalesService(deps: AfterSalesDeps) {
  const { db } = deps.database;

  // ---- the order lines

  async function orderFacts(buyerUserId: number, source: AfterSalesSource, orderNo: string, ex: Executor = db): Promise<OrderFacts> {
    if (source === 'salesOrder') {
      const found = await deps.salesOrders.forAfterSales(buyerUserId, orderNo, ex);
      if (!found) throw new AppError('NOT_FOUND');
      const { order: o, lines, fee } = found;
      if (o.status !== 'inTransit' && o.status !== 'completed') throw new AppError('AFTER_SALES_NOT_ELIGIBLE');
      const goodsIds = lines.map((l) => l.goodsId);
      const [cost, facts] = await Promise.all([deps.purchaseOrders.averageUnitCost(buyerUserId, goodsIds, ex), deps.stock.facts('en', goodsIds, ex)]);
      const feePaid = fee && (fee.status === 'paid' || fee.status === 'completed');
      return {
        source,
        orderNo,
        orderId: o.id,
        undelivered: o.status === 'inTransit',
        consignee: o.consigneeErasedAt ? null : { name: o.consigneeName, phone: o.consigneePhone, country: o.country, state: o.state, city: o.city, address: o.address, postalCode: o.postalCode },
        lines: lines
          .filter((l) => l.shippedAt !== null)
          .map((l) => {
            // Goods: what the buyer paid for the units in its inventory; fees: the line's on the paid fee order.
            const unit = cost.get(l.goodsId) ?? facts.get(l.goodsId)?.spotPriceCents ?? 0;
            const item = feePaid ? fee.items.find((i) => i.goodsId === l.goodsId) : undefined;
            return {
              lineKey: `S:${l.id}`,
              goodsId: l.goodsId,
              storeId: l.storeId,
              itemCode: l.itemCode,
              name: l.name,
              image: l.image,
              shipped: l.quantity,
              paidFor: (q: number) => ({
                itemsCents: unit * q,
                logisticsCents: item ? share(item.logisticsCents + item.operatingCents, q, l.quantity) : 0,
                storageCents: item ? share(item.storageCents, q, l.quantity) : 0,
              }),
            };
          }),
      };
    }
    const found = await deps.purchaseOrders.forAfterSales(buyerUserId, orderNo, ex);
    if (!found) throw new AppError('NOT_FOUND');
    const { order: o, items } = found;
    if (o.deliveryMode !== 'ship' || o.shipState !== 'inTransit' || (o.status !== 1 && o.status !== 2)) throw new AppError('AFTER_SALES_NOT_ELIGIBLE');
    return {
      source,
      orderNo,
      orderId: o.id,
      undelivered: o.status === 1,
      consignee: null,
      lines: items.map((i) => {
        const lineGoods = i.unitPriceCents * i.quantity;
        // The coupon took its share off the goods; freight and fees are shared by goods amount.
        const net = lineGoods - share(o.discountCents, lineGoods, o.goodsAmountCents);
        const freight = share(o.freightCents + o.feesCents, lineGoods, o.goodsAmountCents);
        return {
          lineKey: `P:${i.id}`,
          goodsId: i.goodsId,
          storeId: o.storeId,
          itemCode: i.itemCode,
          name: i.name ?? { en: i.itemCode, zh: i.itemCode, ja: i.itemCode },
          image: i.image,
          shipped: i.quantity,
          paidFor: (q: number) => ({ itemsCents: share(net, q, i.quantity), logisticsCents: share(freight, q, i.quantity), storageCents: 0 }),
        };
      }),
    };
  }

  const total = (m: LineMoney) => m.itemsCents + m.logisticsCents + m.storageCents;

  // ---- views

  function fileRef(key: string) {
    return { key, url: deps.signer.url(key), thumbnailUrl: /\.(jpg|png)$/.test(key) ? deps.signer.url(thumbnailKey(key)) : null };
  }

  async function views(ex: Executor, list: AfterSalesRow[], lang: Language, role: Role): Promise<AfterSales[]> {
    const [stores, buyers] = await Promise.all([deps.stock.storeNames(lang, list.map((a) => a.storeId), ex), repo.buyers(ex, [...new Set(list.map((a) => a.buyerUserId))])]);
    return list.map((a) => {
      const buyer = buyers.find((b) => b.id === a.buyerUserId);
      return {
        afterSalesNo: a.afterSalesNo,
        source: a.source,
        salesOrderNo: a.source === 'salesOrder' ? a.orderNo : null,
        purchaseOrderNo: a.source === 'purchaseOrder' ? a.orderNo : null,
        refundNo: a.refundNo,
        type: a.type,
        typeText: translate(lang, `afterSalesType.${a.type}`),
        status: a.status,
        statusText: translate(lang, `afterSalesStatus.${a.status}`),
        storeId: a.storeId,
        storeName: stores.get(a.storeId)?.name ?? '',
        buyer: { customerid: buyer?.customerNo ?? '', name: buyer?.realName ?? '' },
        goods: { goodsId: a.goodsId, itemCode: a.itemCode, name: a.name[lang], image: a.image },
        quantity: a.quantity,
        itemsCost: centsToAmount(a.itemsCents),
        logisticsCost: centsToAmount(a.logisticsCents),
        storageFee: centsToAmount(a.storageCents),
        maxRefund: centsToAmount(a.maxRefundCents),
        guaranteeFloor: centsToAmount(a.floorCents),
        requestedAmount: centsToAmount(a.requestedCents),
        approvedAmount: a.approvedCents === null ? null : centsToAmount(a.approvedCents),
        refundAmount: centsToAmount(a.refundedCents),
        reason: a.reason as AfterSales['reason'],
        reasonText: translate(lang, `afterSalesReason.${a.reason}`),
        description: a.description,
        pictures: a.evidence.map(fileRef),
        returnLogistics: a.returnCompany ? { company: a.returnCompany, trackingNumber: a.returnTracking ?? '', at: iso(a.returnFilledAt) } : null,
        returnAddress: a.returnAddress,
        reissueConsignee: a.reissueConsignee,
        reissueLogistics: a.reissueCompany ? { company: a.reissueCompany, trackingNumber: a.reissueTracking ?? '', at: iso(a.reissueShippedAt) } : null,
        sellerMessage: a.sellerMessage,
        rejectReason: a.rejectReason,
        escalationReason: a.escalationReason,
        decision: a.decidedAt ? { refundAmount: centsToAmount(a.decisionCents ?? 0), reason: a.decisionReason ?? '', at: a.decidedAt.toISOString() } : null,
        decideBy: a.status === 'waitingReview' ? a.decideBy.toISOString() : null,
        applyTime: a.createdAt.toISOString(),
        refundTime: iso(a.refundedAt),
        updatedAt: a.updatedAt.toISOString(),
        actions: afterSalesActions(a.type, a.status, role),
      };
    });
  }

  async function detail(ex: Executor, a: AfterSalesRow, lang: Language, role: Role): Promise<AfterSalesDetail> {
    const [[view], events] = await Promise.all([views(ex, [a], lang, role), repo.eventsOf(ex, a.id)]);
    return {
      ...view!,
      timeline: events.map((e) => ({
        action: e.action,
        actionText: translate(lang, `afterSalesAction.${e.action}`),
        status: e.status as AfterSalesStatus,
        statusText: translate(lang, `afterSalesStatus.${e.status}`),
        actor: e.actor,
        // The store's silence is overruled by the platform's guarantee, not by a person.
        actorText: translate(lang, e.action === 'autoApprove' ? 'afterSalesActor.guarantee' : `afterSalesActor.${e.actor}`),
        at: e.at.toISOString(),
        note: e.note,
      })),
    };
  }

  // ---- steps

  function invalid(a: AfterSalesRow, lang: Language): never {
    throw new AppError('AFTER_SALES_INVALID_TRANSITION', { status: translate(lang, `afterSalesStatus.${a.status}`) });
  }

  async function tell(tx: Executor, userId: number, a: AfterSalesRow, action: string, note = '') {
    await deps.messages.event(tx, userId, 'afterSales', { afterSalesNo: a.afterSalesNo, status: { say: `afterSalesStatus.${a.status}` }, itemCode: a.itemCode, quantity: a.quantity, action: { say: `afterSalesAction.${action}` }, note });
  }

  async function storeOf(ex: Executor, storeId: number) {
    const [store] = await repo.storeOwners(ex, [storeId]);
    if (!store) throw new Error(`store ${storeId} not found`);
    return store;
  }

  /**
   * One step of the machine on a locked row: allowed by the type's table from its state, made by
   * a conditional update from every state the table allows it in, logged on the timeline.
   */
  async function step(tx: Tx, a: AfterSalesRow, action: AfterSalesTransition, actor: Actor, lang: Language, values: Partial<AfterSalesRow> = {}, note = '') {
    const to = afterSalesNext(a.type, a.status, action);
    if (!to) invalid(a, lang);
    const moved = await repo.transition(tx, a.id, afterSalesFrom(a.type, action), to, values);
    if (!moved) invalid(a, lang);
    await repo.insertEvent(tx, { afterSalesId: a.id, action, status: to, actor: actor.kind, actorUserId: actor.userId, note });
    return moved;
  }

  /**
   * Waiting for refund -> refunded, once (a conditional update): the buyer's wallet is credited
   * and the store owner's charged the same amount as "after-sale refund" records; a coupon comes
   * back when its whole purchase order is refunded and it is still valid.
   */
  async function refundIn(tx: Tx, a: AfterSalesRow, amountCents: number, lang: Language) {
    const refundNo = number('R');
    const done = await step(tx, a, 'refund', { kind: 'system', userId: null }, lang, { refundedCents: amountCents, refundNo, refundedAt: new Date() }, money(amountCents));
    if (amountCents > 0) {
      const credited = await deps.wallets.post(tx, { userId: a.buyerUserId, flowType: FLOW_TYPES.afterSaleRefund, amountCents, relatedId: refundNo, remark: a.afterSalesNo });
      if (!credited) throw new Error(`could not refund after-sales ${a.afterSalesNo}`);
      const store = await storeOf(tx, a.storeId);
      await deps.wallets.charge(tx, { userId: store.ownerUserId, flowType: FLOW_TYPES.afterSaleRefund, amountCents, relatedId: refundNo, remark: a.afterSalesNo });
      const refunded = { afterSalesNo: a.afterSalesNo, status: { say: 'afterSalesStatus.refunded' }, amount: money(amountCents) };
      await deps.messages.event(tx, a.buyerUserId, 'afterSalesRefund', refunded);
      await deps.messages.event(tx, store.ownerUserId, 'afterSalesCharge', { ...refunded, action: { say: 'afterSalesAction.refund' } });
      if (deps.afterStoreCharged) await deps.afterStoreCharged(tx, a.storeId);
    }
    if (a.source === 'purchaseOrder') await giveBackCouponIfWhollyRefunded(tx, a);
    return done;
  }

  async function giveBackCouponIfWhollyRefunded(tx: Tx, a: AfterSalesRow) {
    const found = await deps.purchaseOrders.forAfterSales(a.buyerUserId, a.orderNo, tx);
    if (!found || found.order.couponId === null) return;
    const refunded = (await repo.ofOrder(tx, 'purchaseOrder', a.orderNo)).filter((x) => x.status === 'refunded');
    const wholly = found.items.every((i) => refunded.filter((x) => x.lineKey === `P:${i.id}`).reduce((s, x) => s + x.quantity, 0) >= i.quantity);
    if (wholly) await deps.coupons.giveBack(tx, found.order.id);
  }

  /** Locks a row and runs a change on it in one transaction; answers the detail after it. */
  async function change(find: (ex: Executor) => Promise<AfterSalesRow | undefined>, lang: Language, role: Role, work: (tx: Tx, a: AfterSalesRow) => Promise<unknown>): Promise<AfterSalesDetail> {
    const found = await find(db);
    if (!found) throw new AppError('NOT_FOUND');
    try {
      await db.transaction(async (tx) => {
        const a = (await repo.lockById(tx, found.id))!;
        await work(tx, a);
      });
    } catch (error) {
      // Reopening a line that meanwhile has another open after-sales (an escalation after a reapply).
      if (isUniqueViolation(error)) throw new AppError('AFTER_SALES_LINE_OPEN', { afterSalesNo: found.afterSalesNo });
      throw error;
    }
    return detail(db, (await repo.findById(db, found.id))!, lang, role);
  }

  const asBuyer = (user: AuthUser, no: string) => (ex: Executor) => repo.findOwned(ex, user.id, no);
  async function asSeller(user: AuthUser, no: string) {
    const storeId = await deps.stock.storeOf(user.id);
    return (ex: Executor) => (storeId === undefined ? Promise.resolve(undefined) : repo.findOfStore(ex, storeId, no));
  }

  function capCheck(a: AfterSalesRow, cents: number) {
    if (cents > a.maxRefundCents) throw new AppError('AFTER_SALES_AMOUNT_EXCEEDS', { max: money(a.maxRefundCents) });
  }

  /** Evidence must be files this buyer uploaded as after-sales evidence, still stored. */
  async function checkEvidence(user: AuthUser, keys: string[]) {
    for (const key of keys) {
      if (ownerOf(key) !== user.id || !key.startsWith(`u/${user.id}/afterSales/`) || !(await deps.storage.exists(key))) throw fieldError('pictures', 'FILE_INVALID');
    }
  }

  function claimedOf(all: AfterSalesRow[], lineKey: string) {
    const mine = all.filter((a) => a.lineKey === lineKey);
    return { claimed: mine.filter((a) => CLAIMING.has(a.status)).reduce((s, a) => s + a.quantity, 0), open: mine.find((a) => OPEN.has(a.status)) };
  }

  const service = {
    /** The lines of an own shipped order with the units still claimable. */
    async claimable(user: AuthUser, lang: Language, source: AfterSalesSource, orderNo: string): Promise<ClaimableOrder> {
      const facts = await orderFacts(user.id, source, orderNo);
      const [all, stores] = await Promise.all([repo.ofLines(db, facts.lines.map((l) => l.lineKey)), deps.stock.storeNames(lang, facts.lines.map((l) => l.storeId))]);
      return {
        source,
        orderNo,
        storeName: [...new Set(facts.lines.map((l) => stores.get(l.storeId)?.name ?? ''))].join(', '),
        consignee: facts.consignee,
        lines: facts.lines.map((l) => {
          const { claimed, open } = claimedOf(all, l.lineKey);
          return {
            goodsId: l.goodsId,
            itemCode: l.itemCode,
            name: l.name[lang],
            image: l.image,
            shipped: l.shipped,
            claimed,
            claimable: Math.max(0, l.shipped - claimed),
            unitPaid: centsToAmount(Math.floor(total(l.paidFor(l.shipped)) / l.shipped)),
            openAfterSalesNo: open?.afterSalesNo ?? null,
          };
        }),
      };
    },

    /**
     * Applies for after-sales on a line: at most the units shipped less those claimed, a refund
     * at most what was paid for them, one open per line (the partial unique index holds it under
     * any concurrency). The Idempotency-Key makes a retry answer the first application.
     */
    async apply(user: AuthUser, lang: Language, body: AfterSalesApplyInput, requestKey: string | undefined): Promise<AfterSalesDetail> {
      if (!requestKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const replay = await repo.findByKey(db, user.id, requestKey);
      if (replay) return detail(db, replay, lang, 'buyer');
      await checkEvidence(user, body.pictures);
      const settings = await deps.settings();
      const id = await db.transaction(async (tx) => {
        const facts = await orderFacts(user.id, body.source, body.orderNo, tx);
        const line = facts.lines.find((l) => l.goodsId === body.goodsId);
        if (!line) throw new AppError('NOT_FOUND');
        const { claimed, open } = claimedOf(await repo.ofLines(tx, [line.lineKey]), line.lineKey);
        if (open) throw new AppError('AFTER_SALES_LINE_OPEN', { afterSalesNo: open.afterSalesNo });
        const max = line.shipped - claimed;
        if (body.quantity > max) throw new AppError('AFTER_SALES_QUANTITY_EXCEEDS', { max });
        const paid = line.paidFor(body.quantity);
        const maxRefundCents = total(paid);
        const requestedCents = body.type === 'reissue' ? 0 : amountToCents(body.refundAmount ?? 0);
        if (requestedCents > maxRefundCents) throw new AppError('AFTER_SALES_AMOUNT_EXCEEDS', { max: money(maxRefundCents) });
        // The guarantee floor: all that was paid when the carrier never delivered (logistics
        // guarantee), else the return guarantee's share of the goods.
        const store = await storeOf(tx, line.storeId);
        const floorCents =
          store.logisticsGuarantee && facts.undelivered && body.reason === 'notReceived'
            ? Math.floor((maxRefundCents * LOGISTICS_GUARANTEE_PERCENT) / 100)
            : Math.min(maxRefundCents, Math.round((paid.itemsCents * RETURN_GUARANTEE_PERCENT[store.returnGuarantee]) / 100));
        const c = body.reissueConsignee;
        const reissueConsignee: ReissueConsignee | null =
          body.type === 'reissue' && c ? { name: c.name, phone: c.phone, email: c.email ?? '', country: c.country, state: c.state, city: c.city, address: c.address, postalCode: c.postalCode } : null;
        const created = await repo.insert(tx, {
          afterSalesNo: number('A'),
          buyerUserId: user.id,
          storeId: line.storeId,
          source: body.source,
          orderNo: body.orderNo,
          lineKey: line.lineKey,
          goodsId: line.goodsId,
          itemCode: line.itemCode,
          name: line.name,
          image: line.image,
          type: body.type,
          quantity: body.quantity,
          reason: body.reason,
          description: body.description,
          evidence: body.pictures,
          itemsCents: paid.itemsCents,
          logisticsCents: paid.logisticsCents,
          storageCents: paid.storageCents,
          maxRefundCents,
          floorCents,
          requestedCents,
          reissueConsignee,
          decideBy: dayjs().add(settings.afterSalesDecisionHours, 'hour').toDate(),
          requestKey,
        });
        if (!created) {
          const raced = await repo.findByKey(tx, user.id, requestKey);
          if (raced) return raced.id;
          throw new AppError('AFTER_SALES_LINE_OPEN', { afterSalesNo: '' });
        }
        await repo.insertEvent(tx, { afterSalesId: created.id, action: 'apply', status: 'waitingReview', actor: 'buyer', actorUserId: user.id, note: body.description.slice(0, 200) });
        await tell(tx, store.ownerUserId, created, 'apply', body.description.slice(0, 200));
        return created.id;
      });
      return detail(db, (await repo.findById(db, id))!, lang, 'buyer');
    },

    async list(user: AuthUser, lang: Language, q: AfterSalesListQuery) {
      const { list, total: n } = await repo.page(db, { buyerUserId: user.id }, q, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: await views(db, list, lang, 'buyer'), total: n, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    async detail(user: AuthUser, lang: Language, afterSalesNo: string) {
      const a = await repo.findOwned(db, user.id, afterSalesNo);
      if (!a) throw new AppError('NOT_FOUND');
      return detail(db, a, lang, 'buyer');
    },

    cancel: (user: AuthUser, lang: Language, no: string) =>
      change(asBuyer(user, no), lang, 'buyer', async (tx, a) => {
        if (a.status === 'canceled') return; // a retry
        const done = await step(tx, a, 'cancel', { kind: 'buyer', userId: user.id }, lang, { canceledAt: new Date() });
        await tell(tx, (await storeOf(tx, a.storeId)).ownerUserId, done, 'cancel');
      }),

    fillReturn: (user: AuthUser, lang: Language, no: string, body: ReturnLogisticsBody) =>
      change(asBuyer(user, no), lang, 'buyer', async (tx, a) => {
        const note = `${body.logisticsCompany} ${body.trackingNumber}`;
        const done = await step(tx, a, 'fillReturn', { kind: 'buyer', userId: user.id }, lang, { returnCompany: body.logisticsCompany, returnTracking: body.trackingNumber, returnFilledAt: new Date() }, note);
        await tell(tx, (await storeOf(tx, a.storeId)).ownerUserId, done, 'fillReturn', note);
      }),

    escalate: (user: AuthUser, lang: Language, no: string, reason: string) =>
      change(asBuyer(user, no), lang, 'buyer', async (tx, a) => {
        const done = await step(tx, a, 'escalate', { kind: 'buyer', userId: user.id }, lang, { escalationReason: reason }, reason);
        await tell(tx, (await storeOf(tx, a.storeId)).ownerUserId, done, 'escalate', reason);
      }),

    // ---- the store

    async sellerList(seller: AuthUser, lang: Language, q: AfterSalesListQuery) {
      const storeId = await deps.stock.storeOf(seller.id);
      if (storeId === undefined) return { list: [], total: 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
      const { list, total: n } = await repo.page(db, { storeId }, q, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: await views(db, list, lang, 'seller'), total: n, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /** What waits for the store (the merchant dashboard's count). */
    waitingForStore: (storeId: number) => repo.countWaitingForStore(db, storeId),

    async sellerDetail(seller: AuthUser, lang: Language, no: string) {
      const a = await (await asSeller(seller, no))(db);
      if (!a) throw new AppError('NOT_FOUND');
      return detail(db, a, lang, 'seller');
    },

    /** Approve: a refund only is refunded at once; a return waits for the units; a reissue for its shipment. */
    async approve(seller: AuthUser, lang: Language, no: string, body: ApproveAfterSalesBody) {
      return change(await asSeller(seller, no), lang, 'seller', async (tx, a) => {
        // A retried approval (the store approved it already) answers as it is: the refund was made once.
        if (a.status !== 'waitingReview' && (await repo.eventsOf(tx, a.id)).some((e) => e.action === 'approve')) return;
        const actor: Actor = { kind: 'seller', userId: seller.id };
        const approvedCents = a.type === 'reissue' ? 0 : body.refundAmount !== undefined ? amountToCents(body.refundAmount) : a.requestedCents;
        capCheck(a, approvedCents);
        const note = [body.refundAmount !== undefined ? money(approvedCents) : '', body.message ?? ''].filter(Boolean).join(' · ');
        const approved = await step(tx, a, 'approve', actor, lang, { approvedCents, sellerMessage: body.message ?? '', returnAddress: body.returnAddress ?? '' }, note);
        await tell(tx, a.buyerUserId, approved, 'approve', body.message ?? '');
        if (approved.status === 'waitingRefund') await refundIn(tx, approved, approvedCents, lang);
      });
    },

    async reject(seller: AuthUser, lang: Language, no: string, reason: string) {
      return change(await asSeller(seller, no), lang, 'seller', async (tx, a) => {
        const done = await step(tx, a, 'reject', { kind: 'seller', userId: seller.id }, lang, { rejectReason: reason }, reason);
        await tell(tx, a.buyerUserId, done, 'reject', reason);
      });
    },

    /** The returned units arrived: back to the store's stock, and the approved refund is made. */
    async receiveReturn(seller: AuthUser, lang: Language, no: string) {
      return change(await asSeller(seller, no), lang, 'seller', async (tx, a) => {
        if (a.status === 'refunded' && a.returnFilledAt) return; // a retry
        const received = await step(tx, a, 'receive', { kind: 'seller', userId: seller.id }, lang);
        // A shipped purchase order's units go back to the warehouses they left; a sales order's to the store's default one.
        const purchaseOrder = a.source === 'purchaseOrder' ? (await deps.purchaseOrders.forAfterSales(a.buyerUserId, a.orderNo, tx))?.order.id : undefined;
        if (!(await deps.stock.restock(tx, a.goodsId, a.quantity, purchaseOrder))) throw new Error(`no stock row for goods ${a.goodsId}`);
        await tell(tx, a.buyerUserId, received, 'receive');
        await refundIn(tx, received, received.approvedCents ?? received.requestedCents, lang);
      });
    },

    /** The reissue ships: new units leave the store's stock (none short, or nothing happens). */
    async shipReissue(seller: AuthUser, lang: Language, no: string, body: ReturnLogisticsBody) {
      return change(await asSeller(seller, no), lang, 'seller', async (tx, a) => {
        if (a.status === 'completed') return; // a retry
        const note = `${body.logisticsCompany} ${body.trackingNumber}`;
        const done = await step(tx, a, 'shipReissue', { kind: 'seller', userId: seller.id }, lang, { reissueCompany: body.logisticsCompany, reissueTracking: body.trackingNumber, reissueShippedAt: new Date(), completedAt: new Date() }, note);
        if (!(await deps.stock.take(tx, a.goodsId, a.quantity))) throw new AppError('STOCK_INSUFFICIENT');
        await tell(tx, a.buyerUserId, done, 'shipReissue', note);
      });
    },

    // ---- the operator

    async adminList(lang: Language, q: AfterSalesListQuery) {
      const { list, total: n } = await repo.page(db, {}, q, q.pageSize, (q.pageIndex - 1) * q.pageSize, true);
      return { list: await views(db, list, lang, 'operator'), total: n, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    async adminDetail(lang: Language, no: string) {
      const a = await repo.findByNo(db, no);
      if (!a) throw new AppError('NOT_FOUND');
      return detail(db, a, lang, 'operator');
    },

    /** The final decision on an escalation: a refund (charged to the store) or the rejection upheld; logged with its reason. */
    decide: (operator: AuthUser, lang: Language, no: string, body: { refundAmount: number; reason: string }) =>
      change((ex) => repo.findByNo(ex, no), lang, 'operator', async (tx, a) => {
        if (a.decidedAt !== null && (a.status === 'refunded' || a.status === 'rejected')) return; // a retry
        const cents = amountToCents(body.refundAmount);
        capCheck(a, cents);
        const actor: Actor = { kind: 'operator', userId: operator.id };
        const values = { decisionCents: cents, decisionReason: body.reason, decidedAt: new Date(), decidedBy: operator.id };
        const note = `${money(cents)} · ${body.reason}`;
        const store = await storeOf(tx, a.storeId);
        if (cents === 0) {
          const done = await step(tx, a, 'uphold', actor, lang, values, note);
          await tell(tx, a.buyerUserId, done, 'uphold', body.reason);
          await tell(tx, store.ownerUserId, done, 'uphold', body.reason);
          return;
        }
        const decided = await step(tx, a, 'decide', actor, lang, { ...values, approvedCents: cents }, note);
        await tell(tx, a.buyerUserId, decided, 'decide', body.reason);
        await tell(tx, store.ownerUserId, decided, 'decide', body.reason);
        await refundIn(tx, decided, cents, lang);
      }),

    // ---- the clock

    /**
     * After-sales the store left undecided past the window are approved at the guarantee floor,
     * paid to the buyer and charged to the store (each a locked, conditional change of its own).
     */
    async autoApprove(limit = 200): Promise<number> {
      let done = 0;
      for (const id of await repo.dueForAutoApprove(db, limit)) {
        const ok = await db.transaction(async (tx) => {
          const a = await repo.lockById(tx, id);
          if (!a || a.status !== 'waitingReview' || a.decideBy > new Date()) return false;
          const approved = await step(tx, a, 'autoApprove', { kind: 'system', userId: null }, 'en', { approvedCents: a.floorCents }, money(a.floorCents));
          await tell(tx, a.buyerUserId, approved, 'autoApprove', money(a.floorCents));
          await tell(tx, (await storeOf(tx, a.storeId)).ownerUserId, approved, 'autoApprove', money(a.floorCents));
          await refundIn(tx, approved, a.floorCents, 'en');
          return true;
        });
        if (ok) done++;
      }
      return done;
    },
  };

  return service;
}

export type AfterSalesService = ReturnType<typeof createAfterSalesService>;
