import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, givePayPassword, login, newMobile, requestCode, type TestApp } from '../../../test/helpers';
import { createStockService } from '../catalog/stock.service';
import { newKey, paymentHelpers } from '../payments/payments.test-support';
import { insertGoods, submit } from '../purchase-orders/orders.test-support';
import { seedWarehouses } from './seller.seed';

// Stock per warehouse: a store's warehouses, the seller's changes of one warehouse's units (and
// the total with them), the bulk file's warehouse column, and orders taking units from warehouses
// and giving them back to the same ones. After every step the warehouse rows of a goods add up
// to its goods_stock.available.

let t: TestApp;
const h = paymentHelpers(() => t);
let operator: string;
let leafCategory: number;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginMaxFailures: 10, ipMaxFailures: 50, lockMinutes: 15, smsPerIpPerHour: 10_000 } });
  operator = await login(t.app, DEMO.operator);
  leafCategory = (await rows<{ id: number }>(t.database.db, sql`select category_id as id from goods order by id limit 1`))[0]!.id;
});
afterAll(() => t.close());

const get = (token: string, url: string, query?: Record<string, string>) => call(t.app, 'GET', url, { token, query });
const post = (token: string, url: string, body?: object, key = newKey()) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': key } });
const put = (token: string, url: string, body: object) => call(t.app, 'PUT', url, { token, body });

async function approvedSeller(warehouseType: 'platform' | 'selfBuilt' = 'platform') {
  const mobile = newMobile();
  const code = await requestCode(t.app, { mobile });
  const reg = await call(t.app, 'POST', '/api/v2/auth/register-seller', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
  expect(reg.statusCode).toBe(200);
  const token = reg.body.data.token.token as string;
  const store = await put(token, '/api/v2/seller/store', {
    name: `Warehouses ${mobile}`, contactName: 'Li Wei', contactPhone: '+86 138 0000 1234', contactEmail: 'shop@example.com',
    warehouseType, shippingAreas: ['US'], returnGuarantee: 'basic', logisticsGuarantee: false, submit: true,
  });
  expect(store.statusCode).toBe(200);
  expect((await post(operator, `/api/v2/admin/stores/${store.body.data.storeId}/approve`)).statusCode).toBe(200);
  return { token, mobile, storeId: store.body.data.storeId as number };
}

let codeSeq = 0;
/** A spot-price goods of the seller, on sale, no units yet. */
async function goodsOf(token: string, over: Record<string, unknown> = {}) {
  const g = await post(token, '/api/v2/seller/goods', {
    itemCode: `WH-${process.pid}-${++codeSeq}`, name: { en: `Warehouse goods ${codeSeq}` }, description: {}, categoryId: leafCategory, productType: 'general',
    images: ['/api/v2/media/u/1/merchantImage/00000000-0000-0000-0000-000000000000.jpg'], priceMode: 'spot', price: 10, moq: 1,
    productSize: { length: 1, width: 1, height: 1, weight: 1 }, packageSize: { length: 1, width: 1, height: 1, weight: 1 },
    mainColor: 'Grey', material: 'Oak', shippingAreas: ['US'], warehouseType: 'platform', referenceDays: 5, lowStockThreshold: 5, ...over,
  });
  expect(g.statusCode).toBe(200);
  expect((await post(token, `/api/v2/seller/goods/${g.body.data.goodsId}/shelve`)).statusCode).toBe(200);
  return g.body.data as { goodsId: number; itemCode: string };
}

const warehouse = (code: string, over: Record<string, unknown> = {}) => ({ code, name: `${code} warehouse`, type: 'platform', country: 'GB', address: '1 Dock Road', ...over });

/** Units per warehouse code, and the total, of a goods; checks that they add up. */
async function unitsOf(goodsId: number) {
  const found = await rows<{ code: string; available: number }>(
    t.database.db,
    sql`select w.code, s.available from goods_warehouse_stock s join store_warehouses w on w.id = s.warehouse_id where s.goods_id = ${goodsId} order by w.code`,
  );
  const [total] = await rows<{ available: number; blocked: number; sold: number }>(t.database.db, sql`select available, blocked, sold from goods_stock where goods_id = ${goodsId}`);
  expect(found.reduce((s, r) => s + r.available, 0), `warehouses of goods ${goodsId} add up to its total`).toBe(total!.available);
  return { ...Object.fromEntries(found.map((r) => [r.code, r.available])), total: total!.available, blocked: total!.blocked, sold: total!.sold } as Record<string, number>;
}

/** The units moves have put right so far, from the metrics (missing: put in a default warehouse). */
async function reconciledUnits() {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const value = (direction: string) => Number(new RegExp(`^wm_stock_reconciled_units_total\\{direction="${direction}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { missing: value('missing'), surplus: value('surplus') };
}

const allocationsOf = (orderNo: string) =>
  rows<{ code: string; goodsId: number; quantity: number }>(
    t.database.db,
    sql`select w.code, a.goods_id as "goodsId", a.quantity from goods_stock_allocations a join store_warehouses w on w.id = a.warehouse_id
        join purchase_orders o on o.id = a.purchase_order_id where o.order_no = ${orderNo} order by w.code`,
  );

describe('migration and seed', () => {
  // First in this file: the migration's statements run against the whole database, as it was (no goods in warehouses but the defaults).
  it("the migration gives a store without warehouses a default one (its warehouse type, its goods' most common country) holding its goods' units", async () => {
    const s = await approvedSeller('selfBuilt');
    const ids = [await insertGoods(t.database, { available: 7, storeOwnerMobile: s.mobile }), await insertGoods(t.database, { available: 0, storeOwnerMobile: s.mobile }), await insertGoods(t.database, { available: 5, storeOwnerMobile: s.mobile })];
    await t.database.db.execute(sql`update goods set warehouse_country = 'DE' where id in (${ids[0]!}, ${ids[1]!})`);
    // As it was before the migration: no warehouses.
    await t.database.db.execute(sql`delete from store_warehouses where store_id = ${s.storeId}`);
    const statements = readFileSync(new URL('../../migrations/0025_warehouse_stock.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((x) => x.trim())
      .filter((x) => x.startsWith('INSERT'));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    expect((await get(s.token, '/api/v2/seller/warehouses')).body.data).toEqual([expect.objectContaining({ code: 'DE', name: 'Own warehouse (DE)', type: 'selfBuilt', country: 'DE', isDefault: true, units: 12 })]);
    for (const id of ids) await unitsOf(id);
  });

  it('the demo catalogue: every store has one default warehouse, and every goods its units in warehouses adding up to its total', async () => {
    const [stores] = await rows<{ stores: number; defaults: number }>(
      t.database.db,
      sql`select count(*)::int as stores, (select count(*)::int from store_warehouses where is_default) as defaults from stores s where exists (select 1 from store_warehouses w where w.store_id = s.id and w.is_default)`,
    );
    const [all] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stores`);
    expect(stores!.stores).toBe(all!.n);
    expect(stores!.defaults).toBe(all!.n);
    const off = await rows(
      t.database.db,
      sql`select st.goods_id from goods_stock st left join (select goods_id, sum(available)::int as placed from goods_warehouse_stock group by goods_id) p on p.goods_id = st.goods_id
          join goods g on g.id = st.goods_id join stores s on s.id = g.store_id join users u on u.id = s.owner_user_id
          where st.available <> coalesce(p.placed, 0) and u.mobile like '+86138%'`,
    );
    expect(off).toEqual([]);
  });
});

describe('demo seed', () => {
  it('gives the demo seller a London warehouse with some goods stocked in both, once', async () => {
    const [seller] = await rows<{ id: number }>(t.database.db, sql`select id from users where mobile = '+8613800000003'`);
    await seedWarehouses(t.app.services, t.database, { sellerUserId: seller!.id });
    await seedWarehouses(t.app.services, t.database, { sellerUserId: seller!.id });
    const token = await login(t.app, DEMO.seller);
    const list = (await get(token, '/api/v2/seller/warehouses')).body.data as { code: string; country: string; isDefault: boolean; units: number }[];
    expect(list.map((w) => [w.code, w.country, w.isDefault])).toEqual([
      ['US', 'US', true],
      ['UK', 'GB', false],
    ]);
    expect(list[1]!.units).toBe(12 + 18 + 24 + 30 + 36 + 42);
    const both = await rows<{ goodsId: number }>(
      t.database.db,
      sql`select s.goods_id as "goodsId" from goods_warehouse_stock s join store_warehouses w on w.id = s.warehouse_id
          where w.store_id = (select id from stores where owner_user_id = ${seller!.id}) and s.available > 0 group by s.goods_id having count(*) = 2`,
    );
    expect(both).toHaveLength(6);
    for (const { goodsId } of both) await unitsOf(goodsId);
  });
});

describe('warehouses of a store', () => {
  it('a new store has its default warehouse; the seller adds and edits more; codes are unique in the store; another store cannot see or edit them', async () => {
    const s = await approvedSeller('selfBuilt');
    const first = await get(s.token, '/api/v2/seller/warehouses');
    expect(first.body.data).toEqual([expect.objectContaining({ code: 'US', name: 'Own warehouse (US)', type: 'selfBuilt', country: 'US', isDefault: true, units: 0 })]);

    const added = await post(s.token, '/api/v2/seller/warehouses', warehouse(' uk-1 ', { country: 'gb' }));
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'UK-1', country: 'GB', isDefault: false, units: 0 });
    // The same code, however written, again in this store: refused on the field.
    const again = await post(s.token, '/api/v2/seller/warehouses', warehouse('Uk-1'));
    expect(again.statusCode).toBe(400);
    expect(again.body.data.errors).toEqual([{ field: 'code', message: 'Your store already has a warehouse with this code' }]);
    expect((await post(s.token, '/api/v2/seller/warehouses', warehouse('UK 1'))).body.data.errors[0]).toMatchObject({ field: 'code' });
    expect((await post(s.token, '/api/v2/seller/warehouses', warehouse('DE', { country: 'Germany' }))).body.data.errors[0]).toMatchObject({ field: 'country', message: "Please choose the warehouse's country" });

    // Another store may use the same code; it neither sees nor edits this store's warehouses.
    const other = await approvedSeller();
    expect((await post(other.token, '/api/v2/seller/warehouses', warehouse('UK-1'))).statusCode).toBe(200);
    expect((await get(other.token, '/api/v2/seller/warehouses')).body.data.map((w: { code: string }) => w.code)).toEqual(['US', 'UK-1']);
    const foreign = await put(other.token, `/api/v2/seller/warehouses/${added.body.data.warehouseId}`, warehouse('X'));
    expect(foreign.statusCode).toBe(404);

    // Renamed; then made the default, which unmakes the first. A default cannot be unmade directly.
    const renamed = await put(s.token, `/api/v2/seller/warehouses/${added.body.data.warehouseId}`, warehouse('LON', { name: 'London' }));
    expect(renamed.body.data).toMatchObject({ code: 'LON', name: 'London', isDefault: false });
    const usId = first.body.data[0].warehouseId as number;
    expect((await put(s.token, `/api/v2/seller/warehouses/${usId}`, warehouse('LON', { isDefault: true }))).body.data.errors[0]).toMatchObject({ field: 'code' });
    const unmade = await put(s.token, `/api/v2/seller/warehouses/${usId}`, warehouse('US', { country: 'US', isDefault: false }));
    expect(unmade.body.data.errors).toEqual([{ field: 'isDefault', message: 'A store always has a default warehouse: make another warehouse the default instead' }]);
    await put(s.token, `/api/v2/seller/warehouses/${added.body.data.warehouseId}`, warehouse('LON', { name: 'London', isDefault: true }));
    expect((await get(s.token, '/api/v2/seller/warehouses')).body.data.map((w: { code: string; isDefault: boolean }) => [w.code, w.isDefault])).toEqual([
      ['LON', true],
      ['US', false],
    ]);
    // A stock change without a warehouse now goes to the new default.
    const g = await goodsOf(s.token);
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 3, reason: 'Arrival' });
    expect(await unitsOf(g.goodsId)).toMatchObject({ LON: 3, total: 3 });

    // Sellers only, and a store first.
    const buyer = await h.approvedBuyer();
    expect((await get(buyer.token, '/api/v2/seller/warehouses')).statusCode).toBe(403);
  });
});

describe('stock per warehouse', () => {
  it('sets, adds and subtracts one warehouse and the total together, each a record naming the warehouse; never below 0 in the warehouse; replay-safe; low stock on the total', async () => {
    const s = await approvedSeller();
    const uk = (await post(s.token, '/api/v2/seller/warehouses', warehouse('UK'))).body.data;
    const g = await goodsOf(s.token);
    const change = (body: object, key = newKey()) => post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, body, key);

    expect((await change({ mode: 'add', quantity: 10, reason: 'Arrival' })).body.data.record).toMatchObject({ warehouse: 'Platform warehouse (US)', change: 10, availableAfter: 10, warehouseAvailableAfter: 10 });
    const set = await change({ mode: 'set', quantity: 4, reason: 'Stocktake', warehouseId: uk.warehouseId });
    expect(set.body.data.record).toMatchObject({ warehouse: 'UK warehouse', warehouseId: uk.warehouseId, mode: 'set', change: 4, availableAfter: 14, warehouseAvailableAfter: 4 });
    expect(set.body.data.goods.stock.available).toBe(14);
    expect(set.body.data.goods.warehouses).toEqual([
      { warehouseId: expect.any(Number), code: 'US', name: 'Platform warehouse (US)', isDefault: true, available: 10 },
      { warehouseId: uk.warehouseId, code: 'UK', name: 'UK warehouse', isDefault: false, available: 4 },
    ]);
    // 5 from the UK: it holds 4, whatever the total.
    const short = await change({ mode: 'subtract', quantity: 5, reason: 'Damaged', warehouseId: uk.warehouseId });
    expect(short.body).toMatchObject({ status: 400, message: 'insufficient inventory in the store' });
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 10, UK: 4, total: 14 });
    const key = newKey();
    expect((await change({ mode: 'subtract', quantity: 3, reason: 'Damaged', warehouseId: uk.warehouseId }, key)).body.data.record).toMatchObject({ change: -3, availableAfter: 11, warehouseAvailableAfter: 1 });
    expect((await change({ mode: 'subtract', quantity: 3, reason: 'Damaged', warehouseId: uk.warehouseId }, key)).body.data.record).toMatchObject({ change: -3, availableAfter: 11 });
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 10, UK: 1, total: 11 });

    // The low-stock alert is on the total (threshold 5): the UK's 1 unit raises nothing while the total is 11.
    expect((await get(s.token, `/api/v2/seller/goods/${g.goodsId}`)).body.data.lowStock).toBe(false);
    await change({ mode: 'set', quantity: 3, reason: 'Stocktake' });
    expect((await get(s.token, `/api/v2/seller/goods/${g.goodsId}`)).body.data).toMatchObject({ lowStock: true, stock: { available: 4 } });

    // Another store's warehouse, or one that does not exist: 404, nothing changed.
    const other = await approvedSeller();
    const foreign = (await get(other.token, '/api/v2/seller/warehouses')).body.data[0].warehouseId;
    expect((await change({ mode: 'add', quantity: 5, reason: 'Arrival', warehouseId: foreign })).statusCode).toBe(404);
    expect((await change({ mode: 'add', quantity: 5, reason: 'Arrival', warehouseId: 99_999_999 })).statusCode).toBe(404);
    expect((await post(other.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 5, reason: 'Arrival', warehouseId: foreign })).statusCode).toBe(404);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 3, UK: 1, total: 4 });

    const records = (await get(s.token, '/api/v2/seller/stock/records', { goodsId: String(g.goodsId) })).body.data.list;
    expect(records.map((r: { warehouse: string; change: number; availableAfter: number; warehouseAvailableAfter: number }) => [r.warehouse, r.change, r.warehouseAvailableAfter, r.availableAfter])).toEqual([
      ['Platform warehouse (US)', -7, 3, 4],
      ['UK warehouse', -3, 1, 11],
      ['UK warehouse', 4, 4, 14],
      ['Platform warehouse (US)', 10, 10, 10],
    ]);
    // The CSV export says where the units are.
    const csv = await t.app.inject({ method: 'GET', url: '/api/v2/seller/goods/export', headers: { authorization: `Bearer ${s.token}` } });
    expect(csv.body.split('\n')[0]).toContain('availableByWarehouse');
    expect(csv.body).toContain('US: 3; UK: 1');
    // The warehouse list counts the units each holds.
    expect((await get(s.token, '/api/v2/seller/warehouses')).body.data.map((w: { code: string; units: number }) => [w.code, w.units])).toEqual([
      ['US', 3],
      ['UK', 1],
    ]);
  });
});

async function bulk(token: string, csv: string, dryRun: boolean, key = newKey()) {
  const boundary = `----wm${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/seller/goods/bulk-update?dryRun=${dryRun}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}`, 'idempotency-key': key } });
  return res.json() as { status: number; data: { applied: boolean; problemCount: number; rows: { row: number; warehouse: string | null; stock: number | null; problems: string[] }[] } };
}

describe('bulk stock per warehouse', () => {
  it('a warehouse column names the warehouse of each row (the default when empty); unknown codes, repeated goods and warehouse, and two prices are reported in the dry run', async () => {
    const s = await approvedSeller();
    await post(s.token, '/api/v2/seller/warehouses', warehouse('UK'));
    const a = await goodsOf(s.token);
    const b = await goodsOf(s.token);
    const other = await approvedSeller();
    await post(other.token, '/api/v2/seller/warehouses', warehouse('DE', { country: 'DE' }));

    const bad = [
      'itemCode,price,stock,warehouse',
      `${a.itemCode},,5,uk`,
      `${a.itemCode},,6,UK`,
      `${b.itemCode},12,3,DE`,
      `${b.itemCode},13,4,`,
    ].join('\n');
    const report = await bulk(s.token, bad, true);
    expect(report.data.applied).toBe(false);
    expect(report.data.rows.map((r) => [r.row, r.warehouse, r.problems])).toEqual([
      [2, 'UK', ['This item code and warehouse are on another row too']],
      [3, 'UK', ['This item code and warehouse are on another row too']],
      // Another store's warehouse code is unknown here.
      [4, null, ['Another row gives this goods a different price', 'Your store has no warehouse with this code']],
      [5, 'US', ['Another row gives this goods a different price']],
    ]);
    // Applying the bad file changes nothing either.
    expect((await bulk(s.token, bad, false)).data.applied).toBe(false);
    expect(await unitsOf(a.goodsId)).toMatchObject({ total: 0 });

    const good = ['itemCode,price,stock,warehouse', `${a.itemCode},,5,uk`, `${a.itemCode},11.5,7,`, `${b.itemCode},11.5,2,UK`].join('\n');
    const dry = await bulk(s.token, good, true);
    expect(dry.data).toMatchObject({ applied: false, problemCount: 0 });
    expect(dry.data.rows.map((r) => [r.warehouse, r.stock])).toEqual([
      ['UK', 5],
      ['US', 7],
      ['UK', 2],
    ]);
    const key = newKey();
    expect((await bulk(s.token, good, false, key)).data.applied).toBe(true);
    expect((await bulk(s.token, good, false, key)).data.applied).toBe(true);
    expect(await unitsOf(a.goodsId)).toMatchObject({ US: 7, UK: 5, total: 12 });
    expect(await unitsOf(b.goodsId)).toMatchObject({ UK: 2, total: 2 });
    expect((await get(s.token, `/api/v2/seller/goods/${a.goodsId}`)).body.data.price).toBe(11.5);
    const records = (await get(s.token, '/api/v2/seller/stock/records')).body.data.list;
    expect(records.map((r: { itemCode: string; warehouse: string; change: number }) => [r.itemCode, r.warehouse, r.change]).sort()).toEqual(
      [
        [a.itemCode, 'Platform warehouse (US)', 7],
        [a.itemCode, 'UK warehouse', 5],
        [b.itemCode, 'UK warehouse', 2],
      ].sort(),
    );

    // Without a warehouse column, as before: every row is the default warehouse.
    expect((await bulk(s.token, `itemCode,stock\n${b.itemCode},9\n`, false)).data.applied).toBe(true);
    expect(await unitsOf(b.goodsId)).toMatchObject({ US: 9, UK: 2, total: 11 });
  });
});

describe('orders and warehouses', () => {
  it('a checkout takes units from the warehouse with most (ties by id), splits when one is not enough, and a cancel gives them back to the same warehouses', async () => {
    const s = await approvedSeller();
    const uk = (await post(s.token, '/api/v2/seller/warehouses', warehouse('UK'))).body.data;
    const de = (await post(s.token, '/api/v2/seller/warehouses', warehouse('DE', { country: 'DE' }))).body.data;
    const g = await goodsOf(s.token);
    const add = (warehouseId: number | undefined, quantity: number) => post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity, reason: 'Arrival', ...(warehouseId ? { warehouseId } : {}) });
    await add(undefined, 4);
    await add(uk.warehouseId, 6);
    await add(de.warehouseId, 6);
    const buyer = await h.approvedBuyer();
    const reconciledBefore = await reconciledUnits();

    // 8 units: UK and DE hold 6 each (the tie goes to the lower id, UK), then 2 from DE.
    const first = await submit(t, buyer.token, { goodsId: g.goodsId, quantity: 8 }, newKey());
    expect(first.statusCode).toBe(200);
    const firstNo = first.body.data.orderNos[0] as string;
    expect(await allocationsOf(firstNo)).toEqual([
      { code: 'DE', goodsId: g.goodsId, quantity: 2 },
      { code: 'UK', goodsId: g.goodsId, quantity: 6 },
    ]);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 4, UK: 0, DE: 4, total: 8, blocked: 8 });

    // 5 more: US and DE hold 4 each (US has the lower id): 4 from US, 1 from DE.
    const second = await submit(t, buyer.token, { goodsId: g.goodsId, quantity: 5 }, newKey());
    const secondNo = second.body.data.orderNos[0] as string;
    expect(await allocationsOf(secondNo)).toEqual([
      { code: 'DE', goodsId: g.goodsId, quantity: 1 },
      { code: 'US', goodsId: g.goodsId, quantity: 4 },
    ]);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 0, UK: 0, DE: 3, total: 3, blocked: 13 });
    // More than the total: refused as before, nothing taken anywhere.
    expect((await submit(t, buyer.token, { goodsId: g.goodsId, quantity: 4 }, newKey())).body.data.code).toBe('STOCK_INSUFFICIENT');
    expect(await unitsOf(g.goodsId)).toMatchObject({ DE: 3, total: 3 });

    // Canceled: its units go back where they came from, and its allocations go.
    expect((await post(buyer.token, `/api/v2/purchase-order/${firstNo}/cancel`)).statusCode).toBe(200);
    expect(await allocationsOf(firstNo)).toEqual([]);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 0, UK: 6, DE: 5, total: 11, blocked: 5 });
    // A retried cancel gives nothing back twice.
    expect((await post(buyer.token, `/api/v2/purchase-order/${firstNo}/cancel`)).statusCode).toBe(200);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 0, UK: 6, DE: 5, total: 11 });

    // An order from before warehouses (no allocation): its units go to the default warehouse when it expires.
    await t.database.db.execute(sql`delete from goods_stock_allocations where purchase_order_id = (select id from purchase_orders where order_no = ${secondNo})`);
    await t.database.db.execute(sql`update purchase_orders set pay_deadline = now() - interval '1 minute' where order_no = ${secondNo}`);
    expect((await get(buyer.token, `/api/v2/purchase-order/${secondNo}`)).body.data.status).toBe(3);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 5, UK: 6, DE: 5, total: 16, blocked: 0 });

    // The seller's page shows each warehouse and the total.
    const page = (await get(s.token, '/api/v2/seller/goods/list', { keyword: g.itemCode })).body.data.list[0];
    expect(page.stock.available).toBe(16);
    expect(page.warehouses.map((w: { code: string; available: number }) => [w.code, w.available])).toEqual([
      ['US', 5],
      ['DE', 5],
      ['UK', 6],
    ]);
    // Every move kept the warehouses adding up by itself: nothing was put right.
    expect(await reconciledUnits()).toEqual(reconciledBefore);
  });

  it('units that no warehouse holds (stock written before warehouses) are put in the default warehouse when an order needs them', async () => {
    // insertGoods writes goods_stock by SQL, as an older release would: no warehouse rows.
    const goodsId = await insertGoods(t.database, { available: 10 });
    expect(await rows(t.database.db, sql`select 1 from goods_warehouse_stock where goods_id = ${goodsId}`)).toEqual([]);
    const buyer = await h.approvedBuyer();
    const before = await reconciledUnits();
    const res = await submit(t, buyer.token, { goodsId, quantity: 3 }, newKey());
    expect(res.statusCode).toBe(200);
    expect(await unitsOf(goodsId)).toMatchObject({ US: 7, total: 7, blocked: 3 });
    // Reported: something wrote stock past the stock service.
    expect((await reconciledUnits()).missing - before.missing).toBe(10);

    // 5 more written past the stock service: an order of 9 takes the 7 the warehouse holds, the 5 are put right, then 2 more of them.
    await t.database.db.execute(sql`update goods_stock set available = available + 5 where goods_id = ${goodsId}`);
    const more = await submit(t, buyer.token, { goodsId, quantity: 9 }, newKey());
    expect(more.statusCode).toBe(200);
    expect(await unitsOf(goodsId)).toMatchObject({ US: 3, total: 3, blocked: 12 });
    expect((await allocationsOf(more.body.data.orderNos[0])).map((a) => [a.code, a.quantity])).toEqual([['US', 9]]);
    expect((await reconciledUnits()).missing - before.missing).toBe(15);
    expect((await allocationsOf(res.body.data.orderNos[0])).map((a) => [a.code, a.quantity])).toEqual([['US', 3]]);
  });

  it('units returned on a paid order go back to the warehouses it took them from; a reissue takes from the warehouse with most', async () => {
    const s = await approvedSeller();
    const uk = (await post(s.token, '/api/v2/seller/warehouses', warehouse('UK'))).body.data;
    const g = await goodsOf(s.token);
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 2, reason: 'Arrival' });
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 5, reason: 'Arrival', warehouseId: uk.warehouseId });
    const buyer = await h.approvedBuyer();
    await h.fund(buyer.token, 200);
    const payPassword = await givePayPassword(t.database, buyer.user.id);
    const orderNo = (await submit(t, buyer.token, { goodsId: g.goodsId, quantity: 6 }, newKey())).body.data.orderNos[0] as string;
    const paid = await post(buyer.token, '/api/v2/pay/balance-pay', { refs: [orderNo], payPassword, declaration: true });
    expect(paid.statusCode).toBe(200);
    // Paid: the units are sold, the warehouses keep what was left (UK 5 then US 1 were taken).
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 1, UK: 0, total: 1, blocked: 0, sold: 6 });
    expect((await allocationsOf(orderNo)).map((a) => [a.code, a.quantity])).toEqual([
      ['UK', 5],
      ['US', 1],
    ]);

    const stock = createStockService({ database: t.database });
    const [order] = await rows<{ id: number }>(t.database.db, sql`select id::float8 as id from purchase_orders where order_no = ${orderNo}`);
    // 2 returned: back to the warehouses of its allocations, in warehouse id order (US's 1, then 1 of the UK's 5), the allocations lowered.
    await t.database.db.transaction((tx) => stock.restock(tx, g.goodsId, 2, order!.id));
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 2, UK: 1, total: 3, sold: 4 });
    expect((await allocationsOf(orderNo)).map((a) => [a.code, a.quantity])).toEqual([['UK', 4]]);
    // Returned with no order known: the default warehouse.
    await t.database.db.transaction((tx) => stock.restock(tx, g.goodsId, 1));
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 3, UK: 1, total: 4 });
    // A reissue of 4: most units first (US 3), then the UK's 1.
    expect(await t.database.db.transaction((tx) => stock.take(tx, g.goodsId, 4))).toBe(true);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 0, UK: 0, total: 0 });
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 2, reason: 'Arrival', warehouseId: uk.warehouseId });
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 2, reason: 'Arrival' });
    // US and UK hold 2 each: a reissue of 3 takes US's (the lower id) first.
    expect(await t.database.db.transaction((tx) => stock.take(tx, g.goodsId, 3))).toBe(true);
    expect(await unitsOf(g.goodsId)).toMatchObject({ US: 0, UK: 1, total: 1 });
    expect(await t.database.db.transaction((tx) => stock.take(tx, g.goodsId, 2))).toBe(false);
    expect(await unitsOf(g.goodsId)).toMatchObject({ UK: 1, total: 1 });
  });
});
