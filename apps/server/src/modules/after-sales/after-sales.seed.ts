import type { AfterSalesType } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Services } from '../../app';
import { rows, type Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { authRepository } from '../auth/auth.repository';
import type { AuthUser } from '../auth/auth.service';

const asUser = (row: NonNullable<Awaited<ReturnType<typeof authRepository.findUserByMobile>>>): AuthUser => ({ ...row, sessionId: 'demo-seed' });
let keys = 0;
const key = () => `demo-after-sales-${Date.now()}-${++keys}`;

type Target = 'waitingReview' | 'refunded' | 'pendingReceive' | 'waitingReturn' | 'escalated' | 'pendingDelivery' | 'completed' | 'canceled' | 'auditFailed';
const PLAN: { target: Target; type: AfterSalesType; reason: string; description: string }[] = [
  // Those that end first (the line's remaining units stay claimable), then those left open.
  { target: 'canceled', type: 'refundOnly', reason: 'other', description: 'Applied by mistake' },
  { target: 'refunded', type: 'refundOnly', reason: 'missingParts', description: 'The hardware bag with the screws was missing' },
  { target: 'completed', type: 'reissue', reason: 'missingParts', description: 'One cushion was missing' },
  { target: 'auditFailed', type: 'refundOnly', reason: 'qualityProblem', description: 'The finish peels at the corners' },
  { target: 'waitingReview', type: 'refundOnly', reason: 'damaged', description: 'The carton was crushed and one leg is cracked' },
  { target: 'pendingReceive', type: 'returnRefund', reason: 'wrongItem', description: 'Grey was ordered, beige arrived' },
  { target: 'escalated', type: 'refundOnly', reason: 'notAsDescribed', description: 'The size is smaller than the listing says' },
  { target: 'pendingDelivery', type: 'reissue', reason: 'damaged', description: 'The glass shelf arrived broken: please send a new one' },
  { target: 'waitingReturn', type: 'returnRefund', reason: 'qualityProblem', description: 'The zip of the cover is broken' },
];
/** Outcomes that hold the line (one open after-sales per line): the next goes to another line. */
const HOLDS_LINE = new Set<Target>(['waitingReview', 'pendingReceive', 'waitingReturn', 'escalated', 'pendingDelivery']);
/** Outcomes whose unit stays claimed. */
const CLAIMS = new Set<Target>(['refunded', 'completed', ...HOLDS_LINE]);

/**
 * Demo after-sales of the demo buyer on its shipped sales orders, in every state, made through
 * the services as the buyer and the stores would. Idempotent: nothing is added
 * once the buyer has any after-sales.
 */
export async function seedAfterSales(services: Services, database: Database, accounts: { buyer: string; seller: string }) {
  const { db } = database;
  const [buyerRow, sellerRow] = await Promise.all([accounts.buyer, accounts.seller].map((m) => authRepository.findUserByMobile(db, m)));
  if (!buyerRow || !sellerRow) return;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from after_sales where buyer_user_id = ${buyerRow.id}`);
  if (existing!.n > 0) return;
  const buyer = asUser(buyerRow);
  // The demo seller's store first, then the others: shipped lines of the buyer's sales orders.
  const lines = await rows<{ orderNo: string; goodsId: number; quantity: number; ownerId: number }>(
    db,
    sql`select o.order_no as "orderNo", l.goods_id as "goodsId", l.quantity, s.owner_user_id as "ownerId"
        from sales_orders o join sales_order_lines l on l.sales_order_id = o.id join stores s on s.id = l.store_id
        where o.buyer_user_id = ${buyerRow.id} and o.status in ('inTransit', 'completed') and l.shipped_at is not null
        order by (s.owner_user_id = ${sellerRow.id}) desc, o.id`,
  );
  if (lines.length === 0) return;
  const png = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#b9a48a' } }).png().toBuffer();
  const picture = (await services.account.upload(buyer, 'afterSales', png, 'damage.png')).key;

  let index = 0;
  let claimed = 0;
  const next = () => {
    index++;
    claimed = 0;
  };
  for (const step of PLAN) {
    const line = lines[index];
    if (!line) break;
    const store = { id: line.ownerId, sessionId: 'demo-seed' } as AuthUser;
    try {
      const claim = await services.afterSales.claimable(buyer, 'en', 'salesOrder', line.orderNo);
      const unitPaid = claim.lines.find((l) => l.goodsId === line.goodsId)?.unitPaid ?? 0;
      // A refund is charged to the store: the demo keeps every store within its means (a store
      // below its credit limit would have its goods pulled off the shelves).
      const { balanceCents } = await services.wallets.reconcile(line.ownerId);
      let refundCents = Math.max(1, Math.round(unitPaid * 80));
      if (step.target === 'refunded') {
        refundCents = Math.min(refundCents, balanceCents);
        if (refundCents < 100) continue;
      }
      const a = await services.afterSales.apply(
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
      );
      const no = a.afterSalesNo;
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
      if (CLAIMS.has(step.target)) claimed++;
      if (HOLDS_LINE.has(step.target) || claimed >= line.quantity) next();
    } catch (error) {
      // A line the demo history cannot claim (already claimed, no stock to reissue): the next one.
      if (!(error instanceof AppError)) throw error;
      next();
    }
  }
}
