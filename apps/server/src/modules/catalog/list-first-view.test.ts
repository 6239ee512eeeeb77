import { LIST_FIRST_VIEW_SLOTS, type CategoryNode, type GoodsCard, type GoodsPage, type ListFirstViewTemplate } from '@wm/contracts';
import { describe, expect, it } from 'vitest';
import { categoryOfListAddress, homeFirstView, listFirstView } from './list-first-view';

/** A template of the shape the web build renders (apps/web src/prerender.tsx), small enough to read. */
const card = (reason: string, loading: string) =>
  `<article aria-label="__WM_NAME__"><a href="/goodsDetails/index?goodsId=__WM_GOODS_ID__"><img src="__WM_IMAGE__" loading="${loading}"></a><b>__WM_NAME__</b><i>__WM_ITEM_CODE__</i><a href="/login/index?redirect=%2Fclassify%2Flist%3FcategoryId%3D__WM_CATEGORY_ID__">${reason}</a><a href="/shop/index?storeId=__WM_STORE_ID__">__WM_STORE_NAME__</a></article>`;
/** The card of a sold-out goods: the band on its picture. */
const soldOut = (reason: string, loading: string) => card(reason, loading).replace('"></a>', '"><span class="band">Sold out</span></a>');
/** The home's cards: the sign-in link comes back to the home. */
const atHome = (html: string) => html.replace('%2Fclassify%2Flist%3FcategoryId%3D__WM_CATEGORY_ID__', '%2Fhome');
const template: ListFirstViewTemplate = {
  page: `<section><h1>Product List</h1>${LIST_FIRST_VIEW_SLOTS.query}<div class="filter-bar"></div><p class="goods-count">${LIST_FIRST_VIEW_SLOTS.count}</p><div class="goods-grid">${LIST_FIRST_VIEW_SLOTS.cards}</div></section>`,
  cards: {
    login: { eager: card('login', 'eager'), lazy: card('login', 'lazy') },
    approval: { eager: card('approval', 'eager'), lazy: card('approval', 'lazy') },
    store: { eager: card('store', 'eager'), lazy: card('store', 'lazy') },
  },
  soldOutCards: {
    login: { eager: soldOut('login', 'eager'), lazy: soldOut('login', 'lazy') },
    approval: { eager: soldOut('approval', 'eager'), lazy: soldOut('approval', 'lazy') },
    store: { eager: soldOut('store', 'eager'), lazy: soldOut('store', 'lazy') },
  },
  found: '__WM_COUNT__ products found',
  foundMore: 'More than __WM_COUNT__ <products> found',
  eagerCards: 2,
  title: 'Product List',
  home: {
    page: `<div class="home-page"><h1>Home</h1><section><h2>New Arrivals</h2><div class="goods-grid">${LIST_FIRST_VIEW_SLOTS.cards}</div></section></div>`,
    cards: {
      login: { eager: atHome(card('login', 'eager')), lazy: atHome(card('login', 'lazy')) },
      approval: { eager: atHome(card('approval', 'eager')), lazy: atHome(card('approval', 'lazy')) },
      store: { eager: atHome(card('store', 'eager')), lazy: atHome(card('store', 'lazy')) },
    },
    soldOutCards: {
      login: { eager: atHome(soldOut('login', 'eager')), lazy: atHome(soldOut('login', 'lazy')) },
      approval: { eager: atHome(soldOut('approval', 'eager')), lazy: atHome(soldOut('approval', 'lazy')) },
      store: { eager: atHome(soldOut('store', 'eager')), lazy: atHome(soldOut('store', 'lazy')) },
    },
    title: 'Home',
  },
};

const node = (categoryId: number, categoryName: string, children: CategoryNode[] = []): CategoryNode => ({ categoryId, categoryName, parentId: null, level: 1, sort: 0, children });
const tree = [node(1, 'Home & Kitchen', [node(14, 'Kitchen', [node(41, 'Cookware'), node(42, 'Knives')])]), node(2, 'Garden')];

const goods = (goodsId: number, extra: Partial<GoodsCard> = {}): GoodsCard =>
  ({
    goodsId,
    itemCode: `ST-${goodsId}`,
    name: `Pot ${goodsId}`,
    image: `/api/v2/goods/image/${goodsId}/1.svg`,
    storeId: 3,
    storeCode: 'ST1003',
    storeName: 'Ningbo Kitchenware',
    categoryId: 41,
    categoryName: 'Cookware',
    priceVisibility: 'login',
    price: null,
    priceMax: null,
    originalPrice: null,
    ...extra,
  }) as GoodsCard;
const page = (list: GoodsCard[], total = list.length, totalCapped?: boolean): GoodsPage => ({ list, total, pageIndex: 1, pageSize: 20, ...(totalCapped ? { totalCapped } : {}) });

describe("a goods list's first view", () => {
  it("is written for a category's list and nothing else", () => {
    expect(categoryOfListAddress('categoryId=41')).toBe(41);
    for (const search of ['', 'categoryId=41&page=2', 'categoryId=41&keyword=pot', 'keyword=pot', 'categoryId=0', 'categoryId=1e3', 'categoryId=-4', 'categoryId=99999999999', 'categoryId=41&categoryId=42', 'sort=sales&categoryId=41']) {
      expect(categoryOfListAddress(search), search).toBeNull();
    }
  });

  it('has the trail, the sub-categories, the count and the cards in the template, the first row eager', () => {
    const view = listFirstView(template, 'en', tree, 14, page([goods(1), goods(2), goods(3, { priceVisibility: 'approval' })], 57))!;
    expect(view.background).toBe('grey');
    expect(view.title).toBe('Product List');
    expect(view.html).toContain(
      '<div class="goods-query"><nav class="goods-query__trail"><span><a href="/classify/list?categoryId=1">Home &amp; Kitchen</a></span><span><span class="goods-query__sep">/</span><a href="/classify/list?categoryId=14">Kitchen</a></span></nav>' +
        '<div class="goods-query__children"><a class="goods-query__child" href="/classify/list?categoryId=41">Cookware</a><a class="goods-query__child" href="/classify/list?categoryId=42">Knives</a></div></div><div class="filter-bar">',
    );
    expect(view.html).toContain('<p class="goods-count">57 products found</p>');
    expect(view.html).toContain(
      '<div role="listitem"><article aria-label="Pot 1"><a href="/goodsDetails/index?goodsId=1"><img src="/api/v2/goods/image/1/1.svg" loading="eager"></a><b>Pot 1</b><i>ST-1</i><a href="/login/index?redirect=%2Fclassify%2Flist%3FcategoryId%3D14">login</a><a href="/shop/index?storeId=3">Ningbo Kitchenware</a></article></div>',
    );
    expect(view.html).toContain('<img src="/api/v2/goods/image/2/1.svg" loading="eager">');
    expect(view.html).toContain('<img src="/api/v2/goods/image/3/1.svg" loading="lazy">');
    expect(view.html).toContain('<b>Pot 3</b><i>ST-3</i><a href="/login/index?redirect=%2Fclassify%2Flist%3FcategoryId%3D14">approval</a>');
    expect(view.html).not.toMatch(/__WM_|data-wm-slot/);
    // A leaf category has no sub-categories' row.
    expect(listFirstView(template, 'en', tree, 41, page([goods(1)]))!.html).not.toContain('goods-query__children');
  });

  it('puts the band on the cards of goods sold out, and only on theirs', () => {
    const view = listFirstView(template, 'en', tree, 41, page([goods(1), goods(2, { status: 'soldOut' }), goods(3, { status: 'soldOut', priceVisibility: 'approval' })]))!;
    expect(view.html).toContain('<a href="/goodsDetails/index?goodsId=2"><img src="/api/v2/goods/image/2/1.svg" loading="eager"><span class="band">Sold out</span></a><b>Pot 2</b>');
    expect(view.html).toContain('<img src="/api/v2/goods/image/3/1.svg" loading="lazy"><span class="band">Sold out</span></a><b>Pot 3</b><i>ST-3</i><a href="/login/index?redirect=%2Fclassify%2Flist%3FcategoryId%3D41">approval</a>');
    expect(view.html.split('Sold out').length).toBe(3);
  });

  it("says a capped count as the app does, in the page's language", () => {
    expect(listFirstView(template, 'en', tree, 41, page([goods(1)], 10000, true))!.html).toContain('<p class="goods-count">More than 10,000 &lt;products&gt; found</p>');
    expect(listFirstView(template, 'ja', tree, 41, page([goods(1)], 10000, true))!.html).toContain('More than 10,000 ');
  });

  it('escapes what sellers and operators wrote, token look-alikes included, and leaves out what is not a picture address', () => {
    const view = listFirstView(
      { ...template, eagerCards: 5 },
      'en',
      [node(41, '</nav><script>x</script>')],
      41,
      page([goods(1, { name: '<script>alert(1)</script> & "__WM_ITEM_CODE__"', storeName: '"><img src=x onerror=alert(1)>', itemCode: 'A&B', image: 'javascript:alert(1)' })]),
    )!;
    expect(view.html).not.toContain('<script>');
    expect(view.html).not.toContain('javascript:');
    expect(view.html).not.toContain('<img src=x');
    expect(view.html).toContain('<b>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;__WM_ITEM_CODE__&quot;</b><i>A&amp;B</i>');
    expect(view.html).toContain('aria-label="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;__WM_ITEM_CODE__&quot;"');
    expect(view.html).toContain('<img src="" loading="eager">');
    expect(view.html).toContain('&lt;/nav&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it('is not written for a category outside the tree or a list with no goods: the app says so', () => {
    expect(listFirstView(template, 'en', tree, 77, page([goods(1)]))).toBeNull();
    expect(listFirstView(template, 'en', tree, 41, page([]))).toBeNull();
  });
});

describe("the home's first view", () => {
  it('has the newest goods in its section, the first row eager, a sold-out band, the sign-in links back to the home', () => {
    const view = homeFirstView(template, [goods(1), goods(2, { status: 'soldOut' }), goods(3, { priceVisibility: 'approval', name: '<b>Pot</b> & "__WM_NAME__"' })])!;
    expect(view).toMatchObject({ background: 'grey', title: 'Home' });
    expect(view.html).toMatch(/^<div class="home-page"><h1>Home<\/h1><section><h2>New Arrivals<\/h2><div class="goods-grid"><article aria-label="Pot 1">/);
    expect(view.html).toContain('<article aria-label="Pot 1"><a href="/goodsDetails/index?goodsId=1"><img src="/api/v2/goods/image/1/1.svg" loading="eager"></a><b>Pot 1</b><i>ST-1</i><a href="/login/index?redirect=%2Fhome">login</a>');
    expect(view.html).toContain('<img src="/api/v2/goods/image/2/1.svg" loading="eager"><span class="band">Sold out</span></a><b>Pot 2</b>');
    expect(view.html).toContain('<img src="/api/v2/goods/image/3/1.svg" loading="lazy"></a><b>&lt;b&gt;Pot&lt;/b&gt; &amp; &quot;__WM_NAME__&quot;</b><i>ST-3</i><a href="/login/index?redirect=%2Fhome">approval</a>');
    expect(view.html.split('Sold out').length).toBe(2);
    expect(view.html).not.toMatch(/data-wm-slot|role="listitem"/);
  });

  it('is not written without goods: the app says so', () => {
    expect(homeFirstView(template, [])).toBeNull();
  });
});
