import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test, clickInDialog, searchAndPick } from './support';
import { APPROVED_BUYER, DEMO_PASSWORD, apiLogin, codeSentBy, logIn, openUserMenu } from './support';
import { SELLER } from './account-support';

// Drop shipping as a reseller (the demo buyer) and the store walk it: stock bought into the buyer's inventory, a
// sales order from it, its fee order paid from the balance, the store ships it from the merchant
// console, the buyer confirms receipt; a canceled order's paid fee goes back to the wallet; an
// order short of stock is settled by buying exactly the shortfall.

const PAY_PASSWORD = '135790';
/** The demo seller's store (SELLER), the first demo store. */
const SELLER_STORE = 'ST1001';

interface Card {
  goodsId: number;
  itemCode: string;
  name: string;
  storeCode: string;
  priceMode: 'spot' | 'tiered';
  qtyAvailable: number;
}

interface Buyer {
  mobile: string;
  password: string;
  token: string;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const options = { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-US', ...headers }, ...(data === undefined ? {} : { data }) };
  const response = method === 'GET' ? await request.get(path, options) : await request.post(path, options);
  const text = await response.text();
  expect(response.ok(), `${path}: ${text}`).toBe(true);
  const body = JSON.parse(text) as { status: number; data: T };
  expect(body.status, `${path}: ${text}`).toBe(200);
  return body.data;
}
const keyed = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** Sets the payment password once (a code can be asked for once a minute): the journeys share the demo buyer. */
async function setPayPassword(request: APIRequestContext, buyer: Buyer) {
  const user = await api<{ hasPayPassword: boolean }>(request, buyer.token, 'GET', '/api/v2/auth/user');
  if (user.hasPayPassword) return;
  const code = await codeSentBy(request, buyer.mobile, async () => {
    await api(request, buyer.token, 'GET', '/api/v2/auth/verifycode?scene=pay-password');
  });
  await api(request, buyer.token, 'POST', '/api/v2/auth/pay-pwd', { code, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
}

/** Tops the wallet up through the sandbox gateway's own page. */
async function fundWallet(request: APIRequestContext, token: string, amount: number) {
  const payment = await api<{ hostedUrl: string }>(request, token, 'POST', '/api/v2/customer/customer-recharge', { amount, payWay: 0 }, keyed());
  const hosted = new URL(payment.hostedUrl);
  const done = await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Spot-priced goods of the demo seller's store with plenty of stock. */
async function sellerGoods(request: APIRequestContext, token: string): Promise<Card[]> {
  const { list } = await api<{ list: Card[] }>(request, token, 'POST', '/api/v2/goods/list', { pageSize: 100, inStock: true });
  const fit = list.filter((goods) => goods.storeCode === SELLER_STORE && goods.priceMode === 'spot' && goods.qtyAvailable >= 100);
  expect(fit.length, `spot goods of ${SELLER_STORE}`).toBeGreaterThanOrEqual(3);
  return fit;
}

/** Buys units into the buyer's inventory (the existing checkout, inventory mode) and pays them from the balance. */
async function buyIntoInventory(request: APIRequestContext, buyer: Buyer, goods: Card, quantity: number) {
  const placed = await api<{ orderNos: string[] }>(request, buyer.token, 'POST', '/api/v2/purchase-order/submit', { goodsId: goods.goodsId, quantity, deliveryMode: 'inventory' }, keyed());
  await api(request, buyer.token, 'POST', '/api/v2/pay/balance-pay', { refs: placed.orderNos, payPassword: PAY_PASSWORD, declaration: true }, keyed());
}

/** Units of one SKU available in the buyer's inventory now. */
async function availableOf(request: APIRequestContext, buyer: Buyer, goods: Card): Promise<number> {
  const { list } = await api<{ list: { goodsId: number; qtyAvailable: number }[] }>(request, buyer.token, 'GET', `/api/v2/inventory/list?keyword=${encodeURIComponent(goods.itemCode)}&pageSize=100`);
  return list.find((item) => item.goodsId === goods.goodsId)?.qtyAvailable ?? 0;
}

/**
 * The demo buyer (approved) with a payment password, money in the wallet and units of one SKU of
 * the demo seller in its inventory; each journey takes a SKU of its own, so that they do not meet.
 */
async function reseller(request: APIRequestContext, sku: number, units: number): Promise<{ buyer: Buyer; item: Card; available: number }> {
  const token = await apiLogin(request, APPROVED_BUYER);
  const buyer = { mobile: APPROVED_BUYER, password: DEMO_PASSWORD, token };
  await setPayPassword(request, buyer);
  await fundWallet(request, buyer.token, 20_000);
  const item = (await sellerGoods(request, buyer.token))[sku]!;
  await buyIntoInventory(request, buyer, item, units);
  return { buyer, item, available: await availableOf(request, buyer, item) };
}

const CONSIGNEE = { name: 'Jane Doe', phone: '+1 415 555 0132', email: 'jane.doe@example.com', country: 'US', state: 'California', city: 'San Francisco', address: '500 Howard Street, Suite 300', postalCode: '94105' };

async function fillConsignee(page: Page) {
  await page.getByLabel('Consignee name').fill(CONSIGNEE.name);
  await page.getByLabel('Phone').fill(CONSIGNEE.phone);
  await page.getByLabel('Email').fill(CONSIGNEE.email);
  await page.getByLabel('State / province').fill(CONSIGNEE.state);
  await page.keyboard.press('Escape');
  await page.getByLabel('City').fill(CONSIGNEE.city);
  await page.keyboard.press('Escape');
  await page.getByLabel('Address', { exact: true }).fill(CONSIGNEE.address);
  await page.getByLabel('Postal code').fill(CONSIGNEE.postalCode);
}

/** The payment page of fee orders: the declaration, then 'Confirm payment?' with the payment password. */
async function payByBalance(page: Page) {
  await page.getByText('I declare that the goods are purchased for reselling only').click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm payment?' });
  await dialog.getByLabel('Payment password').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkresultpayment\?paymentNo=/);
  await expect(page.getByText('Success!').first()).toBeVisible();
}

const orderNoOf = (page: Page) => new URL(page.url()).searchParams.get('orderNo') ?? '';

async function sellerShips(browser: Browser, watchErrors: (context: BrowserContext) => Promise<void>, orderNo: string, screenshot: string) {
  const context = await browser.newContext();
  // The shared fixture fails the journey on an error toast, page error or console error here too.
  await watchErrors(context);
  const seller = await context.newPage();
  // Signed out, the console asks for sign-in; the seller reaches it from the user menu.
  await seller.goto('/merchant/orders');
  await expect(seller).toHaveURL(/\/login/);
  await logIn(seller, SELLER, DEMO_PASSWORD);
  await expect(seller).toHaveURL(/\/home$/);
  const menu = await openUserMenu(seller, /Li Wei/);
  await menu.getByRole('menuitem', { name: 'Orders to ship' }).click();
  await expect(seller).toHaveURL(/\/merchant\/orders/);
  await expect(seller.getByRole('heading', { name: 'Orders to ship', level: 1 })).toBeVisible();
  await seller.getByRole('searchbox', { name: 'Order ID' }).fill(orderNo);
  await seller.getByRole('searchbox', { name: 'Order ID' }).press('Enter');
  const row = seller.locator('.ant-table-row', { hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Jane Doe');
  await row.getByRole('button', { name: 'Ship' }).click();
  const dialog = seller.getByRole('dialog', { name: `Ship order ${orderNo}` });
  await dialog.getByLabel('Logistics company').fill('UPS');
  await seller.keyboard.press('Escape');
  await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await seller.screenshot({ path: screenshot, fullPage: true });
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(seller.getByText(`Order ${orderNo} shipped`)).toBeVisible();
  await expect(seller.locator('.ant-table-row', { hasText: orderNo })).toHaveCount(0);
  await seller.getByRole('tab', { name: 'Shipped' }).click();
  await expect(seller.locator('.ant-table-row', { hasText: orderNo })).toContainText('1Z999AA10123456784');
  await context.close();
}

test('a sales order from inventory: submitted, its fee paid from the balance, shipped by the store, received', async ({ page, request, browser, watchErrors }, testInfo) => {
  test.setTimeout(180_000);
  const { buyer, item, available } = await reseller(request, 0, 4);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  // The inventory: the SKU with its units, and the way to sell it.
  await page.goto('/inventoryManage/inventoryQuery');
  const stock = page.locator('.ant-table-row', { hasText: item.itemCode });
  await expect(stock).toBeVisible();
  // Goods (with the item code), store, then the units available.
  await expect(stock.locator('td').nth(2)).toHaveText(String(available));
  await expect(stock.getByTestId('storage-forecast')).toContainText('30 days');
  await page.screenshot({ path: testInfo.outputPath('inventory-en.png'), fullPage: true });
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await exported).suggestedFilename()).toMatch(/\.csv$/);
  await stock.getByRole('button', { name: 'Create sales order' }).click();

  // The form starts with that SKU; more than available warns with the shortfall.
  await expect(page.getByRole('heading', { name: 'Create Sales Order', level: 1 })).toBeVisible();
  const quantity = page.getByLabel(`Quantity of ${item.itemCode}`);
  await expect(quantity).toHaveValue('1');
  await quantity.fill(String(available + 2));
  await expect(page.getByText(`Only ${available} available: 2 short`)).toBeVisible();
  await quantity.fill('2');
  await expect(page.getByText(`Only ${available} available`)).toHaveCount(0);
  await fillConsignee(page);
  await page.getByLabel('My order number').fill(`AMZ-${buyer.mobile.slice(-6)}`);
  await page.screenshot({ path: testInfo.outputPath('sales-order-form-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Submit' }).click();

  // Submitted: to be paid, its fee order made; the consignee in full on the details page.
  await expect(page).toHaveURL(/\/salesOrderManage\/salesOrderDetails\?orderNo=/);
  const orderNo = orderNoOf(page);
  await expect(page.getByTestId('sales-order-status')).toHaveText('To be paid');
  await expect(page.getByTestId('consignee')).toContainText(CONSIGNEE.email);
  await expect(page.getByTestId('fee-order-link')).toBeVisible();
  const feeTotal = (await page.getByTestId('fee-total').textContent()) ?? '';
  await page.screenshot({ path: testInfo.outputPath('sales-order-details-en.png'), fullPage: true });

  // The list shows it with the consignee masked and its fee.
  await page.goto('/salesOrderManage/SalesOrderList?status=toBePaid');
  const row = page.locator('.ant-table-row', { hasText: orderNo });
  await expect(row.getByTestId('masked-consignee')).not.toContainText('Jane Doe');
  await expect(row.getByTestId('masked-consignee')).not.toContainText(CONSIGNEE.email);
  await expect(row).toContainText(feeTotal);
  await page.screenshot({ path: testInfo.outputPath('sales-orders-en.png'), fullPage: true });

  // Pay the fee order from the balance.
  await row.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/index\?feeOrderNos=/);
  await expect(page.getByRole('region', { name: 'Selling expenses to pay' })).toContainText(orderNo);
  await expect(page.getByTestId('payment-total')).toHaveText(feeTotal);
  await payByBalance(page);
  await page.getByRole('button', { name: 'View selling expenses' }).click();
  await expect(page.locator('.ant-table-row', { hasText: orderNo })).toContainText('Have paid');
  await page.screenshot({ path: testInfo.outputPath('selling-expenses-en.png'), fullPage: true });

  await page.goto(`/salesOrderManage/salesOrderDetails?orderNo=${orderNo}`);
  await expect(page.getByTestId('sales-order-status')).toHaveText('In prep');

  // The store ships it from the merchant console.
  await sellerShips(browser, watchErrors, orderNo, testInfo.outputPath('merchant-orders-en.png'));

  // A buyer is not let into the merchant console.
  await page.goto('/merchant/orders');
  await expect(page.getByText('No permission for this operation: the merchant console is for seller accounts.')).toBeVisible();

  // The buyer sees it in transit with its tracking, and confirms receipt.
  await page.goto(`/salesOrderManage/salesOrderDetails?orderNo=${orderNo}`);
  await expect(page.getByTestId('sales-order-status')).toHaveText('In transit');
  await expect(page.getByTestId('line-tracking')).toContainText('1Z999AA10123456784');
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await clickInDialog(page.getByRole('dialog'), 'Confirm receipt');
  await expect(page.getByRole('region', { name: 'History' }).getByText('Receipt confirmed')).toBeVisible();
  await expect(page.getByTestId('sales-order-status')).toHaveText('Completed');
  await page.screenshot({ path: testInfo.outputPath('sales-order-completed-en.png'), fullPage: true });
});

test('canceling a paid sales order refunds its fee to the wallet', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const { buyer, item } = await reseller(request, 1, 2);
  const order = await api<{ orderNo: string; feeOrder: { feeOrderNo: string; total: number } | null }>(
    request,
    buyer.token,
    'POST',
    '/api/v2/sales-order',
    { lines: [{ goodsId: item.goodsId, quantity: 1 }], consignee: CONSIGNEE, submit: true },
    keyed(),
  );
  expect(order.feeOrder).not.toBeNull();
  await api(request, buyer.token, 'POST', '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [order.feeOrder!.feeOrderNo], payPassword: PAY_PASSWORD, declaration: true }, keyed());

  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/salesOrderManage/salesOrderDetails?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('sales-order-status')).toHaveText('In prep');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this sales order?' });
  await clickInDialog(confirm, 'Cancel order');
  await expect(page.getByText('Cancel Success')).toBeVisible();
  await expect(page.getByTestId('sales-order-status')).toHaveText('Canceled');

  // The fee order says what went back, and the wallet record it made.
  await page.getByTestId('fee-order-link').click();
  const detail = page.getByTestId('fee-order-detail');
  await expect(detail).toContainText('Canceled');
  await expect(page.getByTestId('fee-refunded')).toHaveText(`$${order.feeOrder!.total.toFixed(2)}`);
  await expect(page.getByTestId('fee-wallet-records').locator('.ant-table-row')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('fee-refunded-en.png'), fullPage: true });

  // The wallet shows the refund, related to the fee order.
  await page.goto('/wallet/index');
  const refund = page.locator('.ant-table-row', { hasText: 'Transaction refund' }).filter({ hasText: order.feeOrder!.feeOrderNo });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(order.feeOrder!.total.toFixed(2));
  await page.screenshot({ path: testInfo.outputPath('wallet-refund-en.png'), fullPage: true });
});

test('an order short of stock is settled by buying exactly the shortfall', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { buyer, item, available } = await reseller(request, 2, 3);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  // Pick the SKU by its item code; ask for more than the inventory holds.
  await page.goto('/salesOrderManage/index');
  const picker = page.getByRole('combobox', { name: 'Search my inventory by item code or name' });
  await searchAndPick(page, picker, item.itemCode, new RegExp(item.itemCode));
  await page.getByLabel(`Quantity of ${item.itemCode}`).fill(String(available + 4));
  await expect(page.getByText(`Only ${available} available: 4 short`)).toBeVisible();
  await fillConsignee(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  // It stays on hold with its shortfall, and links to the settle page.
  await expect(page).toHaveURL(/\/salesOrderManage\/salesOrderDetails\?orderNo=/);
  const orderNo = orderNoOf(page);
  await expect(page.getByTestId('sales-order-status')).toHaveText('On hold');
  await expect(page.getByTestId('shortfall')).toContainText(`${item.itemCode}: needs ${available + 4}, ${available} available, 4 short`);
  await page.getByTestId('shortfall').getByRole('link', { name: 'Buy the shortfall' }).click();

  // Settle: the order chosen, its shortfall priced.
  await expect(page.getByRole('heading', { name: 'Sales Order Settlement', level: 1 })).toBeVisible();
  const line = page.getByTestId('settle-lines').locator('.ant-table-row', { hasText: item.itemCode });
  await expect(line).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settle-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Go to the procurement list' }).click();

  // The procurement list: one click buys it, then its purchase order is paid.
  await expect(page.getByRole('heading', { name: 'Procurement List', level: 1 })).toBeVisible();
  await expect(page.getByTestId('settle-lines').locator('.ant-table-row', { hasText: item.itemCode })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('procurement-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Buy the shortfall' }).click();
  await expect(page).toHaveURL(/\/payment\/index\?orderNos=/);
  await payByBalance(page);

  // Once paid, the order moves on: submitted, to be paid.
  await page.goto(`/salesOrderManage/salesOrderDetails?orderNo=${orderNo}`);
  await expect(page.getByTestId('sales-order-status')).toHaveText('To be paid');
  await expect(page.getByTestId('shortfall')).toHaveCount(0);
});

test('batch submit and batch cancel from the list; the inventory records show each movement', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const { buyer, item } = await reseller(request, 1, 2);
  const orderNos: string[] = [];
  for (const suffix of ['A', 'B']) {
    const order = await api<{ orderNo: string }>(
      request,
      buyer.token,
      'POST',
      '/api/v2/sales-order',
      { lines: [{ goodsId: item.goodsId, quantity: 1 }], consignee: CONSIGNEE, buyerOrderNo: `BATCH-${Date.now()}-${suffix}`, submit: false },
      keyed(),
    );
    orderNos.push(order.orderNo);
  }
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  // On hold: both chosen, submitted at once.
  await page.goto('/salesOrderManage/SalesOrderList?status=onHold');
  for (const orderNo of orderNos) await page.locator('.ant-table-row', { hasText: orderNo }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit (2)' }).click();
  await expect(page.getByText('2 orders submitted')).toBeVisible();

  // To be paid: both chosen, canceled after the confirmation.
  await page.getByRole('tab', { name: /To be paid/ }).click();
  for (const orderNo of orderNos) await page.locator('.ant-table-row', { hasText: orderNo }).getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Pay fees (2)' })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel (2)' }).click();
  await clickInDialog(page.getByRole('dialog', { name: 'Cancel 2 orders?' }), 'Cancel order');
  await expect(page.getByText('2 orders canceled')).toBeVisible();
  await page.getByRole('tab', { name: /Canceled/ }).click();
  for (const orderNo of orderNos) await expect(page.locator('.ant-table-row', { hasText: orderNo })).toContainText('Canceled');
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await exported).suggestedFilename()).toMatch(/\.csv$/);

  // The records: each order blocked its unit, then released it.
  await page.goto(`/inventoryManage/inventoryRecord?orderNo=${encodeURIComponent(orderNos[0]!)}`);
  const records = page.locator('.ant-table-row', { hasText: orderNos[0]! });
  await expect(records.filter({ has: page.getByTestId('record-type').filter({ hasText: /^Blocked$/ }) })).toHaveCount(1);
  await expect(records.filter({ has: page.getByTestId('record-type').filter({ hasText: /^Unblocked$/ }) })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('inventory-records-en.png'), fullPage: true });
});

test('an on-hold order is edited, its address changed, and ordered again', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const { buyer, item } = await reseller(request, 2, 2);
  const order = await api<{ orderNo: string }>(
    request,
    buyer.token,
    'POST',
    '/api/v2/sales-order',
    { lines: [{ goodsId: item.goodsId, quantity: 1 }], consignee: CONSIGNEE, submit: false },
    keyed(),
  );
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  // Edit: the form holds the order as it is; the quantity changes, it stays on hold.
  await page.goto(`/salesOrderManage/salesOrderDetails?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('sales-order-status')).toHaveText('On hold');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Edit sales order ${order.orderNo}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Consignee name')).toHaveValue(CONSIGNEE.name);
  await page.getByLabel(`Quantity of ${item.itemCode}`).fill('2');
  await page.getByLabel('Remark').fill('Gift wrap, please');
  await page.getByRole('button', { name: 'Save (on hold)' }).click();
  await expect(page.getByText(`Order ${order.orderNo} saved on hold`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`salesOrderDetails\\?orderNo=${order.orderNo}`));
  await expect(page.getByRole('region', { name: 'Items and tracking' }).locator('.ant-table-row')).toContainText(`${item.itemCode}`);
  await expect(page.getByRole('region', { name: 'Items and tracking' }).locator('.ant-table-row td').nth(1)).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Order', exact: true })).toContainText('Gift wrap, please');

  // Change address: a dialog with the consignee; the new city shows at once.
  await page.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the consignee' });
  await dialog.getByLabel('City').fill('Oakland');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal code').fill('94607');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Address changed')).toBeVisible();
  await expect(page.getByTestId('consignee')).toContainText('Oakland');
  await page.screenshot({ path: testInfo.outputPath('sales-order-on-hold-en.png'), fullPage: true });

  // Order again: a new on-hold order with the same lines and consignee, opened for editing.
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/salesOrderManage\/index\?orderNo=/);
  const again = new URL(page.url()).searchParams.get('orderNo');
  expect(again).not.toBe(order.orderNo);
  await expect(page.getByLabel(`Quantity of ${item.itemCode}`)).toHaveValue('2');
  await expect(page.getByLabel('City')).toHaveValue('Oakland');
});
