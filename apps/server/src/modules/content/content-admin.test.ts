import type { AdminCategory, CategoryNode } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';

// The operator console's content section: every action through the API, as the console calls it.

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, DEMO.operator);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, body?: unknown, lang?: string) => call(t.app, method, url, { token: operator, body, lang });
const pub = (method: 'GET' | 'POST', url: string, lang?: string, body?: unknown) => call(t.app, method, url, { lang, body });
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.database.db, query))[0]!;
const flatten = <N extends { children: N[] }>(nodes: N[]): N[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const tree = async () => (await admin('GET', '/api/v2/admin/categories')).body.data as AdminCategory[];
const names = (text: string) => ({ en: `${text} EN`, zh: `${text} 中`, ja: `${text} 日` });

/** A 400 with the field named, in the request's language. */
function expectInvalid(res: { statusCode: number; body: { status: number; data: any } }, field?: string) {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
  expect(res.body.status).toBe(400);
  expect(res.body.data.code).toBe('VALIDATION_FAILED');
  if (field) expect(res.body.data.errors.map((e: { field: string }) => e.field)).toContain(field);
}

describe('operator only', () => {
  const calls: [Method, string, unknown?][] = [
    ['GET', '/api/v2/admin/categories'],
    ['POST', '/api/v2/admin/categories', { name: names('X') }],
    ['PUT', '/api/v2/admin/categories/1', { name: names('X') }],
    ['PUT', '/api/v2/admin/categories/order', { parentId: null, categoryIds: [1] }],
    ['DELETE', '/api/v2/admin/categories/1'],
    ['GET', '/api/v2/admin/article-categories'],
    ['POST', '/api/v2/admin/article-categories', { name: names('X'), categoryType: 0 }],
    ['PUT', '/api/v2/admin/article-categories/1', { name: names('X'), categoryType: 0 }],
    ['DELETE', '/api/v2/admin/article-categories/1'],
    ['PUT', '/api/v2/admin/article-categories/1/footer', { articleIds: [] }],
    ['GET', '/api/v2/admin/articles'],
    ['GET', '/api/v2/admin/articles/1'],
    ['POST', '/api/v2/admin/articles', { categoryId: 1, title: names('X'), content: names('X') }],
    ['PUT', '/api/v2/admin/articles/1', { categoryId: 1, title: names('X'), content: names('X') }],
    ['DELETE', '/api/v2/admin/articles/1'],
    ['GET', '/api/v2/admin/hot-words'],
    ['PUT', '/api/v2/admin/hot-words', { lang: 'en', words: [] }],
    ['GET', '/api/v2/admin/website-config'],
    ['PUT', '/api/v2/admin/website-config', { servicePhone: '1' }],
    ['GET', '/api/v2/admin/site-settings'],
    ['POST', '/api/v2/admin/site-settings', { settingType: 2, icon: 'https://x.example/i.png', linkUrl: 'https://x.example', title: names('X') }],
    ['PUT', '/api/v2/admin/site-settings/1', { settingType: 2, icon: 'https://x.example/i.png', linkUrl: 'https://x.example', title: names('X') }],
    ['DELETE', '/api/v2/admin/site-settings/1'],
  ];

  it('refuses visitors (401), buyers and sellers (403), and changes nothing', async () => {
    const before = await Promise.all([tree(), admin('GET', '/api/v2/admin/hot-words'), admin('GET', '/api/v2/admin/article-categories'), admin('GET', '/api/v2/admin/website-config')]);
    const buyer = (await registerBuyer(t.app)).token as string;
    const seller = await login(t.app, DEMO.seller);
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      const asBuyer = await call(t.app, method, url, { body, token: buyer, lang: 'zh-CN' });
      expect(asBuyer.statusCode, `${method} ${url}`).toBe(403);
      expect(asBuyer.body.data.code).toBe('FORBIDDEN');
      expect((await call(t.app, method, url, { body, token: seller })).statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await Promise.all([tree(), admin('GET', '/api/v2/admin/hot-words'), admin('GET', '/api/v2/admin/article-categories'), admin('GET', '/api/v2/admin/website-config')]);
    expect(after[0]).toEqual(before[0]);
    for (let i = 1; i < 4; i++) expect((after[i] as { body: { data: unknown } }).body.data).toEqual((before[i] as { body: { data: unknown } }).body.data);
  });

  it('every operator endpoint of the section is in the contracts this test covers', async () => {
    const contracts = await import('@wm/contracts');
    const paths = (Object.values(contracts) as unknown[])
      .filter((v): v is { path: string; access: string; method: string } => typeof v === 'object' && v !== null && 'path' in v && 'access' in v)
      .filter((e) => /^\/api\/v2\/admin\/(categories|article-categories|articles|hot-words|website-config|site-settings)/.test(e.path));
    for (const e of paths) {
      expect(e.access, e.path).toBe('operator');
      expect(calls.some(([m, url]) => m === e.method && new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`).test(url)), `${e.method} ${e.path}`).toBe(true);
    }
  });
});

describe('product categories', () => {
  it('creates a category in three languages; the storefront shows it at once in each', async () => {
    await pub('GET', '/api/v2/website/GetCategoryTree', 'ja-JP'); // warm the cache
    const furniture = (await tree()).find((c) => c.name.en === 'Furniture')!;
    const res = await admin('POST', '/api/v2/admin/categories', { parentId: furniture.categoryId, name: { en: 'Garden Benches', zh: '花园长椅', ja: 'ガーデンベンチ' }, sort: 9 });
    expect(res.statusCode).toBe(200);
    const id = res.body.data.categoryId as number;
    const ja = flatten((await pub('GET', '/api/v2/website/GetCategoryTree', 'ja-JP')).body.data as CategoryNode[]);
    expect(ja.find((c) => c.categoryId === id)).toMatchObject({ categoryName: 'ガーデンベンチ', level: 2, parentId: furniture.categoryId });
    const made = flatten(await tree()).find((c) => c.categoryId === id)!;
    expect(made).toMatchObject({ name: { en: 'Garden Benches', zh: '花园长椅', ja: 'ガーデンベンチ' }, enabled: true, icon: null, level: 2 });
  });

  it('renames, disables and moves a category; the tree, the home panel and goods lists follow', async () => {
    const top = (await tree())[0]!;
    const homeBefore = (await pub('GET', '/api/v2/goods/home-sections', 'zh-CN')).body.data;
    expect(homeBefore.categories.map((c: { categoryName: string }) => c.categoryName)).toContain('家具');
    const body = { parentId: null, name: { en: 'Furniture & Decor', zh: '家具与装饰', ja: '家具・インテリア' }, icon: top.icon, image: top.image, sort: top.sort, enabled: true };
    expect((await admin('PUT', `/api/v2/admin/categories/${top.categoryId}`, body)).statusCode).toBe(200);
    const [en, zh] = await Promise.all([pub('GET', '/api/v2/website/GetCategoryTree', 'en-US'), pub('GET', '/api/v2/website/GetCategoryTree', 'zh-CN')]);
    expect(en.body.data[0].categoryName).toBe('Furniture & Decor');
    expect(zh.body.data[0].categoryName).toBe('家具与装饰');
    // The catalog's cached home page answers the new name too.
    const home = (await pub('GET', '/api/v2/goods/home-sections', 'zh-CN')).body.data;
    expect(home.categories.map((c: { categoryName: string }) => c.categoryName)).toContain('家具与装饰');

    // Moving a second-level category to the top level takes its sub-categories along.
    const second = top.children[0]!;
    expect((await admin('PUT', `/api/v2/admin/categories/${second.categoryId}`, { ...body, name: second.name, parentId: null, icon: null, image: null, sort: 99 })).statusCode).toBe(200);
    const moved = (await tree()).find((c) => c.categoryId === second.categoryId)!;
    expect(moved.level).toBe(1);
    expect(moved.children.every((c) => c.level === 2)).toBe(true);
    // and back
    expect((await admin('PUT', `/api/v2/admin/categories/${second.categoryId}`, { ...body, name: second.name, parentId: top.categoryId, icon: null, image: null, sort: second.sort })).statusCode).toBe(200);

    // Disabled: gone from the storefront, still in the console.
    expect((await admin('PUT', `/api/v2/admin/categories/${top.categoryId}`, { ...body, enabled: false })).statusCode).toBe(200);
    expect((await pub('GET', '/api/v2/website/GetCategoryTree')).body.data.map((c: CategoryNode) => c.categoryId)).not.toContain(top.categoryId);
    expect((await tree()).find((c) => c.categoryId === top.categoryId)).toMatchObject({ enabled: false, onHomePanel: false });
    expect((await admin('PUT', `/api/v2/admin/categories/${top.categoryId}`, { ...body, enabled: true })).statusCode).toBe(200);
  });

  it('marks the first eight enabled top-level categories as the home panel, and reorders siblings', async () => {
    const before = await tree();
    expect(before.length).toBeGreaterThan(8);
    expect(before.filter((c) => c.onHomePanel).map((c) => c.categoryId)).toEqual(before.slice(0, 8).map((c) => c.categoryId));
    const last = before.at(-1)!;
    const order = [last.categoryId, ...before.slice(0, -1).map((c) => c.categoryId)];
    const res = await admin('PUT', '/api/v2/admin/categories/order', { parentId: null, categoryIds: order });
    expect(res.statusCode).toBe(200);
    expect((res.body.data as AdminCategory[]).map((c) => c.categoryId)).toEqual(order);
    expect((res.body.data as AdminCategory[])[0]).toMatchObject({ categoryId: last.categoryId, onHomePanel: true });
    expect((res.body.data as AdminCategory[])[8]!.onHomePanel).toBe(false);
    expect((await pub('GET', '/api/v2/website/GetCategoryTree')).body.data[0].categoryId).toBe(last.categoryId);
    // An order that leaves one out, repeats one or brings in a stranger is refused.
    for (const categoryIds of [order.slice(1), [...order, order[0]], [...order.slice(1), before[0]!.children[0]!.categoryId]]) {
      const bad = await admin('PUT', '/api/v2/admin/categories/order', { parentId: null, categoryIds }, 'ja-JP');
      expect(bad.statusCode).toBe(400);
      expect(bad.body.data.code).toBe('CATEGORY_ORDER_MISMATCH');
    }
    expect((await tree()).map((c) => c.categoryId)).toEqual(order);
    expect((await admin('PUT', '/api/v2/admin/categories/order', { parentId: null, categoryIds: before.map((c) => c.categoryId) })).statusCode).toBe(200);
  });

  it('refuses bad input in the envelope, in the request language, and changes nothing', async () => {
    const before = await tree();
    const target = before[1]!;
    const bad: unknown[] = [
      { name: { en: 'Only English' } },
      { name: { en: '', zh: '空', ja: '空' } },
      { name: { en: 'x'.repeat(61), zh: 'x', ja: 'x' } },
      { name: names('Icon'), icon: 'javascript:alert(1)' },
      { name: names('Icon'), icon: 'ftp://files.example/icon.png' },
      { name: names('Icon'), icon: 'data:text/html,<script>alert(1)</script>' },
      { name: names('Sort'), sort: -1 },
      { name: names('Sort'), sort: 'first' },
      { name: names('Parent'), parentId: 0 },
      { name: names('Enabled'), enabled: 'yes' },
    ];
    for (const body of bad) {
      expectInvalid(await admin('POST', '/api/v2/admin/categories', body, 'zh-CN'));
      expectInvalid(await admin('PUT', `/api/v2/admin/categories/${target.categoryId}`, body));
    }
    const zh = await admin('POST', '/api/v2/admin/categories', { name: { en: 'A', zh: 'B', ja: 'C' }, parentId: 999999 }, 'zh-CN');
    expectInvalid(zh, 'parentId');
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    const leaf = flatten(before).find((c) => c.level === 3)!;
    const deep = await admin('POST', '/api/v2/admin/categories', { name: names('Too deep'), parentId: leaf.categoryId }, 'ja-JP');
    expect(deep.statusCode).toBe(400);
    expect(deep.body.data.code).toBe('CATEGORY_TOO_DEEP');
    expect((await admin('PUT', '/api/v2/admin/categories/999999', { name: names('Ghost') })).statusCode).toBe(404);
    expect(await tree()).toEqual(before);
  });

  it('deletes a category only when nothing is under it: no sub-categories, no goods (409, with the count)', async () => {
    const used = await one<{ categoryId: number; n: number }>(sql`select category_id as "categoryId", count(*)::int as n from goods group by category_id order by 2 desc limit 1`);
    expect(used.n).toBeGreaterThan(0);
    const inUse = await admin('DELETE', `/api/v2/admin/categories/${used.categoryId}`, undefined, 'en-US');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body).toMatchObject({ status: 409, data: { code: 'CATEGORY_IN_USE' } });
    expect(inUse.body.message).toContain(String(used.n));
    const inUseJa = await admin('DELETE', `/api/v2/admin/categories/${used.categoryId}`, undefined, 'ja-JP');
    expect(inUseJa.body.message).toMatch(/カテゴリ/);

    const parent = (await tree())[0]!;
    const withChildren = await admin('DELETE', `/api/v2/admin/categories/${parent.categoryId}`);
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.body.data.code).toBe('CATEGORY_HAS_CHILDREN');

    const made = (await admin('POST', '/api/v2/admin/categories', { name: names('Short-lived'), parentId: parent.categoryId })).body.data.categoryId as number;
    const before = flatten(await tree()).length;
    const gone = await admin('DELETE', `/api/v2/admin/categories/${made}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.body.data).toEqual({ categoryId: made });
    expect(flatten(await tree())).toHaveLength(before - 1);
    expect(flatten((await pub('GET', '/api/v2/website/GetCategoryTree')).body.data as CategoryNode[]).map((c) => c.categoryId)).not.toContain(made);
    expect((await admin('DELETE', `/api/v2/admin/categories/${made}`)).statusCode).toBe(404);
    expect(flatten(await tree()).find((c) => c.categoryId === used.categoryId)).toBeDefined();
  });
});

describe('articles and article categories', () => {
  const articleBody = (categoryId: number, over: object = {}) => ({
    categoryId,
    title: { en: 'Shipping times', zh: '运输时效', ja: '配送日数' },
    content: { en: '<p>Ships in <strong>3 days</strong></p>', zh: '<p>三天内发货</p>', ja: '<p>3日以内に発送</p>' },
    publishTime: new Date(Date.now() - 60_000).toISOString(),
    ...over,
  });

  it('creates an article category and an article; the help centre shows it in each language; its HTML is sanitised on save', async () => {
    const cat = await admin('POST', '/api/v2/admin/article-categories', { name: { en: 'Logistics', zh: '物流', ja: '物流' }, categoryType: 0, sort: 50 });
    expect(cat.statusCode).toBe(200);
    const categoryId = cat.body.data.categoryId as number;
    const res = await admin('POST', '/api/v2/admin/articles', articleBody(categoryId, {
      content: {
        en: '<p>Safe <a href="https://carrier.example/track">track</a></p><img src=x onerror=alert(1)><svg><p><style><img src=x onerror=alert(2)></style></p></svg><a href="javascript:alert(3)">x</a>',
        zh: '<p onclick="alert(1)" style="x:expression(alert(1))">中文</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
        ja: '<p>日本語</p><!--><img src=x onerror=alert(1)>-->',
      },
    }));
    expect(res.statusCode).toBe(200);
    const id = res.body.data.id as number;
    const stored = (await admin('GET', `/api/v2/admin/articles/${id}`)).body.data;
    expect(stored.content.en).toBe('<p>Safe <a href="https://carrier.example/track" target="_blank" rel="noopener noreferrer nofollow">track</a></p><a>x</a>');
    expect(stored.content.zh).toBe('<p>中文</p>');
    expect(stored.content.ja).toBe('<p>日本語</p>--&gt;');
    const [en, ja] = await Promise.all([pub('GET', `/api/v2/website/GetArticle?id=${id}`, 'en-US'), pub('GET', `/api/v2/website/GetArticle?id=${id}`, 'ja-JP')]);
    expect(en.body.data).toMatchObject({ title: 'Shipping times', categoryName: 'Logistics', content: stored.content.en });
    expect(ja.body.data).toMatchObject({ title: '配送日数', content: '<p>日本語</p>--&gt;' });
    const listed = (await admin('GET', `/api/v2/admin/articles?categoryId=${categoryId}`)).body.data;
    expect(listed.list.find((a: { id: number }) => a.id === id)).toMatchObject({ categoryId, inFooter: true, title: { zh: '运输时效' } });
    expect((await admin('GET', '/api/v2/admin/article-categories')).body.data.find((c: { categoryId: number }) => c.categoryId === categoryId)).toMatchObject({ articleCount: 1, enabled: true });
  });

  it('an edited article shows at once on the storefront (its cached copy is dropped), a draft is not shown', async () => {
    const categoryId = (await admin('GET', '/api/v2/admin/article-categories')).body.data[0].categoryId as number;
    const id = (await admin('POST', '/api/v2/admin/articles', articleBody(categoryId))).body.data.id as number;
    expect((await pub('GET', `/api/v2/website/GetArticle?id=${id}`, 'zh-CN')).body.data.title).toBe('运输时效'); // cached now
    const footerBefore = (await pub('GET', '/api/v2/website/GetFooterArticles', 'zh-CN')).body.data;
    expect(footerBefore[0].articles.map((a: { title: string }) => a.title)).toContain('运输时效');
    const edited = await admin('PUT', `/api/v2/admin/articles/${id}`, articleBody(categoryId, { title: { en: 'Delivery times', zh: '配送时效', ja: '配達日数' } }));
    expect(edited.statusCode).toBe(200);
    expect((await pub('GET', `/api/v2/website/GetArticle?id=${id}`, 'zh-CN')).body.data.title).toBe('配送时效');
    expect((await pub('GET', `/api/v2/website/GetArticle?id=${id}`, 'ja-JP')).body.data.title).toBe('配達日数');
    expect((await pub('GET', '/api/v2/website/GetFooterArticles', 'zh-CN')).body.data[0].articles.map((a: { title: string }) => a.title)).toContain('配送时效');
    // Back to a draft: no longer public.
    expect((await admin('PUT', `/api/v2/admin/articles/${id}`, articleBody(categoryId, { publishTime: null }))).statusCode).toBe(200);
    expect((await pub('GET', `/api/v2/website/GetArticle?id=${id}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/v2/admin/articles/${id}`)).body.data.publishTime).toBeNull();
    expect((await admin('DELETE', `/api/v2/admin/articles/${id}`)).body.data).toEqual({ id });
    expect((await admin('GET', `/api/v2/admin/articles/${id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/v2/admin/articles/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad articles and article categories and changes nothing', async () => {
    const categories = (await admin('GET', '/api/v2/admin/article-categories')).body.data;
    const categoryId = categories[0].categoryId as number;
    const articles = (await admin('GET', '/api/v2/admin/articles', undefined)).body.data;
    for (const body of [
      articleBody(categoryId, { title: { en: 'No other languages' } }),
      articleBody(categoryId, { title: { en: 'x'.repeat(201), zh: 'x', ja: 'x' } }),
      articleBody(categoryId, { content: { en: '', zh: 'x', ja: 'x' } }),
      articleBody(categoryId, { publishTime: 'tomorrow' }),
      articleBody(categoryId, { inFooter: 'yes' }),
      articleBody(0),
    ])
      expectInvalid(await admin('POST', '/api/v2/admin/articles', body, 'ja-JP'));
    expectInvalid(await admin('POST', '/api/v2/admin/articles', articleBody(999999)), 'categoryId');
    for (const body of [
      { name: names('Link'), categoryType: 2 },
      { name: names('Link'), categoryType: 2, linkUrl: 'javascript:alert(1)' },
      { name: names('Type'), categoryType: 5 },
    ])
      expectInvalid(await admin('POST', '/api/v2/admin/article-categories', body));
    expect((await admin('GET', '/api/v2/admin/article-categories')).body.data).toEqual(categories);
    expect((await admin('GET', '/api/v2/admin/articles', undefined)).body.data).toEqual(articles);
  });

  it('deletes an article category only when it has no articles (409 otherwise)', async () => {
    const used = (await admin('GET', '/api/v2/admin/article-categories')).body.data.find((c: { articleCount: number }) => c.articleCount > 0);
    const refused = await admin('DELETE', `/api/v2/admin/article-categories/${used.categoryId}`, undefined, 'zh-CN');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.code).toBe('ARTICLE_CATEGORY_IN_USE');
    expect(refused.body.message).toContain(String(used.articleCount));
    const empty = (await admin('POST', '/api/v2/admin/article-categories', { name: names('Empty'), categoryType: 2, linkUrl: 'https://help.example.com' })).body.data.categoryId;
    expect((await pub('GET', `/api/v2/website/GetArtCategory?categoryId=${empty}`)).body.data).toMatchObject({ categoryType: 2, linkUrl: expect.stringMatching(/^https:\/\/help\.example\.com\/?$/) });
    expect((await admin('DELETE', `/api/v2/admin/article-categories/${empty}`)).statusCode).toBe(200);
    expect((await pub('GET', `/api/v2/website/GetArtCategory?categoryId=${empty}`)).statusCode).toBe(404);
    expect((await admin('GET', '/api/v2/admin/article-categories')).body.data.find((c: { categoryId: number }) => c.categoryId === used.categoryId)).toBeDefined();
  });

  it('chooses which articles of a category the footer lists and in what order', async () => {
    const categoryId = (await admin('POST', '/api/v2/admin/article-categories', { name: { en: 'Footer test', zh: '页脚测试', ja: 'フッター' }, categoryType: 0, sort: 0 })).body.data.categoryId as number;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await admin('POST', '/api/v2/admin/articles', articleBody(categoryId, { title: { en: `Article ${n}`, zh: `文章 ${n}`, ja: `記事 ${n}` }, sort: n }))).body.data.id);
    const footerOf = async (lang: string) =>
      ((await pub('GET', '/api/v2/website/GetFooterArticles', lang)).body.data as { categoryId: number; articles: { title: string }[] }[]).find((c) => c.categoryId === categoryId)!.articles.map((a) => a.title);
    expect(await footerOf('en-US')).toEqual(['Article 1', 'Article 2', 'Article 3']);
    const res = await admin('PUT', `/api/v2/admin/article-categories/${categoryId}/footer`, { articleIds: [ids[2], ids[0]] });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((a: { id: number; inFooter: boolean }) => [a.id, a.inFooter])).toEqual([[ids[2], true], [ids[0], true], [ids[1], false]]);
    expect(await footerOf('en-US')).toEqual(['Article 3', 'Article 1']);
    expect(await footerOf('ja-JP')).toEqual(['記事 3', '記事 1']);
    // The help centre still lists all three, the footer's first.
    const page = (await pub('POST', '/api/v2/website/GetArticlePage', 'en-US', { categoryId })).body.data.list.map((a: { title: string }) => a.title);
    expect(page).toEqual(['Article 3', 'Article 1', 'Article 2']);

    const other = (await admin('GET', '/api/v2/admin/articles', undefined)).body.data.list.find((a: { categoryId: number }) => a.categoryId !== categoryId).id;
    for (const articleIds of [[ids[0], ids[0]], [other], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      const bad = await admin('PUT', `/api/v2/admin/article-categories/${categoryId}/footer`, { articleIds });
      expect(bad.statusCode, JSON.stringify(articleIds)).toBe(400);
    }
    expect(await footerOf('en-US')).toEqual(['Article 3', 'Article 1']);
    expect((await admin('PUT', '/api/v2/admin/article-categories/999999/footer', { articleIds: [] })).statusCode).toBe(404);
  });
});

describe('hot search words', () => {
  it('replaces one language’s words in order; the storefront shows them at once, other languages keep theirs', async () => {
    const before = (await admin('GET', '/api/v2/admin/hot-words')).body.data;
    expect((await pub('GET', '/api/v2/shop-search-words/list', 'zh-CN')).body.data).toEqual(before.zh); // cached now
    const res = await admin('PUT', '/api/v2/admin/hot-words', { lang: 'zh', words: ['折叠桌', ...before.zh, '折叠桌'] });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ ...before, zh: ['折叠桌', ...before.zh] });
    expect((await pub('GET', '/api/v2/shop-search-words/list', 'zh-CN')).body.data).toEqual(['折叠桌', ...before.zh]);
    expect((await pub('GET', '/api/v2/shop-search-words/list', 'en-US')).body.data).toEqual(before.en);
    // remove one
    expect((await admin('PUT', '/api/v2/admin/hot-words', { lang: 'zh', words: before.zh })).body.data.zh).toEqual(before.zh);
  });

  it('refuses bad words and changes nothing', async () => {
    const before = (await admin('GET', '/api/v2/admin/hot-words')).body.data;
    for (const body of [
      { lang: 'fr', words: ['x'] },
      { lang: 'en', words: [''] },
      { lang: 'en', words: ['x'.repeat(51)] },
      { lang: 'en', words: Array.from({ length: 31 }, (_, i) => `w${i}`) },
      { lang: 'en', words: 'chair' },
    ])
      expectInvalid(await admin('PUT', '/api/v2/admin/hot-words', body));
    expect((await admin('GET', '/api/v2/admin/hot-words')).body.data).toEqual(before);
  });
});

describe('site settings', () => {
  it('changes the fields sent; the storefront answers them at once; an empty merchant portal means the built-in console', async () => {
    const before = (await admin('GET', '/api/v2/admin/website-config')).body.data;
    expect((await pub('GET', '/api/v2/setting/website-config', 'ja-JP')).body.data.websiteTitle).toBe(before.websiteTitle.ja); // cached now
    const res = await admin('PUT', '/api/v2/admin/website-config', {
      websiteTitle: { en: 'WM Trade', zh: 'WM 贸易', ja: 'WMトレード' },
      merchantPortalUrl: 'https://sellers.example.com/login',
      servicePhone: '+44 20 7946 0000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ ...before, websiteTitle: { en: 'WM Trade', zh: 'WM 贸易', ja: 'WMトレード' }, merchantPortalUrl: 'https://sellers.example.com/login', servicePhone: '+44 20 7946 0000' });
    const ja = (await pub('GET', '/api/v2/setting/website-config', 'ja-JP')).body.data;
    expect(ja).toMatchObject({ websiteTitle: 'WMトレード', merchantPortalUrl: 'https://sellers.example.com/login' });
    expect((await pub('GET', '/api/v2/setting/service-phone')).body.data.phone).toBe('+44 20 7946 0000');
    expect((await admin('PUT', '/api/v2/admin/website-config', { merchantPortalUrl: '' })).body.data.merchantPortalUrl).toBe('');
    expect((await pub('GET', '/api/v2/setting/website-config')).body.data.merchantPortalUrl).toBe('/merchant');
    // A path of this site is a link too; another site's without a scheme is not.
    expect((await admin('PUT', '/api/v2/admin/website-config', { merchantPortalUrl: '/merchant/dashboard' })).body.data.merchantPortalUrl).toBe('/merchant/dashboard');
    expectInvalid(await admin('PUT', '/api/v2/admin/website-config', { merchantPortalUrl: '//evil.example/login' }), 'merchantPortalUrl');
    expectInvalid(await admin('PUT', '/api/v2/admin/website-config', { merchantPortalUrl: '/\\evil.example' }), 'merchantPortalUrl');
    expect((await admin('PUT', '/api/v2/admin/website-config', { merchantPortalUrl: '' })).statusCode).toBe(200);
    expect((await pub('GET', '/api/v2/setting/website-config')).body.data.merchantPortalUrl).toBe('/merchant');
    expect((await admin('PUT', '/api/v2/admin/website-config', { websiteTitle: before.websiteTitle, merchantPortalUrl: before.merchantPortalUrl, servicePhone: before.servicePhone })).statusCode).toBe(200);
    expect((await admin('GET', '/api/v2/admin/website-config')).body.data).toEqual(before);
  });

  it('takes links over http(s) only and texts within their lengths; a refused save changes nothing', async () => {
    const before = (await admin('GET', '/api/v2/admin/website-config')).body.data;
    for (const [body, field] of [
      [{ merchantPortalUrl: 'javascript:alert(1)' }, 'merchantPortalUrl'],
      [{ helpCenterUrl: 'ftp://help.example.com' }, 'helpCenterUrl'],
      [{ trackUrl: 'not a link' }, 'trackUrl'],
      [{ websiteIcon: 'javascript:alert(1)' }, 'websiteIcon'],
      [{ websiteTitle: { en: 'x'.repeat(101), zh: 'x', ja: 'x' } }, 'websiteTitle.en'],
      [{ websiteTitle: { en: 'Only English' } }, 'websiteTitle.zh'],
      [{ servicePhone: '' }, 'servicePhone'],
      [{ websiteIcpCertNo: 'x'.repeat(101) }, 'websiteIcpCertNo'],
      [{ groupSites: [{ name: names('Group'), url: 'javascript:alert(1)' }] }, 'groupSites.0.url'],
      // a good field beside a bad one: neither is saved
      [{ servicePhone: '+1 555 0100', trackUrl: 'data:text/html,x' }, 'trackUrl'],
    ] as const) {
      const res = await admin('PUT', '/api/v2/admin/website-config', body, 'zh-CN');
      expectInvalid(res, field);
    }
    expect((await admin('GET', '/api/v2/admin/website-config')).body.data).toEqual(before);
  });

  it('adds, changes and deletes footer contact entries and follow-us links', async () => {
    const created = await admin('POST', '/api/v2/admin/site-settings', { settingType: 2, icon: 'https://cdn.example.com/x.png', linkUrl: 'https://x.example.com/wm', title: { en: 'Follow on X', zh: '关注 X', ja: 'Xでフォロー' }, sort: 9 });
    expect(created.statusCode).toBe(200);
    const id = created.body.data.id as number;
    const follow = async (lang: string) => (await pub('POST', '/api/v2/website/GetSiteSettingList', lang, { settingType: 2 })).body.data.find((s: { id: number }) => s.id === id);
    expect(await follow('zh-CN')).toMatchObject({ title: '关注 X', linkUrl: 'https://x.example.com/wm' });
    expect((await admin('GET', '/api/v2/admin/site-settings')).body.data.find((s: { id: number }) => s.id === id)).toMatchObject({ settingType: 2, text: { ja: 'Xでフォロー' }, enabled: true });
    expectInvalid(await admin('PUT', `/api/v2/admin/site-settings/${id}`, { settingType: 2, icon: 'https://cdn.example.com/x.png', linkUrl: 'javascript:alert(1)', title: names('X') }), 'linkUrl');
    expect(await follow('en-US')).toMatchObject({ title: 'Follow on X' });
    expect((await admin('PUT', `/api/v2/admin/site-settings/${id}`, { settingType: 2, icon: 'https://cdn.example.com/x.png', linkUrl: 'https://x.example.com/wm', title: names('X'), enabled: false })).statusCode).toBe(200);
    expect(await follow('en-US')).toBeUndefined();
    expect((await admin('DELETE', `/api/v2/admin/site-settings/${id}`)).statusCode).toBe(200);
    expect((await admin('GET', '/api/v2/admin/site-settings')).body.data.find((s: { id: number }) => s.id === id)).toBeUndefined();
    expect((await admin('DELETE', `/api/v2/admin/site-settings/${id}`)).statusCode).toBe(404);
  });
});
