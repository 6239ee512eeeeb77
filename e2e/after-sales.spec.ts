import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OPERATOR, pngImage, SELLER } from './account-support';
import { APPROVED_BUYER, DEMO_PASSWORD, apiLogin, codeSentBy, expect, fieldError, logIn, pickOption, test, clickInDialog } from './support';

// After-sales as the demo buyer, the demo store and the operator walk it. Each journey makes a
// shipped sales order through the API (bought into the inventory, its fee paid, shipped by the
// store); the screens of the after-sales itself are what is proved.

const PAY_PASSWORD = '135790';
const SELLER_STORE = 'ST1001';
const CONSIGNEE = { name: 'Jane Doe', phone: '+1 415 555 0132', email: 'jane.doe@example.com', country: 'US', state: 'California', city: 'San Francisco', address: '500 Howard Street', postalCode: '94105' };

test.describe.configure({ timeout: 180_000 });

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const options = { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-US', ...headers }, ...(data === undefined ? {} : { data }) };
  const response = method === 'GET' ? await request.get(path, options) : await request.post(path, options);
  const text = await response.text();
  expect(response.ok(), `${path}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}
const keyed = () => ({ 'Idempotency-Key': crypto.randomUUID() });

async function setPayPassword(request: APIRequestContext, token: string) {
  const user = await api<{ hasPayPassword: boolean }>(request, token, 'GET', '/api/v2/auth/user');
  if (user.hasPayPassword) return;
  const code = await codeSentBy(request, APPROVED_BUYER, async () => {
    await api(request, token, 'GET', '/api/v2/auth/verifycode?scene=pay-password');
  });
  await api(request, token, 'POST', '/api/v2/auth/pay-pwd', { code, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
}

async function fundWallet(request: APIRequestContext, token: string, amount: number) {
  const payment = await api<{ hostedUrl: string }>(request, token, 'POST', '/api/v2/customer/customer-recharge', { amount, payWay: 0 }, keyed());
  const hosted = new URL(payment.hostedUrl);
  const done = await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } });
  expect(done.ok(), await done.text()).toBe(true);
}

interface Shipped {
  token: string;
  orderNo: string;
  goodsId: number;
  itemCode: string;
}

/** A sales order of `units` units of one of the demo store's goods (`sku`-th from the last): bought into the inventory, fee paid, shipped by the store. */
async function shippedSalesOrder(request: APIRequestContext, sku: number, units: number): Promise<Shipped> {
  const token = await apiLogin(request, APPROVED_BUYER);
  await setPayPassword(request, token);
  await fundWallet(request, token, 5_000);
  const { list } = await api<{ list: { goodsId: number; itemCode: string; storeCode: string; priceMode: string; qtyAvailable: number }[] }>(request, token, 'POST', '/api/v2/goods/list', { pageSize: 100, inStock: true });
  // From the end of the list: the drop-shipping journeys take the first spot goods.
  const goods = list.filter((g) => g.storeCode === SELLER_STORE && g.qtyAvailable >= 50).reverse()[sku];
  expect(goods, `goods ${sku} of ${SELLER_STORE}`).toBeTruthy();
  const placed = await api<{ orderNos: string[] }>(request, token, 'POST', '/api/v2/purchase-order/submit', { goodsId: goods!.goodsId, quantity: units, deliveryMode: 'inventory' }, keyed());
  await api(request, token, 'POST', '/api/v2/pay/balance-pay', { refs: placed.orderNos, payPassword: PAY_PASSWORD, declaration: true }, keyed());
  const order = await api<{ orderNo: string; status: string; feeOrder: { feeOrderNo: string } }>(request, token, 'POST', '/api/v2/sales-order', { lines: [{ goodsId: goods!.goodsId, quantity: units }], consignee: CONSIGNEE, submit: true }, keyed());
  expect(order.status).toBe('toBePaid');
  await api(request, token, 'POST', '/api/v2/pay/balance-pay', { purpose: 'fee-order', refs: [order.feeOrder.feeOrderNo], payPassword: PAY_PASSWORD, declaration: true }, keyed());
  const seller = await apiLogin(request, SELLER);
  await api(request, seller, 'POST', `/api/v2/seller/sales-order/${order.orderNo}/ship`, { logisticsCompany: 'UPS', trackingNumber: '1Z999AA10123456784' }, keyed());
  return { token, orderNo: order.orderNo, goodsId: goods!.goodsId, itemCode: goods!.itemCode };
}

/** An application made through the API (with a real picture), for journeys about what follows. */
async function applyViaApi(request: APIRequestContext, o: Shipped, body: Record<string, unknown>): Promise<string> {
  const uploaded = await request.post('/api/v2/upload', { headers: { Authorization: `Bearer ${o.token}` }, multipart: { kind: 'afterSales', file: { name: 'damage.png', mimeType: 'image/png', buffer: pngImage() } } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const key = ((await uploaded.json()) as { data: { key: string } }).data.key;
  const created = await api<{ afterSalesNo: string }>(
    request,
    o.token,
    'POST',
    '/api/v2/after-sales',
    { source: 'salesOrder', orderNo: o.orderNo, goodsId: o.goodsId, quantity: 1, reason: 'damaged', description: 'The frame arrived bent', pictures: [key], ...body },
    keyed(),
  );
  return created.afterSalesNo;
}

async function signedIn(browser: Browser, watchErrors: (context: BrowserContext) => Promise<void>, account: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  await watchErrors(context);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Mobile number or email').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(path.replace(/[/?]/g, '\\$&')));
  return page;
}

const rowOf = (page: Page, afterSalesNo: string) => page.locator('.ant-table-row', { hasText: afterSalesNo });

test('refund only: applied from the sales order, approved by the store, credited to the wallet', async ({ page, request, browser, watchErrors }, testInfo) => {
  const order = await shippedSalesOrder(request, 0, 2);
  await logIn(page, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  // From the order's details: the action the server offers for shipped orders.
  await page.goto(`/salesOrderManage/salesOrderDetails?orderNo=${order.orderNo}`);
  await page.getByRole('button', { name: 'Apply after-sales' }).click();
  await expect(page).toHaveURL(/\/afterSalesManage\/afterSalesApplication\?source=salesOrder/);
  await expect(page.getByRole('heading', { name: 'Apply for after-sales', level: 1 })).toBeVisible();

  // Nothing filled in: the spec's messages.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(fieldError(page, 'Please select reason')).toBeVisible();
  await expect(fieldError(page, 'Please enter description')).toBeVisible();
  await expect(fieldError(page, 'Please upload pictures/videos')).toBeVisible();

  await pickOption(page, page.getByLabel('Reason'), 'Damaged in transit');
  await page.getByLabel('Description').fill('The glass top arrived shattered');
  await page.locator('input[type=file]').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('after-sales-apply-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/afterSalesManage\/afterSalesDetails\?afterSalesNo=/);
  const afterSalesNo = new URL(page.url()).searchParams.get('afterSalesNo') ?? '';
  await expect(page.getByTestId('after-sales-status')).toHaveText('Waiting for review');
  const refund = (await page.getByTestId('after-sales-requested').textContent()) ?? '';

  // The store approves it in the merchant console.
  const seller = await signedIn(browser, watchErrors, SELLER, '/merchant/after-sales');
  await expect(seller.getByRole('heading', { name: 'After-sales', level: 1 })).toBeVisible();
  const row = rowOf(seller, afterSalesNo);
  await expect(row).toContainText('Waiting for review');
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Approve' });
  await dialog.getByLabel('Store message').fill('Sorry, refunded in full');
  await seller.screenshot({ path: testInfo.outputPath('merchant-after-sales-approve-en.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(seller.getByText('Approved', { exact: true })).toBeVisible();
  await expect(rowOf(seller, afterSalesNo)).toContainText('Refund completion');
  await seller.context().close();

  // The buyer sees it refunded, with its timeline; the wallet has the after-sale refund.
  await page.reload();
  await expect(page.getByTestId('after-sales-status')).toHaveText('Refund completion');
  await expect(page.getByTestId('after-sales-refund')).toHaveText(refund);
  await expect(page.getByTestId('after-sales-timeline')).toContainText('Approved by the store');
  await expect(page.getByTestId('after-sales-timeline')).toContainText('Refunded to the wallet');
  await page.screenshot({ path: testInfo.outputPath('after-sales-refunded-en.png'), fullPage: true });
  const detail = await api<{ refundNo: string; refundAmount: number }>(request, order.token, 'GET', `/api/v2/after-sales/${afterSalesNo}`);
  const ledger = await api<{ list: { relatedId: string; flowType: number; amount: number }[] }>(request, order.token, 'GET', '/api/v2/customer/balance/pages?pageSize=50');
  expect(ledger.list.filter((r) => r.relatedId === detail.refundNo)).toEqual([expect.objectContaining({ flowType: 9, amount: detail.refundAmount })]);

  // In the list under its tab.
  await page.goto('/afterSalesManage/index?status=refunded');
  await expect(rowOf(page, afterSalesNo)).toContainText('Refund only');
});

test('return and refund: the store approves with its address, the buyer sends the units back, the store receives and refunds', async ({ page, request, browser, watchErrors }, testInfo) => {
  const order = await shippedSalesOrder(request, 1, 1);
  const afterSalesNo = await applyViaApi(request, order, { type: 'returnRefund', refundAmount: 1 });

  const seller = await signedIn(browser, watchErrors, SELLER, '/merchant/after-sales');
  await rowOf(seller, afterSalesNo).getByRole('button', { name: 'Approve' }).click();
  const approve = seller.getByRole('dialog', { name: 'Approve' });
  await approve.getByLabel('Return warehouse and address').fill('Dock 4, 100 Harbor Rd, Newark NJ 07105');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(rowOf(seller, afterSalesNo)).toContainText('Waiting for return');

  await logIn(page, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/afterSalesManage/afterSalesDetails?afterSalesNo=${afterSalesNo}`);
  await expect(page.getByTestId('after-sales-status')).toHaveText('Waiting for return');
  await expect(page.getByTestId('after-sales-info')).toContainText('Dock 4, 100 Harbor Rd');
  await page.getByRole('button', { name: 'Fill in return logistics' }).click();
  const logistics = page.getByRole('dialog', { name: 'Fill in return logistics' });
  await logistics.getByLabel('Logistics company').fill('FedEx');
  await logistics.getByLabel('Tracking number').fill('7489 2211 0045');
  await logistics.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully filled in the return information!')).toBeVisible();
  await expect(page.getByTestId('after-sales-status')).toHaveText('Pending receive');
  await expect(page.getByTestId('return-logistics')).toHaveText('FedEx 7489 2211 0045');

  await seller.reload();
  const row = rowOf(seller, afterSalesNo);
  await expect(row).toContainText('Pending receive');
  await row.getByRole('button', { name: 'Confirm return received' }).click();
  await clickInDialog(seller.getByRole('dialog'), 'Confirm return received');
  await expect(seller.getByText('Return received and refunded')).toBeVisible();
  await expect(rowOf(seller, afterSalesNo)).toContainText('Refund completion');
  await seller.screenshot({ path: testInfo.outputPath('merchant-after-sales-en.png'), fullPage: true });
  await seller.context().close();

  await page.reload();
  await expect(page.getByTestId('after-sales-status')).toHaveText('Refund completion');
  await expect(page.getByTestId('after-sales-timeline')).toContainText('Return received by the store');
});

test('a rejection escalated to the platform: the operator decides, the buyer is refunded', async ({ page, request, browser, watchErrors }, testInfo) => {
  const order = await shippedSalesOrder(request, 2, 1);
  const afterSalesNo = await applyViaApi(request, order, { type: 'refundOnly', refundAmount: 2 });
  const sellerToken = await apiLogin(request, SELLER);
  await api(request, sellerToken, 'POST', `/api/v2/seller/after-sales/${afterSalesNo}/reject`, { reason: 'The photo does not show the goods' });

  await logIn(page, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/afterSalesManage/afterSalesDetails?afterSalesNo=${afterSalesNo}`);
  await expect(page.getByTestId('after-sales-status')).toHaveText('Audit failed');
  await expect(page.getByTestId('after-sales-info')).toContainText('The photo does not show the goods');
  await expect(page.getByRole('button', { name: 'Reapply' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask the platform to decide' }).click();
  const escalate = page.getByRole('dialog', { name: 'Ask the platform to decide' });
  await escalate.getByLabel('Why the platform should decide').fill('The frame is visibly bent in the second photo');
  await escalate.getByRole('button', { name: 'Ask the platform to decide' }).click();
  await expect(page.getByTestId('after-sales-status')).toHaveText('Waiting for after-sale audit');

  const staff = await signedIn(browser, watchErrors, OPERATOR, '/admin/after-sales');
  await expect(staff.getByRole('heading', { name: 'After-sales escalations', level: 1 })).toBeVisible();
  const row = rowOf(staff, afterSalesNo);
  await expect(row).toContainText('Waiting for after-sale audit');
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(staff.getByRole('dialog').getByTestId('after-sales-timeline')).toContainText('Escalated to the platform');
  await staff.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Decide' }).click();
  const decide = staff.getByRole('dialog', { name: 'Decide' });
  await decide.getByLabel('Refund amount').fill('2');
  await decide.getByLabel('Reason of the decision').fill('Damage is visible on the photos');
  await staff.screenshot({ path: testInfo.outputPath('admin-after-sales-decide-en.png'), fullPage: true });
  await decide.getByRole('button', { name: 'Decide' }).click();
  await expect(staff.getByText('Refunded to the buyer, charged to the store')).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(page.getByTestId('after-sales-status')).toHaveText('Refund completion');
  await expect(page.getByTestId('after-sales-decision')).toContainText('Damage is visible on the photos');
  await expect(page.getByTestId('after-sales-timeline')).toContainText('Decided by the platform');
});

test('reissue: the store approves and ships new units; the buyer sees it complete, in three languages', async ({ page, context, request, browser, watchErrors }, testInfo) => {
  const order = await shippedSalesOrder(request, 0, 1);
  const afterSalesNo = await applyViaApi(request, order, { type: 'reissue', reissueConsignee: CONSIGNEE });

  const seller = await signedIn(browser, watchErrors, SELLER, '/merchant/after-sales');
  await rowOf(seller, afterSalesNo).getByRole('button', { name: 'Approve' }).click();
  const approve = seller.getByRole('dialog', { name: 'Approve' });
  // A reissue asks for no refund.
  await expect(approve.getByLabel('Refund amount')).toHaveCount(0);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(rowOf(seller, afterSalesNo)).toContainText('Pending delivery');
  await rowOf(seller, afterSalesNo).getByRole('button', { name: 'Ship reissue' }).click();
  const ship = seller.getByRole('dialog', { name: 'Ship reissue' });
  await ship.getByLabel('Logistics company').fill('DHL');
  await ship.getByLabel('Tracking number').fill('JD014600006281993');
  await ship.getByRole('button', { name: 'Ship reissue' }).click();
  await expect(seller.getByText('Reissue shipped')).toBeVisible();
  await expect(rowOf(seller, afterSalesNo)).toContainText('Complete');
  await seller.context().close();

  await logIn(page, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/afterSalesManage/afterSalesDetails?afterSalesNo=${afterSalesNo}`);
  await expect(page.getByTestId('after-sales-status')).toHaveText('Complete');
  await expect(page.getByTestId('after-sales-info')).toContainText('DHL JD014600006281993');
  await page.screenshot({ path: testInfo.outputPath('after-sales-details-en.png'), fullPage: true });

  // The same pages in Chinese and Japanese (the language cookie, as the region settings save it).
  for (const [language, heading, status] of [
    ['zh', '售后管理', '已完成'],
    ['ja', 'アフターサービス管理', '完了'],
  ] as const) {
    await context.addCookies([{ name: 'language', value: language, url: new URL(page.url()).origin }]);
    await page.goto('/afterSalesManage/index');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(rowOf(page, afterSalesNo).getByTestId('after-sales-status')).toHaveText(status);
    await page.screenshot({ path: testInfo.outputPath(`after-sales-list-${language}.png`), fullPage: true });
    await page.goto(`/afterSalesManage/afterSalesDetails?afterSalesNo=${afterSalesNo}`);
    await expect(page.getByTestId('after-sales-status')).toHaveText(status);
    await page.screenshot({ path: testInfo.outputPath(`after-sales-details-${language}.png`), fullPage: true });
  }
});

test('a store that does not answer: the guarantee decides, the sweeper refunds the buyer at the floor and charges the store', async ({ page, context, request, browser, watchErrors }, testInfo) => {
  // The demo data holds an after-sales the demo store never answered, its decision window over a day ago.
  const token = await apiLogin(request, APPROVED_BUYER);
  const mine = await api<{ list: { afterSalesNo: string; description: string; storeId: number }[] }>(request, token, 'GET', '/api/v2/after-sales/list?pageIndex=1&pageSize=100');
  const unanswered = mine.list.find((a) => a.description === 'The store did not answer: the legs arrived bent');
  expect(unanswered, 'the demo after-sales the store did not answer').toBeTruthy();
  const afterSalesNo = unanswered!.afterSalesNo;
  // The floor: the store's return guarantee share of the items cost, at most what was paid.
  const store = await api<{ guarantees: { returnGuarantee: { rate: number } } }>(request, token, 'GET', `/api/v2/store/${unanswered!.storeId}`);
  const percent = Math.round(store.guarantees.returnGuarantee.rate * 100);

  // The buyer finds it in the after-sales list.
  await logIn(page, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/afterSalesManage/index');
  await page.getByPlaceholder('After-sales ID, order ID or item code').fill(afterSalesNo);
  await page.getByPlaceholder('After-sales ID, order ID or item code').press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await rowOf(page, afterSalesNo).getByTestId('after-sales-no').click();
  await expect(page).toHaveURL(new RegExp(`afterSalesNo=${afterSalesNo}`));
  await expect(page.getByTestId('after-sales-info')).toContainText('The store did not answer: the legs arrived bent');

  // The sweeper passes every 30 seconds: reloaded until it has decided (at most a few passes).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('after-sales-status')).toHaveText('Refund completion', { timeout: 2_000 });
  }).toPass({ timeout: 100_000, intervals: [1_000, 2_000, 5_000] });

  const detail = await api<{ itemsCost: number; maxRefund: number; guaranteeFloor: number; refundAmount: number; refundNo: string; requestedAmount: number }>(request, token, 'GET', `/api/v2/after-sales/${afterSalesNo}`);
  const floorCents = Math.min(Math.round(detail.maxRefund * 100), Math.round((Math.round(detail.itemsCost * 100) * percent) / 100));
  expect(floorCents).toBeGreaterThan(0);
  expect(Math.round(detail.refundAmount * 100)).toBe(floorCents);
  expect(Math.round(detail.requestedAmount * 100)).toBeGreaterThan(floorCents);
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(floorCents / 100);
  await expect(page.getByTestId('after-sales-refund')).toHaveText(usd);
  const guarantee = page.getByTestId('after-sales-guarantee');
  await expect(guarantee).toContainText('Decided by the platform guarantee');
  await expect(guarantee).toContainText('The store did not answer in time');
  await expect(guarantee.getByTestId('after-sales-guarantee-amount')).toHaveText(usd);
  const timeline = page.getByTestId('after-sales-timeline');
  await expect(timeline).toContainText('Approved by the guarantee (the store did not answer in time) Platform guarantee');
  await expect(timeline).toContainText('Refunded to the wallet');
  await page.screenshot({ path: testInfo.outputPath('after-sales-guarantee-en.png'), fullPage: true });

  // The wallet record of the refund.
  await page.goto('/wallet/index?flowType=9');
  const record = page.locator('.ant-table-row', { hasText: detail.refundNo });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(`+${usd}`);

  // In Chinese: the same decision, said by the guarantee.
  await context.addCookies([{ name: 'language', value: 'zh', url: new URL(page.url()).origin }]);
  await page.goto(`/afterSalesManage/afterSalesDetails?afterSalesNo=${afterSalesNo}`);
  await expect(page.getByTestId('after-sales-status')).toHaveText('退款完成');
  await expect(page.getByTestId('after-sales-guarantee')).toContainText('由平台保障裁定');
  await expect(page.getByTestId('after-sales-timeline')).toContainText('平台保障');
  await page.screenshot({ path: testInfo.outputPath('after-sales-guarantee-zh.png'), fullPage: true });

  // The store sees that the guarantee decided it, and the charge in its wallet.
  const seller = await signedIn(browser, watchErrors, SELLER, '/merchant/after-sales');
  await seller.getByPlaceholder('After-sales ID, order ID or item code').fill(afterSalesNo);
  await seller.getByPlaceholder('After-sales ID, order ID or item code').press('Enter');
  const row = rowOf(seller, afterSalesNo);
  await expect(row).toContainText('Refund completion');
  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = seller.getByRole('dialog');
  await expect(drawer.getByTestId('after-sales-guarantee')).toContainText("refunded to the buyer's wallet and charged to the store");
  await expect(drawer.getByTestId('after-sales-guarantee-amount')).toHaveText(usd);
  await expect(drawer.getByTestId('after-sales-timeline')).toContainText('Platform guarantee');
  await seller.screenshot({ path: testInfo.outputPath('merchant-after-sales-guarantee-en.png'), fullPage: true });
  await seller.goto('/merchant/wallet');
  const charge = seller.locator('.ant-table-row', { hasText: detail.refundNo });
  await expect(charge).toContainText('After-sale refund');
  await expect(charge).toContainText(`-$${(floorCents / 100).toFixed(2)}`);
  await expect(charge).toContainText(afterSalesNo);
  await seller.context().close();
});
