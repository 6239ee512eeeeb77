import type { Executor } from '../../db/client';
import { couponsRepository as repo, type NewTemplate } from './coupons.repository';

const DAY_MS = 86_400_000;

/**
 * Demo coupon templates (idempotent by code): a few claimable for all goods, one for part of
 * the goods (a category), one already expired. The demo buyer holds two with no minimum, so that
 * a checkout of two stores' goods can give each store's order a coupon of its own.
 */
export async function seedCoupons(ex: Executor, input: { now: Date; partCategoryId: number | null; demoBuyerId?: number }) {
  const at = (days: number) => new Date(input.now.getTime() + days * DAY_MS);
  const templates: NewTemplate[] = [
    { code: 'WELCOME10', nameEn: 'New buyer: $10 off $100', nameZh: '新买家满 100 减 10 美元', nameJa: '新規バイヤー：100ドル以上で10ドル引き', thresholdCents: 100_00, reductionCents: 10_00, validFrom: at(-30), validTo: at(335), totalQty: 10_000, perUserLimit: 1 },
    { code: 'BULK50', nameEn: '$50 off $1,000', nameZh: '满 1000 减 50 美元', nameJa: '1,000ドル以上で50ドル引き', thresholdCents: 1000_00, reductionCents: 50_00, validFrom: at(-10), validTo: at(80), totalQty: 5_000, perUserLimit: 3 },
    { code: 'FLASH5', nameEn: '$5 off, no minimum', nameZh: '无门槛减 5 美元', nameJa: '5ドル引き（条件なし）', thresholdCents: 0, reductionCents: 5_00, validFrom: at(-1), validTo: at(14), totalQty: 500, perUserLimit: 1 },
    { code: 'ANYORDER3', nameEn: '$3 off any order, no minimum', nameZh: '每单无门槛减 3 美元', nameJa: '全注文3ドル引き（条件なし）', thresholdCents: 0, reductionCents: 3_00, validFrom: at(-1), validTo: at(90), totalQty: 5_000, perUserLimit: 2 },
    ...(input.partCategoryId === null
      ? []
      : [{ code: 'CATEGORY20', nameEn: '$20 off $200 on selected categories', nameZh: '指定品类满 200 减 20 美元', nameJa: '対象カテゴリー200ドル以上で20ドル引き', thresholdCents: 200_00, reductionCents: 20_00, scope: 'part' as const, categoryIds: [input.partCategoryId], validFrom: at(-5), validTo: at(60), totalQty: 2_000, perUserLimit: 2 }]),
    { code: 'SPRING15', nameEn: 'Spring sale: $15 off $150 (ended)', nameZh: '春季特惠满 150 减 15 美元（已结束）', nameJa: '春のセール：150ドル以上で15ドル引き（終了）', thresholdCents: 150_00, reductionCents: 15_00, validFrom: at(-120), validTo: at(-30), totalQty: 1_000, perUserLimit: 1 },
  ];
  await repo.insertMissingTemplates(ex, templates);
  if (input.demoBuyerId !== undefined) await holdOne(ex, input.demoBuyerId, ['FLASH5', 'ANYORDER3']);
}

/** Claims one coupon of each template for a buyer who holds none of it yet (used ones count: a restart gives nothing back). */
async function holdOne(ex: Executor, userId: number, codes: string[]) {
  for (const code of codes) {
    const template = await repo.findTemplateByCode(ex, code);
    if (!template || (await repo.countHeld(ex, template.id, userId)) > 0) continue;
    // As a claim does: one fewer left to claim (none taken once the template has ended or run out).
    if (await repo.takeOne(ex, template.id)) await repo.insertHeld(ex, template.id, userId);
  }
}
