import { centsToAmount, translate, type CenterCoupon, type Language, type MyCoupon, type UsableCoupon } from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import { couponsRepository as repo, type HeldCouponRow, type TemplateRow } from './coupons.repository';

/** The goods of one order of a checkout, as a coupon sees them (amounts in cents). */
export interface CouponOrderGroup {
  storeId: number;
  lines: { goodsId: number; categoryId: number; amountCents: number }[];
}

/** A category and every category under it (the catalog's tree, loaded before a checkout's transaction). */
export type CategorySubtree = (categoryId: number) => number[];

/** A coupon that fits a checkout: the order it applies to and what it takes off. */
export interface CouponFit {
  coupon: HeldCouponRow;
  template: TemplateRow;
  storeId: number;
  discountCents: number;
}

/** A coupon that fits a checkout, with every order it fits (most taken off first); storeId and discountCents are the first. */
export interface UsableFit extends CouponFit {
  fits: { storeId: number; discountCents: number }[];
}

/**
 * Coupons: templates, claims, and the one coupon an order may carry (a checkout of several
 * stores' orders may give each its own). A coupon is taken by a
 * conditional update (unused -> locked) when the order is placed, becomes used when it is paid
 * and unused again when it is canceled. Threshold and reduction apply to the goods amount of
 * the goods in range, never to freight or fees.
 */
export function createCouponsService(deps: {
  database: Database;
  categorySubtree: () => Promise<CategorySubtree>;
  /** The numbers of the orders coupons were used on, by order id: the purchase orders module's (which imports this one), given at composition. */
  orderNos: (ex: Executor, orderIds: number[]) => Promise<Map<number, string>>;
}) {
  const { db } = deps.database;

  const range = (t: TemplateRow, lang: Language) => ({
    scope: t.scope,
    scopeText: translate(lang, t.scope === 'all' ? 'coupon.scopeAll' : 'coupon.scopePart'),
    categoryIds: t.categoryIds,
    goodsIds: t.goodsIds,
  });
  const fields = (t: TemplateRow, lang: Language) => ({
    name: inLanguage(lang, { en: t.nameEn, zh: t.nameZh, ja: t.nameJa }),
    threshold: centsToAmount(t.thresholdCents),
    reduction: centsToAmount(t.reductionCents),
    range: range(t, lang),
    validFrom: t.validFrom.toISOString(),
    validTo: t.validTo.toISOString(),
  });
  const heldView = (c: HeldCouponRow, t: TemplateRow, lang: Language, orderNos: Map<number, string>): MyCoupon => ({
    couponId: c.couponId,
    templateId: c.templateId,
    ...fields(t, lang),
    status: c.status === 'unused' ? (c.expired ? 'expired' : 'unused') : 'used',
    inUse: c.status === 'locked',
    claimedAt: c.claimedAt.toISOString(),
    usedAt: c.usedAt?.toISOString() ?? null,
    orderNo: c.orderId === null ? null : (orderNos.get(c.orderId) ?? null),
  });
  async function templatesOf(ex: Executor, held: HeldCouponRow[]) {
    return new Map((await repo.templates(ex, [...new Set(held.map((h) => h.templateId))])).map((t) => [t.id, t] as const));
  }

  /** Whether a goods is in a template's range. */
  function inRange(t: TemplateRow, subtree: CategorySubtree): (line: { goodsId: number; categoryId: number }) => boolean {
    if (t.scope === 'all') return () => true;
    const categories = new Set(t.categoryIds.flatMap(subtree));
    const goods = new Set(t.goodsIds);
    return (line) => goods.has(line.goodsId) || categories.has(line.categoryId);
  }

  /**
   * The orders of a checkout a coupon fits, most taken off first (the first order of the checkout
   * on a tie), or none: an order fits when its goods in range reach the threshold (before freight);
   * the coupon takes its reduction off them, never more than they cost.
   */
  function fits(coupon: HeldCouponRow, template: TemplateRow, groups: CouponOrderGroup[], subtree: CategorySubtree): UsableFit | null {
    const within = inRange(template, subtree);
    const found: UsableFit['fits'] = [];
    for (const group of groups) {
      const eligible = group.lines.filter(within).reduce((sum, l) => sum + l.amountCents, 0);
      if (eligible <= 0 || eligible < template.thresholdCents) continue;
      found.push({ storeId: group.storeId, discountCents: Math.min(template.reductionCents, eligible) });
    }
    // A stable sort: equal discounts keep the checkout's order of stores.
    found.sort((a, b) => b.discountCents - a.discountCents);
    const best = found[0];
    return best ? { coupon, template, storeId: best.storeId, discountCents: best.discountCents, fits: found } : null;
  }

  return {
    /** The coupon center: published templates that can be claimed now, with this buyer's claims. */
    async center(user: AuthUser, lang: Language): Promise<CenterCoupon[]> {
      const [templates, mine] = await Promise.all([repo.claimableTemplates(db), repo.claimedCounts(db, user.id)]);
      return templates.map((t) => {
        const claimedByMe = mine.get(t.id) ?? 0;
        return { templateId: t.id, ...fields(t, lang), remaining: t.totalQty - t.claimedQty, perUserLimit: t.perUserLimit, claimedByMe, claimable: claimedByMe < t.perUserLimit };
      });
    },

    /** Claims one: some left, within validity, under the per-user limit (all checked under the template's row lock). */
    async claim(user: AuthUser, lang: Language, templateId: number): Promise<MyCoupon> {
      const id = await db.transaction(async (tx) => {
        const [template] = await repo.templates(tx, [templateId]);
        // A draft is the console's own: buyers never learn of it.
        if (!template || template.status === 'draft') throw new AppError('NOT_FOUND');
        const taken = await repo.takeOne(tx, templateId);
        if (!taken) throw new AppError(template.status !== 'published' || template.validTo <= new Date() || template.validFrom > new Date() ? 'COUPON_UNAVAILABLE' : 'COUPON_SOLD_OUT');
        if ((await repo.countHeld(tx, templateId, user.id)) >= taken.perUserLimit) throw new AppError('COUPON_LIMIT_REACHED');
        return repo.insertHeld(tx, templateId, user.id);
      });
      const held = (await repo.findHeld(db, user.id, id))!;
      // Just claimed: it names no order yet.
      return heldView(held, (await templatesOf(db, [held])).get(held.templateId)!, lang, new Map());
    },

    async mine(user: AuthUser, lang: Language, query: { status: 'unused' | 'used' | 'expired'; pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.pageHeld(db, user.id, query.status, query.pageSize, (query.pageIndex - 1) * query.pageSize);
      const [templates, orderNos] = await Promise.all([templatesOf(db, list), deps.orderNos(db, list.flatMap((c) => (c.orderId === null ? [] : [c.orderId])))]);
      return { list: list.map((c) => heldView(c, templates.get(c.templateId)!, lang, orderNos)), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    /** How many unused coupons the buyer holds (buyer central). */
    countUnused: (userId: number) => repo.countUnused(db, userId),

    /** The category tree the ranges of coupons are read with; load it before a checkout's transaction. */
    categories: () => deps.categorySubtree(),

    /** Own coupons that fit a checkout, best discount first, each with every order it fits. */
    async usable(ex: Executor, userId: number, groups: CouponOrderGroup[], subtree: CategorySubtree): Promise<UsableFit[]> {
      const held = await repo.usableHeld(ex, userId);
      const templates = await templatesOf(ex, held);
      const usable: UsableFit[] = [];
      for (const c of held) {
        const f = fits(c, templates.get(c.templateId)!, groups, subtree);
        if (f) usable.push(f);
      }
      return usable.sort((a, b) => b.discountCents - a.discountCents || a.coupon.couponId - b.coupon.couponId);
    },

    // A usable coupon is unused: it names no order yet.
    usableView: (f: UsableFit, lang: Language): UsableCoupon => ({
      ...heldView(f.coupon, f.template, lang, new Map()),
      storeId: f.storeId,
      discount: centsToAmount(f.discountCents),
      fits: f.fits.map((o) => ({ storeId: o.storeId, discount: centsToAmount(o.discountCents) })),
    }),

    /**
     * Where an own unused coupon fits a checkout (the order it takes most off); refused when it is
     * not usable or does not fit. To fit it to one store's order, give that order's group alone.
     */
    async fitOne(ex: Executor, userId: number, couponId: number, groups: CouponOrderGroup[], subtree: CategorySubtree): Promise<CouponFit> {
      const held = await repo.findHeld(ex, userId, couponId);
      if (!held) throw new AppError('NOT_FOUND');
      const template = (await templatesOf(ex, [held])).get(held.templateId)!;
      if (held.status !== 'unused' || held.expired || template.validFrom > new Date()) throw new AppError('COUPON_UNAVAILABLE');
      const f = fits(held, template, groups, subtree);
      if (!f) throw new AppError('COUPON_NOT_APPLICABLE');
      return { coupon: f.coupon, template: f.template, storeId: f.storeId, discountCents: f.discountCents };
    },

    /** The coupon's name in a language (for an order's detail). */
    async nameOf(ex: Executor, userId: number, couponId: number, lang: Language) {
      const held = await repo.findHeld(ex, userId, couponId);
      if (!held) return null;
      const t = (await templatesOf(ex, [held])).get(held.templateId)!;
      return inLanguage(lang, { en: t.nameEn, zh: t.nameZh, ja: t.nameJa });
    },

    /** Takes the coupon for an order (unused -> locked), in the order's transaction; false if someone else took it first. */
    lock: (tx: Executor, userId: number, couponId: number, orderId: number) => repo.lock(tx, userId, couponId, orderId),
    /** Gives an order's coupon back (its order canceled). */
    unlock: (tx: Executor, orderId: number) => repo.unlock(tx, orderId),
    /** The order's coupon is used (its order paid). */
    use: (tx: Executor, orderId: number) => repo.use(tx, orderId),
    /** Gives back the coupon of an order wholly refunded, if it is still valid (after-sales). */
    giveBack: (tx: Executor, orderId: number) => repo.giveBack(tx, orderId),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
