import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { APPROVED_BUYER, TOKEN_KEY_FOR_TESTS, apiLogin, clickInDialog } from './support';

test('the keyword search opens the goods list', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('searchbox').fill('desk lamp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/classify\/list\?keyword=desk\+lamp&t=\d+$/);
  await expect(page.getByRole('heading', { name: 'Product List' })).toBeVisible();
  // The box shows what is being listed; the button searches too.
  await expect(page.getByRole('searchbox')).toHaveValue('desk lamp');
  await page.getByRole('searchbox').fill('chair');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=chair&t=\d+$/);
});

test("less motion for a user whose system asks for it: antd's zooms and slides end as they start", async ({ page }) => {
  await page.goto('/home');
  // How long a dialog's zoom-in runs: a probe with antd's classes and its 0.3 s.
  const zoomDuration = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'ant-zoom-appear ant-zoom-appear-active';
      probe.style.animationDuration = '0.3s';
      document.body.append(probe);
      const duration = getComputedStyle(probe).animationDuration;
      probe.remove();
      return duration;
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await zoomDuration()).toBe('0.3s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(parseFloat(await zoomDuration())).toBeLessThan(0.001);
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1480, height: 400 });
  await page.goto('/activity/springNew');
  // Room to scroll on a page that is still short. The route may still be
  // loading and scroll to the top when it renders, so scroll until it holds.
  await expect
    .poll(() =>
      page.evaluate(() => {
        document.body.style.paddingBottom = '2000px';
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/login\/index/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the breadcrumb starts at Home and is hidden in the browsing sections', async ({ page }) => {
  await page.goto('/newArrival');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toHaveText(/^Home.*New Arrivals$/);
  await page.goto('/goodsDetails/index');
  await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
  await expect(breadcrumb).toHaveCount(0);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the cart badge reads 99+ above 99; the cart has no footer', async ({ page, request }) => {
  const token = await apiLogin(request, APPROVED_BUYER);
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('wm-b2b-state', JSON.stringify({ state: { cartCount: 120 }, version: 0 }));
    },
    [TOKEN_KEY_FOR_TESTS, token] as const,
  );
  await page.goto('/home');
  const cart = page.getByRole('link', { name: 'Cart' });
  await expect(cart).toContainText('99+');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await cart.click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('an expired session asks to log in again, once', async ({ page }) => {
  // A token the server no longer knows, and the user saved with it on an earlier visit.
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'expired-session-token');
    const user = { id: 1, customerid: 'C1', realName: 'Old Session', mobile: '13800000001', email: null, avatar: null, auditStatus: 2, isStore: false, role: 'buyer', hasPayPassword: false };
    localStorage.setItem('wm-b2b-state', JSON.stringify({ state: { userInfo: user }, version: 0 }));
  }, TOKEN_KEY_FOR_TESTS);
  await page.goto('/message/index');
  // The page stays; the dialog offers to log in again.
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The login status has expired. You can stay on the page or log in again');
  await expect(dialog).toHaveCount(1);
  await clickInDialog(dialog, 'Login');
  await expect(page).toHaveURL(/\/login\/index\?mode=1&redirect=%2Fmessage%2Findex$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY_FOR_TESTS)).toBeNull();
});

// The budget is 250 KB gzip (ARCHITECTURE.md); issue 15 asks for 230 KB, and this guard is that
// target in each language: the route measures 226,042 / 226,898 / 227,335 bytes in 19 files
// (en/zh/ja, docs/benchmarks.md) since the first strings carry the status texts only, antd's texts
// only the parts a first page shows, the back office's strings are one file per language, and what
// every page loads with the entry is one file (vite.config.ts, `shell`). Sizes
// do not depend on the machine, so there is no margin for noise: a change that grows the home route
// must take as much out of it.
const HOME_JS_LIMIT = 230_000;

for (const [language, heading] of [['en', 'Home'], ['zh', '首页'], ['ja', 'ホーム']] as const) {
  test(`the home route's JavaScript stays within 230 KB in ${language} (budget 250 KB gzip)`, async ({ page, context, baseURL }, testInfo) => {
    await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    const scripts = new Map<string, number>();
    const encodings = new Set<string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      // What travels: the build's Brotli copy (apps/web/vite.config.ts), sent as it is; files under 1 KB go plain.
      if (body.length >= 1024) encodings.add((await response.allHeaders())['content-encoding'] ?? 'none');
      scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto('/home', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    await testInfo.attach(`home-js-${language}.json`, { body: JSON.stringify({ total, scripts: Object.fromEntries(scripts) }, null, 2), contentType: 'application/json' });
    console.log(`home route JS (${language}): ${total} bytes gzip in ${scripts.size} files`);
    expect(total).toBeLessThanOrEqual(HOME_JS_LIMIT);
    expect([...encodings]).toEqual(['br']);
  });
}

// The first page's data is asked for at app start, beside the language files (app/router.tsx
// startFirstPage), and the page takes that answer when it mounts instead of asking again.
test('a first page asks for its data once, the header and footer content once each', async ({ page, request }) => {
  const list = await (await request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 1 } })).json();
  const { goodsId, name } = list.data.list[0] as { goodsId: number; name: string };
  for (const [url, data, heading] of [
    ['/home', '/api/v2/goods/home-sections', 'New Arrivals'],
    ['/classify/list?keyword=sofa', '/api/v2/goods/list', 'Product List'],
    [`/goodsDetails/index?goodsId=${goodsId}`, `/api/v2/goods/${goodsId}`, name],
  ] as const) {
    const calls = new Map<string, number>();
    const count = (path: string) => calls.set(path, (calls.get(path) ?? 0) + 1);
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/')) count(path);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(calls.get(data), `${url}: ${data}`).toBe(1);
    for (const content of ['/api/v2/setting/website-config', '/api/v2/shop-search-words/list', '/api/v2/website/GetFooterArticles']) expect(calls.get(content), `${url}: ${content}`).toBe(1);
    page.removeAllListeners('request');
  }
});

// What a first page reads is asked for from a module apart from the page's code (app/routes.ts
// catalogPrefetch), so the request does not wait for the page's many files: held back here, the
// page's code is still on its way when the data is asked for.
test("a first page's data is asked for before its code has come", async ({ page, request }) => {
  const list = await (await request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 1 } })).json();
  const { goodsId, name } = list.data.list[0] as { goodsId: number; name: string };
  const held = () => {
    let resolve: () => void = () => undefined;
    return { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
  };
  let hold = held();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  for (const chunk of ['goods-browser', 'goods-detail-page', 'home-page']) {
    await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
      await hold.promise;
      await route.continue();
    });
  }
  for (const [url, data, heading] of [
    ['/classify/list?keyword=sofa', '/api/v2/goods/list', 'Product List'],
    [`/goodsDetails/index?goodsId=${goodsId}`, `/api/v2/goods/${goodsId}`, name],
    ['/home', '/api/v2/goods/home-sections', 'New Arrivals'],
  ] as const) {
    hold = held();
    scripts.length = 0;
    const asked = page.waitForRequest((req) => new URL(req.url()).pathname === data);
    await page.goto(url, { waitUntil: 'commit' });
    await asked;
    hold.resolve();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // A visitor's catalog page validates nothing: no schema library (the audit codes the price rule
    // reads live apart from the auth schemas, contracts auth/audit-status.ts).
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/(zod|validation)-/.test(path)), url).toEqual([]);
  }
});

// The storefront's frame comes rendered in the page, in the cookie's language (src/prerender.tsx,
// platform/web-pages.ts), and the app then renders over it without anything moving.
test('the storefront frame is in the page itself, in the chosen language; the app takes over without a layout shift or a CSP violation', async ({ browser, baseURL, request }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    await noScript.addCookies([{ name: 'language', value: 'ja', url: baseURL! }]);
    const page = await noScript.newPage();
    await page.goto('/classify/list?keyword=sofa');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle('越境卸売マーケット');
    await expect(page.locator('header.app-header').getByText('ヘルプセンター')).toBeVisible();
    // The site's logo (a setting) is written in by the server, as the app shows it (platform/web-pages.ts).
    const { data: config } = await (await request.get('/api/v2/setting/website-config')).json();
    await expect(page.locator('header.app-header .brand-logo img')).toHaveAttribute('src', config.websiteIcon);
    // Inert until the app has come: nothing in it is offered to click or to assistive technology.
    await expect(page.getByRole('button', { name: 'ヘルプセンター' })).toHaveCount(0);
    // The styles of the antd components the goods list and goods page render come made (src/prerender.tsx
    // FirstPagesComponents): the app finds them listed here and does not make them again on its first render.
    const madeStyles = await page.locator('style[data-ant-cssinjs-cache-path]').textContent();
    for (const component of ['Select-Select', 'Pagination-Pagination', 'InputNumber-InputNumber', 'Radio-Radio', 'Checkbox-Checkbox', 'Button-Button', 'Tag-Tag', 'Spin-Spin', 'Empty-Empty', 'Alert-Alert']) {
      expect(madeStyles, component).toContain(`|${component}|`);
    }
    // Home and the goods page get pages of their own, with only the styles their first render needs
    // (src/prerender.tsx FIRST_PAGE_STYLES): parsing the rest was the page's longest task on a phone.
    await page.goto('/home');
    await expect(page.locator('header.app-header').getByText('ヘルプセンター')).toBeVisible();
    const homeStyles = await page.locator('style[data-ant-cssinjs-cache-path]').textContent();
    expect(homeStyles).toContain('|Spin-Spin|');
    expect(homeStyles).not.toContain('|Select-Select|');
    const list = (await (await request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 1 } })).json()) as { data: { list: { goodsId: number }[] } };
    await page.goto(`/goodsDetails/index?goodsId=${list.data.list[0]!.goodsId}`);
    const goodsStyles = await page.locator('style[data-ant-cssinjs-cache-path]').textContent();
    for (const component of ['InputNumber-InputNumber', 'Button-Button', 'Tag-Tag', 'Alert-Alert']) expect(goodsStyles, component).toContain(`|${component}|`);
    expect(goodsStyles).not.toContain('|Pagination-Pagination|');
    // Another frame: the login page gets the plain page.
    await page.goto('/login/index');
    await expect(page.locator('header.app-header')).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  const list = await (await request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 1 } })).json();
  const { goodsId, categoryId } = list.data.list[0] as { goodsId: number; categoryId: number };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      // Nothing the page runs breaks its Content-Security-Policy (zod's compiled parsers did: lib/zod-jitless.ts).
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`));
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of ['/home', `/classify/list?categoryId=${categoryId}`, `/goodsDetails/index?goodsId=${goodsId}`]) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.getByTestId('goods-card').or(page.locator('.goods-detail__name')).first()).toBeVisible();
      await expect(page.locator('header.app-header')).toHaveCount(1);
      await expect(page.locator('[inert]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Help Center' })).toBeVisible();
      const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(shift, `${url}: cumulative layout shift`).toBeLessThanOrEqual(0.02);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), `${url}: CSP violations`).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test("a goods page's name, pictures, title and description are in the page itself, where the app then shows them", async ({ browser, baseURL, request }) => {
  // A goods with selling points (the demo's have them): the newest may be one a journey made without
  // any, whose page keeps the site's description.
  const list = await (await request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 20 }, headers: { 'accept-language': 'ja' } })).json();
  let chosen: { goodsId: number; name: string } | undefined;
  for (const card of list.data.list as { goodsId: number; name: string }[]) {
    const detail = await (await request.get(`/api/v2/goods/${card.goodsId}`, { headers: { 'accept-language': 'ja' } })).json();
    if ((detail.data.sellingPoints as string[]).some((point) => point.trim())) {
      chosen = card;
      break;
    }
  }
  expect(chosen, 'a goods with selling points among the newest 20').toBeDefined();
  const { goodsId, name } = chosen!;
  const url = `/goodsDetails/index?goodsId=${goodsId}`;
  const boxes = async (page: Page) => ({
    name: await page.locator('h1.goods-detail__name').boundingBox(),
    picture: await page.locator('.gallery__view img').boundingBox(),
    trail: await page.locator('.goods-query__trail').boundingBox(),
  });
  for (const viewport of [{ width: 1480, height: 900 }, { width: 412, height: 823 }]) {
    // The page as the server sends it, before any script: the goods' name, trail and pictures (modules/catalog/goods-first-view.ts).
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const app = await browser.newContext({ viewport });
    try {
      await noScript.addCookies([{ name: 'language', value: 'ja', url: baseURL! }]);
      await app.addCookies([{ name: 'language', value: 'ja', url: baseURL! }]);
      const first = await noScript.newPage();
      await first.goto(url);
      await expect(first.locator('h1.goods-detail__name')).toHaveText(name);
      await expect(first.locator('.gallery__view img')).toHaveAttribute('alt', name);
      await expect(first.locator('.gallery__view img')).toHaveJSProperty('complete', true);
      await expect(first.locator('main.app-main--white')).toHaveCount(1);
      const before = await boxes(first);
      // Named for the goods, in the page itself: the tab's title and what search engines show under it.
      const titled = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `);
      await expect(first).toHaveTitle(titled);
      const description = await first.locator('meta[name="description"]').getAttribute('content');
      expect(description).toBeTruthy();

      const page = await app.newPage();
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.locator('[inert]')).toHaveCount(0);
      await expect(page.getByTestId('gallery-image')).toHaveJSProperty('complete', true);
      const after = await boxes(page);
      // The app says the same of the page, and the site's own title and description come back with another page.
      await expect(page).toHaveTitle(titled);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description!);
      // The app's page falls where the first view was: nothing moves when it takes over.
      expectSameBoxes(before, after, `${viewport.width} px wide`);
      if (viewport.width === 1480) {
        await page.locator('.goods-query__trail a').first().click();
        await expect(page).toHaveURL(/\/classify\/list\?categoryId=/);
        await expect(page).not.toHaveTitle(titled);
        await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', description!);
      }
    } finally {
      await noScript.close();
      await app.close();
    }
  }
});

type Box = { x: number; y: number; width: number; height: number };

/** Each part of a page where it was before the app took over (within 1 px on every side). */
function expectSameBoxes(before: Record<string, Box | null>, after: Record<string, Box | null>, who: string) {
  for (const part of Object.keys(before)) {
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(after[part]![side] - before[part]![side]), `${who}: ${part} ${side}`).toBeLessThanOrEqual(1);
    }
  }
}

// The home's first section comes written into the page, as a category's list does (below).
test("the home's newest goods are in the page itself, where the app then shows them, on a desktop and on a phone", async ({ browser, baseURL, request }) => {
  const home = (await (await request.get('/api/v2/goods/home-sections', { headers: { 'accept-language': 'ja' } })).json()).data as { newArrivals: { name: string }[] };
  const names = home.newArrivals.map((goods) => goods.name);
  expect(names.length).toBeGreaterThan(1);
  const section = (page: Page) => page.locator('section[aria-labelledby="home-new"]');
  const boxes = async (page: Page) => ({
    title: await section(page).locator('h2').boundingBox(),
    more: await section(page).locator('.home-section__more').boundingBox(),
    picture: await section(page).locator('.goods-card__image img').first().boundingBox(),
    lastName: await section(page).locator('.goods-card__name').last().boundingBox(),
  });
  for (const viewport of [{ width: 1480, height: 900 }, { width: 412, height: 823 }]) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const app = await browser.newContext({ viewport });
    try {
      for (const context of [noScript, app]) await context.addCookies([{ name: 'language', value: 'ja', url: baseURL! }]);
      // The page as the server sends it, before any script: the newest goods' section, in the cookie's language, its first pictures loaded.
      const first = await noScript.newPage();
      await first.goto('/home');
      await expect(section(first).locator('h2')).toHaveText('新着商品');
      await expect(section(first).locator('.goods-card__name')).toHaveText(names);
      await expect(section(first).locator('.goods-card__image img').first()).toHaveJSProperty('complete', true);
      await expect(first).toHaveTitle(/^ホーム - /);
      const before = await boxes(first);

      const page = await app.newPage();
      await page.goto('/home');
      await expect(page.locator('[inert]')).toHaveCount(0);
      await expect(section(page).getByTestId('goods-card')).toHaveCount(names.length);
      await expect(page.locator('section[aria-labelledby="home-top"]')).toBeVisible();
      await expect(section(page).locator('.goods-card__image img').first()).toHaveJSProperty('complete', true);
      expectSameBoxes(before, await boxes(page), `${viewport.width} px wide`);
      await expect(page).toHaveTitle(/^ホーム - /);
    } finally {
      await noScript.close();
      await app.close();
    }
  }
});

// A category's goods list comes written into the page (apps/server modules/catalog/list-first-view.ts,
// from templates the build renders with the app's components): its first pictures paint with the page.
test("a category's goods list is in the page itself, where the app then shows it, to a visitor and to a buyer", async ({ browser, baseURL, request }) => {
  // A category whose first page holds a goods sold out (the demo has some; found, not assumed: other journeys buy and
  // restock): its card comes with its band, and what only assistive technology reads stays hidden before the app too.
  type Card = { goodsId: number; categoryId: number; status: string; name: string };
  const firstPage = async (categoryId: number, lang = 'en') =>
    (await (await request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 20, categoryId, sort: 'newest' }, headers: { 'accept-language': lang } })).json()).data as { list: Card[]; total: number };
  let categoryId: number | undefined;
  for (let pageIndex = 1; categoryId === undefined && pageIndex <= 10; pageIndex++) {
    const found = (await (await request.post('/api/v2/goods/list', { data: { pageIndex, pageSize: 100, sort: 'newest' } })).json()).data.list as Card[];
    for (const goods of found.filter((c) => c.status === 'soldOut')) {
      if ((await firstPage(goods.categoryId)).list.some((c) => c.goodsId === goods.goodsId)) {
        categoryId = goods.categoryId;
        break;
      }
    }
  }
  expect(categoryId, 'a category whose first page holds a sold-out goods').toBeDefined();
  const listed = { data: await firstPage(categoryId!, 'zh') };
  const names = listed.data.list.map((goods) => goods.name);
  const soldOut = listed.data.list.filter((goods) => goods.status === 'soldOut').length;
  expect(names.length).toBeGreaterThan(1);
  expect(soldOut).toBeGreaterThan(0);
  const url = `/classify/list?categoryId=${categoryId}`;
  const boxes = async (page: Page) => ({
    title: await page.locator('h1.page-title').boundingBox(),
    filters: await page.locator('.filter-bar').boundingBox(),
    count: await page.locator('.goods-count').boundingBox(),
    picture: await page.locator('.goods-card__image img').first().boundingBox(),
    lastName: await page.locator('.goods-card__name').last().boundingBox(),
  });

  for (const viewport of [{ width: 1480, height: 900 }, { width: 412, height: 823 }]) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const app = await browser.newContext({ viewport });
    try {
      for (const context of [noScript, app]) await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
      // The page as the server sends it, before any script: the list's title, filters, count and cards, in the cookie's language.
      const first = await noScript.newPage();
      await first.goto(url);
      await expect(first.locator('.goods-card__name')).toHaveText(names);
      await expect(first.locator('.goods-card__sold-out')).toHaveText(Array(soldOut).fill('已售罄'));
      await expect(first.locator('.goods-count')).toHaveText(`共找到 ${listed.data.total} 件商品`);
      await expect(first.locator('.filter-bar')).toContainText('仓库类型');
      await expect(first.locator('.goods-card__image img').first()).toHaveJSProperty('complete', true);
      await expect(first).toHaveTitle(/^商品列表 - /);
      const before = await boxes(first);

      const page = await app.newPage();
      await page.goto(url);
      await expect(page.locator('[inert]')).toHaveCount(0);
      await expect(page.getByTestId('goods-card')).toHaveCount(names.length);
      await expect(page.getByTestId('goods-count')).toBeVisible();
      await expect(page.locator('.goods-card__image img').first()).toHaveJSProperty('complete', true);
      expectSameBoxes(before, await boxes(page), `visitor, ${viewport.width} px wide`);
      await expect(page).toHaveTitle(/^商品列表 - /);
    } finally {
      await noScript.close();
      await app.close();
    }
  }

  // A buyer gets the same page (the server does not know who asks): the app then shows the prices
  // and the price filter in the same places, nothing moved.
  const token = await apiLogin(request, APPROVED_BUYER);
  const buyer = await browser.newContext({ viewport: { width: 1480, height: 900 } });
  try {
    await buyer.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, token] as const);
    const page = await buyer.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'commit' });
    await expect(page.locator('[inert] .goods-card__name').first()).toBeVisible();
    await expect(page.locator('[inert] .goods-price__reason').first()).toBeVisible();
    const before = await boxes(page);
    release();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByTestId('goods-price').first()).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Min' })).toBeVisible();
    expectSameBoxes(before, await boxes(page), 'buyer');
  } finally {
    await buyer.close();
  }
});
