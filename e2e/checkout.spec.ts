import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support';
import { buyerWithCompany } from './account-support';
import { codeSentBy, logIn, pickOption } from './support';

// The money path as a buyer walks it: goods of two stores in the cart, one checkout (one
// purchase order per store) in which each store's order takes a coupon of its own (one coupon per
// order), one order paid from the balance with the payment password, the other by WeChat on the
// sandbox gateway's page; both paid, each with its own discount, the wallet shows it.

const PAY_PASSWORD = '246810';

interface Card {
  goodsId: number;
  name: string;
  storeId: number;
  priceMode: 'spot' | 'tiered';
  qtyAvailable: number;
  status: string;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const options = { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-US', ...headers }, ...(data === undefined ? {} : { data }) };
  const response = method === 'GET' ? await request.get(path, options) : await request.post(path, options);
  const text = await response.text();
  expect(response.ok(), `${path}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** Sets the payment password through the API (the Passwords tab has a journey of its own). */
async function setPayPassword(request: APIRequestContext, token: string, mobile: string) {
  const code = await codeSentBy(request, mobile, async () => {
    await api(request, token, 'GET', '/api/v2/auth/verifycode?scene=pay-password');
  });
  await api(request, token, 'POST', '/api/v2/auth/pay-pwd', { code, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
}

/** Tops the wallet up through the sandbox gateway's own page, as the recharge journey does by hand. */
async function fundWallet(request: APIRequestContext, token: string, amount: number) {
  const payment = await api<{ hostedUrl: string }>(request, token, 'POST', '/api/v2/customer/customer-recharge', { amount, payWay: 0 }, { 'Idempotency-Key': crypto.randomUUID() });
  const hosted = new URL(payment.hostedUrl);
  const done = await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Two spot-priced goods of two different stores, on sale with plenty of stock. */
async function goodsOfTwoStores(request: APIRequestContext, token: string): Promise<[Card, Card]> {
  const { list } = await api<{ list: Card[] }>(request, token, 'POST', '/api/v2/goods/list', { pageSize: 100, inStock: true });
  const fit = list.filter((goods) => goods.priceMode === 'spot' && goods.qtyAvailable >= 50);
  const first = fit[0];
  const second = fit.find((goods) => goods.storeId !== first?.storeId);
  expect(first && second, 'spot goods of two stores').toBeTruthy();
  return [first!, second!];
}

async function addToCart(page: Page, goods: Card) {
  await page.goto(`/goodsDetails/index?goodsId=${goods.goodsId}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));


test('two stores in one checkout, a coupon on each order; one order paid from the balance, the other by WeChat', async ({ page, request, expectErrors }, testInfo) => {
  expectErrors('The payment password is incorrect');
  // A long journey (about 50 s on a quiet 2-core machine).
  test.setTimeout(150_000);
  const buyer = await buyerWithCompany(request);
  await setPayPassword(request, buyer.token, buyer.mobile);
  await fundWallet(request, buyer.token, 5000);
  const [first, second] = await goodsOfTwoStores(request, buyer.token);

  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  // The coupon center: claim two coupons with no minimum, one for each store's order.
  await page.goto('/coupon/index?tab=center');
  const flash = page.locator('.coupon-card', { hasText: '$5 off, no minimum' });
  await flash.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Receive success, congratulations!')).toBeVisible();
  await expect(flash.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  // Two of these may be held: the card stays claimable and counts the one held.
  const anyOrder = page.locator('.coupon-card', { hasText: '$3 off any order, no minimum' });
  await expect(anyOrder).toContainText('Held 0 / 2');
  await anyOrder.getByRole('button', { name: 'Claim' }).click();
  await expect(anyOrder).toContainText('Held 1 / 2');

  await addToCart(page, first);
  await addToCart(page, second);
  await expect(page.getByRole('link', { name: 'Cart' }).locator('.count-badge')).toContainText('2');

  // The cart groups the lines by store; both are selected.
  await page.goto('/shoppingCart');
  await expect(page.locator('.cart-store')).toHaveCount(2);
  await expect(page.getByText('Selected 2 items', { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cart-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Checkout' }).click();

  // Checkout: one order per store, each with a coupon row of its own offering the coupons that fit it.
  await expect(page.getByRole('heading', { name: 'Confirm order', level: 1 })).toBeVisible();
  const stores = page.locator('[data-testid^="checkout-store-"]');
  await expect(stores).toHaveCount(2);
  const couponRows = page.locator('[data-testid^="checkout-coupon-"]');
  await expect(couponRows).toHaveCount(2);
  const totalBefore = amountOf(await page.getByTestId('checkout-total').textContent());
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // The first store's order: both coupons fit it; it takes the $5 one.
  await couponRows.nth(0).getByRole('combobox').click();
  await expect(options).toHaveCount(2);
  await pickOption(page, couponRows.nth(0).getByRole('combobox'), '$5 off, no minimum', stores.nth(0).getByText('Coupon applied'));
  await expect(stores.nth(0)).toContainText('Discount -$5.00');
  await expect(page.getByTestId('checkout-discount')).toContainText('$5.00');
  // The second store's order: the $5 coupon is on the first order, so only the $3 one is offered.
  await couponRows.nth(1).getByRole('combobox').click();
  await expect(options).toHaveCount(1);
  await expect(options).toContainText('$3 off any order, no minimum');
  await pickOption(page, couponRows.nth(1).getByRole('combobox'), '$3 off any order, no minimum', stores.nth(1).getByText('Coupon applied'));
  await expect(stores.nth(1)).toContainText('Discount -$3.00');
  await expect(stores.nth(0)).toContainText('Discount -$5.00');
  await expect(page.getByTestId('checkout-discount')).toContainText('$8.00');
  await expect.poll(async () => amountOf(await page.getByTestId('checkout-total').textContent())).toBeCloseTo(totalBefore - 8, 2);
  await page.screenshot({ path: testInfo.outputPath('checkout-en.png'), fullPage: true });
  // Once the order is placed, the checkout does not ask about cart lines that are gone (that
  // answered an error toast after every order on a slower connection).
  const askedAfterSubmit: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/v2\/(purchase-order\/checkout-preview|coupon\/usable)/.test(sent.url())) askedAfterSubmit.push(sent.url());
  });
  await page.getByRole('button', { name: 'Submit order' }).click();

  // The payment page lists both orders; each is paid on its own here.
  await expect(page).toHaveURL(/\/payment\/index\?orderNos=/);
  expect(askedAfterSubmit).toEqual([]);
  const orderNos = decodeURIComponent(new URL(page.url()).searchParams.get('orderNos') ?? '').split(',');
  expect(orderNos).toHaveLength(2);
  const [balanceOrder, wechatOrder] = orderNos as [string, string];
  // Each order carries its own coupon and discount (orders come in the checkout's store order).
  const placed = await Promise.all(orderNos.map((orderNo) => api<{ discount: number; coupon: { name: string } | null }>(request, buyer.token, 'GET', `/api/v2/purchase-order/${orderNo}`)));
  expect(placed.map((order) => [order.discount, order.coupon?.name])).toEqual([
    [5, '$5 off, no minimum'],
    [3, '$3 off any order, no minimum'],
  ]);

  // Balance: the declaration, then 'Confirm payment?' with the payment password.
  await page.goto(`/payment/index?orderNos=${balanceOrder}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Please confirm that the goods are purchased for resale only')).toBeVisible();
  await page.getByText('I declare that the goods are purchased for reselling only').click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm payment?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Forgot payment password?' })).toBeVisible();
  await dialog.getByLabel('Payment password').fill('111111');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The payment password is incorrect')).toBeVisible();
  await dialog.getByLabel('Payment password').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkresultpayment\?paymentNo=/);
  await expect(page.getByText('Success!').first()).toBeVisible();

  // WeChat: the QR code with its countdown, paid on the sandbox gateway's page.
  await page.goto(`/payment/index?orderNos=${wechatOrder}`);
  // antd's button-style radios hide their input: the label takes the click.
  await page.locator('.ant-radio-button-wrapper', { hasText: 'WeChat Pay' }).click();
  await expect(page.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
  await page.getByText('I declare that the goods are purchased for reselling only').click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with WeChat Pay' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
  await expect(page.getByTestId('payment-countdown')).toHaveText(/The QR code expires in 1[45]:\d\d/);
  await page.screenshot({ path: testInfo.outputPath('wechat-en.png'), fullPage: true });
  const [hosted] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open the payment page' }).click()]);
  await hosted.waitForLoadState();
  await expect(hosted.locator('body')).toContainText('CNY');
  await hosted.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(hosted.locator('body')).toContainText('Payment successful');
  await hosted.close();
  await expect(page).toHaveURL(/\/checkresultpayment\?paymentNo=/);
  await expect(page.getByText('Success!').first()).toBeVisible();

  // Both orders are paid (to inventory: completed), and the wallet shows the balance payment.
  await page.goto('/purchaseOrderManage/purchaseOrderList');
  for (const orderNo of orderNos) {
    const order = page.getByTestId('purchase-order').filter({ hasText: orderNo });
    await expect(order).toContainText('Completed');
    await expect(order.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath('orders-en.png'), fullPage: true });
  await page.goto('/wallet/index');
  const spending = page.locator('.ant-table-row', { hasText: 'Transaction spending' });
  await expect(spending).toHaveCount(1);
  await expect(spending).toContainText(balanceOrder);
  await page.screenshot({ path: testInfo.outputPath('wallet-en.png'), fullPage: true });
});
