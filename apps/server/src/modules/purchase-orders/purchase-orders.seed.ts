import { PURCHASE_ORDER_STATUS, roundHalfUp } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Random } from '../../platform/random';
import { purchaseOrdersRepository as repo, type NewPurchaseOrder, type NewPurchaseOrderItem } from './purchase-orders.repository';

/** A goods the history may sell: its store, when it was first sold, its unit price by quantity. */
export interface HistoryGoods {
  id: number;
  storeId: number;
  /** Orders are placed after this. */
  listedAt: Date;
  /** Orders stop before this (the store closed), or null. */
  until: Date | null;
  moq: number;
  /** Unit price (cents) by quantity: the last tier whose minQty the quantity reaches. */
  tiers: { minQty: number; unitPriceCents: number }[];
}

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * A year of demo purchase orders, so that the sales rankings mean something: paid orders
 * spread over the last 12 months (more of them lately), 1-3 lines each from one store, some
 * canceled. Each goods sells steadily, is rising (sells mostly in the last 3 months) or
 * fading, so the 30-day, 3-month and 12-month rankings differ. Order numbers are fixed
 * (POD000001...): seeding again inserts nothing.
 */
export async function seedOrderHistory(
  ex: Executor,
  input: { goods: HistoryGoods[]; buyerIds: number[]; demoBuyerId: number; orders: number; random: Random; now: Date },
): Promise<{ orders: number; lines: number }> {
  const { random, now } = input;
  if (input.goods.length === 0 || input.buyerIds.length === 0) return { orders: 0, lines: 0 };
  // Weights of each goods in the last 3 months and before: popularity times its trend.
  const weights = input.goods.map((g) => {
    const popularity = 1 / Math.pow(random.int(1, input.goods.length), 0.8);
    const trend = random.weighted(['steady', 'rising', 'fading'] as const, (t) => ({ steady: 6, rising: 2.5, fading: 1.5 })[t]);
    return { goods: g, recent: popularity * (trend === 'rising' ? 4 : trend === 'fading' ? 0.2 : 1), earlier: popularity * (trend === 'rising' ? 0.4 : trend === 'fading' ? 2 : 1) };
  });

  const orders: (NewPurchaseOrder & { lines: Omit<NewPurchaseOrderItem, 'orderId'>[] })[] = [];
  for (let i = 1; i <= input.orders; i++) {
    // More orders lately: the business grows.
    const daysAgo = 365 * Math.pow(random.next(), 1.35);
    const paidAt = new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, 3600) * 1000);
    const recent = daysAgo < 90;
    const on = weights.filter(({ goods: g }) => g.listedAt < paidAt && !(g.until && g.until <= paidAt));
    if (on.length === 0) continue;
    const weightOf = (w: (typeof weights)[number]) => (recent ? w.recent : w.earlier);
    // The first line picks the store (one order per store); the others come from the same store.
    const first = random.weighted(on, weightOf);
    const storeId = first.goods.storeId;
    const candidates = on.filter((w) => w.goods.storeId === storeId);
    const lines: Omit<NewPurchaseOrderItem, 'orderId'>[] = [];
    for (let n = random.weighted([1, 2, 3], (k) => ({ 1: 5, 2: 3, 3: 2 })[k]!); n > 0; n--) {
      const g = lines.length === 0 ? first.goods : random.weighted(candidates, weightOf).goods;
      if (lines.some((l) => l.goodsId === g.id)) continue;
      const base = g.tiers[0]?.unitPriceCents ?? 0;
      const quantity = Math.max(g.moq, base > 30_000 ? random.int(1, 6) : base > 5_000 ? random.int(2, 24) : random.int(10, 120));
      const tier = [...g.tiers].reverse().find((t) => t.minQty <= quantity) ?? g.tiers[0]!;
      lines.push({ goodsId: g.id, quantity, unitPriceCents: tier.unitPriceCents });
    }
    const goodsAmountCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
    // A few orders get a coupon-style reduction, capped well below the amount.
    const discountCents = random.chance(0.08) ? Math.min(roundHalfUp(goodsAmountCents * 0.05), 5000) : 0;
    const canceled = random.chance(0.09);
    const createdAt = new Date(paidAt.getTime() - random.int(60, 1200) * 1000);
    orders.push({
      orderNo: `POD${String(i).padStart(6, '0')}`,
      buyerUserId: random.chance(0.05) ? input.demoBuyerId : random.pick(input.buyerIds),
      storeId,
      status: canceled ? PURCHASE_ORDER_STATUS.canceled : daysAgo < 5 ? PURCHASE_ORDER_STATUS.paid : PURCHASE_ORDER_STATUS.completed,
      goodsAmountCents,
      discountCents,
      totalCents: goodsAmountCents - discountCents,
      paidAt: canceled ? null : paidAt,
      canceledAt: canceled ? new Date(createdAt.getTime() + 30 * 60_000) : null,
      createdAt,
      lines,
    });
  }

  let lines = 0;
  for (let start = 0; start < orders.length; start += BATCH) {
    const chunk = orders.slice(start, start + BATCH);
    const ids = await repo.insertMissingOrders(ex, chunk.map(({ lines: _lines, ...order }) => order));
    const items = chunk.flatMap((o) => {
      const orderId = ids.get(o.orderNo);
      return orderId === undefined ? [] : o.lines.map((l) => ({ ...l, orderId }));
    });
    for (let i = 0; i < items.length; i += BATCH * 2) await repo.insertItems(ex, items.slice(i, i + BATCH * 2));
    lines += items.length;
  }
  // Each line shows what was bought, as an order placed through the checkout does (and repairs
  // the lines of a demo database seeded before lines kept it).
  await ex.execute(sql`update purchase_order_items i set item_code = g.item_code, name = jsonb_build_object('en', g.name_en, 'zh', g.name_zh, 'ja', g.name_ja), image = coalesce(g.images[1], '')
                       from goods g where g.id = i.goods_id and i.item_code = ''`);
  return { orders: orders.length, lines };
}
