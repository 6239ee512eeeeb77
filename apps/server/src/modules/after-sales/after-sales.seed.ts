import { PAY_WAYS, RETURN_GUARANTEE_PERCENT, type AfterSalesType, type ReturnGuaranteeLevel } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import type { Services } from '../../app';
import { rows, type Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { loadSharp } from '../../platform/lazy-modules';
import { authRepository } from '../auth/auth.repository';
import type { AuthUser } from '../auth/auth.service';

const asUser = (row: NonNullable<Awaited<ReturnType<typeof authRepository.findUserByMobile>>>): AuthUser => ({ ...row, sessionId: 'demo-seed' });
let keys = 0;
const key = () => `demo-after-sales-${Date.now()}-${++keys}`;

type Target = 'waitingReview' | 'refunded' | 'pendingReceive' | 'waitingReturn' | 'escalated' | 'pendingDelivery' | 'completed' | 'canceled' | 'auditFailed' | 'rejected';
const PLAN: { target: Target; type: AfterSalesType; reason: string; description: string }[] = [
  // Those that end first (the line's remaining units stay claimable), then those left open.
  { target: 'canceled', type: 'refundOnly', reason: 'other', description: 'Applied by mistake' },
  { target: 'refunded', type: 'refundOnly', reason: 'missingParts', description: 'The hardware bag with the screws was missing' },
  { target: 'completed', type: 'reissue', reason: 'missingParts', description: 'One cushion was missing' },
  { target: 'auditFailed', type: 'refundOnly', reason: 'qualityProblem', description: 'The finish peels at the corners' },
  { target: 'rejected', type: 'refundOnly', reason: 'damaged', description: 'A deep scratch across the tabletop' },
  { target: 'waitingReview', type: 'refundOnly', reason: 'damaged', description: 'The carton was crushed and one leg is cracked' },
  { target: 'pendingReceive', type: 'returnRefund', reason: 'wrongItem', description: 'Grey was ordered, beige arrived' },
  { target: 'escalated', type: 'refundOnly', reason: 'notAsDescribed', description: 'The size is smaller than the listing says' },
  { target: 'pendingDelivery', type: 'reissue', reason: 'damaged', description: 'The glass shelf arrived broken: please send a new one' },
  { target: 'waitingReturn', type: 'returnRefund', reason: 'qualityProblem', description: 'The zip of the cover is broken' },
];
/** Outcomes that hold the line (one open after-sales per line): each needs a line of its own. */
const HOLDS_LINE = new Set<Target>(['waitingReview', 'pendingReceive', 'waitingReturn', 'escalated', 'pendingDelivery']);
/** Outcomes whose unit stays claimed. */
const CLAIMS = new Set<Target>(['refunded', 'completed', ...HOLDS_LINE]);
/** The buyer's order number of the sales order made when the demo history has too few shipped lines. */
const EXTRA_ORDER = 'SHOP-1011';

type Line = { orderNo: string; goodsId: number; ownerId: number; left: number; open: boolean };

/** The buyer's shipped sales-order lines, the demo seller's first, with the units still claimable. */
async function shippedLines(services: Services, db: Database['db'], buyer: AuthUser, sellerId: number): Promise<Line[]> {
  const found = await rows<{ orderNo: string; goodsId: number; ownerId: number }>(
    db,
    sql`select o.order_no as "orderNo", l.goods_id as "goodsId", s.owner_user_id as "ownerId"
        from sales_orders o join sales_order_lines l on l.sales_order_id = o.id join stores s on s.id = l.store_id
        where o.buyer_user_id = ${buyer.id} and o.status in ('inTransit', 'completed') and l.shipped_at is not null
        order by (s.owner_user_id = ${sellerId}) desc, o.id, l.id`,
  );
  const claims = new Map<string, Awaited<ReturnType<Services['afterSales']['claimable']>>>();
  const lines: Line[] = [];
  for (const l of found) {
    if (!claims.has(l.orderNo)) claims.set(l.orderNo, await services.afterSales.claimable(buyer, 'en', 'salesOrder', l.orderNo));
    const c = claims.get(l.orderNo)!.lines.find((x) => x.goodsId === l.goodsId);
    if (c) lines.push({ ...l, left: c.claimable, open: c.openAfterSalesNo !== null });
  }
  return lines;
}

/**
 * Demo after-sales of the demo buyer on its shipped sales orders, one in each state a buyer can
 * find one in, made through the services as the buyer, the stores and the operator would. Every
 * outcome left open holds a line of its own: when the demo history has too few shipped lines, a
 * sales order of the demo store's goods is made for them (paid by a bank transfer the operator
 * confirmed, shipped, received). Runs after the stores' revenue is in their wallets: a refund is
 * charged to the store, and a store is kept within its means. Idempotent: nothing is added once
 * the buyer has any after-sales (but the unanswered one, seedUnansweredAfterSales').
 */
export async function seedAfterSales(services: Services, database: Database, accounts: { buyer: string; seller: string; operator: string }) {
  const { db } = database;
  const [buyerRow, sellerRow, operatorRow] = await Promise.all([accounts.buyer, accounts.seller, accounts.operator].map((m) => authRepository.findUserByMobile(db, m)));
  if (!buyerRow || !sellerRow || !operatorRow) return;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from after_sales where buyer_user_id = ${buyerRow.id} and description <> ${UNANSWERED_DESCRIPTION}`);
  if (existing!.n > 0) return;
  const buyer = asUser(buyerRow);
  const operator = asUser(operatorRow);

  let lines = await shippedLines(services, db, buyer, sellerRow.id);
  const free = lines.filter((l) => !l.open && l.left > 0).length;
  if (free < HOLDS_LINE.size && (await rows(db, sql`select 1 from sales_orders where buyer_user_id = ${buyerRow.id} and buyer_order_no = ${EXTRA_ORDER}`)).length === 0) {
    await shipExtraOrder(services, database, buyer, asUser(sellerRow), operator, HOLDS_LINE.size - free);
    lines = await shippedLines(services, db, buyer, sellerRow.id);
  }
  if (lines.length === 0) return;
  const png = await (await loadSharp())({ create: { width: 480, height: 360, channels: 3, background: '#b9a48a' } }).png().toBuffer();
  const picture = (await services.account.upload(buyer, 'afterSales', png, 'damage.png')).key;

  /** A free line with a unit to claim: those that end on the line with the most units left (a holder still fits), those left open on the first. */
  const pick = (step: Target, tried: Set<Line>) => {
    const free = lines.filter((l) => !l.open && l.left > 0 && !tried.has(l));
    if (HOLDS_LINE.has(step)) return free[0];
    return free.reduce<Line | undefined>((best, l) => (best === undefined || l.left > best.left ? l : best), undefined);
  };

  for (const step of PLAN) {
    const tried = new Set<Line>();
    for (let line = pick(step.target, tried); line; line = pick(step.target, tried)) {
      tried.add(line);
      const store = { id: line.ownerId, sessionId: 'demo-seed' } as AuthUser;
      const claim = await services.afterSales.claimable(buyer, 'en', 'salesOrder', line.orderNo);
      const unitPaid = claim.lines.find((l) => l.goodsId === line!.goodsId)?.unitPaid ?? 0;
      // A refund is charged to the store: the demo keeps every store within its means (a store
      // below its credit limit would have its goods pulled off the shelves).
      const { balanceCents } = await services.wallets.reconcile(line.ownerId);
      let refundCents = Math.max(1, Math.round(unitPaid * 80));
      if (step.target === 'refunded') {
        refundCents = Math.min(refundCents, balanceCents);
        if (refundCents < 100) continue;
      }
      let no: string;
      try {
        no = (
          await services.afterSales.apply(
            buyer,
            'en',
            {
              source: 'salesOrder',
              orderNo: line.orderNo,
              goodsId: line.goodsId,
              type: step.type,
              quantity: 1,
              reason: step.reason as never,
              description: step.description,
              pictures: [picture],
              ...(step.type === 'reissue'
                ? { reissueConsignee: { name: 'Maria Gomez', phone: '+1 512 555 0187', email: 'maria.gomez@example.com', country: 'US', state: 'TX', city: 'Austin', address: '2200 S Lamar Blvd', postalCode: '78704' } }
                : { refundAmount: refundCents / 100 }),
            },
            key(),
          )
        ).afterSalesNo;
      } catch (error) {
        // A line the demo history cannot claim: the next one.
        if (!(error instanceof AppError)) throw error;
        line.open = true;
        continue;
      }
      try {
        switch (step.target) {
          case 'canceled':
            await services.afterSales.cancel(buyer, 'en', no);
            break;
          case 'refunded':
            await services.afterSales.approve(store, 'en', no, { message: 'Sorry for the trouble: refunded.' });
            break;
          case 'waitingReturn':
          case 'pendingReceive':
            await services.afterSales.approve(store, 'en', no, { returnAddress: 'Returns dock 3, 1800 Port Rd, Long Beach CA 90802' });
            if (step.target === 'pendingReceive') await services.afterSales.fillReturn(buyer, 'en', no, { logisticsCompany: 'FedEx', trackingNumber: '7712 4410 9921' });
            break;
          case 'auditFailed':
            await services.afterSales.reject(store, 'en', no, 'The photos show wear from use, not a defect');
            break;
          case 'escalated':
            await services.afterSales.reject(store, 'en', no, 'Sizes are within the listed tolerance');
            await services.afterSales.escalate(buyer, 'en', no, 'The table is 8 cm shorter than listed; tolerance is 1 cm');
            break;
          case 'rejected':
            await services.afterSales.reject(store, 'en', no, 'The scratch is on the protective film, not on the table');
            await services.afterSales.escalate(buyer, 'en', no, 'The scratch stays once the film is peeled off');
            await services.afterSales.decide(operator, 'en', no, { refundAmount: 0, reason: 'The second photo shows the film still on the tabletop: the rejection stands' });
            break;
          case 'pendingDelivery':
            await services.afterSales.approve(store, 'en', no, {});
            break;
          case 'completed':
            await services.afterSales.approve(store, 'en', no, {});
            await services.afterSales.shipReissue(store, 'en', no, { logisticsCompany: 'UPS', trackingNumber: '1Z4F22W10391882043' });
            break;
          case 'waitingReview':
            break;
        }
        if (CLAIMS.has(step.target)) line.left--;
        if (HOLDS_LINE.has(step.target)) line.open = true;
      } catch (error) {
        // Left part way (no stock to reissue, say): its line is held no more than the service says.
        if (!(error instanceof AppError)) throw error;
        line.open = true;
      }
      break;
    }
  }
}

/**
 * The demo buyer's sales order of `count` lines (two units each) of the demo store's goods the
 * buyer holds most of, paid by a bank transfer the operator confirmed, shipped by the store and
 * received: shipped lines for the after-sales left open.
 */
async function shipExtraOrder(services: Services, database: Database, buyer: AuthUser, seller: AuthUser, operator: AuthUser, count: number) {
  const skus = await rows<{ goodsId: number }>(
    database.db,
    sql`select i.goods_id as "goodsId" from buyer_inventory i join goods g on g.id = i.goods_id join stores s on s.id = g.store_id
        where i.buyer_user_id = ${buyer.id} and s.owner_user_id = ${seller.id} and i.qty_available >= 4 order by i.qty_available desc, i.goods_id limit ${count}`,
  );
  if (skus.length === 0) return;
  const consignee = { name: 'Grace Lee', phone: '+1 702 555 0148', email: 'grace.lee@example.com', country: 'US', state: 'NV', city: 'Las Vegas', address: '3600 S Las Vegas Blvd', postalCode: '89109' };
  const made = await services.salesOrders.create(
    buyer,
    'en',
    { lines: skus.map((s) => ({ goodsId: s.goodsId, quantity: 2 })), consignee, buyerOrderNo: EXTRA_ORDER, platform: 'Amazon', remark: '', submit: true },
    key(),
  );
  if (made.status !== 'toBePaid' || !made.feeOrder) return;
  const payment = await services.payments.initiate(buyer, { purpose: 'fee-order', refs: [made.feeOrder.feeOrderNo], payWay: PAY_WAYS.offline }, key(), 'http://127.0.0.1');
  await services.payments.confirmOffline(operator, payment.paymentNo);
  await services.salesOrders.ship(seller, 'en', made.orderNo, { logisticsCompany: 'FedEx', trackingNumber: '7749 2231 0586' });
  await services.salesOrders.confirmReceipt(buyer, 'en', made.orderNo);
}

/** The demo after-sales no store answered: the guarantee decides it once the sweeper finds it. */
export const UNANSWERED_DESCRIPTION = 'The store did not answer: the legs arrived bent';

/**
 * The demo buyer's after-sales the store never answered: a sales order of one unit of the demo
 * store's goods, paid (a bank transfer the operator confirmed), shipped and received, then a
 * refund asked for, all as it happened days ago: applied a day longer ago than the decision
 * window, so that it is overdue. It is left waiting for review for the real sweeper, which
 * approves it at the store's guarantee floor, pays the buyer and charges the store.
 *
 * Runs after the demo store's revenue is in its wallet (seedMerchant): the store is charged the
 * floor, and is kept within its means (a store below its credit limit has its goods pulled off).
 * Idempotent: once the buyer has it, nothing is added.
 */
export async function seedUnansweredAfterSales(services: Services, database: Database, accounts: { buyer: string; seller: string; operator: string }) {
  const { db } = database;
  const [buyerRow, sellerRow, operatorRow] = await Promise.all([accounts.buyer, accounts.seller, accounts.operator].map((m) => authRepository.findUserByMobile(db, m)));
  if (!buyerRow || !sellerRow || !operatorRow) return;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from after_sales where buyer_user_id = ${buyerRow.id} and description = ${UNANSWERED_DESCRIPTION}`);
  if (existing!.n > 0) return;
  const [store] = await rows<{ id: number; level: ReturnGuaranteeLevel }>(db, sql`select id, return_guarantee as level from stores where owner_user_id = ${sellerRow.id}`);
  if (!store) return;
  const buyer = asUser(buyerRow);
  const seller = asUser(sellerRow);
  const skus = await rows<{ goodsId: number }>(
    db,
    sql`select i.goods_id as "goodsId" from buyer_inventory i join goods g on g.id = i.goods_id
        where i.buyer_user_id = ${buyerRow.id} and g.store_id = ${store.id} and i.qty_available >= 1 order by i.qty_available desc, i.goods_id`,
  );
  if (skus.length === 0) return;
  // The floor is a share of what the buyer paid for the unit: the store keeps at least half its balance.
  const { balanceCents } = await services.wallets.reconcile(sellerRow.id);
  const cost = await services.purchaseOrders.averageUnitCost(buyerRow.id, skus.map((s) => s.goodsId));
  const sku = skus.find((s) => {
    const unit = cost.get(s.goodsId) ?? 0;
    return unit > 0 && Math.round((unit * RETURN_GUARANTEE_PERCENT[store.level]) / 100) * 2 <= balanceCents;
  });
  if (!sku) return;

  const consignee = { name: 'Daniel Kim', phone: '+1 503 555 0176', email: 'daniel.kim@example.com', country: 'US', state: 'OR', city: 'Portland', address: '805 SW Broadway', postalCode: '97205' };
  const made = await services.salesOrders.create(buyer, 'en', { lines: [{ goodsId: sku.goodsId, quantity: 1 }], consignee, buyerOrderNo: 'SHOP-1010', platform: 'Shopify', remark: '', submit: true }, key());
  if (made.status !== 'toBePaid' || !made.feeOrder) return;
  const payment = await services.payments.initiate(buyer, { purpose: 'fee-order', refs: [made.feeOrder.feeOrderNo], payWay: PAY_WAYS.offline }, key(), 'http://127.0.0.1');
  await services.payments.confirmOffline(asUser(operatorRow), payment.paymentNo);
  await services.salesOrders.ship(seller, 'en', made.orderNo, { logisticsCompany: 'UPS', trackingNumber: '1Z48290017' });
  await services.salesOrders.confirmReceipt(buyer, 'en', made.orderNo);

  const claim = await services.afterSales.claimable(buyer, 'en', 'salesOrder', made.orderNo);
  const unitPaid = claim.lines.find((l) => l.goodsId === sku.goodsId)?.unitPaid ?? 0;
  const png = await (await loadSharp())({ create: { width: 480, height: 360, channels: 3, background: '#8a7f72' } }).png().toBuffer();
  const picture = (await services.account.upload(buyer, 'afterSales', png, 'bent-legs.png')).key;
  const applied = await services.afterSales.apply(
    buyer,
    'en',
    { source: 'salesOrder', orderNo: made.orderNo, goodsId: sku.goodsId, type: 'refundOnly', quantity: 1, reason: 'damaged', description: UNANSWERED_DESCRIPTION, pictures: [picture], refundAmount: unitPaid },
    key(),
  );

  // As it happened: the order two days before the application, the application a day longer
  // ago than the decision window (so the store's time to decide ran out a day ago).
  const { afterSalesDecisionHours: hours } = await services.content.operateConfig();
  const orderShift = sql`make_interval(hours => ${hours + 72})`;
  const appliedShift = sql`make_interval(hours => ${hours + 24})`;
  await db.transaction(async (tx) => {
    const [order] = await rows<{ id: number }>(tx, sql`select id from sales_orders where order_no = ${made.orderNo}`);
    const id = order!.id;
    await tx.execute(sql`update sales_orders set created_at = created_at - ${orderShift}, updated_at = updated_at - ${orderShift}, submitted_at = submitted_at - ${orderShift},
      paid_at = paid_at - ${orderShift}, shipped_at = shipped_at - ${orderShift}, completed_at = completed_at - ${orderShift} where id = ${id}`);
    await tx.execute(sql`update sales_order_lines set shipped_at = shipped_at - ${orderShift} where sales_order_id = ${id}`);
    await tx.execute(sql`update sales_order_events set at = at - ${orderShift} where sales_order_id = ${id}`);
    await tx.execute(sql`update fee_orders set created_at = created_at - ${orderShift}, paid_at = paid_at - ${orderShift}, completed_at = completed_at - ${orderShift} where sales_order_id = ${id}`);
    await tx.execute(sql`update payments set created_at = created_at - ${orderShift}, paid_at = paid_at - ${orderShift}, updated_at = updated_at - ${orderShift} where payment_no = ${payment.paymentNo}`);
    await tx.execute(sql`update after_sales set created_at = created_at - ${appliedShift}, updated_at = updated_at - ${appliedShift}, decide_by = decide_by - ${appliedShift} where after_sales_no = ${applied.afterSalesNo}`);
    await tx.execute(sql`update after_sales_events set at = at - ${appliedShift} where after_sales_id = (select id from after_sales where after_sales_no = ${applied.afterSalesNo})`);
  });
}
