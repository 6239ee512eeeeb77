import { randomInt } from 'node:crypto';
import {
  agreementTransitions,
  buyerAgreementActions,
  canSeePrice,
  centsToAmount,
  amountToCents,
  fromStates,
  nextState,
  sellerAgreementActions,
  translate,
  type AgreementApplyBody,
  type AgreementCounterBody,
  type AgreementCounts,
  type AgreementListQuery,
  type AgreementReapplyBody,
  type AgreementStatus,
  type AgreementSummary,
  type AgreementTransition,
  type BuyerAgreement,
  type BuyerAgreementDetail,
  type Language,
  type OperateConfig,
  type SellerAgreement,
  type SellerAgreementDetail,
} from '@wm/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import { unitPriceCents, type PurchaseFacts, type StockService } from '../catalog/stock.service';
import type { AgreementEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import { agreementsRepository as repo, type AgreementRow } from './agreements.repository';
import { agreements as agreementsTable } from './agreements.tables';

export interface AgreementsDeps {
  database: Database;
  stock: StockService;
  messages: MessagesService;
  settings: () => Promise<OperateConfig>;
  /** A buyer's customer number, shown to the store. */
  customerNo: (ex: Executor, userId: number) => Promise<string>;
}

type Actor = 'buyer' | 'seller' | 'system';
type VersionOutcome = 'open' | 'accepted' | 'superseded' | 'declined' | 'rejected' | 'canceled' | 'timedOut';

/** A protocol number: AG + date + 12 random digits (unique index; nobody can guess another's). */
const newAgreementNo = (now = new Date()) => `AG${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e12)).padStart(12, '0')}`;

const HOUR = 3_600_000;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const when = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Complex transactions: a buyer's negotiated price with a store. Every state change is one
 * conditional update from the states the contracts' transition table allows, in one transaction
 * with its version, its event and the message to the other side. The clock (answer and buy
 * windows) is applied by the sweeper and again whenever agreements are read.
 */
export function createAgreementsService(deps: AgreementsDeps) {
  const { db } = deps.database;
  const { stock, messages } = deps;

  const invalid = (status: AgreementStatus, lang: Language = 'en') => new AppError('AGREEMENT_INVALID_TRANSITION', { status: translate(lang, `agreementStatus.${status}`) });

  /** The goods of the agreements in one language (name, image, store, moq, today's price). */
  const factsOf = (ex: Executor, lang: Language, rows: AgreementRow[]) => stock.facts(lang, rows.map((r) => r.goodsId), ex);

  function summary(a: AgreementRow, goods: PurchaseFacts | undefined, lang: Language, masked: boolean): AgreementSummary {
    const price = (cents: number) => (masked ? null : centsToAmount(cents));
    const live = a.status === 'pendingReview' || a.status === 'countered' || a.status === 'approved';
    return {
      agreementNo: a.agreementNo,
      goodsId: a.goodsId,
      itemCode: goods?.itemCode ?? '',
      goodsName: goods?.name ?? '',
      image: goods?.image ?? '',
      storeId: a.storeId,
      storeName: goods?.storeName ?? '',
      moq: goods?.moq ?? 1,
      status: a.status,
      statusText: translate(lang, `agreementStatus.${a.status}`),
      quantity: a.quantity,
      unitPrice: price(a.unitPriceCents),
      originalPrice: goods ? price(unitPriceCents(goods, a.quantity)) : null,
      boughtQuantity: a.boughtQty,
      reservedQuantity: a.reservedQty,
      remainingQuantity: a.status === 'approved' ? a.quantity - a.reservedQty : 0,
      buyerMessage: a.buyerMessage,
      sellerMessage: a.sellerMessage,
      deadline: live ? iso(a.deadline) : null,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      priceMasked: masked,
    };
  }

  async function history(ex: Executor, a: AgreementRow, lang: Language, masked: boolean) {
    const [versions, events, orders] = await Promise.all([repo.versionsOf(ex, a.id), repo.eventsOf(ex, a.id), repo.ordersOf(ex, a.id)]);
    return {
      versions: versions.map((v) => ({
        version: v.version,
        by: v.by,
        quantity: v.quantity,
        unitPrice: masked ? null : centsToAmount(v.unitPriceCents),
        message: v.message,
        outcome: v.outcome,
        outcomeText: translate(lang, `agreementOutcome.${v.outcome}`),
        at: v.createdAt.toISOString(),
      })),
      history: events.map((e) => ({ action: e.action, actionText: translate(lang, `agreementAction.${e.action}`), status: e.status as AgreementStatus, actor: e.actor, note: e.note, at: e.at.toISOString() })),
      orders: orders.map((o) => ({ orderNo: o.orderNo, quantity: o.quantity, state: o.state })),
    };
  }

  const buyerMasked = (user: AuthUser) => !canSeePrice({ role: user.role, isStore: user.isStore, auditStatus: user.auditStatus as 0 | 1 | 2 | 3 });

  async function buyerDetail(ex: Executor, user: AuthUser, lang: Language, a: AgreementRow): Promise<BuyerAgreementDetail> {
    const masked = buyerMasked(user);
    const facts = await factsOf(ex, lang, [a]);
    return { ...summary(a, facts.get(a.goodsId), lang, masked), actions: buyerAgreementActions(a.status), ...(await history(ex, a, lang, masked)) };
  }
  async function sellerDetail(ex: Executor, lang: Language, a: AgreementRow): Promise<SellerAgreementDetail> {
    const facts = await factsOf(ex, lang, [a]);
    return {
      ...summary(a, facts.get(a.goodsId), lang, false),
      buyerName: await deps.customerNo(ex, a.buyerUserId),
      actions: sellerAgreementActions(a.status),
      ...(await history(ex, a, lang, false)),
    };
  }

  /** A message to one side, the goods named in each language. */
  async function tell(tx: Executor, userId: number | undefined, event: AgreementEvent, a: AgreementRow, extra: { reason?: string } = {}) {
    if (userId === undefined) return;
    const names = (await stock.facts('en', [a.goodsId], tx)).get(a.goodsId)?.names ?? { en: '', zh: '', ja: '' };
    const facts = { agreementNo: a.agreementNo, goods: names, quantity: a.quantity, price: dollars(a.unitPriceCents), deadline: when(a.deadline), bought: a.boughtQty, reason: extra.reason ?? '' };
    await messages.event(tx, userId, event, facts);
  }
  const tellBuyer = (tx: Executor, event: AgreementEvent, a: AgreementRow, extra?: { reason?: string }) => tell(tx, a.buyerUserId, event, a, extra);
  const tellSeller = async (tx: Executor, event: AgreementEvent, a: AgreementRow, extra?: { reason?: string }) => tell(tx, await stock.storeOwner(a.storeId, tx), event, a, extra);

  /**
   * One state change: the conditional update from the states in which the action is allowed
   * (plus `where`, the clock's and the quantity's conditions), its event, and the open offer
   * closed with `close`. Throws AGREEMENT_INVALID_TRANSITION (409) when it is not allowed now.
   */
  async function step(
    tx: Executor,
    a: AgreementRow,
    action: AgreementTransition,
    actor: Actor,
    o: { set?: Partial<typeof agreementsTable.$inferInsert>; where?: SQL; close?: VersionOutcome; note?: string; lang?: Language } = {},
  ): Promise<AgreementRow> {
    const to = nextState(agreementTransitions, a.status, action);
    if (!to) throw invalid(a.status, o.lang);
    const row = await repo.transition(tx, a.id, fromStates(agreementTransitions, action), to, o.set, o.where);
    if (!row) {
      const now = await repo.findById(tx, a.id);
      throw invalid(now?.status ?? a.status, o.lang);
    }
    if (o.close) await repo.closeOpenVersion(tx, a.id, o.close);
    await repo.insertEvent(tx, { agreementId: a.id, action, status: to, actor, note: o.note ?? '' });
    return row;
  }

  /** The clock for one agreement: an answer not given in time, or the end of the buy window. Answers whether it changed. */
  async function applyClock(tx: Executor, a: AgreementRow): Promise<AgreementRow | undefined> {
    if (!a.deadline || a.deadline > new Date()) return undefined;
    const overdue = sql`${agreementsTable.deadline} <= now()`;
    try {
      if (a.status === 'pendingReview' || a.status === 'countered') {
        const row = await step(tx, a, 'expire', 'system', { where: overdue, close: 'timedOut', set: { deadline: null } });
        await tellBuyer(tx, 'agreementTimedOut', row);
        await tellSeller(tx, 'agreementTimedOut', row);
        return row;
      }
      if (a.status === 'approved') {
        // Completes with what was bought (or is being paid for); times out when nothing was.
        const some = a.reservedQty > 0;
        const row = await step(tx, a, some ? 'complete' : 'expire', 'system', {
          where: sql`${overdue} and ${agreementsTable.reservedQty} ${some ? sql`> 0` : sql`= 0`}`,
          set: { deadline: null },
        });
        const event = some ? 'agreementCompleted' : 'agreementTimedOut';
        await tellBuyer(tx, event, row);
        await tellSeller(tx, event, row);
        return row;
      }
    } catch (error) {
      // Another instance (or a read) applied it first.
      if (error instanceof AppError && error.code === 'AGREEMENT_INVALID_TRANSITION') return undefined;
      throw error;
    }
    return undefined;
  }

  /** Applies the clock to overdue agreements (all, or one buyer's or store's), each in its own transaction. Answers how many changed. */
  async function expireOverdue(scope: { buyerUserId?: number; storeId?: number } = {}, limit = 200): Promise<number> {
    let changed = 0;
    for (const id of await repo.overdueIds(db, limit, scope)) {
      const done = await db.transaction(async (tx) => {
        const a = await repo.findById(tx, id);
        return a ? applyClock(tx, a) : undefined;
      });
      if (done) changed++;
    }
    return changed;
  }

  async function ownAgreement(user: AuthUser, agreementNo: string, ex: Executor = db) {
    let a = await repo.findOwned(ex, user.id, agreementNo);
    if (!a) throw new AppError('NOT_FOUND');
    if (a.deadline && a.deadline <= new Date()) {
      const changed = await db.transaction((tx) => applyClock(tx, a!));
      if (changed) a = changed;
    }
    return a;
  }
  async function storeAgreement(seller: AuthUser, agreementNo: string) {
    const storeId = await stock.storeOf(seller.id);
    let a = storeId === undefined ? undefined : await repo.findOfStore(db, storeId, agreementNo);
    if (!a) throw new AppError('NOT_FOUND');
    if (a.deadline && a.deadline <= new Date()) {
      const changed = await db.transaction((tx) => applyClock(tx, a!));
      if (changed) a = changed;
    }
    return a;
  }

  /** The goods can be negotiated: on sale, and the quantity at least its minimum. */
  async function checkGoods(ex: Executor, lang: Language, goodsId: number, quantity: number): Promise<PurchaseFacts> {
    const goods = (await stock.facts(lang, [goodsId], ex)).get(goodsId);
    if (!goods || !goods.onSale) throw new AppError('GOODS_OFF_SHELVES');
    if (quantity < goods.moq) throw new AppError('AGREEMENT_BELOW_MOQ', { moq: goods.moq });
    return goods;
  }

  async function page<T>(owner: { buyerUserId: number } | { storeId: number }, lang: Language, query: AgreementListQuery, view: (a: AgreementRow, facts: Map<number, PurchaseFacts>) => Promise<T> | T) {
    await expireOverdue(owner);
    const { list, total } = await repo.page(db, owner, { status: query.status, agreementNo: query.agreementNo }, query.pageSize, (query.pageIndex - 1) * query.pageSize);
    const facts = await factsOf(db, lang, list);
    return { list: await Promise.all(list.map((a) => view(a, facts))), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
  }

  const hours = (n: number) => new Date(Date.now() + n * HOUR);

  return {
    expireOverdue: () => expireOverdue(),

    // ---- buyer

    async apply(user: AuthUser, lang: Language, body: AgreementApplyBody, requestKey: string | undefined): Promise<BuyerAgreementDetail> {
      if (!requestKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const settings = await deps.settings();
      const goods = await checkGoods(db, lang, body.goodsId, body.quantity);
      const priceCents = amountToCents(body.unitPrice);
      const message = body.message ?? '';
      return db.transaction(async (tx) => {
        const a = await repo.insert(tx, {
          agreementNo: newAgreementNo(),
          buyerUserId: user.id,
          storeId: goods.storeId,
          goodsId: goods.goodsId,
          status: 'pendingReview',
          version: 1,
          quantity: body.quantity,
          unitPriceCents: priceCents,
          buyerMessage: message,
          deadline: hours(settings.agreementApprovalHours),
          requestKey,
        });
        if (!a) {
          // A replay answers what the first request made.
          const first = (await repo.findByKey(tx, user.id, requestKey))!;
          if (first.goodsId !== body.goodsId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          return buyerDetail(tx, user, lang, first);
        }
        await repo.insertVersion(tx, { agreementId: a.id, version: 1, by: 'buyer', quantity: body.quantity, unitPriceCents: priceCents, message });
        await repo.insertEvent(tx, { agreementId: a.id, action: 'apply', status: a.status, actor: 'buyer', note: message });
        await tellSeller(tx, 'agreementApplied', a);
        return buyerDetail(tx, user, lang, a);
      });
    },

    list: (user: AuthUser, lang: Language, query: AgreementListQuery) =>
      page({ buyerUserId: user.id }, lang, query, (a, facts): BuyerAgreement => ({ ...summary(a, facts.get(a.goodsId), lang, buyerMasked(user)), actions: buyerAgreementActions(a.status) })),

    async counts(user: AuthUser): Promise<AgreementCounts> {
      await expireOverdue({ buyerUserId: user.id });
      const byStatus = new Map((await repo.countByStatus(db, user.id)).map((r) => [r.status, r.n] as const));
      const n = (s: AgreementStatus) => byStatus.get(s) ?? 0;
      return {
        all: [...byStatus.values()].reduce((s, v) => s + v, 0),
        pendingReview: n('pendingReview'),
        countered: n('countered'),
        approved: n('approved'),
        rejected: n('rejected'),
        completed: n('completed'),
        timedOut: n('timedOut'),
        canceled: n('canceled'),
      };
    },

    async forGoods(user: AuthUser, lang: Language, goodsId: number): Promise<BuyerAgreement[]> {
      await expireOverdue({ buyerUserId: user.id });
      const list = await repo.liveByGoods(db, user.id, goodsId);
      const facts = await factsOf(db, lang, list);
      return list.map((a) => ({ ...summary(a, facts.get(a.goodsId), lang, buyerMasked(user)), actions: buyerAgreementActions(a.status) }));
    },

    detail: async (user: AuthUser, lang: Language, agreementNo: string) => buyerDetail(db, user, lang, await ownAgreement(user, agreementNo)),

    async cancel(user: AuthUser, lang: Language, agreementNo: string, message = ''): Promise<BuyerAgreementDetail> {
      const a = await ownAgreement(user, agreementNo);
      // A retried cancel answers the canceled agreement.
      if (a.status === 'canceled') return buyerDetail(db, user, lang, a);
      return db.transaction(async (tx) => {
        const row = await step(tx, a, 'cancel', 'buyer', { close: 'canceled', note: message, set: { deadline: null }, lang });
        await tellSeller(tx, 'agreementCanceled', row);
        return buyerDetail(tx, user, lang, row);
      });
    },

    async accept(user: AuthUser, lang: Language, agreementNo: string, message = ''): Promise<BuyerAgreementDetail> {
      const a = await ownAgreement(user, agreementNo);
      const settings = await deps.settings();
      return db.transaction(async (tx) => {
        const row = await step(tx, a, 'accept', 'buyer', { close: 'accepted', note: message, where: sql`${agreementsTable.deadline} > now()`, set: { deadline: new Date(Date.now() + settings.agreementBuyDays * 24 * HOUR) }, lang });
        await tellSeller(tx, 'agreementAccepted', row);
        return buyerDetail(tx, user, lang, row);
      });
    },

    async decline(user: AuthUser, lang: Language, agreementNo: string, message = ''): Promise<BuyerAgreementDetail> {
      const a = await ownAgreement(user, agreementNo);
      return db.transaction(async (tx) => {
        const row = await step(tx, a, 'decline', 'buyer', { close: 'declined', note: message, set: { deadline: null }, lang });
        await tellSeller(tx, 'agreementDeclined', row);
        return buyerDetail(tx, user, lang, row);
      });
    },

    /** A new offer from rejected, timed out or canceled (units taken by orders of the old one must have been given back). */
    async reapply(user: AuthUser, lang: Language, agreementNo: string, body: AgreementReapplyBody): Promise<BuyerAgreementDetail> {
      const a = await ownAgreement(user, agreementNo);
      if (!nextState(agreementTransitions, a.status, 'reapply')) throw invalid(a.status, lang);
      const quantity = body.quantity ?? a.quantity;
      const priceCents = body.unitPrice !== undefined ? amountToCents(body.unitPrice) : a.unitPriceCents;
      const message = body.message ?? a.buyerMessage;
      await checkGoods(db, lang, a.goodsId, quantity);
      const settings = await deps.settings();
      return db.transaction(async (tx) => {
        const version = a.version + 1;
        const row = await step(tx, a, 'reapply', 'buyer', {
          note: message,
          where: sql`${agreementsTable.reservedQty} = 0 and ${agreementsTable.version} = ${a.version}`,
          set: { version, quantity, unitPriceCents: priceCents, buyerMessage: message, sellerMessage: '', boughtQty: 0, deadline: hours(settings.agreementApprovalHours) },
          lang,
        });
        await repo.insertVersion(tx, { agreementId: a.id, version, by: 'buyer', quantity, unitPriceCents: priceCents, message });
        await tellSeller(tx, 'agreementApplied', row);
        return buyerDetail(tx, user, lang, row);
      });
    },

    // ---- store

    async sellerList(seller: AuthUser, lang: Language, query: AgreementListQuery) {
      const storeId = await stock.storeOf(seller.id);
      if (storeId === undefined) return { list: [], total: 0, pageIndex: query.pageIndex, pageSize: query.pageSize };
      const names = new Map<number, string>();
      return page({ storeId }, lang, query, async (a, facts): Promise<SellerAgreement> => {
        if (!names.has(a.buyerUserId)) names.set(a.buyerUserId, await deps.customerNo(db, a.buyerUserId));
        return { ...summary(a, facts.get(a.goodsId), lang, false), buyerName: names.get(a.buyerUserId)!, actions: sellerAgreementActions(a.status) };
      });
    },

    sellerDetail: async (seller: AuthUser, lang: Language, agreementNo: string) => sellerDetail(db, lang, await storeAgreement(seller, agreementNo)),

    async approve(seller: AuthUser, lang: Language, agreementNo: string, message = ''): Promise<SellerAgreementDetail> {
      const a = await storeAgreement(seller, agreementNo);
      const settings = await deps.settings();
      return db.transaction(async (tx) => {
        const row = await step(tx, a, 'approve', 'seller', {
          close: 'accepted',
          note: message,
          where: sql`${agreementsTable.deadline} > now()`,
          set: { sellerMessage: message, deadline: new Date(Date.now() + settings.agreementBuyDays * 24 * HOUR) },
          lang,
        });
        await tellBuyer(tx, 'agreementApproved', row);
        return sellerDetail(tx, lang, row);
      });
    },

    async counter(seller: AuthUser, lang: Language, agreementNo: string, body: AgreementCounterBody): Promise<SellerAgreementDetail> {
      const a = await storeAgreement(seller, agreementNo);
      const settings = await deps.settings();
      const priceCents = amountToCents(body.unitPrice);
      return db.transaction(async (tx) => {
        const version = a.version + 1;
        const row = await step(tx, a, 'counter', 'seller', {
          close: 'superseded',
          note: body.message,
          where: sql`${agreementsTable.deadline} > now() and ${agreementsTable.version} = ${a.version}`,
          set: { version, quantity: body.quantity, unitPriceCents: priceCents, sellerMessage: body.message, deadline: hours(settings.agreementApprovalHours) },
          lang,
        });
        await repo.insertVersion(tx, { agreementId: a.id, version, by: 'seller', quantity: body.quantity, unitPriceCents: priceCents, message: body.message });
        await tellBuyer(tx, 'agreementCountered', row);
        return sellerDetail(tx, lang, row);
      });
    },

    async reject(seller: AuthUser, lang: Language, agreementNo: string, reason: string): Promise<SellerAgreementDetail> {
      const a = await storeAgreement(seller, agreementNo);
      return db.transaction(async (tx) => {
        const row = await step(tx, a, 'reject', 'seller', { close: 'rejected', note: reason, where: sql`${agreementsTable.deadline} > now()`, set: { sellerMessage: reason, deadline: null }, lang });
        await tellBuyer(tx, 'agreementRejected', row, { reason });
        return sellerDetail(tx, lang, row);
      });
    },

    // ---- buying through an agreement (called by the purchase orders' checkout)

    checkout: {
      /** An own agreement that can be bought through now: its goods, agreed price and the units left. */
      async terms(ex: Executor, user: AuthUser, agreementNo: string) {
        const a = await repo.findOwned(ex, user.id, agreementNo);
        if (!a) throw new AppError('NOT_FOUND');
        if (a.status !== 'approved' || !a.deadline || a.deadline <= new Date()) throw new AppError('AGREEMENT_NOT_BUYABLE');
        return { agreementId: a.id, goodsId: a.goodsId, unitPriceCents: a.unitPriceCents, remaining: a.quantity - a.reservedQty };
      },
      /** Takes the units of an order placed through the agreement, in the checkout's transaction; none left: AGREEMENT_QUANTITY_EXCEEDED. */
      async take(tx: Executor, agreementId: number, order: { orderId: number; orderNo: string; quantity: number }) {
        if (!(await repo.take(tx, agreementId, order.quantity))) {
          const a = await repo.findById(tx, agreementId);
          if (!a || a.status !== 'approved' || !a.deadline || a.deadline <= new Date()) throw new AppError('AGREEMENT_NOT_BUYABLE');
          throw new AppError('AGREEMENT_QUANTITY_EXCEEDED', { remaining: a.quantity - a.reservedQty });
        }
        await repo.linkOrder(tx, { agreementId, orderId: order.orderId, orderNo: order.orderNo, quantity: order.quantity });
      },
      /** An order canceled or expired unpaid gives its units back to its agreement. */
      release: async (tx: Executor, orderId: number) => {
        await repo.releaseOrder(tx, orderId);
      },
      /** An order paid: its units are bought; everything bought completes the agreement. */
      async paid(tx: Executor, orderId: number) {
        const a = await repo.payOrder(tx, orderId);
        if (!a || a.status !== 'approved' || a.boughtQty < a.quantity) return;
        const row = await step(tx, a, 'complete', 'system', { where: sql`${agreementsTable.boughtQty} >= ${agreementsTable.quantity}`, set: { deadline: null } });
        await tellBuyer(tx, 'agreementCompleted', row);
        await tellSeller(tx, 'agreementCompleted', row);
      },
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
export type AgreementCheckout = AgreementsService['checkout'];
