import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { BULK_PAY_PASSWORD, bulkBuyers } from '../../../test/buyers';
import { call, createPgTestApp, DEMO, login, newMobile, requestCode, type Answer, type TestApp } from '../../../test/helpers';
import { insertGoods, stockOf, submit } from '../purchase-orders/orders.test-support';
import { newKey } from '../payments/payments.test-support';

// Real PostgreSQL with a pool: many checkouts, payments, cancels and the seller's own stock changes
// at once over two goods kept in three warehouses. Nothing may deadlock or fail, and afterwards,
// exactly: each goods' warehouse rows add up to its available units, the allocations of orders not
// canceled add up to its blocked and sold units, and no unit was made or lost.
let t: TestApp;
let operator: string;
let category: number;
beforeAll(async () => {
  t = await createPgTestApp();
  operator = await login(t.app, DEMO.operator);
  category = (await rows<{ id: number }>(t.database.db, sql`select category_id as id from goods order by id limit 1`))[0]!.id;
});
afterAll(() => t?.close());

const post = (token: string, url: string, body?: object) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': newKey() } });

/** The reconciled-units lines of the metrics (none until a move has had to put units right). */
const reconciledLines = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body.split('\n').filter((line) => line.startsWith('wm_stock_reconciled_units_total{'));

/** A small seeded random, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

describe('stock per warehouse on PostgreSQL', () => {
  it('concurrent checkouts, payments, cancels and seller changes over goods in 3 warehouses: no deadlock, and the warehouses, allocations and totals agree exactly', async () => {
    const mobile = newMobile();
    const code = await requestCode(t.app, { mobile });
    const reg = await call(t.app, 'POST', '/api/v2/auth/register-seller', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
    const token = reg.body.data.token.token as string;
    const store = await call(t.app, 'PUT', '/api/v2/seller/store', {
      token,
      body: { name: `PG warehouses ${mobile}`, contactName: 'Li', contactPhone: '+86 138 0000 1234', contactEmail: 'pg@example.com', warehouseType: 'platform', shippingAreas: ['US'], returnGuarantee: 'basic', logisticsGuarantee: false, submit: true },
    });
    await post(operator, `/api/v2/admin/stores/${store.body.data.storeId}/approve`);
    const us = (await call(t.app, 'GET', '/api/v2/seller/warehouses', { token })).body.data[0].warehouseId as number;
    const uk = (await post(token, '/api/v2/seller/warehouses', { code: 'UK', name: 'London', type: 'platform', country: 'GB' })).body.data.warehouseId as number;
    const de = (await post(token, '/api/v2/seller/warehouses', { code: 'DE', name: 'Hamburg', type: 'selfBuilt', country: 'DE' })).body.data.warehouseId as number;
    const warehouses = [us, uk, de];

    const goodsIds: number[] = [];
    const initial = [
      [30, 25, 20],
      [10, 40, 15],
    ];
    for (const [i, units] of initial.entries()) {
      const g = await post(token, '/api/v2/seller/goods', {
        itemCode: `PGW-${process.pid}-${mobile}-${i}`, name: { en: `PG warehouse goods ${i}` }, description: {}, categoryId: category, productType: 'general',
        images: ['/api/v2/media/u/1/merchantImage/00000000-0000-0000-0000-000000000000.jpg'], priceMode: 'spot', price: 3, moq: 1,
        productSize: { length: 1, width: 1, height: 1, weight: 1 }, packageSize: { length: 1, width: 1, height: 1, weight: 1 },
        mainColor: 'Grey', material: 'Oak', shippingAreas: ['US'], warehouseType: 'platform', referenceDays: 5,
      });
      expect(g.statusCode).toBe(200);
      const goodsId = g.body.data.goodsId as number;
      for (const [w, quantity] of units.entries()) expect((await post(token, `/api/v2/seller/goods/${goodsId}/stock`, { mode: 'set', quantity, reason: 'Count', warehouseId: warehouses[w] })).statusCode).toBe(200);
      expect((await post(token, `/api/v2/seller/goods/${goodsId}/shelve`)).statusCode).toBe(200);
      goodsIds.push(goodsId);
    }
    const [a, b] = goodsIds as [number, number];

    const reconciledBefore = await reconciledLines();
    const pick = random(20_260_101);
    const buyers = await bulkBuyers(t.app, t.database, 40, { fundCents: 1_000_000 });
    const answers: Answer[] = [];
    /** Units the seller added (positive) or took (negative), per goods, as its accepted changes say. */
    const sellerNet = new Map<number, number>(goodsIds.map((id) => [id, 0]));

    const checkout = async (buyer: (typeof buyers)[number]) => {
      // One goods or both, in either order, 1-6 units each: more is asked than there is, so some are refused.
      const lines = [
        { goodsId: a, quantity: 1 + pick(6) },
        { goodsId: b, quantity: 1 + pick(6) },
      ];
      const shape = pick(4);
      const items = shape === 0 ? [lines[0]!] : shape === 1 ? [lines[1]!] : shape === 2 ? lines : [lines[1]!, lines[0]!];
      const res = await submit(t, buyer.token, { items }, newKey());
      answers.push(res);
      return res.statusCode === 200 ? (res.body.data.orderNos as string[]) : [];
    };
    const cancel = async (buyer: (typeof buyers)[number], orderNo: string) => answers.push(await post(buyer.token, `/api/v2/purchase-order/${orderNo}/cancel`));
    const pay = async (buyer: (typeof buyers)[number], orderNo: string) =>
      answers.push(await post(buyer.token, '/api/v2/pay/balance-pay', { refs: [orderNo], payPassword: BULK_PAY_PASSWORD, declaration: true }));
    const sellerChange = async (goodsId: number, warehouseId: number, mode: 'add' | 'subtract', quantity: number) => {
      const res = await post(token, `/api/v2/seller/goods/${goodsId}/stock`, { mode, quantity, reason: 'Recount', warehouseId });
      // A subtract of more than the warehouse holds is refused cleanly.
      if (res.statusCode === 200) sellerNet.set(goodsId, sellerNet.get(goodsId)! + res.body.data.record.change);
      else answers.push(res);
    };

    // Round 1: every buyer checks out at once, the seller changing stock meanwhile.
    const placed = await Promise.all([
      ...buyers.map(async (buyer) => ({ buyer, orderNos: await checkout(buyer) })),
      ...Array.from({ length: 6 }, (_, i) => sellerChange(goodsIds[i % 2]!, warehouses[i % 3]!, i % 2 ? 'subtract' : 'add', 3).then(() => null)),
    ]);
    const orders = placed.filter((p): p is { buyer: (typeof buyers)[number]; orderNos: string[] } => p !== null).flatMap((p) => p.orderNos.map((orderNo) => ({ buyer: p.buyer, orderNo })));
    expect(orders.length).toBeGreaterThan(5);

    // Round 2: half the orders canceled, a quarter paid, while every buyer checks out again and the seller keeps changing stock.
    await Promise.all([
      ...orders.map((o, i) => (i % 4 < 2 ? cancel(o.buyer, o.orderNo) : i % 4 === 2 ? pay(o.buyer, o.orderNo) : Promise.resolve())),
      ...buyers.map((buyer) => checkout(buyer)),
      ...Array.from({ length: 6 }, (_, i) => sellerChange(goodsIds[(i + 1) % 2]!, warehouses[(i + 2) % 3]!, i % 2 ? 'add' : 'subtract', 2)),
    ]);

    // Nothing failed: every answer is a success or a clean refusal (never a 5xx, never a deadlock).
    const failed = answers.filter((r) => r.statusCode !== 200 && !(r.statusCode === 400 && r.body.data?.code === 'STOCK_INSUFFICIENT'));
    expect(failed.map((r) => r.body)).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 400).length).toBeGreaterThan(0);

    for (const [i, goodsId] of goodsIds.entries()) {
      const [total] = await rows<{ available: number; blocked: number; sold: number }>(t.database.db, sql`select available, blocked, sold from goods_stock where goods_id = ${goodsId}`);
      const [held] = await rows<{ units: number; negative: number }>(
        t.database.db,
        sql`select coalesce(sum(available), 0)::int as units, count(*) filter (where available < 0)::int as negative from goods_warehouse_stock where goods_id = ${goodsId}`,
      );
      const [allocated] = await rows<{ open: number; canceled: number }>(
        t.database.db,
        sql`select coalesce(sum(a.quantity) filter (where o.status <> 3), 0)::int as open, coalesce(sum(a.quantity) filter (where o.status = 3), 0)::int as canceled
            from goods_stock_allocations a join purchase_orders o on o.id = a.purchase_order_id where a.goods_id = ${goodsId}`,
      );
      const [ordered] = await rows<{ units: number }>(
        t.database.db,
        sql`select coalesce(sum(i.quantity), 0)::int as units from purchase_order_items i join purchase_orders o on o.id = i.order_id where i.goods_id = ${goodsId} and o.status <> 3`,
      );
      expect(held!.negative).toBe(0);
      expect(held!.units, `warehouses of goods ${goodsId}`).toBe(total!.available);
      expect(allocated!.canceled, `allocations of canceled orders of goods ${goodsId}`).toBe(0);
      expect(allocated!.open, `allocations of goods ${goodsId}`).toBe(total!.blocked + total!.sold);
      expect(ordered!.units).toBe(total!.blocked + total!.sold);
      // No unit made or lost: what was set, plus the seller's accepted changes, is available, blocked or sold.
      expect(total!.available + total!.blocked + total!.sold).toBe(initial[i]!.reduce((s, n) => s + n, 0) + sellerNet.get(goodsId)!);
    }
    // And no move ever had to put units right (every one kept the warehouses adding up by itself).
    expect(await reconciledLines()).toEqual(reconciledBefore);
    // Every canceled order gave back all it took: none has an allocation left.
    const [left] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from goods_stock_allocations a join purchase_orders o on o.id = a.purchase_order_id where o.status = 3`);
    expect(left!.n).toBe(0);
  }, 300_000);

  it('a flash sale of stock written by SQL (no warehouse rows, as before warehouses): the first order puts the units in the default warehouse, exactly as many orders as units', async () => {
    const goodsId = await insertGoods(t.database, { available: 25 });
    const buyers = await bulkBuyers(t.app, t.database, 80);
    const answers = await Promise.all(buyers.map((b) => submit(t, b.token, { goodsId, quantity: 1 }, newKey())));
    expect(answers.filter((r) => r.statusCode !== 200 && r.body.data?.code !== 'STOCK_INSUFFICIENT').map((r) => r.body)).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(25);
    expect(await stockOf(t.database, goodsId)).toEqual({ available: 0, blocked: 25, sold: 0 });
    const [held] = await rows<{ units: number; allocated: number }>(
      t.database.db,
      sql`select (select coalesce(sum(available), 0)::int from goods_warehouse_stock where goods_id = ${goodsId}) as units,
                 (select coalesce(sum(quantity), 0)::int from goods_stock_allocations where goods_id = ${goodsId}) as allocated`,
    );
    expect(held).toEqual({ units: 0, allocated: 25 });
    // Reported once, by the order that found them.
    expect((await reconciledLines()).some((line) => /direction="missing"\} 25$/.test(line))).toBe(true);
  }, 120_000);
});
