import { randomUUID } from 'node:crypto';
import {
  amountToCents,
  centsToAmount,
  couponTemplateTransitions,
  fromStates,
  translate,
  type AdminCouponClaim,
  type AdminCouponTemplate,
  type CouponTemplateInput,
  type CouponTemplateStatus,
  type Language,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import type { AccountCard } from '../auth/directory';
import { couponsRepository as repo, type NewTemplate, type TemplateCounts, type TemplateRow } from './coupons.repository';

const NO_COUNTS: TemplateCounts = { used: 0, inUse: 0 };

/**
 * Coupon templates in the operator console: drafted, edited while out of the coupon center and
 * unclaimed, published to and withdrawn from the center (the transitions table in the contracts),
 * with the coupons buyers claimed of each. Every change is one conditional update.
 */
export function createCouponTemplatesService(deps: {
  database: Database;
  /** The category ids among these that exist (any level). */
  knownCategories: (ids: number[]) => Promise<number[]>;
  /** The goods ids among these that exist. */
  knownGoods: (ids: number[]) => Promise<number[]>;
  /** The holders of claimed coupons, by user id. */
  accounts: (ex: Executor, ids: number[]) => Promise<Map<number, AccountCard>>;
  /** The numbers of the orders coupons were used on, by order id (the purchase orders module's). */
  orderNos: (ex: Executor, orderIds: number[]) => Promise<Map<number, string>>;
}) {
  const { db } = deps.database;

  const view = (t: TemplateRow, counts: TemplateCounts): AdminCouponTemplate => ({
    templateId: t.id,
    name: { en: t.nameEn, zh: t.nameZh, ja: t.nameJa },
    threshold: centsToAmount(t.thresholdCents),
    reduction: centsToAmount(t.reductionCents),
    // Stored as all / part with the ids; the console speaks of categories or goods.
    scope: t.scope === 'all' ? 'all' : t.goodsIds.length > 0 && t.categoryIds.length === 0 ? 'goods' : 'categories',
    categoryIds: t.categoryIds,
    goodsIds: t.goodsIds,
    validFrom: t.validFrom.toISOString(),
    validTo: t.validTo.toISOString(),
    quantity: t.totalQty,
    perUserLimit: t.perUserLimit,
    status: t.status,
    claimed: t.claimedQty,
    used: counts.used,
    inUse: counts.inUse,
    publishedAt: t.publishedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  });
  const withCounts = async (t: TemplateRow) => view(t, (await repo.countsOf(db, [t.id])).get(t.id) ?? NO_COUNTS);

  /** The row values of an input, once its categories or goods are known to exist (400 naming the unknown ones). */
  async function values(input: CouponTemplateInput): Promise<Omit<NewTemplate, 'code'>> {
    const categoryIds = input.scope === 'categories' ? [...new Set(input.categoryIds)] : [];
    const goodsIds = input.scope === 'goods' ? [...new Set(input.goodsIds)] : [];
    const unknown = async (ids: number[], known: (ids: number[]) => Promise<number[]>) => {
      if (ids.length === 0) return [];
      const found = new Set(await known(ids));
      return ids.filter((id) => !found.has(id));
    };
    const missingCategories = await unknown(categoryIds, deps.knownCategories);
    if (missingCategories.length) throw new AppError('VALIDATION_FAILED', { ids: missingCategories.join(', ') }, [{ field: 'categoryIds', message: 'couponTemplate.categoriesUnknown' }]);
    const missingGoods = await unknown(goodsIds, deps.knownGoods);
    if (missingGoods.length) throw new AppError('VALIDATION_FAILED', { ids: missingGoods.join(', ') }, [{ field: 'goodsIds', message: 'couponTemplate.goodsUnknown' }]);
    return {
      nameEn: input.name.en,
      nameZh: input.name.zh,
      nameJa: input.name.ja,
      thresholdCents: amountToCents(input.threshold),
      reductionCents: amountToCents(input.reduction),
      scope: input.scope === 'all' ? 'all' : 'part',
      categoryIds,
      goodsIds,
      validFrom: new Date(input.validFrom),
      validTo: new Date(input.validTo),
      totalQty: input.quantity,
      perUserLimit: input.perUserLimit,
    };
  }

  /** Why a conditional update found nothing: unknown (404), claimed (409) or not allowed in its state (409). */
  async function refusal(id: number, lang: Language, action: 'edit' | 'publish' | 'unpublish'): Promise<never> {
    const t = await repo.findTemplate(db, id);
    if (!t) throw new AppError('NOT_FOUND');
    if (action === 'edit' && t.claimedQty > 0 && (fromStates(couponTemplateTransitions, 'edit') as string[]).includes(t.status)) throw new AppError('COUPON_TEMPLATE_CLAIMED');
    throw new AppError('COUPON_TEMPLATE_INVALID_TRANSITION', { status: translate(lang, `couponTemplate.status.${t.status}`) });
  }

  return {
    async list(query: { pageIndex: number; pageSize: number; status?: CouponTemplateStatus }) {
      const { list, total } = await repo.pageTemplates(db, query.status, query.pageSize, (query.pageIndex - 1) * query.pageSize);
      const counts = await repo.countsOf(db, list.map((t) => t.id));
      return { list: list.map((t) => view(t, counts.get(t.id) ?? NO_COUNTS)), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    async get(id: number) {
      const t = await repo.findTemplate(db, id);
      if (!t) throw new AppError('NOT_FOUND');
      return withCounts(t);
    },

    /** A new template, as a draft: buyers see it once it is published. */
    async create(user: AuthUser, input: CouponTemplateInput) {
      const row = await repo.insertTemplate(db, { ...(await values(input)), code: `console-${randomUUID()}`, status: 'draft', createdBy: user.id });
      return view(row, NO_COUNTS);
    },

    async update(lang: Language, id: number, input: CouponTemplateInput) {
      const row = await repo.updateUnclaimed(db, id, fromStates(couponTemplateTransitions, 'edit'), await values(input));
      return row ? withCounts(row) : refusal(id, lang, 'edit');
    },

    async publish(lang: Language, id: number) {
      const row = await repo.moveStatus(db, id, fromStates(couponTemplateTransitions, 'publish'), 'published');
      return row ? withCounts(row) : refusal(id, lang, 'publish');
    },

    async unpublish(lang: Language, id: number) {
      const row = await repo.moveStatus(db, id, fromStates(couponTemplateTransitions, 'unpublish'), 'unpublished');
      return row ? withCounts(row) : refusal(id, lang, 'unpublish');
    },

    async claims(id: number, query: { pageIndex: number; pageSize: number; status?: 'unused' | 'used' | 'expired' }) {
      if (!(await repo.findTemplate(db, id))) throw new AppError('NOT_FOUND');
      const { list, total } = await repo.pageClaims(db, id, query.status, query.pageSize, (query.pageIndex - 1) * query.pageSize);
      const [accounts, orderNos] = await Promise.all([deps.accounts(db, list.map((c) => c.userId)), deps.orderNos(db, list.flatMap((c) => (c.orderId === null ? [] : [c.orderId])))]);
      const claims: AdminCouponClaim[] = list.map((c) => {
        const account = accounts.get(c.userId);
        return {
          couponId: c.couponId,
          customerid: account?.customerNo ?? '',
          realName: account?.realName ?? '',
          mobile: account?.mobile ?? '',
          status: c.status === 'unused' ? (c.expired ? 'expired' : 'unused') : 'used',
          inUse: c.status === 'locked',
          claimedAt: c.claimedAt.toISOString(),
          usedAt: c.usedAt?.toISOString() ?? null,
          orderNo: c.orderId === null ? null : (orderNos.get(c.orderId) ?? null),
        };
      });
      return { list: claims, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },
  };
}

export type CouponTemplatesService = ReturnType<typeof createCouponTemplatesService>;
