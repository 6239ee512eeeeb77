import { dailyUnitFeeCents, nextDearerTier, tierFor, volumeM3e4 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { insertGoods } from '../purchase-orders/orders.test-support';
import { newKey, paymentHelpers } from '../payments/payments.test-support';

let t: TestApp;
const h = paymentHelpers(() => t);
beforeAll(async () => {
  t = await createTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
});
afterAll(() => t.close());

const US = [
  { fromDay: 1, rateCents: 0 },
  { fromDay: 31, rateCents: 45 },
  { fromDay: 91, rateCents: 90 },
  { fromDay: 181, rateCents: 180 },
];
const consignee = { name: 'Jane Doe', phone: '+1 415 555 0134', email: 'jane@example.com', country: 'US', state: 'CA', city: 'San Francisco', address: '1 Market St', postalCode: '94105' };

/** A buyer holding units that came in `daysAgo` days ago (a 12 x 12 x 12 in package: 0.0284 m3). */
async function buyerWithAgedStock(units: number, daysAgo: number) {
  const b = await h.approvedBuyer();
  const goodsId = await insertGoods(t.database, { available: 100, priceCents: 2000, logisticsFeeCents: 100 });
  const orderNo = `PO-${goodsId}-aged`;
  await t.database.db.transaction((tx) => t.app.services.inventory.credit(tx, { buyerUserId: b.user.id, orderNo, lines: [{ goodsId, quantity: units }] }));
  await t.database.db.execute(sql`update inventory_lots set received_at = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - make_interval(days => ${daysAgo}) + interval '12 hours' where order_no = ${orderNo}`);
  return { ...b, goodsId };
}
const lotOf = async (goodsId: number) =>
  (await rows<{ qtyRemaining: number; qtyBlocked: number; perUnit: number; through: string | null }>(t.database.db, sql`select qty_remaining as "qtyRemaining", qty_blocked as "qtyBlocked", storage_per_unit_cents::int as "perUnit", to_char(accrued_through, 'YYYY-MM-DD') as through from inventory_lots where goods_id = ${goodsId}`))[0]!;
const accruals = async (goodsId: number) =>
  (await rows<{ n: number; fee: number }>(t.database.db, sql`select count(*)::int as n, coalesce(sum(fee_cents), 0)::int as fee from storage_fee_accruals where goods_id = ${goodsId}`))[0]!;
const listItem = async (token: string, goodsId: number) => (await call(t.app, 'GET', '/api/v2/inventory/list', { token, query: { pageSize: '100' } })).body.data.list.find((i: { goodsId: number }) => i.goodsId === goodsId);

describe('storage fee arithmetic', () => {
  it('measures a unit in 1/10,000 m3 rounded up and charges at least a cent a day when the rate is not 0', () => {
    expect(volumeM3e4(12, 12, 12)).toBe(284); // 28,316.85 cm3
    expect(volumeM3e4(39.37, 39.37, 39.37)).toBe(10_000); // about one cubic metre, up to the next 1/10,000
    expect(dailyUnitFeeCents(45, 284)).toBe(1); // 1.278 cents
    expect(dailyUnitFeeCents(90, 284)).toBe(3); // 2.556 -> 3
    expect(dailyUnitFeeCents(45, 1)).toBe(1); // never less than a cent
    expect(dailyUnitFeeCents(0, 10_000)).toBe(0); // free days
    expect(tierFor(US, 1).rateCents).toBe(0);
    expect(tierFor(US, 30).rateCents).toBe(0);
    expect(tierFor(US, 31).rateCents).toBe(45);
    expect(tierFor(US, 400).rateCents).toBe(180);
    expect(nextDearerTier(US, 20)).toEqual({ tier: US[1], inDays: 11 });
    expect(nextDearerTier(US, 200)).toBeNull();
  });
});

describe('storage fees', () => {
  it('accrue once per lot and day past the free days, however often and wherever the sweeper runs', async () => {
    const b = await buyerWithAgedStock(10, 40);
    // Two sweepers at once, then again: days 1-40 written once each; days 31-40 cost a cent a unit.
    await Promise.all([t.app.services.inventory.accrueStorage(), t.app.services.inventory.accrueStorage()]);
    await t.app.services.inventory.accrueStorage();
    expect(await accruals(b.goodsId)).toEqual({ n: 40, fee: 100 });
    expect(await lotOf(b.goodsId)).toMatchObject({ perUnit: 10 });
    const item = await listItem(b.token, b.goodsId);
    expect(item).toMatchObject({ qtyAvailable: 10, daysInStock: 40, storageFeeAccrued: 1 });
    // Today is day 41 in stock. Days 41-70, 10 units at a cent (nothing shipped lately): $3.00;
    // days 71-90 at a cent and 91-100 at three: $5.00 more; days 101-130 at three: $9.00 more.
    expect(item.storageForecast).toEqual({ days30: 3, days60: 8, days90: 17 });
    expect(item.ageingAlert).toBeNull(); // the dearer tier is 50 days away

    // A day later nothing new until the day has passed.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await t.app.services.inventory.accrueStorage(tomorrow);
    expect(await accruals(b.goodsId)).toEqual({ n: 41, fee: 110 });
  });

  it('are billed on the fee order for the units a sales order takes, which stop accruing; a cancel gives them back', async () => {
    const b = await buyerWithAgedStock(10, 40);
    await t.app.services.inventory.accrueStorage();
    const o = (await call(t.app, 'POST', '/api/v2/sales-order', { token: b.token, body: { lines: [{ goodsId: b.goodsId, quantity: 4 }], consignee, submit: true }, headers: { 'idempotency-key': newKey() } })).body.data;
    expect(o.status).toBe('toBePaid');
    // 4 units x 10 cents of storage + 4 x $1.00 logistics.
    expect(o.feeOrder).toMatchObject({ storageFee: 0.4, logisticsFee: 4, total: 4.4 });
    expect(await lotOf(b.goodsId)).toMatchObject({ qtyBlocked: 4 });
    expect((await listItem(b.token, b.goodsId)).storageFeeAccrued).toBe(0.6);

    // The next day accrues on the 6 available units only.
    await t.app.services.inventory.accrueStorage(new Date(Date.now() + 86_400_000));
    expect(await accruals(b.goodsId)).toEqual({ n: 41, fee: 100 + 6 });

    const canceled = await call(t.app, 'POST', `/api/v2/sales-order/${o.orderNo}/cancel`, { token: b.token, headers: { 'idempotency-key': newKey() } });
    expect(canceled.body.data.status).toBe('canceled');
    expect(await lotOf(b.goodsId)).toMatchObject({ qtyBlocked: 0 });
    expect(await t.app.services.inventory.holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 10, qtyBlocked: 0 });
  });

  it('ship the units a sales order held and warn of units entering a dearer tier within 14 days', async () => {
    const b = await buyerWithAgedStock(6, 20);
    await t.app.services.inventory.accrueStorage();
    const item = await listItem(b.token, b.goodsId);
    expect(item.storageFeeAccrued).toBe(0); // free days
    expect(item.ageingAlert).toEqual({ quantity: 6, inDays: 10, ratePerM3: 0.45 }); // today is day 21, the tier starts on day 31
    // Units held by an order leave from its lots when it ships.
    const inventory = t.app.services.inventory;
    await t.database.db.transaction((tx) => inventory.block(tx, b.user.id, 'SO-HELD', [{ goodsId: b.goodsId, quantity: 2 }]));
    expect(await lotOf(b.goodsId)).toMatchObject({ qtyRemaining: 6, qtyBlocked: 2 });
    await t.database.db.transaction((tx) => inventory.ship(tx, b.user.id, 'SO-HELD', [{ goodsId: b.goodsId, quantity: 2 }]));
    expect(await lotOf(b.goodsId)).toMatchObject({ qtyRemaining: 4, qtyBlocked: 0 });
    expect(await rows(t.database.db, sql`select 1 from inventory_lot_allocations where order_no = 'SO-HELD'`)).toHaveLength(0);
    expect(await inventory.holding(b.user.id, b.goodsId)).toEqual({ qtyAvailable: 4, qtyBlocked: 0 });

    const summary = (await call(t.app, 'GET', '/api/v2/inventory/summary', { token: b.token })).body.data;
    expect(summary).toMatchObject({ skus: 1, qtyAvailable: 4, qtyBlocked: 0, qtyInTransit: 0, storageFeeAccrued: 0, ageingUnits: 4, stores: [{ storeId: expect.any(Number), storeName: expect.any(String) }] });

    const rates = (await call(t.app, 'GET', '/api/v2/inventory/storage-rates', { token: b.token })).body.data;
    expect(rates.find((r: { warehouseCountry: string }) => r.warehouseCountry === 'US')).toMatchObject({ version: 1, tiers: [{ fromDay: 1, ratePerM3: 0 }, { fromDay: 31, ratePerM3: 0.45 }, { fromDay: 91, ratePerM3: 0.9 }, { fromDay: 181, ratePerM3: 1.8 }] });
  });
});
