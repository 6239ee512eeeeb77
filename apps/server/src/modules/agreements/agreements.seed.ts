import { sql } from 'drizzle-orm';
import type { Services } from '../../app';
import { rows, type Database } from '../../db/client';
import { authRepository } from '../auth/auth.repository';
import type { AuthUser } from '../auth/auth.service';

const asUser = (row: NonNullable<Awaited<ReturnType<typeof authRepository.findUserByMobile>>>): AuthUser => ({ ...row, sessionId: 'demo-seed' });
let keys = 0;
const key = () => `demo-agreement-${Date.now()}-${++keys}`;

/**
 * The demo buyer's complex transactions with the demo seller's store, one in every state, made
 * through the services as the buyer and the store would (the clock is moved for the timed-out
 * one). Runs once: a buyer with agreements is left alone.
 */
export async function seedAgreements(services: Services, database: Database, accounts: { buyer: string; seller: string }) {
  const { db } = database;
  const buyerRow = await authRepository.findUserByMobile(db, accounts.buyer);
  const sellerRow = await authRepository.findUserByMobile(db, accounts.seller);
  if (!buyerRow || !sellerRow) return;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from agreements where buyer_user_id = ${buyerRow.id}`);
  if (existing!.n > 0) return;
  const buyer = asUser(buyerRow);
  const seller = asUser(sellerRow);
  // Spot-priced goods of the seller's store with stock to spare.
  const goods = await rows<{ id: number; moq: number; priceCents: number }>(
    db,
    sql`select g.id, g.moq, g.price_min_cents::int as "priceCents" from goods g join stores s on s.id = g.store_id join goods_stock k on k.goods_id = g.id
        where s.owner_user_id = ${seller.id} and g.status = 'onSale' and g.price_mode = 'spot' and k.available >= g.moq * 10 + 20
        order by g.id limit 7`,
  );
  if (goods.length < 7) return;
  const ag = services.agreements;
  const ask = async (i: number, message: string) => {
    const g = goods[i]!;
    const quantity = Math.max(g.moq, 1) * 10;
    const unitPrice = Math.max(1, Math.floor(g.priceCents * 0.85)) / 100;
    return (await ag.apply(buyer, 'en', { goodsId: g.id, quantity, unitPrice, message }, key())).agreementNo;
  };

  await ask(0, 'We order every month; could you do this price?');

  const countered = await ask(1, 'Looking for a better price for a larger order');
  const c = goods[1]!;
  await ag.counter(seller, 'en', countered, { quantity: Math.max(c.moq, 1) * 12, unitPrice: Math.floor(c.priceCents * 0.92) / 100, message: 'We can meet you for a slightly larger quantity' });

  const approved = await ask(2, 'For our spring catalogue');
  await ag.approve(seller, 'en', approved, 'Approved, thank you for your business');

  const rejected = await ask(3, 'Half price for a trial order?');
  await ag.reject(seller, 'en', rejected, 'This price is below our cost');

  const canceled = await ask(4, 'Price for a seasonal promotion');
  await ag.cancel(buyer, 'en', canceled, 'The promotion was called off');

  // Timed out: the store did not answer within the window.
  const timedOut = await ask(5, 'Could you do this price for a first order?');
  await db.execute(sql`update agreements set deadline = now() - interval '1 minute' where agreement_no = ${timedOut}`);
  await ag.detail(buyer, 'en', timedOut);

  // Completed: approved, then bought in full at the agreed price and paid.
  const completed = await ask(6, 'Standing order for our warehouse');
  const done = await ag.approve(seller, 'en', completed, 'Deal');
  const result = await services.purchaseOrders.submit(buyer, 'en', { agreementNo: completed, quantity: done.quantity, deliveryMode: 'inventory' }, key());
  const orderIds = await rows<{ id: number }>(db, sql`select id from purchase_orders where order_no in (${sql.join(result.orderNos.map((no) => sql`${no}`), sql`, `)})`);
  await db.transaction((tx) => services.purchaseOrders.markPaid(tx, orderIds.map((o) => Number(o.id)), { payWay: 1, paymentNo: `DEMO-${completed}` }));
}
