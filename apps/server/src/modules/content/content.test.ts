import type { CategoryNode } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, queryCounter, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';
import { seedDemo } from '../../db/seed';

let t: TestApp;
const counter = queryCounter();
beforeAll(async () => {
  t = await createTestApp({}, undefined, { logger: counter.logger });
});
afterAll(() => t.close());

const content = () => t.app.services.content;
const get = (url: string, lang?: string, query?: Record<string, string>) => call(t.app, 'GET', url, { lang, query });
const post = (url: string, body?: unknown, lang?: string) => call(t.app, 'POST', url, { body, lang });
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.database.db, query))[0]!;
const categoryId = async (code: string) => (await one<{ id: number }>(sql`select id from product_categories where code = ${code}`)).id;
const articleId = async (code: string) => (await one<{ id: number }>(sql`select id from articles where code = ${code}`)).id;
const articleCategoryId = async (code: string) => (await one<{ id: number }>(sql`select id from article_categories where code = ${code}`)).id;

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('GET /api/v2/website/GetCategoryTree', () => {
  it('answers three levels of categories, each under its parent, in display order', async () => {
    const res = await get('/api/v2/website/GetCategoryTree');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: 'Success' });
    const tree = res.body.data as CategoryNode[];
    expect(tree).toHaveLength(10);
    expect(tree.map((c) => c.categoryName).slice(0, 3)).toEqual(['Furniture', 'Home & Kitchen', 'Outdoor & Garden']);
    const all = flatten(tree);
    expect(all).toHaveLength(50);
    expect(new Set(all.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    for (const node of all) {
      expect(Object.keys(node).sort()).toEqual(expect.arrayContaining(['categoryId', 'categoryName', 'children', 'level', 'parentId', 'sort']));
      for (const child of node.children) {
        expect(child.parentId).toBe(node.categoryId);
        expect(child.level).toBe(node.level + 1);
      }
    }
    expect(tree.every((c) => c.parentId === null && c.icon?.startsWith('data:image/svg+xml,'))).toBe(true);
    const furniture = tree[0]!;
    expect(furniture.children.map((c) => c.categoryName)).toEqual(['Living Room Furniture', 'Bedroom Furniture', 'Office Furniture']);
    expect(furniture.children[0]!.children.map((c) => c.categoryName)).toEqual(['Sofas & Couches', 'Coffee Tables', 'TV Stands']);
  });

  it('answers names in the request language', async () => {
    const names = async (lang: string) => flatten((await get('/api/v2/website/GetCategoryTree', lang)).body.data).map((c) => c.categoryName);
    const [en, zh, ja] = await Promise.all([names('en-US'), names('zh-CN'), names('ja-JP')]);
    expect(en).toContain('Home & Kitchen');
    expect(zh).toContain('家居厨房');
    expect(ja).toContain('ホーム・キッチン');
    expect(zh).not.toContain('Home & Kitchen');
    expect(await names('fr-FR')).toEqual(en);
  });

  it('may be cached for a minute, per language', async () => {
    const res = await get('/api/v2/website/GetCategoryTree');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Accept-Language');
  });
});

describe('GET /api/v2/website/GetCategoryIndexTree', () => {
  it('answers the top-level categories with their sub-categories, each with a picture', async () => {
    const res = await get('/api/v2/website/GetCategoryIndexTree', 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const index = res.body.data;
    expect(index).toHaveLength(10);
    expect(index[0]).toMatchObject({ categoryName: '家具', icon: expect.stringMatching(/^data:image\/svg\+xml,/), image: expect.stringMatching(/^data:image\/svg\+xml,/) });
    expect(index[0].children.map((c: { categoryName: string }) => c.categoryName)).toEqual(['客厅家具', '卧室家具', '办公家具']);
    for (const top of index) {
      expect(top.children.length).toBeGreaterThan(0);
      for (const child of top.children) {
        expect(child.image).toMatch(/^data:image\/svg\+xml,/);
        expect(child).not.toHaveProperty('children');
      }
    }
  });
});

describe('POST /api/v2/pdt-category/categorys', () => {
  it('lists every category when the body is empty, missing or {}', async () => {
    const none = await post('/api/v2/pdt-category/categorys');
    expect(none.statusCode).toBe(200);
    expect(none.body.data).toHaveLength(50);
    expect((await post('/api/v2/pdt-category/categorys', {})).body.data).toHaveLength(50);
    const blank = await t.app.inject({ method: 'POST', url: '/api/v2/pdt-category/categorys', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data).toHaveLength(50);
  });

  it('filters by parent (0 for the top level) and by level, with hasChildren', async () => {
    const top = await post('/api/v2/pdt-category/categorys', { parentId: 0 });
    expect(top.body.data).toHaveLength(10);
    expect(top.body.data[0]).toMatchObject({ categoryName: 'Furniture', parentId: null, level: 1, hasChildren: true });
    const furniture = await categoryId('furniture');
    const children = await post('/api/v2/pdt-category/categorys', { parentId: furniture }, 'ja-JP');
    expect(children.body.data.map((c: { categoryName: string }) => c.categoryName)).toEqual(['リビング家具', '寝室家具', 'オフィス家具']);
    expect(children.body.data.every((c: { parentId: number }) => c.parentId === furniture)).toBe(true);
    const leaves = await post('/api/v2/pdt-category/categorys', { level: 3 });
    expect(leaves.body.data).toHaveLength(17);
    expect(leaves.body.data.every((c: { hasChildren: boolean }) => !c.hasChildren)).toBe(true);
    expect((await post('/api/v2/pdt-category/categorys', { parentId: String(furniture) })).body.data).toHaveLength(3);
    expect((await post('/api/v2/pdt-category/categorys', { parentId: 999999 })).body.data).toEqual([]);
  });

  it('refuses bad filters with field errors in the request language', async () => {
    const bad = await post('/api/v2/pdt-category/categorys', { parentId: 'abc', level: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.code).toBe('VALIDATION_FAILED');
    expect(bad.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'parentId', message: 'Please provide a valid id' },
        { field: 'level', message: 'The category level must be 1, 2 or 3' },
      ]),
    );
    const zh = await post('/api/v2/pdt-category/categorys', { level: 0 }, 'zh-CN');
    expect(zh.body.data.errors).toEqual([{ field: 'level', message: '分类级别只能是1、2或3' }]);
    expect((await post('/api/v2/pdt-category/categorys', [1, 2])).statusCode).toBe(400);
  });
});

describe('POST /api/v2/shop-category/shop-category-tree', () => {
  it("answers an empty list for a store that has no categories (stores come later)", async () => {
    const res = await post('/api/v2/shop-category/shop-category-tree', { storeId: 424242 });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("answers a store's own tree, in the request language, and only that store's", async () => {
    const top = await content().createShopCategory(7001, { parentId: null, name: { en: 'Best sellers', zh: '热销', ja: '売れ筋' }, icon: null, image: null, sort: 0, enabled: true });
    await content().createShopCategory(7001, { parentId: top.categoryId, name: { en: 'Chairs', zh: '椅子', ja: '椅子' }, icon: null, image: null, sort: 0, enabled: true });
    await content().createShopCategory(7002, { parentId: null, name: { en: 'Other store', zh: '其他店铺', ja: '他のストア' }, icon: null, image: null, sort: 0, enabled: true });
    const zh = await post('/api/v2/shop-category/shop-category-tree', { storeId: 7001 }, 'zh-CN');
    expect(zh.body.data).toEqual([
      { categoryId: top.categoryId, categoryName: '热销', parentId: null, level: 1, sort: 0, children: [expect.objectContaining({ categoryName: '椅子', level: 2, parentId: top.categoryId, children: [] })] },
    ]);
    const en = await post('/api/v2/shop-category/shop-category-tree', { storeId: '7001' });
    expect(en.body.data[0].categoryName).toBe('Best sellers');
    await expect(content().createShopCategory(7002, { parentId: top.categoryId, name: { en: 'x', zh: 'x', ja: 'x' }, icon: null, image: null, sort: 0, enabled: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('needs a store id', async () => {
    for (const body of [{}, { storeId: 'shop-1' }, { storeId: 0 }, undefined]) {
      const res = await post('/api/v2/shop-category/shop-category-tree', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(body)).toContainEqual({ field: body ? 'storeId' : '', message: expect.any(String) });
    }
  });
});

describe('article categories and articles', () => {
  it('GetArtCategory answers the category type: 0 list, 1 page, 2 external link', async () => {
    const guide = await get('/api/v2/website/GetArtCategory', 'en-US', { categoryId: String(await articleCategoryId('buyer-guide')) });
    expect(guide.statusCode).toBe(200);
    expect(guide.body.data).toEqual({ categoryId: expect.any(Number), categoryName: 'Buyer Guide', categoryType: 0, linkUrl: null });
    expect(guide.headers['cache-control']).toBe('public, max-age=60');
    const policies = await get('/api/v2/website/GetArtCategory', 'ja-JP', { categoryId: String(await articleCategoryId('policies')) });
    expect(policies.body.data).toMatchObject({ categoryName: '規約・ポリシー', categoryType: 1, linkUrl: null });
    const about = await get('/api/v2/website/GetArtCategory', 'zh-CN', { categoryId: String(await articleCategoryId('about-us')) });
    // The demo ships no external site: About Us is a list of in-app articles.
    expect(about.body.data).toMatchObject({ categoryName: '关于我们', categoryType: 0, linkUrl: null });
  });

  it('GetArtCategory: 404 for an unknown category, 400 for a missing or bad id', async () => {
    const missing = await get('/api/v2/website/GetArtCategory', 'zh-CN', { categoryId: '999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ status: 404, message: '访问资源不存在', data: { code: 'NOT_FOUND' } });
    expect(missing.headers['cache-control']).toBeUndefined();
    for (const query of [{} as Record<string, string>, { categoryId: 'abc' }, { categoryId: '' }, { categoryId: '-1' }, { categoryId: '1.5' }, { categoryId: '99999999999' }]) {
      const res = await get('/api/v2/website/GetArtCategory', 'en-US', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(query)).toEqual([{ field: 'categoryId', message: 'Please provide a valid id' }]);
    }
  });

  it('GetArticle answers one article with safe HTML in the request language', async () => {
    const id = await articleId('place-purchase-order');
    const en = await get('/api/v2/website/GetArticle', 'en-US', { id: String(id) });
    expect(en.statusCode).toBe(200);
    expect(en.body.data).toEqual({
      id,
      title: 'Placing a purchase order',
      content: expect.stringContaining('<strong>30 minutes</strong>'),
      categoryId: await articleCategoryId('buyer-guide'),
      categoryName: 'Buyer Guide',
      publishTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const zh = await get('/api/v2/website/GetArticle', 'zh-CN', { id: String(id) });
    expect(zh.body.data).toMatchObject({ title: '如何下采购单', categoryName: '买家指南', content: expect.stringContaining('30分钟') });
    const ja = await get('/api/v2/website/GetArticle', 'ja-JP', { id: String(id) });
    expect(ja.body.data).toMatchObject({ title: '発注書の作成方法', categoryName: 'バイヤーガイド' });
    expect(ja.headers['cache-control']).toBe('public, max-age=60');
  });

  it('GetArticle: 404 with the spec text for a missing article, 400 for a bad id', async () => {
    for (const [lang, message] of [
      ['en-US', 'Resource does not exist'],
      ['zh-CN', '访问资源不存在'],
      ['ja-JP', 'リソースが存在しません'],
    ]) {
      const res = await get('/api/v2/website/GetArticle', lang, { id: '987654' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 404, message, data: { code: 'NOT_FOUND' } });
    }
    const bad = await get('/api/v2/website/GetArticle', 'ja-JP', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors).toEqual([{ field: 'id', message: '有効なIDを指定してください' }]);
    expect((await get('/api/v2/website/GetArticle')).statusCode).toBe(400);
  });

  it('GetArticlePage answers the page shape, defaults 1 and 10, newest pages beyond the end empty', async () => {
    const first = await post('/api/v2/website/GetArticlePage');
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ total: 17, pageIndex: 1, pageSize: 10 });
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0]).toEqual({ id: expect.any(Number), title: 'Registering a buyer account', categoryId: expect.any(Number), categoryName: 'Buyer Guide', publishTime: expect.any(String) });
    expect(first.body.data.list[0]).not.toHaveProperty('content');
    const second = await post('/api/v2/website/GetArticlePage', { pageIndex: 2, pageSize: 10 });
    expect(second.body.data.list).toHaveLength(7);
    const ids = [...first.body.data.list, ...second.body.data.list].map((a: { id: number }) => a.id);
    expect(new Set(ids).size).toBe(17);
    expect((await post('/api/v2/website/GetArticlePage', { pageIndex: 9 })).body.data).toMatchObject({ list: [], total: 17, pageIndex: 9 });
  });

  it('GetArticlePage filters by category, in the request language', async () => {
    const wallet = await articleCategoryId('payment-wallet');
    const res = await post('/api/v2/website/GetArticlePage', { categoryId: wallet, pageIndex: 1, pageSize: 2 }, 'zh-CN');
    expect(res.body.data).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2 });
    expect(res.body.data.list.map((a: { title: string }) => a.title)).toEqual(['支付方式', '钱包充值']);
    expect(res.body.data.list.every((a: { categoryName: string }) => a.categoryName === '支付与钱包')).toBe(true);
    expect((await post('/api/v2/website/GetArticlePage', { categoryId: 999999 })).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('GetArticlePage refuses a bad page or size (at most 100)', async () => {
    const big = await post('/api/v2/website/GetArticlePage', { pageSize: 101 });
    expect(big.statusCode).toBe(400);
    expect(big.body.data.errors).toEqual([{ field: 'pageSize', message: 'The page size must be a whole number from 1 to 100' }]);
    const zero = await post('/api/v2/website/GetArticlePage', { pageIndex: 0, categoryId: 'x' }, 'zh-CN');
    expect(zero.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'pageIndex', message: '页码必须是不小于1的整数' },
        { field: 'categoryId', message: '请提供有效的ID' },
      ]),
    );
    expect((await post('/api/v2/website/GetArticlePage', { pageSize: 100 })).statusCode).toBe(200);
  });
});

describe('GET /api/v2/website/GetFooterArticles', () => {
  it('answers the article categories with their article titles', async () => {
    const res = await get('/api/v2/website/GetFooterArticles');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const footer = res.body.data;
    expect(footer.map((c: { categoryName: string }) => c.categoryName)).toEqual(['Buyer Guide', 'Payment & Wallet', 'Shipping & Warehouse', 'After-sales', 'Policies', 'About Us']);
    expect(footer[0]).toEqual({
      categoryId: expect.any(Number),
      categoryName: 'Buyer Guide',
      categoryType: 0,
      linkUrl: null,
      articles: [
        { id: expect.any(Number), title: 'Registering a buyer account' },
        { id: expect.any(Number), title: 'Account review and seeing prices' },
        { id: expect.any(Number), title: 'Placing a purchase order' },
        { id: expect.any(Number), title: 'Sales orders and drop shipping' },
      ],
    });
    expect(footer[5]).toMatchObject({ categoryType: 0, linkUrl: null, articles: [{ title: 'Company profile' }, { title: 'Careers' }] });
    const ja = await get('/api/v2/website/GetFooterArticles', 'ja-JP');
    expect(ja.body.data[1]).toMatchObject({ categoryName: '支払い・ウォレット', articles: [{ title: 'お支払い方法' }, { title: 'ウォレットへのチャージ' }, { title: '出金と手数料' }] });
  });

  it('costs two queries however many categories there are', async () => {
    const app = await createTestApp({ cacheTtlSeconds: 0 }, undefined, { logger: counter.logger });
    try {
      const before = await counter.during(() => call(app.app, 'GET', '/api/v2/website/GetFooterArticles'));
      expect(before).toHaveLength(2);
      for (let i = 0; i < 5; i++) {
        const { categoryId } = await app.app.services.content.saveArticleCategory({ name: { en: `Extra ${i}`, zh: `附加 ${i}`, ja: `追加 ${i}` }, categoryType: 0, linkUrl: null, sort: 10 + i, enabled: true });
        await app.app.services.content.saveArticle({ categoryId, title: { en: 'T', zh: 'T', ja: 'T' }, content: { en: '<p>x</p>', zh: '<p>x</p>', ja: '<p>x</p>' }, sort: 0, publishTime: new Date().toISOString() });
      }
      const after = await counter.during(() => call(app.app, 'GET', '/api/v2/website/GetFooterArticles'));
      expect(after).toHaveLength(2);
      expect((await call(app.app, 'GET', '/api/v2/website/GetFooterArticles')).body.data).toHaveLength(11);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/v2/website/GetSiteSettingList', () => {
  it('settingType 1: contact entries, the WeChat one with a QR code', async () => {
    const res = await post('/api/v2/website/GetSiteSettingList', { settingType: 1 }, 'zh-CN');
    expect(res.statusCode).toBe(200);
    const contacts = res.body.data;
    expect(contacts).toHaveLength(3);
    for (const c of contacts) {
      expect(c).toMatchObject({ settingType: 1, id: expect.any(Number), icon: expect.stringMatching(/^data:image\/svg\+xml,/), content: expect.any(String), sort: expect.any(Number) });
      expect(c).not.toHaveProperty('linkUrl');
    }
    expect(contacts[0].content).toBe('客服热线 +1 (626) 555-0188');
    expect(contacts[0]).not.toHaveProperty('qrCode');
    expect(contacts[2].content).toContain('微信');
    expect(decodeURIComponent(contacts[2].qrCode)).toMatch(/^data:image\/svg\+xml,<svg [^>]*viewBox="0 0 3\d 3\d"/);
  });

  it('settingType 2: no follow-us link ships (the demo has no social accounts of its own)', async () => {
    const res = await post('/api/v2/website/GetSiteSettingList', { settingType: 2 }, 'ja-JP');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('refuses a missing or unknown setting type', async () => {
    for (const body of [{}, { settingType: 3 }, { settingType: '1' }, { settingType: null }]) {
      const res = await post('/api/v2/website/GetSiteSettingList', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(body)).toEqual([{ field: 'settingType', message: 'The setting type must be 1 (contact) or 2 (follow us)' }]);
    }
    const ja = await post('/api/v2/website/GetSiteSettingList', { settingType: 0 }, 'ja-JP');
    expect(ja.body.message).toBe('設定タイプは1（連絡先）または2（フォロー）です');
  });
});

describe('site settings', () => {
  it('GET /api/v2/shop-search-words/list: the hot words of the request language', async () => {
    const [en, zh, ja] = await Promise.all(['en-US', 'zh-CN', 'ja-JP'].map((lang) => get('/api/v2/shop-search-words/list', lang)));
    expect(en!.body.data).toHaveLength(10);
    expect(en!.body.data[0]).toBe('sofa');
    expect(zh!.body.data[0]).toBe('沙发');
    expect(ja!.body.data[0]).toBe('ソファ');
    expect(en!.body.data.every((w: unknown) => typeof w === 'string')).toBe(true);
    expect(en!.headers['cache-control']).toBe('public, max-age=60');
  });

  it('GET /api/v2/setting/website-config: logo, title, copyright, filing number, external sites', async () => {
    const res = await get('/api/v2/setting/website-config');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      websiteIcon: expect.stringMatching(/^data:image\/svg\+xml,/),
      websiteTitle: 'Wholesale Marketplace',
      websiteCopyrightInfo: '© 2026 Wholesale Marketplace. All rights reserved.',
      websiteIcpCertNo: '沪ICP备2026012345号-1',
      // No external site ships: each would lead nowhere (help is in-app, Track hidden).
      helpCenterUrl: '',
      trackUrl: '',
      // The merchant console is in the product.
      merchantPortalUrl: '/merchant',
      groupSites: [],
    });
    const zh = await get('/api/v2/setting/website-config', 'zh-CN');
    expect(zh.body.data).toMatchObject({ websiteTitle: '跨境批发商城', groupSites: [] });
  });

  it('GET /api/v2/setting/service-phone', async () => {
    const res = await get('/api/v2/setting/service-phone', 'ja-JP');
    expect(res.body.data).toEqual({ phone: '+1 (626) 555-0188', workingHours: '月～金 9:00～18:00（米国太平洋時間）' });
  });

  it('GET /api/v2/setting/operate-config: the operating settings, amounts with two decimals', async () => {
    const res = await get('/api/v2/setting/operate-config');
    expect(res.body.data).toEqual({
      paymentWindowMinutes: 30,
      agreementApprovalHours: 24,
      agreementBuyDays: 7,
      minRechargeAmount: 10,
      minWithdrawAmount: 50,
      withdrawFeeRate: 0.01,
      autoConfirmReceiptDays: 10,
      afterSalesDecisionHours: 72,
      consigneeRetentionDays: 90,
      currencyConversion: true,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('caching', () => {
  it('serves from the cache until the service changes the data, then answers the change at once', async () => {
    const id = await categoryId('lighting');
    await t.database.db.execute(sql`update product_categories set name_en = 'Changed behind its back' where id = ${id}`);
    const cached = await get('/api/v2/website/GetCategoryTree');
    expect(flatten(cached.body.data).find((c) => c.categoryId === id)?.categoryName).toBe('Lighting');

    await content().saveCategory({ parentId: null, name: { en: 'Lamps & Lighting', zh: '灯具照明', ja: '照明' }, icon: null, image: null, sort: 7, enabled: true }, id);
    const tree = await get('/api/v2/website/GetCategoryTree');
    expect(flatten(tree.body.data).find((c) => c.categoryId === id)?.categoryName).toBe('Lamps & Lighting');
    const index = await get('/api/v2/website/GetCategoryIndexTree');
    expect(index.body.data.find((c: { categoryId: number }) => c.categoryId === id)?.categoryName).toBe('Lamps & Lighting');
    const list = await post('/api/v2/pdt-category/categorys', { parentId: 0 });
    expect(list.body.data.find((c: { categoryId: number }) => c.categoryId === id).categoryName).toBe('Lamps & Lighting');
  });

  it('a category disabled by the service disappears with everything under it', async () => {
    const id = await categoryId('pet-supplies');
    await content().saveCategory({ parentId: null, name: { en: 'Pet Supplies', zh: '宠物用品', ja: 'ペット用品' }, icon: null, image: null, sort: 3, enabled: false }, id);
    const names = flatten((await get('/api/v2/website/GetCategoryTree')).body.data).map((c) => c.categoryName);
    expect(names).not.toContain('Pet Supplies');
    expect(names).not.toContain('Dog Beds');
    expect((await post('/api/v2/pdt-category/categorys', { level: 3 })).body.data.map((c: { categoryName: string }) => c.categoryName)).not.toContain('Cat Trees');
    await content().saveCategory({ parentId: null, name: { en: 'Pet Supplies', zh: '宠物用品', ja: 'ペット用品' }, icon: null, image: null, sort: 3, enabled: true }, id);
    expect(flatten((await get('/api/v2/website/GetCategoryTree')).body.data)).toHaveLength(50);
  });

  it('articles, footer and pages follow an article change; a deleted article is 404', async () => {
    const categoryId = await articleCategoryId('after-sales');
    await get('/api/v2/website/GetFooterArticles');
    const { id } = await content().saveArticle({
      categoryId,
      title: { en: 'Damaged on arrival', zh: '到货破损', ja: '到着時の破損' },
      content: { en: '<p>Photograph the carton.</p><script>alert(1)</script>', zh: '<p>请拍摄外箱。</p>', ja: '<p>外箱を撮影してください。</p>' },
      sort: 9,
      publishTime: new Date(Date.now() - 1000).toISOString(),
    });
    const article = await get('/api/v2/website/GetArticle', 'en-US', { id: String(id) });
    expect(article.body.data).toMatchObject({ title: 'Damaged on arrival', content: '<p>Photograph the carton.</p>', categoryName: 'After-sales' });
    const footer = await get('/api/v2/website/GetFooterArticles');
    expect(footer.body.data[3].articles.map((a: { title: string }) => a.title)).toContain('Damaged on arrival');
    expect((await post('/api/v2/website/GetArticlePage', { categoryId })).body.data.total).toBe(4);

    await content().saveArticle(
      { categoryId, title: { en: 'Damaged in transit', zh: '运输破损', ja: '輸送中の破損' }, content: { en: '<p>x</p>', zh: '<p>x</p>', ja: '<p>x</p>' }, sort: 9, publishTime: new Date().toISOString() },
      id,
    );
    expect((await get('/api/v2/website/GetArticle', 'zh-CN', { id: String(id) })).body.data.title).toBe('运输破损');

    await content().deleteArticle(id);
    expect((await get('/api/v2/website/GetArticle', 'en-US', { id: String(id) })).statusCode).toBe(404);
    expect((await get('/api/v2/website/GetFooterArticles')).body.data[3].articles.map((a: { title: string }) => a.title)).not.toContain('Damaged in transit');
    await expect(content().deleteArticle(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a draft or a scheduled article is not published yet', async () => {
    const categoryId = await articleCategoryId('policies');
    const draft = await content().saveArticle({ categoryId, title: { en: 'Draft', zh: '草稿', ja: '下書き' }, content: { en: 'x', zh: 'x', ja: 'x' }, sort: 5, publishTime: null });
    const later = await content().saveArticle({
      categoryId,
      title: { en: 'Later', zh: '稍后', ja: '後で' },
      content: { en: 'x', zh: 'x', ja: 'x' },
      sort: 6,
      publishTime: new Date(Date.now() + 86_400_000).toISOString(),
    });
    for (const { id } of [draft, later]) expect((await get('/api/v2/website/GetArticle', 'en-US', { id: String(id) })).statusCode).toBe(404);
    expect((await post('/api/v2/website/GetArticlePage', { categoryId })).body.data.total).toBe(2);
  });

  it('settings, hot words and operating settings follow the service', async () => {
    await get('/api/v2/setting/operate-config');
    const updated = await content().updateOperateConfig({ minWithdrawAmount: 100.5, withdrawFeeRate: 0.0125, paymentWindowMinutes: 45 });
    expect(updated).toMatchObject({ minWithdrawAmount: 100.5, withdrawFeeRate: 0.0125, paymentWindowMinutes: 45, minRechargeAmount: 10, agreementApprovalHours: 24 });
    expect((await get('/api/v2/setting/operate-config')).body.data).toEqual(updated);
    expect((await one<{ cents: number }>(sql`select min_withdraw_cents::int as cents from operate_config`)).cents).toBe(10050);

    await content().setHotWords({ lang: 'ja', words: ['ダンベル', 'ダンベル', 'テントセット'] });
    expect((await get('/api/v2/shop-search-words/list', 'ja-JP')).body.data).toEqual(['ダンベル', 'テントセット']);
    expect((await get('/api/v2/shop-search-words/list', 'en-US')).body.data).toHaveLength(10);

    await content().updateWebsiteConfig({ servicePhone: '+1 (213) 555-0100', websiteTitle: { en: 'WM Wholesale', zh: 'WM批发', ja: 'WMホールセール' } });
    expect((await get('/api/v2/setting/service-phone')).body.data.phone).toBe('+1 (213) 555-0100');
    const config = await get('/api/v2/setting/website-config', 'zh-CN');
    expect(config.body.data).toMatchObject({ websiteTitle: 'WM批发', websiteIcpCertNo: '沪ICP备2026012345号-1' });
    expect(config.body.data.groupSites).toEqual([]);

    // Group sites with their dropdown, in the request language.
    await content().updateWebsiteConfig({
      groupSites: [
        {
          name: { en: 'Blog', zh: '博客', ja: 'ブログ' },
          url: 'https://blog.wholesalemarket.example',
          children: [{ name: { en: 'News', zh: '新闻', ja: 'ニュース' }, url: 'https://blog.wholesalemarket.example/news' }],
        },
      ],
    });
    expect((await get('/api/v2/setting/website-config', 'ja-JP')).body.data.groupSites).toEqual([
      { name: 'ブログ', url: 'https://blog.wholesalemarket.example', children: [{ name: 'ニュース', url: 'https://blog.wholesalemarket.example/news' }] },
    ]);

    const { id } = await content().saveSiteSetting({
      settingType: 2,
      icon: 'https://cdn.wholesalemarket.example/icons/instagram.svg',
      linkUrl: 'https://www.instagram.com/wholesalemarketplace',
      title: { en: 'Instagram', zh: 'Instagram', ja: 'Instagram' },
      sort: 9,
      enabled: true,
    });
    const follow = await post('/api/v2/website/GetSiteSettingList', { settingType: 2 });
    expect(follow.body.data.at(-1)).toEqual({ settingType: 2, id, icon: 'https://cdn.wholesalemarket.example/icons/instagram.svg', linkUrl: 'https://www.instagram.com/wholesalemarketplace', title: 'Instagram', sort: 9 });
  });

  it('another instance sees a change within the TTL', async () => {
    const other = await createTestApp({ cacheTtlSeconds: 1 });
    try {
      const words = () => call(other.app, 'GET', '/api/v2/shop-search-words/list', { lang: 'zh-CN' });
      expect((await words()).headers['cache-control']).toBe('public, max-age=1');
      expect((await words()).body.data[0]).toBe('沙发');
      // A change made by "another instance": straight into the shared database.
      await other.database.db.execute(sql`update hot_search_words set word = '折叠椅' where lang = 'zh' and word = '沙发'`);
      expect((await words()).body.data[0]).toBe('沙发');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await words()).body.data[0]).toBe('折叠椅');
    } finally {
      await other.close();
    }
  });

  it('a TTL of 0 turns caching off', async () => {
    const other = await createTestApp({ cacheTtlSeconds: 0 });
    try {
      const res = await call(other.app, 'GET', '/api/v2/setting/service-phone');
      expect(res.headers['cache-control']).toBe('no-cache');
      await other.database.db.execute(sql`update website_config set service_phone = '+1 (000) 555-0000'`);
      expect((await call(other.app, 'GET', '/api/v2/setting/service-phone')).body.data.phone).toBe('+1 (000) 555-0000');
    } finally {
      await other.close();
    }
  });

  it('answers from memory: a cached call runs no query', async () => {
    await get('/api/v2/website/GetCategoryTree', 'ja-JP');
    expect(await counter.during(() => get('/api/v2/website/GetCategoryTree', 'ja-JP'))).toHaveLength(0);
  });
});

describe('operator changes keep the rules', () => {
  const name = { en: 'N', zh: 'N', ja: 'N' };
  const category = (parentId: number | null) => ({ parentId, name, icon: null, image: null, sort: 0, enabled: true });

  it('three levels at most, also when a branch moves', async () => {
    const leaf = await categoryId('sofas'); // level 3
    await expect(content().saveCategory(category(leaf))).rejects.toMatchObject({ code: 'CATEGORY_TOO_DEEP' });
    const livingRoom = await categoryId('living-room-furniture'); // level 2 with children
    const toys = await categoryId('building-toys'); // level 2
    await expect(content().saveCategory(category(toys), livingRoom)).rejects.toMatchObject({ code: 'CATEGORY_TOO_DEEP' });
    // Moving a level-2 branch to the top makes its children level 2.
    await content().saveCategory({ ...category(null), name: { en: 'Living Room', zh: '客厅', ja: 'リビング' } }, livingRoom);
    const moved = (await get('/api/v2/website/GetCategoryTree')).body.data.find((c: CategoryNode) => c.categoryId === livingRoom);
    expect(moved).toMatchObject({ level: 1, parentId: null });
    expect(moved.children.every((c: CategoryNode) => c.level === 2)).toBe(true);
    await content().saveCategory({ ...category(await categoryId('furniture')), name: { en: 'Living Room Furniture', zh: '客厅家具', ja: 'リビング家具' } }, livingRoom);
    expect(flatten((await get('/api/v2/website/GetCategoryTree')).body.data).find((c) => c.categoryId === livingRoom)).toMatchObject({ level: 2 });
  });

  it('no loops, no unknown parents, no deleting a category with sub-categories', async () => {
    const furniture = await categoryId('furniture');
    await expect(content().saveCategory(category(await categoryId('office-furniture')), furniture)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(content().saveCategory(category(furniture), furniture)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(content().saveCategory(category(999999))).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'parentId', message: 'category.parentNotFound' }] });
    await expect(content().deleteCategory(furniture)).rejects.toMatchObject({ code: 'CATEGORY_HAS_CHILDREN' });
    await expect(content().deleteCategory(999999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { categoryId: made } = await content().saveCategory(category(furniture));
    expect(flatten((await get('/api/v2/website/GetCategoryTree')).body.data).some((c) => c.categoryId === made)).toBe(true);
    await content().deleteCategory(made);
    expect(flatten((await get('/api/v2/website/GetCategoryTree')).body.data).some((c) => c.categoryId === made)).toBe(false);
  });

  it('an article needs an existing category', async () => {
    await expect(
      content().saveArticle({ categoryId: 999999, title: name, content: name, sort: 0, publishTime: null }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'categoryId', message: 'article.categoryNotFound' }] });
  });
});

describe('demo seed', () => {
  it('is idempotent and costs one query when everything is there', async () => {
    const count = () => one<{ n: number }>(sql`select (select count(*) from product_categories) + (select count(*) from articles) + (select count(*) from site_settings) + (select count(*) from regions) + (select count(*) from exchange_rates) + (select count(*) from users) as n`);
    const before = await count();
    const queries = await counter.during(() => seedDemo(t.database));
    expect(await count()).toEqual(before);
    // content 2 (categories, group sites), regions 1, rates 1, one lookup per demo account, catalog 1,
    // coupons 2 (category, templates), the demo buyer's coupons 5 (the buyer, then per coupon its
    // template and whether the buyer holds it), messages 1
    expect(queries.length).toBeLessThanOrEqual(4 + 4 + 1 + 2 + 5 + 1);
  });

  it('is listed in the API docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v2/website/GetCategoryTree',
      '/api/v2/website/GetCategoryIndexTree',
      '/api/v2/pdt-category/categorys',
      '/api/v2/shop-category/shop-category-tree',
      '/api/v2/website/GetArtCategory',
      '/api/v2/website/GetArticle',
      '/api/v2/website/GetArticlePage',
      '/api/v2/website/GetFooterArticles',
      '/api/v2/website/GetSiteSettingList',
      '/api/v2/shop-search-words/list',
      '/api/v2/setting/website-config',
      '/api/v2/setting/service-phone',
      '/api/v2/setting/operate-config',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
    // The recursive trees are components; every reference must resolve.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('CategoryNode');
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty([ref]);
  });
});
