import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OPERATOR, pngImage } from './account-support';
import { APPROVED_BUYER, DEMO_PASSWORD, apiLogin, codeSentBy, expect, logIn, openUserMenu, randomMobile, test } from './support';

// A new manufacturer supplies the marketplace: it registers as a seller, creates its store, the
// operator approves it, it lists a goods with tiered prices and a picture, stocks and shelves
// it; a buyer finds it in search at once and buys it; the revenue, less the platform's
// commission, is in the store's wallet.

const PASSWORD = 'Factory2026';
const PAY_PASSWORD = '135790';

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const options = { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-US', ...headers }, ...(data === undefined ? {} : { data }) };
  const response = method === 'GET' ? await request.get(path, options) : await request.post(path, options);
  const text = await response.text();
  expect(response.ok(), `${path}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}
const keyed = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** A seller account, registered through the API (the registration screen has journeys of its own). */
async function registerSeller(request: APIRequestContext): Promise<string> {
  const mobile = randomMobile();
  const code = await codeSentBy(request, mobile, async () => {
    expect((await request.get('/api/v2/auth/verifycode', { params: { mobile, scene: 'register' } })).ok()).toBe(true);
  });
  const registered = await request.post('/api/v2/auth/register-seller', { data: { mobile, code, password: PASSWORD, confirmPassword: PASSWORD, agree: true } });
  expect(registered.ok(), await registered.text()).toBe(true);
  return mobile;
}

/** The first category of the last level, in English. */
async function leafCategory(request: APIRequestContext): Promise<string> {
  type Node = { categoryName: string; children: Node[] };
  const tree = (await (await request.get('/api/v2/website/GetCategoryTree', { headers: { 'Accept-Language': 'en-US' } })).json()).data as Node[];
  let node = tree[0]!;
  while (node.children.length) node = node.children[0]!;
  return node.categoryName;
}

async function signedIn(browser: Browser, watchErrors: (context: BrowserContext) => Promise<void>, account: string, password: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  await watchErrors(context);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Mobile number or email').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(path.replace(/[/?]/g, '\\$&')));
  return page;
}

/** The demo buyer pays from its wallet: the payment password once, money through the sandbox gateway. */
async function buyerBuys(request: APIRequestContext, goodsId: number, quantity: number): Promise<string> {
  const token = await apiLogin(request, APPROVED_BUYER);
  const user = await api<{ hasPayPassword: boolean }>(request, token, 'GET', '/api/v2/auth/user');
  if (!user.hasPayPassword) {
    const code = await codeSentBy(request, APPROVED_BUYER, async () => {
      await api(request, token, 'GET', '/api/v2/auth/verifycode?scene=pay-password');
    });
    await api(request, token, 'POST', '/api/v2/auth/pay-pwd', { code, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
  }
  const payment = await api<{ hostedUrl: string }>(request, token, 'POST', '/api/v2/customer/customer-recharge', { amount: 1000, payWay: 0 }, keyed());
  const hosted = new URL(payment.hostedUrl);
  expect((await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } })).ok()).toBe(true);
  const orders = await api<{ orderNos: string[] }>(request, token, 'POST', '/api/v2/purchase-order/submit', { goodsId, quantity }, keyed());
  await api(request, token, 'POST', '/api/v2/pay/balance-pay', { refs: orders.orderNos, payPassword: PAY_PASSWORD, declaration: true }, keyed());
  return orders.orderNos[0]!;
}

test('a new seller opens a store, lists and shelves a goods, a buyer finds and buys it, the revenue reaches the store wallet', async ({ page, browser, request, watchErrors }, testInfo) => {
  test.setTimeout(180_000);
  const mobile = await registerSeller(request);
  const storeName = `Foshan Oak Works ${mobile.slice(-4)}`;
  const itemCode = `FOW-${mobile.slice(-6)}`;
  const goodsName = `Solid oak console table ${mobile.slice(-6)}`;

  // The seller reaches its console from the user menu: no store yet, so it creates one.
  await logIn(page, mobile, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const menu = await openUserMenu(page, /\+86/);
  await expect(menu.getByRole('menuitem')).toHaveText(['Merchant console', 'My store', 'My goods', 'Stock', 'Orders to ship', 'Store wallet', 'Messages', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Merchant console' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  await page.getByTestId('create-store').click();
  await expect(page.getByRole('heading', { name: 'Create your store', level: 1 })).toBeVisible();
  await page.getByLabel('Store name').fill(storeName);
  await page.getByTestId('store-logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(120, 120, [140, 90, 40]) });
  await expect(page.getByTestId('store-logo').locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toHaveCount(1);
  await page.getByLabel('Introduction').fill('Solid oak furniture made in Foshan since 1998.');
  await page.getByLabel('Contact person').fill('Chen Jun');
  await page.getByLabel('Contact phone').fill('+86 138 0013 8000');
  await page.getByLabel('Contact email').fill('sales@foshan-oak.example');
  await page.getByTestId('store-submit').click();
  await expect(page.getByTestId('store-audit')).toContainText('Under review');
  await page.screenshot({ path: testInfo.outputPath('1-store-under-review.png'), fullPage: true });

  // The operator approves it from the store audit.
  const staff = await signedIn(browser, watchErrors, OPERATOR, DEMO_PASSWORD, '/admin/stores');
  const row = staff.locator('.ant-table-row', { hasText: storeName });
  await expect(row).toHaveCount(1);
  await row.getByTestId('store-approve').click();
  await expect(staff.getByText('Store approved: it is open to buyers')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The seller adds a goods with tiered prices and a picture.
  await page.goto('/merchant/goods');
  await page.getByTestId('goods-new').click();
  await expect(page).toHaveURL(/\/merchant\/goods\/new$/);
  await page.getByLabel('Item code').fill(itemCode);
  const category = await leafCategory(request);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.keyboard.type(category);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: category }).first().click();
  await page.getByLabel('Name (English)').fill(goodsName);
  await page.getByLabel('Name (Chinese)').fill('实木橡木玄关桌');
  await page.getByLabel('Name (Japanese)').fill('無垢オーク材コンソールテーブル');
  await page.getByTestId('goods-images').locator('input[type=file]').setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: pngImage(160, 120, [176, 128, 80]) });
  await expect(page.getByTestId('goods-images').locator('.ant-upload-list-item')).toHaveCount(1);
  await page.getByTestId('goods-priceMode').getByText('Tiered price').click();
  await page.getByTestId('tier-0-price').fill('25');
  await page.getByTestId('tier-1-price').fill('20');
  for (const [group, values] of [['productSize', ['47.2', '15.7', '31.5', '41.9']], ['packageSize', ['50', '18', '8', '48.5']]] as const) {
    for (const [i, field] of (['length', 'width', 'height', 'weight'] as const).entries()) await page.getByTestId(`${group}-${field}`).fill(values[i]!);
  }
  await page.getByLabel('Main colour').fill('Natural oak');
  await page.getByLabel('Material').fill('Solid oak');
  await page.getByTestId('goods-save').click();
  await expect(page).toHaveURL(/\/merchant\/goods\/\d+$/);
  const goodsId = Number(/\/merchant\/goods\/(\d+)$/.exec(page.url())![1]);
  await page.screenshot({ path: testInfo.outputPath('2-goods-editor.png'), fullPage: true });

  // Stock: 50 units arrive.
  await page.goto('/merchant/stock');
  await expect(page.getByTestId('low-stock-alert')).toBeVisible();
  const stockRow = page.locator('.ant-table-row', { hasText: itemCode });
  await stockRow.getByTestId('stock-change').click();
  const dialog = page.getByRole('dialog', { name: `Change stock of ${itemCode}` });
  await dialog.getByTestId('stock-quantity').fill('50');
  await dialog.getByTestId('stock-reason').fill('Container FOSU-2211 received');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock saved: 50 available')).toBeVisible();
  await expect(stockRow.getByTestId('stock-available')).toHaveText('50');

  // A bulk file sets the stock again: checked first, then applied.
  await page.getByTestId('bulk-open').click();
  const bulk = page.getByRole('dialog', { name: 'Bulk update prices and stock' });
  await bulk.locator('input[type=file]').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(`itemCode,stock\n${itemCode},60\n`) });
  await expect(bulk.getByText('1 row ready to apply')).toBeVisible();
  await bulk.getByTestId('bulk-apply').click();
  await expect(page.getByText('1 row applied')).toBeVisible();
  await expect(stockRow.getByTestId('stock-available')).toHaveText('60');

  // Shelved from the goods list.
  await page.goto('/merchant/goods');
  const goodsRow = page.locator('.ant-table-row', { hasText: itemCode });
  await expect(goodsRow.getByTestId('goods-status')).toHaveText('To be shelved');
  await goodsRow.getByTestId('goods-putOnSale').click();
  await expect(goodsRow.getByTestId('goods-status')).toHaveText('Put on sale');

  // A buyer finds it in search right away, with its tiered prices.
  const buyerContext = await browser.newContext();
  await watchErrors(buyerContext);
  const buyer = await buyerContext.newPage();
  await logIn(buyer, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(buyer).toHaveURL(/\/home$/);
  await buyer.getByRole('searchbox', { name: 'Search products' }).fill(itemCode);
  await buyer.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(buyer).toHaveURL(/\/classify\/list/);
  await expect(buyer.locator('.goods-card__name', { hasText: goodsName }).first()).toBeVisible();
  await buyer.screenshot({ path: testInfo.outputPath('3-buyer-search.png') });

  // The buyer buys 12 (the $20 tier); the order completes into the buyer's inventory and pays the store.
  await buyerBuys(request, goodsId, 12);
  await page.goto('/merchant/wallet');
  // $240.00 less the 5% platform commission.
  await expect(page.getByTestId('wallet-balance')).toContainText('$228.00');
  await expect(page.locator('.ant-table-row', { hasText: 'Transaction revenue' })).toContainText('$240.00');
  await expect(page.locator('.ant-table-row', { hasText: 'Settlement expense' })).toContainText('-$12.00');
  await expect(page.getByTestId('wallet-withdraw')).toBeVisible();

  await page.goto('/merchant/dashboard');
  await expect(page.getByTestId('dashboard-today')).toContainText('$240.00');
  await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('4-dashboard-en.png'), fullPage: true });
  for (const language of ['zh', 'ja'] as const) {
    await page.context().addCookies([{ name: 'language', value: language, url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: language === 'zh' ? '数据概览' : 'ダッシュボード' })).toBeVisible();
    await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`4-dashboard-${language}.png`), fullPage: true });
  }
});
