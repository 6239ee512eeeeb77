import type { Page } from '@playwright/test';
import { auth, buyerWithCompany, data, OPERATOR, SELLER } from './account-support';
import { apiLogin, APPROVED_BUYER, expect, test, TOKEN_KEY_FOR_TESTS } from './support';

/**
 * The buyer's pages on a phone (390 px, a touch screen). The layout is desktop-first (spec section 9):
 * on a phone nothing may make the page wider than the screen (the browser would then zoom the whole
 * page out), the goods come two a row, the header keeps its search and icons, and what is wider by
 * nature (a table) scrolls in its own card.
 */
const PHONE_WIDTH = 390;
test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/**
 * How far the page reaches past the screen's right edge, in px (0: it fits). Against the screen's width, not
 * the window's: a phone widens its layout to a page wider than the screen (and zooms out to show it all).
 */
const overflow = async (page: Page, screenWidth = PHONE_WIDTH) => (await page.evaluate(() => document.documentElement.scrollWidth)) - screenWidth;

async function fits(page: Page, path: string, shown: string) {
  await page.goto(path);
  // The app has taken over the page the server sent (the home's and a list's first view are in it, inert).
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.locator(shown).first()).toBeVisible();
  expect(await overflow(page), `${path} is wider than the phone`).toBeLessThanOrEqual(0);
}

test('a visitor on a phone: the storefront fits the screen, two goods a row, the header in two rows', async ({ page }) => {
  await fits(page, '/home', '.goods-card');
  // The header: the logo and the icons above a search box as wide as the page; the icons keep their names.
  const box = (await page.locator('.search-box__input').boundingBox())!;
  expect(box.width, 'the search box spans the phone').toBeGreaterThan(250);
  const logo = (await page.locator('.brand-logo').boundingBox())!;
  expect(box.y, 'the search box is below the logo').toBeGreaterThan(logo.y + logo.height - 1);
  await expect(page.getByRole('link', { name: 'Cart' })).toBeInViewport();
  // A visitor's "Log in" shares the logo's row; "Register" is left to the sign-in page, which offers it.
  const account = page.locator('.header-account');
  const login = (await account.getByRole('link', { name: 'Log in', exact: true }).boundingBox())!;
  expect(Math.abs(login.y + login.height / 2 - (logo.y + logo.height / 2)), '"Log in" beside the logo').toBeLessThanOrEqual(8);
  await expect(account.getByRole('link', { name: 'Register', exact: true })).toBeHidden();

  // Goods two a row: the second card beside the first, the third below them.
  await fits(page, '/classify/list', '.goods-card');
  const cards = page.getByTestId('goods-card');
  const [first, second, third] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!, (await cards.nth(2).boundingBox())!];
  expect(Math.abs(second.y - first.y)).toBeLessThanOrEqual(1);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  expect(third.y).toBeGreaterThan(first.y + first.height - 1);
  expect(first.width, 'a card is half the row').toBeGreaterThan(150);

  const [goods] = (await (await page.request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 1 } })).json()).data.list as { goodsId: number; storeId: number }[];
  await fits(page, `/goodsDetails/index?goodsId=${goods!.goodsId}`, 'h1.goods-detail__name');
  await fits(page, `/shop/index?storeId=${goods!.storeId}`, '.shop-banner__name');
  await fits(page, '/newStore', '.store-card');
  await fits(page, '/activity/topSellList', '.goods-card');
  await fits(page, '/classify', '.classify-tree__group');
});

test('a buyer on a phone: the account pages fit the screen, a wide table scrolls in its card, the cart in rows', async ({ page, request }) => {
  const token = await apiLogin(request, APPROVED_BUYER);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, token] as const);
  // The demo buyer has orders, sales orders, stock, claims, fees, messages and wallet entries to show.
  await fits(page, '/purchaseOrderManage/purchaseOrderList', '.po-order');
  // An order's card clips what overflows it: its buttons are below its goods, within the screen.
  const order = page.locator('.po-order').first();
  const details = (await order.getByRole('button', { name: 'Details' }).boundingBox())!;
  expect(details.x + details.width, "an order's buttons are on the screen").toBeLessThanOrEqual(PHONE_WIDTH);
  expect(details.y).toBeGreaterThan((await order.locator('.po-order__items').boundingBox())!.y);
  await fits(page, '/salesOrderManage/SalesOrderList', '.ant-table-row');
  // A table's actions scroll with it on a phone rather than stay over half of it: an order's number can be read.
  const number = page.locator('.ant-table-row').first().getByRole('link').first();
  const numberBox = (await number.boundingBox())!;
  expect(numberBox.x + numberBox.width, "the first order's number is on the screen").toBeLessThanOrEqual(PHONE_WIDTH);
  const seen = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent, [numberBox.x + numberBox.width - 2, numberBox.y + numberBox.height / 2]);
  expect(seen, "nothing covers the first order's number").toBe(await number.textContent());
  // The sales orders' filters fold away behind a button, so that the orders start on the first screen;
  // a search folds them again, the button counting the filters in use.
  const filters = page.locator('#so-filters');
  await expect(filters).toBeHidden();
  expect((await page.locator('.ant-table-row').first().boundingBox())!.y, 'the first order is on the first screen').toBeLessThan(844);
  const toggle = page.getByRole('button', { name: /Filters/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await filters.getByLabel('Consignee').fill('nobody-of-that-name');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/consignee=nobody-of-that-name/);
  await expect(page.getByRole('button', { name: /Filters \(1\)/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toBeHidden();
  expect(await overflow(page), 'the filtered sales orders are wider than the phone').toBeLessThanOrEqual(0);
  await fits(page, '/purchaseOrderManage/sellingExpenses', '.ant-table-row');
  await fits(page, '/afterSalesManage/index', '.ant-table-row');
  await fits(page, '/wallet/index', '.wallet-balance');
  await fits(page, '/message/index', '.message-panel');
  await fits(page, '/personalCenter/index', '.center-main');
  // One of each of its orders and claims, opened.
  const first = async <T,>(path: string) => ((await data<{ list: T[] }>(await request.get(`${path}?pageIndex=1&pageSize=1`, { headers: auth(token) }))).list[0]!);
  const { orderNo: purchaseOrderNo } = await first<{ orderNo: string }>('/api/v2/purchase-order/list');
  const { orderNo: salesOrderNo } = await first<{ orderNo: string }>('/api/v2/sales-order/list');
  const { afterSalesNo } = await first<{ afterSalesNo: string }>('/api/v2/after-sales/list');
  await fits(page, `/purchaseOrderManage/purchaseOrderDetails?orderNo=${purchaseOrderNo}`, '.po-details__head');
  await fits(page, `/salesOrderManage/salesOrderDetails?orderNo=${salesOrderNo}`, '.so-details__head');
  await fits(page, `/afterSalesManage/afterSalesDetails?afterSalesNo=${afterSalesNo}`, '.ant-descriptions');
  await fits(page, '/salesOrderManage/index', '.so-picker');
  await fits(page, '/inventoryManage/inventoryQuery', '.ant-table-row');
  // The stock table is wider than the phone: it scrolls inside its card, the page does not.
  const table = page.locator('.ant-table-content').first();
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // A cart of its own (the demo buyer's is other journeys' business): a line's goods across the card,
  // its amount level with its price, the quantity below them.
  const buyer = await buyerWithCompany(request);
  const [goods] = (await (await request.post('/api/v2/goods/list', { data: { pageIndex: 1, pageSize: 1, inStock: true } })).json()).data.list as { goodsId: number }[];
  await data(await request.post('/api/v2/shop-cart', { headers: auth(buyer.token), data: { goodsId: goods!.goodsId, quantity: 10 } }));
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, buyer.token] as const);
  await fits(page, '/shoppingCart', '.cart-line');
  const line = page.locator('.cart-line').first();
  const [goodsCell, price, amount, quantity] = await Promise.all(['.cart-line__goods', '.cart-line__price', '.cart-line__amount', '.cart-line__quantity'].map(async (cell) => (await line.locator(cell).boundingBox())!));
  expect(goodsCell!.width, 'the goods span the line').toBeGreaterThan(250);
  expect(Math.abs(amount!.y + amount!.height / 2 - (price!.y + price!.height / 2))).toBeLessThanOrEqual(12);
  expect(quantity!.y).toBeGreaterThan(price!.y + price!.height - 1);
  await expect(page.locator('.cart-head')).toBeHidden();
  // Confirming the order: its goods, coupon, summary and button fit too.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/purchaseOrderManage\/index/);
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeVisible();
  expect(await overflow(page), 'the order confirmation is wider than the phone').toBeLessThanOrEqual(0);
  // Its bar, which stays at the bottom of the screen with the figures and the button, takes less than a quarter of it.
  expect((await page.locator('.po-submit').boundingBox())!.height, "the order's bar").toBeLessThan(844 / 4);
});

test('a seller and an operator on a phone: every console page fits the screen, the side menu a strip above it showing the open section', async ({ page, request }) => {
  const consoles = [
    [SELLER, [['/merchant/dashboard', '.merchant-chart'], ['/merchant/store', '.ant-form-item'], ['/merchant/goods', '.ant-table-row'], ['/merchant/goods/new', '.ant-form-item'], ['/merchant/stock', '.ant-table-row'], ['/merchant/orders', '.ant-table-row'], ['/merchant/after-sales', '.ant-table-row'], ['/merchant/agreements', '.ant-table-row'], ['/merchant/wallet/withdraw', '.ant-form-item'], ['/merchant/wallet', '.ant-table-row']]],
    [OPERATOR, [['/admin', '.ant-card'], ['/admin/users', '.ant-table-row'], ['/admin/audit-log', 'h1'], ['/admin/audits', '.ant-table-row'], ['/admin/withdrawals', 'h1'], ['/admin/payments', '.ant-segmented'], ['/admin/stores', 'h1'], ['/admin/goods', '.ant-table-row'], ['/admin/after-sales', '.ant-table-row'], ['/admin/content', '.ant-table-row'], ['/admin/settings', '.ant-form-item'], ['/admin/rates', '.ant-table-row'], ['/admin/coupons', '.ant-table-row'], ['/admin/notices', '.ant-form-item']]],
  ] as const;
  for (const [account, pages] of consoles) {
    const token = await apiLogin(request, account);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, token] as const);
    for (const [path, shown] of pages) await fits(page, path, shown);
    // The page takes the screen's width; the menu is one row above it, scrolled to the open section (the last
    // of the seller's, the last but one of the operator's), which is on the screen.
    const items = page.locator('.console-frame .ant-layout-sider .ant-menu-item');
    const [first, last, open, content] = await Promise.all([items.first().boundingBox(), items.last().boundingBox(), page.locator('.console-frame .ant-menu-item-selected').boundingBox(), page.locator('.console-frame .ant-layout-content').boundingBox()]);
    expect(content!.width, 'the page spans the screen').toBeGreaterThanOrEqual(PHONE_WIDTH - 1);
    expect(Math.abs(last!.y - first!.y), 'the menu is one row').toBeLessThanOrEqual(1);
    expect(content!.y, 'the menu is above the page').toBeGreaterThanOrEqual(first!.y + first!.height);
    expect(open!.x, 'the open section is on the screen').toBeGreaterThanOrEqual(0);
    expect(open!.x + open!.width).toBeLessThanOrEqual(PHONE_WIDTH);
  }
});

test.describe('a tablet upright (820 px)', () => {
  test.use({ viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true });

  test('the storefront and the orders fit the screen, four goods a row', async ({ page, request }) => {
    const token = await apiLogin(request, APPROVED_BUYER);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, token] as const);
    for (const [path, shown] of [['/home', '.goods-card'], ['/classify/list', '.goods-card'], ['/purchaseOrderManage/purchaseOrderList', '.po-order'], ['/wallet/index', '.wallet-balance']] as const) {
      await page.goto(path);
      await expect(page.locator(shown).first()).toBeVisible();
      expect(await overflow(page, 820), `${path} is wider than the tablet`).toBeLessThanOrEqual(0);
    }
    await page.goto('/classify/list');
    const cards = page.getByTestId('goods-card');
    await expect(cards.nth(4)).toBeVisible();
    const [first, fourth, fifth] = [(await cards.nth(0).boundingBox())!, (await cards.nth(3).boundingBox())!, (await cards.nth(4).boundingBox())!];
    expect(Math.abs(fourth.y - first.y), 'four cards a row').toBeLessThanOrEqual(1);
    expect(fifth.y).toBeGreaterThan(first.y + first.height - 1);
  });
});
