import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OPERATOR, buyerWithCompany, finishBankCard, pngImage, setPayPasswordViaApi } from './account-support';
import { DEMO_PASSWORD, apiLogin, codeSentBy, expect, logIn, openUserMenu, randomMobile, test, clickInDialog, pickOption, searchAndPick } from './support';

// A new manufacturer supplies the marketplace: it registers as a seller, creates its store, the
// operator approves it, it lists a goods with tiered prices and a picture, stocks and shelves
// it; a buyer finds it in search at once and buys it to be shipped; the seller ships it from
// the console, the buyer confirms receipt, the revenue less the category's commission is in the
// store's wallet, and the seller withdraws it to a bank card once the operator approves.

const PASSWORD = 'Factory2026';

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

/** The first category of the last level, with its name in English. */
async function leafCategory(request: APIRequestContext): Promise<{ categoryId: number; categoryName: string }> {
  type Node = { categoryId: number; categoryName: string; children: Node[] };
  const tree = (await (await request.get('/api/v2/website/GetCategoryTree', { headers: { 'Accept-Language': 'en-US' } })).json()).data as Node[];
  let node = tree[0]!;
  while (node.children.length) node = node.children[0]!;
  return node;
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

/** Dollars as the console and the wallet pages show them: $228.00, -$12.00. */
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
/** A share of an amount in basis points, rounded half up to a cent (the project's one rounding). */
const share = (cents: number, bp: number) => Math.floor((cents * bp) / 10_000 + 0.5);

/** The platform commission of a category as the operator has set it (its own rate, else the default), in basis points. */
async function commissionBp(request: APIRequestContext, categoryId: number): Promise<number> {
  const token = await apiLogin(request, OPERATOR);
  const settings = await api<{ defaultCommissionPercent: number; rates: { categoryId: number; percent: number }[] }>(request, token, 'GET', '/api/v2/admin/merchant-settings');
  return Math.round((settings.rates.find((rate) => rate.categoryId === categoryId)?.percent ?? settings.defaultCommissionPercent) * 100);
}

/** The withdrawal service fee the operator has set, in basis points. */
async function withdrawFeeBp(request: APIRequestContext): Promise<number> {
  const config = (await (await request.get('/api/v2/setting/operate-config')).json()) as { data: { withdrawFeeRate: number } };
  return Math.round(config.data.withdrawFeeRate * 10_000);
}

const CONSIGNEE = 'Dana Whitfield';

/**
 * The buyer buys to have the goods shipped to its address (a ship-mode purchase order) and pays
 * from its wallet: the address, the payment password and the money are set up through the API
 * (checkout and payment have journeys of their own). Answers the order and its goods amount.
 */
async function buyerBuysShipped(request: APIRequestContext, buyer: { token: string; mobile: string }, goodsId: number, quantity: number): Promise<{ orderNo: string; goodsCents: number }> {
  type Region = { regionId: number; children?: Region[] };
  const tree = await api<Region[]>(request, buyer.token, 'GET', '/api/v2/region/tree');
  const country = tree.find((region) => region.children?.length) ?? tree[0]!;
  const state = country.children?.[0];
  const address = await api<{ addressId: number }>(request, buyer.token, 'POST', '/api/v2/customer/address', {
    receiver: CONSIGNEE,
    mobile: '(512) 555-0142',
    email: 'receiving@acme-trading.example',
    countryId: country.regionId,
    stateId: state?.regionId ?? country.regionId,
    cityId: state?.children?.[0]?.regionId ?? null,
    zipCode: '78701',
    address: '100 Congress Avenue, Dock 4',
  });
  const checkout = { goodsId, quantity, deliveryMode: 'ship', addressId: address.addressId };
  const preview = await api<{ summary: { goodsAmount: number; total: number } }>(request, buyer.token, 'POST', '/api/v2/purchase-order/checkout-preview', checkout);
  const payment = await api<{ hostedUrl: string }>(request, buyer.token, 'POST', '/api/v2/customer/customer-recharge', { amount: Math.max(preview.summary.total, 10), payWay: 0 }, keyed());
  const hosted = new URL(payment.hostedUrl);
  expect((await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } })).ok()).toBe(true);
  const payPassword = await setPayPasswordViaApi(request, buyer.token, buyer.mobile);
  const orders = await api<{ orderNos: string[] }>(request, buyer.token, 'POST', '/api/v2/purchase-order/submit', checkout, keyed());
  expect(orders.orderNos).toHaveLength(1);
  await api(request, buyer.token, 'POST', '/api/v2/pay/balance-pay', { refs: orders.orderNos, payPassword, declaration: true }, keyed());
  return { orderNo: orders.orderNos[0]!, goodsCents: Math.round(preview.summary.goodsAmount * 100) };
}

/** Shows the page in another language (the language cookie) and waits for `ready`. */
async function inLanguage(page: Page, language: 'en' | 'zh' | 'ja', ready: () => Promise<void>): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: page.url() }]);
  await page.reload();
  await ready();
}

/** Waits until a console table has its data (a reload dims it while it loads). */
async function tableLoaded(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-wrapper .ant-spin-blur, .ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

test('a new seller opens a store, lists and shelves a goods, a buyer finds and buys it, the seller ships it and withdraws the revenue', async ({ page, browser, request, watchErrors }, testInfo) => {
  // Three accounts in three browsers, from registration to a paid-out withdrawal.
  test.setTimeout(420_000);
  const mobile = await registerSeller(request);
  // Its withdrawals are confirmed with a payment password (the Passwords tab has a journey of its own).
  const payPassword = await setPayPasswordViaApi(request, await apiLogin(request, mobile, PASSWORD), mobile);
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
  await pickOption(page, page.getByRole('combobox', { name: 'Category' }), category.categoryName, undefined, { tree: true });
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
  await expect(stockRow.getByTestId('stock-warehouse-US')).toHaveText('US 60');

  // A second warehouse, in London: added from the Warehouses tab, then 15 units arrive there.
  await page.getByRole('tab', { name: 'Warehouses' }).click();
  await expect(page).toHaveURL(/tab=warehouses/);
  const warehouseRows = page.getByTestId('warehouses').locator('.ant-table-row');
  await expect(warehouseRows).toHaveCount(1);
  await expect(warehouseRows.first()).toContainText('Platform warehouse (US)');
  await expect(warehouseRows.first()).toContainText('Default');
  await expect(warehouseRows.first().getByTestId('warehouse-units')).toHaveText('60');
  await page.getByTestId('warehouse-add').click();
  const addWarehouse = page.getByRole('dialog', { name: 'Add a warehouse' });
  await addWarehouse.getByLabel('Code').fill('uk');
  await addWarehouse.getByLabel('Name').fill('London warehouse');
  await searchAndPick(page, addWarehouse.getByRole('combobox', { name: 'Country' }), 'United Kingdom', 'United Kingdom (GB)');
  await addWarehouse.getByLabel('Address').fill('Unit 4, Thames Gateway Park, Dagenham RM9 6PA');
  await addWarehouse.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Warehouse saved')).toBeVisible();
  await expect(addWarehouse).toBeHidden();
  const london = warehouseRows.filter({ hasText: 'London warehouse' });
  await expect(london).toContainText('UK');
  await expect(london).toContainText('United Kingdom');
  await expect(london.getByTestId('warehouse-units')).toHaveText('0');

  await page.getByRole('tab', { name: 'Stock by goods' }).click();
  await stockRow.getByTestId('stock-change').click();
  await expect(dialog.getByTestId('stock-current')).toHaveText('Available now: 60 in total, 60 in Platform warehouse (US)');
  await pickOption(page, dialog.getByRole('combobox', { name: 'Warehouse' }), 'UK · London warehouse');
  await expect(dialog.getByTestId('stock-current')).toHaveText('Available now: 60 in total, 0 in London warehouse');
  await dialog.getByTestId('stock-quantity').fill('15');
  await dialog.getByTestId('stock-reason').fill('Container to London received');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock saved: 75 available')).toBeVisible();
  // Each warehouse's units and the total.
  await expect(stockRow.getByTestId('stock-warehouse-US')).toHaveText('US 60');
  await expect(stockRow.getByTestId('stock-warehouse-UK')).toHaveText('UK 15');
  await expect(stockRow.getByTestId('stock-available')).toHaveText('75');
  await tableLoaded(page);
  await page.screenshot({ path: testInfo.outputPath('2a-stock-per-warehouse.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Stock records' }).click();
  const londonRecord = page.locator('.ant-table-row', { hasText: 'Container to London received' });
  await expect(londonRecord).toContainText('London warehouse');
  await expect(londonRecord).toContainText('+15');
  await tableLoaded(page);
  await page.screenshot({ path: testInfo.outputPath('2b-stock-records-warehouses.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Warehouses' }).click();
  await expect(london.getByTestId('warehouse-units')).toHaveText('15');
  await expect(warehouseRows.filter({ hasText: 'Platform warehouse (US)' }).getByTestId('warehouse-units')).toHaveText('60');
  await tableLoaded(page);
  await page.screenshot({ path: testInfo.outputPath('2c-warehouses.png'), fullPage: true });

  // Shelved from the goods list.
  await page.goto('/merchant/goods');
  const goodsRow = page.locator('.ant-table-row', { hasText: itemCode });
  await expect(goodsRow.getByTestId('goods-status')).toHaveText('To be shelved');
  await goodsRow.getByTestId('goods-putOnSale').click();
  await expect(goodsRow.getByTestId('goods-status')).toHaveText('Put on sale');


  // A buyer finds it in search right away, with its tiered prices.
  const customer = await buyerWithCompany(request);
  const buyerContext = await browser.newContext();
  await watchErrors(buyerContext);
  const buyer = await buyerContext.newPage();
  await logIn(buyer, customer.mobile, customer.password);
  await expect(buyer).toHaveURL(/\/home$/);
  await buyer.getByRole('searchbox', { name: 'Search products' }).fill(itemCode);
  await buyer.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(buyer).toHaveURL(/\/classify\/list/);
  await expect(buyer.locator('.goods-card__name', { hasText: goodsName }).first()).toBeVisible();
  await buyer.screenshot({ path: testInfo.outputPath('3-buyer-search.png') });

  // The buyer buys 12 (the $20 tier) to be shipped to its warehouse address, and pays.
  const quantity = 12;
  const { orderNo, goodsCents } = await buyerBuysShipped(request, customer, goodsId, quantity);
  expect(goodsCents).toBe(quantity * 20_00);

  // The order's 12 units came from the warehouse holding the most (US).
  await page.goto('/merchant/stock');
  await expect(stockRow.getByTestId('stock-warehouse-US')).toHaveText('US 48');
  await expect(stockRow.getByTestId('stock-warehouse-UK')).toHaveText('UK 15');
  await expect(stockRow.getByTestId('stock-available')).toHaveText('63');

  // The store is paid once the buyer has the goods: nothing yet.
  const sider = page.locator('.merchant-sider');
  await page.goto('/merchant/wallet');
  await expect(page.getByTestId('wallet-balance')).toContainText(usd(0));

  // The seller ships it from the console's orders to fulfil: logistics company and tracking number.
  await sider.getByRole('link', { name: 'Orders to ship' }).click();
  await expect(page).toHaveURL(/\/merchant\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders to ship', level: 1 })).toBeVisible();
  const toShip = page.locator('.ant-table-row', { hasText: orderNo });
  await expect(toShip).toContainText('Purchase order');
  await expect(toShip).toContainText(`${itemCode} × ${quantity}`);
  await expect(toShip).toContainText(CONSIGNEE);
  await expect(toShip).toContainText('100 Congress Avenue, Dock 4');
  await toShip.getByRole('button', { name: 'Ship' }).click();
  const shipDialog = page.getByRole('dialog', { name: `Ship order ${orderNo}` });
  const tracking = `1Z999AA1${mobile.slice(-8)}`;
  await shipDialog.getByLabel('Logistics company').fill('UPS');
  await page.keyboard.press('Escape');
  await shipDialog.getByLabel('Tracking number').fill(tracking);
  await shipDialog.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText(`Order ${orderNo} shipped`)).toBeVisible();
  await expect(shipDialog).toBeHidden();
  await expect(toShip).toHaveCount(0);
  await page.getByRole('tab', { name: 'Shipped' }).click();
  await expect(page).toHaveURL(/state=shipped/);
  const shipped = page.locator('.ant-table-row', { hasText: orderNo });
  await expect(shipped).toContainText(`UPS ${tracking}`);
  await expect(shipped).toContainText('In transit');
  await tableLoaded(page);
  await page.screenshot({ path: testInfo.outputPath('5-orders-shipped-en.png'), fullPage: true });
  await inLanguage(page, 'zh', async () => {
    await expect(page.getByRole('heading', { name: '发货管理', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: '已发货', selected: true })).toBeVisible();
    await expect(shipped).toContainText('采购订单');
    await expect(shipped).toContainText(`UPS ${tracking}`);
    await tableLoaded(page);
  });
  await page.screenshot({ path: testInfo.outputPath('5-orders-shipped-zh.png'), fullPage: true });
  await inLanguage(page, 'en', () => expect(page.getByRole('heading', { name: 'Orders to ship', level: 1 })).toBeVisible());

  // The buyer sees it in transit with its tracking number, and confirms receipt: the order completes.
  await buyer.goto(`/purchaseOrderManage/purchaseOrderDetails?orderNo=${orderNo}`);
  const logistics = buyer.getByRole('region', { name: 'Logistics' });
  await expect(logistics).toContainText('UPS');
  await expect(logistics).toContainText(tracking);
  await buyer.getByRole('button', { name: 'Confirm receipt' }).click();
  await clickInDialog(buyer.getByRole('dialog'), 'Confirm receipt');
  await expect(buyer.getByText('Receipt confirmed')).toBeVisible();
  await expect(buyer.locator('.po-details__head')).toContainText('Completed');
  await expect(buyer.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  // The goods amount reaches the store's wallet, less the commission the operator set for the category.
  const commission = share(goodsCents, await commissionBp(request, category.categoryId));
  const payout = goodsCents - commission;
  await sider.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/merchant\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toContainText(usd(payout));
  await expect(page.getByTestId('wallet-available')).toContainText(usd(payout));
  await expect(page.getByTestId('wallet-frozen')).toContainText(usd(0));
  const ledger = page.locator('.ant-table-row').filter({ hasText: orderNo });
  await expect(ledger.filter({ hasText: 'Transaction revenue' })).toContainText(usd(goodsCents));
  await expect(ledger.filter({ hasText: 'Settlement expense' })).toContainText(usd(-commission));

  // The seller withdraws all of it to a bank card, from the console, confirmed with its payment password.
  const fee = share(payout, await withdrawFeeBp(request));
  await page.getByTestId('wallet-withdraw').click();
  await expect(page).toHaveURL(/\/merchant\/wallet\/withdraw$/);
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await expect(sider.getByRole('menuitem', { name: 'Wallet' })).toHaveClass(/ant-menu-item-selected/);
  await expect(page.getByTestId('wallet-page-available')).toHaveText(usd(payout));
  await page.getByRole('button', { name: 'Add bank card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Add bank card' });
  await cardDialog.getByLabel('Cardholder').fill('Chen Jun');
  await cardDialog.getByLabel('Bank card number').fill('4111 1111 1111 1111');
  await finishBankCard(page, request, mobile, cardDialog);
  await page.getByTestId('bank-card').getByRole('radio').click();
  await page.getByLabel('Withdrawal amount (USD)').fill((payout / 100).toFixed(2));
  await expect(page.getByTestId('withdraw-fee')).toHaveText(usd(fee));
  await expect(page.getByTestId('withdraw-actual')).toHaveText(usd(payout - fee));
  await page.getByLabel('Payment password').fill(payPassword);
  await page.getByRole('button', { name: 'Apply for withdrawal' }).click();
  await expect(page.getByText('Withdrawal application successful')).toBeVisible();
  await expect(page.getByTestId('wallet-page-available')).toHaveText(usd(0));
  await expect(page.getByTestId('wallet-frozen')).toHaveText(usd(payout));
  const records = page.getByRole('region', { name: 'Withdrawal records' }).locator('.ant-table-row');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Handling');
  await expect(records.first()).toContainText(usd(payout - fee));
  const withdrawalNo = (await records.first().locator('td').first().textContent())!.trim();
  await page.screenshot({ path: testInfo.outputPath('6-withdraw-applied-en.png'), fullPage: true });

  // The operator pays it out from the withdrawals queue.
  await staff.goto('/admin/withdrawals');
  const application = staff.getByRole('row', { name: new RegExp(withdrawalNo) });
  await expect(application).toContainText('Chen Jun');
  await expect(application).toContainText(usd(payout - fee));
  await application.getByRole('button', { name: 'Approve' }).click();
  const approve = staff.getByRole('dialog').filter({ hasText: 'Approve this withdrawal?' });
  await expect(approve).toContainText(`Pay ${usd(payout - fee)} to Chen Jun`);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('The withdrawal has been approved')).toBeVisible();
  await expect(application).toHaveCount(0);

  // The console's wallet: nothing left, the withdrawal and its fee completed.
  await sider.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/merchant\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toContainText(usd(0));
  await expect(page.getByTestId('wallet-frozen')).toContainText(usd(0));
  const paidOut = page.locator('.ant-table-row').filter({ hasText: withdrawalNo });
  await expect(paidOut.filter({ hasText: 'Withdrawal expense' })).toContainText(usd(-(payout - fee)));
  await expect(paidOut.filter({ hasText: 'Withdrawal expense' })).toContainText('Completion');
  await expect(paidOut.filter({ hasText: 'Withdrawal service fee' })).toContainText(usd(-fee));
  await expect(paidOut.filter({ hasText: 'Withdrawal service fee' })).toContainText('Completion');
  await tableLoaded(page);
  await page.screenshot({ path: testInfo.outputPath('6-wallet-withdrawn-en.png'), fullPage: true });
  await inLanguage(page, 'zh', async () => {
    await expect(page.getByRole('heading', { name: '店铺钱包', level: 1 })).toBeVisible();
    await expect(paidOut.filter({ hasText: '提现支出' })).toContainText(usd(-(payout - fee)));
    await tableLoaded(page);
  });
  await page.screenshot({ path: testInfo.outputPath('6-wallet-withdrawn-zh.png'), fullPage: true });

  // Today's sales on the dashboard, in the three languages.
  await inLanguage(page, 'en', async () => {});
  await sider.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-today')).toContainText(usd(goodsCents));
  await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('4-dashboard-en.png'), fullPage: true });
  for (const language of ['zh', 'ja'] as const) {
    await inLanguage(page, language, async () => {
      await expect(page.getByRole('heading', { level: 1, name: language === 'zh' ? '数据概览' : 'ダッシュボード' })).toBeVisible();
      await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
    });
    await page.screenshot({ path: testInfo.outputPath(`4-dashboard-${language}.png`), fullPage: true });
  }
});
