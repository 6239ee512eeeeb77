import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { bulkBuyers } from '../../../test/buyers';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { approvedBuyer, insertGoods, submit } from '../purchase-orders/orders.test-support';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, DEMO.operator);
});
afterAll(() => t?.close());

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const input = (over: Record<string, unknown> = {}) => ({
  name: { en: 'Spring saving', zh: '春季满减', ja: '春のセール' },
  threshold: 100,
  reduction: 15.5,
  scope: 'all',
  validFrom: days(-1),
  validTo: days(30),
  quantity: 50,
  perUserLimit: 2,
  ...over,
});
const list = (query: Record<string, string> = {}, token = operator) => call(t.app, 'GET', '/api/v2/admin/coupon-templates', { token, query });
const create = (body: unknown, token = operator, lang?: string) => call(t.app, 'POST', '/api/v2/admin/coupon-templates', { token, body, lang });
const update = (id: number, body: unknown, token = operator, lang?: string) => call(t.app, 'PUT', `/api/v2/admin/coupon-templates/${id}`, { token, body, lang });
const act = (id: number, action: 'publish' | 'unpublish', token = operator, lang?: string) => call(t.app, 'POST', `/api/v2/admin/coupon-templates/${id}/${action}`, { token, lang });
const claims = (id: number, query: Record<string, string> = {}) => call(t.app, 'GET', `/api/v2/admin/coupon-templates/${id}/claims`, { token: operator, query });
const center = (token: string) => call(t.app, 'GET', '/api/v2/coupon/center', { token });
const claim = (token: string, id: number) => call(t.app, 'POST', `/api/v2/coupon/${id}/claim`, { token });
const templateCount = async () => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from coupon_templates`))[0]!.n;

describe('coupon templates in the operator console', () => {
  it('drafts a template, publishes it to the coupon center, a buyer claims it within the limit, the console sees the claims and redemptions', async () => {
    const created = await create(input());
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('Coupon template saved');
    const id = created.body.data.templateId;
    expect(created.body.data).toMatchObject({ status: 'draft', threshold: 100, reduction: 15.5, scope: 'all', quantity: 50, perUserLimit: 2, claimed: 0, used: 0, inUse: 0, publishedAt: null });
    const [stored] = await rows<{ threshold: number; reduction: number }>(t.database.db, sql`select threshold_cents::int as threshold, reduction_cents::int as reduction from coupon_templates where id = ${id}`);
    expect(stored).toEqual({ threshold: 100_00, reduction: 15_50 });

    const buyer = await approvedBuyer(t);
    // A draft is not in the center, and cannot be claimed.
    expect((await center(buyer.token)).body.data.map((c: { templateId: number }) => c.templateId)).not.toContain(id);
    expect((await claim(buyer.token, id)).statusCode).toBe(404);

    const published = await act(id, 'publish');
    expect(published.statusCode).toBe(200);
    expect(published.body.message).toBe('Published to the coupon center');
    expect(published.body.data.status).toBe('published');
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await center(buyer.token)).body.data.find((c: { templateId: number }) => c.templateId === id)).toMatchObject({ name: 'Spring saving', threshold: 100, reduction: 15.5, remaining: 50, perUserLimit: 2, claimable: true });

    expect((await claim(buyer.token, id)).statusCode).toBe(200);
    const second = await claim(buyer.token, id);
    expect(second.statusCode).toBe(200);
    expect((await claim(buyer.token, id)).body.data.code).toBe('COUPON_LIMIT_REACHED');

    // The buyer uses one on an order: in use until it is paid, then used.
    const goods = await insertGoods(t.database, { available: 10, priceCents: 120_00 });
    const order = await submit(t, buyer.token, { goodsId: goods, quantity: 1, couponId: second.body.data.couponId }, `tpl-${id}`);
    expect(order.statusCode).toBe(200);
    const orderNo = order.body.data.orderNos[0];
    expect((await call(t.app, 'GET', `/api/v2/admin/coupon-templates/${id}`, { token: operator })).body.data).toMatchObject({ claimed: 2, inUse: 1, used: 0 });
    await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, buyer.user.id, [orderNo], { payWay: 5, paymentNo: 'PT-TPL' }));

    const row = (await list()).body.data.list.find((x: { templateId: number }) => x.templateId === id);
    expect(row).toMatchObject({ status: 'published', claimed: 2, used: 1, inUse: 0 });
    const all = await claims(id);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list[0]).toMatchObject({ couponId: second.body.data.couponId, customerid: buyer.user.customerid, status: 'used', inUse: false, orderNo });
    expect(all.body.data.list[1]).toMatchObject({ status: 'unused', orderNo: null, usedAt: null });
    const usedOnly = await claims(id, { status: 'used' });
    expect(usedOnly.body.data.list).toHaveLength(1);
    expect(usedOnly.body.data.list[0].usedAt).not.toBeNull();

    // Withdrawn: gone from the center, a claim is refused; coupons already held stay usable.
    expect((await act(id, 'unpublish')).body.data.status).toBe('unpublished');
    const other = await approvedBuyer(t);
    expect((await center(other.token)).body.data.map((c: { templateId: number }) => c.templateId)).not.toContain(id);
    expect((await claim(other.token, id)).body.data.code).toBe('COUPON_UNAVAILABLE');
    expect((await call(t.app, 'GET', '/api/v2/coupon/mine', { token: buyer.token, query: { status: 'unused' } })).body.data.total).toBe(1);
    // ... and it can go back.
    expect((await act(id, 'publish')).body.data.status).toBe('published');
    expect((await claim(other.token, id)).statusCode).toBe(200);
  });

  it('scopes a template to categories or goods that exist', async () => {
    const [category] = await rows<{ id: number }>(t.database.db, sql`select category_id as id from goods order by id limit 1`);
    const goods = await insertGoods(t.database, { available: 5 });
    const byCategory = await create(input({ scope: 'categories', categoryIds: [category!.id], goodsIds: [goods] }));
    expect(byCategory.body.data).toMatchObject({ scope: 'categories', categoryIds: [category!.id], goodsIds: [] });
    const byGoods = await create(input({ scope: 'goods', goodsIds: [goods, goods] }));
    expect(byGoods.body.data).toMatchObject({ scope: 'goods', categoryIds: [], goodsIds: [goods] });
    const [stored] = await rows<{ scope: string }>(t.database.db, sql`select scope from coupon_templates where id = ${byGoods.body.data.templateId}`);
    expect(stored!.scope).toBe('part');
  });

  it('refuses bad templates with a clear field error in the request language, creating nothing', async () => {
    const before = await templateCount();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ reduction: 100 }, 'reduction', 'en-US', 'The reduction must be less than the threshold'],
      [{ reduction: 120 }, 'reduction', 'zh-CN', '减免金额必须小于使用门槛'],
      [{ threshold: -5 }, 'threshold', 'en-US', 'Please enter an amount above zero with at most two decimals, up to 1,000,000'],
      [{ reduction: 0 }, 'reduction', 'en-US', 'Please enter an amount above zero with at most two decimals, up to 1,000,000'],
      [{ reduction: 1.005 }, 'reduction', 'ja-JP', '0より大きく、小数点以下2桁まで、1,000,000以下の金額を入力してください'],
      [{ threshold: '100' }, 'threshold', 'en-US', 'Please enter an amount above zero with at most two decimals, up to 1,000,000'],
      [{ scope: 'categories' }, 'categoryIds', 'en-US', 'Please choose at least one category'],
      [{ scope: 'goods' }, 'goodsIds', 'en-US', 'Please choose at least one goods'],
      [{ scope: 'categories', categoryIds: [999_999] }, 'categoryIds', 'en-US', 'No such category: 999999'],
      [{ scope: 'goods', goodsIds: [999_998, 999_999] }, 'goodsIds', 'zh-CN', '商品不存在：999998, 999999'],
      [{ scope: 'some' }, 'scope', 'en-US', 'This value is invalid'],
      [{ validFrom: days(10), validTo: days(5) }, 'validTo', 'en-US', 'The end must be after the start'],
      [{ validFrom: days(-10), validTo: days(-5) }, 'validTo', 'en-US', 'The end must be in the future'],
      [{ validTo: 'next week' }, 'validTo', 'en-US', 'Please enter a date and time'],
      [{ quantity: 0 }, 'quantity', 'en-US', 'Please enter a whole number of coupons from 1 to 1,000,000'],
      [{ quantity: 2.5 }, 'quantity', 'en-US', 'Please enter a whole number of coupons from 1 to 1,000,000'],
      [{ quantity: 3, perUserLimit: 4 }, 'perUserLimit', 'en-US', 'Please enter a per-buyer limit from 1 up to the quantity'],
      [{ name: { en: 'Only English', zh: '', ja: ' ' } }, 'name.zh', 'en-US', 'Please enter the name in English, Chinese and Japanese'],
    ];
    for (const [over, field, lang, message] of cases) {
      const res = await create(input(over), operator, lang);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body, JSON.stringify(over)).toMatchObject({ status: 400, message, data: { code: 'VALIDATION_FAILED' } });
      expect(res.body.data.errors, JSON.stringify(over)).toContainEqual({ field, message });
    }
    expect(await templateCount()).toBe(before);
  });

  it('edits a template only out of the center and before anyone holds one of its coupons; refuses transitions its state does not allow', async () => {
    const id = (await create(input())).body.data.templateId;
    const edited = await update(id, input({ threshold: 200, reduction: 30, quantity: 10, perUserLimit: 1, name: { en: 'Edited', zh: '已修改', ja: '編集済み' } }));
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'draft', threshold: 200, reduction: 30, quantity: 10, perUserLimit: 1, name: { en: 'Edited' } });
    expect((await update(id, input({ reduction: 300 }))).statusCode).toBe(400);
    expect((await act(id, 'unpublish')).body).toMatchObject({ status: 409, data: { code: 'COUPON_TEMPLATE_INVALID_TRANSITION' }, message: 'This coupon template cannot do that in its current state (draft)' });

    await act(id, 'publish');
    const whilePublished = await update(id, input(), operator, 'zh-CN');
    expect(whilePublished.statusCode).toBe(409);
    expect(whilePublished.body).toMatchObject({ data: { code: 'COUPON_TEMPLATE_INVALID_TRANSITION' }, message: '优惠券模板当前状态（已发布）不允许此操作' });
    expect((await act(id, 'publish')).statusCode).toBe(409);

    const buyer = await approvedBuyer(t);
    await claim(buyer.token, id);
    await act(id, 'unpublish');
    const claimed = await update(id, input());
    expect(claimed.statusCode).toBe(409);
    expect(claimed.body).toMatchObject({ data: { code: 'COUPON_TEMPLATE_CLAIMED' }, message: 'Buyers already hold coupons of this template: it can no longer be edited' });
    expect((await call(t.app, 'GET', `/api/v2/admin/coupon-templates/${id}`, { token: operator })).body.data).toMatchObject({ threshold: 200, reduction: 30, claimed: 1 });

    for (const res of [await update(987_654, input()), await act(987_654, 'publish'), await claims(987_654), await call(t.app, 'GET', '/api/v2/admin/coupon-templates/987654', { token: operator })]) {
      expect(res.statusCode).toBe(404);
    }
  });

  it('lists templates newest first, by status', async () => {
    const a = (await create(input())).body.data.templateId;
    const b = (await create(input())).body.data.templateId;
    await act(b, 'publish');
    const drafts = (await list({ status: 'draft', pageSize: '100' })).body.data;
    expect(drafts.list.map((x: { templateId: number }) => x.templateId)).toContain(a);
    expect(drafts.list.every((x: { status: string }) => x.status === 'draft')).toBe(true);
    const published = (await list({ status: 'published', pageSize: '100' })).body.data;
    expect(published.list.map((x: { templateId: number }) => x.templateId)).toContain(b);
    const everything = (await list({ pageSize: '2' })).body.data;
    expect(everything.list.map((x: { templateId: number }) => x.templateId)).toEqual([b, a]);
    expect(everything.total).toBe(await templateCount());
    expect((await list({ status: 'gone' })).statusCode).toBe(400);
  });

  it('is for operators only', async () => {
    const buyer = await approvedBuyer(t);
    const seller = await login(t.app, DEMO.seller);
    const before = await templateCount();
    const id = (await create(input())).body.data.templateId;
    for (const token of [buyer.token, seller]) {
      expect((await list({}, token)).statusCode).toBe(403);
      expect((await create(input(), token)).statusCode).toBe(403);
      expect((await update(id, input(), token)).statusCode).toBe(403);
      expect((await act(id, 'publish', token)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/v2/admin/coupon-templates')).statusCode).toBe(401);
    expect(await templateCount()).toBe(before + 1);
    expect((await call(t.app, 'GET', `/api/v2/admin/coupon-templates/${id}`, { token: operator })).body.data.status).toBe('draft');
  });
});

describe('claims under concurrency (embedded database)', () => {
  it('never gives out more than the quantity, nor more than the per-buyer limit', async () => {
    const id = (await create(input({ quantity: 5, perUserLimit: 1 }))).body.data.templateId;
    await act(id, 'publish');
    const buyers = await bulkBuyers(t.app, t.database, 12);
    const answers = await Promise.all(buyers.map((b) => claim(b.token, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body.data.code)).toEqual(Array(7).fill('COUPON_SOLD_OUT'));
    expect((await call(t.app, 'GET', `/api/v2/admin/coupon-templates/${id}`, { token: operator })).body.data.claimed).toBe(5);
    expect((await claims(id)).body.data.total).toBe(5);

    const limited = (await create(input({ quantity: 50, perUserLimit: 2 }))).body.data.templateId;
    await act(limited, 'publish');
    const [one] = buyers;
    const mine = await Promise.all(Array.from({ length: 6 }, () => claim(one!.token, limited)));
    expect(mine.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect((await call(t.app, 'GET', `/api/v2/admin/coupon-templates/${limited}`, { token: operator })).body.data.claimed).toBe(2);
  });
});
